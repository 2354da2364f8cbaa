import { useMutation } from '@tanstack/react-query';
import type { AutoAssignFlightsInput, FlightsAnswer } from '@golf/shared/schemas/flight';
import { api } from '../../../lib/http';
import { withPlayers } from './flights-with-players';

/** Asks for a PROPOSED arrangement: nothing is saved, so nothing is invalidated. */
export const autoAssignFlights = ({ activityId, input }: { activityId: string; input: AutoAssignFlightsInput }) =>
  api.post<FlightsAnswer>(`/api/activities/${activityId}/flights/auto`, input, { silent: true }).then(withPlayers);

export const useAutoAssignFlights = () => useMutation({ mutationFn: autoAssignFlights });
