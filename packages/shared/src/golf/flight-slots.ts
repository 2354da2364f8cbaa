/**
 * Tee slots (time, starting hole, shotgun letter) for newly formed flights, around locked ones.
 */
import { FlightError, type Flight, type FlightStart, type ShotgunGroup } from './flight-types';
import { MINUTES_PER_DAY, formatClock, parseClock, parseTeeTime } from './flight-tee-times';

export interface TeeSlot {
  teeTime: string;
  startHole: number;
  group?: ShotgunGroup;
}

export interface TeeSlotOptions {
  start: FlightStart;
  firstTeeTime: string;
  intervalMinutes: number;
  holes: 9 | 18;
  /** Slots these flights already use are skipped (shotgun: their holes count as taken). */
  locked: readonly Flight[];
}

/**
 * `count` free slots, in the order flights should fill them.
 *
 * - singleTee: hole 1 at first, first + interval, … skipping slots a locked flight uses.
 * - twoTee: the first ceil(count/2) flights start at hole 1 (OUT), the rest at hole 10 (IN), each
 *   tee running the same time sequence from the first tee time (18 holes only).
 * - shotgun: one time for all; each flight gets its own hole (1…holes). Only when flights outnumber
 *   holes do some holes take a second flight, chosen evenly spread over the course; both flights on
 *   such a hole get the letters 'A' and 'B'. At most two flights per hole.
 *
 * @throws FlightError `invalidTeeTime`, `twoTeeNeeds18Holes`, `shotgunFull`, `teeTimePastMidnight`.
 */
export function teeSlots(count: number, options: TeeSlotOptions): TeeSlot[] {
  const first = parseClock(options.firstTeeTime);
  if (first === null) throw new FlightError('invalidTeeTime', { teeTime: options.firstTeeTime });
  if (!Number.isInteger(options.intervalMinutes) || options.intervalMinutes < 1) {
    throw new FlightError('invalidTeeTime', { interval: options.intervalMinutes });
  }
  if (options.start === 'shotgun') return shotgunSlots(count, formatClock(first), options);
  if (options.start === 'twoTee' && options.holes !== 18) throw new FlightError('twoTeeNeeds18Holes');
  const taken = new Set(
    options.locked.map((f) => `${parseTeeTime(f.teeTime)?.minutes ?? -1}@${f.startHole}`),
  );
  const onTee = (hole: number, n: number): TeeSlot[] => {
    const slots: TeeSlot[] = [];
    for (let t = first; slots.length < n; t += options.intervalMinutes) {
      if (t >= MINUTES_PER_DAY) throw new FlightError('teeTimePastMidnight', { flights: count });
      if (!taken.has(`${t}@${hole}`)) slots.push({ teeTime: formatClock(t), startHole: hole });
    }
    return slots;
  };
  if (options.start === 'singleTee') return onTee(1, count);
  const out = Math.ceil(count / 2);
  return [...onTee(1, out), ...onTee(10, count - out)];
}

function shotgunSlots(count: number, teeTime: string, options: TeeSlotOptions): TeeSlot[] {
  const holes = Array.from({ length: options.holes }, (_, i) => i + 1);
  const lockedOn = new Map<number, Flight[]>();
  for (const f of options.locked) lockedOn.set(f.startHole, [...(lockedOn.get(f.startHole) ?? []), f]);
  const used = (hole: number) => lockedOn.get(hole)?.length ?? 0;
  const capacity = holes.reduce((sum, h) => sum + Math.max(0, 2 - used(h)), 0);
  if (count > capacity) {
    throw new FlightError('shotgunFull', { flights: count + options.locked.length, capacity: 2 * options.holes });
  }
  const empty = holes.filter((h) => used(h) === 0);
  const chosen = empty.slice(0, count);
  const extra = count - chosen.length;
  if (extra > 0) {
    const single = holes.filter((h) => used(h) + (chosen.includes(h) ? 1 : 0) === 1);
    for (let i = 0; i < extra; i++) chosen.push(single[Math.floor((i * single.length) / extra)]);
  }
  chosen.sort((a, b) => a - b);
  return chosen.map((hole, i) => {
    const locked = lockedOn.get(hole) ?? [];
    const sharing = locked.length + chosen.filter((h) => h === hole).length;
    if (sharing < 2) return { teeTime, startHole: hole };
    if (locked.length === 1) return { teeTime, startHole: hole, group: locked[0].group === 'B' ? 'A' : 'B' };
    return { teeTime, startHole: hole, group: chosen[i - 1] === hole ? 'B' : 'A' };
  });
}
