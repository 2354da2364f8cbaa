import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { flightsQueryOptions } from './get-flights';
import { myFlightQueryOptions } from './get-my-flight';

/** Publishes the saved flights: every participant gets a message with their flight. */
export const publishFlights = ({ activityId }: { activityId: string }) => api.post<unknown>(`/api/activities/${activityId}/flights/publish`);

export const usePublishFlights = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishFlights,
    onSuccess: (_data, { activityId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: flightsQueryOptions(activityId).queryKey }),
        client.invalidateQueries({ queryKey: myFlightQueryOptions(activityId).queryKey }),
      ]),
  });
};
