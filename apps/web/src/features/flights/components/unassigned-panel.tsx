import { UsergroupAddOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Card, Checkbox, Empty, Select, theme } from 'antd';
import type { FlightPlayerView } from '@golf/shared/schemas/flight';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerRow } from './player-row';

export const NEW_FLIGHT = '__new__';

interface UnassignedPanelProps {
  pool: string[];
  people: Record<string, FlightPlayerView>;
  targets: { key: string; label: string }[];
  onAssign: (pids: string[], flightKey: string) => void;
}

/** Registered players in no flight ("unchecked"): tick several and put them into a flight — the easy path on a phone — or drag them. */
export function UnassignedPanel({ pool, people, targets, onAssign }: UnassignedPanelProps) {
  const { t } = useTranslation('flights');
  const { token } = theme.useToken();
  const [picked, setPicked] = useState<string[]>([]);
  const [target, setTarget] = useState<string>(NEW_FLIGHT);
  const { setNodeRef, isOver } = useDroppable({ id: 'pool', data: { type: 'pool' } });
  const checked = picked.filter((pid) => pool.includes(pid));
  const all = pool.length > 0 && checked.length === pool.length;
  const chosen = targets.some((x) => x.key === target) ? target : NEW_FLIGHT;

  const assign = (pids: string[], key: string) => {
    onAssign(pids, key);
    setPicked((p) => p.filter((pid) => !pids.includes(pid)));
  };

  return (
    <Card
      size="small"
      title={t('pool.title', { count: pool.length })}
      data-testid="unassigned-panel"
      extra={
        pool.length > 0 && (
          <Checkbox indeterminate={checked.length > 0 && !all} checked={all} onChange={(e) => setPicked(e.target.checked ? [...pool] : [])}>
            {t('pool.all')}
          </Checkbox>
        )
      }
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 8 }}>
        <Select
          value={chosen}
          onChange={setTarget}
          style={{ flex: '1 1 160px', minWidth: 0 }}
          aria-label={t('pool.target')}
          options={[{ value: NEW_FLIGHT, label: t('pool.newFlight') }, ...targets.map((x) => ({ value: x.key, label: x.label }))]}
          data-testid="batch-target"
        />
        <Button type="primary" icon={<UsergroupAddOutlined />} disabled={checked.length === 0} onClick={() => assign(checked, chosen)} data-testid="batch-assign">
          {t('pool.assign', { count: checked.length })}
        </Button>
      </div>
      <div ref={setNodeRef} style={{ minHeight: 64, borderRadius: 6, outline: isOver ? `2px dashed ${token.colorPrimary}` : undefined }}>
        <SortableContext items={pool.map((pid) => `p:${pid}`)} strategy={verticalListSortingStrategy}>
          {pool.map((pid) =>
            people[pid] ? (
              <PlayerRow
                key={pid}
                player={people[pid]}
                checked={checked.includes(pid)}
                onCheck={(on) => setPicked((p) => (on ? [...p, pid] : p.filter((x) => x !== pid)))}
                menu={[{ key: `move:${NEW_FLIGHT}`, label: t('pool.newFlight') }, ...targets.map((x) => ({ key: `move:${x.key}`, label: x.label }))]}
                onMenu={(action) => assign([pid], action.slice('move:'.length))}
              />
            ) : null,
          )}
        </SortableContext>
        {pool.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pool.empty')} />}
      </div>
    </Card>
  );
}
