import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Donation, DonationInput } from '@golf/shared/schemas/donation';
import { api } from '../../../lib/http';
import { donationsQueryOptions } from './get-donations';

export const createDonation = ({ activityId, input }: { activityId: string; input: DonationInput }) =>
  api.post<Donation>(`/api/activities/${activityId}/donations`, input, { silent: true });

export const useCreateDonation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDonation,
    onSuccess: (_d, { activityId }) => client.invalidateQueries({ queryKey: donationsQueryOptions(activityId).queryKey }),
  });
};
