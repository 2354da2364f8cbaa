// The JavaScript budget of the web app, checked after `npm run build` (issue 10, "Front end").
// For every lazily loaded route page it adds up, gzip-compressed, the JavaScript the browser downloads
// to show that route: the entry chunk and everything it imports statically (transitively, each chunk once),
// what the entry loads before the first render (the startup translation namespaces, antd and dayjs locale of a
// language), the signed-in shell with its namespaces for pages inside it, the page chunk with its own static imports,
// and the translation namespaces the page's components ask for with useTranslation (the page suspends until they are
// loaded, lib/i18n.ts): found by following the page's static relative imports in the source.
// Prints a table and exits with 1 when a route is over its budget.
//   node scripts/bundle-size.mjs [dist folder]     (default apps/web/dist; needs build.manifest in vite.config.ts)
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { namespacesOf, routePages, webRoot } from './lib/page-namespaces.mjs';

const root = path.resolve(webRoot, '../..');
const dist = path.resolve(process.argv[2] ?? path.join(webRoot, 'dist'));

// KB gzip (1 KB = 1,000 bytes, as Vite reports sizes). The targets are 250 KB for the login route and
// 400 KB for any page. Both are reached: the page limit is the target itself (since 2026-11-27), the login limit the
// figure reached plus a little, so that the check fails as soon as a route grows noticeably.
//   before (all translations of a language at startup, every manage tab and dialog in its page's download):
//     login 318.7, heaviest 695.6 (activity-manage), event page (activity-detail) 582.2
//   after (translation namespaces on demand, manage tabs, settings drawer, message list, markdown renderer and the
//   sign-up, share and apply dialogs loaded when first used, @rc-component treated as side-effect free):
//     login 307.8-312.3 (the range: others' work in progress in the tree), heaviest 549.7 (awprize;
//     activity-manage 542.6), event page 458.9
//   page-specific part (PAGE_BUDGET is the heaviest page reached plus 5 KB), same base as the line above:
//     before: heaviest 549.8 (awprize), vote 547.2, group-audit 544.1, activity-manage 542.9, course 535.4, event 458.9
//     after (event page: notices as a plain list instead of antd List + Pagination + Select, capacity bar without
//     Progress, the cancel confirmation, the missing-event Result and the workplace's tee-time list out of its download;
//     antd Result on first use on every page that shows it only in a failure or final state; dialogs and forms on
//     first use: course form, group create/apply, group-audit reject, prize rule, result upload, user setting tabs;
//     the vote ticket's zod schema on first check): heaviest 541.2 (awprize; activity-manage 534.0), vote 512.1,
//     group-audit 477.9, course 470.7, group index 418.3, event page 396.7 (≤ 400)
//     and with the smaller entry of 213acba: heaviest 539.5 (awprize), event page 392.5; PAGE_BUDGET 544
//   entry and login route (LOGIN_BUDGET 305: the login route reached with the tree's work in progress, 302.3, plus 3;
//   uncommitted page work moves shared chunks, so the committed code alone is lower). Committed code alone, 53fa1e6
//   before and 213acba after; with the tree's uncommitted pages 314.8 before, 302.3 after:
//     before: entry 234.7, login 306.9
//     after (main.tsx a 10.7 KB entry that starts the app's code, the language's startup translations, antd and dayjs
//     locale, the first page's code and its route's meta.namespaces all at once (lib/startup.ts) instead of one after the
//     other; antd message on first toast or once the first screen has settled; the other translations of the language
//     after that rather than at startup; zod's jitless flag set without loading zod; `menu` translations with the shell;
//     the login form imports antd's Input and Password rather than the whole Input family): entry with app/start 222.6,
//     login 296.0; Lighthouse on the login page (mobile, BENCH_BUILD=0 npm run bench -- lighthouse, quiet machine):
//     performance 73 → 75, FCP 3.6 → 2.8 s, LCP 4.5 → 4.7 s (A/B runs alternated under the same load: FCP 3.5-3.8 → 2.6-3.0 s,
//     LCP 4.5-4.8 → 4.4-4.9 s, no change); what holds LCP is JavaScript execution on the 4× slowed CPU (~1 s in the chunk
//     with react-dom and antd's core), not downloads any more
//   The 250 KB target is not reached: the login route's own antd Form, Input, Checkbox and Alert (~40) come on top of an
//   entry that is mostly react-dom 65, react-router 31, i18next 15, react-query 11 and antd's core (cssinjs, theme,
//   ConfigProvider with the tooltip provider and its trigger, button, icons) ~70.
//   the signed-in shell without antd's notification (now with message in the holder loaded after the first screen,
//   app/message-holder.tsx), Drawer (the phone's menu, on first opening) and FloatButton (only with the navbar hidden):
//   the shell 110 → 85 KB over the entry, every signed-in page 17-20 KB lighter: heaviest 538.0 → 521.6 (awprize),
//   event page 393.3 → 374.2, 22 of 45 pages within 400 (17 before); the public pages +1.5 (the entry's shared chunks
//   split differently: login 301.9). PAGE_BUDGET 544 → 527.
//   and antd's Menu with the menu icons only where a menu shows (a wide screen; the phone's drawer when opened), the user
//   menu's Dropdown after the first screen or at the first press: the shell 85 → 53 KB over the entry; heaviest 514.0
//   (awprize), event page 374.2 → 357.9, workplace 417.4 → 399.0, 23 of 45 pages within 400. PAGE_BUDGET 527 → 519.
//   the post forms' schemas (notices, topics, replies) loaded as the form mounts, zod with them: notice and topic
//   publish 451.5/448.4 → 425.9/423.4, topic detail 464.3 → 439.4, topic reply 421.6 → 396.6; 24 of 45 within 400.
//   every other page form's schemas too (lib/zod-rule.ts lazyShape, loadSchema, useLoadedSchema; the enums and limits
//   the forms show moved to zod-free shared modules: schemas/activity-values, golf-values, prize-limits): awprize
//   514.1 → 488.1, activity-manage 500.1 → 468.5, donate 484.2 → 458.5, activity-create 481.1 → 449.4, user setting
//   466.6 → 440.4, group setting 467.5 → 439.6, score grid 368.0 → 342.1, and the public sign-up and reset pages
//   341.9/339.5 → 315.7/313.6.
//   PAGE_BUDGET 519 → 493. Still 24 of 45 within 400: what keeps the others over is antd's Table (with the tree, menu
//   and dropdown of its column filters, ~40) or DatePicker (~30), not zod.
//   the login page drawn without antd (app/router.tsx: plain markup and global.css in antd's look; antd's provider comes
//   with the layouts of every other route, app/antd-provider.tsx; the toolbar's language menu and theme button plain too):
//   entry with app/start 223.4 → 161.6, login 301.6 → 183.7 (the 250 KB target reached); every other page +5 to +8 KB
//   (antd's core now in the chunks those pages share instead of the entry: 103 chunks where there were 88 for the
//   workplace, each compressed alone), heaviest 488.3 → 496.4 (awprize), event page 358.2 → 365.5, 22 of 45 pages within
//   400. Grouping antd's core into one chunk (rolldown codeSplitting groups) won back 2-5 KB on some pages and lost 3 on
//   others, and needs includeDependenciesRecursively off: not done. LOGIN_BUDGET 305 → 195, PAGE_BUDGET 493 → 502.
//   antd's Typography without its in-place editor, which the app never uses (apps/web/vite.config.ts
//   antdTrims; the editor brought antd's TextArea): event page 365.5 → 357.3, workplace 406.7 → 402.2,
//   manager workplace 330.0 → 321.7, pages with a text area of their own unchanged; 86 KB less over the 45 pages.
//   and Pagination's page-size chooser (antd's Select) loaded when it first shows (antdTrims): workplace 402.2 → 378.8,
//   group index 382.6 → 360.1, organisers' groups 375.0 → 347.4, event players 442.1 → 423.8; pages with a Select of
//   their own +0.5 to +2.7 (the chooser's own chunk): heaviest 499.2 (awprize). 23 of 45 pages within 400.
//   and Table's column filter menu (antd's Tree, Menu, Dropdown, Checkbox, Radio; no column of the app has filters) loaded
//   when one first shows: every page with a table 14-20 KB lighter, vote 488.0 → 469.8, results 456.0 → 437.7, event
//   players 423.8 → 404.8, heaviest 499.2 → 484.9 (awprize). Still 23 of 45 within 400; 205 KB less over the 45 pages.
//   PAGE_BUDGET 502 → 490.
//   and Card's tabbed header (antd's Tabs; no card has `tabList`) loaded when one first shows: 516 KB less over the 45
//   pages than before these three, 25 of 45 within 400 (topic reply 404.9 → 382.7, event players 404.8 → 394.6,
//   results 437.7 → 427.6); pages with Tabs of their own +1 to +2.
//   and the choices menu of Table's selection column (antd's Dropdown and Menu; no table has `selections`) loaded when
//   one first shows: every table page 10-25 KB lighter again (event players 394.6 → 369.8, results 427.6 → 407.4, vote
//   460.1 → 440.1): 29 of 45 within 400, 751 KB less over the 45 pages than before the swaps. The swaps are listed,
//   and checked against antd's sources, in apps/web/src/lib/antd-stubs/trims.ts.
//   The results page's player card (antd Drawer) loads when the first card is opened: results 407.4 → 396.6.
//   2026-11-25: antd's button and tag styles without the colour picker's presets and Collapse (a copy of the one helper
//   they read), DatePicker without its RangePicker, Input without Input.OTP and rc-tabs' "more" menu without rc-menu
//   until used (trims.ts): every page but login 3-14 KB lighter (event page 335.2 → 330.5, event management 482.1 →
//   468.5, user setting 451.4 → 437.7); the score entry's conflict dialog (antd Modal and Table) after the page has
//   settled: score entry 404.6 → 331.9. 32 of 45 within 400. PAGE_BUDGET 490 → 477.
//   and antd's Menu in a Dropdown and Progress in Upload's file list when first shown (trims.ts); confirmations through
//   lib/use-confirm.tsx (antd's Modal once the page has settled or at the first confirmation) instead of six
//   Modal.useModal(); the unsaved-work question's Modal as the form turns dirty; the prize item form and the group's
//   delete dialog on first opening: awprize 475.4 → 415.0, event management 460.7, event creation 438.6, user setting
//   427.8, donate 427.0, group setting 413.8, manager members 399.0, notice and topic publish 397.2/394.8. 35 of 45
//   within 400. PAGE_BUDGET 477 → 466.
//   and Radio.Group without antd's useForm (a copy of its one helper): pages with radio buttons but no form -6.7; and
//   the chunks that antd's provider and the shell load grouped into three (apps/web/chunk-groups.ts, decision 0009):
//   every signed-in page 17-19 KB lighter (event page 330.9 → 313.3, heaviest 459.9 → 440.6, event management), the
//   public pages but login +12 to +24 (the largest 305), login 182.0; the event page's scripts 104 → 78. 38 of 45
//   within 400. PAGE_BUDGET 466 → 446.
//   and the parts that show only in some states in their own download (vote ticket form, a group's member cards, the
//   events calendar, antd Image): 42 of 45 within 400; and a fourth group, the icons signed-in pages show: most pages
//   +3-7 (one file with icons they do not show), the event page -0.4 with 36 instead of 45 files of its own; heaviest
//   443.5 (event management).
//   and the event management's tab labels in its own namespace ('activities'), so the translations of flights, prizes
//   and the vote come with their tabs instead of with the page: event management 443.8 → 435.6. PAGE_BUDGET 446 → 441.
//   and the event form's description written and previewed in the posts' markdown field (components/markdown-field.tsx,
//   a Radio.Group switch the form already had, instead of antd's Tabs): event creation 423.6 → 410.8, event management
//   435.6 → 436.3, the post forms +0.6.
//   and the date fields' DatePicker and TimePicker after the form's first screen (components/date-field.tsx: a read-only
//   Input of the same size stands in, the picker loads at an idle moment or at the first press), rc-select's option list
//   when a Select first opens or the page has settled (antdTrims), and the event forms' Input and TextArea without the
//   Input family (Search, Password): event management 436.3 → 398.4, event creation 410.8 → 372.1, user setting
//   412.5 → 379.0, events 395.1 → 367.3, donate 396.4 → 364.0. All 45 within 400: PAGE_BUDGET 441 → 400, the target.
// 2026-11-27, the first screen in short tasks (decision 0012): its tab bar and start-up code +0.5–0.7 KB on every page
//   (event management 398.9 → 399.6); then the navbar's bell drawn without antd's Badge (and its Popover mounted once
//   the page has settled): the shell ~3 KB lighter, event management 396.4, prize board 392.1, group members 396.0
//   (+1.0: it now downloads the Badge its group header shows itself).
//   and the label–value lines of the event page, the workplace and the member's flight as a <dl> of our own
//   (components/fact-list.tsx) instead of antd's Descriptions: event page 313.9 → 311.5, workplace 350.8 → 348.4; the
//   bell's and user menu's shared rule for their later wrapper (lib/use-wrapper-later.ts) +0.1 to +0.3 (event
//   management 396.7).
//   and the translations every screen starts with (common, layout, validation) and those the shell adds (menu,
//   settings, messages) in one chunk of each per language (chunk-groups.ts translationGroups): 4 requests fewer before
//   a signed-in page's first paint, every page 0.3-0.4 KB lighter (event page 311.3, event management 396.4, login
//   182.4).
// 2026-11-28, headroom: the event management's basic form loads like its other tabs (beside the event's fetch), the
//   group members' table (wide screen) or cards (phone) load, one of the two, while the members are fetched: event
//   management 399.7 → 310.3, group members 399.6 → 339.3; heaviest now 395.7 (awprize).
// What is left is mostly the libraries themselves: react-dom ~64, react-router ~31, i18next ~14, react-query ~10 in the
// entry (~162 KB); antd's provider (ConfigProvider, cssinjs, theme) ~34 with every page but login; the signed-in shell
// (layout, tab bar, typography with its input, avatar, antd's button, the bell's popover and its trigger) ~82 over
// that; and per page antd Table ~25 (without its filter menu), antd Form ~17 (zod with the shared schemas, ~25, loads as a form
// or the score grid mounts).
const LOGIN_BUDGET = 195;
const PAGE_BUDGET = 400;
/** the app's code, which the small entry (main.tsx) imports at once, beside the first page's downloads (lib/startup.ts) */
const APP_START = 'src/app/start.tsx';
const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';
const APP_SHELL = 'src/app/layout/app-layout.tsx';
/** antd's provider, which every route but the login page loads with its layout (app/router.tsx) */
const ANTD_PROVIDER = 'src/app/antd-provider.tsx';
/** what app/start.tsx awaits before rendering, per language (lib/startup.ts STARTUP_NAMESPACES, antd and dayjs locale) */
const STARTUP_NAMESPACES = ['common', 'layout', 'validation'];
/** what the route of the signed-in shell loads with it (lib/startup.ts SHELL_NAMESPACES, app/router.tsx) */
const SHELL_NAMESPACES = ['menu', 'settings', 'messages'];
const LOCALE_FILES = {
  'zh-CN': ['../../node_modules/antd/es/locale/zh_CN.js', '../../node_modules/dayjs/locale/zh-cn.js'],
  // antd's English is its default locale, inside antd's own chunks (no chunk of its own to add)
  'en-US': [],
  'ja-JP': ['../../node_modules/antd/es/locale/ja_JP.js', '../../node_modules/dayjs/locale/ja.js'],
};
const namespaceKey = (locale, ns) =>
  ns === 'validation' ? `../../packages/shared/src/i18n/${locale}/validation.json` : `src/locales/${locale}/${ns}.json`;
