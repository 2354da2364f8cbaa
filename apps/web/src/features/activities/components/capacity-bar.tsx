import { Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** Statuses in which an event's places left no longer matter. */
const ENDED: readonly string[] = ['playing', 'finished', 'cancelled'];

/**
 * Places taken of the capacity, plus the waiting list when there is one. The bar is drawn here as antd's line
 * Progress draws it (rail, rounded, info colour; warning when full): Progress would add ~6 KB gzip to the event page.
 */
export function CapacityBar({
  registered,
  capacity,
  waitlisted,
  compact,
  status,
}: {
  registered: number;
  capacity: number;
  waitlisted: number;
  compact?: boolean;
  /** the event's status: in play, over or cancelled, the places left no longer matter and are not shown */
  status: string;
}) {
  const { t } = useTranslation('activities');
  const { token } = theme.useToken();
  const full = registered >= capacity;
  const percent = capacity > 0 ? Math.min(100, Math.round((registered / capacity) * 100)) : 0;
  return (
    <div data-testid="capacity">
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, fontSize: compact ? 12 : 14 }}>
        <Typography.Text type="secondary" style={{ fontSize: 'inherit' }}>
          {t('capacity.taken', { registered, capacity })}
        </Typography.Text>
        {!ENDED.includes(status) && (
          <Typography.Text type={full ? 'warning' : 'secondary'} style={{ fontSize: 'inherit' }}>
            {full
              ? // places the organisers gave beyond the capacity are said, so "5 / 3" reads right
                [registered > capacity ? t('capacity.over', { count: registered - capacity }) : t('capacity.full'), waitlisted > 0 ? t('capacity.waiting', { count: waitlisted }) : null]
                  .filter(Boolean)
                  .join(' · ')
              : t('capacity.left', { count: capacity - registered })}
          </Typography.Text>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={t('capacity.taken', { registered, capacity })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        style={{ height: compact ? 6 : 8, margin: '4px 0 8px', borderRadius: 100, background: token.colorFillSecondary, overflow: 'hidden' }}
      >
        <div style={{ width: `${percent}%`, height: '100%', borderRadius: 100, background: full ? token.colorWarning : token.colorInfo, transition: `width ${token.motionDurationSlow}` }} />
      </div>
    </div>
  );
}
