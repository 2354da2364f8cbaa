import { Button } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-error';
import { Result } from '../../../components/lazy-result';

/** A score page without its data yet: no id, not found or not allowed (with a way on), loading, or a failure to retry. */
export function ScorePageState({ id, query, gridForbidden = false }: { id: string | null; query: Pick<UseQueryResult, 'error' | 'refetch'>; gridForbidden?: boolean }) {
  const { t } = useTranslation('scores');
  const status = gridForbidden ? 403 : isApiError(query.error) ? query.error.status : undefined;
  if (!id || status === 404 || status === 403) {
    return (
      <Result
        status={status === 403 ? 403 : 404}
        title={t(gridForbidden ? 'state.gridForbidden' : status === 403 ? 'state.forbidden' : 'state.missing')}
        subTitle={gridForbidden ? t('state.gridForbiddenText') : status === 403 ? query.error?.message : t('state.missingText')}
        extra={
          // the grid is the organisers' page; a marker (or a player of a flight without one) enters on the score entry
          gridForbidden && id ? (
            <Link to={`/dashboard/activity/score-entry?id=${id}`}>
              <Button type="primary">{t('state.toEntry')}</Button>
            </Link>
          ) : (
            <Link to="/dashboard/activity/index">
              <Button type="primary">{t('state.toList')}</Button>
            </Link>
          )
        }
      />
    );
  }
  return <QueryState error={query.error} onRetry={() => void query.refetch()} />;
}
