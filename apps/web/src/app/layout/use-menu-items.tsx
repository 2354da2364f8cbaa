import { useTranslation } from 'react-i18next';
import { useRole } from '../../lib/session-user';
import { appRoutes } from '../routes';
import { useSettings } from '../settings/settings-store';
import { fromServerMenu, toItems, type Items } from './menu-tree';

/** Menu entries for the current role, from the route table or, when chosen in settings, from the server. */
export function useMenuItems(): Items {
  const { t } = useTranslation('menu');
  const role = useRole();
  const menuFromServer = useSettings((s) => s.menuFromServer);
  const serverMenu = useSettings((s) => s.serverMenu);
  const source = menuFromServer && serverMenu.length > 0 ? fromServerMenu(serverMenu) : appRoutes;
  return toItems(source, role, (meta) => t(meta.locale ?? '', { defaultValue: meta.locale }));
}