const STARTUP = Object.fromEntries(
  Object.entries(LOCALE_FILES).map(([locale, files]) => [locale, [...STARTUP_NAMESPACES.map((ns) => namespaceKey(locale, ns)), ...files]]),
);

const manifestPath = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`bundle-size: ${path.relative(root, manifestPath)} is missing. Run \`npm run build\` first (vite.config.ts needs build.manifest: true).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
// a development build (NODE_ENV other than production when Vite ran) ships React's development JSX runtime: not measured
if (Object.values(manifest).some((chunk) => /jsx-dev-runtime/.test(chunk.file))) {
  console.error('bundle-size: this is a development build (it contains react/jsx-dev-runtime). Build with NODE_ENV=production (or unset): `npm run build`.');
  process.exit(1);
}

// antd's provider and the shell are in chunks of their own (apps/web/chunk-groups.ts) and have no manifest key then:
// they are found by the group chunk's name
// and so are the translations every screen starts with and those the shell adds, one chunk of each per language
// (chunk-groups.ts translationGroups)
const GROUPED = {
  [ANTD_PROVIDER]: 'antd-base',
  [APP_SHELL]: 'shell',
  ...Object.fromEntries(
    Object.keys(LOCALE_FILES).flatMap((locale) => [
      ...STARTUP_NAMESPACES.map((ns) => [namespaceKey(locale, ns), `startup-${locale}`]),
      ...SHELL_NAMESPACES.map((ns) => [namespaceKey(locale, ns), `shell-${locale}`]),
    ]),
  ),
};
for (const [key, group] of Object.entries(GROUPED)) {
  if (manifest[key]) continue;
  const chunk = Object.values(manifest).find((candidate) => candidate.name === group && candidate.file.endsWith('.js'));
  if (!chunk) throw new Error(`bundle-size: ${key} is neither in the manifest nor in a chunk named ${group} (apps/web/chunk-groups.ts)`);
  manifest[key] = chunk;
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(fs.readFileSync(path.join(dist, file))).length);
  return gzipCache.get(file);
}

/** the output files of `keys` and of their static imports, transitively, each once */
function closure(keys, files = new Set(), seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bundle-size: ${key} is not in the manifest (did the module move? update scripts/bundle-size.mjs)`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    closure(chunk.imports ?? [], files, seen);
  }
  return files;
}

