import type * as RcMenu from '@rc-component/menu';
import type { ComponentType } from 'react';
import { whenShown } from './when-shown';

/**
 * rc-tabs (antd's Tabs) builds the menu of the tabs that do not fit (the "more" button) with rc-menu (~7 KB gzip),
 * which renders only when that button is opened: this loads rc-menu then instead of with every page that has tabs
 * (trims.ts). The button itself and its dropdown are unchanged.
 */
const part = (pick: (module: typeof RcMenu) => unknown) =>
  whenShown(async () => ({ default: pick(await import('@rc-component/menu')) as ComponentType<object> }));

export const MenuItem = part((module) => module.MenuItem);
export default part((module) => module.default);
