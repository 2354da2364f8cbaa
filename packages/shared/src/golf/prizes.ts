/**
 * Awards: who wins each prize rule, computed from the results (pure and deterministic; the lucky
 * draw uses the injected {@link Rng}). The allocation helper lives in `prize-allocation.ts`.
 *
 * Decisions (also the answers to "why did X not get Y"):
 * - Only ranked players (a rank, and a status not in `UNRANKED_STATUSES`) win ranking prizes
 *   and the lucky draw. Disqualified players win nothing.
 * - Places come from the engine's tie-broken `rank` (`netRank`, the places on net, when the event
 *   ranks by gross) over ranked players only (a withdrawn player's
 *   leftover rank is skipped, the others move up): rows with equal rank share a place, counted
 *   1, 1, 3. A still-shared place gives the prize to every tied player (one line
 *   each, `shared: true`); a place swallowed by a tie (2nd after two 1sts) awards nothing.
 * - Gross places are the engine's places on gross (`grossRank`: the event's tie-break chain, countback
 *   on gross strokes), or its ranking when the event ranks by gross. Results without them (stored
 *   before they were) order by gross; equal gross goes to the lower handicap when the chain starts
 *   with it (the default), then by the net rank.
 * - fromBottom R takes the place R-th from the bottom of the ranked list: booby (R = 2) of a
 *   16-player field is 15th, booby-maker (R = 1) is 16th. Places count from the bottom as from the
 *   top: two players sharing the last place are both booby-maker, and the booby is swallowed.
 * - A rule's sex and division (when set) narrow every type to the players of that sex and division:
 *   "ladies' 1st net", "booby of division B", "ladies' nearest the pin". Ranking rules narrowed so
 *   are "Nth best of the rest" of their group, resolved after the overall places in the same order
 *   of families (priority ranking, the other, fromBottom and everyNth), then bestSex and
 *   bestDivision; each narrowing is a family of its own.
 * - everyNth N gives places N, 2N, 3N… one line per place.
 * - One main prize per player (`oneMainPrizePerPlayer`, default on): the main families are rankNet,
 *   rankGross, fromBottom, everyNth, bestSex (per sex) and bestDivision (per division). A player who
 *   holds a prize of one family cannot take another family's prize (several rules of the same
 *   family and place, e.g. a trophy and a voucher for 1st, all go to the same player). Families are
 *   resolved in priority order: the priority ranking (`priority`, default 'net') by fixed places,
 *   then the other ranking as "Nth best of the rest" (so the best gross skips net winners), then
 *   fromBottom and everyNth (fixed places: a place held by an earlier winner awards nothing), then
 *   bestSex and bestDivision ("Nth best of the rest").
 * - Skill and feat prizes (nearestPin, longestDrive, mostBirdies, eagle, holeInOne) are outside
 *   that limit. nearestPin/longestDrive take the recorded winner (`manualWinners[ruleId]`); no
 *   qualifier, no award. mostBirdies: most holes at birdie or better, ties share; eagle: one line per
 *   player with an eagle or better (an ace on a par 3 counts); holeInOne: one line per ace.
 * - luckyDraw runs last, in presentation order, among ranked players who have won nothing yet;
 *   `ranking` players are drawn: those with the lowest tickets (seed, rule and pid), so that a correction which reorders
 *   the results, or takes out of the pool a player who was not drawn, leaves the draw as it was.
 * - Every winner line carries the rule's `num`; a shared place or a multi-winner rule may thus
 *   need more items than `allocatePrizes` counts for the rule.
 * - The answer is in presentation order (`order`, then input order); a rule without a winner has
 *   one line with `pid: null` and the reason.
 */
import type { TieBreak } from '../schemas/golf';
import { DEFAULT_TIE_BREAK } from './ranking';
import { seededRng, type Rng } from './rng';
import type { Sex } from './flight-types';
import { aces, holesUnderPar } from './prize-feats';
import {
  DISQUALIFIED_STATUSES,
  UNRANKED_STATUSES,
  type AwardHoleScore,
  type AwardReason,
  type AwardResultRow,
  type AwardRule,
  type AwardWinner,
  type PrizeRuleType,
} from './prize-types';

