import type { QueryClient } from '@tanstack/react-query';
import { activitiesQueryOptions } from './get-activities';
import { activityQueryOptions } from './get-activity';
import { activitySummaryQueryOptions } from './get-activity-summary';
import { playersQueryOptions } from './get-players';
import { flightsQueryOptions } from '../../flights/api/get-flights';
import { myFlightQueryOptions } from '../../flights/api/get-my-flight';
import { voteQueryOptions } from '../../vote/api/get-vote';

/**
 * After anything changes an event: its detail, players, summary and every list that may show it, and the flights and
 * the vote, which list its players (the management page's tabs stay mounted, so a tab opened before the change shows
 * it when opened again).
 */
export function invalidateActivity(client: QueryClient, activityId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: activityQueryOptions(activityId).queryKey }),
    client.invalidateQueries({ queryKey: playersQueryOptions(activityId).queryKey }),
    client.invalidateQueries({ queryKey: activitySummaryQueryOptions(activityId).queryKey }),
    client.invalidateQueries({ queryKey: activitiesQueryOptions().queryKey }),
    client.invalidateQueries({ queryKey: flightsQueryOptions(activityId).queryKey }),
    client.invalidateQueries({ queryKey: myFlightQueryOptions(activityId).queryKey }),
    client.invalidateQueries({ queryKey: voteQueryOptions(activityId).queryKey }),
  ]);
}
