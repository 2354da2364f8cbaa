import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import type { Locale } from '@golf/shared/locales';
import type { Hole } from '@golf/shared/schemas/golf';
import type { UploadChange, UploadPreview } from '@golf/shared/schemas/score';
import type { Db } from '../../db/client';
import { players, scoreLog, scores } from '../../db/schema';
import { badRequest, conflict, tooLarge, unprocessable, withData } from '../../lib/errors';
import { checkUnpackedSize } from '../../lib/zip-guard';
import { logRow } from './scores.service';
import { translate, type Params } from '../../lib/i18n';
import type { AuthUser } from '../../plugins/context';
import { loadActivity, requireManage } from '../activities/activities.access';
import { TOTALS_SYSTEMS } from '../results/gross-only';
import { writeThenRecompute } from '../results/results.service';
import { activityHoles, scoresOf, scoringPlayers, type ScoringPlayerRow } from '../results/scoring-input';
import { nameKey } from '../../lib/names';

/** The cells of a sheet as text: the header row first. */
export type Sheet = string[][];

const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if (value instanceof Date) return value.toISOString();
    return '';
  }
  return String(value);
};

/** What an .xlsx may unpack to: a sheet of a thousand players with every hole is under 1 MB. */
export const SHEET_UNPACKED_MAX = 20 * 1024 * 1024;
/** Rows a sheet may have besides its header: twice the largest event (1,000 places). */
export const SHEET_ROWS_MAX = 2000;
/** Columns read of a row: pid, name, sex, division, 18 holes, putts, gross and room for notes; the rest is not scores. */
export const SHEET_COLUMNS_MAX = 64;

/** A sheet with more rows than any event: every row would be checked and each error answered, so it stops here. */
const tooManyRows = () => tooLarge('errors.uploadTooManyRows', { max: SHEET_ROWS_MAX });

/**
 * The encodings Excel saves "CSV" in on a Windows of each language, tried when a file is not UTF-8: the uploader's
 * language's first (Shift_JIS on a Japanese Windows, GB18030 — GBK's superset — on a Chinese one, Windows-1252 on an
 * English one), then the others'.
 */
const LEGACY_CSV_ENCODINGS: Record<Locale, string[]> = {
  'ja-JP': ['shift_jis', 'gb18030', 'windows-1252'],
  'zh-CN': ['gb18030', 'shift_jis', 'windows-1252'],
  'en-US': ['windows-1252', 'shift_jis', 'gb18030'],
};

/**
 * The text of an uploaded .csv: UTF-8 (a BOM allowed), as our template is; else one of the encodings Excel saves "CSV"
 * in. Read as UTF-8, such a file turned every name into "�" and each row into an unknown player. Each legacy encoding
 * that reads the bytes is a candidate; the one in which most of the event's player names appear is taken (a Japanese
 * club's Shift_JIS sheet uploaded from the English page), and with none found, the first by the uploader's language.
 */
export function csvText(data: Buffer, locale: Locale = 'zh-CN', names: readonly string[] = []): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    // not UTF-8: a legacy encoding
  }
  const candidates: string[] = [];
  for (const encoding of LEGACY_CSV_ENCODINGS[locale]) {
    try {
      candidates.push(new TextDecoder(encoding, { fatal: true }).decode(data));
    } catch {
      // not this encoding
    }
  }
  // (Windows-1252, in every language's list, reads any bytes: there is always a candidate)
  const keys = [...new Set(names.map(nameKey).filter((key) => key.length > 0))];
  if (candidates.length === 1 || keys.length === 0) return candidates[0];
  const found = (text: string) => {
    const folded = nameKey(text);
    return keys.filter((key) => folded.includes(key)).length;
  };
  let best = candidates[0];
  let most = found(best);
  for (const text of candidates.slice(1)) {
    const count = found(text);
    if (count > most) [best, most] = [text, count];
  }
  return best;
}

