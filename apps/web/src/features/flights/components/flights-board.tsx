import { DownloadOutlined, PlusOutlined, PrinterOutlined, SaveOutlined, SendOutlined, ThunderboltOutlined, UndoOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Alert, Button, Card, Col, Row, Space, Tag, Typography, theme } from 'antd';
import { NumberInput } from '../../../components/number-input';
import type { Activity } from '@golf/shared/schemas/activity';
import type { AutoAssignFlightsInput } from '@golf/shared/schemas/flight';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FLIGHT_SIZE_MAX, FLIGHT_SIZE_MIN } from '@golf/shared/golf/flight-types';
import { QueryState } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-error';
import { feedback } from '../../../lib/feedback';
import { useAutoAssignFlights } from '../api/auto-assign-flights';
import { useExportFlights } from '../api/export-flights';
import { useFlights } from '../api/get-flights';
import { usePublishFlights } from '../api/publish-flights';
import { useSaveFlights } from '../api/save-flights';
import { AutoAssignModal } from './auto-assign-modal';
import {
  addFlight,
  arrangementOf,
  boardFromAnswer,
  deleteFlight,
  errorsByFlight,
  flightOfPlayer,
  moveFlight,
  movePlayers,
  updateFlight,
  type Board,
} from './board-state';
import { EditFlightModal } from './edit-flight-modal';
import { FlightCard } from './flight-card';
import { useStartLabel } from './flight-format';
import { PlayerLabel } from './player-row';
import { NEW_FLIGHT, UnassignedPanel } from './unassigned-panel';
import { UnsavedGuard, unsavedTexts } from '../../../components/unsaved-guard';
import { useConfirm } from '../../../lib/use-confirm';
import { useScreens } from '../../../lib/use-screens';
import { useListFormat } from '../../../lib/use-list-format';
import { formatStamp } from '../../../lib/format-time';

/** While a player is dragged only players, flight bodies and the pool take it; while a flight is dragged, only flights. */
const collisions: CollisionDetection = (args) => {
  const flightDrag = String(args.active.id).startsWith('f:');
  const droppableContainers = args.droppableContainers.filter((c) => String(c.id).startsWith('f:') === flightDrag);
  const within = pointerWithin({ ...args, droppableContainers });
  if (within.length) {
    // a player row beats the flight body it lies in
    const player = within.find((c) => String(c.id).startsWith('p:'));
    return player ? [player, ...within.filter((c) => c !== player)] : within;
  }
  return closestCenter({ ...args, droppableContainers });
};

interface Editing {
  board: Board;
  size: number;
  proposal: boolean;
}

