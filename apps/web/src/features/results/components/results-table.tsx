import { Button, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ResultRowAnswer } from '@golf/shared/schemas/score';
import { useTranslation } from 'react-i18next';
import { formatRank, formatToPar, oneDecimal, orNone } from './result-format';
import type { ShownRow } from './use-filtered-rows';
import { formatHandicap } from '../../../lib/handicap';

interface ResultsTableProps {
  rows: ShownRow[];
  withPoints: boolean;
  /** the event is in play: to par and holes played come first, where a phone shows them without scrolling */
  live?: boolean;
  highlight?: Set<string>;
  /** the caller's own player: marked, so a member finds their line among many */
  mine?: string;
  onOpen: (row: ResultRowAnswer) => void;
}

const byNumber = (pick: (r: ResultRowAnswer) => number | null | undefined) => (a: ResultRowAnswer, b: ResultRowAnswer) =>
  (pick(a) ?? Number.POSITIVE_INFINITY) - (pick(b) ?? Number.POSITIVE_INFINITY);

/** The ranked list: place (T for a tie), name, division, gross, handicap, net (and the place on net when the event ranks otherwise), putts, OUT, IN, to par, points, status. A row opens the card. */
export function ResultsTable({ rows, withPoints, live = false, highlight, mine, onOpen }: ResultsTableProps) {
  const { t } = useTranslation('results');
  const all: ColumnsType<ResultRowAnswer> = [
    {
      key: 'rank',
      title: t('columns.rank'),
      fixed: 'left',
      width: 56,
      sorter: byNumber((r) => r.rank),
      // a division's or one sex's list: the place among them, the field's place under it
      render: (_, r: ShownRow) =>
        r.placeShown ? (
          <>
            <strong>{formatRank(r.placeShown)}</strong>
            <div style={{ fontSize: 12, opacity: 0.65 }}>{t('overallPlace', { rank: formatRank(r) })}</div>
          </>
        ) : (
          <strong>{formatRank(r)}</strong>
        ),
    },
    {
      key: 'name',
      title: t('columns.name'),
      fixed: 'left',
      width: 130,
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (_, r) => (
        <span style={{ overflowWrap: 'anywhere' }}>
          {/* the row opens the scorecard on a click anywhere; the name is its button for the keyboard and screen readers */}
          <Button
            type="link"
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start', color: 'inherit' }}
            onClick={(event) => {
              event.stopPropagation();
              onOpen(r);
            }}
          >
            {r.name}
          </Button>
          {r.pid === mine && (
            <Tag color="gold" style={{ marginInlineStart: 4 }}>
              {t('you')}
            </Tag>
          )}
          {/* out of the ranking after the finish (the status column is off a phone's screen): said beside the name */}
          {!live && (r.status === 'withdrawn' || r.status === 'disqualified') && <Tag style={{ marginInlineStart: 4 }}>{t(`status.${r.status}`)}</Tag>}
          {r.tied && (
            <Tooltip title={t('tied')}>
              <Tag style={{ marginInlineStart: 4 }}>{t('tiedShort')}</Tag>
            </Tooltip>
          )}
        </span>
      ),
    },
    { key: 'net', title: t('columns.net'), width: 70, align: 'right', sorter: byNumber((r) => r.net), render: (_, r) => <strong>{oneDecimal(r.net)}</strong> },
    // an event ranked by gross: each player's place on net, which the vote and the net prizes go by
    ...(rows.some((r) => r.netRank !== undefined)
      ? [
          {
            key: 'netRank',
            title: (
              <Tooltip title={t('columns.netRankHint')}>
                <span>{t('columns.netRank')}</span>
              </Tooltip>
            ),
            width: 80,
            align: 'right' as const,
            sorter: byNumber((r: ResultRowAnswer) => r.netRank),
            render: (_: unknown, r: ResultRowAnswer) => orNone(r.netRank),
          },
        ]
      : []),
    { key: 'gross', title: t('columns.gross'), width: 70, align: 'right', sorter: byNumber((r) => r.gross), render: (_, r) => orNone(r.gross) },
    { key: 'handicap', title: t('columns.handicap'), width: 80, align: 'right', sorter: byNumber((r) => r.handicap), render: (_, r) => formatHandicap(r.handicap) },
    ...(withPoints
      ? [{ key: 'points', title: t('columns.points'), width: 70, align: 'right' as const, sorter: byNumber((r: ResultRowAnswer) => (r.points === undefined ? null : -r.points)), render: (_: unknown, r: ResultRowAnswer) => orNone(r.points) }]
      : []),
    { key: 'putts', title: t('columns.putts'), width: 64, align: 'right', sorter: byNumber((r) => r.putts), render: (_, r) => orNone(r.putts) },
    { key: 'out', title: t('columns.out'), width: 56, align: 'right', render: (_, r) => orNone(r.out) },
    { key: 'in', title: t('columns.in'), width: 56, align: 'right', render: (_, r) => orNone(r.in) },
    { key: 'toPar', title: t('columns.toPar'), width: 64, align: 'right', sorter: byNumber((r) => r.toPar), render: (_, r) => formatToPar(r.toPar) },
    { key: 'division', title: t('columns.division'), width: 80, render: (_, r) => r.division || '–' },
    {
      key: 'status',
      title: t('columns.status'),
      width: 110,
      render: (_, r) =>
        r.status === 'ok' ? (
          <Tag color="success">{t('status.ok')}</Tag>
        ) : (
          <Tag color={r.status === 'incomplete' ? 'processing' : 'default'}>{t(`status.${r.status}`, { count: r.holesPlayed })}</Tag>
        ),
    },
  ];
  // during play what a member looks for is to par, the net the places go by, and thru: where a phone shows them
  const first = live ? ['toPar', 'net', 'status'] : [];
  // no handicap or net at all (hidden holes still secret): no columns of dashes
  const hidden = new Set(rows.every((r) => r.net === null && r.handicap === null) ? ['net', 'handicap'] : []);
  const keyOf = (c: ColumnsType<ResultRowAnswer>[number]) => String(c.key);
  const columns = [
    ...all.slice(0, 2),
    ...first.flatMap((key) => all.filter((c) => keyOf(c) === key)),
    ...all.slice(2).filter((c) => !first.includes(keyOf(c))),
  ].filter((c) => !hidden.has(keyOf(c)));
  return (
    <Table
      data-testid="results-table"
      size="small"
      rowKey="pid"
      columns={columns}
      dataSource={rows}
      pagination={false}
      className="one-line-headers"
      // the whole row, its fixed place and name cells too: a line just changed, else the caller's own
      rowClassName={(r) => (highlight?.has(r.pid) ? 'row-changed' : r.pid === mine ? 'row-mine' : '')}
      scroll={{ x: 'max-content' }}
      onRow={(r) => ({
        onClick: () => onOpen(r),
        style: { cursor: 'pointer' },
        'data-testid': `result-row-${r.pid}`,
      })}
    />
  );
}
