import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PrizeOverview } from '@golf/shared/schemas/prize';
import { api } from '../../../lib/http';

export interface PrizeOverviewQuery {
  page: number;
  pageSize: number;
  keyword?: string;
}

export const getPrizeOverview = (query: PrizeOverviewQuery) => api.get<PrizeOverview>('/api/prize-overview', query, { silent: true });

export const prizeOverviewQueryOptions = (query: PrizeOverviewQuery = { page: 1, pageSize: 10 }) =>
  queryOptions({ queryKey: ['prizes', 'overview', query], queryFn: () => getPrizeOverview(query), placeholderData: keepPreviousData });

export const usePrizeOverview = (query: PrizeOverviewQuery) => useQuery(prizeOverviewQueryOptions(query));
