import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespacesOf, routePages, webRoot } from '../../../../scripts/lib/page-namespaces.mjs';
import { SHELL_NAMESPACES, STARTUP_NAMESPACES } from '../lib/startup';
import enMenu from '../locales/en-US/menu.json';
import jaMenu from '../locales/ja-JP/menu.json';
import zhMenu from '../locales/zh-CN/menu.json';
import { flattenRoutes } from './route-access';
import { routeTitleKey } from './route-meta';
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

describe('route table: the labels of tabs and headings', () => {
  const routes = flattenRoutes([...publicRoutes, ...appRoutes]);
  const lookup = (menu: object, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], menu);

  it.each([
    ['zh-CN', zhMenu],
    ['en-US', enMenu],
    ['ja-JP', jaMenu],
  ])('%s has a text for every label and edit label', (_locale, menu) => {
    const keys = routes.flatMap((r) => [r.meta.locale, r.meta.editLocale]).filter((k): k is string => Boolean(k));
    expect(keys.filter((k) => typeof lookup(menu, k) !== 'string')).toEqual([]);
  });

  it('says "edit" on a page opened with something to edit (?id=), "publish" otherwise', () => {
    const meta = routes.find((r) => r.path === '/dashboard/notice/publish')?.meta;
    expect(routeTitleKey(meta, '?id=12')).toBe('dashboard.noticeEdit');
    expect(routeTitleKey(meta, '?groupId=3')).toBe('dashboard.noticePublish');
    expect(routeTitleKey(routes.find((r) => r.path === '/dashboard/topic/publish')?.meta, '?id=4')).toBe('dashboard.topicEdit');
    expect(routeTitleKey(routes.find((r) => r.path === '/dashboard/activity/detail')?.meta, '?id=4')).toBe('dashboard.activityDetail');
  });
});
