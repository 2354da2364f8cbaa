import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupDetail } from '@golf/shared/schemas/group';
import { api } from '../../../lib/http';

export const getGroup = (id: string) => api.get<GroupDetail>(`/api/groups/${id}`, undefined, { silent: true });

/** Its key `['groups', id]` is the prefix of every query about the group (members, applications, statistics). */
export const groupQueryOptions = (id: string) => queryOptions({ queryKey: ['groups', id], queryFn: () => getGroup(id) });

export const useGroup = (id: string) => useQuery({ ...groupQueryOptions(id), enabled: Boolean(id) });
