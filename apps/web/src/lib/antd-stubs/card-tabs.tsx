import { whenShown } from './when-shown';

/**
 * antd's Card imports antd's Tabs for its `tabList` header, which no card of the app has: every page with a card
 * downloaded Tabs (~8 KB gzip). This loads it when a card with tabs first shows (trims.ts).
 */
export default whenShown(() => import('antd/es/tabs'));
