import { Button, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { loginPathFor, safeRedirect } from '../../../lib/paths';
import { useConfirmAccount } from '../api/confirm-account';
import { AuthShell } from '../components/auth-shell';
import { ResendActivation } from '../components/resend-activation';

/** `/user/active?token=…[&redirect=…]`: activates at once, then to login (and on to `redirect`); on failure explains and offers a new mail. */
export function ActivatePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const redirect = params.get('redirect');
  const confirm = useConfirmAccount();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  const toLogin = (
    <Link to={redirect ? loginPathFor(safeRedirect(redirect)) : '/login'}>
      <Button type="primary">{t('activation.toLogin')}</Button>
    </Link>
  );

  // `&change=1`: the link confirms a new address of an account (user settings), not a new account
  if (params.get('change') === '1') {
    return (
      <AuthShell title={t('activation.changeTitle')}>
        {token && (confirm.isPending || confirm.isIdle) && <Result icon={<Spin size="large" />} title={t('activation.changeWorking')} />}
        {confirm.isSuccess && <Result status="success" title={t('activation.changeDone')} subTitle={t('activation.changeDoneText')} extra={toLogin} />}
        {(confirm.isError || !token) && (
          <Result
            status="warning"
            title={t('activation.changeFailed')}
            subTitle={isApiError(confirm.error) && confirm.error.status !== 400 ? confirm.error.message : t('activation.changeFailedText')}
            extra={
              <Link to="/user/setting">
                <Button type="primary">{t('activation.toSettings')}</Button>
              </Link>
            }
          />
        )}
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('activation.title')}>
      {token && (confirm.isPending || confirm.isIdle) && (
        <Result icon={<Spin size="large" />} title={t('activation.working')} />
      )}
      {confirm.isSuccess && <Result status="success" title={t('activation.done')} subTitle={t('activation.doneText')} extra={toLogin} />}
      {(confirm.isError || !token) && (
        <>
          <Result
            status="warning"
            title={token ? t('activation.failed') : t('activation.noToken')}
            // the server's message says why (it repeated this text before); a link opened a second time is the usual case:
            // the account is active already, so the way to log in comes first
            subTitle={!token ? t('activation.failedText') : isApiError(confirm.error) && confirm.error.status === 400 ? t('activation.usedText') : confirm.error?.message}
            extra={token ? toLogin : undefined}
            style={{ padding: '16px 0' }}
          />
          <ResendActivation />
        </>
      )}
    </AuthShell>
  );
}
