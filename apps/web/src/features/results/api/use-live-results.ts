import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { i18n } from '../../../lib/i18n';
import { getToken } from '../../../lib/session';
import { parseEventStream } from './event-stream';
import { playerCardsQueryOptions } from './get-player-cards';
import { resultsQueryOptions } from './get-results';

export type LiveState = 'connecting' | 'live' | 'polling' | 'off';

const RETRY_MS = 15_000;

/** The results version an event of the stream names (`{ version, pid }`), if any. */
function currentVersion(data: string): number | undefined {
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' && parsed !== null && 'version' in parsed && typeof parsed.version === 'number' ? parsed.version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Follows `GET …/live` (server-sent events) with the session's bearer token — EventSource cannot send
 * it, so this reads a fetch stream. Each event refetches the results; while the stream is down the
 * page polls (`polling`) and the stream is tried again every 15 s.
 */
export function useLiveResults(activityId: string | null, enabled: boolean): LiveState {
  const client = useQueryClient();
  const [state, setState] = useState<LiveState>('off');

  useEffect(() => {
    if (!activityId || !enabled) return;
    const abort = new AbortController();
    let retry: number | undefined;
    const refresh = () =>
      Promise.all([
        client.invalidateQueries({ queryKey: resultsQueryOptions(activityId).queryKey }),
        client.invalidateQueries({ queryKey: playerCardsQueryOptions(activityId).queryKey }),
      ]);

    const connect = async () => {
      setState((s) => (s === 'polling' ? s : 'connecting'));
      try {
        const token = getToken();
        const response = await fetch(`${import.meta.env.VITE_API_BASE ?? ''}/api/activities/${activityId}/live`, {
          headers: { Accept: 'text/event-stream', 'Accept-Language': i18n.language, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          signal: abort.signal,
        });
        if (!response.ok || !response.body) throw new Error(`live ${response.status}`);
        setState('live');
        // the stream's first event says which results are current: the page has just read them (a second read of
        // ~30 KB on every page open), unless they moved while it connected
        let first = true;
        const feed = parseEventStream((name, data) => {
          if (name === 'ping') return;
          const announced = first;
          first = false;
          if (announced && currentVersion(data) === client.getQueryData(resultsQueryOptions(activityId).queryKey)?.version) return;
          void refresh();
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          feed(value);
        }
        throw new Error('live stream ended');
      } catch {
        if (abort.signal.aborted) return;
        setState('polling');
        retry = window.setTimeout(() => void connect(), RETRY_MS);
      }
    };
    void connect();
    return () => {
      abort.abort();
      window.clearTimeout(retry);
      setState('off');
    };
  }, [activityId, enabled, client]);

  return state;
}
