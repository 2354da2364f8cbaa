import { Button } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-error';
import { Result } from '../../../components/lazy-result';

/** A score page without its data yet: no id, not found or not allowed (with a way on), loading, or a failure to retry. */
export function ScorePageState({ id, query }: { id: string | null; query: Pick<UseQueryResult, 'error' | 'refetch'> }) {
  const { t } = useTranslation('scores');
  const status = isApiError(query.error) ? query.error.status : undefined;
  if (!id || status === 404 || status === 403) {
    return (
      <Result
        status={status === 403 ? 403 : 404}
        title={t(status === 403 ? 'state.forbidden' : 'state.missing')}
        subTitle={status === 403 ? query.error?.message : t('state.missingText')}
        extra={
          <Link to="/dashboard/activity/index">
            <Button type="primary">{t('state.toList')}</Button>
          </Link>
        }
      />
    );
  }
  return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
}
