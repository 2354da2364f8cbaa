import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingSummary } from '@golf/shared/schemas/group';
import { api } from '../../../lib/http';

export const getPendingSummary = () => api.get<PendingSummary>('/api/groups/pending-applications-summary', undefined, { silent: true });

export const pendingSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['groups', 'pending-summary'], queryFn: getPendingSummary, refetchInterval: 60_000 });

export const usePendingSummary = () => useQuery(pendingSummaryQueryOptions());
