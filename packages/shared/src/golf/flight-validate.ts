/**
 * Validation of a whole flight arrangement before it is saved (the all-or-nothing PUT).
 */
import { FLIGHT_SIZE_DEFAULT, type Flight } from './flight-types';
import { parseClock, parseTeeTime } from './flight-tee-times';

export type FlightProblemCode =
  | 'flightOverSize'
  | 'playerInTwoFlights'
  | 'unknownPlayer'
  | 'teeTimeOutsideDay'
  | 'invalidTeeTime'
  | 'startHoleOutOfRange'
  | 'teeSlotTaken';

/** One problem; `key` is the translation key `flight.problem.<code>` and `params` its values. */
export interface FlightProblem {
  code: FlightProblemCode;
  key: string;
  /** Index of the offending flight in the submitted list. */
  flightIndex: number;
  pid?: string;
  params: Record<string, string | number>;
}

export interface ValidateArrangementInput {
  flights: readonly Flight[];
  /** Ids of the activity's players; any other id is `unknownPlayer`. */
  players: readonly string[];
  /** Largest allowed flight; default 4. */
  size?: number;
  /** The event's days 'YYYY-MM-DD'; a flight dated on another day is `teeTimeOutsideDay`. */
  eventDays?: readonly string[];
  /** Playing window on a day, 'HH:mm' both ends inclusive; default the whole day. */
  window?: { from: string; to: string };
  /** Holes of the round (default 18); a starting hole must lie in 1…holes. */
  holes?: number;
}

/**
 * Every problem of an arrangement, in flight order; an empty list means it can be saved.
 *
 * - `flightOverSize`: more players than `size` (params: size, count).
 * - `playerInTwoFlights`: a player appears again (reported on the later flight; also for a player
 *   listed twice in one flight).
 * - `unknownPlayer`: the id is not one of the activity's players.
 * - `invalidTeeTime`: neither 'HH:mm' nor an ISO date-time.
 * - `teeTimeOutsideDay`: the flight's date (from the ISO tee time, else `day`) is not an event
 *   day, or its clock lies outside `window`.
 * - `startHoleOutOfRange`: the starting hole is not an integer in 1…holes.
 * - `teeSlotTaken`: an earlier flight already has the same day, time, hole and shotgun letter.
 */
export function validateArrangement(input: ValidateArrangementInput): FlightProblem[] {
  const size = input.size ?? FLIGHT_SIZE_DEFAULT;
  const holes = input.holes ?? 18;
  const known = new Set(input.players);
  const placed = new Map<string, number>();
  const slots = new Set<string>();
  const from = parseClock(input.window?.from ?? '00:00') ?? 0;
  const to = parseClock(input.window?.to ?? '23:59') ?? 24 * 60 - 1;
  const problems: FlightProblem[] = [];
  const report = (code: FlightProblemCode, flightIndex: number, params: Record<string, string | number> = {}, pid?: string) =>
    problems.push({ code, key: `flight.problem.${code}`, flightIndex, ...(pid === undefined ? {} : { pid }), params });

  input.flights.forEach((flight, i) => {
    if (flight.players.length > size) report('flightOverSize', i, { size, count: flight.players.length });
    for (const pid of flight.players) {
      if (!known.has(pid)) report('unknownPlayer', i, { pid }, pid);
      const earlier = placed.get(pid);
      if (earlier !== undefined) report('playerInTwoFlights', i, { pid, other: earlier }, pid);
      else placed.set(pid, i);
    }
    if (!Number.isInteger(flight.startHole) || flight.startHole < 1 || flight.startHole > holes) {
      report('startHoleOutOfRange', i, { startHole: flight.startHole, holes });
    }
    const time = parseTeeTime(flight.teeTime);
    if (!time) {
      report('invalidTeeTime', i, { teeTime: flight.teeTime });
      return;
    }
    const day = time.day ?? flight.day ?? null;
    const offDay = day !== null && input.eventDays !== undefined && !input.eventDays.includes(day);
    if (offDay || time.minutes < from || time.minutes > to) {
      report('teeTimeOutsideDay', i, { teeTime: flight.teeTime, ...(day ? { day } : {}) });
    }
    const slot = `${day ?? ''}|${time.minutes}|${flight.startHole}|${flight.group ?? ''}`;
    if (slots.has(slot)) report('teeSlotTaken', i, { teeTime: flight.teeTime, startHole: flight.startHole });
    slots.add(slot);
  });
  return problems;
}
