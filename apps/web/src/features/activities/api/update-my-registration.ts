import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MyRemarkSchema } from '@golf/shared/schemas/activity';
import { api } from '../../../lib/http';
import { invalidateActivity } from './invalidate';

/** Changes the caller's remark (the spec's "write a memo"). */
export const updateMyRegistration = ({ activityId, input }: { activityId: string; input: z.input<typeof MyRemarkSchema> }) =>
  api.patch<unknown>(`/api/activities/${activityId}/registrations/me`, input, { silent: true });

export const useUpdateMyRegistration = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateMyRegistration, onSuccess: (_r, { activityId }) => invalidateActivity(client, activityId) });
};
