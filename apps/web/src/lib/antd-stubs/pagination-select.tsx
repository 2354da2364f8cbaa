import type { SelectProps } from 'antd';
import type { ComponentType } from 'react';
import { whenShown } from './when-shown';

/**
 * antd's Pagination imports antd's Select (~23 KB gzip) for its page-size chooser, which shows only with long lists:
 * every page with an antd List or Table downloaded it. This loads Select when a page-size chooser first shows (trims.ts).
 */
export default whenShown(() => import('antd/es/select') as Promise<{ default: ComponentType<SelectProps> }>);
