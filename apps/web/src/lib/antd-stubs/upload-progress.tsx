import type { ProgressProps } from 'antd';
import type { ComponentType } from 'react';
import { whenShown } from './when-shown';

/**
 * antd's Upload imports antd's Progress (~6 KB gzip) for the bar under a file while it uploads: every page with an
 * upload button downloaded it for the button alone. This loads Progress when a file's bar first shows (trims.ts).
 */
export default whenShown(() => import('antd/es/progress') as Promise<{ default: ComponentType<ProgressProps> }>);
