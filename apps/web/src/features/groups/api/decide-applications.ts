import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkDecideResult } from '@golf/shared/schemas/group';
import { api } from '../../../lib/http';
import { groupQueryOptions } from './get-group';
import { groupListQueryOptions } from './get-groups';
import { pendingSummaryQueryOptions } from './get-pending-summary';

export type DecisionAction = 'approve' | 'reject';

export interface Decision {
  groupId: string;
  ids: string[];
  action: DecisionAction;
  reason?: string;
}

/** One application through `…/applications/:appId/approve|reject`, several through `…/applications/decide`. */
export const decideApplications = async ({ groupId, ids, action, reason }: Decision): Promise<BulkDecideResult> => {
  const body = reason ? { reason } : {};
  if (ids.length === 1) return api.post<BulkDecideResult>(`/api/groups/${groupId}/applications/${ids[0]}/${action}`, body);
  return api.post<BulkDecideResult>(`/api/groups/${groupId}/applications/decide`, { ids, action, ...body });
};

export const useDecideApplications = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideApplications,
    onSuccess: (_result, { groupId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: groupQueryOptions(groupId).queryKey }),
        client.invalidateQueries({ queryKey: groupListQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: pendingSummaryQueryOptions().queryKey }),
      ]),
  });
};
