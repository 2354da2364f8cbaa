import type { ActivityStatus } from '../schemas/activity';

/**
 * The event lifecycle: draft → registering → closed → playing → finished, and cancelled from any
 * state before finished. Closed may reopen for registration (the deadline must then lie ahead).
 * Time moves it too: a registering event whose deadline has passed *is* closed — read through
 * `effectiveStatus`, persisted lazily by the server on the next request.
 */
export const NEXT_STATUSES: Readonly<Record<ActivityStatus, readonly ActivityStatus[]>> = {
  draft: ['registering', 'cancelled'],
  registering: ['closed', 'cancelled'],
  closed: ['registering', 'playing', 'cancelled'],
  playing: ['finished', 'cancelled'],
  finished: [],
  cancelled: [],
};

/** True when an organiser may move an event from `from` to `to`. */
export function canTransition(from: ActivityStatus, to: ActivityStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

export interface LifecycleFields {
  status: ActivityStatus;
  /** registration deadline */
  regtime: Date | string;
}

const instant = (t: Date | string) => (t instanceof Date ? t.getTime() : Date.parse(t));

/** True once the registration deadline has been reached (the deadline itself is already closed). */
export function deadlinePassed(activity: Pick<LifecycleFields, 'regtime'>, now: Date): boolean {
  return now.getTime() >= instant(activity.regtime);
}

/** The status as of `now`: registering past the deadline reads 'closed'; every other status is as stored. */
export function effectiveStatus(activity: LifecycleFields, now: Date): ActivityStatus {
  return activity.status === 'registering' && deadlinePassed(activity, now) ? 'closed' : activity.status;
}

/** Members may sign up (and organisers fill places) only while registration is open. */
export function registrationOpen(activity: LifecycleFields, now: Date): boolean {
  return effectiveStatus(activity, now) === 'registering';
}

/**
 * Statuses an organiser may choose now. Reopening registration is offered only while the deadline
 * lies ahead (otherwise the event would close again at once: move the deadline first).
 */
export function nextStatuses(activity: LifecycleFields, now: Date): ActivityStatus[] {
  const from = effectiveStatus(activity, now);
  return NEXT_STATUSES[from].filter((to) => to !== 'registering' || !deadlinePassed(activity, now));
}
