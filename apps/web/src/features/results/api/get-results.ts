import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResultsAnswer } from '@golf/shared/schemas/score';
import { api } from '../../../lib/http';

/** The results (or live leaderboard); the server answers with an ETag, so a poll of unchanged results costs a 304. */
/** `view: 'public'`: as the members see them, whoever asks (a clubhouse screen signed in as an organiser). */
export const getResults = (activityId: string, view?: 'public') =>
  api.get<ResultsAnswer>(`/api/activities/${activityId}/results`, view ? { view } : undefined, { silent: true });

export const resultsQueryOptions = (activityId: string, view?: 'public') =>
  queryOptions({ queryKey: ['results', 'activity', activityId, ...(view ? [view] : [])], queryFn: () => getResults(activityId, view), staleTime: 5_000 });

/** `pollMs`: the fallback when the live stream is not available (false while it is). */
export const useResults = (activityId: string | null | undefined, pollMs: number | false = false, view?: 'public') =>
  useQuery({ ...resultsQueryOptions(activityId ?? '', view), enabled: Boolean(activityId), refetchInterval: pollMs });
