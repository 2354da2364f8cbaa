import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecomputeAnswer } from '@golf/shared/schemas/score';
import { api } from '../../../lib/http';
import { resultsQueryOptions } from './get-results';
import { invalidateOutcomes } from './invalidate';

/** "Restatistics": re-runs handicaps, ranks, awards and the vote; answers what changed. */
export const recomputeResults = (activityId: string) => api.post<RecomputeAnswer>(`/api/activities/${activityId}/results/recompute`);

export const useRecomputeResults = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recomputeResults,
    onSuccess: (answer, activityId) => {
      client.setQueryData(resultsQueryOptions(activityId).queryKey, answer.results);
      return invalidateOutcomes(client, activityId, { skipResults: true });
    },
  });
};
