/**
 * Requested pairings read from registration remarks: "play with Ann", "和张三同组", "田中と同組".
 * A request counts only when it names another player of the event (the whole name, any case).
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

/** pid → pids of the other players this player asked to play with. */
export function requestedPartners(players: readonly NamedPlayer[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  const named = players.filter((p) => p.name.trim() !== '');
  for (const p of players) {
    const segments = pairingSegments(p.remark).map((s) => s.toLowerCase());
    if (segments.length === 0) continue;
    const partners = named
      .filter((o) => o.pid !== p.pid && segments.some((s) => s.includes(o.name.trim().toLowerCase())))
      .map((o) => o.pid);
    if (partners.length > 0) result.set(p.pid, partners);
  }
  return result;
}
