export const HOME_PATH = '/dashboard/workplace';
export const LOGIN_PATH = '/login';

/** Only same-site paths may be a post-login destination. */
export function safeRedirect(target: string | null | undefined, fallback = HOME_PATH): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith(LOGIN_PATH) ? target : fallback;
}

export function loginPathFor(wanted: string) {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`;
}
