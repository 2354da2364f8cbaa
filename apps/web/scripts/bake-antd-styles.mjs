// Prints the CSS that antd writes at run time for the components most first screens show (apps/web/antd-styles.ts runs
// this for a production build, with NODE_ENV=production as the browser's build has it). antd's CSS-in-JS generates each
// component's styles in the browser as it first renders (~35 % of the event page's first render on a slowed phone);
// with this stylesheet loaded first, antd finds each of these components' style already there (the rule
// `.data-ant-cssinjs-cache-path{content:"…"}` at the end lists them) and skips generating it (antd's "whole export"
// server-side rendering mode). The styles hold no theme values (those are CSS variables antd still writes per theme),
// so one file serves the light and dark themes, every colour and language. Components not listed here keep their
// run-time styles.
import { createRequire } from 'node:module';

// antd's CommonJS build: Node cannot load its `es` folders as they are (scripts/prerender.mjs bundles them instead)
const load = createRequire(import.meta.url);
const React = load('react');
const { renderToString } = load('react-dom/server');
const { createCache, extractStyle, StyleProvider } = load('@ant-design/cssinjs');
const antd = load('antd');

const h = React.createElement;
/** one sample of each component, with the parts whose styles antd registers separately */
const SAMPLES = [
  h(antd.Layout, null, h(antd.Layout.Content)),
  h(antd.Button),
  h(antd.Typography.Title),
  h(antd.Typography.Paragraph, null, 'x'),
  h(antd.Typography.Text, null, 'x'),
  h(antd.Typography.Link, null, 'x'),
  h(antd.Card),
  h(antd.Space, null, 'x'),
  h(antd.Space.Compact, null, h(antd.Button)),
  h(antd.Tag),
  h(antd.Tag, { color: 'green' }),
  h(antd.Tag, { color: 'success' }),
  h(antd.Badge, { count: 1 }),
  h(antd.Avatar),
  h(antd.Tooltip, { title: 'x' }, h('span', null, 'x')),
  h(antd.Popover, { content: 'x' }, h('span', null, 'x')),
  h(antd.Skeleton),
  h(antd.Skeleton.Button),
  h(antd.Empty),
  h(antd.Alert, { title: 'x' }),
  h(antd.Divider),
  h(antd.Spin),
  h(antd.Statistic, { value: 1 }),
  h(antd.Segmented, { options: ['a'] }),
  h(antd.List, { dataSource: [1], renderItem: () => h(antd.List.Item, null, 'x') }),
  // the user menu's, mounted once the first screen has settled (app/layout/user-menu.tsx)
  h(antd.Dropdown, { menu: { items: [] } }, h('span', null, 'x')),
  // the workplace's
  h(antd.Tabs, { items: [{ key: 'a', label: 'a', children: 'x' }] }),
  h(antd.Progress, { percent: 50 }),
];

const cache = createCache();
renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, null, ...SAMPLES.map((sample, key) => h(React.Fragment, { key }, sample)))));
process.stdout.write(extractStyle(cache, { plain: true, types: 'style' }));
