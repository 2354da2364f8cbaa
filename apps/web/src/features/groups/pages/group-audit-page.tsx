import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { Application } from '@golf/shared/schemas/group';
import { Avatar, Badge, Button, Card, Checkbox, Col, Empty, List, Row, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useApplications } from '../api/get-applications';
import { useGroup } from '../api/get-group';
import { useDecideApplications, type DecisionAction } from '../api/decide-applications';
import { GroupHeader } from '../components/group-header';
import { GroupPageState } from '../components/group-page-state';
import { useDateFormat } from '../../../lib/use-date-format';
import { useGroupId } from '../components/use-group-id';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useScreens } from '../../../lib/use-screens';
import { useTitleSubject } from '../../../lib/document-title';
import { formatHandicap } from '../../../lib/handicap';
import { usePageWithin } from '../../../lib/use-page-within';

// the reject dialog (a form with its zod schema) is loaded when an organiser first rejects
const RejectModal = lazy(() => import('../components/reject-modal').then((m) => ({ default: m.RejectModal })));

const PAGE_SIZE = 20;

/** `/dashboard/group/member/audit?id=` (organisers): pending join applications, decided one by one or in bulk. */
export function GroupAuditPage() {
  const { t } = useTranslation('groups');
  const id = useGroupId();
  const group = useGroup(id);
  useTitleSubject(group.data?.name);
  const [page, setPage] = useState(1);
  const applications = useApplications(id, { status: 'pending', page, pageSize: PAGE_SIZE });
  usePageWithin(page, applications.isPlaceholderData ? undefined : applications.data?.total, PAGE_SIZE, setPage);
  const decide = useDecideApplications();
  const screens = useScreens();
  const formatDate = useDateFormat();
  const [selected, setSelected] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  // mounted from the first opening on, so it can animate closed
  const rejectMounted = useOpenedOnce(rejecting !== null);

  if (!id) return <GroupPageState error={null} />;
  if (!group.data) return <GroupPageState error={group.error} onRetry={() => void group.refetch()} />;
  const detail = group.data;
  const list = applications.data?.list ?? [];
  const total = applications.data?.total ?? 0;

  const run = (ids: string[], action: DecisionAction, reason?: string) =>
    decide.mutate(
      { groupId: id, ids, action, reason: reason || undefined },
      {
        onSuccess: (result) => {
          const count = result.decided.length;
          feedback.success(action === 'approve' ? t('audit.approved', { count }) : t('audit.rejected', { count }));
          if (result.skipped.length) feedback.info(t('audit.skipped', { count: result.skipped.length }));
          setSelected((s) => s.filter((x) => !ids.includes(x)));
          setRejecting(null);
        },
      },
    );

  const applicant = (a: Application) => (
    <Space>
      <Avatar src={a.avatar || undefined}>{(a.nickname || a.username).slice(0, 1)}</Avatar>
      <div>
        <div>{a.nickname || a.username}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          @{a.username} · {a.sex ? t(`sex.${a.sex}`) : '–'} · {t('members.handicap')} {formatHandicap(a.handicap)}
        </Typography.Text>
      </div>
    </Space>
  );
  // full-size buttons apart: a thumb must not reject when it meant to approve
  const buttons = (a: Application) => (
    <Space size={12}>
      <Button type="primary" icon={<CheckOutlined />} loading={decide.isPending && decide.variables.ids.includes(a.id)} onClick={() => run([a.id], 'approve')} data-testid="approve-application">
        {t('audit.approve')}
      </Button>
      <Button danger icon={<CloseOutlined />} onClick={() => setRejecting([a.id])}>
        {t('audit.reject')}
      </Button>
    </Space>
  );
  const message = (a: Application) => (a.message ? <Typography.Text>“{a.message}”</Typography.Text> : <Typography.Text type="secondary">{t('audit.noMessage')}</Typography.Text>);

  const columns: ColumnsType<Application> = [
    { key: 'applicant', title: t('audit.applicant'), render: (_, a) => applicant(a) },
    { key: 'message', title: t('audit.message'), render: (_, a) => message(a) },
    { key: 'date', title: t('audit.date'), width: 140, render: (_, a) => formatDate(a.createdAt) },
    { key: 'actions', title: t('members.actions'), width: 200, render: (_, a) => buttons(a) },
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <GroupHeader group={detail} />
      </Col>
      <Col span={24}>
        <Card
          title={
            <Space>
              {t('audit.title')}
              <Badge count={total} showZero color={total ? undefined : 'var(--ant-color-text-quaternary)'} data-testid="audit-count" />
            </Space>
          }
        >
          {applications.isError && <GroupPageState error={applications.error} onRetry={() => void applications.refetch()} />}
          {!applications.isError && !applications.isPending && list.length === 0 ? (
            <Empty description={t('audit.empty')} />
          ) : (
            !applications.isError && (
              <>
                <Space wrap style={{ marginBottom: 16 }}>
                  <Button type="primary" icon={<CheckOutlined />} disabled={!selected.length} loading={decide.isPending && selected.length > 1} onClick={() => run(selected, 'approve')}>
                    {t('audit.approveSelected', { count: selected.length })}
                  </Button>
                  <Button danger icon={<CloseOutlined />} disabled={!selected.length} onClick={() => setRejecting(selected)}>
                    {t('audit.rejectSelected', { count: selected.length })}
                  </Button>
                </Space>
                {screens.md ? (
                  <Table<Application>
                    rowKey="id"
                    loading={applications.isPending}
                    columns={columns}
                    dataSource={list}
                    rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
                    pagination={{ current: page, pageSize: PAGE_SIZE, total, onChange: setPage, hideOnSinglePage: true, showSizeChanger: false }}
                  />
                ) : (
                  <List
                    loading={applications.isPending}
                    dataSource={list}
                    pagination={total > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, total, onChange: setPage, align: 'center', size: 'small' } : false}
                    renderItem={(a) => (
                      <List.Item style={{ display: 'block' }}>
                        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                          <Checkbox
                            checked={selected.includes(a.id)}
                            aria-label={a.nickname || a.username}
                            onChange={(e) => setSelected((s) => (e.target.checked ? [...s, a.id] : s.filter((x) => x !== a.id)))}
                          />
                          {applicant(a)}
                        </div>
                        <div style={{ margin: '8px 0' }}>{message(a)}</div>
                        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {formatDate(a.createdAt)}
                          </Typography.Text>
                          {buttons(a)}
                        </div>
                      </List.Item>
                    )}
                  />
                )}
              </>
            )
          )}
        </Card>
      </Col>
      {rejectMounted && (
        <Suspense fallback={null}>
          <RejectModal
            count={rejecting?.length ?? 0}
            open={rejecting !== null}
            loading={decide.isPending}
            onReject={(reason) => rejecting && run(rejecting, 'reject', reason)}
            onClose={() => setRejecting(null)}
          />
        </Suspense>
      )}
    </Row>
  );
}
