import { Alert, Button, Col, Empty, Pagination, Row, Skeleton } from 'antd';
import type { ActivityListQuery } from '@golf/shared/schemas/activity';
import { useTranslation } from 'react-i18next';
import { useActivities } from '../api/get-activities';
import { ActivityCard } from './activity-card';

/** A page of event cards for a query, with loading, failure (retry) and an empty state that says what to do. */
export function ActivityList({ query, onPage, empty }: { query: ActivityListQuery; onPage: (page: number) => void; empty: string }) {
  const { t } = useTranslation('activities');
  const activities = useActivities(query);
  if (activities.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (activities.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('list.loadFailed')}
        description={activities.error.message}
        action={<Button size="small" onClick={() => void activities.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  const { list, total } = activities.data;
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 10);
  if (list.length === 0) return <Empty description={empty} />;
  return (
    <>
      <Row gutter={[12, 12]} style={{ opacity: activities.isPlaceholderData ? 0.6 : 1 }}>
        {list.map((activity) => (
          <Col key={activity.id} xs={24} md={12} xl={8}>
            <ActivityCard activity={activity} />
          </Col>
        ))}
      </Row>
      {total > pageSize && (
        <Pagination
          style={{ marginTop: 16, textAlign: 'center' }}
          align="center"
          size="small"
          current={page}
          pageSize={pageSize}
          total={total}
          onChange={onPage}
          showSizeChanger={false}
        />
      )}
    </>
  );
}
