import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrizeRuleInput, PrizeRuleItem } from '@golf/shared/schemas/prize';
import { api } from '../../../lib/http';
import { invalidatePrizes } from './invalidate';

export const createPrizeRule = ({ activityId, input }: { activityId: string; input: PrizeRuleInput }) =>
  api.post<PrizeRuleItem>(`/api/activities/${activityId}/prize-rules`, input, { silent: true });

export const useCreatePrizeRule = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createPrizeRule, onSuccess: (_r, { activityId }) => invalidatePrizes(client, activityId) });
};
