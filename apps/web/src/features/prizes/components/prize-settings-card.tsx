import { Card, Radio, Space, Switch, Typography } from 'antd';
import type { PrizeSettings } from '@golf/shared/schemas/prize';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { feedback } from '../../../lib/feedback';
import { usePrizeSettings } from '../api/get-prize-settings';
import { useUpdatePrizeSettings } from '../api/update-prize-settings';

/** One main prize per player and the net/gross priority; each change is saved at once and the awards are recomputed. */
export function PrizeSettingsCard({ activityId }: { activityId: string }) {
  const { t } = useTranslation('prizes');
  const settings = usePrizeSettings(activityId);
  const update = useUpdatePrizeSettings();
  const current = settings.data;
  const change = (patch: Partial<PrizeSettings>) => {
    if (!current) return;
    void update.mutateAsync({ activityId, settings: { ...current, ...patch } }).then(() => feedback.success(t('settings.saved')));
  };
  return (
    <Card size="small" title={t('settings.title')} data-testid="prize-settings">
      {!current ? (
        <QueryState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <div>
            <Space wrap>
              <Switch
                id="prize-one-main"
                checked={current.oneMainPrizePerPlayer}
                loading={update.isPending}
                onChange={(oneMainPrizePerPlayer) => change({ oneMainPrizePerPlayer })}
              />
              <label htmlFor="prize-one-main">{t('settings.oneMain')}</label>
            </Space>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {t(current.oneMainPrizePerPlayer ? 'settings.oneMainOn' : 'settings.oneMainOff')}
            </Typography.Paragraph>
          </div>
          <div>
            <Typography.Text id="prize-priority">{t('settings.priority')}</Typography.Text>
            <div style={{ marginTop: 4 }}>
              <Radio.Group
                aria-labelledby="prize-priority"
                value={current.priority}
                disabled={update.isPending || !current.oneMainPrizePerPlayer}
                onChange={(e) => change({ priority: e.target.value as PrizeSettings['priority'] })}
                options={[
                  { value: 'net', label: t('settings.net') },
                  { value: 'gross', label: t('settings.gross') },
                ]}
              />
            </div>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {t(current.priority === 'net' ? 'settings.netHint' : 'settings.grossHint')}
            </Typography.Paragraph>
          </div>
        </Space>
      )}
    </Card>
  );
}
