import { message, notification } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { bindFeedback } from '../lib/feedback';
import { AntdProvider } from './antd-provider';

/** The holders in antd's provider of their own: toasts show on the login page too, which is drawn without antd. */
function Holders(): ReactNode {
  const [messageApi, messageHolder] = message.useMessage({ maxCount: 3 });
  const [notificationApi, notificationHolder] = notification.useNotification({ placement: 'topRight' });
  useEffect(() => {
    bindFeedback({ message: messageApi, notification: notificationApi });
    return () => bindFeedback(null);
  }, [messageApi, notificationApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}

/**
 * Themed toasts and notifications for the whole app. Loaded by the providers once the first page is there, or sooner when
 * something asks for one (lib/feedback.ts), so antd's message and notification code is not part of the first download.
 */
export default function MessageHolder(): ReactNode {
  return (
    <AntdProvider>
      <Holders />
    </AntdProvider>
  );
}
