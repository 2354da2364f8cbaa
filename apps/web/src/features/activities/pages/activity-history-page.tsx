import { Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyPrizesCard } from '../../prizes/components/my-prizes-card';
import { MyResultsCard } from '../../results/components/my-results-card';
import { ActivityList } from '../components/activity-list';

/** `/activity/history`: my results and their trend, my prizes, then the events I took part in, latest first. */
export function ActivityHistoryPage() {
  const { t } = useTranslation('activities');
  const [page, setPage] = useState(1);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <MyResultsCard />
      <MyPrizesCard />
      <Card title={t('history.title')}>
        <ActivityList query={{ view: 'past', mine: '1', page, pageSize: 12 }} onPage={setPage} empty={t('history.empty')} />
      </Card>
    </Space>
  );
}
