import { DeleteOutlined, EditOutlined, HeartOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Space, Statistic, Typography } from 'antd';
import { Image } from '../../../components/lazy-image';
import type { Donation, DonationList } from '@golf/shared/schemas/donation';
import { useTranslation } from 'react-i18next';
import { DonationStatusTag, donationItem, formatAmount } from './donation-format';

const STAT = { content: { fontSize: 20, overflowWrap: 'anywhere' as const } };

/**
 * The sponsor list of an event: accepted donations with thanks and totals, plus the caller's own pending or rejected
 * ones, a pending one with its buttons to correct or withdraw it.
 */
export function SponsorList({ data, onEdit, onWithdraw }: { data: DonationList; onEdit?: (d: Donation) => void; onWithdraw?: (d: Donation) => void }) {
  const { t, i18n } = useTranslation('donations');
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Row gutter={[12, 12]}>
        {/* large sums wrap inside their own column, not over the next one */}
        <Col xs={8}>
          <Statistic title={t('totals.sponsors')} value={data.totals.sponsors} styles={STAT} />
        </Col>
        <Col xs={8}>
          <Statistic title={t('totals.money')} value={formatAmount(data.totals.money, i18n.language)} styles={STAT} />
        </Col>
        <Col xs={8}>
          <Statistic
            title={t('totals.goods')}
            value={formatAmount(data.totals.goodsValue, i18n.language)}
            styles={STAT}
            suffix={<Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('totals.items', { count: data.totals.items })}</Typography.Text>}
          />
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
              {d.content && (
                <Typography.Paragraph type="secondary" style={{ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                  {t('manage.message', { message: d.content })}
                </Typography.Paragraph>
              )}
              {d.status === 'accepted' && (
                <Typography.Text type="secondary">
                  <HeartOutlined /> {t('list.thanks')}
                </Typography.Text>
              )}
              {d.status === 'rejected' && d.reason && <Typography.Text type="danger">{t('list.reason', { reason: d.reason })}</Typography.Text>}
              {d.mine && d.canEdit && onEdit && onWithdraw && (
                <Space wrap size={4} style={{ marginTop: 4 }}>
                  <Button size="small" icon={<EditOutlined />} aria-label={`${t('list.edit')}: ${d.title}`} onClick={() => onEdit(d)}>
                    {t('list.edit')}
                  </Button>
                  <Button size="small" danger type="text" icon={<DeleteOutlined />} aria-label={`${t('list.withdraw')}: ${d.title}`} onClick={() => onWithdraw(d)}>
                    {t('list.withdraw')}
                  </Button>
                </Space>
              )}
            </div>
          </div>
        </Card>
      ))}
    </Space>
  );
}
