import { DeleteOutlined, EditOutlined, HolderOutlined, LockOutlined, PrinterOutlined, UnlockOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Alert, Button, Card, Popconfirm, Space, Tag, Tooltip, Typography, theme, type MenuProps } from 'antd';
import type { FlightPlayerView } from '@golf/shared/schemas/flight';
import { useTranslation } from 'react-i18next';
import type { BoardFlight } from './board-state';
import { formatFlightDay, useStartLabel } from './flight-format';
import { PlayerRow } from './player-row';
import { useScreens } from '../../../lib/use-screens';

interface FlightCardProps {
  activityId: string;
  flight: BoardFlight;
  number: number;
  size: number;
  showDay: boolean;
  people: Record<string, FlightPlayerView>;
  errors?: string[];
  /** other flights a player can be moved to */
  targets: { key: string; label: string }[];
  onPlayerMenu: (pid: string, action: string) => void;
  onEdit: () => void;
  onDelete: () => void;
  onToggleLock: () => void;
  /** the board has no changes to save: the flight's printed card is the one on screen (else it would print the saved one) */
  printable: boolean;
}

/** One flight: its slot (tee time, starting tee), its players in playing order, marker, lock; draggable by its handle. */
export function FlightCard({ activityId, flight, number, size, showDay, people, errors, targets, onPlayerMenu, onEdit, onDelete, onToggleLock, printable }: FlightCardProps) {
  const { t, i18n } = useTranslation('flights');
  const { token } = theme.useToken();
  const startLabel = useStartLabel();
  // a thumb on a phone needs the full-size buttons
  const control = useScreens().md ? 'small' : 'middle';
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: `f:${flight.key}`,
    data: { type: 'flight', key: flight.key },
  });
  const { setNodeRef: setBodyRef, isOver } = useDroppable({ id: `fd:${flight.key}`, data: { type: 'flight-body', key: flight.key } });
  const over = flight.players.length > size;
  const playerMenu = (pid: string): MenuProps['items'] => [
    // a guest has no account to enter scores with: members only (the server refuses a guest too)
    ...(people[pid]?.isGuest && flight.markerPlayerId !== pid
      ? []
      : [{ key: 'marker', label: flight.markerPlayerId === pid ? t('player.unsetMarker') : t('player.setMarker') }]),
    ...(targets.length
      ? [
          // the flights to move to listed in the menu itself, under a heading: a side submenu opened off a phone's screen
          { type: 'divider' as const },
          { type: 'group' as const, key: 'move', label: t('player.moveTo'), children: targets.map((target) => ({ key: `move:${target.key}`, label: target.label })) },
        ]
      : []),
    { type: 'divider' as const },
    { key: 'remove', danger: true, label: t('player.remove') },
  ];
  const day = showDay ? formatFlightDay(flight.day, i18n.language) : '';

  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.5 : 1, height: '100%' }}
    >
      <Card
        size="small"
        data-testid="flight-card"
        data-flight-key={flight.key}
        style={{ height: '100%', borderColor: errors?.length || over ? token.colorError : flight.locked ? token.colorWarningBorder : undefined }}
        title={
          <div style={{ display: 'flex', alignItems: 'center', gap: 6, flexWrap: 'wrap' }}>
            <button
              type="button"
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={t('drag.flight', { number })}
              style={{ cursor: 'grab', touchAction: 'none', border: 'none', background: 'transparent', padding: '4px 2px', color: token.colorTextTertiary }}
            >
              <HolderOutlined />
            </button>
            <span data-testid="flight-title">{t('flight.title', { number })}</span>
            <Tag color="blue" style={{ marginInlineEnd: 0 }} data-testid="flight-tee-time">
              {day && `${day} `}
              {flight.teeTime}
            </Tag>
            <Tag style={{ marginInlineEnd: 0 }}>{startLabel(flight.startHole, flight.startGroup)}</Tag>
          </div>
        }
        extra={
          <Space size={0}>
            <Tag color={over ? 'error' : flight.players.length === size ? 'success' : 'default'} data-testid="flight-count">
              {flight.players.length}/{size}
            </Tag>
            <Tooltip title={flight.locked ? t('flight.unlock') : t('flight.lock')}>
              <Button
                type="text"
                size={control}
                aria-pressed={flight.locked}
                aria-label={flight.locked ? t('flight.unlock') : t('flight.lock')}
                icon={flight.locked ? <LockOutlined style={{ color: token.colorWarning }} /> : <UnlockOutlined />}
                onClick={onToggleLock}
              />
            </Tooltip>
            {flight.id && printable && (
              <Tooltip title={t('print.scorecard')}>
                <a href={`/print/scorecards?id=${activityId}&flight=${flight.id}`} target="_blank" rel="noreferrer" aria-label={t('print.scorecard')}>
                  <Button type="text" size={control} tabIndex={-1} icon={<PrinterOutlined />} />
                </a>
              </Tooltip>
            )}
            <Tooltip title={t('flight.edit')}>
              <Button type="text" size={control} aria-label={t('flight.edit')} icon={<EditOutlined />} onClick={onEdit} />
            </Tooltip>
            <Popconfirm
              title={t('flight.deleteTitle', { number })}
              description={t('flight.deleteText')}
              okText={t('flight.delete')}
              cancelText={t('cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={onDelete}
            >
              <Button type="text" size={control} danger aria-label={t('flight.delete')} icon={<DeleteOutlined />} />
            </Popconfirm>
          </Space>
        }
        styles={{ body: { padding: '4px 8px 8px' }, header: { paddingInline: 8 } }}
      >
        {(errors?.length || over) && (
          <Alert
            type="error"
            showIcon
            style={{ margin: '4px 0' }}
            title={
              <div data-testid="flight-errors">
                {over && !errors?.length && <div>{t('flight.overSize', { size })}</div>}
                {errors?.map((e) => (
                  <div key={e}>{e}</div>
                ))}
              </div>
            }
          />
        )}
        <div ref={setBodyRef} style={{ minHeight: 56, borderRadius: 6, outline: isOver ? `2px dashed ${token.colorPrimary}` : undefined }}>
          <SortableContext items={flight.players.map((pid) => `p:${pid}`)} strategy={verticalListSortingStrategy}>
            {flight.players.map((pid) =>
              people[pid] ? (
                <PlayerRow
                  key={pid}
                  player={people[pid]}
                  marker={flight.markerPlayerId === pid}
                  menu={playerMenu(pid)}
                  onMenu={(action) => onPlayerMenu(pid, action)}
                />
              ) : null,
            )}
          </SortableContext>
          {flight.players.length === 0 && (
            <Typography.Text type="secondary" style={{ display: 'block', padding: 12, textAlign: 'center' }}>
              {t('flight.empty')}
            </Typography.Text>
          )}
        </div>
      </Card>
    </div>
  );
}
