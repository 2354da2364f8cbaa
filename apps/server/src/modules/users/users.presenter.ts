import type { SessionUser, UserSettingsView } from '@golf/shared/schemas/user';
import { rolesOf } from '../auth/auth.presenter';
import type { UserRow } from './users.queries';

const certification = (user: UserRow) => (user.emailVerified ? 'email' : '');

/** Spec §3's session user; empty strings where we keep nothing. */
export function presentSessionUser(user: UserRow): SessionUser {
  const roles = rolesOf(user);
  return {
    id: String(user.id),
    name: user.nickname,
    username: user.username,
    avatar: user.avatar,
    job: '',
    jobName: '',
    organization: '',
    organizationName: '',
    location: user.area,
    locationName: [user.country, user.area].filter(Boolean).join(' '),
    email: user.email,
    introduction: user.profile,
    personalWebsite: '',
    phone: user.phone,
    registrationDate: user.createdAt.toISOString(),
    accountId: String(user.id),
    certification: certification(user),
    role: roles[0] ?? '',
    roles,
    roleList: roles,
    locale: user.locale,
    sex: user.sex,
    handicap: user.handicap,
  };
}

export function presentSettings(user: UserRow, pendingEmail: string | null = null): UserSettingsView {
  return {
    id: String(user.id),
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    pendingEmail,
    googleOnly: user.passwordHash === null,
    nickname: user.nickname,
    avatar: user.avatar,
    country: user.country,
    area: user.area,
    address: user.address,
    profile: user.profile,
    phone: user.phone,
    locale: user.locale ?? undefined,
    sex: user.sex,
    birthday: user.birthday,
    handicap: user.handicap,
    accountId: String(user.id),
    registrationDate: user.createdAt.toISOString(),
    certification: certification(user),
  };
}
