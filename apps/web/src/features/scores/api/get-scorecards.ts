import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PlayerScorecard, ScorecardsAnswer } from '@golf/shared/schemas/score';
import { api } from '../../../lib/http';

/** 'editable': only the cards the caller may edit (a marker's flight), not the whole field's. */
export type ScorecardsScope = 'all' | 'editable';

export const getScorecards = (activityId: string, scope: ScorecardsScope = 'all') =>
  api.get<ScorecardsAnswer>(`/api/activities/${activityId}/scorecards`, scope === 'editable' ? { only: 'editable' } : undefined, { silent: true });

/** Every cached answer of an event's scorecards, whatever its scope: saves update them all, and refetches reach them all. */
export const scorecardsKey = (activityId: string) => ['scores', 'scorecards', activityId] as const;

export const scorecardsQueryOptions = (activityId: string, scope: ScorecardsScope = 'all') =>
  // always fresh on opening a score page: an upload or another marker may have changed cards meanwhile
  queryOptions({ queryKey: [...scorecardsKey(activityId), scope], queryFn: () => getScorecards(activityId, scope), staleTime: 0 });

/**
 * A player's card as last read: from the newest cached answer of the event's scorecards that has it (an organiser's grid
 * read earlier and no longer on screen is not refreshed, and its versions may be behind the entry page's).
 */
export function cachedCard(client: QueryClient, activityId: string, pid: string): PlayerScorecard | undefined {
  const answers = client
    .getQueryCache()
    .findAll({ queryKey: scorecardsKey(activityId) })
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  for (const query of answers) {
    const card = (query.state.data as ScorecardsAnswer | undefined)?.players.find((p) => p.pid === pid);
    if (card) return card;
  }
  return undefined;
}

/** `followFocus`: a phone during play picks up other people's entries whenever the page comes back to the front. */
export const useScorecards = (activityId: string | null | undefined, followFocus = false, scope: ScorecardsScope = 'all') =>
  useQuery({ ...scorecardsQueryOptions(activityId ?? '', scope), enabled: Boolean(activityId), refetchOnWindowFocus: followFocus ? 'always' : false });
