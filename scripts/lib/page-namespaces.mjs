// Which translation namespaces each page of the web app asks for, read from the sources: the `useTranslation(…)` calls
// of the page module and of every module it imports statically (relative imports, not `import()`: what loads later
// brings its own). Used by scripts/bundle-size.mjs (the JavaScript a route downloads) and by the route table's test
// (apps/web/src/app/routes.test.ts: every route's meta.namespaces, which the first page downloads with its code).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web');

/** The namespaces that `file` and the modules it imports statically ask for (`useTranslation()` is `common`). */
export function namespacesOf(file, found = new Set(), seen = new Set()) {
  if (seen.has(file)) return found;
  seen.add(file);
  // without comments (a comment that shows a call, as in lib/i18n.ts, is not one); strings are matched first, so that
  // '/redirect/*' or 'https://…' do not start a comment
  const source = fs
    .readFileSync(file, 'utf8')
    .replace(/('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|\/\*[^]*?\*\/|\/\/[^\n]*/g, (match, string) => string ?? '');
  for (const [, args] of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
    for (const [, ns] of args.matchAll(/'([\w-]+)'/g)) found.add(ns);
    if (args.trim() === '') found.add('common');
  }
  for (const [, spec] of source.matchAll(/^(?:import|export)(?! type)[^;]*?from '(\.[^']+)'/gm)) {
    const base = path.resolve(path.dirname(file), spec);
    const resolved = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    if (resolved && /\.tsx?$/.test(resolved)) namespacesOf(resolved, found, seen);
  }
  return found;
}

/**
 * The pages of the route table (apps/web/src/app/routes.tsx): `{ path, page, insideShell }` per route with a page, where
 * `page` is the page module relative to apps/web (`src/features/…/pages/….tsx`) and `insideShell` tells a route of the
 * signed-in shell (`appRoutes`) from a public one.
 */
export function routePages() {
  const homePath = /HOME_PATH = '([^']+)'/.exec(fs.readFileSync(path.join(webRoot, 'src/lib/paths.ts'), 'utf8'))?.[1];
  const source = fs.readFileSync(path.join(webRoot, 'src/app/routes.tsx'), 'utf8').replaceAll('path: HOME_PATH', `path: '${homePath}'`);
  const appStart = source.indexOf('export const appRoutes');
  const routes = [];
  for (const match of source.matchAll(/path: '([^']+)'[^]*?import\('([^']+)'\)/g)) {
    // a `path:` directly followed by its page import (section entries without a page are skipped by the lazy match)
    routes.push({
      path: [...match[0].matchAll(/path: '([^']+)'/g)].pop()[1],
      page: path.posix.join('src/app', match[2]) + '.tsx',
      insideShell: match.index > appStart,
    });
  }
  return routes;
}
