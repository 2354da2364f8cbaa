import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-error';
import { Result } from '../../../components/lazy-result';

/** Loading, not found (also: no `?id=`) and failure of a group page's main query. */
export function GroupPageState({ error, onRetry }: { error: Error | null; onRetry?: () => void }) {
  const { t } = useTranslation('groups');
  const navigate = useNavigate();
  const status = onRetry === undefined ? 404 : isApiError(error) ? error.status : undefined;
  if (status === 404 || status === 400 || status === 403) {
    return (
      <Result
        status={status === 403 ? '403' : '404'}
        title={status === 403 ? t('detail.forbidden') : t('detail.notFound')}
        subTitle={error?.message || t('detail.notFoundHint')}
        extra={
          <Button type="primary" onClick={() => navigate('/dashboard/group/index')}>
            {t('detail.backToList')}
          </Button>
        }
      />
    );
  }
  return <QueryState error={error} onRetry={onRetry ?? (() => undefined)} />;
}
