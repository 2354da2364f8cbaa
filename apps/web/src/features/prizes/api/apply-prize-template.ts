import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrizeTemplateName } from '@golf/shared/golf/prize-templates';
import type { PrizeBoard } from '@golf/shared/schemas/prize';
import { api } from '../../../lib/http';
import { invalidatePrizes } from './invalidate';

export const applyPrizeTemplate = ({ activityId, template }: { activityId: string; template: PrizeTemplateName }) =>
  api.post<PrizeBoard>(`/api/activities/${activityId}/prize-templates`, { template });

export const useApplyPrizeTemplate = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: applyPrizeTemplate, onSuccess: (_r, { activityId }) => invalidatePrizes(client, activityId) });
};
