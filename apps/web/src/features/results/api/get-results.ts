import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResultsAnswer } from '@golf/shared/schemas/score';
import { api } from '../../../lib/http';

/** The results (or live leaderboard); the server answers with an ETag, so a poll of unchanged results costs a 304. */
export const getResults = (activityId: string) => api.get<ResultsAnswer>(`/api/activities/${activityId}/results`, undefined, { silent: true });

export const resultsQueryOptions = (activityId: string) =>
  queryOptions({ queryKey: ['results', 'activity', activityId], queryFn: () => getResults(activityId), staleTime: 5_000 });

/** `pollMs`: the fallback when the live stream is not available (false while it is). */
export const useResults = (activityId: string | null | undefined, pollMs: number | false = false) =>
  useQuery({ ...resultsQueryOptions(activityId ?? ''), enabled: Boolean(activityId), refetchInterval: pollMs });