export interface ComputeAwardsOptions {
  /** Default true: see the family rule in the module notes. */
  oneMainPrizePerPlayer?: boolean;
  /** Which ranking keeps its fixed places when a player would win both; default 'net'. */
  priority?: 'net' | 'gross';
  /** The event's tie-break chain (default handicap, age, countback): equal gross goes to the lower handicap when it starts with 'handicap'. */
  tieBreak?: readonly TieBreak[];
  /**
   * How the lucky draw picks (default 'tickets'): 'tickets' gives each player a ticket drawn from the seed and their pid, so
   * corrected results leave the draw alone; 'ordered' is the earlier draw by position in the net order, kept for the
   * awards stored with it.
   */
  luckyDraw?: 'tickets' | 'ordered';
}

export interface ComputeAwardsInput {
  rules: readonly AwardRule[];
  results: readonly AwardResultRow[];
  /** Per pid, the holes with strokes and par (for birdies, eagles, aces). */
  holeScores?: Readonly<Record<string, readonly AwardHoleScore[]>>;
  /** nearestPin/longestDrive winners as recorded on the hole: ruleId → pid. */
  manualWinners?: Readonly<Record<string, string | null | undefined>>;
  /** For the lucky draw; store its seed to reproduce the draw. Default `seededRng(0)`. */
  rng?: Rng;
  /**
   * The players who hold a prize other than a lucky draw once the organisers' overrides are applied: the lucky draw goes to
   * none of them and may go to anyone else ranked (a computed winner whose prize was given to someone else). Default: the
   * computed winners.
   */
  heldPrizes?: ReadonlySet<string>;
  options?: ComputeAwardsOptions;
}

interface Ranked {
  row: AwardResultRow;
  index: number;
}
interface PlaceGroup {
  place: number;
  members: Ranked[];
}

/** True when the row may win ranking prizes and the lucky draw. */
export function isRankedRow(row: AwardResultRow): boolean {
  return typeof row.rank === 'number' && Number.isFinite(row.rank) && !UNRANKED_STATUSES.includes(row.status);
}

