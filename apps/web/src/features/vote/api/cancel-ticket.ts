import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { voteQueryOptions } from './get-vote';

export const cancelTicket = ({ activityId, ticketId }: { activityId: string; ticketId: string }) =>
  api.delete<true>(`/api/activities/${activityId}/vote/tickets/${ticketId}`);

export const useCancelTicket = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelTicket, onSettled: (_r, _e, { activityId }) => client.invalidateQueries({ queryKey: voteQueryOptions(activityId).queryKey }) });
};
