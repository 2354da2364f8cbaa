import { Alert, Descriptions, Drawer, Skeleton, Typography, theme } from 'antd';
import type { Hole } from '@golf/shared/schemas/golf';
import type { ResultRowAnswer } from '@golf/shared/schemas/score';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerCard } from '../api/get-player-cards';
import { formatRank, formatToPar, oneDecimal, orNone } from './result-format';
import { useListFormat } from '../../../lib/use-list-format';
import { formatHandicap } from '../../../lib/handicap';

interface ScorecardDrawerProps {
  activityId: string;
  row: ResultRowAnswer | null;
  hiddenHoles?: number[];
  onClose: () => void;
}

/** One player's card: holes, par, strokes and putts per nine, with the hidden holes marked once revealed. */
export function ScorecardDrawer({ activityId, row, hiddenHoles, onClose }: ScorecardDrawerProps) {
  const { t } = useTranslation('results');
  const list = useListFormat('narrow');
  const cards = usePlayerCard(activityId, row?.pid);
  const card = cards.data?.players.find((p) => p.pid === row?.pid);
  const holes = cards.data?.holes ?? [];
  const nines = holes.length > 9 ? [holes.filter((h) => h.number <= 9), holes.filter((h) => h.number > 9)] : [holes];
  return (
    <Drawer open={Boolean(row)} onClose={onClose} title={row?.name} size={Math.min(560, window.innerWidth)} destroyOnHidden>
      {row && (
        <Descriptions size="small" column={{ xs: 2, sm: 3 }} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('columns.rank')}>{formatRank(row)}</Descriptions.Item>
          <Descriptions.Item label={t('columns.gross')}>{orNone(row.gross)}</Descriptions.Item>
          <Descriptions.Item label={t('columns.handicap')}>{formatHandicap(row.handicap)}</Descriptions.Item>
          <Descriptions.Item label={t('columns.net')}>{oneDecimal(row.net)}</Descriptions.Item>
          <Descriptions.Item label={t('columns.putts')}>{orNone(row.putts)}</Descriptions.Item>
          <Descriptions.Item label={t('columns.toPar')}>{formatToPar(row.toPar)}</Descriptions.Item>
          {row.points !== undefined && <Descriptions.Item label={t('columns.points')}>{row.points}</Descriptions.Item>}
        </Descriptions>
      )}
      {cards.isPending && <Skeleton active />}
      {cards.error && <Alert type="error" showIcon title={cards.error.message} />}
      {card &&
        nines.map((nine, i) => (
          <NineTable key={i} label={nines.length > 1 ? t(i === 0 ? 'columns.out' : 'columns.in') : t('card.total')} holes={nine} card={card.holes} hidden={new Set(hiddenHoles ?? [])} />
        ))}
      {hiddenHoles && hiddenHoles.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {t('card.hiddenNote', { holes: list(hiddenHoles.map(String)) })}
        </Typography.Paragraph>
      )}
    </Drawer>
  );
}

function NineTable({ label, holes, card, hidden }: { label: string; holes: Hole[]; card: { number: number; strokes: number; putts: number | null }[]; hidden: Set<number> }) {
  const { t } = useTranslation('results');
  const { token } = theme.useToken();
  const cell: CSSProperties = { border: `1px solid ${token.colorBorderSecondary}`, padding: '3px 1px', textAlign: 'center', minWidth: 22 };
  const head: CSSProperties = { ...cell, background: token.colorFillQuaternary, fontWeight: 600 };
  const of = (n: number) => card.find((h) => h.number === n);
  const total = (pick: (n: number) => number | null | undefined) => {
    const values = holes.map((h) => pick(h.number)).filter((v): v is number => typeof v === 'number');
    return values.length ? values.reduce((a, v) => a + v, 0) : '–';
  };
  return (
    <div style={{ overflowX: 'auto', marginBottom: 12 }}>
      <table style={{ borderCollapse: 'collapse', width: '100%', fontVariantNumeric: 'tabular-nums', fontSize: 12 }}>
        <tbody>
          <tr>
            <th style={{ ...head, textAlign: 'start' }}>{t('card.hole')}</th>
            {holes.map((h) => (
              <th key={h.number} style={{ ...head, ...(hidden.has(h.number) ? { background: token.colorPrimaryBg, color: token.colorPrimary } : {}) }} title={hidden.has(h.number) ? t('card.hidden') : undefined}>
                {h.number}
                {hidden.has(h.number) ? '*' : ''}
              </th>
            ))}
            <th style={head}>{label}</th>
          </tr>
          <tr>
            <th style={{ ...head, textAlign: 'start', fontWeight: 400 }}>{t('card.par')}</th>
            {holes.map((h) => (
              <td key={h.number} style={cell}>
                {h.par}
              </td>
            ))}
            <td style={cell}>{holes.reduce((a, h) => a + h.par, 0)}</td>
          </tr>
          <tr>
            <th style={{ ...head, textAlign: 'start', fontWeight: 400 }}>{t('card.strokes')}</th>
            {holes.map((h) => {
              const s = of(h.number)?.strokes;
              return (
                <td key={h.number} style={{ ...cell, fontWeight: 600, color: s !== undefined && s < h.par ? token.colorError : undefined }}>
                  {s ?? '–'}
                </td>
              );
            })}
            <td style={{ ...cell, fontWeight: 600 }}>{total((n) => of(n)?.strokes)}</td>
          </tr>
          <tr>
            <th style={{ ...head, textAlign: 'start', fontWeight: 400 }}>{t('card.putts')}</th>
            {holes.map((h) => (
              <td key={h.number} style={cell}>
                {of(h.number)?.putts ?? '–'}
              </td>
            ))}
            <td style={cell}>{total((n) => of(n)?.putts)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
