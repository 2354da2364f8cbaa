import { CloudUploadOutlined, DeleteOutlined, DisconnectOutlined, LeftOutlined, RightOutlined, TrophyOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Select, Space, Tag, Typography, theme } from 'antd';
import type { ScorecardsAnswer } from '@golf/shared/schemas/score';
import { pickUpStrokes, stablefordHolePoints } from '@golf/shared/golf/stableford';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useEvent } from '../api/get-event';
import { useMyFlight } from '../api/get-my-flight';
import { useScorecards } from '../api/get-scorecards';
import { BigStepper } from '../components/big-stepper';
import { editableFlights, playingOrder } from '../components/flight-choice';
import { ScorePageState } from '../components/score-page-state';
import { useMarkerQueue, type RefusedHole } from '../components/use-marker-queue';
import { idParam } from '../../../lib/id-param';
import { lazyPart } from '../../../lib/lazy-part';
import { afterFirstScreen } from '../../../lib/startup';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useListFormat } from '../../../lib/use-list-format';
import { useTitleSubject } from '../../../lib/document-title';
import { UnsavedGuard } from '../../../components/unsaved-guard';

// two entries of the same hole are rare: their dialog (antd Modal and Table, ~50 KB gzip) is not in the page's download,
// it loads once the page has settled, so that it is there when a save comes back with a conflict
const ConflictModal = lazyPart(() => import('../components/conflict-modal').then((m) => m.ConflictModal), { tell: true });

/** `/dashboard/activity/score-entry?id=`: a flight's marker enters each hole on a phone during play. */
export function ScoreEntryPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const event = useEvent(id);
  useTitleSubject(event.data?.title);
  // the flight's other entries (a second marker, the organiser) show up when the marker comes back to the page
  // only the cards the caller may edit: a marker's flight, not the whole field's (an organiser's are all)
  const cards = useScorecards(id, true, 'editable');
  const myFlight = useMyFlight(id);
  if (!event.data) return <ScorePageState id={id} query={event} />;
  if (!cards.data || myFlight.isPending) return <ScorePageState id={id} query={cards} />;
  return (
    <MarkerCard
      activityId={event.data.id}
      title={event.data.title}
      playing={event.data.status === 'playing'}
      data={cards.data}
      myFlightId={myFlight.data?.flightId ?? null}
      startHole={myFlight.data?.startHole ?? null}
    />
  );
}

/** The holes the server refused for good, kept with its reason until the marker has noted them or sends them again. */
function RefusedHoles({ refused, names, onSendAgain, onDismiss }: { refused: RefusedHole[]; names: Map<string, string>; onSendAgain: () => void; onDismiss: () => void }) {
  const { t } = useTranslation('scores');
  if (refused.length === 0) return null;
  const reasons = [...new Set(refused.map((r) => r.reason))];
  return (
    <Alert
      style={{ marginTop: 8, textAlign: 'start' }}
      type="error"
      showIcon
      title={t('entry.refused', { count: refused.length })}
      data-testid="refused-holes"
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 4 }}>{t('entry.refusedHint', { reason: reasons.join(' ') })}</Typography.Paragraph>
          <ul style={{ margin: '0 0 8px', paddingInlineStart: 20 }}>
            {refused.map((r) => {
              const params = { name: names.get(r.pid) ?? r.name ?? r.pid, hole: r.number, strokes: r.strokes, putts: r.putts };
              const key = r.strokes === null ? 'entry.refusedItemCleared' : r.putts === null ? 'entry.refusedItem' : 'entry.refusedItemPutts';
              return <li key={`${r.pid}:${r.number}`}>{t(key, params)}</li>;
            })}
          </ul>
          <Space wrap size={8}>
            <Button size="small" onClick={onSendAgain}>
              {t('entry.sendAgain')}
            </Button>
            <Button size="small" onClick={onDismiss}>
              {t('entry.dismissRefused')}
            </Button>
          </Space>
        </>
      }
    />
  );
}

interface MarkerCardProps {
  activityId: string;
  title: string;
  playing: boolean;
  data: ScorecardsAnswer;
  myFlightId: string | null;
  startHole: number | null;
}

