import type { DropdownProps } from 'antd';
import { lazy, Suspense } from 'react';

const Dropdown = lazy(() => import('antd/es/dropdown'));

/**
 * antd's Table imports antd's Dropdown (with its Menu, ~11 KB gzip) for the custom choices of a selection column
 * (`rowSelection.selections`), which no table of the app has: this loads it when such a menu first shows, its trigger
 * standing in meanwhile (trims.ts).
 */
export default function SelectionDropdown(props: DropdownProps) {
  return (
    <Suspense fallback={props.children}>
      <Dropdown {...props} />
    </Suspense>
  );
}
