import type { ScoreConflict, ScorecardsAnswer, ScoreInputHole } from '@golf/shared/schemas/score';
import { issueKey } from '@golf/shared/zod-i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { translateValidation } from '../../../lib/i18n';
import { loadSchema, usePreloadedSchemas } from '../../../lib/zod-rule';
import { scorecardsKey } from '../api/get-scorecards';
import { useSaveScorecard } from '../api/save-scorecard';
import type { CellValue } from './card-totals';

export type Field = keyof CellValue;
export type RowState = { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };
type Edits = Record<string, Record<number, Partial<CellValue>>>;
/** one player's typed values, by hole */
export type RowEdits = Edits[string];
/** one player's saved holes, by number */
export type SavedRow = Record<number, CellValue & { version: number }>;

export const cellKey = (pid: string, hole: number, field: Field) => `${pid}:${hole}:${field}`;

/** A cell as the grid shows it: what was typed, else what is saved. */
export function cellValue(typed: RowEdits | undefined, saved: SavedRow | undefined, hole: number): CellValue {
  const edit = typed?.[hole];
  return {
    strokes: edit?.strokes !== undefined ? edit.strokes : (saved?.[hole]?.strokes ?? null),
    putts: edit?.putts !== undefined ? edit.putts : (saved?.[hole]?.putts ?? null),
  };
}

/** `map` without `key`; the same object when it has none (a state update that changes nothing re-renders nothing). */
function without<T>(map: Record<string, T>, key: string): Record<string, T> {
  if (!(key in map)) return map;
  const { [key]: _gone, ...rest } = map;
  return rest;
}

// the shared rule of a hole's entry, loaded as the grid mounts: zod stays out of the page's first download (lib/zod-rule.ts)
const holeSchema = () => import('@golf/shared/schemas/score').then((m) => m.ScoreInputHoleSchema);

/**
 * The organiser grid's typed-but-unsaved values over the saved cards: edits live per player until
 * that player's row is saved (PUT with each hole's last seen version); a failed save keeps them.
 */
