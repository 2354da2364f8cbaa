import { AuditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Badge, Button, Card, Empty, List, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWorkplace } from '../../workplace/api/get-workplace';
import { GroupLogo } from './group-logo';
import { RoleTag } from './role-tag';
import { groupPath } from './use-group-id';

/**
 * The workplace's "my groups": my groups with my role, and pending applications where I organise.
 * Reads the workplace's one request (GET /api/workplace, shared through the query cache).
 */
export function MyGroupsCard() {
  const { t } = useTranslation('groups');
  const groups = useWorkplace();
  const list = groups.data?.myGroups;
  const waiting = groups.data?.pendingApplications ?? 0;

  return (
    <Card
      title={
        <Space>
          {t('workplace.title')}
          {waiting > 0 && <Badge count={waiting} title={t('workplace.pendingTotal', { count: waiting })} />}
        </Space>
      }
      extra={<Link to="/dashboard/group/index?mine=1">{t('workplace.all')}</Link>}
      data-testid="workplace-my-groups"
    >
      {groups.isPending && <Skeleton active avatar />}
      {groups.isError && (
        <Alert
          type="error"
          showIcon
          title={t('workplace.failed')}
          description={groups.error.message}
          action={<Button size="small" onClick={() => void groups.refetch()}>{t('actions.retry')}</Button>}
        />
      )}
      {list && list.length === 0 && (
        // in no group yet: join one, or start one (an organiser's first step: PRODUCT.md flow 1)
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workplace.none')}>
          <Space wrap style={{ justifyContent: 'center' }}>
            <Link to="/dashboard/group/index">
              <Button type="primary" icon={<SearchOutlined />}>
                {t('workplace.find')}
              </Button>
            </Link>
            <Link to="/dashboard/group/index?create=1">
              <Button icon={<PlusOutlined />} data-testid="start-group">
                {t('index.create')}
              </Button>
            </Link>
          </Space>
        </Empty>
      )}
      {list && list.length > 0 && (
        <List
          dataSource={list}
          renderItem={(group) => {
            const count = group.pending;
            return (
              <List.Item
                extra={
                  count > 0 ? (
                    <Link to={groupPath('member/audit', group.id)} aria-label={`${t('workplace.audit')}: ${t('workplace.pending', { count })}`}>
                      <Badge count={count} size="small">
                        <Button size="small" icon={<AuditOutlined />}>
                          {t('workplace.audit')}
                        </Button>
                      </Badge>
                    </Link>
                  ) : undefined
                }
              >
                <List.Item.Meta
                  avatar={<GroupLogo name={group.name} logo={group.logo} size={40} />}
                  title={
                    <Link to={groupPath('detail', group.id)}>
                      <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
                        {group.name}
                      </Typography.Text>
                    </Link>
                  }
                  description={
                    <Space size={6} wrap>
                      {group.myRole && <RoleTag role={group.myRole} />}
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('card.members', { count: group.memberCount })}
                      </Typography.Text>
                    </Space>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
      {list && list.length > 0 && (
        <div style={{ marginTop: 8 }}>
          <Link to="/dashboard/group/index">
            <SearchOutlined /> {t('workplace.find')}
          </Link>
        </div>
      )}
    </Card>
  );
}
