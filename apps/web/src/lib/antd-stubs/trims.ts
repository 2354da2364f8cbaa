import path from 'node:path';
import type { Plugin } from 'vite';

const here = import.meta.dirname;

/**
 * An import inside antd or one of its rc-components (`source`, as the file `importer` writes it; `importer` is the
 * file's path under node_modules) and the module of ours that takes its place.
 */
export interface AntdTrim {
  importer: string;
  source: string;
  stub: string;
}

/**
 * Parts of antd that most pages download without using them, swapped at build time for our own (this folder):
 * - Typography's in-place editor (`editable`, with antd's TextArea, ~14 KB gzip): the app never edits in place, so a
 *   stub that says so;
 * - Pagination's page-size chooser, antd's Select (~23 KB gzip), which shows only with long lists: loaded when it first
 *   shows instead of with every page that has an antd List or Table;
 * - Table's column filter menu (antd's Tree, Menu, Dropdown, Checkbox and Radio): no column of the app has filters, so
 *   it loads when one first shows instead of with every page that has a table;
 * - Card's tabbed header (`tabList`, antd's Tabs): no card of the app has one, so Tabs loads when one first shows;
 * - the custom choices menu of Table's selection column (`rowSelection.selections`, antd's Dropdown and Menu): none has
 *   them, so Dropdown loads when one first shows;
 * - the colour picker's presets, with antd's Collapse, which antd's button and tag styles import for one small helper
 *   (`isBright`): a copy of that helper instead;
 * - DatePicker's RangePicker, made as DatePicker is imported: the app picks no ranges, so it is made when one first shows;
 * - Input.OTP (one-time-code boxes), which no form of the app has: loaded when one first shows;
 * - Progress in Upload's file list, the bar under a file while it uploads: loaded when the first bar shows;
 * - antd's useForm (with rc-form's form store and scroll-into-view), which Radio.Group imports for one small helper
 *   (`toNamePathStr`): a copy of that helper instead;
 * - rc-menu in the tabs' "more" menu (the tabs that do not fit) and antd's Menu in a Dropdown: loaded when the menu
 *   first opens;
 * - rc-select's list of options (with rc-virtual-list), shown only in an open Select's popup: loaded once the page has
 *   settled or when a popup first opens.
 * The stubs that load the real part keep its behaviour. trims.test.ts checks that antd still imports each part so.
 */
export const ANTD_TRIMS: AntdTrim[] = [
  { importer: 'antd/es/typography/Base/index.js', source: '../Editable', stub: 'typography-editable.tsx' },
  { importer: 'antd/es/pagination/Pagination.js', source: '../select', stub: 'pagination-select.tsx' },
  { importer: 'antd/es/table/hooks/useFilter/index.js', source: './FilterDropdown', stub: 'table-filter-dropdown.tsx' },
  { importer: 'antd/es/card/Card.js', source: '../tabs', stub: 'card-tabs.tsx' },
  { importer: 'antd/es/table/hooks/useSelection.js', source: '../../dropdown', stub: 'table-selection-dropdown.tsx' },
  { importer: 'antd/es/button/style/token.js', source: '../../color-picker/components/ColorPresets', stub: 'is-bright.ts' },
  { importer: 'antd/es/tag/style/index.js', source: '../../color-picker/components/ColorPresets', stub: 'is-bright.ts' },
  { importer: 'antd/es/date-picker/generatePicker/index.js', source: './generateRangePicker', stub: 'date-range-picker.tsx' },
  { importer: 'antd/es/input/index.js', source: './OTP', stub: 'input-otp.tsx' },
  { importer: 'antd/es/radio/group.js', source: '../form/hooks/useForm', stub: 'radio-name-path.ts' },
  { importer: 'antd/es/upload/UploadList/ListItem.js', source: '../../progress', stub: 'upload-progress.tsx' },
  { importer: 'antd/es/dropdown/dropdown.js', source: '../menu', stub: 'dropdown-menu.tsx' },
  { importer: '@rc-component/tabs/es/TabNavList/OperationNode.js', source: '@rc-component/menu', stub: 'tabs-more-menu.tsx' },
  { importer: '@rc-component/select/es/Select.js', source: './OptionList', stub: 'select-option-list.tsx' },
];

const inNodeModules = (file: string) => new RegExp(`[\\\\/]node_modules[\\\\/]${file.split('/').map((part) => part.replace(/\./g, '\\.')).join('[\\\\/]')}$`);

/** The Vite plugin that makes the swaps of ANTD_TRIMS (apps/web/vite.config.ts). */
export function antdTrims(): Plugin {
  const rules = ANTD_TRIMS.map((trim) => ({ importer: inNodeModules(trim.importer), source: trim.source, to: path.join(here, trim.stub) }));
  return {
    name: 'antd-trims',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      return rules.find((rule) => rule.source === source && rule.importer.test(importer))?.to ?? null;
    },
  };
}
