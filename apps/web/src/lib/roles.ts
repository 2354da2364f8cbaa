/** The role the UI shows: an admin may switch the view to `user` locally; nobody else can switch. */
export function effectiveRole(user: { role: string; roles: string[] }, viewRole: string | null): string {
  if (isAdmin(user) && (viewRole === 'admin' || viewRole === 'user')) return viewRole;
  return user.role || user.roles[0] || '';
}

export function isAdmin(user: { role: string; roles: string[] }): boolean {
  return user.roles.includes('admin') || user.role === 'admin';
}
