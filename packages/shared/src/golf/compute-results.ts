import type { CardHole, RankBy, TieBreak } from '../schemas/golf';
import { assertCourse } from './course';
import { countbackKeys, type CountbackBasis } from './countback';
import { resolvePeoriaParams } from './handicap-peoria';
import { resolveHiddenHoles } from './hidden-holes';
import { playerHandicapTenths, type HandicapContext } from './player-handicap';
import { DEFAULT_TIE_BREAK, rankEntries, type RankEntry } from './ranking';
import { summarizeCard, strokesByHole } from './scorecard';
import { stablefordPoints } from './stableford';
import { rankTeams } from './teams';
import { fromTenths, roundTenthsToInt } from './tenths';
import type { ComputeResultsInput, ComputeResultsOutput, PlayerInput, ResultRow, ResultStatus } from './types';

const UNRANKED_ORDER: readonly ResultStatus[] = ['incomplete', 'noCard', 'withdrawn', 'disqualified'];
/** Cards still being played, as a live leaderboard lists them: best to par first, then the furthest round. */
const byProgress = (a: ResultRow, b: ResultRow) =>
  a.status === 'incomplete' && b.status === 'incomplete' ? (a.toPar ?? 0) - (b.toPar ?? 0) || b.holesPlayed - a.holesPlayed : 0;

interface Scored {
  row: ResultRow;
  entry: RankEntry | null;
  /** the same player ranked on net, when the event ranks by gross (the vote and the net prizes go by net) */
  netEntry?: RankEntry;
  /** the same player ranked on gross, when the event ranks otherwise (the gross prizes go by it) */
  grossEntry?: RankEntry;
}

function scorePlayer(
  player: PlayerInput,
  card: readonly CardHole[],
  input: ComputeResultsInput,
  ctx: HandicapContext,
  rankBy: RankBy,
  withPoints: boolean,
): Scored {
  const { holes } = input;
  const summary = summarizeCard(holes, card);
  const handicapTenths = summary.complete ? playerHandicapTenths(player, card, ctx) : null;
  const status: ResultStatus =
    player.status === 'withdrawn' || player.status === 'disqualified'
      ? player.status
      : summary.holesPlayed === 0
        ? 'noCard'
        : summary.complete && handicapTenths !== null
          ? 'ok'
          : 'incomplete';
  const played = summary.holesPlayed > 0;
  const row: ResultRow = {
    pid: player.pid,
    name: player.name,
    sex: player.sex,
    division: player.division ?? null,
    team: player.team ?? null,
    rank: null,
    gross: played ? summary.gross : null,
    handicap: handicapTenths === null ? null : fromTenths(handicapTenths),
    net: handicapTenths === null ? null : fromTenths(10 * summary.gross - handicapTenths),
    putts: summary.putts,
    // a nine not started yet (a live round; the IN of a 9-hole course) has no total
    out: summary.holes.some((h) => h.strokes !== null && h.number <= 9) ? summary.out : null,
    in: summary.holes.some((h) => h.strokes !== null && h.number > 9) ? summary.in : null,
    toPar: played ? summary.toPar : null,
    status,
    holesPlayed: summary.holesPlayed,
  };
  if (status !== 'ok' || handicapTenths === null) return { row, entry: null };

  const points = withPoints ? stablefordPoints(holes, card, roundTenthsToInt(handicapTenths)) : null;
  if (points) row.points = points.total;
  const countbackGross = (input.countback ?? input.handicapSystem.countback) === 'gross';
  const netBasis: CountbackBasis = countbackGross ? { kind: 'gross' } : { kind: 'net', handicapTenths };
  const basis: CountbackBasis =
    rankBy === 'points' && points ? { kind: 'points', pointsPerHole: points.perHole } : rankBy === 'gross' ? { kind: 'gross' } : netBasis;
  const netValue = 10 * summary.gross - handicapTenths;
  const value = rankBy === 'net' ? netValue : rankBy === 'gross' ? summary.gross : -(points?.total ?? 0);
  const strokes = strokesByHole(card);
  const entry: RankEntry = { pid: player.pid, value, handicapTenths, birthday: player.birthday, countback: countbackKeys(holes, strokes, basis) };
  // a Stableford ranking is the event's net competition (points from net strokes): it needs no second net order
  if (rankBy !== 'gross') return { row, entry, grossEntry: { ...entry, value: summary.gross, countback: countbackKeys(holes, strokes, { kind: 'gross' }) } };
  return { row, entry, netEntry: { ...entry, value: netValue, countback: countbackKeys(holes, strokes, netBasis) } };
}

