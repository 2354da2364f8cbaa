import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrizeItem } from '@golf/shared/schemas/prize';
import { api } from '../../../lib/http';
import { invalidatePrizes } from '../../prizes/api/invalidate';
import { donationsQueryOptions } from './get-donations';

/** Accepted goods whose prize item was deleted become one again, linked to their sponsor (accepting makes it at once). */
export const donationToPrize = ({ activityId, donationId }: { activityId: string; donationId: string }) =>
  api.post<PrizeItem>(`/api/activities/${activityId}/donations/${donationId}/to-prize`);

export const useDonationToPrize = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: donationToPrize,
    onSuccess: (_p, { activityId }) =>
      Promise.all([client.invalidateQueries({ queryKey: donationsQueryOptions(activityId).queryKey }), invalidatePrizes(client, activityId)]),
  });
};
