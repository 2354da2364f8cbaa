import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** No such event, or not allowed to see it: what happened and the way to the event list. */
export function ActivityMissing({ forbidden, message }: { forbidden: boolean; message?: string }) {
  const { t } = useTranslation('activities');
  return (
    <Result
      status={forbidden ? 403 : 404}
      title={t(forbidden ? 'missing.forbiddenTitle' : 'missing.title')}
      subTitle={forbidden ? (message ?? t('missing.forbiddenText')) : t('missing.text')}
      extra={
        <Link to="/dashboard/activity/index">
          <Button type="primary">{t('missing.toList')}</Button>
        </Link>
      }
    />
  );
}
