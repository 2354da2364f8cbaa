import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { QueryState } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-error';

// antd's Result with its 403/404 illustrations (~10 KB gzip) is loaded only when an event is missing or not allowed
const ActivityMissing = lazy(() => import('./activity-missing').then((m) => ({ default: m.ActivityMissing })));

/**
 * While loading, the skeleton keeps the footer below the fold as the page will (an event page is taller than a
 * screen), so nothing below it jumps when the event arrives.
 */
const LOADING_MIN_HEIGHT = '100vh';

/**
 * An event page without its event yet: no id in the link (or a mangled one, which the page's `idParam` turns into
 * none), loading, not found or not allowed (with a way on), or a failure to retry.
 */
export function ActivityLoadState({ id, query, forbidden }: { id: string | null; query: Pick<UseQueryResult, 'error' | 'refetch'>; forbidden?: boolean }) {
  const status = forbidden ? 403 : isApiError(query.error) ? query.error.status : undefined;
  const loading = <QueryState error={null} onRetry={() => undefined} />;
  if (!id || status === 404 || status === 403) {
    return (
      <Suspense fallback={loading}>
        <ActivityMissing forbidden={status === 403} message={query.error?.message} activityId={id} offerJoin={!forbidden && status === 403} />
      </Suspense>
    );
  }
  if (!query.error) return <div style={{ minHeight: LOADING_MIN_HEIGHT }}>{loading}</div>;
  return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
}
