import { Tag } from 'antd';
import type { ActivityStatus, MyRegistration } from '@golf/shared/schemas/activity';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<ActivityStatus, string> = {
  draft: 'default',
  registering: 'green',
  closed: 'orange',
  playing: 'blue',
  finished: 'purple',
  cancelled: 'red',
};

export function ActivityStatusTag({ status }: { status: ActivityStatus }) {
  const { t } = useTranslation('activities');
  return (
    <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }} data-testid="activity-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

/** The caller's place: registered, waitlisted #n, or not signed up. */
export function myStatusText(t: (key: string, params?: Record<string, unknown>) => string, registration: MyRegistration | null): string {
  if (!registration) return t('myStatus.none');
  if (registration.status === 'registered') return t('myStatus.registered');
  return registration.position ? t('myStatus.waitlistedAt', { position: registration.position }) : t('myStatus.waitlisted');
}

export function MyStatusTag({ registration, hideNone }: { registration: MyRegistration | null; hideNone?: boolean }) {
  const { t } = useTranslation('activities');
  if (!registration && hideNone) return null;
  const color = !registration ? 'default' : registration.status === 'registered' ? 'success' : 'warning';
  return (
    <Tag color={color} style={{ marginInlineEnd: 0 }} data-testid="my-status">
      {myStatusText(t, registration)}
    </Tag>
  );
}
