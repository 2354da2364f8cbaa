import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';

// the real one, with antd's Tree, Menu, Dropdown, Checkbox and Radio: loaded when a column with filters first shows
const FilterDropdown = lazy(() => import('antd/es/table/hooks/useFilter/FilterDropdown'));

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
export default function LazyFilterDropdown(props: ComponentProps<typeof FilterDropdown> & { children?: ReactNode }) {
  return (
    <Suspense fallback={props.children}>
      <FilterDropdown {...props} />
    </Suspense>
  );
}
