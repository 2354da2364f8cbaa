import { Badge, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LiveState } from '../api/use-live-results';

/** Whether the leaderboard is following play: live stream, polling fallback, or connecting. */
export function LiveBadge({ state }: { state: LiveState }) {
  const { t } = useTranslation('results');
  if (state === 'off') return null;
  const status = state === 'live' ? 'processing' : state === 'polling' ? 'warning' : 'default';
  return (
    <Tooltip title={t(`live.${state}Hint`)}>
      <Badge status={status} text={t(`live.${state}`)} data-testid="live-state" />
    </Tooltip>
  );
}
