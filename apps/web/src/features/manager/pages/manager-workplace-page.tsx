import { CheckCircleOutlined, CrownOutlined, RiseOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useManagerOverview } from '../api/get-overview';
import { NewMembersChart } from '../components/new-members-chart';
import { Heading } from '../../../components/heading';

function StatCard({ title, value, icon, color }: { title: string; value: number; icon: ReactNode; color: string }) {
  return (
    <Card style={{ height: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
        <div style={{ width: 48, height: 48, borderRadius: 12, display: 'grid', placeItems: 'center', fontSize: 22, color, background: `${color}1a` }}>
          {icon}
        </div>
        <Statistic title={title} value={value} />
      </div>
    </Card>
  );
}

/** `/manager/workplace`: member counts for site admins. */
export function ManagerWorkplacePage() {
  const { t } = useTranslation('manager');
  const overview = useManagerOverview();
  return (
    <div>
      <Heading level={2} size={4} style={{ marginTop: 0 }}>
        {t('overview.title')}
      </Heading>
      {overview.isError && (
        <Alert
          type="error"
          showIcon
          title={t('overview.failed')}
          description={overview.error.message}
          action={<Button size="small" onClick={() => void overview.refetch()}>{t('overview.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      {overview.isPending && <Skeleton active />}
      {overview.data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} sm={12} xl={6}>
            <StatCard title={t('overview.total')} value={overview.data.total} icon={<TeamOutlined />} color="#165DFF" />
          </Col>
          <Col xs={24} sm={12} xl={6}>
            <StatCard title={t('overview.active')} value={overview.data.active} icon={<CheckCircleOutlined />} color="#00B42A" />
          </Col>
          <Col xs={24} sm={12} xl={6}>
            <StatCard title={t('overview.newThisMonth')} value={overview.data.newThisMonth} icon={<RiseOutlined />} color="#FF7D00" />
          </Col>
          <Col xs={24} sm={12} xl={6}>
            <Card style={{ height: '100%' }}>
              <Typography.Text type="secondary">{t('overview.byRole')}</Typography.Text>
              <div style={{ display: 'flex', gap: 24, marginTop: 8 }}>
                <Statistic title={t('overview.admins')} value={overview.data.byRole.admin} prefix={<CrownOutlined />} />
                <Statistic title={t('overview.users')} value={overview.data.byRole.user} prefix={<UserOutlined />} />
              </div>
            </Card>
          </Col>
        </Row>
      )}
      {overview.data && (
        <div style={{ marginTop: 16 }}>
          <NewMembersChart overview={overview.data} />
        </div>
      )}
    </div>
  );
}
