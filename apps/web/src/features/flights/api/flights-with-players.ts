import type { FlightPlayerView, FlightsAnswer, FlightView } from '@golf/shared/schemas/flight';

/** A flight with its players' names and handicaps, in playing order, as the screens show it. */
export type FlightWithPlayers = Omit<FlightView, 'players'> & { players: FlightPlayerView[] };
/** The flights answer with each flight's players put in. */
export type FlightsWithPlayers = Omit<FlightsAnswer, 'flights' | 'players'> & { flights: FlightWithPlayers[] };

/** The answer's flights name their players by id (API.md); the answer's `players` has each one. */
export function withPlayers({ players, flights, ...rest }: FlightsAnswer): FlightsWithPlayers {
  const byPid = new Map(players.map((p) => [p.pid, p]));
  return { ...rest, flights: flights.map((f) => ({ ...f, players: f.players.flatMap((pid) => byPid.get(pid) ?? []) })) };
}