/** Winners per rule in presentation order; see the module notes for every rule's semantics. */
export function computeAwards(input: ComputeAwardsInput): AwardWinner[] {
  const oneMain = input.options?.oneMainPrizePerPlayer ?? true;
  const rng = input.rng ?? seededRng(0);
  const all: Ranked[] = input.results.map((row, index) => ({ row, index }));
  // the net order: the event's ranking, or the places on net of an event ranked by gross
  const netPlace = (r: Ranked) => r.row.netRank ?? (r.row.rank as number);
  const net = all.filter((r) => isRankedRow(r.row)).sort((a, b) => netPlace(a) - netPlace(b) || a.index - b.index);
  // the gross order: the engine's places on gross (`grossRank`, the event's tie-break chain), the event's own ranking when
  // it ranks by gross, else (results stored before gross places were) gross, the lower handicap when the chain starts
  // with it, then the net place
  const withGross = net.filter((r) => r.row.gross != null);
  const grossPlace: ((r: Ranked) => number) | null = withGross.every((r) => r.row.grossRank !== undefined)
    ? (r) => r.row.grossRank as number
    : withGross.every((r) => r.row.netRank !== undefined)
      ? (r) => r.row.rank as number
      : null;
  const byHandicap = (input.options?.tieBreak ?? DEFAULT_TIE_BREAK)[0] === 'handicap';
  const handicapOf = (r: Ranked) => (byHandicap ? handicapTenths(r.row) : 0);
  const gross = grossPlace
    ? withGross.sort((a, b) => grossPlace(a) - grossPlace(b) || a.index - b.index)
    : withGross.sort((a, b) => (a.row.gross as number) - (b.row.gross as number) || handicapOf(a) - handicapOf(b) || (a.row.rank as number) - (b.row.rank as number));
  const sameNet = (a: Ranked, b: Ranked) => netPlace(a) === netPlace(b);
  const sameGross = (a: Ranked, b: Ranked) =>
    grossPlace ? grossPlace(a) === grossPlace(b) : a.row.gross === b.row.gross && handicapOf(a) === handicapOf(b) && a.row.rank === b.row.rank;
  /** The players a rule may go to: its sex and division, when set. */
  const within = (rule: AwardRule, list: readonly Ranked[]) =>
    rule.sex || rule.division ? list.filter((r) => (!rule.sex || r.row.sex === rule.sex) && (!rule.division || r.row.division === rule.division)) : [...list];
  /** A family of its own for a rule narrowed to a sex or division. */
  const familyOf = (rule: AwardRule, fam: string) => (narrowed(rule) ? `${fam}:${rule.sex ?? ''}:${rule.division ?? ''}` : fam);

  const family = new Map<string, string>();
  const awarded = new Set<string>();
  const luckyWinners = new Set<string>();
  const lines = new Map<string, AwardWinner[]>();
  const mayTake = (pid: string, fam: string) => !oneMain || (family.get(pid) ?? fam) === fam;

  const emit = (rule: AwardRule, winners: readonly Ranked[], reason: AwardReason, fam?: string) => {
    const list = lines.get(rule.id) ?? [];
    for (const w of winners) {
      list.push({ ...base(rule), pid: w.row.pid, name: w.row.name, reason, ...(winners.length > 1 ? { shared: true } : {}) });
      awarded.add(w.row.pid);
      if (fam && !family.has(w.row.pid)) family.set(w.row.pid, fam);
    }
    lines.set(rule.id, list);
  };
  const none = (rule: AwardRule, code: 'noQualifier' | 'alreadyAwarded' | 'allAwarded' | 'notRecorded' | 'recordedOut', params: Record<string, string | number> = {}) => {
    if (!lines.get(rule.id)?.length) lines.set(rule.id, [{ ...base(rule), pid: null, name: '', reason: { code, params } }]);
  };
  /** Fixed place: everyone at that place who may still take this family. */
  const atPlace = (rule: AwardRule, groups: PlaceGroup[], place: number, fam: string, reason: AwardReason) => {
    const group = groups.find((g) => g.place === place);
    if (!group) return none(rule, 'noQualifier', { place });
    const takers = group.members.filter((m) => mayTake(m.row.pid, fam));
    if (takers.length === 0) return none(rule, 'alreadyAwarded', { place });
    emit(rule, takers, reason, fam);
  };
  /** Place n of the whole order exists, and none of the players at it may take this family (each holds another prize). */
  const allTaken = (order: Ranked[], same: (a: Ranked, b: Ranked) => boolean, n: number, fam: string): boolean => {
    const group = placeGroups(order, same).find((g) => g.place === n);
    return group !== undefined && group.members.every((m) => !mayTake(m.row.pid, fam));
  };
  /** Nth best of those who may still take this family. */
  const nthBest = (order: Ranked[], same: (a: Ranked, b: Ranked) => boolean, n: number, fam: string): Ranked[] =>
    placeGroups(order.filter((r) => mayTake(r.row.pid, fam)), same).find((g) => g.place === n)?.members ?? [];

  const run: Record<PrizeRuleType, (rule: AwardRule) => void> = {
    rankNet: (rule) => ranking(rule, 'net'),
    rankGross: (rule) => ranking(rule, 'gross'),
    fromBottom: (rule) => {
      const field = within(rule, net);
      const groups = placeGroups(field, sameNet);
      // places from the bottom count the players below, as places from the top count those above
      let below = 0;
      const group = [...groups].reverse().find((g) => {
        const found = below + 1 === rule.ranking;
        below += g.members.length;
        return found;
      });
      if (!group) return none(rule, 'noQualifier', { fromBottom: rule.ranking });
      atPlace(rule, groups, group.place, familyOf(rule, 'fromBottom'), { code: 'fromBottom', params: { fromBottom: rule.ranking, place: group.place } });
    },
    everyNth: (rule) => {
      const field = within(rule, net);
      const groups = placeGroups(field, sameNet);
      const fam = familyOf(rule, 'everyNth');
      for (let place = rule.ranking; rule.ranking >= 1 && place <= field.length; place += rule.ranking) {
        const takers = groups.find((g) => g.place === place)?.members.filter((m) => mayTake(m.row.pid, fam)) ?? [];
        emit(rule, takers, { code: 'everyNth', params: { place } }, fam);
      }
      none(rule, 'noQualifier', { step: rule.ranking });
    },
    bestSex: (rule) => {
      const sexes: Sex[] = rule.sex ? [rule.sex] : ['M', 'F'];
      let taken = false;
      for (const sex of sexes) {
        const fam = `bestSex:${sex}:${rule.division ?? ''}`;
        const order = within({ ...rule, sex }, net);
        const winners = nthBest(order, sameNet, rule.ranking, fam);
        taken ||= winners.length === 0 && allTaken(order, sameNet, rule.ranking, fam);
        emit(rule, winners, { code: 'bestSex', params: { sex, place: rule.ranking } }, fam);
      }
      none(rule, taken ? 'allAwarded' : 'noQualifier', { place: rule.ranking });
    },
    bestDivision: (rule) => {
      const divisions = rule.division ? [rule.division] : [...new Set(net.map((r) => r.row.division))].filter((d): d is string => d !== null).sort();
      let taken = false;
      for (const division of divisions) {
        const fam = `bestDivision:${division}:${rule.sex ?? ''}`;
        const order = within({ ...rule, division }, net);
        const winners = nthBest(order, sameNet, rule.ranking, fam);
        taken ||= winners.length === 0 && allTaken(order, sameNet, rule.ranking, fam);
        emit(rule, winners, { code: 'bestDivision', params: { division, place: rule.ranking } }, fam);
      }
      none(rule, taken ? 'allAwarded' : 'noQualifier', { place: rule.ranking });
    },
    nearestPin: (rule) => skill(rule),
    longestDrive: (rule) => skill(rule),
    mostBirdies: (rule) => {
      const counts = feats(rule).map((r) => ({ r, n: holesUnderPar(card(r), 1, rule.hole).length }));
      const best = Math.max(0, ...counts.map((c) => c.n));
      if (best > 0) emit(rule, counts.filter((c) => c.n === best).map((c) => c.r), { code: 'birdies', params: { count: best } });
      none(rule, 'noQualifier');
    },
    eagle: (rule) => {
      for (const r of feats(rule)) {
        const holes = holesUnderPar(card(r), 2, rule.hole);
        if (holes.length) emit(rule, [r], { code: 'eagle', params: { count: holes.length, holes: holes.join(',') } });
      }
      none(rule, 'noQualifier');
    },
    holeInOne: (rule) => {
      for (const r of feats(rule)) for (const hole of aces(card(r), rule.hole)) emit(rule, [r], { code: 'holeInOne', params: { hole } });
      none(rule, 'noQualifier');
    },
    luckyDraw: (rule) => {
      const held = input.heldPrizes;
      const pool = within(rule, net).filter((r) => (held ? !held.has(r.row.pid) && !luckyWinners.has(r.row.pid) : !awarded.has(r.row.pid)));
      const among = pool.length;
      const count = Math.max(1, rule.ranking);
      let drawn: Ranked[] = [];
      if (input.options?.luckyDraw === 'ordered') {
        // the draw of snapshots stored before tickets: picks by position in the net order, so it follows the results
        for (let i = 0; i < count && pool.length > 0; i++) drawn.push(...pool.splice(Math.min(pool.length - 1, Math.floor(rng() * pool.length)), 1));
      } else {
        // every player holds a ticket of their own (the rule's salt and their pid): the lowest tickets win, whatever the
        // order of the results, so a correction changes the draw only when it takes a drawn player out of the pool
        const salt = Math.floor(rng() * 2 ** 32);
        const ticket = new Map(pool.map((r) => [r.row.pid, drawTicket(salt, r.row.pid)]));
        const byTicket = (a: Ranked, b: Ranked) => (ticket.get(a.row.pid) as number) - (ticket.get(b.row.pid) as number) || (a.row.pid < b.row.pid ? -1 : 1);
        drawn = pool.sort(byTicket).slice(0, count);
      }
      for (const r of drawn) {
        emit(rule, [r], { code: 'luckyDraw', params: { among } });
        luckyWinners.add(r.row.pid);
      }
      none(rule, among === 0 && within(rule, net).length > 0 ? 'allAwarded' : 'noQualifier');
    },
  };

  const priority = input.options?.priority ?? 'net';
  function ranking(rule: AwardRule, kind: 'net' | 'gross') {
    const [field, same, overall] = kind === 'net' ? [net, sameNet, 'rankNet'] : [gross, sameGross, 'rankGross'];
    const order = within(rule, field);
    const fam = familyOf(rule, overall);
    const reason: AwardReason = { code: 'place', params: { kind, place: rule.ranking } };
    if (kind === priority && !narrowed(rule)) return atPlace(rule, placeGroups(order, same), rule.ranking, fam, reason);
    const winners = nthBest(order, same, rule.ranking, fam);
    if (winners.length) emit(rule, winners, reason, fam);
    else none(rule, allTaken(order, same, rule.ranking, fam) ? 'allAwarded' : 'noQualifier', { place: rule.ranking });
  }
  function skill(rule: AwardRule) {
    const pid = input.manualWinners?.[rule.id];
    const found = within(rule, all).find((r) => r.row.pid === pid);
    // nobody recorded yet is not "nobody qualifies": the organiser still has to measure and record it
    if (!pid) return none(rule, 'notRecorded', { hole: rule.hole ?? 0 });
    if (!found) return none(rule, 'noQualifier', { hole: rule.hole ?? 0 });
    // the one recorded is disqualified since: said, not "nobody qualifies", so another is recorded
    if (DISQUALIFIED_STATUSES.includes(found.row.status)) return none(rule, 'recordedOut', { hole: rule.hole ?? 0, name: found.row.name });
    emit(rule, [found], { code: 'skill', params: { hole: rule.hole ?? 0 } });
  }
  function feats(rule: AwardRule): Ranked[] {
    const rest = all.filter((r) => !net.includes(r) && !DISQUALIFIED_STATUSES.includes(r.row.status));
    return within(rule, [...net, ...rest]);
  }
  function card(r: Ranked): readonly AwardHoleScore[] {
    return input.holeScores?.[r.row.pid] ?? [];
  }

  const first: PrizeRuleType = priority === 'net' ? 'rankNet' : 'rankGross';
  const second: PrizeRuleType = priority === 'net' ? 'rankGross' : 'rankNet';
  // overall places first, then the rules narrowed to a sex or division in the same order of families, then bestSex and
  // bestDivision (within a phase, rules go by their place, so `ranking` is only compared within a family)
  const of = (types: PrizeRuleType[], narrow: boolean) => (rule: AwardRule) => types.includes(rule.type) && narrowed(rule) === narrow;
  const phases: ((rule: AwardRule) => boolean)[] = [
    of([first], false),
    of([second], false),
    of(['fromBottom', 'everyNth'], false),
    of([first], true),
    of([second], true),
    of(['fromBottom', 'everyNth'], true),
    (rule) => ['bestSex', 'bestDivision'].includes(rule.type),
    (rule) => ['nearestPin', 'longestDrive', 'mostBirdies', 'eagle', 'holeInOne'].includes(rule.type),
  ];
  const indexed = input.rules.map((rule, index) => ({ rule, index }));
  for (const phase of phases) {
    indexed
      .filter((r) => phase(r.rule))
      .sort((a, b) => a.rule.ranking - b.rule.ranking || a.rule.order - b.rule.order || a.index - b.index)
      .forEach((r) => run[r.rule.type](r.rule));
  }
  indexed
    .filter((r) => r.rule.type === 'luckyDraw')
    .sort((a, b) => a.rule.order - b.rule.order || a.index - b.index)
    .forEach((r) => run.luckyDraw(r.rule));

  return indexed
    .sort((a, b) => a.rule.order - b.rule.order || a.index - b.index)
    .flatMap((r) => lines.get(r.rule.id) ?? []);
}

