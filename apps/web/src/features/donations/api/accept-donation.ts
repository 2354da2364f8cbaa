import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Donation } from '@golf/shared/schemas/donation';
import { api } from '../../../lib/http';
import { invalidatePrizes } from '../../prizes/api/invalidate';
import { donationsQueryOptions } from './get-donations';

export const acceptDonation = ({ activityId, donationId }: { activityId: string; donationId: string }) =>
  api.post<Donation>(`/api/activities/${activityId}/donations/${donationId}/accept`);

export const useAcceptDonation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptDonation,
    // accepted goods are a prize item now
    onSuccess: (_d, { activityId }) =>
      Promise.all([client.invalidateQueries({ queryKey: donationsQueryOptions(activityId).queryKey }), invalidatePrizes(client, activityId)]),
  });
};
