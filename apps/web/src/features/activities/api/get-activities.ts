import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityList, ActivityListQuery } from '@golf/shared/schemas/activity';
import { api } from '../../../lib/http';

export const getActivities = (query: ActivityListQuery) => api.get<ActivityList>('/api/activities', query);

export const activitiesQueryOptions = (query: ActivityListQuery = {}) =>
  queryOptions({ queryKey: ['activities', 'list', query], queryFn: () => getActivities(query), placeholderData: keepPreviousData });

export const useActivities = (query: ActivityListQuery, enabled = true) => useQuery({ ...activitiesQueryOptions(query), enabled });
