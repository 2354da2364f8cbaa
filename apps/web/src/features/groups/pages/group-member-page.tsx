import type { GroupRole } from '@golf/shared/schemas/group';
import { Alert, Card, Col, Input, Row, Select, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroup } from '../api/get-group';
import { useMembers } from '../api/get-members';
import { GroupHeader } from '../components/group-header';
import { GroupPageState } from '../components/group-page-state';
import { useGroupId, useGroupPowers } from '../components/use-group-id';
import { useScreens } from '../../../lib/use-screens';
import { useTitleSubject } from '../../../lib/document-title';
import { usePageWithin } from '../../../lib/use-page-within';

// the table (a wide screen) or the cards (a phone), each loaded when its screen first shows it, while the members are
// fetched (components/member-views.tsx)
const MemberTable = lazy(() => import('../components/member-views').then((m) => ({ default: m.MemberTable })));
const MemberCards = lazy(() => import('../components/member-views').then((m) => ({ default: m.MemberCards })));

const PAGE_SIZE = 20;

/** `/dashboard/group/member?id=`: the members with their role, sex, handicap and joining date. */
export function GroupMemberPage() {
  const { t } = useTranslation('groups');
  const id = useGroupId();
  const group = useGroup(id);
  useTitleSubject(group.data?.name);
  const powers = useGroupPowers(group.data);
  const screens = useScreens();
  const phone = !screens.md;
  const [keyword, setKeyword] = useState('');
  const [role, setRole] = useState<GroupRole | undefined>();
  const [page, setPage] = useState(1);
  const members = useMembers(id, { keyword: keyword || undefined, role, page, pageSize: PAGE_SIZE });
  usePageWithin(page, members.isPlaceholderData ? undefined : members.data?.total, PAGE_SIZE, setPage);

  if (!id) return <GroupPageState error={null} />;
  if (!group.data) return <GroupPageState error={group.error} onRetry={() => void group.refetch()} />;
  const detail = group.data;

  const pagination = {
    current: page,
    pageSize: PAGE_SIZE,
    total: members.data?.total ?? 0,
    onChange: setPage,
    showSizeChanger: false,
    hideOnSinglePage: true,
    size: 'small' as const,
  };
  const view = {
    group: detail,
    members: members.data?.list ?? [],
    pagination,
    showContact: powers.member || powers.organises,
  };

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <GroupHeader group={detail} />
      </Col>
      <Col span={24}>
        <Card title={t('members.title', { count: detail.memberCount })}>
          {detail.myRole === 'owner' && (
            <Alert type="info" showIcon title={t('members.ownerHint')} style={{ marginBottom: 16 }} />
          )}
          <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
            <Input.Search
              allowClear
              placeholder={t('members.searchPlaceholder')}
              aria-label={t('members.searchPlaceholder')}
              onSearch={(value) => {
                setKeyword(value.trim());
                setPage(1);
              }}
              style={{ flex: '1 1 220px', maxWidth: 360 }}
            />
            <Select
              allowClear
              placeholder={t('members.allRoles')}
              value={role}
              onChange={(value: GroupRole | undefined) => {
                setRole(value);
                setPage(1);
              }}
              options={(['owner', 'organiser', 'member'] as const).map((r) => ({ value: r, label: t(`role.${r}`) }))}
              style={{ width: 160 }}
              aria-label={t('members.role')}
            />
          </div>
          {members.isError && <GroupPageState error={members.error} onRetry={() => void members.refetch()} />}
          {!members.isError && (
            <Suspense fallback={<Spin style={{ display: 'block', margin: '32px auto' }} />}>
              {phone ? (
                <MemberCards {...view} loading={members.isPending} />
              ) : (
                <MemberTable {...view} loading={members.isPending || members.isPlaceholderData} />
              )}
            </Suspense>
          )}
        </Card>
      </Col>
    </Row>
  );
}