/** A player's lucky-draw ticket in [0, 2³²): FNV-1a of the pid from the rule's salt, then murmur3's finaliser. */
function drawTicket(salt: number, pid: string): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < pid.length; i++) h = Math.imul(h ^ pid.charCodeAt(i), 0x01000193) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Whether a rule is narrowed to a sex or a division. */
const narrowed = (rule: AwardRule) => Boolean(rule.sex || rule.division);

/** Handicap in tenths (gross − net) of a ranked row; rows without both count as 0. */
const handicapTenths = (row: AwardResultRow) => (row.gross != null && row.net != null ? Math.round(10 * (row.gross - row.net)) : 0);

function base(rule: AwardRule): Pick<AwardWinner, 'ruleId' | 'type' | 'order' | 'prizeId' | 'num'> {
  return { ruleId: rule.id, type: rule.type, order: rule.order, prizeId: rule.prizeId, num: rule.num };
}

/** Consecutive equal rows form one place; places count players before them (1, 1, 3). */
function placeGroups(order: readonly Ranked[], same: (a: Ranked, b: Ranked) => boolean): PlaceGroup[] {
  const groups: PlaceGroup[] = [];
  order.forEach((r, i) => {
    const last = groups[groups.length - 1];
    if (last && same(last.members[0], r)) last.members.push(r);
    else groups.push({ place: i + 1, members: [r] });
  });
  return groups;
}
