import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrizeRuleItem } from '@golf/shared/schemas/prize';
import { api } from '../../../lib/http';
import { invalidatePrizes } from './invalidate';

/** The recorded nearest-the-pin / longest-drive winner (null clears) and the distance in metres. */
export const setRuleWinner = ({ activityId, ruleId, pid, distance }: { activityId: string; ruleId: string; pid: string | null; distance?: number | null }) =>
  api.post<PrizeRuleItem>(`/api/activities/${activityId}/prize-rules/${ruleId}/winner`, { pid, distance: pid ? (distance ?? null) : null });

export const useSetRuleWinner = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: setRuleWinner, onSuccess: (_r, { activityId }) => invalidatePrizes(client, activityId) });
};