/** Reads an uploaded .csv (see {@link csvText}) or .xlsx (first sheet) into rows of text cells. */
export async function readSheet(data: Buffer, kind: 'csv' | 'xlsx', locale?: Locale, names?: readonly string[]): Promise<Sheet> {
  if (kind === 'csv') {
    // records past the cap are counted, not kept; a record is kept only as wide as a score sheet goes
    let records = 0;
    let rows: Sheet;
    try {
      rows = parse(csvText(data, locale, names), {
        bom: true,
        relax_column_count: true,
        skip_empty_lines: true,
        trim: true,
        on_record: (record: string[]) => (++records > SHEET_ROWS_MAX + 1 ? null : record.slice(0, SHEET_COLUMNS_MAX)),
      }) as string[][];
    } catch {
      throw badRequest('errors.uploadUnreadable');
    }
    if (records > SHEET_ROWS_MAX + 1) throw tooManyRows();
    return rows;
  }
  const unpacked = await checkUnpackedSize(data, SHEET_UNPACKED_MAX);
  if (unpacked === 'tooLarge') throw tooLarge('errors.uploadUnpackedTooLarge', { max: '20 MB' });
  if (unpacked === 'unreadable') throw badRequest('errors.uploadUnreadable');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest('errors.uploadUnreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('errors.uploadUnreadable');
  // a few KB can fill 20,000 rows out to column XFD: the rows are counted by the last one's number before any is read
  // (ExcelJS's own walks, eachRow and actualRowCount, visit every cell up to the last column of each row), and a row is
  // read cell by cell only as far as a score sheet goes, its empty cells at the end left off
  if (sheet.rowCount > SHEET_ROWS_MAX + 1) throw tooManyRows();
  return Array.from({ length: sheet.rowCount }, (_, r) => {
    const row = sheet.findRow(r + 1);
    const cells = Array.from({ length: Math.min(row?.cellCount ?? 0, SHEET_COLUMNS_MAX) }, (_, c) => cellText(row?.findCell(c + 1)?.value).trim());
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    return cells;
  });
}

/** One valid row of an upload: the player and what to save. */
export interface UploadRow {
  row: number;
  player: ScoringPlayerRow;
  strokes: Map<number, number>;
  /** undefined: no putts column or cell left empty */
  putts: number | undefined;
  /** a gross-only sheet: the total instead of hole strokes */
  gross?: number;
}

export interface ParsedUpload {
  /** 'gross': the sheet gives only totals (a `gross` column and no hole columns) */
  mode: 'holes' | 'gross';
  rows: UploadRow[];
  errors: { row: number; key: string; params: Params }[];
}

const INTEGER = /^\d+$/;

/**
 * Checks an upload against the event: columns `name` (or `pid`), `sex`?, `h1`…`hN` for each hole
 * of the course — or, for events that record only totals, `gross` instead of every hole column —
 * and `putts`? (total). Each row names a player of the event once and gives every hole
 * as a whole number 1–20 (putts 0 up to the gross). Rows with every hole empty are skipped (no card
 * yet). Pure: answers the valid rows and every error with its sheet row number (header = 1).
 */
export function validateUpload(sheet: Sheet, holes: readonly Hole[], roster: readonly ScoringPlayerRow[]): ParsedUpload {
  const errors: ParsedUpload['errors'] = [];
  // full-width letters and digits (ｈ１, ５) as a Japanese or Chinese keyboard types them read as their ASCII forms
  const header = (sheet[0] ?? []).map((h) => h.normalize('NFKC').trim().toLowerCase());
  const col = (name: string) => header.indexOf(name);
  const nameCol = col('name');
  const pidCol = col('pid');
  const puttsCol = col('putts');
  const holeCols = holes.map((h) => ({ number: h.number, index: col(`h${h.number}`) }));
  const missingHoles = holeCols.filter((h) => h.index < 0).map((h) => `h${h.number}`);
  const grossCol = col('gross');
  const mode = missingHoles.length === holes.length && grossCol >= 0 ? 'gross' : 'holes';
  if (nameCol < 0 && pidCol < 0) errors.push({ row: 1, key: 'errors.uploadNoNameColumn', params: {} });
  if (mode === 'holes' && missingHoles.length) {
    errors.push({ row: 1, key: 'errors.uploadMissingColumns', params: { columns: missingHoles.join(', ') } });
  }
  if (errors.length) return { mode, rows: [], errors };

  // a name as typed in a sheet: any case, full- or half-width, with or without the space between family and given name
  const byName = new Map<string, ScoringPlayerRow[]>();
  for (const p of roster) {
    const key = nameKey(p.name);
    byName.set(key, [...(byName.get(key) ?? []), p]);
  }
  const byPid = new Map(roster.map((p) => [String(p.id), p]));
  const seen = new Map<number, number>();
  const rows: UploadRow[] = [];
  sheet.slice(1).forEach((cells, i) => {
    const row = i + 2;
    const at = (index: number) => (index >= 0 ? (cells[index] ?? '').normalize('NFKC').trim() : '');
    if (cells.every((c) => !c.trim())) return;
    const rowErrors: ParsedUpload['errors'] = [];
    const pid = at(pidCol);
    const name = at(nameCol);
    let player: ScoringPlayerRow | undefined;
    if (pid) player = byPid.get(pid);
    else if (name) {
      const matches = byName.get(nameKey(name)) ?? [];
      if (matches.length > 1) rowErrors.push({ row, key: 'errors.uploadAmbiguousName', params: { name } });
      player = matches.length === 1 ? matches[0] : undefined;
    }
    if (!player && !rowErrors.length) {
      rowErrors.push(
        pid
          ? { row, key: 'errors.uploadUnknownPid', params: { pid } }
          : name
            ? { row, key: 'errors.uploadUnknownPlayer', params: { name } }
            : { row, key: 'errors.uploadNoName', params: {} },
      );
    }
    if (player) {
      const first = seen.get(player.id);
      if (first) rowErrors.push({ row, key: 'errors.uploadDuplicatePlayer', params: { name: player.name, first } });
      else seen.set(player.id, row);
    }
    const cellsOfHoles = mode === 'gross' ? [] : holeCols.map((h) => ({ number: h.number, text: at(h.index) }));
    const grossText = mode === 'gross' ? at(grossCol) : '';
    if (cellsOfHoles.every((h) => !h.text) && !grossText && !at(puttsCol)) {
      // nothing entered for this player yet
      errors.push(...rowErrors);
      return;
    }
    const strokes = new Map<number, number>();
    for (const h of cellsOfHoles) {
      if (!h.text) rowErrors.push({ row, key: 'errors.uploadMissingHole', params: { hole: h.number } });
      else if (!INTEGER.test(h.text)) rowErrors.push({ row, key: 'errors.uploadNotNumber', params: { column: `h${h.number}`, value: h.text } });
      else {
        const n = Number(h.text);
        if (n < 1 || n > 20) rowErrors.push({ row, key: 'errors.uploadStrokesRange', params: { hole: h.number, value: n } });
        else strokes.set(h.number, n);
      }
    }
    let gross: number | undefined;
    if (mode === 'gross') {
      const [min, max] = [holes.length, 20 * holes.length];
      if (!grossText) rowErrors.push({ row, key: 'errors.uploadMissingGross', params: {} });
      else if (!INTEGER.test(grossText)) rowErrors.push({ row, key: 'errors.uploadNotNumber', params: { column: 'gross', value: grossText } });
      else if (Number(grossText) < min || Number(grossText) > max) rowErrors.push({ row, key: 'errors.uploadGrossRange', params: { value: grossText, min, max } });
      else gross = Number(grossText);
    }
    let putts: number | undefined;
    const puttsText = at(puttsCol);
    if (puttsText) {
      if (!INTEGER.test(puttsText)) rowErrors.push({ row, key: 'errors.uploadNotNumber', params: { column: 'putts', value: puttsText } });
      else {
        putts = Number(puttsText);
        const total = gross ?? [...strokes.values()].reduce((s, n) => s + n, 0);
        if ((gross !== undefined || strokes.size === holes.length) && putts > total) rowErrors.push({ row, key: 'errors.uploadPuttsRange', params: { putts, gross: total } });
      }
    }
    if (rowErrors.length) errors.push(...rowErrors);
    else if (player) rows.push({ row, player, strokes, putts, ...(gross === undefined ? {} : { gross }) });
  });
  if (!errors.length && rows.length === 0) errors.push({ row: 1, key: 'errors.uploadEmpty', params: {} });
  return { mode, rows, errors };
}

/**
 * `POST /api/activities/:aid/scores/upload` (organisers): all or nothing. Any invalid row → 422
 * with `data.errors` [{ row, message }] in the caller's language and nothing saved; `dryRun`
 * answers what would change without saving; otherwise every change is saved (logged as `upload`)
 * in one transaction and the results are recomputed.
 */
export async function uploadScores(
  db: Db,
  user: AuthUser,
  aid: number,
  file: { data: Buffer; kind: 'csv' | 'xlsx' },
  options: { dryRun: boolean; locale: Locale },
): Promise<UploadPreview> {
  const activity = await loadActivity(db, aid);
  await requireManage(db, user, activity);
  if (!['closed', 'playing', 'finished'].includes(activity.status)) throw conflict('errors.scoresNotOpen');
  const holes = await activityHoles(db, activity);
  if (holes.length === 0) throw unprocessable('errors.resultsNoCourse');
  const roster = await scoringPlayers(db, aid);
  const sheet = await readSheet(
    file.data,
    file.kind,
    options.locale,
    roster.map((p) => p.name),
  );
  const parsed = validateUpload(sheet, holes, roster);
  const t = (key: string, params: Params) => translate(options.locale, key, params);
  // an event records either round totals or hole scores (the results rank one kind): a sheet of totals only where the
  // handicap system can rank totals and no hole is saved, a sheet of holes over totals only when it replaces them all
  const systemType = (activity.handicapSystem.type as string | undefined) ?? 'peoria';
  const byPoints = activity.handicapSystem.rankBy === 'points';
  if (parsed.mode === 'gross' && !parsed.errors.length && (byPoints || !TOTALS_SYSTEMS.some((type) => type === systemType))) {
    parsed.errors.push({ row: 1, key: 'errors.uploadGrossNeedsHoles', params: {} });
  }
  if (!parsed.errors.length) parsed.errors.push(...(await mixedKinds(db, aid, parsed)));
  const refuse = (found: typeof parsed.errors) => {
    const errors = found.map((e) => ({ row: e.row, message: t(e.key, e.params) }));
    return withData(unprocessable('errors.uploadInvalid', { count: new Set(errors.map((e) => e.row)).size }), { rows: [], errors, saved: false, changed: 0 });
  };
  if (parsed.errors.length) throw refuse(parsed.errors);
  const current = await scoresOf(
    db,
    parsed.rows.map((r) => r.player.id),
  );
  const key = (pid: number, hole: number) => `${pid}:${hole}`;
  const existing = new Map(current.map((s) => [key(s.playerId, s.hole), s]));
  // the putts a player has now, as the results count them: the sum of the putts entered hole by hole, else an uploaded total
  const holePutts = new Map<number, number>();
  for (const s of current) if (s.putts !== null) holePutts.set(s.playerId, (holePutts.get(s.playerId) ?? 0) + s.putts);
  const puttsNow = (p: { id: number; totalPutts: number | null }) => holePutts.get(p.id) ?? p.totalPutts ?? null;
  const preview = parsed.rows.map((r) => {
    const changes: UploadChange[] = [];
    for (const [number, strokes] of r.strokes) {
      const before = existing.get(key(r.player.id, number));
      if (before?.strokes !== strokes) changes.push({ number, field: 'strokes', from: before?.strokes ?? null, to: strokes });
    }
    if (r.gross !== undefined && r.gross !== r.player.grossTotal) changes.push({ number: null, field: 'gross', from: r.player.grossTotal, to: r.gross });
    // hole scores replace an uploaded total
    if (parsed.mode === 'holes' && r.player.grossTotal !== null) changes.push({ number: null, field: 'gross', from: r.player.grossTotal, to: null });
    if (r.putts !== undefined && r.putts !== puttsNow(r.player)) changes.push({ number: null, field: 'putts', from: puttsNow(r.player), to: r.putts });
    return { row: r.row, pid: String(r.player.id), name: r.player.name, changes };
  });
  const changed = preview.filter((p) => p.changes.length > 0).length;
  if (options.dryRun || changed === 0) return { rows: preview, errors: [], saved: false, changed };

  // every row and the results they make commit together, or nothing does (a sheet the rules cannot count: 422)
  await writeThenRecompute(db, aid, async (tx) => {
    // again under the event's lock: a marker's hole (or another sheet) saved since the check above would mix the kinds
    const mixed = await mixedKinds(tx, aid, parsed);
    if (mixed.length) throw refuse(mixed);
    // re-read under lock so a marker's save between preview and commit is logged with its real old value
    const ids = parsed.rows.map((r) => r.player.id);
    const locked = await tx.select().from(scores).where(inArray(scores.playerId, ids)).for('update');
    const now = new Map(locked.map((s) => [key(s.playerId, s.hole), s]));
    // a few statements for the whole sheet, not a few per cell: 144 cards of 18 holes were ~5,000 statements, seconds
    // in which the embedded database served nobody else
    const logs: (typeof scoreLog.$inferInsert)[] = [];
    const log = (pid: number, hole: number, before: { strokes: number; putts: number | null } | null, after: { strokes: number; putts: number | null }) =>
      logs.push(logRow(aid, pid, hole, before, after, 'upload', user.id));
    const written: { playerId: number; hole: number; strokes: number }[] = [];
    const puttsCleared: number[] = [];
    const playerSets: { id: number; set: Partial<typeof players.$inferInsert> }[] = [];
    for (const r of parsed.rows) {
      for (const [hole, strokes] of r.strokes) {
        const before = now.get(key(r.player.id, hole));
        if (before?.strokes === strokes) continue;
        written.push({ playerId: r.player.id, hole, strokes });
        log(r.player.id, hole, before ?? null, { strokes, putts: before?.putts ?? null });
      }
      const set: Partial<typeof players.$inferInsert> = {};
      if (r.putts !== undefined && r.putts !== puttsNow(r.player)) {
        set.totalPutts = r.putts;
        // the uploaded total is the newest word: putts entered hole by hole before it give way (as a later hole-by-hole
        // save clears an uploaded total), or the results would keep counting their partial sum
        puttsCleared.push(r.player.id);
        for (const hole of locked.filter((l) => l.playerId === r.player.id && l.putts !== null)) {
          const strokes = r.strokes.get(hole.hole) ?? hole.strokes;
          log(r.player.id, hole.hole, { strokes, putts: hole.putts }, { strokes, putts: null });
        }
      }
      if (r.gross !== undefined && r.gross !== r.player.grossTotal) set.grossTotal = r.gross;
      if (Object.keys(set).length) playerSets.push({ id: r.player.id, set });
    }
    // hole scores replace the event's uploaded totals, those of players the sheet leaves out too (withdrawn, no card):
    // from now on the event records holes
    if (parsed.mode === 'holes') {
      await tx.update(players).set({ grossTotal: null, updatedAt: new Date() }).where(and(eq(players.activityId, aid), isNotNull(players.grossTotal)));
    }
    if (written.length > 0) {
      // a hole new on the card starts after the changes logged for it (one cleared before keeps counting); a hole on it
      // moves on by one
      const counts = await tx
        .select({ playerId: scoreLog.playerId, hole: scoreLog.hole, n: count() })
        .from(scoreLog)
        .where(inArray(scoreLog.playerId, [...new Set(written.map((w) => w.playerId))]))
        .groupBy(scoreLog.playerId, scoreLog.hole);
      const logged = new Map(counts.map((c) => [key(c.playerId, c.hole), Number(c.n)]));
      const at = new Date();
      for (const part of chunks(written, 1000)) {
        await tx
          .insert(scores)
          .values(part.map((w) => ({ ...w, version: (logged.get(key(w.playerId, w.hole)) ?? 0) + 1, updatedBy: user.id, updatedAt: at })))
          .onConflictDoUpdate({
            target: [scores.playerId, scores.hole],
            set: { strokes: sql`excluded.strokes`, version: sql`${scores.version} + 1`, updatedBy: user.id, updatedAt: at },
          });
      }
    }
    if (puttsCleared.length > 0) {
      await tx
        .update(scores)
        .set({ putts: null, version: sql`${scores.version} + 1`, updatedBy: user.id, updatedAt: new Date() })
        .where(and(inArray(scores.playerId, puttsCleared), isNotNull(scores.putts)));
    }
    for (const part of chunks(logs, 1000)) await tx.insert(scoreLog).values(part);
    // the players' uploaded totals in one statement per thousand players, not one per player (a field of 144 held the
    // event's lock for a second)
    const at = new Date();
    for (const part of chunks(playerSets, 1000)) {
      const rows = part.map(
        ({ id, set }) =>
          sql`(${id}::bigint, ${'totalPutts' in set}::boolean, ${set.totalPutts ?? null}::integer, ${'grossTotal' in set}::boolean, ${set.grossTotal ?? null}::integer)`,
      );
      await tx.execute(sql`
        update ${players} as p set
          total_putts = case when v.set_putts then v.putts else p.total_putts end,
          gross_total = case when v.set_gross then v.gross else p.gross_total end,
          updated_at = ${at.toISOString()}::timestamptz
        from (values ${sql.join(rows, sql`, `)}) as v(id, set_putts, putts, set_gross, gross)
        where p.id = v.id`);
    }
  }, { recompute: () => true });
  return { rows: preview, errors: [], saved: true, changed };
}

/**
 * A sheet that would mix round totals and hole scores (the results rank one kind): totals where holes are saved, holes
 * that leave out a player with a total (they replace all of them). Read with `db`: the caller's transaction, under the
 * event's lock, for the write.
 */
async function mixedKinds(db: Db, aid: number, parsed: ParsedUpload): Promise<ParsedUpload['errors']> {
  if (parsed.mode === 'gross') {
    const [anyHole] = await db
      .select({ playerId: scores.playerId })
      .from(scores)
      .innerJoin(players, eq(players.id, scores.playerId))
      .where(eq(players.activityId, aid))
      .limit(1);
    return anyHole ? [{ row: 1, key: 'errors.uploadGrossHasHoles', params: {} }] : [];
  }
  const withTotals = await db
    .select({ id: players.id, name: players.name })
    .from(players)
    .where(and(eq(players.activityId, aid), eq(players.status, 'registered'), eq(players.scoreStatus, 'ok'), isNotNull(players.grossTotal)))
    .orderBy(players.id);
  const covered = new Set(parsed.rows.filter((r) => r.strokes.size > 0).map((r) => r.player.id));
  const missing = withTotals.filter((p) => !covered.has(p.id));
  if (missing.length === 0) return [];
  const names = missing.slice(0, 5).map((p) => p.name).join(', ') + (missing.length > 5 ? ', …' : '');
  return [{ row: 1, key: 'errors.uploadHolesOverTotals', params: { count: missing.length, names } }];
}

/** `items` in runs of at most `size`: a statement's parameters stay under PostgreSQL's limit (65,535) on the biggest sheet. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let i = 0; i < items.length; i += size) runs.push(items.slice(i, i + size));
  return runs;
}
