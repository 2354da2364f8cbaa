import { Badge, Button, Card, Input, Space, Table, Tag, Typography } from 'antd';
import type { PrizeOverview } from '@golf/shared/schemas/prize';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { usePrizeOverview } from '../api/get-prize-overview';
import { awardsPath, awprizePath } from '../components/prize-format';

type Row = PrizeOverview['list'][number];

/** `/activity/prize` (menu): the organiser's prizes across their events — pick an event to manage its prizes or see its awards. */
export function PrizeOverviewPage() {
  const { t, i18n } = useTranslation('prizes');
  const [query, setQuery] = useState({ page: 1, pageSize: 10, keyword: '' });
  const overview = usePrizeOverview({ ...query, keyword: query.keyword || undefined });
  if (!overview.data) return <QueryState error={overview.error} onRetry={() => void overview.refetch()} />;
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <Card title={t('overview.title')}>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('overview.hint')}</Typography.Text>
        <Input.Search
          allowClear
          placeholder={t('overview.search')}
          style={{ maxWidth: 360 }}
          onSearch={(keyword) => setQuery({ ...query, page: 1, keyword })}
        />
        <Table<Row>
          rowKey="activityId"
          size="small"
          loading={overview.isFetching}
          className="one-line-headers"
          scroll={{ x: 'max-content' }}
          dataSource={overview.data.list}
          locale={{ emptyText: t('overview.empty') }}
          pagination={{
            current: query.page,
            pageSize: query.pageSize,
            total: overview.data.total,
            showSizeChanger: false,
            onChange: (page) => setQuery({ ...query, page }),
          }}
          columns={[
            {
              title: t('overview.event'),
              key: 'title',
              render: (_: unknown, r) => (
                <Space orientation="vertical" size={0}>
                  <Link to={awprizePath(r.activityId)}>{r.title}</Link>
                  <Typography.Text type="secondary">{day.format(new Date(r.acdate))}</Typography.Text>
                </Space>
              ),
            },
            { title: t('overview.prizes'), dataIndex: 'prizes', align: 'right' },
            { title: t('overview.rules'), dataIndex: 'rules', align: 'right' },
            {
              title: t('overview.pending'),
              dataIndex: 'pendingDonations',
              align: 'right',
              render: (n: number) => (n > 0 ? <Badge count={n} /> : 0),
            },
            {
              title: t('overview.awards'),
              key: 'awards',
              render: (_: unknown, r) =>
                r.awarded ? (
                  <Link to={awardsPath(r.activityId)}>
                    <Button size="small">{t('overview.viewAwards')}</Button>
                  </Link>
                ) : (
                  <Tag>{t('overview.notYet')}</Tag>
                ),
            },
          ]}
        />
      </Space>
    </Card>
  );
}
