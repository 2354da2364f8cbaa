import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity } from '@golf/shared/schemas/activity';
import { api } from '../../../lib/http';

export const getActivity = (id: string) => api.get<Activity>(`/api/activities/${id}`, undefined, { silent: true });

export const activityQueryOptions = (id: string) => queryOptions({ queryKey: ['activities', 'detail', id], queryFn: () => getActivity(id) });

export const useActivity = (id: string | null | undefined) => useQuery({ ...activityQueryOptions(id ?? ''), enabled: Boolean(id) });
