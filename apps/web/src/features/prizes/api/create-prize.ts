import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrizeInput, PrizeItem } from '@golf/shared/schemas/prize';
import { api } from '../../../lib/http';
import { invalidatePrizes } from './invalidate';

export const createPrize = ({ activityId, input }: { activityId: string; input: PrizeInput }) =>
  api.post<PrizeItem>(`/api/activities/${activityId}/prizes`, input, { silent: true });

export const useCreatePrize = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createPrize, onSuccess: (_r, { activityId }) => invalidatePrizes(client, activityId) });
};
