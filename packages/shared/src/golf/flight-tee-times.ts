/**
 * Tee-time arithmetic on plain minutes since midnight.
 *
 * Tee times are wall-clock times at the course, so they are never converted through `Date`:
 * '07:30' plus 8 minutes is '07:38' whatever the server's or the browser's time zone.
 */

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const ISO_LOCAL = /^(\d{4}-\d{2}-\d{2})[T ]([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/** Minutes in a day; a tee time is always below this. */
export const MINUTES_PER_DAY = 24 * 60;

/** 'HH:mm' → minutes since midnight, or null when the text is not a 24-hour clock time. */
export function parseClock(clock: string): number | null {
  const m = CLOCK.exec(clock);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Minutes since midnight → 'HH:mm'. Throws a RangeError outside 0…1439. */
export function formatClock(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) {
    throw new RangeError(`tee time out of the day: ${minutes} minutes`);
  }
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** A tee time read as the wall clock it names. */
export interface TeeTimeParts {
  /** 'YYYY-MM-DD' when the tee time carries a date, else null. */
  day: string | null;
  /** Minutes since midnight. */
  minutes: number;
}

/**
 * Reads 'HH:mm' or an ISO date-time ('2025-05-03T07:38:00+08:00'). The date and clock are taken
 * as written (the offset is ignored, not applied), because the course's local time is what counts.
 * Returns null for anything else.
 */
export function parseTeeTime(teeTime: string): TeeTimeParts | null {
  const minutes = parseClock(teeTime);
  if (minutes !== null) return { day: null, minutes };
  const m = ISO_LOCAL.exec(teeTime);
  return m ? { day: m[1], minutes: Number(m[2]) * 60 + Number(m[3]) } : null;
}

/**
 * `count` tee times from `first`, every `intervalMinutes`.
 *
 * @example teeTimeSequence('07:30', 8, 3) // ['07:30', '07:38', '07:46']
 * @throws RangeError when `first` is not 'HH:mm', the interval is not a positive integer,
 *   or the sequence runs past 23:59.
 */
export function teeTimeSequence(first: string, intervalMinutes: number, count: number): string[] {
  const start = parseClock(first);
  if (start === null) throw new RangeError(`not a tee time: ${first}`);
  if (!Number.isInteger(intervalMinutes) || intervalMinutes < 1) {
    throw new RangeError(`interval must be a positive number of minutes: ${intervalMinutes}`);
  }
  return Array.from({ length: count }, (_, i) => formatClock(start + i * intervalMinutes));
}
