import { TrophyOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useActivity } from '../../activities/api/get-activity';
import { PrizeBoardView } from '../components/prize-board';
import { awardsPath } from '../components/prize-format';
import { Result } from '../../../components/lazy-result';
import { Heading } from '../../../components/heading';
import { idParam } from '../../../lib/id-param';
import { useTitleSubject } from '../../../lib/document-title';

/** `/activity/awprize?id=` (hidden): an event's prize items and prize rules, for its organisers. */
export function AwprizePage() {
  const { t } = useTranslation('prizes');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const activity = useActivity(id);
  useTitleSubject(activity.data?.title);
  if (!id) return <Result status="404" title={t('missingEvent')} extra={<Link to="/activity/prize"><Button type="primary">{t('overview.title')}</Button></Link>} />;
  if (!activity.data) return <QueryState error={activity.error} onRetry={() => void activity.refetch()} />;
  const a = activity.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
          <div>
            <Heading level={2} size={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
              {t('awprize.title')}
            </Heading>
            <Link to={`/dashboard/activity/detail?id=${a.id}`}>{a.title}</Link>
          </div>
          <Link to={awardsPath(a.id)}>
            <Button icon={<TrophyOutlined />}>{t('awards.title')}</Button>
          </Link>
        </div>
        {/* how to set the prizes up: for those who can (a member sees the board as it is) */}
        {a.canManage && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('awprize.hint')}
          </Typography.Paragraph>
        )}
      </Card>
      <PrizeBoardView activityId={a.id} canManage={a.canManage} />
    </Space>
  );
}
