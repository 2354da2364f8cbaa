import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightsAnswer } from '@golf/shared/schemas/flight';
import { api } from '../../../lib/http';
import { withPlayers } from './flights-with-players';

export const getFlights = (activityId: string) => api.get<FlightsAnswer>(`/api/activities/${activityId}/flights`, undefined, { silent: true }).then(withPlayers);

export const flightsQueryOptions = (activityId: string) =>
  queryOptions({ queryKey: ['flights', 'list', activityId], queryFn: () => getFlights(activityId) });

export const useFlights = (activityId: string | null | undefined) => useQuery({ ...flightsQueryOptions(activityId ?? ''), enabled: Boolean(activityId) });
