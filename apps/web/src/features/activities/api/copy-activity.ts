import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityCopy } from '@golf/shared/schemas/activity';
import { api } from '../../../lib/http';
import { activitiesQueryOptions } from './get-activities';

/** A new draft from an old event. */
export const copyActivity = (id: string) => api.post<ActivityCopy>(`/api/activities/${id}/copy`);

export const useCopyActivity = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: copyActivity,
    onSuccess: () => client.invalidateQueries({ queryKey: activitiesQueryOptions().queryKey }),
  });
};
