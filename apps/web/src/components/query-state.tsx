import { Alert, Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../lib/api-error';

/** The group a members-only refusal names (`data.groupId`): the visitor is not one of its members yet. */
function groupOutside(error: Error): string | null {
  if (!isApiError(error) || error.status !== 403) return null;
  const data = error.data as { groupId?: unknown } | null | undefined;
  return typeof data?.groupId === 'string' ? data.groupId : null;
}

/**
 * Loading and failure of a page's main query, with a way to try again; refused as someone outside its group (a shared
 * notice or topic link), the way to that group's page to apply instead (trying again could never work).
 */
export function QueryState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation('common');
  if (!error) {
    return (
      <Card>
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  const groupId = groupOutside(error);
  return (
    <Alert
      type="error"
      showIcon
      title={t('loadFailed')}
      description={error.message}
      action={
        groupId ? (
          <Link to={`/dashboard/group/detail?id=${groupId}`}>
            <Button size="small" type="primary">
              {t('openGroup')}
            </Button>
          </Link>
        ) : (
          <Button size="small" onClick={onRetry}>
            {t('retry')}
          </Button>
        )
      }
    />
  );
}
