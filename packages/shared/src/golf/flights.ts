/**
 * Flights (tee groups): automatic assignment of registered players to flights with tee times.
 *
 * Pure and deterministic: the only chance comes from the injected {@link Rng}.
 * Validation of a saved arrangement lives in `flight-validate.ts`, tee-time arithmetic in
 * `flight-tee-times.ts`.
 */
import { findClusters, keepClustersTogether } from './flight-clusters';
import { seededRng, shuffled, type Rng } from './rng';
import { teeSlots } from './flight-slots';
import { parseTeeTime } from './flight-tee-times';
import {
  FLIGHT_SIZE_DEFAULT,
  FLIGHT_SIZE_MAX,
  FLIGHT_SIZE_MIN,
  FlightError,
  type Flight,
  type FlightPlayer,
  type FlightStart,
  type FlightStrategy,
} from './flight-types';

export interface AssignFlightsInput {
  players: readonly FlightPlayer[];
  strategy: FlightStrategy;
  /** Players per flight, 2–5; default 4. */
  size?: number;
  /** Default 'twoTee'. */
  start?: FlightStart;
  /** 'HH:mm'; default '07:30'. */
  firstTeeTime?: string;
  /** Minutes between tee times on one tee; default 8. */
  intervalMinutes?: number;
  /** Holes of the round; default 18. Two-tee starts need 18, shotgun uses 1…holes. */
  holes?: 9 | 18;
  /** Copied onto the new flights as their `day`. */
  day?: string;
  /** Kept exactly as they are; their players are not assigned again. */
  lockedFlights?: readonly Flight[];
  /** Needed for 'random' (and nothing else); default `seededRng(0)`. */
  rng?: Rng;
}

/**
 * Puts every player who is not in a locked flight into a new flight, and gives each new flight a
 * tee slot. Returns locked and new flights together, sorted by tee time, starting hole and letter.
 *
 * Strategies (all break ties by registration order, then pid):
 * - `handicap`: similar ability together — sorted by handicap, best first, cut into flights.
 * - `abcd`: balanced flights — the handicap order is cut into tiers A, B, C, D… of one player per
 *   flight; each flight takes one player of every tier, B and D in reverse (snake) so that the best
 *   A meets the weakest B. Every flight then has a similar total: with full tiers and no clusters,
 *   two flights' handicap totals differ by at most Σ over tier pairs (A,B), (C,D)… of
 *   max(range of the first tier, range of the second) (a lone last tier adds its own range).
 * - `division`: each division (in name order, no division last) forms its own flights by handicap;
 *   a lone player of a small division joins the nearest flight with room, else another lone player,
 *   else borrows one player from the nearest flight of three or more (no flight of one).
 * - `random`: shuffled with `rng`.
 * - `registration`: in registration order.
 *
 * Sizes are balanced: n players need ceil(n / size) flights whose sizes differ by at most one
 * (10 players of 4 → 4, 3, 3, never 4, 4, 2), so there is no flight of one unless n = 1.
 * Requested pairings and guest–host links are kept together when possible (see
 * `flight-clusters.ts`): a cluster swaps into one flight with unclustered players of the nearest
 * standing; a cluster larger than a flight is split into flight-size chunks.
 * Unknown handicaps sort after all known ones.
 *
 * @throws FlightError `sizeOutOfRange`, and those of tee slots: `invalidTeeTime`,
 *   `twoTeeNeeds18Holes`, `shotgunFull` (more flights than two per hole), `teeTimePastMidnight`.
 */
export function assignFlights(input: AssignFlightsInput): Flight[] {
  const size = input.size ?? FLIGHT_SIZE_DEFAULT;
  if (!Number.isInteger(size) || size < FLIGHT_SIZE_MIN || size > FLIGHT_SIZE_MAX) {
    throw new FlightError('sizeOutOfRange', { size, min: FLIGHT_SIZE_MIN, max: FLIGHT_SIZE_MAX });
  }
  const locked = (input.lockedFlights ?? []).map((f) => ({ ...f, players: [...f.players], locked: true }));
  const lockedPids = new Set(locked.flatMap((f) => f.players));
  const seen = new Set<string>();
  const free = input.players.filter((p) => !lockedPids.has(p.pid) && !seen.has(p.pid) && seen.add(p.pid));

  const groups = formFlights(free, input.strategy, size, input.rng ?? seededRng(0));
  const slots = teeSlots(groups.length, {
    start: input.start ?? 'twoTee',
    firstTeeTime: input.firstTeeTime ?? '07:30',
    intervalMinutes: input.intervalMinutes ?? 8,
    holes: input.holes ?? 18,
    locked,
  });
  const created: Flight[] = groups.map((players, i) => ({
    ...(input.day ? { day: input.day } : {}),
    ...slots[i],
    players,
  }));
  return [...locked, ...created].sort(compareTeeSlots);
}

/**
 * Flight sizes for `count` players at most `size` each, as even as possible, larger first.
 * @example balancedSizes(10, 4) // [4, 3, 3]
 */
export function balancedSizes(count: number, size: number): number[] {
  if (count <= 0) return [];
  const flights = Math.ceil(count / size);
  const base = Math.floor(count / flights);
  const bigger = count - base * flights;
  return Array.from({ length: flights }, (_, i) => base + (i < bigger ? 1 : 0));
}

