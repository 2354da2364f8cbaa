import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pickUpStrokes } from '@golf/shared/golf/stableford';
import { activities, players } from '../src/db/schema';
import { buildTestApp } from './helpers';
import { bearer, body, buildUser } from './factories';
import { addMember } from './group-factories';
import { buildCourse } from './activity-factories';
import { addGuest, addMemberPlayer, buildFlight, buildScoringEvent, scoreLogOf } from './score-factories';

const { app } = await buildTestApp();

const put = (token: string, aid: number, pid: number, holes: unknown[], lang = 'en-US') =>
  app.inject({
    method: 'PUT',
    url: `/api/activities/${aid}/scorecards/${pid}`,
    headers: { ...bearer(token), 'accept-language': lang },
    payload: { holes },
  });

/** Two flights of two members each; the first player of each is its marker. */
async function twoFlights() {
  const event = await buildScoringEvent(app);
  const a1 = await addMemberPlayer(app, event, 'Ann');
  const a2 = await addMemberPlayer(app, event, 'Abe');
  const b1 = await addMemberPlayer(app, event, 'Ben');
  const b2 = await addMemberPlayer(app, event, 'Bea');
  const flightA = await buildFlight(app, event.activityId, [a1.pid, a2.pid], a1.pid);
  const flightB = await buildFlight(app, event.activityId, [b1.pid, b2.pid], b1.pid);
  return { event, a1, a2, b1, b2, flightA, flightB };
}

