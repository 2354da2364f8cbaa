import { DownloadOutlined, EditOutlined, ReloadOutlined, TrophyOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Popconfirm, Space, Tag, Typography } from 'antd';
import type { AwardLine } from '@golf/shared/schemas/prize';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useDialogTarget } from '../../../lib/use-dialog-target';
import { feedback } from '../../../lib/feedback';
import { useDeleteAwardOverride } from '../api/delete-award-override';
import { useExportAwards } from '../api/export-awards';
import { useAwards } from '../api/get-awards';
import { useRecomputeAwards } from '../api/recompute-awards';
import { formatValue } from './prize-format';
import { formatStamp } from '../../../lib/format-time';

/** Only organisers open it: its form, select and text area load with the first click, not with the page members read. */
const AwardOverrideModal = lazy(() => import('./award-override-modal').then((m) => ({ default: m.AwardOverrideModal })));

/** Organisers: change the winner of the line, or give it back to the computed winner. */
function OverrideActions({ activityId, line, onEdit }: { activityId: string; line: AwardLine; onEdit: () => void }) {
  const { t } = useTranslation('prizes');
  const remove = useDeleteAwardOverride();
  const override = line.override;
  return (
    <Space size={4} wrap style={{ display: 'flex', marginTop: 6 }}>
      <Button size="small" icon={<EditOutlined />} onClick={onEdit}>
        {t('override.button')}
      </Button>
      {override && (
        <Popconfirm
          title={t('override.removeConfirm', { name: line.computedPid ? line.computedName : t('awards.nobody') })}
          okText={t('override.remove')}
          cancelText={t('cancel')}
          onConfirm={() => remove.mutateAsync({ activityId, overrideId: override.id }).then(() => feedback.success(t('override.removed')))}
        >
          <Button size="small" icon={<UndoOutlined />} loading={remove.isPending}>
            {t('override.remove')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

function AwardCard({ line, index, activityId, canManage, onOverride }: { line: AwardLine; index: number; activityId: string; canManage: boolean; onOverride: () => void }) {
  const { t, i18n } = useTranslation('prizes');
  return (
    <Card size="small" data-testid="award-line" style={line.mine ? { borderColor: '#faad14' } : line.override ? { borderColor: '#fa8c16', borderStyle: 'dashed' } : undefined}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <div
          aria-hidden
          style={{ minWidth: 36, height: 36, borderRadius: 18, background: index < 3 ? '#faad14' : '#d9d9d9', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 700 }}
        >
          {index + 1}
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text type="secondary" data-testid="award-label">
            {line.label}
          </Typography.Text>
          <div style={{ fontSize: 22, fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="award-winner">
            {line.pid ? line.name : <Typography.Text type="secondary">{t(line.pending ? 'awards.pending' : 'awards.nobody')}</Typography.Text>}
            {line.mine && (
              <Tag color="gold" style={{ marginLeft: 8, verticalAlign: 'middle' }}>
                {t('awards.mine')}
              </Tag>
            )}
            {line.shared && <Tag style={{ marginLeft: 8, verticalAlign: 'middle' }}>{t('awards.shared')}</Tag>}
            {line.override && (
              <Tag color="orange" style={{ marginLeft: 8, verticalAlign: 'middle' }} data-testid="award-overridden">
                {t('override.tag')}
              </Tag>
            )}
          </div>
          {line.override && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {t('override.computed', { name: line.computedPid ? line.computedName : t('awards.nobody') })}
            </Typography.Text>
          )}
          {line.override?.stale && canManage && (
            <Typography.Text type="danger" style={{ display: 'block' }} data-testid="award-override-stale">
              {t('override.stale')}
            </Typography.Text>
          )}
          <div style={{ fontSize: 16 }}>
            <TrophyOutlined /> {line.prizeName} × {line.num}
            {line.value != null && <Typography.Text type="secondary"> · {t('awards.value', { value: formatValue(line.value, i18n.language) })}</Typography.Text>}
          </div>
          {line.sponsor && <Typography.Text type="secondary">{t('awards.sponsoredBy', { sponsor: line.sponsor })} · </Typography.Text>}
          <Typography.Text type={line.override ? 'warning' : 'secondary'} data-testid="award-reason">
            {line.reason}
          </Typography.Text>
          {canManage && <OverrideActions activityId={activityId} line={line} onEdit={onOverride} />}
        </div>
      </div>
    </Card>
  );
}

/** The award result in presentation order, big enough to read out at the ceremony; export and recompute. */
export function AwardsList({ activityId, title }: { activityId: string; title: string }) {
  const { t, i18n } = useTranslation('prizes');
  const awards = useAwards(activityId);
  const exporter = useExportAwards();
  const recompute = useRecomputeAwards();
  const overriding = useDialogTarget<AwardLine>();
  if (!awards.data) return <QueryState error={awards.error} onRetry={() => void awards.refetch()} />;
  const { list, computedAt, canManage, shortages = [] } = awards.data;
  // numbered as the printed ceremony sheet is: one number a rule, the lines of a shared place under the same one
  const numbers: number[] = [];
  list.forEach((line, i) => numbers.push(i > 0 && list[i - 1].ruleId === line.ruleId ? numbers[i - 1] : (numbers.at(-1) ?? -1) + 1));
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={exporter.isPending}
          disabled={list.length === 0}
          onClick={() => void exporter.mutateAsync({ activityId, filename: `${title}-${t('awards.fileName')}.xlsx` })}
        >
          {t('awards.export')}
        </Button>
        {canManage && (
          <Button
            icon={<ReloadOutlined />}
            loading={recompute.isPending}
            onClick={() => void recompute.mutateAsync({ activityId }).then(() => feedback.success(t('awards.recomputed')))}
          >
            {t('awards.recompute')}
          </Button>
        )}
        {computedAt && <Typography.Text type="secondary">{t('awards.computedAt', { time: formatStamp(computedAt, i18n.language) })}</Typography.Text>}
      </Space>
      {shortages.map((short) => (
        <Alert key={short.prizeId} type="warning" showIcon title={t('awards.shortage', { prize: short.prizeName, given: short.given, stock: short.stock })} data-testid="award-shortage" />
      ))}
      {list.length === 0 ? (
        computedAt ? (
          <Empty description={t(canManage ? 'awards.noneYet' : 'awards.noneYetMember')} />
        ) : (
          <Alert type="info" showIcon title={t('awards.notComputed')} description={canManage ? t('awards.notComputedHint') : undefined} />
        )
      ) : (
        list.map((line, i) => (
          <AwardCard key={`${line.ruleId}-${line.slot}`} line={line} index={numbers[i]} activityId={activityId} canManage={canManage} onOverride={() => overriding.show(line)} />
        ))
      )}
      {overriding.target !== undefined && (
        <Suspense fallback={null}>
          <AwardOverrideModal key={overriding.key} {...overriding.props} activityId={activityId} line={overriding.target} lines={list} />
        </Suspense>
      )}
    </Space>
  );
}
