import type { LoginResult } from '@golf/shared/schemas/user';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { feedback } from '../../../lib/feedback';
import { safeRedirect } from '../../../lib/paths';
import { queryClient } from '../../../lib/query-client';
import { useSession } from '../../../lib/session';

/** After a successful login: keep the token, forget any previous user's data, go where the user wanted. */
export function useSignIn() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (result: LoginResult) => {
    queryClient.clear();
    useSession.getState().setToken(result.token);
    feedback.success(t('login.success', { name: result.info.nickname }));
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
}
