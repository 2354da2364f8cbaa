import { LoadingOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import { afterFirstScreen } from '../startup';
import { whenShown } from './when-shown';

const load = () => import('@rc-component/select/es/OptionList') as unknown as Promise<{ default: ComponentType<object> }>;

/**
 * rc-select's list of options (with rc-virtual-list, ~5 KB gzip) shows only in an open Select's popup: every page with
 * a Select downloaded it for the closed field. This loads it when a popup first opens, and once the page has settled
 * anyway, so that the first opening rarely waits (trims.ts). Until it is there the popup shows a spinner and the arrow
 * keys do nothing (rc-select asks the list only if it is there); the list keeps its ref (React 19 passes ref as a prop).
 */
export default whenShown(load, () => (
  <div style={{ padding: '5px 12px', textAlign: 'center' }} aria-busy="true">
    <LoadingOutlined />
  </div>
));

// (as a page with a Select loads: there is no document when trims.test.ts imports this in Node)
if (typeof document !== 'undefined') afterFirstScreen(() => void load().catch(() => undefined));
