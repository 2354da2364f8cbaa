import type { FastifyReply } from 'fastify';

/**
 * Bodies serialised before, by the unchanging object they were made from and what else shapes them.
 * A route's response serializer checks the answer against its zod schema (which also drops any field the schema does
 * not list) and then turns it into JSON. For the results of a 144-player event that was half of the server's time
 * (CPU profile under `npm run bench -- api`), on an answer that members poll all through play and that only changes
 * when a new snapshot is stored. So the first answer made from a snapshot is serialised as every answer is, and the
 * same text is sent again while the snapshot stays the same. Kept in a WeakMap: the bodies go with their source.
 */
type Body = ReturnType<FastifyReply['serialize']>;
const bodies = new WeakMap<object, Map<string, Body>>();

/**
 * Sends `payload` through the route's serializer once per `source` and `variant` (everything besides `source` that
 * the payload depends on), then the kept text. Without a source, answers `payload` for Fastify to serialise.
 */
export function sendSerializedOnce<T>(reply: FastifyReply, source: object | null, variant: string, payload: T): T | FastifyReply {
  if (!source) return payload;
  let kept = bodies.get(source);
  if (!kept) bodies.set(source, (kept = new Map()));
  let body = kept.get(variant);
  if (body === undefined) {
    body = reply.serialize(payload);
    kept.set(variant, body);
  }
  // serialised text is sent as it is, without the serializer
  return reply.type('application/json; charset=utf-8').send(body);
}
