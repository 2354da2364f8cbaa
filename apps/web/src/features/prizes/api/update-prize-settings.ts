import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrizeSettings } from '@golf/shared/schemas/prize';
import { api } from '../../../lib/http';
import { prizeSettingsQueryOptions } from './get-prize-settings';
import { invalidatePrizes } from './invalidate';

export const updatePrizeSettings = ({ activityId, settings }: { activityId: string; settings: PrizeSettings }) =>
  api.put<PrizeSettings>(`/api/activities/${activityId}/prize-settings`, settings);

/** Saves the settings; the server recomputes the awards with them, so the awards are read again. */
export const useUpdatePrizeSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePrizeSettings,
    onSuccess: (saved, { activityId }) => {
      client.setQueryData(prizeSettingsQueryOptions(activityId).queryKey, saved);
      return invalidatePrizes(client, activityId);
    },
  });
};
