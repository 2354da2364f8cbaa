import { HeartOutlined, TrophyOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAwards } from '../api/get-awards';
import { awardsPath } from './prize-format';

/** The event page's "sponsor" button ("sponsors" once finished), "awards" once the event has an award result, and the caller's own prizes. */
export function DetailPrizeActions({ activityId, status }: { activityId: string; status: string }) {
  const { t } = useTranslation('prizes');
  const played = status === 'playing' || status === 'finished';
  const awards = useAwards(played ? activityId : null);
  const hasAwards = (awards.data?.list ?? []).some((line) => line.pid);
  const mine = (awards.data?.list ?? []).filter((line) => line.mine);
  return (
    <>
      {/* once finished: the thanks to its sponsors (and, for its organisers, goods handed over at the ceremony) */}
      {status !== 'cancelled' && (
        <Link to={`/dashboard/activity/donate?id=${activityId}`}>
          <Button icon={<HeartOutlined />}>{t(status === 'finished' ? 'detail.sponsors' : 'detail.sponsor')}</Button>
        </Link>
      )}
      {hasAwards && (
        <Link to={awardsPath(activityId)}>
          <Button icon={<TrophyOutlined />}>{t('detail.awards')}</Button>
        </Link>
      )}
      {mine.length > 0 && (
        <Tag color="gold" icon={<TrophyOutlined />} data-testid="my-prizes" style={{ whiteSpace: 'normal', padding: '4px 8px' }}>
          {t('detail.myPrizes', { prizes: mine.map((line) => `${line.label}: ${line.prizeName} × ${line.num}`).join(' · ') })}
        </Tag>
      )}
    </>
  );
}
