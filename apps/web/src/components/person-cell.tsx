import { Avatar, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A person in a list or table: avatar, nickname and @username, with `children` (tags, say) below. */
export function PersonCell({ person, children }: { person: { avatar?: string | null; nickname?: string | null; username: string }; children?: ReactNode }) {
  const name = person.nickname || person.username;
  return (
    <Space>
      <Avatar src={person.avatar || undefined}>{name.slice(0, 1)}</Avatar>
      <div style={{ minWidth: 0 }}>
        <div>{name}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          @{person.username}
        </Typography.Text>
        {children}
      </div>
    </Space>
  );
}
