import type { PlayerScorecard, ScorecardsAnswer } from '@golf/shared/schemas/score';

export interface FlightOption {
  /** '' for players in no flight */
  key: string;
  /** the flight's number on the board and the sheets; null for players in no flight */
  number: number | null;
  players: PlayerScorecard[];
}

/**
 * The flights the caller may enter scores for (a marker: their own; an organiser: every flight), by flight number; each
 * flight's players in its playing order, as the pairing sheet lists them (the marker calls them out in that order).
 */
export function editableFlights(data: ScorecardsAnswer): FlightOption[] {
  const editable = new Set(data.editable);
  const flights = new Map<string, PlayerScorecard[]>();
  for (const player of data.players) {
    if (!editable.has(player.pid) || player.status !== 'ok') continue;
    const key = player.flightId ?? '';
    flights.set(key, [...(flights.get(key) ?? []), player]);
  }
  const seat = (p: PlayerScorecard) => p.position ?? Number.MAX_SAFE_INTEGER;
  // flights by their number on the board and the sheets; the players in no flight last
  const numberOf = (players: PlayerScorecard[]) => players[0]?.flightNumber ?? null;
  return [...flights]
    .map(([key, players]) => ({ key, number: numberOf(players), players: [...players].sort((a, b) => seat(a) - seat(b)) }))
    .sort((a, b) => (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER));
}

/** Hole numbers in playing order from the starting hole: a flight starting on 10 plays 10–18, then 1–9. */
export function playingOrder(holeNumbers: number[], startHole: number): number[] {
  const sorted = [...holeNumbers].sort((a, b) => a - b);
  const from = Math.max(0, sorted.indexOf(startHole));
  return [...sorted.slice(from), ...sorted.slice(0, from)];
}
