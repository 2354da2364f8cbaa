import { coursePar } from '@golf/shared/golf/course';
import { withPlaces } from '@golf/shared/golf/compute-results';
import { DEFAULT_TIE_BREAK, rankEntries } from '@golf/shared/golf/ranking';
import { fromTenths, toTenths } from '@golf/shared/golf/tenths';
import type { ResultRow, ResultStatus } from '@golf/shared/golf/types';
import { playerHandicapTenths } from '@golf/shared/golf/player-handicap';
import type { HandicapSystem, Hole, TeeRating } from '@golf/shared/schemas/golf';
import { toPlayerInput, type ScoringPlayerRow } from './scoring-input';

/**
 * The handicap systems that can rank a round from its total alone: a declared handicap (fixed) and WHS (from the
 * Handicap Index and the tee). New Peoria and Callaway compute the handicap from hole scores, Stableford scores each
 * hole: a sheet of totals is refused for them (scores.upload.ts), and so is a change to one of them while the event has
 * totals (activities.service.ts).
 */
export const TOTALS_SYSTEMS: readonly HandicapSystem['type'][] = ['fixed', 'whs'];

/**
 * Results of an event that recorded only totals (a gross-only upload, no hole scores): the player's handicap under the
 * event's system as far as it needs no hole (fixed: declared; WHS: the playing handicap from the index and the tee the
 * player's sex plays, `teeOf`; another system, should an event still have one, the declared handicap),
 * net = gross − handicap,
 * ranked by net (or gross) down the tie-break chain, with each place in the other order (`netRank` for the vote and the net prizes,
 * `grossRank` for the gross prizes); countback has no holes to compare, so it
 * passes to the next link. OUT, IN and putts per hole are unknown.
 */
export function grossOnlyResults(
  holes: readonly Hole[],
  rows: readonly ScoringPlayerRow[],
  system: HandicapSystem,
  teeOf: Record<'M' | 'F', TeeRating | null> = { M: null, F: null },
): ResultRow[] {
  const par = coursePar(holes);
  const byGross = system.rankBy === 'gross';
  const scored = rows.map((p) => {
    const status: ResultStatus =
      p.scoreStatus === 'withdrawn' || p.scoreStatus === 'disqualified' ? p.scoreStatus : p.grossTotal === null || p.scoreStatus === 'noCard' ? 'noCard' : 'ok';
    const handicapTenths = TOTALS_SYSTEMS.includes(system.type)
      ? (playerHandicapTenths({ ...toPlayerInput(p), tee: teeOf[p.sex ?? 'M'] ?? undefined }, [], { holes, system, peoria: null, hiddenHoles: null }) ?? 0)
      : toTenths(p.handicap ?? 0);
    const gross = status === 'noCard' ? null : p.grossTotal;
    const row: ResultRow = {
      pid: String(p.id),
      name: p.name,
      sex: p.sex ?? 'M',
      division: p.division || null,
      team: p.team || null,
      rank: null,
      gross,
      handicap: gross === null ? null : fromTenths(handicapTenths),
      net: gross === null ? null : fromTenths(10 * gross - handicapTenths),
      putts: gross === null ? null : p.totalPutts,
      out: null,
      in: null,
      toPar: gross === null ? null : gross - par,
      status,
      holesPlayed: 0,
    };
    return { row, handicapTenths };
  });
  const birthdays = new Map(rows.map((r) => [String(r.id), r.birthday]));
  const entries = scored
    .filter((s) => s.row.status === 'ok' && s.row.gross !== null)
    .map((s) => ({
      pid: s.row.pid,
      value: byGross ? (s.row.gross as number) : 10 * (s.row.gross as number) - s.handicapTenths,
      handicapTenths: s.handicapTenths,
      birthday: birthdays.get(s.row.pid) ?? null,
      countback: [],
    }));
  const chain = system.tieBreak ?? DEFAULT_TIE_BREAK;
  const ranked = rankEntries(entries, chain);
  const rowOf = new Map(scored.map((s) => [s.row.pid, s.row]));
  const rankedRows = withPlaces(
    ranked.map((r) => ({ ...(rowOf.get(r.pid) as ResultRow), rank: r.rank, ...(r.tied ? { tied: true } : {}) })),
    entries.map((e) => ({ ...e, value: byGross ? 10 * e.value - e.handicapTenths : (rowOf.get(e.pid)?.gross as number) })),
    chain,
    byGross ? 'netRank' : 'grossRank',
  );
  const placed = new Set(rankedRows.map((r) => r.pid));
  const order: ResultStatus[] = ['incomplete', 'noCard', 'withdrawn', 'disqualified'];
  const rest = scored
    .map((s) => s.row)
    .filter((r) => !placed.has(r.pid))
    .sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status) || (a.pid < b.pid ? -1 : 1));
  return [...rankedRows, ...rest];
}