/** Orders flights by tee time (minutes), starting hole and shotgun letter. */
export function compareTeeSlots(a: Flight, b: Flight): number {
  const ta = parseTeeTime(a.teeTime);
  const tb = parseTeeTime(b.teeTime);
  const day = (ta?.day ?? a.day ?? '').localeCompare(tb?.day ?? b.day ?? '');
  return day || (ta?.minutes ?? 0) - (tb?.minutes ?? 0) || a.startHole - b.startHole || (a.group ?? '').localeCompare(b.group ?? '');
}

/** Player groups (pids) for the free players, before tee slots. */
function formFlights(players: readonly FlightPlayer[], strategy: FlightStrategy, size: number, rng: Rng): string[][] {
  const byPid = new Map(players.map((p) => [p.pid, p]));
  const byRegistration = players.slice().sort(compareRegistration);
  const byHandicap = byRegistration.slice().sort((a, b) => handicapKey(a) - handicapKey(b));
  let flights: string[][];
  switch (strategy) {
    case 'registration':
      flights = cut(byRegistration, size);
      break;
    case 'random':
      flights = cut(shuffled(byRegistration, rng), size);
      break;
    case 'handicap':
      flights = cut(byHandicap, size);
      break;
    case 'abcd':
      flights = tiers(byHandicap, size);
      break;
    case 'division':
      flights = byDivision(byHandicap, size);
      break;
  }
  const distance = (a: string, b: string): number => {
    const pa = byPid.get(a) as FlightPlayer;
    const pb = byPid.get(b) as FlightPlayer;
    if (strategy === 'random') return 0;
    if (strategy === 'registration') return Math.abs(pa.registeredAt - pb.registeredAt);
    const handicapGap = Math.abs(Math.min(handicapKey(pa), 99) - Math.min(handicapKey(pb), 99));
    return handicapGap + (strategy === 'division' && pa.division !== pb.division ? 1000 : 0);
  };
  const clusters = findClusters(byRegistration, size);
  keepClustersTogether(flights, clusters, distance);
  if (strategy === 'handicap') restoreHandicapOrder(flights, byHandicap, new Set(clusters.flat()));
  return flights;
}

/**
 * By handicap, after the clusters moved: the seats nobody asked for are filled again in handicap order, flight by flight,
 * around the clusters. A swap moves a player into the seat the cluster's member left, which may be flights away from
 * their ability: a player without a handicap joining a low-handicap friend sent the field's best player to the last flight.
 */
function restoreHandicapOrder(flights: string[][], byHandicap: readonly FlightPlayer[], clustered: ReadonlySet<string>): void {
  const free = byHandicap.filter((p) => !clustered.has(p.pid)).map((p) => p.pid);
  let next = 0;
  for (const flight of flights) {
    for (let seat = 0; seat < flight.length; seat++) if (!clustered.has(flight[seat])) flight[seat] = free[next++];
  }
}

function compareRegistration(a: FlightPlayer, b: FlightPlayer): number {
  return a.registeredAt - b.registeredAt || (a.pid < b.pid ? -1 : a.pid > b.pid ? 1 : 0);
}

function handicapKey(p: FlightPlayer): number {
  return p.handicap ?? Number.POSITIVE_INFINITY;
}

function cut(players: readonly FlightPlayer[], size: number): string[][] {
  let at = 0;
  return balancedSizes(players.length, size).map((n) => players.slice(at, (at += n)).map((p) => p.pid));
}

/** ABCD: tier j holds places j·k … j·k+k−1 of the handicap order; odd tiers run backwards. */
function tiers(players: readonly FlightPlayer[], size: number): string[][] {
  const k = Math.ceil(players.length / size);
  const flights: string[][] = Array.from({ length: k }, () => []);
  players.forEach((p, i) => {
    const tier = Math.floor(i / k);
    const pos = i % k;
    flights[tier % 2 === 0 ? pos : k - 1 - pos].push(p.pid);
  });
  return flights;
}

function byDivision(players: readonly FlightPlayer[], size: number): string[][] {
  const divisions = new Map<string | null, FlightPlayer[]>();
  for (const p of players) divisions.set(p.division, [...(divisions.get(p.division) ?? []), p]);
  const names = [...divisions.keys()].sort((a, b) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1,
  );
  const flights = names.flatMap((name) => cut(divisions.get(name) ?? [], size));
  // A division of one would leave a flight of one. In turn: the player joins the nearest flight
  // with room, or another lone player, or borrows the last player of the nearest flight of 3+.
  for (let i = 0; i < flights.length; i++) {
    if (flights[i].length !== 1 || flights.length === 1) continue;
    const nearest = (ok: (f: string[]) => boolean) =>
      flights
        .map((f, j) => ({ j, gap: Math.abs(i - j), ok: j !== i && ok(f) }))
        .filter((h) => h.ok)
        .sort((a, b) => a.gap - b.gap || a.j - b.j)[0]?.j;
    const host = nearest((f) => f.length < size) ?? nearest((f) => f.length === 1);
    if (host !== undefined) {
      flights[host].push(flights[i][0]);
      flights.splice(i, 1);
      i--;
      continue;
    }
    const donor = nearest((f) => f.length >= 3);
    if (donor !== undefined) flights[i].unshift(flights[donor].pop() as string);
  }
  return flights;
}
