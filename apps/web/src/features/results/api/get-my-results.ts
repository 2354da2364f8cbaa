import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyResultsAnswer } from '@golf/shared/schemas/result-history';
import { api } from '../../../lib/http';

/** My line of the latest finished events I played (the first page), newest first. */
export const getMyResults = (pageSize = 20) => api.get<MyResultsAnswer>('/api/results/mine', { pageSize }, { silent: true });

export const myResultsQueryOptions = (pageSize = 20) => queryOptions({ queryKey: ['results', 'mine', pageSize], queryFn: () => getMyResults(pageSize) });

export const useMyResults = (pageSize = 20) => useQuery(myResultsQueryOptions(pageSize));