/** The organiser's player grouping: auto-assign → proposal → adjust (drag, batch, edit) → save all at once → publish, export, print. */
export function FlightsBoard({ activity }: { activity: Activity }) {
  const { t, i18n } = useTranslation('flights');
  const list = useListFormat('narrow');
  const { token } = theme.useToken();
  const startLabel = useStartLabel();
  const screens = useScreens();
  const flights = useFlights(activity.id);
  const auto = useAutoAssignFlights();
  const save = useSaveFlights();
  const publish = usePublishFlights();
  const exportSheet = useExportFlights();
  const [openConfirm, holder] = useConfirm();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [autoOpen, setAutoOpen] = useState(false);
  const [editKey, setEditKey] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ byFlight: Record<string, string[]>; general: string[] }>({ byFlight: {}, general: [] });
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  if (!flights.data) return <QueryState error={flights.error} onRetry={() => void flights.refetch()} />;
  const answer = flights.data;
  const dirty = editing !== null;
  const board = editing?.board ?? boardFromAnswer(answer);
  const size = editing?.size ?? answer.size;
  const days = answer.days.length ? answer.days : activity.days;
  const multiDay = new Set(board.flights.map((f) => f.day)).size > 1 || days.length > 1;

  const setSize = (next: number | null) => {
    if (!next || next === size) return;
    setEditing((e) => ({ board: e?.board ?? board, size: next, proposal: e?.proposal ?? false }));
  };
  const change = (next: Board) => setEditing((e) => ({ board: next, size: e?.size ?? answer.size, proposal: e?.proposal ?? false }));
  const label = (key: string) => {
    const index = board.flights.findIndex((f) => f.key === key);
    const f = board.flights[index];
    return `${t('flight.title', { number: index + 1 })} · ${f.teeTime} ${startLabel(f.startHole, f.startGroup)} (${f.players.length}/${size})`;
  };
  /** a drag id in words, for screen readers: a player's name, "Flight 3", "Unassigned" */
  const describe = (id: string | number) => {
    const [kind, rest] = String(id).split(/:(.*)/s);
    if (kind === 'p') return board.people[rest]?.name ?? rest;
    if (kind === 'f' || kind === 'fd') return t('flight.title', { number: board.flights.findIndex((f) => f.key === rest) + 1 });
    return t('pool.title', { count: board.pool.length });
  };
  const targetsFor = (exceptKey?: string) => board.flights.filter((f) => f.key !== exceptKey).map((f) => ({ key: f.key, label: label(f.key) }));

  const assign = (pids: string[], key: string) => {
    if (key !== NEW_FLIGHT) return change(movePlayers(board, pids, key));
    const added = addFlight(board, { day: days[0], teeTime: activity.teeOffTime, interval: 8 });
    change(movePlayers(added.board, pids, added.key));
  };

  const onPlayerMenu = (flightKey: string, pid: string, action: string) => {
    const flight = board.flights.find((f) => f.key === flightKey);
    if (!flight) return;
    if (action === 'remove') change(movePlayers(board, [pid], null));
    else if (action === 'marker') change(updateFlight(board, flightKey, { markerPlayerId: flight.markerPlayerId === pid ? null : pid }));
    else if (action.startsWith('move:')) assign([pid], action.slice('move:'.length));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (!over) return;
    const activeId = String(active.id);
    const overId = String(over.id);
    if (activeId.startsWith('f:')) {
      const from = board.flights.findIndex((f) => `f:${f.key}` === activeId);
      const to = board.flights.findIndex((f) => `f:${f.key}` === overId);
      return change(moveFlight(board, from, to));
    }
    const pid = activeId.slice(2);
    let target: string | null = null;
    let index: number | undefined;
    if (overId.startsWith('p:')) {
      const other = overId.slice(2);
      const flight = flightOfPlayer(board, other);
      target = flight?.key ?? null;
      index = (flight?.players ?? board.pool).indexOf(other);
    } else if (overId.startsWith('fd:')) {
      target = overId.slice(3);
    } else if (overId !== 'pool') return;
    const from = flightOfPlayer(board, pid)?.key ?? null;
    const current = (from === null ? board.pool : board.flights.find((f) => f.key === from)!.players).indexOf(pid);
    if (from === target && (index === undefined ? current === (from === null ? board.pool.length : board.flights.find((f) => f.key === from)!.players.length) - 1 : current === index)) return;
    change(movePlayers(board, [pid], target, index));
  };

  const runAuto = async (input: AutoAssignFlightsInput) => {
    try {
      const proposal = await auto.mutateAsync({ activityId: activity.id, input });
      setEditing({ board: boardFromAnswer(proposal), size: input.size ?? proposal.size, proposal: true });
      setErrors({ byFlight: {}, general: [] });
      setAutoOpen(false);
      feedback.success(t('auto.done', { flights: proposal.flights.length }));
    } catch (e) {
      feedback.error(e instanceof Error ? e.message : String(e));
    }
  };

  const doSave = async () => {
    try {
      await save.mutateAsync({ activityId: activity.id, arrangement: arrangementOf(board, size) });
      setEditing(null);
      setErrors({ byFlight: {}, general: [] });
      feedback.success(t('save.done'));
    } catch (e) {
      // all-or-nothing: nothing was saved and the board keeps every change
      const fields = isApiError(e) ? e.fields : [];
      const found = errorsByFlight(board, fields);
      if (!fields.length) found.general.push(e instanceof Error ? e.message : String(e));
      setErrors(found);
      feedback.error(t('save.failed'));
    }
  };

  const discard = () =>
    openConfirm({
      title: t('discard.title'),
      content: t('discard.text'),
      okText: t('discard.ok'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => {
        setEditing(null);
        setErrors({ byFlight: {}, general: [] });
      },
    });

  const inFlights = answer.flights.flatMap((f) => f.players);
  const guestsInFlights = inFlights.filter((p) => p.isGuest).length;
  const doPublish = () =>
    openConfirm({
      title: t('publish.title'),
      // members are told; a guest has no account to be told in (the saved flights: publishing waits for a save)
      content: [
        ...(inFlights.length > guestsInFlights ? [t(answer.publishedAt ? 'publish.againText' : 'publish.text', { count: inFlights.length - guestsInFlights })] : []),
        ...(guestsInFlights > 0 ? [t('publish.guests', { count: guestsInFlights })] : []),
      ].join(' '),
      okText: t('publish.ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        await publish.mutateAsync({ activityId: activity.id });
        feedback.success(t('publish.done'));
      },
    });

  const doExport = () =>
    void exportSheet
      .mutateAsync({ activityId: activity.id, filename: `${activity.title}-${t('export.fileSuffix')}.xlsx` })
      .then(() => feedback.success(t('export.done')), () => undefined);

  const editFlight = board.flights.find((f) => f.key === editKey) ?? null;
  const draggedPid = dragging?.startsWith('p:') ? dragging.slice(2) : null;
  const draggedFlight = dragging?.startsWith('f:') ? board.flights.find((f) => `f:${f.key}` === dragging) : undefined;
  const assigned = board.flights.reduce((n, f) => n + f.players.length, 0);

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="flights-board">
      {holder}
      <UnsavedGuard dirty={dirty} texts={unsavedTexts(t)} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <Button icon={<ThunderboltOutlined />} onClick={() => setAutoOpen(true)} data-testid="auto-open">
          {t('auto.open')}
        </Button>
        <Button icon={<PlusOutlined />} onClick={() => change(addFlight(board, { day: days[0], teeTime: activity.teeOffTime, interval: 8 }).board)}>
          {t('flight.add')}
        </Button>
        <Button type="primary" icon={<SaveOutlined />} disabled={!dirty} loading={save.isPending} onClick={() => void doSave()} data-testid="flights-save">
          {t('save.button')}
        </Button>
        {dirty && (
          <Button icon={<UndoOutlined />} onClick={discard}>
            {t('discard.button')}
          </Button>
        )}
        <span style={{ flex: 1 }} />
        <Button icon={<SendOutlined />} disabled={dirty || answer.flights.length === 0} loading={publish.isPending} onClick={doPublish} data-testid="flights-publish">
          {answer.publishedAt ? t('publish.again') : t('publish.button')}
        </Button>
        <Button icon={<DownloadOutlined />} disabled={dirty || answer.flights.length === 0} loading={exportSheet.isPending} onClick={doExport} data-testid="flights-export">
          {t('export.button')}
        </Button>
        <PrintLink href={`/print/flights?id=${activity.id}`} disabled={dirty || answer.flights.length === 0}>
          {t('print.sheet')}
        </PrintLink>
        <PrintLink href={`/print/scorecards?id=${activity.id}`} disabled={dirty || answer.flights.length === 0}>
          {t('print.scorecards')}
        </PrintLink>
      </div>
      <Space wrap size={[8, 4]}>
        {/* a status region: a screen reader hears the board turn unsaved, and why publishing and the sheets are off */}
        <span role="status" style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '4px 8px', alignItems: 'center' }}>
          {dirty ? <Tag color="warning">{t('state.unsaved')}</Tag> : <Tag color="success">{t('state.saved')}</Tag>}
          {/* publishing, the .xlsx and the printed sheets are of the saved flights: a sheet of changes not saved was handed out */}
          {dirty && answer.flights.length > 0 && (
            <Typography.Text type="secondary" data-testid="flights-save-first">
              {t('state.saveFirst')}
            </Typography.Text>
          )}
        </span>
        {answer.publishedAt ? (
          <Tag color="blue">{t('state.published', { time: formatStamp(answer.publishedAt, i18n.language) })}</Tag>
        ) : (
          <Tag>{t('state.notPublished')}</Tag>
        )}
        <Typography.Text type="secondary" data-testid="flights-summary">
          {t('state.summary', { flights: board.flights.length, assigned, unassigned: board.pool.length })}
        </Typography.Text>
        <span>
          <Typography.Text type="secondary">{t('state.size')} </Typography.Text>
          <NumberInput clamp size="small" min={FLIGHT_SIZE_MIN} max={FLIGHT_SIZE_MAX} value={size} onChange={setSize} style={{ width: 64 }} aria-label={t('state.size')} data-testid="flights-size" />
        </span>
      </Space>
      {editing?.proposal && <Alert type="info" showIcon title={t('auto.proposal')} data-testid="proposal-banner" />}
      {answer.unmatchedRequests.length > 0 && (
        // a pairing request that names nobody was left out of the proposal: the organiser sees it, not a silent miss
        <Alert
          type="warning"
          showIcon
          closable
          title={t('requests.unmatched', { count: answer.unmatchedRequests.length })}
          description={
            <>
              {answer.unmatchedRequests.map((r) => (
                <div key={`${r.pid}:${r.request}`}>{t('requests.item', { name: board.people[r.pid]?.name ?? r.pid, request: r.request })}</div>
              ))}
              <Typography.Text type="secondary">{t('requests.hint')}</Typography.Text>
            </>
          }
          data-testid="unmatched-requests"
        />
      )}
      {dirty && answer.publishedAt && <Alert type="warning" showIcon title={t('publish.changedAfter')} />}
      {errors.general.length > 0 && (
        <Alert type="error" showIcon title={t('save.failed')} description={errors.general.map((m) => <div key={m}>{m}</div>)} data-testid="flights-general-errors" />
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        onDragStart={({ active }: DragStartEvent) => setDragging(String(active.id))}
        onDragCancel={() => setDragging(null)}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('drag.instructions') },
          announcements: {
            onDragStart: ({ active }) => t('drag.picked', { item: describe(active.id) }),
            onDragOver: ({ active, over }) => (over ? t('drag.over', { item: describe(active.id), target: describe(over.id) }) : undefined),
            onDragEnd: ({ active, over }) => (over ? t('drag.dropped', { item: describe(active.id), target: describe(over.id) }) : t('drag.cancelled', { item: describe(active.id) })),
            onDragCancel: ({ active }) => t('drag.cancelled', { item: describe(active.id) }),
          },
        }}
      >
        <Row gutter={[12, 12]}>
          <Col xs={24} lg={8} xxl={6}>
            <UnassignedPanel pool={board.pool} people={board.people} targets={targetsFor()} onAssign={assign} />
          </Col>
          <Col xs={24} lg={16} xxl={18}>
            {board.flights.length === 0 ? (
              <Card size="small">
                <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                  {t('empty')}
                </Typography.Paragraph>
              </Card>
            ) : (
              <SortableContext items={board.flights.map((f) => `f:${f.key}`)} strategy={rectSortingStrategy}>
                <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))', gap: 12 }} data-testid="flights-grid">
                  {board.flights.map((flight, i) => (
                    <FlightCard
                      key={flight.key}
                      printable={!dirty}
                      activityId={activity.id}
                      flight={flight}
                      number={i + 1}
                      size={size}
                      showDay={multiDay}
                      people={board.people}
                      errors={errors.byFlight[flight.key]}
                      targets={targetsFor(flight.key)}
                      onPlayerMenu={(pid, action) => onPlayerMenu(flight.key, pid, action)}
                      onEdit={() => setEditKey(flight.key)}
                      onDelete={() => change(deleteFlight(board, flight.key))}
                      onToggleLock={() => change(updateFlight(board, flight.key, { locked: !flight.locked }))}
                    />
                  ))}
                </div>
              </SortableContext>
            )}
          </Col>
        </Row>
        <DragOverlay>
          {draggedPid && board.people[draggedPid] && (
            <div style={{ display: 'flex', padding: '6px 10px', background: token.colorBgElevated, boxShadow: token.boxShadow, borderRadius: 6, maxWidth: 300 }}>
              <PlayerLabel player={board.people[draggedPid]} />
            </div>
          )}
          {draggedFlight && (
            <Card size="small" style={{ boxShadow: token.boxShadow }}>
              {t('flight.title', { number: board.flights.indexOf(draggedFlight) + 1 })} · {list(draggedFlight.players.map((p) => board.people[p]?.name ?? ''))}
            </Card>
          )}
        </DragOverlay>
      </DndContext>
      {dirty && !screens.md && (
        // on a phone the save button stays in reach while scrolling through the flights
        <div
          style={{
            position: 'fixed',
            insetInline: 0,
            bottom: 0,
            zIndex: 20,
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: '8px 12px calc(8px + env(safe-area-inset-bottom))',
            background: token.colorBgElevated,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          <Typography.Text type="warning" style={{ flex: 1 }}>
            {t('state.unsaved')}
          </Typography.Text>
          <Button icon={<UndoOutlined />} onClick={discard} aria-label={t('discard.button')} />
          <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={() => void doSave()} data-testid="flights-save-bar">
            {t('save.button')}
          </Button>
        </div>
      )}
      {dirty && !screens.md && <div style={{ height: 56 }} />}
      <AutoAssignModal
        open={autoOpen}
        pending={auto.isPending}
        days={days}
        size={size}
        teeOffTime={activity.teeOffTime}
        hasLocked={board.flights.some((f) => f.locked)}
        unsavedLocks={dirty && board.flights.some((f) => f.locked)}
        replaces={dirty && !editing?.proposal ? 'unsaved' : board.flights.length > 0 ? 'flights' : 'nothing'}
        onCancel={() => setAutoOpen(false)}
        onSubmit={(input) => void runAuto(input)}
      />
      <EditFlightModal
        flight={editFlight}
        number={board.flights.findIndex((f) => f.key === editKey) + 1}
        days={days}
        holes={answer.holes || 18}
        onCancel={() => setEditKey(null)}
        onSubmit={(slot) => {
          if (editKey) change(updateFlight(board, editKey, slot));
          setEditKey(null);
        }}
      />
    </Space>
  );
}

/** A printed sheet in a new tab; while it cannot be printed (changes not saved, no flights) a disabled button, no link to follow. */
function PrintLink({ href, disabled, children }: { href: string; disabled: boolean; children: ReactNode }) {
  const button = (
    <Button icon={<PrinterOutlined />} disabled={disabled}>
      {children}
    </Button>
  );
  return disabled ? (
    button
  ) : (
    <a href={href} target="_blank" rel="noreferrer">
      {button}
    </a>
  );
}
