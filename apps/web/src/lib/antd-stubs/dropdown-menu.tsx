import type { MenuProps } from 'antd';
import type { ComponentType } from 'react';
import { whenShown } from './when-shown';

/**
 * antd's Dropdown imports antd's Menu (with rc-menu, ~15 KB gzip) for the `menu` it shows when opened: every page with a
 * dropdown button downloaded it for the button alone. This loads Menu when a dropdown first opens (trims.ts).
 */
export default whenShown(() => import('antd/es/menu') as Promise<{ default: ComponentType<MenuProps> }>);
