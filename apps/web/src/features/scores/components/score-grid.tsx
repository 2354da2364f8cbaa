import { CheckCircleTwoTone, ExclamationCircleTwoTone, LoadingOutlined } from '@ant-design/icons';
import { Button, Tooltip, theme, type GlobalToken } from 'antd';
import type { ScorecardsAnswer } from '@golf/shared/schemas/score';
import { Fragment, memo, useCallback, useMemo, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardTotals, formatToPar } from './card-totals';
import { cellKey, cellValue, type Field, type RowEdits, type SavedRow, type useScoreEdits } from './use-score-edits';

interface ScoreGridProps {
  data: ScorecardsAnswer;
  showPutts: boolean;
  edits: ReturnType<typeof useScoreEdits>;
}

/** Strokes 2–9 are one key; a "1" waits for a second digit (10–19) unless the user moves on. Putts are one key. */
const advances = (text: string, field: Field) => field === 'putts' || text.length >= 2 || text !== '1';

/**
 * Players × holes with keyboard entry: type a digit and the cursor moves on; arrows move; Enter goes
 * down. OUT/IN/total follow as you type; each row saves on its own and shows how that went.
 */
export function ScoreGrid({ data, showPutts, edits }: ScoreGridProps) {
  const { t } = useTranslation('scores');
  const { token } = theme.useToken();
  const holes = data.holes;
  const fields = useMemo<Field[]>(() => (showPutts ? ['strokes', 'putts'] : ['strokes']), [showPutts]);
  const rowCount = data.players.length * fields.length;
  const { setCell } = edits;

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>, row: number, col: number, pid: string, hole: number, field: Field) => {
      if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
        // typed digits are handled here, not in onChange: retyping the value a cell already shows must still move on
        event.preventDefault();
        const input = event.currentTarget;
        const replace = input.selectionStart === 0 && input.selectionEnd === input.value.length;
        const text = (replace ? event.key : input.value + event.key).slice(-2);
        setCell(pid, hole, field, Number(text));
        if (advances(text, field)) focusCell(input, row, col + 1, holes.length);
        return;
      }
      const moves: Record<string, [number, number]> = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowUp: [-1, 0], ArrowDown: [1, 0], Enter: [1, 0] };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      if (row + move[0] >= 0 && row + move[0] < rowCount) focusCell(event.currentTarget, row + move[0], col + move[1], holes.length);
    },
    [setCell, holes.length, rowCount],
  );

  const headStyle: CSSProperties = { ...cellStyleOf(token), background: token.colorFillQuaternary, fontWeight: 600, padding: '4px 2px', whiteSpace: 'nowrap' };
  const stickyStyle = stickyStyleOf(token);

  return (
    // relative: the rows' screen-reader texts (.visually-hidden, absolutely placed) stay inside the scroll box instead of
    // widening the page past a phone's screen
    <div style={{ overflowX: 'auto', position: 'relative' }} data-testid="score-grid">
      <table style={{ borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums', width: '100%' }}>
        <thead>
          <tr>
            <th style={{ ...headStyle, ...stickyStyle, background: token.colorFillSecondary, minWidth: 120, textAlign: 'start', paddingInline: 8 }}>{t('grid.hole')}</th>
            {holes.map((h) => (
              <Fragment key={h.number}>
                <th style={headStyle}>{h.number}</th>
                {h.number === 9 && holes.length > 9 && <th style={headStyle}>{t('grid.out')}</th>}
              </Fragment>
            ))}
            {holes.length > 9 && <th style={headStyle}>{t('grid.in')}</th>}
            <th style={headStyle}>{t('grid.total')}</th>
            <th style={headStyle}>{t('grid.toPar')}</th>
            <th style={{ ...headStyle, minWidth: 110 }}>{t('grid.save')}</th>
          </tr>
          <tr>
            <th style={{ ...headStyle, ...stickyStyle, background: token.colorFillSecondary, textAlign: 'start', paddingInline: 8 }}>{t('grid.par')}</th>
            {holes.map((h) => (
              <Fragment key={h.number}>
                <th style={{ ...headStyle, fontWeight: 400 }}>{h.par}</th>
                {h.number === 9 && holes.length > 9 && <th style={{ ...headStyle, fontWeight: 400 }}>{holes.filter((x) => x.number <= 9).reduce((a, x) => a + x.par, 0)}</th>}
              </Fragment>
            ))}
            {holes.length > 9 && <th style={{ ...headStyle, fontWeight: 400 }}>{holes.filter((x) => x.number > 9).reduce((a, x) => a + x.par, 0)}</th>}
            <th style={{ ...headStyle, fontWeight: 400 }}>{holes.reduce((a, x) => a + x.par, 0)}</th>
            {/* no par for "to par" and "save": empty cells, not empty headers */}
            <td style={headStyle} />
            <td style={headStyle} />
          </tr>
        </thead>
        <tbody>
          {data.players.map((player, index) => (
            <PlayerRows
              key={player.pid}
              player={player}
              index={index}
              holes={holes}
              fields={fields}
              typed={edits.typed[player.pid]}
              saved={edits.saved[player.pid]}
              cellErrors={edits.cellErrors}
              state={edits.rowState[player.pid]}
              onKeyDown={onKeyDown}
              setCell={setCell}
              saveRow={edits.saveRow}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Holes = ScorecardsAnswer['holes'];
type Edits = ReturnType<typeof useScoreEdits>;

const cellStyleOf = (token: GlobalToken): CSSProperties => ({ border: `1px solid ${token.colorBorderSecondary}`, padding: 0, textAlign: 'center', minWidth: 34 });
const stickyStyleOf = (token: GlobalToken): CSSProperties => ({ position: 'sticky', insetInlineStart: 0, zIndex: 1, background: token.colorBgContainer });

/** Moves to the cell at `row`, `col` (past a row's end: the next row's start), its value selected. */
function focusCell(from: HTMLElement, row: number, col: number, holeCount: number) {
  if (col >= holeCount) [row, col] = [row + 1, 0];
  if (col < 0) [row, col] = [row - 1, holeCount - 1];
  const el = from.closest('table')?.querySelector<HTMLInputElement>(`input[data-cell="${row}:${col}"]`);
  el?.focus();
  el?.select();
}

interface PlayerRowsProps {
  player: ScorecardsAnswer['players'][number];
  index: number;
  holes: Holes;
  fields: Field[];
  typed: RowEdits | undefined;
  saved: SavedRow | undefined;
  cellErrors: Edits['cellErrors'];
  state: Edits['rowState'][string] | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>, row: number, col: number, pid: string, hole: number, field: Field) => void;
  setCell: Edits['setCell'];
  saveRow: Edits['saveRow'];
}

/**
 * One player's rows (strokes, and putts when shown), rendered again only when their own values, state or errors change:
 * with 144 players, each digit typed had rendered every row again (a second a keystroke).
 */
const PlayerRows = memo(function PlayerRows({ player, index, holes, fields, typed, saved, cellErrors, state, onKeyDown, setCell, saveRow }: PlayerRowsProps) {
  const { t } = useTranslation('scores');
  const { token } = theme.useToken();
  const cells = Object.fromEntries(holes.map((h) => [h.number, cellValue(typed, saved, h.number)]));
  const totals = cardTotals(holes, cells);
  const dirty = typed !== undefined;
  const cellStyle = cellStyleOf(token);
  const totalStyle: CSSProperties = { ...cellStyle, background: token.colorFillQuaternary, fontWeight: 600, padding: '4px 6px' };
  const holeCols = (render: (hole: Holes[number], col: number) => ReactNode, out: ReactNode) =>
    holes.map((hole, col) => (
      <Fragment key={hole.number}>
        {render(hole, col)}
        {hole.number === 9 && holes.length > 9 && out}
      </Fragment>
    ));
  return fields.map((field, f) => {
    const row = index * fields.length + f;
    const value = (hole: number) => cells[hole]?.[field] ?? null;
    return (
      <tr key={field} data-testid={`grid-row-${player.pid}-${field}`} style={{ background: dirty ? token.colorWarningBg : undefined }}>
        <th
          scope="row"
          style={{ ...cellStyle, ...stickyStyleOf(token), background: dirty ? token.colorWarningBg : token.colorBgContainer, textAlign: 'start', padding: '2px 8px', fontWeight: f === 0 ? 600 : 400 }}
        >
          {f === 0 ? player.name : <span style={{ color: token.colorTextSecondary }}>{t('grid.putts')}</span>}
        </th>
        {holeCols((hole, col) => {
          const error = cellErrors[cellKey(player.pid, hole.number, field)];
          const v = value(hole.number);
          return (
            <td style={{ ...cellStyle, background: error ? token.colorErrorBg : undefined }}>
              <Tooltip title={error} open={error ? undefined : false}>
                <input
                  data-cell={`${row}:${col}`}
                  aria-label={t('grid.cellLabel', { name: player.name, hole: hole.number, field: t(`grid.${field}`) })}
                  aria-invalid={Boolean(error)}
                  inputMode="numeric"
                  value={v === null ? '' : String(v)}
                  onFocus={(e) => e.currentTarget.select()}
                  onKeyDown={(e) => onKeyDown(e, row, col, player.pid, hole.number, field)}
                  onChange={(e) => {
                    const text = e.target.value.replace(/\D/g, '').slice(0, 2);
                    setCell(player.pid, hole.number, field, text === '' ? null : Number(text));
                    if (text && advances(text, field)) focusCell(e.currentTarget, row, col + 1, holes.length);
                  }}
                  style={{
                    width: '100%',
                    minWidth: 32,
                    height: 30,
                    border: 'none',
                    // the browser's focus ring, drawn inside the cell: keyboard users see where they type
                    outlineOffset: -2,
                    textAlign: 'center',
                    background: 'transparent',
                    color: field === 'strokes' && v !== null && v < hole.par ? token.colorError : token.colorText,
                    font: 'inherit',
                  }}
                />
              </Tooltip>
            </td>
          );
        }, (
          <td style={totalStyle} data-testid={`out-${player.pid}-${field}`}>
            {(field === 'strokes' ? totals.out : totals.puttsOut) ?? '–'}
          </td>
        ))}
        {holes.length > 9 && <td style={totalStyle} data-testid={`in-${player.pid}-${field}`}>{(field === 'strokes' ? totals.in : totals.puttsIn) ?? '–'}</td>}
        <td style={totalStyle} data-testid={`total-${player.pid}-${field}`}>
          {field === 'strokes' ? (totals.total ?? '–') : (totals.putts ?? '–')}
        </td>
        <td style={totalStyle}>{field === 'strokes' ? formatToPar(totals.toPar) : ''}</td>
        <td style={{ ...cellStyle, padding: '2px 6px', whiteSpace: 'nowrap' }}>
          {f === 0 && <RowSave dirty={dirty} state={state} onSave={() => void saveRow(player.pid)} />}
        </td>
      </tr>
    );
  });
});

function RowSave({ dirty, state, onSave }: { dirty: boolean; state: Edits['rowState'][string] | undefined; onSave: () => void }) {
  const { t } = useTranslation('scores');
  const icon =
    state?.kind === 'saving' ? (
      <LoadingOutlined />
    ) : state?.kind === 'saved' ? (
      <CheckCircleTwoTone twoToneColor="#52c41a" />
    ) : state?.kind === 'error' ? (
      <ExclamationCircleTwoTone twoToneColor="#ff4d4f" />
    ) : null;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <Button size="small" type={dirty ? 'primary' : 'default'} disabled={!dirty || state?.kind === 'saving'} onClick={onSave}>
        {t('grid.saveRow')}
      </Button>
      <Tooltip title={state?.kind === 'error' ? state.message : state?.kind === 'saved' ? t('grid.saved') : undefined}>
        {/* the icon for the eye, the words for a screen reader (read out as they change) */}
        <span role="status">
          <span aria-hidden>{icon}</span>
          <span className="visually-hidden">{state?.kind === 'error' ? state.message : state?.kind === 'saved' ? t('grid.saved') : ''}</span>
        </span>
      </Tooltip>
    </span>
  );
}
