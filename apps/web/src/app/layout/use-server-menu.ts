import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getServerMenu } from '../../features/menu/api/get-server-menu';
import { feedback } from '../../lib/feedback';
import { useSession } from '../../lib/session';
import { useSettings } from '../settings/settings-store';

/** the loading notice gives its place to the outcome's */
const NOTICE_KEY = 'server-menu';

/** Spec §4: turning "menu from server" on fetches it, with info, success or error notices. */
export function useServerMenu() {
  const { t } = useTranslation('settings');
  const menuFromServer = useSettings((s) => s.menuFromServer);
  const token = useSession((s) => s.token);

  useEffect(() => {
    if (!menuFromServer || !token) return;
    let cancelled = false;
    feedback.notify('info', t('serverMenu.loading'), undefined, NOTICE_KEY);
    getServerMenu()
      .then((serverMenu) => {
        if (cancelled) return;
        useSettings.getState().update({ serverMenu });
        feedback.notify('success', t('serverMenu.loaded'), undefined, NOTICE_KEY);
      })
      .catch((error: Error) => {
        if (!cancelled) feedback.notify('error', t('serverMenu.failed'), error.message, NOTICE_KEY);
      });
    return () => {
      cancelled = true;
    };
  }, [menuFromServer, token, t]);
}
