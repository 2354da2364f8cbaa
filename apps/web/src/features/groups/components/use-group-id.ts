import { useSearchParams } from 'react-router';
import type { GroupDetail } from '@golf/shared/schemas/group';
import { idParam } from '../../../lib/id-param';
import { isAdmin } from '../../../lib/roles';
import { useSessionUser } from '../../../lib/session-user';

/** Group pages take the group as `?id=` (spec §2: details are passed as query parameters). */
export function useGroupId(): string {
  const [params] = useSearchParams();
  return idParam(params.get('id'));
}

/** What the signed-in user may do in a group: organisers (and site admins) run it, only the owner hands it over. */
export function useGroupPowers(group: GroupDetail | undefined) {
  const { data: user } = useSessionUser();
  const admin = user ? isAdmin(user) : false;
  const role = group?.myRole ?? null;
  return {
    userId: user ? String(user.id) : '',
    organises: role === 'owner' || role === 'organiser' || admin,
    owns: role === 'owner' || admin,
    isOwner: role === 'owner',
    member: role !== null,
  };
}

export const groupPath = (page: 'detail' | 'member' | 'member/audit' | 'setting', id: string) => `/dashboard/group/${page}?id=${id}`;
