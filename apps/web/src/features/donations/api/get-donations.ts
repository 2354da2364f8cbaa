import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DonationList } from '@golf/shared/schemas/donation';
import { api } from '../../../lib/http';

export const getDonations = (activityId: string) => api.getAll<DonationList>(`/api/activities/${activityId}/donations`, undefined, { silent: true });

export const donationsQueryOptions = (activityId: string) =>
  queryOptions({ queryKey: ['donations', activityId], queryFn: () => getDonations(activityId) });

export const useDonations = (activityId: string | null | undefined) => useQuery({ ...donationsQueryOptions(activityId ?? ''), enabled: Boolean(activityId) });
