import type { ComponentType } from 'react';

/** Spec §2's route meta: login and role requirement, menu label (a `menu:` key), icon and order. */
export interface RouteMeta {
  requiresAuth?: boolean;
  /** `['*']` for any role, `['admin']` for admins */
  roles?: string[];
  hideInMenu?: boolean;
  locale?: string;
  /** the label (a `menu:` key) of a page that also edits: the tab and the heading say it when the address has an `id` */
  editLocale?: string;
  icon?: string;
  order?: number;
  /**
   * translation namespaces the page's modules ask for (beyond the startup ones, and the shell's inside it), downloaded
   * together with its code when it is the first page (lib/startup.ts); routes.test.ts keeps the lists exact
   */
  namespaces?: string[];
}

export interface AppRoute {
  /** absolute path */
  path: string;
  meta: RouteMeta;
  /** the page module, loaded lazily */
  page?: () => Promise<ComponentType>;
  /**
   * Starts the page's first API reads as the navigation begins (signed in only), beside the downloads of its code and
   * translations, instead of after its first render; what it fetches goes into the query cache the page reads.
   * Keep the module it imports small: the route table is part of the first download.
   */
  prefetch?: (search: URLSearchParams) => Promise<void>;
  children?: AppRoute[];
}

/** The `menu:` key a page's tab and heading show: its edit label when it opens something to edit (`?id=`), else its label. */
export function routeTitleKey(meta: RouteMeta | undefined, search: string): string | undefined {
  return meta?.editLocale && new URLSearchParams(search).has('id') ? meta.editLocale : meta?.locale;
}
