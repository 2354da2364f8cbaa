import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { invalidatePrizes } from './invalidate';

export const deletePrizeRule = ({ activityId, ruleId }: { activityId: string; ruleId: string }) =>
  api.delete<true>(`/api/activities/${activityId}/prize-rules/${ruleId}`);

export const useDeletePrizeRule = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePrizeRule, onSuccess: (_r, { activityId }) => invalidatePrizes(client, activityId) });
};