const kb = (bytes) => bytes / 1000;
const sizeOf = (files) => kb([...files].reduce((sum, file) => sum + gzipBytes(file), 0));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('bundle-size: the manifest has no entry chunk');

// which page modules the route table puts inside the signed-in shell, and their paths
const routeOf = new Map([['src/features/exception/pages/not-found-page.tsx', ['*']]]);
const insideShell = new Set();
for (const route of routePages()) {
  if (!routeOf.has(route.page)) routeOf.set(route.page, []);
  routeOf.get(route.page).push(route.path);
  if (route.insideShell) insideShell.add(route.page);
}

const pages = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry && /^src\/(features\/[^/]+|app)\/pages\/[^/]+\.tsx$/.test(key))
  .sort();

const rows = [];
for (const page of pages) {
  let worst = 0;
  let worstLocale = '';
  for (const [locale, startup] of Object.entries(STARTUP)) {
    const shell = insideShell.has(page) ? [APP_SHELL, ...SHELL_NAMESPACES.map((ns) => namespaceKey(locale, ns))] : [];
    const ownNamespaces = [...namespacesOf(path.join(webRoot, page))].map((ns) => namespaceKey(locale, ns));
    const antd = page === LOGIN_PAGE ? [] : [ANTD_PROVIDER];
    // a translation the page needs but the build does not have would be counted as nothing: say so instead
    const translations = [...startup, ...shell, ...ownNamespaces];
    const missing = translations.filter((key) => !manifest[key]);
    if (missing.length > 0) throw new Error(`bundle-size: ${page} needs ${missing.join(', ')}, which the build's manifest does not have`);
    const keys = [entryKey, APP_START, ...antd, ...translations, page];
    const size = sizeOf(closure(keys));
    if (size > worst) [worst, worstLocale] = [size, locale];
  }
  const budget = page === LOGIN_PAGE ? LOGIN_BUDGET : PAGE_BUDGET;
  rows.push({ page, routes: routeOf.get(page)?.join(' ') ?? '(not in the route table)', size: worst, locale: worstLocale, budget });
}

