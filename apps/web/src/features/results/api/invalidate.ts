import type { QueryClient } from '@tanstack/react-query';
import { invalidatePrizes } from '../../prizes/api/invalidate';
import { voteQueryOptions } from '../../vote/api/get-vote';
import { playerCardsQueryOptions } from './get-player-cards';
import { resultsQueryOptions } from './get-results';

/**
 * After scores change or results are computed again: what the server computes with them — the results, the players'
 * cards, the prizes and awards, and the vote's board and settlement (`skipResults` when the caller has just stored the
 * new results itself).
 */
export function invalidateOutcomes(client: QueryClient, activityId: string, { skipResults = false } = {}) {
  return Promise.all([
    skipResults ? undefined : client.invalidateQueries({ queryKey: resultsQueryOptions(activityId).queryKey }),
    client.invalidateQueries({ queryKey: playerCardsQueryOptions(activityId).queryKey }),
    invalidatePrizes(client, activityId),
    client.invalidateQueries({ queryKey: voteQueryOptions(activityId).queryKey }),
  ]);
}
