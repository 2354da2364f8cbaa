import { useQueryClient } from '@tanstack/react-query';
import type { ScoreConflict } from '@golf/shared/schemas/score';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { feedback } from '../../../lib/feedback';
import { cachedCard, scorecardsKey } from '../api/get-scorecards';
import { saveScorecard, storeSavedCard } from '../api/save-scorecard';

/** One hole waiting to reach the server; `version` is the saved version the marker's value was based on. */
export interface PendingHole {
  pid: string;
  number: number;
  /** null: the hole is cleared (entered by mistake) */
  strokes: number | null;
  putts: number | null;
  version: number;
}

/** Holes the server refused for good (the event finished, the flight changed hands): kept on the phone with the reason, never dropped unseen. */
export interface RefusedHole extends PendingHole {
  reason: string;
  /** the player's name when refused (kept by holes refused since it was) */
  name?: string;
}

export interface MarkerConflict {
  conflict: ScoreConflict;
  mine: PendingHole[];
}

const storageKey = (activityId: string) => `golf.scoreQueue.${activityId}`;
const refusedKey = (activityId: string) => `golf.scoreRefused.${activityId}`;

function readList<T>(key: string): T[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

const same = (a: PendingHole, b: Pick<PendingHole, 'pid' | 'number'>) => a.pid === b.pid && a.number === b.number;

/**
 * The marker's saves: every change is kept in localStorage first, then sent at once (one request per
 * player at a time, so a fast series of taps never races itself). With no answer (offline) or a passing failure (5xx,
 * 401, 408, 429) the holes stay queued and go when the browser is back online or at the next retry; a 409 is handed to
 * the page to decide; any other refusal (the event not in play, not the marker's flight) takes them out of the queue into
 * `refused`, kept on the phone with the server's reason until the marker has dealt with them (sent again or dismissed).
 */
export function useMarkerQueue(activityId: string) {
  const client = useQueryClient();
  const [pending, setPending] = useState(() => readList<PendingHole>(storageKey(activityId)));
  const [refused, setRefused] = useState(() => readList<RefusedHole>(refusedKey(activityId)));
  // the same list for the sending loop, which must see changes made since the last render
  const queue = useRef<PendingHole[]>(pending);
  const sending = useRef(new Set<string>());
  // asked to send while that player's card was already out (the connection came back, another hole): it goes again
  const wanted = useRef(new Set<string>());
  /** the players' names of refused holes sent again (a player moved to another flight is no longer in the marker's cards) */
  const names = useRef(new Map<string, string>());
  const [offline, setOffline] = useState(false);
  const [conflict, setConflict] = useState<MarkerConflict | null>(null);

  const commit = useCallback(
    (next: PendingHole[]) => {
      queue.current = next;
      localStorage.setItem(storageKey(activityId), JSON.stringify(next));
      setPending(next);
    },
    [activityId],
  );

  const keepRefused = useCallback(
    (next: RefusedHole[]) => {
      if (next.length) localStorage.setItem(refusedKey(activityId), JSON.stringify(next));
      else localStorage.removeItem(refusedKey(activityId));
      setRefused(next);
    },
    [activityId],
  );

  const send = useCallback(
    async (pid: string): Promise<void> => {
      for (let again = true; again; ) {
      const items = queue.current.filter((h) => h.pid === pid);
      if (items.length === 0) return;
      if (sending.current.has(pid)) {
        wanted.current.add(pid);
        return;
      }
      sending.current.add(pid);
      again = false;
      try {
        const card = await saveScorecard({
          activityId,
          pid,
          input: { holes: items.map(({ number, strokes, putts, version }) => ({ number, strokes, putts, version })), checkVersions: true },
        });
        storeSavedCard(client, activityId, card);
        const versions = new Map(card.holes.map((h) => [h.number, h.version]));
        // holes changed again while this request was out stay queued, based on the version just saved (a hole this
        // request cleared is off the card: entered again, it starts from the empty hole, version 0)
        commit(
          queue.current
            .filter((q) => !items.some((s) => same(q, s) && s.strokes === q.strokes && s.putts === q.putts))
            .map((q) => (q.pid === pid ? { ...q, version: versions.get(q.number) ?? (items.some((s) => same(q, s)) ? 0 : q.version) } : q)),
        );
        setOffline(false);
        again = queue.current.some((q) => q.pid === pid);
      } catch (error) {
        // no answer, or one that says "not now" (the server restarting, a proxy's 502, too many requests, a session that
        // ended): the holes stay on the phone and go with the next try; only a refusal of the holes themselves drops them
        if (isApiError(error) && (error.status === undefined || error.status >= 500 || [401, 408, 429].includes(error.status))) setOffline(true);
        else if (isApiError(error) && error.status === 409 && error.data) {
          setOffline(false);
          const found = error.data as ScoreConflict;
          const mine = items.filter((i) => found.holes.some((h) => h.number === i.number));
          setConflict({ conflict: found, mine });
          // kept on the phone until the dialog is answered: a reload (or a phone that dies) meanwhile finds them among the
          // refused holes, to send again, instead of losing them with the dialog
          const kept = readList<RefusedHole>(refusedKey(activityId)).filter((r) => !mine.some((m) => same(r, m)));
          keepRefused([...kept, ...mine.map((m) => ({ ...m, reason: error.message, name: cachedCard(client, activityId, m.pid)?.name }))]);
          // holes without a conflict go again on their own
          commit(queue.current.filter((q) => !(q.pid === pid && found.holes.some((h) => h.number === q.number))));
          again = true;
        } else {
          const reason = error instanceof Error ? error.message : String(error);
          // the server answered: it is reachable; the same refusal for several cards shows once
          setOffline(false);
          feedback.error(reason, `score-refused:${reason}`);
          // the refused holes leave the queue (sending them again would be refused again) but not the phone
          const gone = queue.current.filter((q) => items.some((s) => same(q, s)));
          commit(queue.current.filter((q) => !items.some((s) => same(q, s))));
          const before = readList<RefusedHole>(refusedKey(activityId)).filter((r) => !gone.some((g) => same(r, g)));
          // with the player's name as read now: a flight that changed hands is no longer in the marker's cards
          keepRefused([...before, ...gone.map((g) => ({ ...g, reason, name: cachedCard(client, activityId, g.pid)?.name ?? names.current.get(g.pid) }))]);
        }
      } finally {
        sending.current.delete(pid);
      }
      if (wanted.current.delete(pid)) again = true;
      }
    },
    [activityId, client, commit, keepRefused],
  );

  const flushAll = useCallback(() => Promise.all([...new Set(queue.current.map((q) => q.pid))].map((pid) => send(pid))), [send]);

  useEffect(() => {
    const online = () => void flushAll();
    window.addEventListener('online', online);
    void flushAll();
    const retry = window.setInterval(() => void flushAll(), 20_000);
    return () => {
      window.removeEventListener('online', online);
      window.clearInterval(retry);
    };
  }, [flushAll]);

  /** Records a change and sends it at once; a refused value of the same hole is replaced by it (sending that again would undo it). */
  const enter = (hole: Omit<PendingHole, 'version'>) => {
    const card = cachedCard(client, activityId, hole.pid);
    const queued = queue.current.find((q) => same(q, hole));
    const version = queued?.version ?? card?.holes.find((h) => h.number === hole.number)?.version ?? 0;
    commit([...queue.current.filter((q) => !same(q, hole)), { ...hole, version }]);
    if (refused.some((r) => same(r, hole))) keepRefused(refused.filter((r) => !same(r, hole)));
    void send(hole.pid);
  };

  /** The conflict's outcome: the server's values stay (refetched), or mine are sent again on the current version. */
  const resolve = async (keepMine: boolean) => {
    if (!conflict) return;
    setConflict(null);
    // answered: no longer waiting among the refused holes
    keepRefused(readList<RefusedHole>(refusedKey(activityId)).filter((r) => !conflict.mine.some((m) => same(r, m))));
    if (keepMine) {
      const current = new Map(conflict.conflict.holes.map((h) => [h.number, h.version]));
      commit([...queue.current, ...conflict.mine.map((m) => ({ ...m, version: current.get(m.number) ?? m.version }))]);
      await send(conflict.conflict.pid);
    } else {
      await client.invalidateQueries({ queryKey: scorecardsKey(activityId) });
    }
  };

  /**
   * The refused holes go into the queue again (the flight given back to this marker, play started after all), on the
   * versions they were entered on: a hole someone else saved meanwhile (an organiser's correction on the grid) meets the
   * conflict dialog instead of being overwritten.
   */
  const sendRefusedAgain = async () => {
    // (not those of the open conflict dialog: they wait for its answer)
    const waiting = refused.filter((r) => !queue.current.some((q) => same(q, r)) && !conflict?.mine.some((m) => same(r, m)));
    // their names, should they be refused again for a player no longer in the marker's cards
    for (const r of waiting) if (r.name) names.current.set(r.pid, r.name);
    const again = waiting.map(({ reason: _reason, name: _name, ...hole }) => hole);
    keepRefused(refused.filter((r) => !waiting.includes(r)));
    commit([...queue.current, ...again]);
    await flushAll();
  };

  return {
    pending,
    // (the holes of the open conflict dialog are in it, not in the list too)
    refused: conflict ? refused.filter((r) => !conflict.mine.some((m) => same(r, m))) : refused,
    sendRefusedAgain,
    /** the marker has the refused holes in hand (written down, handed to an organiser) */
    dismissRefused: () => keepRefused([]),
    /** the queued value of a hole, shown over the saved one */
    queued: (pid: string, number: number) => pending.find((q) => same(q, { pid, number })),
    unsent: offline ? pending.length : 0,
    offline,
    conflict,
    enter,
    resolve,
    retry: flushAll,
  };
}
