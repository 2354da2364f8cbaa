import type { LoginResult } from '@golf/shared/schemas/user';
import { useNavigate, useSearchParams } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { i18n } from '../../../lib/i18n';
import { applyLocale } from '../../../lib/locale';
import { localeChosenHere } from '../../../lib/startup';
import { safeRedirect } from '../../../lib/paths';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';

/** After a successful login: keep the token, forget any previous user's data, go where the user wanted. */
export function useSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (result: LoginResult) => {
    queryClient.clear();
    useSession.getState().setToken(result.token);
    // the account's language on a device where none was chosen, before anything is said: the welcome had come in the
    // default Chinese over a page that then turned English (the layout applies it too, useAccountLocale)
    const { locale } = result.info;
    const switching = locale && !localeChosenHere() && locale !== i18n.language ? applyLocale(locale, true).catch(() => undefined) : Promise.resolve();
    navigate(safeRedirect(params.get('redirect')), { replace: true });
    // (the hook's `t` keeps the language the page rendered in: the welcome is looked up once the switch is done)
    void switching.then(() => feedback.success(i18n.t('auth:login.success', { name: result.info.nickname })));
  };
}
