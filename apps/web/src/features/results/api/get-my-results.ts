import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyResultsAnswer } from '@golf/shared/schemas/result-history';
import { api } from '../../../lib/http';

/** My line of each finished event I played, newest first (one request). */
export const getMyResults = (limit = 20) => api.get<MyResultsAnswer>('/api/results/mine', { limit }, { silent: true });

export const myResultsQueryOptions = (limit = 20) => queryOptions({ queryKey: ['results', 'mine', limit], queryFn: () => getMyResults(limit) });

export const useMyResults = (limit = 20) => useQuery(myResultsQueryOptions(limit));
