import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/http';

/** What the marker page needs of `GET …/flights/mine`: which flight, and the hole it starts on. */
export interface MyFlightStart {
  flightId: string;
  startHole: number;
}

export const getMyFlight = (activityId: string) =>
  api.get<MyFlightStart | null>(`/api/activities/${activityId}/flights/mine`, undefined, { silent: true });

export const myFlightQueryOptions = (activityId: string) =>
  // no flight published (or no flights yet): the page falls back to the scorecards' flights and hole 1
  queryOptions({ queryKey: ['scores', 'my-flight', activityId], queryFn: () => getMyFlight(activityId).catch(() => null), retry: false });

export const useMyFlight = (activityId: string | null | undefined) =>
  useQuery({ ...myFlightQueryOptions(activityId ?? ''), enabled: Boolean(activityId) });
