import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AwardsAnswer } from '@golf/shared/schemas/prize';
import { api } from '../../../lib/http';
import { invalidatePrizes } from './invalidate';

export const recomputeAwards = ({ activityId }: { activityId: string }) =>
  api.post<AwardsAnswer>(`/api/activities/${activityId}/awards/recompute`);

export const useRecomputeAwards = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: recomputeAwards, onSuccess: (_r, { activityId }) => invalidatePrizes(client, activityId) });
};
