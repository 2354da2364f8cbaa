import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivitySummary } from '@golf/shared/schemas/activity';
import { api } from '../../../lib/http';

/** What a shared link shows; answered without login. */
export const getActivitySummary = (id: string) => api.get<ActivitySummary>(`/api/activities/${id}/summary`, undefined, { silent: true });

export const activitySummaryQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['activities', 'summary', id], queryFn: () => getActivitySummary(id) });

export const useActivitySummary = (id: string | undefined) => useQuery({ ...activitySummaryQueryOptions(id ?? ''), enabled: Boolean(id) });
