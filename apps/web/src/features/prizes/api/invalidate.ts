import type { QueryClient } from '@tanstack/react-query';
import { awardsQueryOptions } from './get-awards';
import { prizeBoardQueryOptions } from './get-prize-board';

/** After a prize or rule change: the board and the awards (the server recomputes them). */
export function invalidatePrizes(client: QueryClient, activityId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: prizeBoardQueryOptions(activityId).queryKey }),
    client.invalidateQueries({ queryKey: awardsQueryOptions(activityId).queryKey }),
  ]);
}
