import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityCopy } from '@golf/shared/schemas/activity';
import { api } from '../../../lib/http';
import { activitiesQueryOptions } from './get-activities';

/** A new draft from an old event, on `day` (its deadlines moved along), named `title`. */
export const copyActivity = ({ id, day, title }: { id: string; day: string; title?: string }) => api.post<ActivityCopy>(`/api/activities/${id}/copy`, { day, title });

export const useCopyActivity = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: copyActivity,
    onSuccess: () => client.invalidateQueries({ queryKey: activitiesQueryOptions().queryKey }),
  });
};
