import { ClockCircleOutlined } from '@ant-design/icons';
import { Statistic, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../activities/components/activity-format';

/** Time left until the vote deadline (a live countdown), or "closed". */
export function VoteCountdown({ deadline, open, onEnd }: { deadline: string | null; open: boolean; onEnd: () => void }) {
  const { t, i18n } = useTranslation('vote');
  const [shownAt] = useState(() => Date.now());
  if (!open || !deadline) return <Tag icon={<ClockCircleOutlined />}>{t('deadline.closed')}</Tag>;
  const end = new Date(deadline).getTime();
  const moreThanADay = end - shownAt >= 86_400_000;
  return (
    <Statistic.Timer
      type="countdown"
      title={t('deadline.title', { at: formatDateTime(deadline, i18n.language) })}
      value={end}
      format={moreThanADay ? t('deadline.formatDays') : 'HH:mm:ss'}
      onFinish={onEnd}
      styles={{ content: { fontSize: 20 } }}
    />
  );
}
