import { Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyResultsCard } from '../../results/components/my-results-card';
import { ActivityList } from '../components/activity-list';

/** `/activity/history`: my results and their trend, then the events I took part in, latest first. */
export function ActivityHistoryPage() {
  const { t } = useTranslation('activities');
  const [page, setPage] = useState(1);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <MyResultsCard />
      <Card title={t('history.title')}>
        <ActivityList query={{ view: 'past', mine: '1', page, pageSize: 12 }} onPage={setPage} empty={t('history.empty')} />
      </Card>
    </Space>
  );
}
