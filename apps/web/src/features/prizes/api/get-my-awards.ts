import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAwardsAnswer, MyAwardsQuery } from '@golf/shared/schemas/award-history';
import { api } from '../../../lib/http';

/** The prizes I won at finished events, newest first (one page). */
export const getMyAwards = (query: MyAwardsQuery) => api.get<MyAwardsAnswer>('/api/awards/mine', query, { silent: true });

export const myAwardsQueryOptions = (query: MyAwardsQuery) =>
  queryOptions({ queryKey: ['prizes', 'mine', query], queryFn: () => getMyAwards(query), placeholderData: keepPreviousData });

export const useMyAwards = (query: MyAwardsQuery) => useQuery(myAwardsQueryOptions(query));
