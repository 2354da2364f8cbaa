import { describe, expect, it } from 'vitest';
import { MENU } from '@golf/shared/menu';
import { appRoutes } from '../routes';
import { fromServerMenu, toItems } from './menu-tree';

/** The server's menu (`POST /api/user/menu`, for the "menu from the server" setting) is the route table's, entry for entry. */
describe('the server menu', () => {
  it.each(['user', 'admin'])('shows a %s what the route table shows: paths, labels, icons, order', (role) => {
    const label = (meta: { locale?: string }) => meta.locale ?? '';
    const fromServer = toItems(fromServerMenu(MENU), role, label);
    expect(fromServer).toEqual(toItems(appRoutes, role, label));
    expect(fromServer.length).toBeGreaterThan(1);
  });
});
