import { whenShown } from './when-shown';

interface Filter {
  value: unknown;
  children?: Filter[];
}

/** As antd's own (table/hooks/useFilter/FilterDropdown.js), which the table's filter state needs at once. */
export function flattenKeys(filters?: Filter[]): unknown[] {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...(children ? flattenKeys(children) : [])]);
}

/**
 * antd's Table draws a column's filter menu with its FilterDropdown, which brings ~40 KB gzip of antd (tree, menu,
 * dropdown, checkbox, radio) into every page with a table; no column of the app has filters. This loads it when one
 * first shows, the column's title standing in meanwhile (trims.ts).
 */
export default whenShown(
  () => import('antd/es/table/hooks/useFilter/FilterDropdown'),
  (props) => props.children,
);
