export const HOME_PATH = '/dashboard/workplace';
export const LOGIN_PATH = '/login';

/** Only same-site paths may be a post-login destination. */
export function safeRedirect(target: string | null | undefined, fallback = HOME_PATH): string {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith(LOGIN_PATH) ? target : fallback;
}

export function loginPathFor(wanted: string) {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(wanted)}`;
}

/**
 * A link to this app for someone else to open (an event's share link, a group's invitation), naming the sender's
 * language (`?lang=`): a device where no language was chosen opens it in that one (lib/startup.ts `storedLocale`).
 */
export function linkFor(path: string, language: string): string {
  const url = new URL(path, window.location.origin);
  url.searchParams.set('lang', language);
  return url.href;
}
