import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AwardOverrideInput, AwardsAnswer } from '@golf/shared/schemas/prize';
import { api } from '../../../lib/http';
import { awardsQueryOptions } from './get-awards';
import { invalidatePrizes } from './invalidate';

/** The organiser's winner of one award line, with the reason (errors are shown in the modal). */
export const setAwardOverride = ({ activityId, input }: { activityId: string; input: AwardOverrideInput }) =>
  api.put<AwardsAnswer>(`/api/activities/${activityId}/awards/overrides`, input, { silent: true });

export const useSetAwardOverride = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setAwardOverride,
    onSuccess: (answer, { activityId }) => {
      client.setQueryData(awardsQueryOptions(activityId).queryKey, answer);
      return invalidatePrizes(client, activityId);
    },
  });
};
