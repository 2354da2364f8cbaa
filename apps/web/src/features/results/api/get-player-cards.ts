import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScorecardsAnswer } from '@golf/shared/schemas/score';
import { api } from '../../../lib/http';

/** Every player's holes, for the scorecard drawer of the results page. */
export const getPlayerCards = (activityId: string) =>
  api.get<ScorecardsAnswer>(`/api/activities/${activityId}/scorecards`, undefined, { silent: true });

export const playerCardsQueryOptions = (activityId: string) =>
  queryOptions({ queryKey: ['results', 'cards', activityId], queryFn: () => getPlayerCards(activityId), staleTime: 5_000 });

export const usePlayerCards = (activityId: string, enabled: boolean) => useQuery({ ...playerCardsQueryOptions(activityId), enabled });
