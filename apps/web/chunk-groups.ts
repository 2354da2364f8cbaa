import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { routePages } from '../../scripts/lib/page-namespaces.mjs';

/** set while the plan's own build runs, so that it does not plan again */
const PLANNING = 'GOLF_CHUNK_GROUPS_PLANNING';

const ENTRY = 'src/main.tsx';
/** what the login route loads: the entry, the app's start and the login page (scripts/bundle-size.mjs) */
const LOGIN_ROUTE = ['src/app/start.tsx', 'src/features/auth/pages/login-page.tsx'];
/** antd's and dayjs's locale modules (lib/startup.ts antdLocales, dayjsLocales) */
const STARTUP_LOCALE = /node_modules[\\/](antd[\\/]es[\\/]locale[\\/][a-z]{2}_[A-Z]{2}|dayjs[\\/]locale[\\/][a-z-]+)\.js$/;
/** antd's provider, which every route but login loads with its layout (app/router.tsx) */
const ANTD_PROVIDER = 'src/app/antd-provider.tsx';
/** the signed-in shell, which every page inside it loads (app/router.tsx) */
const APP_SHELL = 'src/app/layout/app-layout.tsx';

type Chunk = Rolldown.OutputChunk;

/** the chunks this plugin makes (scripts/bundle-size.mjs checks them too) */
export const GROUP_NAMES = ['antd-base', 'shell', 'shell-shared', 'icons'];

/**
 * Fewer, larger chunks for what pages load together anyway (decision 0009).
 *
 * Rolldown's automatic chunking gives every set of modules shared by a different set of pages a chunk of its own: a
 * signed-in page loaded ~100 scripts, 60 of them under 1 KB gzip, and over HTTP/1.1 (six connections) the requests,
 * not the bytes, held its first paint. This plugin first builds the app without writing it (the plan), then moves the
 * modules of whole chunks of that plan into four chunks:
 * - "antd-base": the chunks antd's provider loads statically and the login route does not (every page but login
 *   loaded all of them);
 * - "shell": those the signed-in shell loads on top, which no page outside the shell loads (every signed-in page
 *   loaded all of them);
 * - "shell-shared": those the shell loads on top that some page outside the shell (sign-up, share, print, errors)
 *   loads too, such as antd's Button and Typography: signed-in pages loaded all of them; a page outside the shell now
 *   downloads those it did not use as well (12-24 KB gzip more, all of them still far within 400 KB);
 * - "icons": the icons that signed-in pages show with their first screen (not those of the shell, menus or dialogs),
 *   each a chunk of 0.3-0.9 KB gzip before: a page now downloads ~10 KB of icons in one file, 3-7 KB more than the
 *   icons it shows, in one request instead of up to eleven (the event page).
 * The login route loads none of them, as before. The first three are closed downwards (a chunk's static imports are in
 * the same closure), so they import only chunks of the login route and each other; the icons import the icon runtime,
 * which is the login route's. `checkGroups` fails the build if that ever stops being so, or if chunks import each other
 * in a circle; scripts/bundle-size.mjs checks the login route and the pages outside the shell.
 */
export function chunkGroups(): { plugin: Plugin; groups: Rolldown.CodeSplittingGroup[] } {
  const members = { provider: new Set<string>(), shell: new Set<string>(), shared: new Set<string>(), icons: new Set<string>() };
  let root = '';
  let mode = 'production';
  let configFile: string | false = false;
  const plugin: Plugin = {
    name: 'chunk-groups',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr && !process.env[PLANNING],
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      configFile = config.configFile ?? false;
    },
    async buildStart() {
      // the plan is the same build without groups: it needs the same configuration file (plugins, antd swaps) and mode
      if (!configFile) throw new Error('chunk-groups: the web build needs its configuration file (apps/web/vite.config.ts)');
      process.env[PLANNING] = '1';
      let output: Rolldown.RolldownOutput;
      try {
        output = (await build({ root, configFile, mode, logLevel: 'silent', build: { write: false, sourcemap: false } })) as Rolldown.RolldownOutput;
      } finally {
        delete process.env[PLANNING];
      }
      const plan = planGroups(output.output.filter((item): item is Chunk => item.type === 'chunk'), root);
      members.provider = plan.provider;
      members.shell = plan.shell;
      members.shared = plan.shared;
      members.icons = plan.icons;
    },
    generateBundle(_options, bundle) {
      const problem = checkGroups(Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk'), root);
      if (problem) this.error(`chunk-groups: ${problem}`);
    },
  };
  return {
    plugin,
    groups: [
      { name: 'antd-base', test: (id) => members.provider.has(id), priority: 2 },
      { name: 'shell', test: (id) => members.shell.has(id), priority: 1 },
      { name: 'shell-shared', test: (id) => members.shared.has(id), priority: 0 },
      { name: 'icons', test: (id) => members.icons.has(id), priority: 0 },
    ],
  };
}

/**
 * The translations every screen of the app needs as it starts (lib/startup.ts STARTUP_NAMESPACES: common, layout,
 * validation) in one chunk per language, and those the signed-in shell adds (SHELL_NAMESPACES: menu, settings,
 * messages) in another: each namespace was a chunk of its own (0.2-3 KB gzip), six requests before a signed-in page's
 * first paint. A page's own namespaces stay apart: each route lists other ones.
 */