function MarkerCard({ activityId, title, playing, data, myFlightId, startHole }: MarkerCardProps) {
  const { t } = useTranslation('scores');
  const list = useListFormat('narrow');
  const { token } = theme.useToken();
  const flights = editableFlights(data);
  const [flightKey, setFlightKey] = useState(() => flights.find((f) => f.key === myFlightId)?.key ?? flights[0]?.key ?? '');
  const flight = flights.find((f) => f.key === flightKey) ?? flights[0];
  const order = playingOrder(
    data.holes.map((h) => h.number),
    flight?.key === myFlightId && startHole ? startHole : 1,
  );
  // back on the page mid-round (a reload, a phone that slept): the first hole the flight has not finished, not its first hole
  const [position, setPosition] = useState(() => {
    const next = order.findIndex((n) => !flight?.players.every((p) => p.holes.some((h) => h.number === n)));
    return next >= 0 ? next : 0;
  });
  const queue = useMarkerQueue(activityId);
  const conflictMounted = useOpenedOnce(Boolean(queue.conflict));
  useEffect(() => afterFirstScreen(ConflictModal.preload), []);
  // the hole being entered stays in sight in the strip of holes (centred), however far the arrows have gone
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = strip.current;
    const pill = box?.children[position] as HTMLElement | undefined;
    if (box && pill) box.scrollTo({ left: pill.offsetLeft - (box.clientWidth - pill.offsetWidth) / 2 });
  }, [position]);

  const names = new Map(data.players.map((p) => [p.pid, p.name]));
  const refused = <RefusedHoles refused={queue.refused} names={names} onSendAgain={() => void queue.sendRefusedAgain()} onDismiss={queue.dismissRefused} />;
  // the conflict dialog, also where the page has no flight to show (holes sent again after the flight changed hands)
  const conflictName = queue.conflict ? (names.get(queue.conflict.conflict.pid) ?? '') : '';
  // holes waiting for a connection go out only from this page: leaving it (or reloading without a connection) is asked
  const unsentGuard = (
    <UnsavedGuard
      dirty={queue.unsent > 0}
      texts={{ title: t('entry.unsentLeave.title'), text: t('entry.unsentLeave.text', { count: queue.unsent }), leave: t('entry.unsentLeave.leave'), stay: t('entry.unsentLeave.stay') }}
    />
  );
  const conflictDialog = conflictMounted && (
    <Suspense fallback={null}>
      <ConflictModal conflict={queue.conflict} playerName={conflictName} onResolve={(keepMine) => void queue.resolve(keepMine)} />
    </Suspense>
  );

  if (!flight || data.holes.length === 0) {
    // no holes: an event that started before its course was chosen (the server now refuses that)
    const why = !playing ? t('entry.notPlaying') : !flight ? t('entry.noFlight') : t('entry.noCourse');
    return (
      <Card title={title}>
        {refused}
        {conflictDialog}
        {unsentGuard}
        <Empty description={why}>
          {/* not (or no longer) in play: the board is where the scores are, and an organiser still corrects them */}
          {!playing && (
            <Space orientation="vertical" size={8}>
              <Typography.Text type="secondary">{t('entry.correctionsHint')}</Typography.Text>
              <Link to={`/dashboard/activity/result?id=${activityId}`}>
                <Button type="primary" icon={<TrophyOutlined />}>
                  {t('entry.leaderboard')}
                </Button>
              </Link>
            </Space>
          )}
        </Empty>
      </Card>
    );
  }
  const number = order[Math.min(position, order.length - 1)];
  const hole = data.holes.find((h) => h.number === number)!;
  const valueOf = (pid: string) => {
    const queued = queue.queued(pid, number);
    if (queued) return { strokes: queued.strokes, putts: queued.putts, queued: true };
    const saved = data.players.find((p) => p.pid === pid)?.holes.find((h) => h.number === number);
    return { strokes: saved?.strokes ?? null, putts: saved?.putts ?? null, queued: false };
  };
  // a hole's strokes as the marker sees them: the queued value (null: being cleared) over the saved one
  const strokesAt = (pid: string, n: number) => {
    const queued = queue.queued(pid, n);
    return queued ? queued.strokes : (data.players.find((p) => p.pid === pid)?.holes.find((h) => h.number === n)?.strokes ?? null);
  };
  const done = (n: number) => flight.players.every((p) => strokesAt(p.pid, n) !== null);
  // a Stableford event: each hole's points beside its strokes, and "picked up" for a hole the player gave up
  const holeIndex = data.holes.indexOf(hole);
  const pointsOf = (received: number[] | undefined, strokes: number | null, h = hole, i = holeIndex) =>
    received && strokes !== null ? stablefordHolePoints(strokes, h.par, received[i] ?? 0) : null;

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%', maxWidth: 560, margin: '0 auto', display: 'flex' }}>
      <Card size="small">
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, justifyContent: 'space-between' }}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography.Text>
          <Space size={4}>
            {queue.pending.length > 0 && (
              <Tag color={queue.offline ? 'warning' : 'processing'} icon={queue.offline ? <DisconnectOutlined /> : <CloudUploadOutlined />} data-testid="unsent-badge">
                {queue.offline ? t('entry.unsent', { count: queue.pending.length }) : t('entry.sending')}
              </Tag>
            )}
            <Link to={`/dashboard/activity/result?id=${activityId}`}>
              <Button size="small" icon={<TrophyOutlined />}>
                {t('entry.leaderboard')}
              </Button>
            </Link>
          </Space>
        </div>
        {flights.length > 1 && (
          <Select
            style={{ width: '100%', marginTop: 8 }}
            value={flight.key}
            aria-label={t('entry.flight')}
            onChange={(key) => {
              setFlightKey(key);
              setPosition(0);
            }}
            options={flights.map((f) => ({ value: f.key, label: `${f.number !== null ? t('entry.flightN', { n: f.number }) : t('entry.noFlightGroup')} · ${list(f.players.map((p) => p.name))}` }))}
          />
        )}
        {queue.offline && (
          <Alert style={{ marginTop: 8 }} type="warning" showIcon title={t('entry.offline')} action={<Button size="small" onClick={() => void queue.retry()}>{t('entry.retry')}</Button>} />
        )}
        {!playing && <Alert style={{ marginTop: 8 }} type="info" showIcon title={t('entry.notPlaying')} />}
        {refused}
      </Card>

      <Card size="small" styles={{ body: { padding: 12 } }}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
          <Button size="large" icon={<LeftOutlined />} aria-label={t('entry.previous')} disabled={position === 0} onClick={() => setPosition((p) => p - 1)} />
          <div style={{ textAlign: 'center' }} data-testid="entry-hole">
            <div style={{ fontSize: 24, fontWeight: 700 }}>{t('entry.holeN', { n: number })}</div>
            <Typography.Text type="secondary">
              {t('entry.parSi', { par: hole.par, si: hole.strokeIndex })}
            </Typography.Text>
          </div>
          <Button size="large" icon={<RightOutlined />} aria-label={t('entry.next')} disabled={position >= order.length - 1} onClick={() => setPosition((p) => p + 1)} data-testid="entry-next" />
        </div>
        <div
          ref={strip}
          // the holes beyond the phone's width fade out at the edges: a sign that the strip scrolls sideways (the padding
          // keeps the first and last hole clear of the fade when the strip is at its start or end)
          style={{
            display: 'flex',
            gap: 6,
            overflowX: 'auto',
            marginTop: 10,
            paddingBottom: 4,
            paddingInline: 12,
            position: 'relative',
            maskImage: 'linear-gradient(to right, transparent, #000 12px, #000 calc(100% - 12px), transparent)',
          }}
          role="tablist"
          aria-label={t('entry.holes')}
        >
          {order.map((n, i) => (
            <button
              key={n}
              type="button"
              role="tab"
              aria-selected={i === position}
              onClick={() => setPosition(i)}
              style={{
                // a thumb's target on the course (36 px, as antd's large controls are 40)
                flex: '0 0 36px',
                height: 36,
                borderRadius: 18,
                border: `1px solid ${i === position ? token.colorPrimary : token.colorBorder}`,
                background: i === position ? token.colorPrimary : done(n) ? token.colorSuccessBg : 'transparent',
                color: i === position ? token.colorTextLightSolid : token.colorText,
                cursor: 'pointer',
                fontSize: 13,
              }}
            >
              {n}
            </button>
          ))}
        </div>
      </Card>

      {flight.players.map((player) => {
        const value = valueOf(player.pid);
        const strokes = value.strokes;
        const points = pointsOf(player.received, strokes);
        const pickUp = player.received ? pickUpStrokes(hole.par, player.received[holeIndex] ?? 0) : null;
        return (
          <Card key={player.pid} size="small" data-testid={`entry-player-${player.pid}`} title={<span style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>{player.name}</span>}
            extra={
              <Space size={4}>
                {value.queued ? <Tag color={queue.offline ? 'warning' : 'processing'}>{queue.offline ? t('entry.unsentOne') : t('entry.savingOne')}</Tag> : strokes !== null ? <Tag color="success">{t('entry.saved')}</Tag> : null}
                {/* a hole entered by mistake (the wrong player, a hole not played yet) comes off the card */}
                {playing && strokes !== null && (
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('entry.clearOf', { name: player.name })} data-testid={`clear-${player.pid}`} onClick={() => queue.enter({ pid: player.pid, number, strokes: null, putts: null })}>
                    {t('entry.clear')}
                  </Button>
                )}
              </Space>
            }
          >
            <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-around', gap: 12 }}>
              <div style={{ textAlign: 'center' }}>
                <Typography.Text type="secondary">{t('entry.strokes')}</Typography.Text>
                <BigStepper
                  label={t('entry.strokesOf', { name: player.name })}
                  testId={`strokes-${player.pid}`}
                  value={strokes}
                  start={hole.par}
                  min={1}
                  max={20}
                  disabled={!playing}
                  onChange={(next) => queue.enter({ pid: player.pid, number, strokes: next, putts: value.putts === null ? null : Math.min(value.putts, next) })}
                />
                {/* said as it changes, as the strokes are (the steppers' value is a live region too) */}
                {points !== null && (
                  <Typography.Text type="secondary" aria-live="polite" data-testid={`points-${player.pid}`}>
                    {t('entry.points', { count: points })}
                  </Typography.Text>
                )}
              </div>
              <div style={{ textAlign: 'center' }}>
                <Typography.Text type="secondary">{t('entry.putts')}</Typography.Text>
                <BigStepper
                  label={t('entry.puttsOf', { name: player.name })}
                  testId={`putts-${player.pid}`}
                  value={value.putts}
                  start={2}
                  min={0}
                  max={strokes ?? hole.par}
                  disabled={!playing}
                  onChange={(next) => queue.enter({ pid: player.pid, number, strokes: strokes ?? hole.par, putts: Math.min(next, strokes ?? hole.par) })}
                />
              </div>
            </div>
            {/* Stableford: a player who cannot score on the hole picks up; the card shows net double bogey, no point */}
            {playing && pickUp !== null && strokes !== pickUp && (
              <Button
                block
                style={{ marginTop: 8 }}
                aria-label={t('entry.pickUpOf', { name: player.name, strokes: pickUp })}
                data-testid={`pickup-${player.pid}`}
                onClick={(event) => {
                  // the button goes once the hole is picked up: the focus moves to the player's strokes, not the page
                  const card = event.currentTarget.closest('.ant-card');
                  queue.enter({ pid: player.pid, number, strokes: pickUp, putts: null });
                  requestAnimationFrame(() => card?.querySelector<HTMLButtonElement>(`[data-testid="strokes-${player.pid}"] button:not([disabled])`)?.focus());
                }}
              >
                {t('entry.pickUp')}
              </Button>
            )}
          </Card>
        );
      })}
      {position < order.length - 1 ? (
        <Button block size="large" type="primary" onClick={() => setPosition((p) => p + 1)}>
          {t('entry.nextHole')}
        </Button>
      ) : (
        // the last hole of the round: the cards' totals, to read back to the players before they sign
        <Card size="small" title={t('entry.totals')} data-testid="entry-totals">
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t('entry.totalsHint')}
          </Typography.Paragraph>
          {flight.players.map((player) => {
            const strokes = data.holes.map((h) => strokesAt(player.pid, h.number));
            const sum = (from: number, to: number) => strokes.slice(from, to).reduce<number>((total, n) => total + (n ?? 0), 0);
            const entered = strokes.filter((n) => n !== null).length;
            const nines = data.holes.length === 18;
            const points = player.received ? strokes.reduce<number>((total, n, i) => total + (pointsOf(player.received, n, data.holes[i], i) ?? 0), 0) : null;
            return (
              <div key={player.pid} style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8, padding: '6px 0', borderTop: `1px solid ${token.colorBorderSecondary}` }} data-testid={`entry-total-${player.pid}`}>
                <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                  {player.name}
                </Typography.Text>
                <Typography.Text>
                  {nines && `${t('entry.out')} ${sum(0, 9)} · ${t('entry.in')} ${sum(9, 18)} · `}
                  <strong>{t('entry.total', { strokes: sum(0, strokes.length) })}</strong>
                  {points !== null && ` · ${t('entry.points', { count: points })}`}
                  {entered < strokes.length && <Typography.Text type="warning">{` · ${t('entry.holesMissing', { count: strokes.length - entered })}`}</Typography.Text>}
                </Typography.Text>
              </div>
            );
          })}
        </Card>
      )}
      {conflictDialog}
      {unsentGuard}
    </Space>
  );
}
