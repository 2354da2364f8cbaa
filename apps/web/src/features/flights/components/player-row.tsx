import { EditOutlined, HolderOutlined, MoreOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Checkbox, Dropdown, Tag, Typography, theme, type MenuProps } from 'antd';
import type { FlightPlayerView } from '@golf/shared/schemas/flight';
import { useTranslation } from 'react-i18next';
import { useScreens } from '../../../lib/use-screens';
import { formatHandicap } from '../../../lib/handicap';

/** The name with what matters for grouping: handicap, division, guest. */
export function PlayerLabel({ player, marker }: { player: FlightPlayerView; marker?: boolean }) {
  const { t } = useTranslation('flights');
  return (
    <div style={{ minWidth: 0, flex: 1 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 4, flexWrap: 'wrap' }}>
        <span style={{ overflowWrap: 'anywhere' }} data-testid="flight-player-name">
          {player.name}
        </span>
        {player.isGuest && <Tag style={{ marginInlineEnd: 0 }}>{t('player.guest')}</Tag>}
        {marker && (
          <Tag color="gold" icon={<EditOutlined />} style={{ marginInlineEnd: 0 }}>
            {t('player.marker')}
          </Tag>
        )}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('player.handicap')} {formatHandicap(player.handicap)}
        {player.division && ` · ${player.division}`}
        {player.sex && ` · ${t(`player.sex.${player.sex}`)}`}
      </Typography.Text>
    </div>
  );
}

interface PlayerRowProps {
  player: FlightPlayerView;
  marker?: boolean;
  /** the pool shows a checkbox for batch assignment */
  checked?: boolean;
  onCheck?: (checked: boolean) => void;
  menu: MenuProps['items'];
  onMenu: (key: string) => void;
}

/** A draggable player: a handle (mouse, touch after a short press, or keyboard: Space, arrows, Space), the player and a menu of moves. */
export function PlayerRow({ player, marker, checked, onCheck, menu, onMenu }: PlayerRowProps) {
  const { t } = useTranslation('flights');
  const { token } = theme.useToken();
  // a thumb on a phone needs more than the icons' own size
  const phone = !useScreens().md;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: `p:${player.pid}`,
    data: { type: 'player', pid: player.pid },
  });
  return (
    <div
      ref={setNodeRef}
      data-testid="flight-player"
      data-pid={player.pid}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.4 : 1,
        display: 'flex',
        alignItems: 'center',
        gap: 6,
        padding: '6px 4px',
        borderBottom: `1px solid ${token.colorSplit}`,
        background: token.colorBgContainer,
      }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('drag.player', { name: player.name })}
        data-testid="player-handle"
        style={{ cursor: 'grab', touchAction: 'none', border: 'none', background: 'transparent', padding: phone ? '8px 8px' : '6px 2px', color: token.colorTextTertiary }}
      >
        <HolderOutlined />
      </button>
      {onCheck && <Checkbox checked={checked} onChange={(e) => onCheck(e.target.checked)} aria-label={player.name} />}
      <PlayerLabel player={player} marker={marker} />
      <Dropdown menu={{ items: menu, onClick: ({ key }) => onMenu(key), style: { maxHeight: '60vh', overflowY: 'auto' } }} trigger={['click']}>
        <Button type="text" size={phone ? 'middle' : 'small'} icon={<MoreOutlined />} aria-label={t('player.actions', { name: player.name })} />
      </Dropdown>
    </div>
  );
}
