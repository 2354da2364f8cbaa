import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArrangementInput, FlightsAnswer } from '@golf/shared/schemas/flight';
import { api } from '../../../lib/http';
import { withPlayers } from './flights-with-players';
import { flightsQueryOptions } from './get-flights';
import { myFlightQueryOptions } from './get-my-flight';

/** Replaces the whole arrangement (all-or-nothing); a 400 names each problem in `fields`, so the call is silent. */
export const saveFlights = ({ activityId, arrangement }: { activityId: string; arrangement: ArrangementInput }) =>
  api.put<FlightsAnswer>(`/api/activities/${activityId}/flights`, arrangement, { silent: true }).then(withPlayers);

export const useSaveFlights = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFlights,
    onSuccess: (_answer, { activityId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: flightsQueryOptions(activityId).queryKey }),
        client.invalidateQueries({ queryKey: myFlightQueryOptions(activityId).queryKey }),
      ]),
  });
};
