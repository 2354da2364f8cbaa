import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyFlight } from '@golf/shared/schemas/flight';
import { api } from '../../../lib/http';

export const getMyFlight = (activityId: string) => api.get<MyFlight>(`/api/activities/${activityId}/flights/mine`, undefined, { silent: true });

export const myFlightQueryOptions = (activityId: string) =>
  queryOptions({ queryKey: ['flights', 'mine', activityId], queryFn: () => getMyFlight(activityId) });

/** The caller's flight once published (null before, or when not playing). */
export const useMyFlight = (activityId: string | null | undefined, enabled = true) =>
  useQuery({ ...myFlightQueryOptions(activityId ?? ''), enabled: Boolean(activityId) && enabled });
