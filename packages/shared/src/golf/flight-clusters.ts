/**
 * Requested pairings and guests as clusters: players who should share a flight.
 *
 * Clusters are formed by joining every "play with" request and every guest–host link (in either
 * direction, transitively). After the strategy has filled the flights, {@link keepClustersTogether}
 * moves each cluster into one flight by swapping its members with unclustered players of similar
 * standing, so flight sizes never change and the strategy's shape is disturbed as little as possible.
 */
import type { FlightPlayer } from './flight-types';

/**
 * Groups of two or more free players who asked to play together (or a guest and their host).
 * Links to players outside `players` (locked or unknown) are ignored. A cluster larger than
 * `size` is cut into chunks of `size` in the given player order: it cannot fit one flight.
 */
export function findClusters(players: readonly FlightPlayer[], size: number): string[][] {
  const index = new Map(players.map((p, i) => [p.pid, i]));
  const parent = players.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  const join = (a: number, b: number | undefined) => {
    if (b === undefined) return;
    const ra = root(a);
    const rb = root(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  players.forEach((p, i) => {
    for (const partner of p.partnerIds ?? []) join(i, index.get(partner));
    if (p.hostId) join(i, index.get(p.hostId));
  });
  const byRoot = new Map<number, string[]>();
  players.forEach((p, i) => {
    const r = root(i);
    const members = byRoot.get(r) ?? [];
    members.push(p.pid);
    byRoot.set(r, members);
  });
  const clusters: string[][] = [];
  for (const members of byRoot.values()) {
    for (let i = 0; i < members.length; i += size) {
      const chunk = members.slice(i, i + size);
      if (chunk.length > 1) clusters.push(chunk);
    }
  }
  return clusters;
}

/**
 * Moves every cluster into a single flight, in place, when possible.
 *
 * Larger clusters go first. A cluster goes to the flight that already holds most of its members
 * (earliest flight on a tie) that has enough unclustered players to swap out; each member coming
 * in swaps with the unclustered player of that flight nearest to it by `distance`. A cluster that
 * fits nowhere is left split. Flight sizes are unchanged.
 */
export function keepClustersTogether(
  flights: string[][],
  clusters: readonly string[][],
  distance: (a: string, b: string) => number,
): void {
  const clustered = new Set(clusters.flat());
  const flightOf = new Map<string, number>();
  flights.forEach((f, i) => f.forEach((pid) => flightOf.set(pid, i)));
  const ordered = clusters.slice().sort((a, b) => b.length - a.length);
  for (const cluster of ordered) {
    const inFlight = flights.map((_, fi) => cluster.filter((pid) => flightOf.get(pid) === fi).length);
    const candidates = flights.map((_, i) => i).sort((a, b) => inFlight[b] - inFlight[a] || a - b);
    for (const target of candidates) {
      const incoming = cluster.filter((pid) => flightOf.get(pid) !== target);
      const swappable = flights[target].filter((pid) => !clustered.has(pid));
      if (swappable.length < incoming.length) continue;
      for (const pid of incoming) {
        let best = 0;
        for (let i = 1; i < swappable.length; i++) {
          if (distance(pid, swappable[i]) < distance(pid, swappable[best])) best = i;
        }
        const out = swappable.splice(best, 1)[0];
        const from = flightOf.get(pid) as number;
        flights[from][flights[from].indexOf(pid)] = out;
        flights[target][flights[target].indexOf(out)] = pid;
        flightOf.set(out, from);
        flightOf.set(pid, target);
      }
      break;
    }
  }
}
