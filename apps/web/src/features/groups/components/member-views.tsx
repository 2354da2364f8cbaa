import type { GroupDetail, GroupRole, Member } from '@golf/shared/schemas/group';
import { List, Table, Typography, type PaginationProps } from 'antd';
import { PersonCell } from '../../../components/person-cell';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatHandicap } from '../../../lib/handicap';
import { useDateFormat } from '../../../lib/use-date-format';
import { MemberActions } from './member-actions';
import { RoleTag } from './role-tag';

// The group's members as a table (a wide screen) or as cards (a phone). The member page loads only the one its screen
// shows (group-member-page.tsx): antd's Table and List are each a large download, and a screen needs one of them.

export interface MemberViewProps {
  group: GroupDetail;
  members: Member[];
  loading: boolean;
  pagination: PaginationProps;
  /** e-mail and phone are shown to the group's members and organisers only */
  showContact: boolean;
}

function useMemberText() {
  const { t } = useTranslation('groups');
  const formatDate = useDateFormat();
  return {
    t,
    formatDate,
    sex: (m: Member) => (m.sex ? t(`sex.${m.sex}`) : '–'),
    handicap: (m: Member) => formatHandicap(m.handicap),
    contact: (m: Member) => [m.email, m.phone].filter(Boolean).join(' · '),
  };
}

/** A wide screen's table of members. */
export function MemberTable({ group, members, loading, pagination, showContact }: MemberViewProps) {
  const { t, formatDate, sex, handicap, contact } = useMemberText();
  const columns: ColumnsType<Member> = [
    { key: 'member', title: t('members.member'), width: 220, render: (_, m) => <PersonCell person={m} /> },
    { key: 'role', title: t('members.role'), dataIndex: 'role', width: 120, render: (r: GroupRole) => <RoleTag role={r} /> },
    { key: 'sex', title: t('members.sex'), width: 80, render: (_, m) => sex(m) },
    { key: 'handicap', title: t('members.handicap'), width: 100, align: 'right', render: (_, m) => handicap(m) },
    { key: 'contact', title: t('members.contact'), render: (_, m) => contact(m) || '–' },
    { key: 'joined', title: t('members.joined'), width: 140, render: (_, m) => formatDate(m.joinedAt) },
    { key: 'actions', title: t('members.actions'), render: (_, m) => <MemberActions group={group} member={m} /> },
  ];
  return (
    <Table<Member>
      rowKey="userId"
      size="middle"
      loading={loading}
      columns={showContact ? columns : columns.filter((c) => c.key !== 'contact')}
      dataSource={members}
      pagination={pagination}
      scroll={{ x: 900 }}
    />
  );
}

/** A phone's list of member cards. */
export function MemberCards({ group, members, loading, pagination, showContact }: MemberViewProps) {
  const { t, formatDate, sex, handicap, contact } = useMemberText();
  return (
    <List
      loading={loading}
      dataSource={members}
      pagination={(pagination.total ?? 0) > (pagination.pageSize ?? 0) ? { ...pagination, align: 'center' } : false}
      renderItem={(m) => (
        <List.Item style={{ display: 'block' }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
            <PersonCell person={m} />
            <RoleTag role={m.role} />
          </div>
          <Typography.Text type="secondary" style={{ display: 'block', margin: '6px 0', fontSize: 13 }}>
            {t('members.sex')} {sex(m)} · {t('members.handicap')} {handicap(m)} · {t('members.joined')} {formatDate(m.joinedAt)}
          </Typography.Text>
          {showContact && contact(m) && (
            <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6, fontSize: 13 }}>
              {contact(m)}
            </Typography.Text>
          )}
          <MemberActions group={group} member={m} />
        </List.Item>
      )}
    />
  );
}
