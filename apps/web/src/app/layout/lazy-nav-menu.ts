import { lazyPart } from '../../lib/lazy-part';

/**
 * nav-menu.tsx (antd's Menu with the menu icons): fetched at once on a wide screen, where a menu shows with every page; on
 * a phone once the page has settled (app-layout.tsx, for the drawer) or when the drawer is first opened
 */
export const loadNavMenu = () => import('./nav-menu');
if (typeof window !== 'undefined' && window.matchMedia?.('(min-width: 768px)').matches) void loadNavMenu().catch(() => undefined);

export const SideMenu = lazyPart(() => loadNavMenu().then((m) => m.SideMenu));
export const TopMenu = lazyPart(() => loadNavMenu().then((m) => m.TopMenu));
