import { AuditOutlined, PlusOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Empty, List, Space, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useGroups } from '../api/get-groups';
import { usePendingSummary } from '../api/get-pending-summary';
import { GroupLogo } from '../components/group-logo';
import { RoleTag } from '../components/role-tag';
import { groupPath } from '../components/use-group-id';
import { useOpenedOnce } from '../../../lib/use-opened-once';

// the create dialog (a form with its zod schema) is loaded when first opened
const CreateGroupModal = lazy(() => import('../components/create-group-modal').then((m) => ({ default: m.CreateGroupModal })));

/** `/activity/group`: the groups I run, with their pending applications. */
export function OrganiserGroupsPage() {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const groups = useGroups({ mine: true, pageSize: 100 });
  const pending = usePendingSummary();
  const [creating, setCreating] = useState(false);
  // mounted from the first opening on, so it can animate closed
  const createMounted = useOpenedOnce(creating);
  const pendingOf = new Map((pending.data ?? []).map((p) => [p.groupId, p.pending]));
  const run = (groups.data?.list ?? []).filter((g) => g.myRole === 'owner' || g.myRole === 'organiser');

  return (
    <Card
      title={t('organiser.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('index.create')}
        </Button>
      }
    >
      {groups.isError && <QueryState error={groups.error} onRetry={() => void groups.refetch()} />}
      {!groups.isError && (
        <List
          loading={groups.isPending}
          dataSource={run}
          locale={{ emptyText: <Empty description={t('organiser.none')} /> }}
          renderItem={(group) => {
            const count = pendingOf.get(group.id) ?? 0;
            return (
              <List.Item style={{ flexWrap: 'wrap', gap: 8 }}>
                <List.Item.Meta
                  avatar={<GroupLogo name={group.name} logo={group.logo} size={48} />}
                  title={<Link to={`/activity/group/detail?id=${group.id}`}>{group.name}</Link>}
                  description={
                    <Space size={8} wrap>
                      {group.myRole && <RoleTag role={group.myRole} />}
                      <Typography.Text type="secondary">
                        <TeamOutlined /> {t('card.members', { count: group.memberCount })}
                      </Typography.Text>
                    </Space>
                  }
                />
                <Space wrap>
                  <Badge count={count} size="small">
                    <Button icon={<AuditOutlined />} onClick={() => navigate(groupPath('member/audit', group.id))}>
                      {t('detail.audit')}
                    </Button>
                  </Badge>
                  <Button icon={<TeamOutlined />} onClick={() => navigate(groupPath('member', group.id))}>
                    {t('detail.members')}
                  </Button>
                  <Button icon={<SettingOutlined />} onClick={() => navigate(groupPath('setting', group.id))}>
                    {t('detail.settings')}
                  </Button>
                </Space>
              </List.Item>
            );
          }}
        />
      )}
      {createMounted && (
        <Suspense fallback={null}>
          <CreateGroupModal open={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </Card>
  );
}
