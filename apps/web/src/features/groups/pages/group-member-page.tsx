import type { GroupRole, Member } from '@golf/shared/schemas/group';
import { Alert, Avatar, Card, Col, Input, List, Row, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroup } from '../api/get-group';
import { useMembers } from '../api/get-members';
import { GroupHeader } from '../components/group-header';
import { GroupPageState } from '../components/group-page-state';
import { MemberActions } from '../components/member-actions';
import { RoleTag } from '../components/role-tag';
import { useDateFormat } from '../../../lib/use-date-format';
import { useGroupId, useGroupPowers } from '../components/use-group-id';
import { useScreens } from '../../../lib/use-screens';
import { useTitleSubject } from '../../../lib/document-title';
import { formatHandicap } from '../../../lib/handicap';

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
  const formatDate = useDateFormat();
  const [keyword, setKeyword] = useState('');
  const [role, setRole] = useState<GroupRole | undefined>();
  const [page, setPage] = useState(1);
  const members = useMembers(id, { keyword: keyword || undefined, role, page, pageSize: PAGE_SIZE });

  if (!id) return <GroupPageState error={null} />;
  if (!group.data) return <GroupPageState error={group.error} onRetry={() => void group.refetch()} />;
  const detail = group.data;

  const sex = (m: Member) => (m.sex ? t(`sex.${m.sex}`) : '–');
  const handicap = (m: Member) => formatHandicap(m.handicap);
  const who = (m: Member) => (
    <Space>
      <Avatar src={m.avatar || undefined}>{(m.nickname || m.username).slice(0, 1)}</Avatar>
      <div style={{ minWidth: 0 }}>
        <div>{m.nickname || m.username}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          @{m.username}
        </Typography.Text>
      </div>
    </Space>
  );

  const columns: ColumnsType<Member> = [
    { key: 'member', title: t('members.member'), width: 220, render: (_, m) => who(m) },
    { key: 'role', title: t('members.role'), dataIndex: 'role', width: 120, render: (r: GroupRole) => <RoleTag role={r} /> },
    { key: 'sex', title: t('members.sex'), width: 80, render: (_, m) => sex(m) },
    { key: 'handicap', title: t('members.handicap'), width: 100, align: 'right', render: (_, m) => handicap(m) },
    { key: 'contact', title: t('members.contact'), render: (_, m) => [m.email, m.phone].filter(Boolean).join(' · ') || '–' },
    { key: 'joined', title: t('members.joined'), width: 140, render: (_, m) => formatDate(m.joinedAt) },
    { key: 'actions', title: t('members.actions'), render: (_, m) => <MemberActions group={detail} member={m} /> },
  ];

  const pagination = {
    current: page,
    pageSize: PAGE_SIZE,
    total: members.data?.total ?? 0,
    onChange: setPage,
    showSizeChanger: false,
    hideOnSinglePage: true,
    size: 'small' as const,
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
          {!members.isError && phone && (
            <List
              loading={members.isPending}
              dataSource={members.data?.list ?? []}
              pagination={members.data && members.data.total > PAGE_SIZE ? { ...pagination, align: 'center' } : false}
              renderItem={(m) => (
                <List.Item style={{ display: 'block' }}>
                  <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
                    {who(m)}
                    <RoleTag role={m.role} />
                  </div>
                  <Typography.Text type="secondary" style={{ display: 'block', margin: '6px 0', fontSize: 13 }}>
                    {t('members.sex')} {sex(m)} · {t('members.handicap')} {handicap(m)} · {t('members.joined')} {formatDate(m.joinedAt)}
                  </Typography.Text>
                  {(m.email || m.phone) && (
                    <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6, fontSize: 13 }}>
                      {[m.email, m.phone].filter(Boolean).join(' · ')}
                    </Typography.Text>
                  )}
                  <MemberActions group={detail} member={m} />
                </List.Item>
              )}
            />
          )}
          {!members.isError && !phone && (
            <Table<Member>
              rowKey="userId"
              size="middle"
              loading={members.isPending || members.isPlaceholderData}
              columns={powers.member || powers.organises ? columns : columns.filter((c) => c.key !== 'contact')}
              dataSource={members.data?.list ?? []}
              pagination={pagination}
              scroll={{ x: 900 }}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
