import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AwardsAnswer } from '@golf/shared/schemas/prize';
import { api } from '../../../lib/http';
import { awardsQueryOptions } from './get-awards';
import { invalidatePrizes } from './invalidate';

/** Removes an override: the computed winner takes the line again. */
export const deleteAwardOverride = ({ activityId, overrideId }: { activityId: string; overrideId: string }) =>
  api.delete<AwardsAnswer>(`/api/activities/${activityId}/awards/overrides/${overrideId}`);

export const useDeleteAwardOverride = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAwardOverride,
    onSuccess: (answer, { activityId }) => {
      client.setQueryData(awardsQueryOptions(activityId).queryKey, answer);
      return invalidatePrizes(client, activityId);
    },
  });
};
