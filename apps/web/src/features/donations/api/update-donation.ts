import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Donation, DonationInput } from '@golf/shared/schemas/donation';
import { api } from '../../../lib/http';
import { invalidatePrizes } from '../../prizes/api/invalidate';
import { donationsQueryOptions } from './get-donations';

export const updateDonation = ({ activityId, donationId, input }: { activityId: string; donationId: string; input: DonationInput }) =>
  api.put<Donation>(`/api/activities/${activityId}/donations/${donationId}`, input, { silent: true });

export const deleteDonation = ({ activityId, donationId }: { activityId: string; donationId: string }) =>
  api.delete<true>(`/api/activities/${activityId}/donations/${donationId}`);

/** After a sponsorship is corrected or removed: the list, and the prize item made of accepted goods (it follows). */
const invalidate = (client: ReturnType<typeof useQueryClient>, activityId: string) =>
  Promise.all([client.invalidateQueries({ queryKey: donationsQueryOptions(activityId).queryKey }), invalidatePrizes(client, activityId)]);

export const useUpdateDonation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateDonation, onSuccess: (_d, { activityId }) => invalidate(client, activityId) });
};

export const useDeleteDonation = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteDonation, onSuccess: (_d, { activityId }) => invalidate(client, activityId) });
};
