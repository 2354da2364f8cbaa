import { CrownOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { GroupRole } from '@golf/shared/schemas/group';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<GroupRole, string> = { owner: 'gold', organiser: 'blue', member: 'default' };

export function RoleTag({ role }: { role: GroupRole }) {
  const { t } = useTranslation('groups');
  const icon = role === 'owner' ? <CrownOutlined /> : role === 'organiser' ? <SafetyCertificateOutlined /> : undefined;
  return (
    <Tag color={COLORS[role]} icon={icon} style={{ marginInlineEnd: 0 }}>
      {t(`role.${role}`)}
    </Tag>
  );
}
