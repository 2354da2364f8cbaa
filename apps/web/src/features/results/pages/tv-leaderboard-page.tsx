import { Result, Spin } from 'antd';
import type { ResultsAnswer } from '@golf/shared/schemas/score';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useEvent } from '../api/get-event';
import { useResults } from '../api/get-results';
import { useLiveResults } from '../api/use-live-results';
import { formatRank, formatToPar, oneDecimal, orNone } from '../components/result-format';
import { idParam } from '../../../lib/id-param';
import { useDocumentTitle } from '../../../lib/document-title';

const POLL_MS = 10_000;

/** Scrolls a long board slowly down, rests at the end, and starts over from the top. */
function useAutoScroll() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let pause = 0;
    const timer = window.setInterval(() => {
      const el = box.current;
      if (!el || el.scrollHeight <= el.clientHeight) return;
      if (pause > 0) {
        pause -= 1;
        if (pause === 0 && el.scrollTop > 0) el.scrollTop = 0;
        return;
      }
      el.scrollTop += 1;
      if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) pause = 120;
    }, 40);
    return () => window.clearInterval(timer);
  }, []);
  return box;
}

/** `/tv/leaderboard?id=`: the full-screen board for a clubhouse screen — no app shell, large type, live, auto-scrolling. */
export function TvLeaderboardPage() {
  const { t } = useTranslation('results');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const event = useEvent(id);
  useDocumentTitle(event.data ? t('leaderboardTitle', { title: event.data.title }) : null);
  const live = useLiveResults(id, event.data?.status === 'playing');
  // the screen is seen by everyone in the clubhouse: what the members see, even signed in as an organiser
  const results = useResults(id, live === 'live' ? false : POLL_MS, 'public');
  if (!id || event.error || results.error) return <Result status="warning" title={t('tv.unavailable')} subTitle={(event.error ?? results.error)?.message} />;
  if (!event.data || !results.data) return <Spin size="large" style={{ display: 'block', marginTop: '30vh' }} />;
  return <Board title={event.data.title} results={results.data} live={live} />;
}

function Board({ title, results, live }: { title: string; results: ResultsAnswer; live: ReturnType<typeof useLiveResults> }) {
  const { t } = useTranslation('results');
  const box = useAutoScroll();
  const withPoints = results.list.some((r) => r.points !== undefined);
  // no net at all while the hidden holes are secret (the results answer leaves it out until the event is finished)
  const withNet = results.list.some((r) => r.net !== null);
  const cell = { padding: '0.35em 0.6em', borderBottom: '1px solid #1f3a2c' } as const;
  const head = { ...cell, position: 'sticky', top: 0, background: '#0b2418', fontWeight: 600, whiteSpace: 'nowrap' } as const;
  return (
    <div style={{ position: 'fixed', inset: 0, background: '#0b2418', color: '#f4f7f2', display: 'flex', flexDirection: 'column', fontSize: 'clamp(16px, 2.6vw, 40px)' }}>
      {/* room for the language and theme toolbar (public-layout.tsx, fixed 12 px from the top right, 40 px tall): on a phone
          the header is shorter than that, and the toolbar covered the last columns' titles */}
      <header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1em', padding: '0.5em 0.8em', paddingInlineEnd: 120, minHeight: 64, boxSizing: 'border-box', background: '#123524' }}>
        <div style={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{title}</div>
        {live !== 'off' && (
          <div style={{ fontSize: '0.45em', color: live === 'live' ? '#7ee2a8' : '#f5c26b', whiteSpace: 'nowrap' }} data-testid="live-state">
            ● {t(`live.${live}`)}
          </div>
        )}
      </header>
      <div ref={box} style={{ flex: 1, overflow: 'hidden' }} data-testid="tv-board">
        <table style={{ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }}>
          <thead style={{ color: '#a9c7b4', fontSize: '0.6em', textAlign: 'start' }}>
            <tr>
              <th style={{ ...head, textAlign: 'start' }}>{t('columns.rank')}</th>
              <th style={{ ...head, textAlign: 'start' }}>{t('columns.name')}</th>
              <th style={{ ...head, textAlign: 'end' }}>{t('columns.toPar')}</th>
              <th style={{ ...head, textAlign: 'end' }}>{t('tv.thru')}</th>
              <th style={{ ...head, textAlign: 'end' }}>{t('columns.gross')}</th>
              {(withPoints || withNet) && <th style={{ ...head, textAlign: 'end' }}>{withPoints ? t('columns.points') : t('columns.net')}</th>}
            </tr>
          </thead>
          <tbody>
            {results.list.map((r) => (
              <tr key={r.pid}>
                <td style={{ ...cell, fontWeight: 700, width: '3.5em' }}>{formatRank(r)}</td>
                <td style={{ ...cell, overflowWrap: 'anywhere' }}>{r.name}</td>
                <td style={{ ...cell, textAlign: 'end', color: (r.toPar ?? 0) < 0 ? '#ff7a6b' : undefined }}>{formatToPar(r.toPar)}</td>
                <td style={{ ...cell, textAlign: 'end', color: '#a9c7b4' }}>{r.status === 'ok' ? t('tv.finished') : r.holesPlayed || '–'}</td>
                <td style={{ ...cell, textAlign: 'end' }}>{orNone(r.gross)}</td>
                {(withPoints || withNet) && <td style={{ ...cell, textAlign: 'end', fontWeight: 700 }}>{withPoints ? orNone(r.points) : oneDecimal(r.net)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
        {results.list.length === 0 && <p style={{ textAlign: 'center', marginTop: '2em', color: '#a9c7b4' }}>{t('tv.empty')}</p>}
      </div>
    </div>
  );
}
