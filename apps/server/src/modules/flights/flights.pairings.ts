import { foldName, nameKey } from '../../lib/names';

/**
 * Requested pairings read from registration remarks: "play with Ann", "和张三同组", "田中と同組".
 * A request counts when it names another player of the event: the whole name (any case, any spacing or
 * width), or a part of it no other player's name shares ("Emma" for Emma Clarke, 田中 for 田中 浩).
 */

/** The parts of a remark that ask for partners, e.g. "Ann and Bob" of "Please play with Ann and Bob." */
export function pairingSegments(remark: string): string[] {
  const segments: string[] = [];
  for (const m of remark.matchAll(/play(?:ing)?\s+with\s+([^.;!?。；！？\n]+)/gi)) segments.push(m[1]);
  for (const m of remark.matchAll(/(?:和|与|跟|同)([^。；！？.;!?\n]+?)(?:同组|一组|一起打|同一组)/g)) segments.push(m[1]);
  for (const m of remark.matchAll(/([^。；！？.;!?\n]+?)(?:と同組|と同じ組|と一緒)/g)) segments.push(m[1]);
  return segments;
}

export interface NamedPlayer {
  pid: string;
  name: string;
  remark: string;
}


/** The parts of a name that may name its player alone: words of two letters or more (a one-letter word names nobody). */
const nameParts = (name: string) => foldName(name).split(/\s+/).filter((part) => [...part].length >= 2);

/** Whether `segment` mentions `part`: Latin letters as whole words ("Li" is not in "Lily"), other scripts anywhere. */
function mentions(segment: string, part: string): boolean {
  if (!/[a-z0-9]/.test(part)) return segment.includes(part);
  const escaped = part.replace(/[.*+?^${}()|[\]\\'-]/g, '\\$&');
  return new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`).test(segment);
}

/**
 * Whether `segment` holds the whole `name`: a name in Latin letters as whole words, however spaced ("Ada Nelson" does
 * not name Dan); any other, spaces left out on both sides (田中浩 names 田中 浩).
 */
function namesWhole(segment: string, name: string): boolean {
  const folded = foldName(name).trim().replace(/\s+/g, ' ');
  if (/[a-z0-9]/.test(folded)) return mentions(segment.replace(/\s+/g, ' '), folded);
  return segment.replace(/\s+/g, '').includes(nameKey(name));
}

export interface PairingRequests {
  /** pid → pids of the other players this player asked to play with */
  partners: Map<string, string[]>;
  /** requests that name no other player of the event (a misspelt name, someone not entered), as written */
  unmatched: { pid: string; request: string }[];
}

/** The pairings asked for in the players' remarks. */
export function pairingRequests(players: readonly NamedPlayer[]): PairingRequests {
  const partners = new Map<string, string[]>();
  const unmatched: PairingRequests['unmatched'] = [];
  const named = players.filter((p) => p.name.trim() !== '');
  // a part of a name names its player only when no other player's name has it
  const owners = new Map<string, number>();
  for (const p of named) for (const part of new Set(nameParts(p.name))) owners.set(part, (owners.get(part) ?? 0) + 1);
  const names = (segment: string, o: NamedPlayer) => namesWhole(segment, o.name) || nameParts(o.name).some((part) => owners.get(part) === 1 && mentions(segment, part));
  for (const p of players) {
    const segments = pairingSegments(p.remark);
    if (segments.length === 0) continue;
    const others = named.filter((o) => o.pid !== p.pid);
    const found = new Set<string>();
    for (const segment of segments) {
      const hits = others.filter((o) => names(foldName(segment), o));
      if (hits.length === 0) unmatched.push({ pid: p.pid, request: segment.trim() });
      for (const o of hits) found.add(o.pid);
    }
    if (found.size > 0) partners.set(p.pid, others.filter((o) => found.has(o.pid)).map((o) => o.pid));
  }
  return { partners, unmatched };
}
