import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

let messageApi: MessageInstance | null = null;
let notificationApi: NotificationInstance | null = null;

/**
 * antd's message code loads after the first page (app/message-holder.tsx, mounted by the providers): a toast asked for
 * before it is there waits in `pending` and asks the providers to load it now.
 */
let pending: ((api: MessageInstance) => void)[] = [];
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

/** The providers bind antd's themed message instance here; the signed-in shell binds notifications. */
export function bindMessage(api: MessageInstance | null) {
  messageApi = api;
  if (!api) return;
  const waiting = pending;
  pending = [];
  for (const show of waiting) show(api);
}

export function bindNotification(api: NotificationInstance | null) {
  notificationApi = api;
}

function withMessage(show: (api: MessageInstance) => void) {
  if (messageApi) {
    show(messageApi);
    return;
  }
  pending.push(show);
  messageHolder.want();
}

const ERROR_SECONDS = 5;

/** Toasts usable anywhere (the HTTP client too); error toasts stay 5 s as the spec says. */
export const feedback = {
  error(content: string): void {
    withMessage((api) => void api.error({ content, duration: ERROR_SECONDS }));
  },
  success(content: string): void {
    withMessage((api) => void api.success(content));
  },
  info(content: string): void {
    withMessage((api) => void api.info(content));
  },
  notify(type: 'info' | 'success' | 'error', title: string, description?: string): void {
    notificationApi?.[type]({ title, description, duration: type === 'error' ? ERROR_SECONDS : 3 });
  },
};
