import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespacesOf, routePages, webRoot } from '../../../../scripts/lib/page-namespaces.mjs';
import { SHELL_NAMESPACES, STARTUP_NAMESPACES } from '../lib/startup';
import { flattenRoutes } from './route-access';
import { appRoutes, publicRoutes } from './routes';

/**
 * The first page downloads its translation namespaces together with its code (lib/startup.ts); a namespace missing
 * from its route's meta.namespaces is fetched only when the component asking for it renders and suspends, one
 * round trip after another (the event page waited for five in a row). The lists must be exactly what the page's
 * modules ask for: the startup namespaces, and the shell's for pages inside it, are loaded anyway and left out.
 */
describe('route table: the namespaces each page downloads with its code', () => {
  const routes = new Map(flattenRoutes([...publicRoutes, ...appRoutes]).map((route) => [route.path, route]));
  const pages = routePages();

  it('reads every page of the route table from its source', () => {
    expect(pages.map((page) => page.path).sort()).toEqual([...routes.keys()].sort());
  });

  it.each(pages)('$path lists what its page asks for', ({ path: routePath, page, insideShell }) => {
    const loadedAnyway = new Set([...STARTUP_NAMESPACES, ...(insideShell ? SHELL_NAMESPACES : [])]);
    const asked = [...namespacesOf(path.join(webRoot, page))].filter((ns) => !loadedAnyway.has(ns)).sort();
    expect([...(routes.get(routePath)?.meta.namespaces ?? [])].sort(), `meta.namespaces of ${routePath} (${page})`).toEqual(asked);
  });
});
