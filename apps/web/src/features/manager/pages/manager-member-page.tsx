import type { ManagerMember } from '@golf/shared/schemas/manager';
import type { Role } from '@golf/shared/schemas/user';
import { Card, Input, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useSessionUser } from '../../../lib/session-user';
import { useManagerMembers } from '../api/get-members';
import { MemberRowActions } from '../components/member-row-actions';
import { useScreens } from '../../../lib/use-screens';
import { PersonCell } from '../../../components/person-cell';
import { usePageWithin } from '../../../lib/use-page-within';

const PAGE_SIZE = 20;
type StatusFilter = 'active' | 'disabled';

/** `/manager/member`: every account, searchable by name, email or phone; admins enable, disable and promote. */
export function ManagerMemberPage() {
  const { t, i18n } = useTranslation('manager');
  const { data: me } = useSessionUser();
  const [keyword, setKeyword] = useState('');
  const [role, setRole] = useState<Role | undefined>();
  const [status, setStatus] = useState<StatusFilter | undefined>();
  const [page, setPage] = useState(1);
  const members = useManagerMembers({ keyword: keyword || undefined, role, disabled: status === undefined ? undefined : status === 'disabled', page, pageSize: PAGE_SIZE });
  usePageWithin(page, members.isPlaceholderData ? undefined : members.data?.total, PAGE_SIZE, setPage);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  // on a phone the role and status go under the name: their own columns beside the fixed actions left the name no room
  const phone = !useScreens().sm;
  const roleTag = (m: ManagerMember) => (m.role === 'admin' ? <Tag color="gold">{t('members.roleOf.admin')}</Tag> : <Tag>{t('members.roleOf.user')}</Tag>);
  const statusTag = (m: ManagerMember) =>
    m.disabled ? <Tag color="error">{t('members.statusDisabled')}</Tag> : m.emailVerified ? <Tag color="success">{t('members.statusActive')}</Tag> : <Tag color="warning">{t('members.statusUnverified')}</Tag>;

  const columns: ColumnsType<ManagerMember> = [
    {
      key: 'member',
      title: t('members.member'),
      render: (_, m) => (
        <PersonCell person={m}>
          {phone && (
            <div style={{ marginTop: 4 }}>
              {roleTag(m)}
              {statusTag(m)}
            </div>
          )}
        </PersonCell>
      ),
    },
    { key: 'email', title: t('members.email'), dataIndex: 'email', responsive: ['lg'] },
    { key: 'phone', title: t('members.phone'), render: (_, m) => m.phone || '–', responsive: ['xxl'] },
    {
      key: 'role',
      title: t('members.role'),
      render: (_, m) => roleTag(m),
      responsive: ['sm'],
    },
    {
      key: 'status',
      title: t('members.status'),
      render: (_, m) => statusTag(m),
      responsive: ['sm'],
    },
    { key: 'groups', title: t('members.groups'), dataIndex: 'groupCount', align: 'right', responsive: ['xl'] },
    { key: 'created', title: t('members.created'), render: (_, m) => date.format(new Date(m.createdAt)), responsive: ['md'] },
    // the columns as wide as their content in the page's language ("管理者を解除" is wider than the 150 px the actions had):
    // set widths made the table wider than a laptop's screen, and the fixed actions covered the dates
    { key: 'actions', title: t('members.actions'), fixed: 'right', render: (_, m) => <MemberRowActions member={m} self={m.id === me?.id} /> },
  ];

  return (
    <Card title={t('members.title')}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
        <Input.Search
          allowClear
          enterButton
          placeholder={t('members.searchPlaceholder')}
          aria-label={t('members.searchPlaceholder')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
          data-testid="manager-member-search"
        />
        <Select
          allowClear
          placeholder={t('members.allRoles')}
          aria-label={t('members.role')}
          value={role}
          onChange={(value: Role | undefined) => {
            setRole(value);
            setPage(1);
          }}
          options={[
            { value: 'admin', label: t('overview.admins') },
            { value: 'user', label: t('overview.users') },
          ]}
          style={{ width: 140 }}
        />
        <Select
          allowClear
          placeholder={t('members.allStatuses')}
          aria-label={t('members.status')}
          value={status}
          onChange={(value: StatusFilter | undefined) => {
            setStatus(value);
            setPage(1);
          }}
          options={[
            { value: 'active', label: t('members.statusEnabled') },
            { value: 'disabled', label: t('members.statusDisabled') },
          ]}
          style={{ width: 140 }}
        />
      </div>
      {members.isError ? (
        <QueryState error={members.error} onRetry={() => void members.refetch()} />
      ) : (
        <Table<ManagerMember>
          rowKey="id"
          size="middle"
          loading={members.isPending || members.isPlaceholderData}
          columns={columns}
          dataSource={members.data?.list ?? []}
          className="one-line-headers"
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: members.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            showTotal: (total) => t('members.total', { count: total }),
          }}
        />
      )}
    </Card>
  );
}
