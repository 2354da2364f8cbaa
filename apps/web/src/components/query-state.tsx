import { Alert, Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** Loading and failure of a page's main query, with a way to try again. */
export function QueryState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation('common');
  if (!error) {
    return (
      <Card>
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      title={t('loadFailed')}
      description={error.message}
      action={
        <Button size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
