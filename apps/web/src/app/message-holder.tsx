import { message } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { bindMessage } from '../lib/feedback';

/**
 * Themed toasts for the whole app (the notification instance is bound by the signed-in shell). Loaded by the providers
 * once the first page is there, or sooner when something asks for a toast (lib/feedback.ts), so antd's message code is
 * not part of the first download.
 */
export default function MessageHolder(): ReactNode {
  const [api, holder] = message.useMessage({ maxCount: 3 });
  useEffect(() => {
    bindMessage(api);
    return () => bindMessage(null);
  }, [api]);
  return holder;
}