/**
 * The other order's places for the ranked rows, with the same tie-break chain: on net (`netRank`) when the event ranks
 * by gross — the vote predicts the net 1st and 2nd (PRODUCT.md) and the net prizes go by net, whatever the event's own
 * ranking — and on gross (`grossRank`, countback on gross strokes) otherwise, for the gross prizes.
 */
export function withPlaces(rows: readonly ResultRow[], entries: readonly RankEntry[], chain: readonly TieBreak[], key: 'netRank' | 'grossRank'): ResultRow[] {
  if (entries.length === 0) return [...rows];
  const places = new Map(rankEntries(entries, chain).map((r) => [r.pid, r.rank]));
  return rows.map((row) => (row.rank !== null && places.has(row.pid) ? { ...row, [key]: places.get(row.pid) } : row));
}

const byPid = (a: ResultRow, b: ResultRow) => (a.pid < b.pid ? -1 : a.pid > b.pid ? 1 : 0);

/**
 * The results of an event, in one call: per player gross, OUT/IN, putts, to-par, handicap under
 * the event's system, net (= gross − handicap, one decimal), Stableford points where used, rank
 * with the tie-break chain, and team results. Ranked rows come first by rank; incomplete cards
 * (best to par first, then the furthest round, as a live leaderboard shows them), no-card,
 * withdrawn and disqualified players follow with `rank: null`.
 * Peoria hidden holes are the system's `hiddenHoles` (validated) or a balanced draw by `rng`;
 * they are answered so the caller can store them. Pure: no I/O, the input is not modified.
 * Throws `GolfRuleError` for a malformed course or hidden-hole list.
 */
export function computeResults(input: ComputeResultsInput): ComputeResultsOutput {
  const { holes, handicapSystem: system } = input;
  assertCourse(holes);
  const peoria = system.type === 'peoria' ? resolvePeoriaParams(system, holes.length) : null;
  const hiddenHoles = peoria
    ? resolveHiddenHoles(holes, { hiddenHoles: system.hiddenHoles, hiddenCount: peoria.hiddenCount }, input.rng ?? Math.random)
    : null;
  const ctx: HandicapContext = { holes, system, peoria, hiddenHoles, tee: input.tee };
  const rankBy = input.rankBy ?? system.rankBy ?? (system.type === 'stableford' ? 'points' : 'net');
  const withPoints = rankBy === 'points' || system.type === 'stableford';
  const cards = new Map(input.cards.map((c) => [c.pid, c.holes]));

  const scored = input.players.map((p) => scorePlayer(p, cards.get(p.pid) ?? [], input, ctx, rankBy, withPoints));
  const chain = input.tieBreak ?? system.tieBreak ?? DEFAULT_TIE_BREAK;
  const ranked = rankEntries(
    scored.flatMap((s) => (s.entry ? [s.entry] : [])),
    chain,
  );
  const rows = new Map(scored.map((s) => [s.row.pid, s.row]));
  const rankedRows = withPlaces(
    withPlaces(
      ranked.map((r) => {
        const row = rows.get(r.pid) as ResultRow;
        return { ...row, rank: r.rank, ...(r.tied ? { tied: true } : {}) };
      }),
      scored.flatMap((s) => (s.netEntry ? [s.netEntry] : [])),
      chain,
      'netRank',
    ),
    scored.flatMap((s) => (s.grossEntry ? [s.grossEntry] : [])),
    chain,
    'grossRank',
  );
  const unranked = scored
    .filter((s) => !s.entry)
    .map((s) => s.row)
    .sort((a, b) => UNRANKED_ORDER.indexOf(a.status) - UNRANKED_ORDER.indexOf(b.status) || byProgress(a, b) || byPid(a, b));

  // a team's result is its best nets (PRODUCT.md), whatever the event ranks by; Stableford teams add up points
  const entries = new Map(scored.flatMap((s) => (s.entry ? [[s.row.pid, s.netEntry ?? s.entry] as const] : [])));
  const teams = input.team
    ? rankTeams(
        rankedRows.flatMap((row) => {
          const entry = entries.get(row.pid);
          if (!row.team || !entry) return [];
          const scoreTenths = rankBy === 'points' ? -10 * entry.value : entry.value;
          return [{ pid: row.pid, team: row.team, scoreTenths }];
        }),
        input.team,
        rankBy === 'points',
      )
    : [];
  return { list: [...rankedRows, ...unranked], teams, hiddenHoles };
}
