import { SettingOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useActivity } from '../../activities/api/get-activity';
import { AwardsList } from '../components/awards-list';
import { CeremonySheetLink } from '../components/ceremony-sheet-link';
import { awprizePath } from '../components/prize-format';
import { Result } from '../../../components/lazy-result';
import { Heading } from '../../../components/heading';
import { idParam } from '../../../lib/id-param';
import { useTitleSubject } from '../../../lib/document-title';

/** `/activity/awards?id=`: the award result of an event in presentation order, for the ceremony and for members. */
export function AwardsPage() {
  const { t } = useTranslation('prizes');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const activity = useActivity(id);
  useTitleSubject(activity.data?.title);
  if (!id) return <Result status="404" title={t('missingEvent')} extra={<Link to="/activity/prize"><Button type="primary">{t('overview.title')}</Button></Link>} />;
  if (!activity.data) return <QueryState error={activity.error} onRetry={() => void activity.refetch()} />;
  const a = activity.data;
  return (
    <Card>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
          <div>
            <Heading level={2} size={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
              {t('awards.title')}
            </Heading>
            <Link to={`/dashboard/activity/detail?id=${a.id}`}>{a.title}</Link>
          </div>
          {a.canManage && (
            <Space wrap>
              <CeremonySheetLink activityId={a.id} />
              <Link to={awprizePath(a.id)}>
                <Button icon={<SettingOutlined />}>{t('awards.manage')}</Button>
              </Link>
            </Space>
          )}
        </div>
        <AwardsList activityId={a.id} title={a.title} />
      </Space>
    </Card>
  );
}