describe('scorecards', () => {
  it('lets a marker edit only the players of their flight, only while playing', async () => {
    const { event, a1, a2, b1, b2, flightA } = await twoFlights();
    const aid = event.activityId;
    expect((await put(a1.user.token, aid, a2.pid, [{ number: 1, strokes: 5, putts: 2 }])).statusCode).toBe(200);
    expect((await put(a1.user.token, aid, a1.pid, [{ number: 1, strokes: 4 }])).statusCode).toBe(200);
    const other = await put(a1.user.token, aid, b2.pid, [{ number: 1, strokes: 4 }]);
    expect(other.statusCode).toBe(403);
    expect(body(other).msg).toMatch(/your own flight/);
    // a player of a flight with a marker is not the marker
    expect((await put(a2.user.token, aid, a2.pid, [{ number: 2, strokes: 4 }])).statusCode).toBe(403);
    expect((await put(b1.user.token, aid, b2.pid, [{ number: 1, strokes: 6 }])).statusCode).toBe(200);

    const cards = body(await app.inject({ method: 'GET', url: `/api/activities/${aid}/scorecards`, headers: bearer(a1.user.token) })).data;
    expect(cards.holes).toHaveLength(18);
    expect(cards.editable.sort()).toEqual([String(a1.pid), String(a2.pid)].sort());
    const abe = cards.players.find((p: { pid: string }) => p.pid === String(a2.pid));
    expect(abe).toMatchObject({ flightId: String(flightA), position: 1, holes: [{ number: 1, strokes: 5, putts: 2, version: 1 }] });
    expect(cards.players).toHaveLength(4);
    // the marker's page reads only the cards it may edit; the organiser's are all of them
    const own = body(await app.inject({ method: 'GET', url: `/api/activities/${aid}/scorecards?only=editable`, headers: bearer(a1.user.token) })).data;
    expect(own.players.map((p: { pid: string }) => p.pid).sort()).toEqual([String(a1.pid), String(a2.pid)].sort());
    expect(own.players.find((p: { pid: string }) => p.pid === String(a2.pid))).toEqual(abe);
    expect(own.editable.sort()).toEqual(cards.editable.sort());
    const organiser = body(await app.inject({ method: 'GET', url: `/api/activities/${aid}/scorecards?only=editable`, headers: bearer(event.owner.token) })).data;
    expect(organiser.players).toHaveLength(4);
    expect((await app.inject({ method: 'GET', url: `/api/activities/${aid}/scorecards?only=mine`, headers: bearer(a1.user.token) })).statusCode).toBe(400);
    // the results page's drawer reads one player's card, not the field's
    const one = body(await app.inject({ method: 'GET', url: `/api/activities/${aid}/scorecards?pid=${a2.pid}`, headers: bearer(b1.user.token) })).data;
    expect(one.players).toEqual([abe]);
    expect(one.holes).toHaveLength(18);
    expect(body(await app.inject({ method: 'GET', url: `/api/activities/${aid}/scorecards?pid=999999`, headers: bearer(b1.user.token) })).data.players).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/api/activities/${aid}/scorecards?pid=abc`, headers: bearer(b1.user.token) })).statusCode).toBe(400);

    await app.db.update(activities).set({ status: 'finished' }).where(eq(activities.id, aid));
    const late = await put(a1.user.token, aid, a2.pid, [{ number: 3, strokes: 3 }]);
    expect(late.statusCode).toBe(409);
    // a finished event is said so (not "ask an organiser to start play")
    expect(body(late).msg).toBe('The event is finished: scores can no longer be entered here. Ask an organiser to correct a score on the score grid.');
    // the organiser may still correct a finished event
    expect((await put(event.owner.token, aid, a2.pid, [{ number: 3, strokes: 3 }])).statusCode).toBe(200);
  });

  it('lets any player of a flight without a marker enter its scores', async () => {
    const event = await buildScoringEvent(app);
    const p1 = await addMemberPlayer(app, event, 'Cai');
    const p2 = await addMemberPlayer(app, event, 'Cho');
    const p3 = await addMemberPlayer(app, event, 'Dan');
    await buildFlight(app, event.activityId, [p1.pid, p2.pid]);
    await buildFlight(app, event.activityId, [p3.pid]);
    expect((await put(p2.user.token, event.activityId, p1.pid, [{ number: 1, strokes: 4 }])).statusCode).toBe(200);
    expect((await put(p3.user.token, event.activityId, p1.pid, [{ number: 2, strokes: 4 }])).statusCode).toBe(403);
    // a member of the group who plays in no flight
    const outsider = await buildUser(app);
    await addMember(app, event.group, outsider);
    expect((await put(outsider.token, event.activityId, p1.pid, [{ number: 2, strokes: 4 }])).statusCode).toBe(403);
  });

  it('gives a Stableford event’s entry page the strokes received per hole: a hole picked up (net double bogey) scores no point and the card stays ranked', async () => {
    const event = await buildScoringEvent(app, 'playing', { type: 'stableford' });
    const aid = event.activityId;
    const ann = await addMemberPlayer(app, event, 'Ann');
    await app.db.update(players).set({ handicap: 18 }).where(eq(players.id, ann.pid));
    const gus = await addGuest(app, aid, 'Gus', 'M', { handicap: 0 });
    await buildFlight(app, aid, [ann.pid, gus], ann.pid);
    const cards = body(await app.inject({ method: 'GET', url: `/api/activities/${aid}/scorecards?only=editable`, headers: bearer(ann.user.token) })).data;
    const card = cards.players.find((p: { pid: string }) => p.pid === String(ann.pid));
    // WHS on the Blue tee: 18 × 128 / 113 + (72.1 − 72) = 20.5, × 0.95 = 19.5 → 19: two strokes on SI 1, one elsewhere
    expect(card.received).toHaveLength(18);
    expect(card.received.reduce((a: number, b: number) => a + b, 0)).toBe(19);
    expect(card.received[cards.holes.findIndex((h: { strokeIndex: number }) => h.strokeIndex === 1)]).toBe(2);
    expect(cards.players.find((p: { pid: string }) => p.pid === String(gus)).received).toEqual(Array(18).fill(0));

    // Ann picks up on every hole, Gus plays pars
    const holes = cards.holes as { number: number; par: number }[];
    expect((await put(ann.user.token, aid, ann.pid, holes.map((h, i) => ({ number: h.number, strokes: pickUpStrokes(h.par, card.received[i]) })))).statusCode).toBe(200);
    expect((await put(ann.user.token, aid, gus, holes.map((h) => ({ number: h.number, strokes: h.par })))).statusCode).toBe(200);
    const results = body(await app.inject({ method: 'GET', url: `/api/activities/${aid}/results`, headers: bearer(event.owner.token) })).data;
    expect(results.list.map((r: { name: string; rank: number; points: number; handicap: number; status: string }) => [r.name, r.rank, r.points, r.handicap, r.status])).toEqual([
      ['Gus', 1, 36, 0, 'ok'],
      ['Ann', 2, 0, 19, 'ok'],
    ]);

    // an event ranked by net, or whose handicap comes from the card, has none
    for (const system of [{ type: 'whs' }, { type: 'peoria', rankBy: 'points' }]) {
      const other = await buildScoringEvent(app, 'playing', system);
      await addGuest(app, other.activityId, 'Ola', 'M', { handicap: 10 });
      const answer = body(await app.inject({ method: 'GET', url: `/api/activities/${other.activityId}/scorecards`, headers: bearer(other.owner.token) })).data;
      expect(answer.players[0]).not.toHaveProperty('received');
    }
  });

  it('moving an event with scores to other courses waits for the organiser’s confirmation (409, nothing changed); the same courses sent again pass', async () => {
    const event = await buildScoringEvent(app);
    const aid = event.activityId;
    const patch = (payload: object) => app.inject({ method: 'PATCH', url: `/api/activities/${aid}`, headers: { ...bearer(event.owner.token), 'accept-language': 'en-US' }, payload });
    const other = await buildCourse(app, { name: 'Lakeside (test)' });
    // no score yet: free
    expect((await patch({ courseIds: [String(other.id)] })).statusCode).toBe(200);
    expect((await patch({ courseIds: [String(event.courseId)] })).statusCode).toBe(200);
    const gus = await addGuest(app, aid, 'Gus');
    expect((await put(event.owner.token, aid, gus, [{ number: 1, strokes: 4 }])).statusCode).toBe(200);
    const refused = await patch({ courseIds: [String(other.id)], capacity: 60 });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).msg).toMatch(/^1 player already has scores on this event’s course/);
    expect(body(refused).data).toMatchObject({ confirm: 'courseChange', scored: 1 });
    const [row] = await app.db.select().from(activities).where(eq(activities.id, aid));
    expect([row.courseIds, row.capacity]).toEqual([[event.courseId], 100]);
    // the basic form sends the courses with every save: the same ones need nothing
    expect((await patch({ courseIds: [String(event.courseId)], capacity: 60 })).statusCode).toBe(200);
    const confirmed = await patch({ courseIds: [String(other.id)], confirmCourseChange: true });
    expect(confirmed.statusCode).toBe(200);
    expect(body(confirmed).data.courseIds).toEqual([String(other.id)]);
  });

  it('rejects strokes outside 1–20, putts above strokes and holes the course lacks, with fields', async () => {
    const { event, a1 } = await twoFlights();
    const res = await put(event.owner.token, event.activityId, a1.pid, [
      { number: 1, strokes: 0 },
      { number: 2, strokes: 4, putts: 5 },
      { number: 3, strokes: 21 },
    ]);
    expect(res.statusCode).toBe(400);
    const paths = body(res).data.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['holes.0.strokes', 'holes.1.putts', 'holes.2.strokes']));
    // a 9-hole course has no hole 12
    const nine = await buildScoringEvent(app);
    const { courses } = await import('../src/db/schema');
    await app.db.update(courses).set({ holes: (await import('./activity-factories')).PINE_RIDGE_HOLES.slice(0, 9).map((h, i) => ({ ...h, strokeIndex: i + 1 })) }).where(eq(courses.id, nine.courseId));
    const g = await addGuest(app, nine.activityId, 'Guest');
    const twelve = await put(nine.owner.token, nine.activityId, g, [{ number: 12, strokes: 4 }], 'ja-JP');
    expect(twelve.statusCode).toBe(400);
    expect(body(twelve).data.fields).toEqual([{ path: 'holes.0.number', message: 'このコースのホール番号を入力してください' }]);
  });

  it('turns two markers saving one hole from the same version into one save and one 409 (no lost update)', async () => {
    const { event, a1, a2 } = await twoFlights();
    const aid = event.activityId;
    // no marker on this flight: both players may enter
    const { flights } = await import('../src/db/schema');
    await app.db.update(flights).set({ markerPlayerId: null }).where(eq(flights.activityId, aid));
    const first = await put(a1.user.token, aid, a2.pid, [{ number: 5, strokes: 5 }]);
    expect(first.statusCode).toBe(200);
    const seen = body(first).data.holes.find((h: { number: number }) => h.number === 5).version;
    const [x, y] = await Promise.all([
      put(a1.user.token, aid, a2.pid, [{ number: 5, strokes: 4, version: seen }]),
      put(a2.user.token, aid, a2.pid, [{ number: 5, strokes: 6, version: seen }]),
    ]);
    const statuses = [x.statusCode, y.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = x.statusCode === 200 ? 4 : 6;
    const loser = x.statusCode === 409 ? x : y;
    expect(body(loser).data).toMatchObject({ pid: String(a2.pid), holes: [{ number: 5, strokes: winner, version: seen + 1 }] });
    expect(body(loser).msg).toMatch(/changed this hole/);
    // a fresh first entry of a hole by two people at once: one wins, the other sees it
    const [p, q] = await Promise.all([put(a1.user.token, aid, a2.pid, [{ number: 6, strokes: 3 }]), put(a2.user.token, aid, a2.pid, [{ number: 6, strokes: 7 }])]);
    expect([p.statusCode, q.statusCode].sort()).toEqual([200, 409]);
    // the stale one is never saved: the log shows exactly one change per save
    const log = await scoreLogOf(app, aid);
    expect(log.filter((l) => l.hole === 5).map((l) => l.newStrokes)).toEqual([5, winner]);
    expect(log.filter((l) => l.hole === 6)).toHaveLength(1);
    // resending the same value with an old version is not a conflict (an offline retry)
    expect((await put(a1.user.token, aid, a2.pid, [{ number: 5, strokes: winner, version: seen }])).statusCode).toBe(200);
  });

  it('clears a hole entered by mistake (strokes null): off the card, logged, and a stale clear or re-entry is a 409', async () => {
    const { event, a1, a2 } = await twoFlights();
    const aid = event.activityId;
    const entered = await put(a1.user.token, aid, a2.pid, [
      { number: 1, strokes: 5, putts: 2 },
      { number: 2, strokes: 4 },
    ]);
    expect(entered.statusCode).toBe(200);
    // the marker taps "clear" on hole 2 (the wrong player's card): the hole is gone, hole 1 stays
    const cleared = await put(a1.user.token, aid, a2.pid, [{ number: 2, strokes: null, putts: null, version: 1 }]);
    expect(cleared.statusCode).toBe(200);
    expect(body(cleared).data.holes).toEqual([{ number: 1, strokes: 5, putts: 2, version: 1 }]);
    const log = await scoreLogOf(app, aid);
    expect(log.filter((l) => l.hole === 2).map((l) => [l.source, l.oldStrokes, l.newStrokes])).toEqual([
      ['marker', null, 4],
      ['marker', 4, null],
    ]);
    // clearing a hole that is not on the card changes nothing
    expect((await put(a1.user.token, aid, a2.pid, [{ number: 3, strokes: null }])).statusCode).toBe(200);
    expect(await scoreLogOf(app, aid)).toHaveLength(log.length);
    // the organiser corrected hole 1 meanwhile: a clear from the version the marker saw is refused with the saved value
    expect((await put(event.owner.token, aid, a2.pid, [{ number: 1, strokes: 6 }])).statusCode).toBe(200);
    const staleClear = await put(a1.user.token, aid, a2.pid, [{ number: 1, strokes: null, version: 1 }]);
    expect(staleClear.statusCode).toBe(409);
    // (who saved it, by their name: the organiser's correction, not the marker's own save)
    expect(body(staleClear).data.holes).toMatchObject([{ number: 1, strokes: 6, version: 2, updatedBy: event.owner.username }]);
    // a value sent from the version before a clear is refused too, and says the hole was cleared
    const late = await put(a1.user.token, aid, a2.pid, [{ number: 2, strokes: 7, version: 1 }]);
    expect(late.statusCode).toBe(409);
    // (a cleared hole's version counts its changes: entered, cleared)
    expect(body(late).data.holes).toMatchObject([{ number: 2, strokes: null, putts: null, version: 2, updatedBy: a1.user.username }]);
    // from the version the conflict gave, it is entered, and its version goes on from there
    const again = await put(a1.user.token, aid, a2.pid, [{ number: 2, strokes: 7, version: 2 }]);
    expect(again.statusCode).toBe(200);
    expect(body(again).data.holes.find((h: { number: number }) => h.number === 2)).toMatchObject({ strokes: 7, version: 3 });
    // the organiser clears hole 5 the marker entered and enters it again: the marker's phone, still on the version before
    // the clear, meets the conflict instead of overwriting the organiser's score
    expect((await put(a1.user.token, aid, a2.pid, [{ number: 5, strokes: 4 }])).statusCode).toBe(200);
    expect((await put(event.owner.token, aid, a2.pid, [{ number: 5, strokes: null }])).statusCode).toBe(200);
    expect((await put(event.owner.token, aid, a2.pid, [{ number: 5, strokes: 7 }])).statusCode).toBe(200);
    const stale = await put(a1.user.token, aid, a2.pid, [{ number: 5, strokes: 3, version: 1 }]);
    expect(stale.statusCode).toBe(409);
    expect(body(stale).data.holes).toMatchObject([{ number: 5, strokes: 7, version: 3 }]);
    // and a stale clear does not take the new score off either
    expect((await put(a1.user.token, aid, a2.pid, [{ number: 5, strokes: null, version: 1 }])).statusCode).toBe(409);
    // putts without strokes say what to do, in the caller's language
    const putts = await put(a1.user.token, aid, a2.pid, [{ number: 4, strokes: null, putts: 2 }]);
    expect(putts.statusCode).toBe(400);
    expect(body(putts).data.fields).toEqual([{ path: 'holes.0.putts', message: 'Enter the strokes first, or clear the putts as well' }]);
  });

  it("logs the organiser's correction, which wins over a stale version", async () => {
    const { event, a1, a2 } = await twoFlights();
    const aid = event.activityId;
    expect((await put(a1.user.token, aid, a2.pid, [{ number: 7, strokes: 4, putts: 2 }])).statusCode).toBe(200);
    expect((await put(a1.user.token, aid, a2.pid, [{ number: 7, strokes: 5, putts: 2, version: 1 }])).statusCode).toBe(200);
    const fix = await put(event.owner.token, aid, a2.pid, [{ number: 7, strokes: 3, putts: 1, version: 1 }]);
    expect(fix.statusCode).toBe(200);
    expect(body(fix).data.holes).toEqual([{ number: 7, strokes: 3, putts: 1, version: 3 }]);
    const log = await scoreLogOf(app, aid);
    expect(log.map((l) => [l.source, l.userId, l.oldStrokes, l.newStrokes, l.oldPutts, l.newPutts])).toEqual([
      ['marker', a1.user.id, null, 4, null, 2],
      ['marker', a1.user.id, 4, 5, 2, 2],
      ['organiser', event.owner.id, 5, 3, 2, 1],
    ]);
  });

  it('an organiser entering on the hole-by-hole page (checkVersions) meets a marker’s newer score as a conflict', async () => {
    const { event, a1, a2 } = await twoFlights();
    const aid = event.activityId;
    // the organiser's page loaded hole 1 empty; the marker saves it meanwhile
    expect((await put(a1.user.token, aid, a2.pid, [{ number: 1, strokes: 5, putts: 2 }])).statusCode).toBe(200);
    const stale = await app.inject({
      method: 'PUT',
      url: `/api/activities/${aid}/scorecards/${a2.pid}`,
      headers: { ...bearer(event.owner.token), 'accept-language': 'en-US' },
      payload: { holes: [{ number: 1, strokes: 4, putts: null, version: 0 }], checkVersions: true },
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).data.holes).toEqual([expect.objectContaining({ number: 1, strokes: 5, putts: 2, version: 1 })]);
    expect((await scoreLogOf(app, aid)).map((l) => l.newStrokes)).toEqual([5]);
  });
});
