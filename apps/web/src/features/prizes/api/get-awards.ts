import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AwardsAnswer } from '@golf/shared/schemas/prize';
import { api } from '../../../lib/http';

export const getAwards = (activityId: string) => api.get<AwardsAnswer>(`/api/activities/${activityId}/awards`, undefined, { silent: true });

export const awardsQueryOptions = (activityId: string) => queryOptions({ queryKey: ['prizes', 'awards', activityId], queryFn: () => getAwards(activityId) });

export const useAwards = (activityId: string | null | undefined) => useQuery({ ...awardsQueryOptions(activityId ?? ''), enabled: Boolean(activityId) });
