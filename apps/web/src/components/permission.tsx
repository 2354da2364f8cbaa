import type { ReactNode } from 'react';
import { useRole } from '../lib/session-user';

export const PERMISSION_ERROR = 'need roles! Like v-permission=[admin,user]';

/** The spec's v-permission: renders children only when the current (view) role is listed. */
export function Permission({ roles, children }: { roles: string[]; children: ReactNode }) {
  const role = useRole();
  if (!Array.isArray(roles)) {
    console.error(PERMISSION_ERROR);
    return null;
  }
  return roles.includes(role) || roles.includes('*') ? <>{children}</> : null;
}
