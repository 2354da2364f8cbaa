import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@golf/shared/schemas/score';

/**
 * In-process live updates: one channel per activity. Every recomputation publishes the new
 * results version; `GET /api/activities/:aid/live` relays it as a server-sent event.
 * (One server process; several processes would need a shared bus such as PostgreSQL NOTIFY.)
 */
const bus = new EventEmitter();
bus.setMaxListeners(0);

const channel = (activityId: number) => `activity:${activityId}`;

export function publishLive(activityId: number, event: LiveEvent): void {
  bus.emit(channel(activityId), event);
}

/** Subscribes to an activity's channel; answers the unsubscribe function. */
export function subscribeLive(activityId: number, listener: (event: LiveEvent) => void): () => void {
  bus.on(channel(activityId), listener);
  return () => bus.off(channel(activityId), listener);
}
