import type { SelectProps } from 'antd';
import { lazy, Suspense } from 'react';

const Select = lazy(() => import('antd/es/select'));

/**
 * antd's Pagination imports antd's Select (~23 KB gzip) for its page-size chooser, which shows only with long lists:
 * every page with an antd List or Table downloaded it. This loads Select when a page-size chooser first shows
 * (trims.ts).
 */
export default function PaginationSelect(props: SelectProps) {
  return (
    <Suspense fallback={null}>
      <Select {...props} />
    </Suspense>
  );
}
