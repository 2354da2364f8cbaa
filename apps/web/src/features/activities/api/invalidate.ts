import type { QueryClient } from '@tanstack/react-query';
import { activitiesQueryOptions } from './get-activities';
import { activityQueryOptions } from './get-activity';
import { activitySummaryQueryOptions } from './get-activity-summary';
import { playersQueryOptions } from './get-players';

/** After anything changes an event: its detail, players, summary and every list that may show it. */
export function invalidateActivity(client: QueryClient, activityId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: activityQueryOptions(activityId).queryKey }),
    client.invalidateQueries({ queryKey: playersQueryOptions(activityId).queryKey }),
    client.invalidateQueries({ queryKey: activitySummaryQueryOptions(activityId).queryKey }),
    client.invalidateQueries({ queryKey: activitiesQueryOptions().queryKey }),
  ]);
}
