import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Activity, ActivityInput } from '@golf/shared/schemas/activity';
import { api } from '../../../lib/http';
import { activitiesQueryOptions } from './get-activities';

export const createActivity = (input: ActivityInput) => api.post<Activity>('/api/activities', input, { silent: true });

export const useCreateActivity = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createActivity,
    onSuccess: () => client.invalidateQueries({ queryKey: activitiesQueryOptions().queryKey }),
  });
};
