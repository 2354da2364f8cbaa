import type { FlightPlayerView, FlightView } from '@golf/shared/schemas/flight';
import type { FlightRow, PlayerRow } from './flights.queries';

export interface PlayerViewOptions {
  /** organisers also see the remark ("play with …") */
  organiser: boolean;
}

export function presentFlightPlayer(p: PlayerRow, opts: PlayerViewOptions): FlightPlayerView {
  return {
    pid: String(p.id),
    name: p.name,
    sex: p.sex,
    handicap: p.handicap,
    division: p.division,
    isGuest: p.isGuest,
    ...(opts.organiser ? { remark: p.remark } : {}),
  };
}

/** A flight, saved (`row`) or proposed (`id` null), with the ids of its players present in the event (`byId`). */
export function presentFlight(
  flight: Pick<FlightRow, 'day' | 'teeTime' | 'startHole' | 'startGroup' | 'locked' | 'markerPlayerId'> & { id: number | null },
  playerIds: readonly number[],
  byId: ReadonlyMap<number, PlayerRow>,
): FlightView {
  return {
    id: flight.id === null ? null : String(flight.id),
    day: flight.day,
    teeTime: flight.teeTime,
    startHole: flight.startHole,
    startGroup: flight.startGroup === 'A' || flight.startGroup === 'B' ? flight.startGroup : '',
    locked: flight.locked,
    markerPlayerId: flight.markerPlayerId === null ? null : String(flight.markerPlayerId),
    players: playerIds.filter((pid) => byId.has(pid)).map(String),
  };
}

/** '1', '10' or a shotgun hole with its letter, '5B'. */
export const startLabel = (f: { startHole: number; startGroup: string }) => `${f.startHole}${f.startGroup}`;
