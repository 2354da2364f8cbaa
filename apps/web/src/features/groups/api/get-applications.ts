import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Application, ApplicationStatus } from '@golf/shared/schemas/group';
import { api } from '../../../lib/http';
import { groupQueryOptions } from './get-group';

export interface ApplicationParams {
  status?: ApplicationStatus;
  page?: number;
  pageSize?: number;
}

export const getApplications = (id: string, params: ApplicationParams) =>
  api.get<{ list: Application[]; total: number }>(`/api/groups/${id}/applications`, params, { silent: true });

export const applicationsQueryOptions = (id: string, params: ApplicationParams = {}) =>
  queryOptions({
    queryKey: [...groupQueryOptions(id).queryKey, 'applications', params],
    queryFn: () => getApplications(id, params),
    placeholderData: keepPreviousData,
  });

export const useApplications = (id: string, params: ApplicationParams) => useQuery({ ...applicationsQueryOptions(id, params), enabled: Boolean(id) });
