import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { usePrizeBoard } from '../api/get-prize-board';
import { PrizeItemsTable } from './prize-items-table';
import { PrizeSettingsCard } from './prize-settings-card';
import { PrizeRulesEditor } from './prize-rules-editor';

/** Prize items and the rules that give them, loaded once; `part` shows one of them (the management tabs) or both. */
export function PrizeBoardView({ activityId, canManage, part = 'both' }: { activityId: string; canManage: boolean; part?: 'items' | 'rules' | 'both' }) {
  const { t } = useTranslation('prizes');
  const board = usePrizeBoard(activityId);
  if (!board.data) return <QueryState error={board.error} onRetry={() => void board.refetch()} />;
  const items = <PrizeItemsTable activityId={activityId} board={board.data} canManage={canManage} />;
  const rules = <PrizeRulesEditor activityId={activityId} board={board.data} canManage={canManage} />;
  const settings = canManage ? <PrizeSettingsCard activityId={activityId} /> : null;
  if (part === 'items') return items;
  if (part === 'rules')
    return (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {rules}
        {settings}
      </Space>
    );
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('items.title')}>{items}</Card>
      <Card title={t('rules.title')}>{rules}</Card>
      {settings}
    </Space>
  );
}
