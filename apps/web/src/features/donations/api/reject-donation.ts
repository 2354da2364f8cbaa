import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Donation } from '@golf/shared/schemas/donation';
import { api } from '../../../lib/http';
import { donationsQueryOptions } from './get-donations';

export const rejectDonation = ({ activityId, donationId, reason }: { activityId: string; donationId: string; reason: string }) =>
  api.post<Donation>(`/api/activities/${activityId}/donations/${donationId}/reject`, { reason }, { silent: true });

export const useRejectDonation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rejectDonation,
    onSuccess: (_d, { activityId }) => client.invalidateQueries({ queryKey: donationsQueryOptions(activityId).queryKey }),
  });
};
