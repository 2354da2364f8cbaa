import type { useAppProps } from 'antd/es/app/context';

type Api = Pick<useAppProps, 'message' | 'notification'>;
let api: Api | null = null;

/** The app shell binds antd's themed message/notification instances here at start. */
export function bindFeedback(next: Api) {
  api = next;
}

const ERROR_SECONDS = 5;

/** Toasts usable outside React (the HTTP client); error toasts stay 5 s as the spec says. */
export const feedback = {
  error: (content: string) => api?.message.error({ content, duration: ERROR_SECONDS }),
  success: (content: string) => api?.message.success(content),
  info: (content: string) => api?.message.info(content),
  notify: (type: 'info' | 'success' | 'error', title: string, description?: string) =>
    api?.notification[type]({ title, description, duration: type === 'error' ? ERROR_SECONDS : 3 }),
};