export function useScoreEdits(activityId: string, data: ScorecardsAnswer) {
  const [edits, setEdits] = useState<Edits>({});
  // the edits as last rendered, for a save that ends after more was typed
  const latest = useRef(edits);
  latest.current = edits;
  const [rowState, setRowState] = useState<Record<string, RowState>>({});
  const [cellErrors, setCellErrors] = useState<Record<string, string>>({});
  // holes saved meanwhile by someone else (a marker during play), as the server showed them: the next save of the row
  // replaces them knowingly, on their version (`pid:hole` → version)
  const [shown, setShown] = useState<Record<string, number>>({});
  const { t } = useTranslation('scores');
  const client = useQueryClient();
  const save = useSaveScorecard();
  usePreloadedSchemas(holeSchema);

  const saved = useMemo(() => {
    const byPlayer: Record<string, SavedRow> = {};
    for (const p of data.players) byPlayer[p.pid] = Object.fromEntries(p.holes.map((h) => [h.number, { strokes: h.strokes, putts: h.putts, version: h.version }]));
    return byPlayer;
  }, [data.players]);

  const cell = (pid: string, hole: number): CellValue => cellValue(edits[pid], saved[pid], hole);

  // stable, and touching only the row typed into: the grid's other rows keep their props and are not rendered again
  // (with 144 players, each digit re-rendered every row, a second a keystroke)
  const setCell = useCallback((pid: string, hole: number, field: Field, value: number | null) => {
    setEdits((all) => ({ ...all, [pid]: { ...all[pid], [hole]: { ...all[pid]?.[hole], [field]: value } } }));
    setCellErrors((all) => without(all, cellKey(pid, hole, field)));
    setRowState((all) => without(all, pid));
  }, []);

  /** Saves a player's row: null when saved, else why not ('cells': values to correct in red; else the request's message). */
  const saveRow = async (pid: string): Promise<null | 'cells' | string> => {
    const changed = Object.keys(edits[pid] ?? {}).map(Number);
    if (changed.length === 0) return null;
    const holes: ScoreInputHole[] = [];
    const problems: Record<string, string> = {};
    // without the rule (its download failed) the server checks the holes and answers cell by cell
    const schema = await loadSchema(holeSchema);
    for (const number of changed) {
      const value = cell(pid, number);
      const before = saved[pid]?.[number];
      // emptying the strokes of a saved hole clears the hole, putts with it
      const putts = value.strokes === null && before ? null : value.putts;
      // a hole whose newer value the organiser was shown goes on that version (changed again since, it conflicts again)
      const hole = { number, strokes: value.strokes, putts, version: shown[`${pid}:${number}`] ?? before?.version ?? 0 };
      const parsed = schema ? schema.safeParse(hole) : { success: true as const, data: hole as ScoreInputHole, error: undefined };
      if (parsed.success) holes.push(parsed.data);
      for (const issue of parsed.error?.issues ?? []) {
        const { key, params } = issueKey(issue);
        problems[cellKey(pid, number, issue.path[0] === 'putts' ? 'putts' : 'strokes')] = translateValidation(key, params);
      }
    }
    if (Object.keys(problems).length > 0) {
      setCellErrors((all) => ({ ...all, ...problems }));
      setRowState((all) => ({ ...all, [pid]: { kind: 'error', message: Object.values(problems)[0] } }));
      return 'cells';
    }
    setRowState((all) => ({ ...all, [pid]: { kind: 'saving' } }));
    const sent = edits[pid] ?? {};
    try {
      // versions checked: a hole a marker saved after the grid was read is not overwritten unseen (nor its putts wiped)
      await save.mutateAsync({ activityId, pid, input: { holes, checkVersions: true } });
      // the holes sent are saved: what was said about them (saved meanwhile) is done with
      const sentKeys = new Set(holes.flatMap((h) => [cellKey(pid, h.number, 'strokes'), cellKey(pid, h.number, 'putts')]));
      setCellErrors((all) => Object.fromEntries(Object.entries(all).filter(([key]) => !sentKeys.has(key))));
      setShown((all) => Object.fromEntries(Object.entries(all).filter(([key]) => !holes.some((h) => key === `${pid}:${h.number}`))));
      // what was typed into the row while it was saving stays, to be saved next: only the cells sent, still as sent, go
      const unchanged = (hole: string, value: Partial<CellValue>) => sent[Number(hole)]?.strokes === value.strokes && sent[Number(hole)]?.putts === value.putts;
      const left = Object.entries(latest.current[pid] ?? {}).some(([hole, value]) => !(hole in sent) || !unchanged(hole, value));
      setEdits(({ [pid]: row, ...rest }) => {
        const kept = Object.fromEntries(Object.entries(row ?? {}).filter(([hole, value]) => !(hole in sent) || !unchanged(hole, value)));
        return Object.keys(kept).length > 0 ? { ...rest, [pid]: kept } : rest;
      });
      setRowState(({ [pid]: _state, ...rest }) => (left ? rest : { ...rest, [pid]: { kind: 'saved' } }));
      return null;
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.data) {
        // saved meanwhile by someone else: each such hole says what it holds now; saving the row again replaces it
        const found = error.data as ScoreConflict;
        const now: Record<string, string> = {};
        for (const h of found.holes) {
          now[cellKey(pid, h.number, 'strokes')] =
            h.strokes === null ? t('grid.clearedMeanwhile') : t('grid.savedMeanwhile', { strokes: h.strokes, putts: h.putts ?? '–' });
        }
        setShown((all) => ({ ...all, ...Object.fromEntries(found.holes.map((h) => [`${pid}:${h.number}`, h.version])) }));
        setCellErrors((all) => ({ ...all, ...now }));
        // the cards read again: the cells not typed over (a hole's putts) show what was saved meanwhile, and go with the
        // next save instead of the older values
        void client.invalidateQueries({ queryKey: scorecardsKey(activityId) });
        const message = t('grid.conflict', { count: found.holes.length });
        setRowState((all) => ({ ...all, [pid]: { kind: 'error', message } }));
        return 'cells';
      }
      const fields = isApiError(error) ? error.fields : [];
      const fromServer: Record<string, string> = {};
      for (const f of fields) {
        const [, index, field] = f.path.split('.');
        const hole = holes[Number(index)];
        if (hole) fromServer[cellKey(pid, hole.number, field === 'putts' ? 'putts' : 'strokes')] = f.message;
      }
      setCellErrors((all) => ({ ...all, ...fromServer }));
      const message = error instanceof Error ? error.message : String(error);
      setRowState((all) => ({ ...all, [pid]: { kind: 'error', message } }));
      return Object.keys(fromServer).length > 0 ? 'cells' : message;
    }
  };

  const dirtyPids = Object.keys(edits);
  // a stable handle on the newest saveRow, for the grid's memoised rows
  const saveRowNow = useRef(saveRow);
  saveRowNow.current = saveRow;
  const saveRowStable = useCallback((pid: string) => saveRowNow.current(pid), []);
  /** Saves every changed row: null when all were saved, else the first reason a row was not (as saveRow). */
  const saveAll = async (): Promise<null | 'cells' | string> => {
    let failure: null | 'cells' | string = null;
    for (const pid of dirtyPids) failure = (await saveRow(pid)) ?? failure;
    return failure;
  };

  return {
    cell,
    setCell,
    saveRow: saveRowStable,
    saveAll,
    dirtyPids,
    rowState,
    /** the typed values by player, and the saved cards by player: each player's part keeps its identity until it changes */
    typed: edits,
    saved,
    cellErrors,
    errorOf: (pid: string, hole: number, field: Field) => cellErrors[cellKey(pid, hole, field)],
  };
}
