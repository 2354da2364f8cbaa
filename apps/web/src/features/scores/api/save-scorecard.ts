import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerScorecard, ScorecardInput, ScorecardsAnswer } from '@golf/shared/schemas/score';
import { api } from '../../../lib/http';
import { scorecardsKey } from './get-scorecards';
import { invalidateOutcomes } from '../../results/api/invalidate';

export interface SaveScorecardVariables {
  activityId: string;
  pid: string;
  input: ScorecardInput;
}

/** Saves some holes of one player's card; a stale `version` answers 409 with the current values (never overwritten silently). */
export const saveScorecard = ({ activityId, pid, input }: SaveScorecardVariables) =>
  api.put<PlayerScorecard>(`/api/activities/${activityId}/scorecards/${pid}`, input, { silent: true });

/** Puts a saved card into the cached scorecards, so versions move on without a refetch of every card. */
export function storeSavedCard(client: ReturnType<typeof useQueryClient>, activityId: string, card: PlayerScorecard) {
  // a read still on its way began before this save: its answer would put the older value back (and its version, so the
  // next entry of the hole would meet a conflict with the marker's own save)
  void client.cancelQueries({ queryKey: scorecardsKey(activityId) });
  // the save answers the card without the strokes received (only the read has them): those stay
  client.setQueriesData({ queryKey: scorecardsKey(activityId) }, (old: ScorecardsAnswer | undefined) =>
    old ? { ...old, players: old.players.map((p) => (p.pid === card.pid ? { ...p, ...card } : p)) } : old,
  );
}

export const useSaveScorecard = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveScorecard,
    onSuccess: (card, { activityId }) => {
      storeSavedCard(client, activityId, card);
      // the results come live (event stream); prizes, awards and the vote follow them on the server (refetched on their
      // own: the row's save does not wait for them)
      void invalidateOutcomes(client, activityId, { skipResults: true });
    },
  });
};
