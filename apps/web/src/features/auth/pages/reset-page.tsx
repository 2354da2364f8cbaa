import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthShell } from '../components/auth-shell';
import { NewPasswordForm } from '../components/new-password-form';
import { ResetRequestForm } from '../components/reset-request-form';

/** `/user/reset`: without a token asks for the address, with one sets the new password. */
export function ResetPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? (
    <AuthShell title={t('reset.newTitle')} subtitle={t('reset.newSubtitle')}>
      <NewPasswordForm token={token} />
    </AuthShell>
  ) : (
    <AuthShell title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <ResetRequestForm />
    </AuthShell>
  );
}
