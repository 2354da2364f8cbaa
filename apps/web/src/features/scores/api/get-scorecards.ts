import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScorecardsAnswer } from '@golf/shared/schemas/score';
import { api } from '../../../lib/http';

export const getScorecards = (activityId: string) =>
  api.get<ScorecardsAnswer>(`/api/activities/${activityId}/scorecards`, undefined, { silent: true });

export const scorecardsQueryOptions = (activityId: string) =>
  // always fresh on opening a score page: an upload or another marker may have changed cards meanwhile
  queryOptions({ queryKey: ['scores', 'scorecards', activityId], queryFn: () => getScorecards(activityId), staleTime: 0 });

/** `followFocus`: a phone during play picks up other people's entries whenever the page comes back to the front. */
export const useScorecards = (activityId: string | null | undefined, followFocus = false) =>
  useQuery({ ...scorecardsQueryOptions(activityId ?? ''), enabled: Boolean(activityId), refetchOnWindowFocus: followFocus ? 'always' : false });
