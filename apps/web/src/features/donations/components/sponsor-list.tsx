import { HeartOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Row, Space, Statistic, Typography } from 'antd';
import { Image } from '../../../components/lazy-image';
import type { DonationList } from '@golf/shared/schemas/donation';
import { useTranslation } from 'react-i18next';
import { DonationStatusTag, donationItem, formatAmount } from './donation-format';

/** The sponsor list of an event: accepted donations with thanks and totals, plus the caller's own pending or rejected ones. */
export function SponsorList({ data }: { data: DonationList }) {
  const { t, i18n } = useTranslation('donations');
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Row gutter={[12, 12]}>
        <Col xs={8}>
          <Statistic title={t('totals.sponsors')} value={data.totals.sponsors} />
        </Col>
        <Col xs={8}>
          <Statistic title={t('totals.money')} value={formatAmount(data.totals.money, i18n.language)} />
        </Col>
        <Col xs={8}>
          <Statistic title={t('totals.goods')} value={formatAmount(data.totals.goodsValue, i18n.language)} suffix={<Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('totals.items', { count: data.totals.items })}</Typography.Text>} />
        </Col>
      </Row>
      {data.list.length === 0 && <Empty description={t('list.empty')} />}
      {data.list.map((d) => (
        <Card key={d.id} size="small" data-testid="sponsor">
          <div style={{ display: 'flex', gap: 12 }}>
            {d.image && <Image src={d.image} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} alt={d.goods} />}
            <div style={{ flex: 1, minWidth: 0 }}>
              <Space wrap size={4}>
                <Typography.Text strong>{d.sponsor ?? t('anonymous')}</Typography.Text>
                {d.anonymous && d.sponsor && <Typography.Text type="secondary">({t('anonymousToOthers')})</Typography.Text>}
                {d.status !== 'accepted' && <DonationStatusTag status={d.status} />}
              </Space>
              <div style={{ overflowWrap: 'anywhere' }}>
                {d.title} · {donationItem(t, d, i18n.language)}
              </div>
              {d.status === 'accepted' && (
                <Typography.Text type="secondary">
                  <HeartOutlined /> {t('list.thanks')}
                </Typography.Text>
              )}
              {d.status === 'rejected' && d.reason && <Typography.Text type="danger">{t('list.reason', { reason: d.reason })}</Typography.Text>}
            </div>
          </div>
        </Card>
      ))}
    </Space>
  );
}
