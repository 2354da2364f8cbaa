import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrizeRuleInput, PrizeRuleItem } from '@golf/shared/schemas/prize';
import { api } from '../../../lib/http';
import { invalidatePrizes } from './invalidate';

export const updatePrizeRule = ({ activityId, ruleId, changes }: { activityId: string; ruleId: string; changes: Partial<PrizeRuleInput> }) =>
  api.patch<PrizeRuleItem>(`/api/activities/${activityId}/prize-rules/${ruleId}`, changes, { silent: true });

export const useUpdatePrizeRule = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updatePrizeRule, onSuccess: (_r, { activityId }) => invalidatePrizes(client, activityId) });
};
