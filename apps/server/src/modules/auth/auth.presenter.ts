import type { LoginResult } from '@golf/shared/schemas/user';
import type { UserRow } from '../users/users.queries';

export function rolesOf(user: Pick<UserRow, 'role'>): string[] {
  return [...new Set([user.role])].sort();
}

export function presentLogin(user: UserRow, token: string): LoginResult {
  const roles = rolesOf(user);
  return {
    uuid: String(user.id),
    token,
    roles,
    info: { nickname: user.nickname, mobile: user.phone, avatar: user.avatar, access: roles, locale: user.locale ?? null },
  };
}
