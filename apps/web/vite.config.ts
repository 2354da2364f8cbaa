import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/**
 * Parts of antd that most pages download without using them, swapped at build time for our own (src/lib/antd-stubs):
 * - Typography's in-place editor (`editable`, with antd's TextArea, ~14 KB gzip): the app never edits in place, so a
 *   stub that says so;
 * - Pagination's page-size chooser, antd's Select (~23 KB gzip), which shows only with long lists: loaded when it first
 *   shows instead of with every page that has an antd List or Table;
 * - Table's column filter menu (antd's Tree, Menu, Dropdown, Checkbox and Radio): no column of the app has filters, so
 *   it loads when one first shows instead of with every page that has a table;
 * - Card's tabbed header (`tabList`, antd's Tabs): no card of the app has one, so Tabs loads when one first shows.
 * A rule that no longer matches (antd moved the import) only loses the saving; scripts/bundle-size.mjs would show it.
 */
function antdTrims(): Plugin {
  const stub = (file: string) => path.resolve(import.meta.dirname, 'src/lib/antd-stubs', file);
  const rules = [
    { importer: /[\\/]antd[\\/]es[\\/]typography[\\/]Base[\\/]index\.js$/, source: '../Editable', to: stub('typography-editable.tsx') },
    { importer: /[\\/]antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/, source: '../select', to: stub('pagination-select.tsx') },
    { importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/, source: './FilterDropdown', to: stub('table-filter-dropdown.tsx') },
    { importer: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/, source: '../tabs', to: stub('card-tabs.tsx') },
  ];
  return {
    name: 'antd-trims',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      return rules.find((rule) => rule.source === source && rule.importer.test(importer))?.to ?? null;
    },
  };
}

export default defineConfig({
  plugins: [react(), antdTrims()],
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.PORT || 3000}`, changeOrigin: false } },
  },
  // the manifest lets scripts/bundle-size.mjs add up what each route loads
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    manifest: true,
    rolldownOptions: {
      // @rc-component/* (antd's building blocks) declare no `sideEffects`, so importing one export of a package index
      // kept the whole package: antd's button style alone pulled the colour picker and collapse into the entry chunk.
      // Their modules only define components and helpers; the e2e suite covers the app with this on (-13 KB entry).
      treeshake: {
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
    },
  },
});
