import type { TabsProps } from 'antd';
import { lazy, Suspense } from 'react';

const Tabs = lazy(() => import('antd/es/tabs'));

/**
 * antd's Card imports antd's Tabs for its `tabList` header, which no card of the app has: every page with a card
 * downloaded Tabs (~8 KB gzip). This loads it when a card with tabs first shows (trims.ts).
 */
export default function CardTabs(props: TabsProps) {
  return (
    <Suspense fallback={null}>
      <Tabs {...props} />
    </Suspense>
  );
}
