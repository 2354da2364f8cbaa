import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScorecardsAnswer } from '@golf/shared/schemas/score';
import { api } from '../../../lib/http';

/** One player's holes (with the course's), for the scorecard drawer of the results page: not the whole field's cards. */
export const getPlayerCard = (activityId: string, pid: string) =>
  api.get<ScorecardsAnswer>(`/api/activities/${activityId}/scorecards`, pid ? { pid } : undefined, { silent: true });

/** the cards of an event (every player's: invalidated together), or one player's */
export const playerCardsQueryOptions = (activityId: string, pid = '') =>
  queryOptions({ queryKey: ['results', 'cards', activityId, ...(pid ? [pid] : [])], queryFn: () => getPlayerCard(activityId, pid), staleTime: 5_000 });

export const usePlayerCard = (activityId: string, pid: string | undefined) => useQuery({ ...playerCardsQueryOptions(activityId, pid), enabled: Boolean(pid) });
