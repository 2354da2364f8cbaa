import { PlusOutlined } from '@ant-design/icons';
import type { Group } from '@golf/shared/schemas/group';
import { Button, Card, Col, Empty, Input, Pagination, Row, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useGroups } from '../api/get-groups';
import { GroupCard } from '../components/group-card';
import { useOpenedOnce } from '../../../lib/use-opened-once';

// the apply and create dialogs (forms with their zod schemas) are loaded when first opened
const ApplyModal = lazy(() => import('../components/apply-modal').then((m) => ({ default: m.ApplyModal })));
const CreateGroupModal = lazy(() => import('../components/create-group-modal').then((m) => ({ default: m.CreateGroupModal })));

const PAGE_SIZE = 12;

/** `/dashboard/group/index`: find organising committees and join them; `?mine=1` lists my own. */
export function GroupIndexPage() {
  const { t } = useTranslation('groups');
  const [params, setParams] = useSearchParams();
  const mine = params.get('mine') === '1';
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const groups = useGroups({ mine, keyword: keyword || undefined, page, pageSize: PAGE_SIZE });
  const [applying, setApplying] = useState<Group | null>(null);
  // `?create=1` (the workplace's "start a group", for someone in none yet) opens the dialog at once, and leaves the
  // address in the same step: neither a reload nor Back (after "open the group") opens it again
  const [creating, setCreating] = useState(() => params.get('create') === '1');
  useEffect(() => {
    if (params.has('create'))
      setParams(
        (p) => {
          p.delete('create');
          return p;
        },
        { replace: true },
      );
  }, [params, setParams]);
  // each dialog is mounted from its first opening on, so it can animate closed
  const applyMounted = useOpenedOnce(applying !== null);
  const createMounted = useOpenedOnce(creating);

  const go = (next: { mine?: boolean; keyword?: string; page?: number }) => {
    const value = { mine, keyword, page: 1, ...next };
    const search = new URLSearchParams();
    if (value.mine) search.set('mine', '1');
    if (value.keyword) search.set('keyword', value.keyword);
    if (value.page > 1) search.set('page', String(value.page));
    setParams(search);
  };

  return (
    <div>
      <Card styles={{ body: { paddingBottom: 0 } }} style={{ marginBottom: 16 }}>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
          <Input.Search
            key={keyword}
            defaultValue={keyword}
            allowClear
            enterButton
            placeholder={t('index.searchPlaceholder')}
            aria-label={t('index.searchPlaceholder')}
            onSearch={(value) => go({ keyword: value.trim() })}
            style={{ flex: '1 1 260px', maxWidth: 520 }}
            data-testid="group-search"
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} style={{ marginInlineStart: 'auto' }} data-testid="create-group">
            {t('index.create')}
          </Button>
        </div>
        <Tabs
          activeKey={mine ? 'mine' : 'all'}
          onChange={(key) => go({ mine: key === 'mine', keyword })}
          items={[
            { key: 'all', label: t('index.all') },
            { key: 'mine', label: t('index.mine') },
          ]}
          style={{ marginTop: 8 }}
          tabBarStyle={{ marginBottom: 0 }}
        />
      </Card>

      {groups.isPending && (
        <Row gutter={[16, 16]}>
          {[0, 1, 2].map((i) => (
            <Col key={i} xs={24} md={12} xl={8}>
              <Card>
                <Skeleton active avatar />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {groups.isError && <QueryState error={groups.error} onRetry={() => void groups.refetch()} />}
      {groups.data && groups.data.list.length === 0 && (
        <Card>
          <Empty description={keyword ? t('index.noMatch', { keyword }) : mine ? t('index.noMine') : t('index.none')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('index.create')}
            </Button>
          </Empty>
        </Card>
      )}
      {groups.data && groups.data.list.length > 0 && (
        <>
          <Row gutter={[16, 16]} style={{ opacity: groups.isPlaceholderData ? 0.6 : 1 }}>
            {groups.data.list.map((group) => (
              <Col key={group.id} xs={24} md={12} xl={8}>
                <GroupCard group={group} onApply={setApplying} />
              </Col>
            ))}
          </Row>
          <Pagination
            style={{ marginTop: 16, justifyContent: 'center' }}
            current={page}
            pageSize={PAGE_SIZE}
            total={groups.data.total}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(next) => go({ page: next })}
          />
        </>
      )}
      <Suspense fallback={null}>
        {applyMounted && <ApplyModal group={applying} onClose={() => setApplying(null)} />}
        {createMounted && <CreateGroupModal open={creating} onClose={() => setCreating(false)} />}
      </Suspense>
    </div>
  );
}
