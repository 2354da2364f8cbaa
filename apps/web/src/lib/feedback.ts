import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

let messageApi: MessageInstance | null = null;
let notificationApi: NotificationInstance | null = null;

/** The providers bind antd's themed message instance here; the signed-in shell binds notifications. */
export function bindMessage(api: MessageInstance | null) {
  messageApi = api;
}

export function bindNotification(api: NotificationInstance | null) {
  notificationApi = api;
}

const ERROR_SECONDS = 5;

/** Toasts usable anywhere (the HTTP client too); error toasts stay 5 s as the spec says. */
export const feedback = {
  error(content: string): void {
    void messageApi?.error({ content, duration: ERROR_SECONDS });
  },
  success(content: string): void {
    void messageApi?.success(content);
  },
  info(content: string): void {
    void messageApi?.info(content);
  },
  notify(type: 'info' | 'success' | 'error', title: string, description?: string): void {
    notificationApi?.[type]({ title, description, duration: type === 'error' ? ERROR_SECONDS : 3 });
  },
};
