import { TrophyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, List, Pagination, Skeleton, Tag, Typography } from 'antd';
import type { MyAward } from '@golf/shared/schemas/award-history';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyAwards } from '../api/get-my-awards';
import { awardsPath, formatValue } from './prize-format';

const PAGE_SIZE = 5;

function MyPrizeItem({ award }: { award: MyAward }) {
  const { t, i18n } = useTranslation('ceremony');
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(`${award.day}T12:00:00`));
  return (
    <List.Item data-testid="my-prize">
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', width: '100%', minWidth: 0 }}>
        <TrophyOutlined style={{ fontSize: 22, color: '#faad14', marginTop: 4 }} aria-hidden />
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {award.label}
            {award.shared && <Tag style={{ marginLeft: 8 }}>{t('mine.shared')}</Tag>}
          </div>
          <div style={{ fontSize: 16, overflowWrap: 'anywhere' }}>
            {t('mine.prizeNum', { prize: award.prizeName, num: award.num })}
            {award.value != null && <Typography.Text type="secondary"> · {t('mine.value', { value: formatValue(award.value, i18n.language) })}</Typography.Text>}
          </div>
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {award.reason}
            {award.sponsor && ` · ${t('mine.donatedBy', { sponsor: award.sponsor })}`}
          </Typography.Text>
          <div style={{ overflowWrap: 'anywhere' }}>
            <Link to={awardsPath(award.activityId)}>{award.title}</Link>
            <Typography.Text type="secondary">
              {' '}
              · {day} · {award.groupName}
            </Typography.Text>
          </div>
        </div>
      </div>
    </List.Item>
  );
}

/** The prizes I won at finished events (`/activity/history`), newest first, a page at a time. */
export function MyPrizesCard() {
  const { t } = useTranslation('ceremony');
  const [page, setPage] = useState(1);
  const mine = useMyAwards({ page, pageSize: PAGE_SIZE });
  return (
    <Card title={t('mine.title')} data-testid="my-prizes" extra={mine.data && mine.data.total > 0 ? <Typography.Text type="secondary">{t('mine.total', { count: mine.data.total })}</Typography.Text> : undefined}>
      {mine.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
      {mine.isError && (
        <Alert
          type="error"
          showIcon
          title={t('mine.loadFailed')}
          description={mine.error.message}
          action={
            <Button size="small" onClick={() => void mine.refetch()}>
              {t('mine.retry')}
            </Button>
          }
        />
      )}
      {mine.data && mine.data.total === 0 && <Empty description={t('mine.empty')} />}
      {mine.data && mine.data.list.length > 0 && (
        <>
          <List style={{ opacity: mine.isPlaceholderData ? 0.6 : 1 }} dataSource={mine.data.list} renderItem={(award) => <MyPrizeItem key={`${award.activityId}-${award.ruleId}`} award={award} />} />
          {mine.data.total > PAGE_SIZE && (
            <Pagination style={{ marginTop: 12 }} align="center" size="small" current={page} pageSize={PAGE_SIZE} total={mine.data.total} onChange={setPage} showSizeChanger={false} />
          )}
        </>
      )}
    </Card>
  );
}
