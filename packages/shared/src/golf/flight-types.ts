/** Types shared by the flight (tee group) rules. See `flights.ts` for the assignment itself. */

/** Members are male or female (spec §3). */
export type Sex = 'M' | 'F';

/** A registered player as the flight rules see them. */
export interface FlightPlayer {
  pid: string;
  /** Known handicap; null sorts after every known handicap. */
  handicap: number | null;
  /** Division (the spec's `group`, e.g. 'A', 'ladies'); null when none. */
  division: string | null;
  sex: Sex;
  /** Registration order: any increasing number (sequence or epoch milliseconds). */
  registeredAt: number;
  /** Requested pairings ("play with …"): players this one asked to be grouped with. */
  partnerIds?: readonly string[];
  /** For a guest: the member who brought them, kept in the same flight when possible. */
  hostId?: string | null;
}

/**
 * Second flight on one shotgun hole. A hole with one flight has no letter; a hole with two
 * has 'A' (tees off first) and 'B' (waits on the same hole), as on a printed shotgun sheet.
 */
export type ShotgunGroup = 'A' | 'B';

/** A tee group: players, a tee time and a starting hole (1 = OUT, 10 = IN, any hole for shotgun). */
export interface Flight {
  id?: string;
  /** Event day 'YYYY-MM-DD' when the tee time itself has no date. */
  day?: string;
  /** 'HH:mm', or an ISO date-time whose written date and clock are used as is. */
  teeTime: string;
  startHole: number;
  /** Only on a shotgun hole shared by two flights. */
  group?: ShotgunGroup;
  /** Player ids in playing order. */
  players: string[];
  /** Locked flights are kept exactly as they are when auto-assign runs again. */
  locked?: boolean;
}

export type FlightStrategy = 'handicap' | 'abcd' | 'division' | 'random' | 'registration';
export type FlightStart = 'twoTee' | 'singleTee' | 'shotgun';

/** Smallest and largest allowed flight size; 4 is the default. */
export const FLIGHT_SIZE_MIN = 2;
/** PRODUCT.md: a tee group of at most 4 players */
export const FLIGHT_SIZE_MAX = 4;
export const FLIGHT_SIZE_DEFAULT = 4;

export type FlightErrorCode = 'sizeOutOfRange' | 'shotgunFull' | 'teeTimePastMidnight' | 'twoTeeNeeds18Holes' | 'invalidTeeTime';

/**
 * An arrangement that cannot be made at all (not a validation problem of a saved one).
 * `key` is the translation key (`flight.error.<code>`), `params` its interpolation values.
 */
export class FlightError extends Error {
  readonly key: string;
  constructor(
    readonly code: FlightErrorCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(`flight.error.${code}`);
    this.name = 'FlightError';
    this.key = `flight.error.${code}`;
  }
}
