import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrizeRuleItem } from '@golf/shared/schemas/prize';
import { api } from '../../../lib/http';
import { invalidatePrizes } from './invalidate';

export const setRuleWinner = ({ activityId, ruleId, pid }: { activityId: string; ruleId: string; pid: string | null }) =>
  api.post<PrizeRuleItem>(`/api/activities/${activityId}/prize-rules/${ruleId}/winner`, { pid });

export const useSetRuleWinner = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: setRuleWinner, onSuccess: (_r, { activityId }) => invalidatePrizes(client, activityId) });
};
