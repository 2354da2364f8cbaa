import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VoteTicketAnswer, VoteTicketInput } from '@golf/shared/schemas/vote';
import { api } from '../../../lib/http';
import { voteQueryOptions } from './get-vote';

export const buyTicket = ({ activityId, input }: { activityId: string; input: VoteTicketInput }) =>
  api.post<VoteTicketAnswer>(`/api/activities/${activityId}/vote/tickets`, input, { silent: true });

export const useBuyTicket = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: buyTicket, onSettled: (_r, _e, { activityId }) => client.invalidateQueries({ queryKey: voteQueryOptions(activityId).queryKey }) });
};