const entryOnly = sizeOf(closure([entryKey, APP_START]));
const width = Math.max(...rows.map((row) => row.page.length));
console.log(`JavaScript per route, KB gzip (the largest of ${Object.keys(STARTUP).join(', ')}); entry with the app's start (app/start.tsx) ${entryOnly.toFixed(1)} KB`);
console.log(`${'route module'.padEnd(width)}  ${'KB gzip'.padStart(8)}  ${'budget'.padStart(6)}  route`);
for (const row of rows) {
  const flag = row.size > row.budget ? '  OVER BUDGET' : '';
  console.log(`${row.page.padEnd(width)}  ${row.size.toFixed(1).padStart(8)}  ${String(row.budget).padStart(6)}  ${row.routes}${flag}`);
}

if (!rows.some((row) => row.page === LOGIN_PAGE)) {
  console.error(`bundle-size: ${LOGIN_PAGE} is not a lazy page chunk any more; update scripts/bundle-size.mjs`);
  process.exit(1);
}
// what chunk-groups.ts promises: the login route downloads none of the groups, pages outside the shell not the shell's
const groupFile = (name) => Object.values(manifest).find((chunk) => chunk.name === name && chunk.file.endsWith('.js'))?.file;
const loginFiles = closure([entryKey, APP_START, LOGIN_PAGE]);
const GROUPS = ['antd-base', 'shell', 'shell-shared', 'icons'];
const broken = [
  ...GROUPS.filter((name) => !groupFile(name)).map((name) => `there is no ${name} chunk (a group of chunk-groups.ts that no longer forms? update this list)`),
  ...GROUPS.filter((name) => groupFile(name) && loginFiles.has(groupFile(name))).map((name) => `the login route loads the ${name} group`),
];
for (const page of pages.filter((key) => key !== LOGIN_PAGE && !insideShell.has(key))) {
  if (closure([entryKey, APP_START, ANTD_PROVIDER, page]).has(groupFile('shell'))) broken.push(`${page} (outside the shell) loads the shell group`);
}
if (broken.length > 0) {
  console.error(`\nbundle-size: the chunk groups (apps/web/chunk-groups.ts) do not hold:\n  ${broken.join('\n  ')}`);
  process.exit(1);
}

const over = rows.filter((row) => row.size > row.budget);
if (over.length > 0) {
  console.error(`\nbundle-size: ${over.length} route(s) over budget (login ≤ ${LOGIN_BUDGET} KB, any page ≤ ${PAGE_BUDGET} KB gzip):`);
  for (const row of over) console.error(`  ${row.page}: ${row.size.toFixed(1)} KB > ${row.budget} KB (${row.locale})`);
  process.exit(1);
}
console.log(`\nbundle-size: every route within budget (login ≤ ${LOGIN_BUDGET} KB, any page ≤ ${PAGE_BUDGET} KB gzip).`);