export function translationGroups(): Rolldown.CodeSplittingGroup[] {
  const sets = { startup: ['common', 'layout', 'validation'], shell: ['menu', 'settings', 'messages'] };
  return Object.entries(sets).map(([set, namespaces]) => {
    // apps/web/src/locales/<locale>/<namespace>.json, and the shared validation messages in packages/shared/src/i18n
    const file = new RegExp(`[\\/](?:locales|i18n)[\\/]([a-z]{2}-[A-Z]{2})[\\/](?:${namespaces.join('|')})\\.json$`);
    return {
      // one chunk per language: `startup-zh-CN`…
      name: (id: string) => `${set}-${file.exec(id)?.[1]}`,
      test: (id: string) => file.test(id),
      priority: 3,
    };
  });
}

/** The chunks of a build by file and by the module they start at, the static closure of chunks, the login route's. */
function chunkGraph(chunks: Chunk[], root: string) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const bySource = (source: string) => {
    const file = path.join(root, source);
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === file);
    if (!chunk) throw new Error(`chunk-groups: no chunk starts at ${source} (did the module move? update apps/web/chunk-groups.ts)`);
    return chunk;
  };
  const closure = (starts: Chunk[]) => {
    const seen = new Set<string>();
    const todo = starts.map((chunk) => chunk.fileName);
    while (todo.length > 0) {
      const file = todo.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      todo.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  // the page's entry (index.html's script, src/main.tsx)
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.moduleIds.includes(path.join(root, ENTRY)));
  if (!entry) throw new Error(`chunk-groups: no entry chunk with ${ENTRY}`);
  // antd's and dayjs's locale of the language, which the app's start awaits on every page, login included (lib/startup.ts)
  const locales = chunks.filter((chunk) => chunk.facadeModuleId && STARTUP_LOCALE.test(chunk.facadeModuleId));
  return { byFile, bySource, closure, login: closure([entry, ...LOGIN_ROUTE.map(bySource), ...locales]) };
}

/**
 * What the groups must keep in the built app: each imports only the login route's chunks and other groups, no chunk
 * imports itself back (no cycles), and the login route loads none of them. The reason when one does not hold.
 */
export function checkGroups(chunks: Chunk[], root: string): string | null {
  const { byFile, login } = chunkGraph(chunks, root);
  const groups = chunks.filter((chunk) => GROUP_NAMES.includes(chunk.name));
  if (groups.length === 0) return null;
  for (const group of groups) {
    if (login.has(group.fileName)) return `the login route loads the ${group.name} group`;
    const stray = group.imports.filter((file) => !login.has(file) && !groups.some((other) => other.fileName === file));
    if (stray.length > 0) return `the ${group.name} group imports ${stray.join(', ')}, which is neither the login route's nor a group`;
  }
  const state = new Map<string, 'open' | 'done'>();
  const cycleFrom = (file: string, path: string[]): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...path, file];
    state.set(file, 'open');
    for (const next of byFile.get(file)?.imports ?? []) {
      const cycle = cycleFrom(next, [...path, file]);
      if (cycle) return cycle;
    }
    state.set(file, 'done');
    return null;
  };
  for (const group of groups) {
    const cycle = cycleFrom(group.fileName, []);
    if (cycle) return `the chunks import each other in a circle: ${cycle.join(' → ')}`;
  }
  return null;
}

/** The modules of each group, from the chunks of a build without groups. */
export function planGroups(chunks: Chunk[], root: string) {
  const { byFile, bySource, closure, login } = chunkGraph(chunks, root);
  const provider = closure([bySource(ANTD_PROVIDER)]);
  const shell = closure([bySource(APP_SHELL)]);
  // pages outside the shell (sign-up, share, print, errors…) must not download the shell's group
  const outside = closure(
    routePages()
      .filter((route) => !route.insideShell)
      .map((route) => route.page)
      .filter((page) => !LOGIN_ROUTE.includes(page))
      .map(bySource),
  );
  const modulesOf = (files: Iterable<string>) => new Set([...files].flatMap((file) => byFile.get(file)?.moduleIds ?? []));
  const shellOnly = [...shell].filter((file) => !login.has(file) && !provider.has(file));
  // the icons the signed-in pages show (each was a chunk of its own, ~0.3-0.9 KB gzip, shared by a different set of pages)
  const signedIn = closure(
    routePages()
      .filter((route) => route.insideShell)
      .map((route) => bySource(route.page)),
  );
  const isIcon = (id: string) => /[\\/]@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/]/.test(id);
  const icons = [...signedIn].filter((file) => !login.has(file) && !provider.has(file) && !shell.has(file) && (byFile.get(file)?.moduleIds ?? []).every(isIcon));
  return {
    provider: modulesOf([...provider].filter((file) => !login.has(file))),
    shell: modulesOf(shellOnly.filter((file) => !outside.has(file))),
    shared: modulesOf(shellOnly.filter((file) => outside.has(file))),
    icons: modulesOf(icons),
  };
}
