import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/** antd's themed message and notification instances, bound by app/message-holder.tsx */
export interface FeedbackApis {
  message: MessageInstance;
  notification: NotificationInstance;
}

let apis: FeedbackApis | null = null;

/**
 * antd's message and notification code loads after the first page (app/message-holder.tsx, mounted by the providers): a
 * toast asked for before it is there waits in `pending` and asks the providers to load it now.
 */
let pending: ((apis: FeedbackApis) => void)[] = [];
let wanted = false;
const listeners = new Set<() => void>();

/** The providers mount the message holder once this is true. */
export const messageHolder = {
  wanted: () => wanted,
  want() {
    if (wanted) return;
    wanted = true;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** The message holder binds antd's themed instances here (null when it unmounts). */
export function bindFeedback(bound: FeedbackApis | null) {
  apis = bound;
  if (!bound) return;
  const waiting = pending;
  pending = [];
  for (const show of waiting) show(bound);
}

function withApis(show: (apis: FeedbackApis) => void) {
  if (apis) {
    show(apis);
    return;
  }
  pending.push(show);
  messageHolder.want();
}

const ERROR_SECONDS = 5;

/** Toasts usable anywhere (the HTTP client too); error toasts stay 5 s as the spec says. */
export const feedback = {
  /** `key`: an error with the same key takes the earlier one's place (one refusal per card, not a stack of them) */
  error(content: string, key?: string): void {
    withApis(({ message }) => void message.error({ content, duration: ERROR_SECONDS, key }));
  },
  success(content: string): void {
    withApis(({ message }) => void message.success(content));
  },
  info(content: string): void {
    withApis(({ message }) => void message.info(content));
  },
  /** something the user should act on, left up as long as an error */
  warning(content: string): void {
    withApis(({ message }) => void message.warning({ content, duration: ERROR_SECONDS }));
  },
  /** `key`: a later notice with the same key takes the earlier one's place (a "loading…" followed by its outcome) */
  notify(type: 'info' | 'success' | 'error', title: string, description?: string, key?: string): void {
    withApis(({ notification }) => void notification[type]({ key, title, description, duration: type === 'error' ? ERROR_SECONDS : 3 }));
  },
};
