import { Button, Result } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-error';

/** An event page without its event yet: no id in the link, loading, not found or not allowed (with a way on), or a failure to retry. */
export function ActivityLoadState({ id, query, forbidden }: { id: string | null; query: Pick<UseQueryResult, 'error' | 'refetch'>; forbidden?: boolean }) {
  const { t } = useTranslation('activities');
  const status = forbidden ? 403 : isApiError(query.error) ? query.error.status : undefined;
  if (!id || status === 404 || status === 403) {
    return (
      <Result
        status={status === 403 ? 403 : 404}
        title={t(status === 403 ? 'missing.forbiddenTitle' : 'missing.title')}
        subTitle={status === 403 ? (query.error?.message ?? t('missing.forbiddenText')) : t('missing.text')}
        extra={
          <Link to="/dashboard/activity/index">
            <Button type="primary">{t('missing.toList')}</Button>
          </Link>
        }
      />
    );
  }
  return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
}
