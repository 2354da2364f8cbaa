import { whenShown } from './when-shown';

/**
 * antd's Table imports antd's Dropdown (with its Menu, ~11 KB gzip) for the custom choices of a selection column
 * (`rowSelection.selections`), which no table of the app has: this loads it when such a menu first shows, its trigger
 * standing in meanwhile (trims.ts).
 */
export default whenShown(
  () => import('antd/es/dropdown'),
  (props) => props.children,
);
