import { lazy } from 'react';

/** nav-menu.tsx (antd's Menu with the menu icons): fetched at once on a wide screen, where a menu shows with every page */
export const loadNavMenu = () => import('./nav-menu');
if (typeof window !== 'undefined' && window.matchMedia?.('(min-width: 768px)').matches) void loadNavMenu().catch(() => undefined);

export const SideMenu = lazy(() => loadNavMenu().then((m) => ({ default: m.SideMenu })));
export const TopMenu = lazy(() => loadNavMenu().then((m) => ({ default: m.TopMenu })));
