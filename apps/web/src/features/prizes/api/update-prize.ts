import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrizeInput, PrizeItem } from '@golf/shared/schemas/prize';
import { api } from '../../../lib/http';
import { invalidatePrizes } from './invalidate';

export const updatePrize = ({ activityId, prizeId, changes }: { activityId: string; prizeId: string; changes: Partial<PrizeInput> }) =>
  api.patch<PrizeItem>(`/api/activities/${activityId}/prizes/${prizeId}`, changes, { silent: true });

export const useUpdatePrize = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updatePrize, onSuccess: (_r, { activityId }) => invalidatePrizes(client, activityId) });
};
