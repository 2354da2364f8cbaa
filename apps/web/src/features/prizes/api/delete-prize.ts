import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { invalidatePrizes } from './invalidate';

export const deletePrize = ({ activityId, prizeId }: { activityId: string; prizeId: string }) =>
  api.delete<true>(`/api/activities/${activityId}/prizes/${prizeId}`);

export const useDeletePrize = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePrize, onSuccess: (_r, { activityId }) => invalidatePrizes(client, activityId) });
};
