import { CalendarOutlined, ClockCircleOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import type { Group } from '@golf/shared/schemas/group';
import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { GroupLogo } from './group-logo';
import { RoleTag } from './role-tag';
import { useDateFormat } from '../../../lib/use-date-format';
import { groupPath } from './use-group-id';
import { Heading } from '../../../components/heading';

/** A group in the search results: who it is, how big, what comes next, and the one action that fits. */
export function GroupCard({ group, onApply }: { group: Group; onApply: (group: Group) => void }) {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const formatDate = useDateFormat();
  const open = groupPath('detail', group.id);

  let action;
  if (group.myRole) {
    action = (
      <Button type="default" onClick={() => navigate(open)}>
        {t('card.open')}
      </Button>
    );
  } else if (group.myApplication === 'pending') {
    action = (
      <Button disabled icon={<ClockCircleOutlined />}>
        {t('card.pending')}
      </Button>
    );
  } else {
    action = (
      <Button type="primary" icon={<UserAddOutlined />} onClick={() => onApply(group)}>
        {group.joinApproval ? t('card.apply') : t('card.join')}
      </Button>
    );
  }

  return (
    <Card style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, height: '100%' } }} data-testid="group-card">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', minWidth: 0 }}>
        <GroupLogo name={group.name} logo={group.logo} size={52} />
        <div style={{ minWidth: 0, flex: 1 }}>
          <Link to={open}>
            <Heading level={2} size={5} ellipsis style={{ margin: 0 }}>
              {group.name}
            </Heading>
          </Link>
          <Space size={8} wrap style={{ marginTop: 4 }}>
            <Typography.Text type="secondary">
              <TeamOutlined /> {t('card.members', { count: group.memberCount })}
            </Typography.Text>
            {group.myRole && <RoleTag role={group.myRole} />}
          </Space>
        </div>
      </div>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, minHeight: 44 }}>
        {group.introduction || t('card.noIntroduction')}
      </Typography.Paragraph>
      <Typography.Text style={{ fontSize: 13 }}>
        <CalendarOutlined /> {t('card.next')}{' '}
        {group.nextActivity ? (
          <>
            <Typography.Text strong>{formatDate(group.nextActivity.acdate)}</Typography.Text> {group.nextActivity.title}
          </>
        ) : (
          <Typography.Text type="secondary">{t('card.noNext')}</Typography.Text>
        )}
      </Typography.Text>
      <div style={{ marginTop: 'auto', display: 'flex', justifyContent: 'flex-end' }}>{action}</div>
    </Card>
  );
}
