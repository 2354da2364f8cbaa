import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/http';
import { activitiesQueryOptions } from './get-activities';

/** Drafts only (the server refuses the others). */
export const deleteActivity = (id: string) => api.delete<unknown>(`/api/activities/${id}`);

export const useDeleteActivity = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteActivity,
    onSuccess: () => client.invalidateQueries({ queryKey: activitiesQueryOptions().queryKey }),
  });
};
