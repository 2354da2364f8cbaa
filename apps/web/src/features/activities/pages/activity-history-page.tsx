import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityList } from '../components/activity-list';

/** `/activity/history`: the events I took part in, latest first. */
export function ActivityHistoryPage() {
  const { t } = useTranslation('activities');
  const [page, setPage] = useState(1);
  return (
    <Card title={t('history.title')}>
      <ActivityList query={{ view: 'past', mine: '1', page, pageSize: 12 }} onPage={setPage} empty={t('history.empty')} />
    </Card>
  );
}
