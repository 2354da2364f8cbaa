import http from 'node:http';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, courses } from '../src/db/schema';
import { onResultsComputed, getResults } from '../src/modules/results/results.service';
import { buildTestApp } from './helpers';
import { bearer, body } from './factories';
import { PINE_RIDGE_HOLES } from './activity-factories';
import { addGuest, addMemberPlayer, buildFlight, buildScoringEvent } from './score-factories';

const { app } = await buildTestApp();

/** Par on every hole plus `extra` strokes on the first holes. */
const card = (extra = 0) => PINE_RIDGE_HOLES.map((h) => ({ number: h.number, strokes: h.par + (h.number <= extra ? 1 : 0) }));

const put = (token: string, aid: number, pid: number, holes: unknown[]) =>
  app.inject({ method: 'PUT', url: `/api/activities/${aid}/scorecards/${pid}`, headers: bearer(token), payload: { holes } });
const results = (token: string, aid: number, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/activities/${aid}/results`, headers: { ...bearer(token), ...headers } });

describe('results', () => {
  it('the results spreadsheet has the team results too, when the event plays for teams', async () => {
    const event = await buildScoringEvent(app, 'playing', { type: 'fixed' });
    await app.db.update(activities).set({ team: { enabled: true, size: 2, mode: 'sum' } }).where(eq(activities.id, event.activityId));
    const players = [
      ['Ann', 'Red', 0],
      ['Ben', 'Red', 2],
      ['Cho', 'Blue', 1],
      ['Dai', 'Blue', 3],
    ] as const;
    for (const [name, team, extra] of players) {
      const pid = await addGuest(app, event.activityId, name, 'M', { team });
      expect((await put(event.owner.token, event.activityId, pid, card(extra))).statusCode).toBe(200);
    }
    const sheet = await app.inject({ method: 'GET', url: `/api/activities/${event.activityId}/results/export`, headers: { ...bearer(event.owner.token), 'accept-language': 'en-US' } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const teams = wb.getWorksheet('Teams')!;
    expect(teams.getRow(1).values).toEqual([undefined, 'Rank', 'Tied', 'Team', 'Score', 'Counted cards', 'Players', 'Status']);
    expect(teams.getSheetValues().slice(2).map((r) => (r as unknown[]).slice(1, 7))).toEqual([
      [1, '', 'Red', 146, 'Ann, Ben', 2],
      [2, '', 'Blue', 148, 'Cho, Dai', 2],
    ]);
  });

  it('hides the hidden holes from members until the event is finished', async () => {
    const event = await buildScoringEvent(app);
    const { user, pid } = await addMemberPlayer(app, event, 'Mia');
    expect((await put(event.owner.token, event.activityId, pid, card(3))).statusCode).toBe(200);
    const member = body(await results(user.token, event.activityId)).data;
    expect(member.hiddenHoles).toBeUndefined();
    expect(member.list[0]).toMatchObject({ name: 'Mia', gross: 75, status: 'ok', rank: 1 });
    const organiser = body(await results(event.owner.token, event.activityId)).data;
    expect(organiser.hiddenHoles).toHaveLength(12);
    // drawn once and kept: the stored list is the one answered, and a recomputation keeps it
    const [stored] = await app.db.select({ hidden: activities.hiddenHoles }).from(activities).where(eq(activities.id, event.activityId));
    expect(stored.hidden).toEqual(organiser.hiddenHoles);
    await app.inject({ method: 'POST', url: `/api/activities/${event.activityId}/results/recompute`, headers: bearer(event.owner.token) });
    expect(body(await results(event.owner.token, event.activityId)).data.hiddenHoles).toEqual(organiser.hiddenHoles);

    await app.db.update(activities).set({ status: 'finished' }).where(eq(activities.id, event.activityId));
    expect(body(await results(user.token, event.activityId)).data.hiddenHoles).toEqual(organiser.hiddenHoles);

    // the rules change to Peoria (6 hidden holes): the stored draw no longer fits, a new one is drawn and kept
    await app.db.update(activities).set({ handicapSystem: { type: 'peoria', hiddenCount: 6 } }).where(eq(activities.id, event.activityId));
    const redrawn = body(await app.inject({ method: 'POST', url: `/api/activities/${event.activityId}/results/recompute`, headers: bearer(event.owner.token) })).data;
    expect(redrawn.results.hiddenHoles).toHaveLength(6);
    const [kept] = await app.db.select({ hidden: activities.hiddenHoles }).from(activities).where(eq(activities.id, event.activityId));
    expect(kept.hidden).toEqual(redrawn.results.hiddenHoles);
  });

  it('while the hidden holes are secret, members see no handicap or net (they would tell the holes): places on strokes to par, in the answer and the export', async () => {
    // holes 1–6 and 10–15 hidden: a stroke over on hole 1 raises the handicap, one on hole 18 does not
    const event = await buildScoringEvent(app, 'playing', { type: 'peoria', hiddenHoles: [1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15] });
    const { user, pid } = await addMemberPlayer(app, event, 'Mia');
    const leo = await addGuest(app, event.activityId, 'Leo');
    const ann = await addGuest(app, event.activityId, 'Ann', 'F');
    await put(event.owner.token, event.activityId, pid, card(5));
    await put(event.owner.token, event.activityId, leo, card(1));
    // Ann is through 9 holes at one over
    await put(event.owner.token, event.activityId, ann, card(1).slice(0, 9));
    const organiser = body(await results(event.owner.token, event.activityId)).data;
    // the organisers see the handicaps of the finished cards
    expect(organiser.list.filter((r: { handicap: number | null }) => r.handicap !== null).map((r: { name: string }) => r.name).sort()).toEqual(['Leo', 'Mia']);
    const member = body(await results(user.token, event.activityId)).data;
    expect(member.list.map((r: { name: string; rank: number; tied: boolean; toPar: number; handicap: null; net: null }) => [r.name, r.rank, r.tied, r.toPar, r.handicap, r.net])).toEqual([
      ['Leo', 1, true, 1, null, null],
      ['Ann', 1, true, 1, null, null],
      ['Mia', 3, false, 5, null, null],
    ]);
    expect(member.teams).toEqual([]);
    // the clubhouse screen signed in as an organiser asks for what the members see
    const screen = body(await app.inject({ method: 'GET', url: `/api/activities/${event.activityId}/results?view=public`, headers: bearer(event.owner.token) })).data;
    expect(screen.list).toEqual(member.list);
    expect(screen.hiddenHoles).toBeUndefined();
    const sheet = await app.inject({ method: 'GET', url: `/api/activities/${event.activityId}/results/export`, headers: { ...bearer(user.token), 'accept-language': 'en-US' } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0].getSheetValues().slice(2) as unknown[][];
    const header = wb.worksheets[0].getRow(1).values as unknown[];
    const col = (name: string) => header.indexOf(name);
    expect(rows.map((r) => [r[col('Name')], r[col('Handicap')], r[col('Net')]])).toEqual([
      ['Leo', '', ''],
      ['Ann', '', ''],
      ['Mia', '', ''],
    ]);
    // level on strokes: by name, not in the net order the stored results keep
    const zed = await addGuest(app, event.activityId, 'Zed');
    const abe = await addGuest(app, event.activityId, 'Abe');
    const late = (n: number) => PINE_RIDGE_HOLES.map((h) => ({ number: h.number, strokes: h.par + (h.number > 18 - n ? 1 : 0) }));
    await put(event.owner.token, event.activityId, zed, card(2));
    await put(event.owner.token, event.activityId, abe, late(2));
    const levelIn = async (token: string) =>
      body(await results(token, event.activityId)).data.list.filter((r: { toPar: number }) => r.toPar === 2).map((r: { name: string }) => r.name);
    // the organisers' board puts Zed first on net (his strokes over were on hidden holes); the members' goes by name
    expect(await levelIn(event.owner.token)).toEqual(['Zed', 'Abe']);
    expect(await levelIn(user.token)).toEqual(['Abe', 'Zed']);
    // finished: everything shows
    await app.db.update(activities).set({ status: 'finished' }).where(eq(activities.id, event.activityId));
    expect(body(await results(user.token, event.activityId)).data.list).toEqual(body(await results(event.owner.token, event.activityId)).data.list);
  });

  it('WHS: each player plays the course tee rated for their sex (course rating and slope), else rating = par, slope 113', async () => {
    const event = await buildScoringEvent(app, 'playing', { type: 'whs' });
    const aid = event.activityId;
    await app.db
      .update(courses)
      .set({ tees: [{ name: 'Blue', rating: 72.1, slope: 128, sex: 'M' }, { name: 'Red', rating: 70.2, slope: 120, sex: 'F' }] })
      .where(eq(courses.id, event.courseId));
    const man = await addGuest(app, aid, 'Man', 'M', { handicap: 14.2 });
    const woman = await addGuest(app, aid, 'Woman', 'F', { handicap: 20 });
    const headers = bearer(event.owner.token);
    for (const pid of [man, woman]) {
      const put = await app.inject({ method: 'PUT', url: `/api/activities/${aid}/scorecards/${pid}`, headers, payload: { holes: card() } });
      expect(put.statusCode).toBe(200);
    }
    const handicaps = async () =>
      Object.fromEntries(
        body(await app.inject({ method: 'GET', url: `/api/activities/${aid}/results`, headers })).data.list.map((r: { name: string; handicap: number }) => [r.name, r.handicap]),
      );
    // 14.2 × 128/113 + (72.1 − 72) = 16.19, × 95% → 15; 20 × 120/113 + (70.2 − 72) = 19.44, × 95% → 18
    expect(await handicaps()).toEqual({ Man: 15, Woman: 18 });
    // two men's tees and no choice: the par and the standard slope (14.2 × 95% → 13)
    await app.db
      .update(courses)
      .set({ tees: [{ name: 'Blue', rating: 72.1, slope: 128, sex: 'M' }, { name: 'White', rating: 70.5, slope: 124, sex: 'M' }, { name: 'Red', rating: 70.2, slope: 120, sex: 'F' }] })
      .where(eq(courses.id, event.courseId));
    const recompute = async () => expect((await app.inject({ method: 'POST', url: `/api/activities/${aid}/results/recompute`, headers })).statusCode).toBe(200);
    await recompute();
    expect(await handicaps()).toEqual({ Man: 13, Woman: 18 });
    // the organiser chooses the men's tee in the event's handicap system
    const saved = await app.inject({ method: 'PATCH', url: `/api/activities/${aid}`, headers, payload: { handicapSystem: { type: 'whs', tees: { M: 'Blue' } } } });
    expect(saved.statusCode).toBe(200);
    expect(body(saved).data.handicapSystem.tees).toEqual({ M: 'Blue' });
    await recompute();
    expect(await handicaps()).toEqual({ Man: 15, Woman: 18 });
  });

  it('drops a removed player from stored results', async () => {
    const event = await buildScoringEvent(app);
    const a = await addGuest(app, event.activityId, 'Stay');
    const b = await addGuest(app, event.activityId, 'Leave');
    await put(event.owner.token, event.activityId, a, card(0));
    await put(event.owner.token, event.activityId, b, card(0));
    expect(body(await results(event.owner.token, event.activityId)).data.list).toHaveLength(2);
    const del = await app.inject({ method: 'DELETE', url: `/api/activities/${event.activityId}/players/${b}`, headers: bearer(event.owner.token) });
    expect(del.statusCode).toBe(200);
    expect(body(await results(event.owner.token, event.activityId)).data.list.map((r: { name: string }) => r.name)).toEqual(['Stay']);
  });

  it('re-ranks when player info changes, and recompute says what changed', async () => {
    const event = await buildScoringEvent(app, 'playing', { type: 'fixed' });
    const a = await addGuest(app, event.activityId, 'Amy', 'F', { handicap: 10 });
    const b = await addGuest(app, event.activityId, 'Bo', 'M', { handicap: 12 });
    await put(event.owner.token, event.activityId, a, card(0)); // 72 − 10 = 62
    await put(event.owner.token, event.activityId, b, card(2)); // 74 − 12 = 62: tie, lower handicap wins
    let list = body(await results(event.owner.token, event.activityId)).data.list;
    expect(list.map((r: { name: string; net: number; rank: number }) => [r.name, r.net, r.rank])).toEqual([
      ['Amy', 62, 1],
      ['Bo', 62, 2],
    ]);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/activities/${event.activityId}/players/${b}`,
      headers: bearer(event.owner.token),
      payload: { handicap: 14 },
    });
    expect(patch.statusCode).toBe(200);
    list = body(await results(event.owner.token, event.activityId)).data.list;
    expect(list.map((r: { name: string; net: number; rank: number }) => [r.name, r.net, r.rank])).toEqual([
      ['Bo', 60, 1],
      ['Amy', 62, 2],
    ]);
    // withdrawing a player lists them unranked
    await app.inject({ method: 'PATCH', url: `/api/activities/${event.activityId}/players/${b}`, headers: bearer(event.owner.token), payload: { scoreStatus: 'withdrawn' } });
    list = body(await results(event.owner.token, event.activityId)).data.list;
    expect(list.map((r: { name: string; rank: number | null; status: string }) => [r.name, r.rank, r.status])).toEqual([
      ['Amy', 1, 'ok'],
      ['Bo', null, 'withdrawn'],
    ]);

    // a rules change applied by recompute: gross ranking puts Amy (72) ahead either way; nothing changes
    const same = await app.inject({ method: 'POST', url: `/api/activities/${event.activityId}/results/recompute`, headers: bearer(event.owner.token) });
    expect(body(same).data).toMatchObject({ changed: 0, rankChanged: 0, pids: [] });
    await app.db.update(activities).set({ handicapSystem: { type: 'fixed' } }).where(eq(activities.id, event.activityId));
    await app.inject({ method: 'PATCH', url: `/api/activities/${event.activityId}/players/${b}`, headers: bearer(event.owner.token), payload: { scoreStatus: 'ok' } });
    await app.db.update(activities).set({ handicapSystem: { type: 'fixed', rankBy: 'gross' } }).where(eq(activities.id, event.activityId));
    const changed = await app.inject({ method: 'POST', url: `/api/activities/${event.activityId}/results/recompute`, headers: bearer(event.owner.token) });
    expect(changed.statusCode).toBe(200);
    expect(body(changed).data).toMatchObject({ rankChanged: 2, pids: expect.arrayContaining([String(a), String(b)]) });
    expect(body(changed).data.results.list[0]).toMatchObject({ name: 'Amy', rank: 1 });
  });

  it('answers 304 to a poll with the current ETag, and a new ETag after a save', async () => {
    const event = await buildScoringEvent(app);
    const pid = await addGuest(app, event.activityId, 'Eve');
    await put(event.owner.token, event.activityId, pid, card(0));
    const first = await results(event.owner.token, event.activityId);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await results(event.owner.token, event.activityId, { 'if-none-match': etag })).statusCode).toBe(304);
    // a poll without the ETag gets the text serialised for the first answer again (lib/serialized-once.ts), as JSON
    const again = await results(event.owner.token, event.activityId);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    expect(body(again).data.list[0]).toMatchObject({ name: 'Eve', gross: 72 });
    await put(event.owner.token, event.activityId, pid, [{ number: 1, strokes: 9 }]);
    const after = await results(event.owner.token, event.activityId, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(body(after).data.list[0].gross).toBe(77);
  });

  it('compresses an answer of 1 KB or more for a client that takes it (br, else gzip), the same JSON; a small one is sent as it is', async () => {
    const event = await buildScoringEvent(app);
    for (const name of ['Ann', 'Ben', 'Cho', 'Dai', 'Eve', 'Fay', 'Gus', 'Hal']) await put(event.owner.token, event.activityId, await addGuest(app, event.activityId, name), card(0));
    const plain = await results(event.owner.token, event.activityId);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await results(event.owner.token, event.activityId, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await results(event.owner.token, event.activityId, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // a 304 stays a 304; a small answer is not worth it
    expect((await results(event.owner.token, event.activityId, { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string })).statusCode).toBe(304);
    const health = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('answers the snapshot stored now, never one read before (snapshots are kept by version and computation time)', async () => {
    const event = await buildScoringEvent(app);
    const pid = await addGuest(app, event.activityId, 'Kai');
    await put(event.owner.token, event.activityId, pid, card(0));
    const gross = async () => body(await results(event.owner.token, event.activityId)).data.list[0].gross;
    expect(await gross()).toBe(72);
    expect(await gross()).toBe(72); // read again: the kept snapshot
    // every score save stores a new snapshot; the next answers follow it, through the API and when recomputed
    for (const [strokes, total] of [[6, 74], [3, 71], [5, 73]] as const) {
      await put(event.owner.token, event.activityId, pid, [{ number: 1, strokes }]);
      expect(await gross()).toBe(total);
    }
    await app.inject({ method: 'POST', url: `/api/activities/${event.activityId}/results/recompute`, headers: bearer(event.owner.token) });
    const after = body(await results(event.owner.token, event.activityId)).data;
    expect(after).toMatchObject({ version: (await getResults(app.db, event.activityId)).version });
    expect(after.list[0].gross).toBe(73);
  });

  it('runs registered post-recompute steps with the snapshot, and getResults serves the stored one', async () => {
    const event = await buildScoringEvent(app);
    const pid = await addGuest(app, event.activityId, 'Hook');
    const seen: [number, number][] = [];
    const off = onResultsComputed(async (_tx, aid, snapshot) => {
      seen.push([aid, snapshot.list.length]);
    });
    await put(event.owner.token, event.activityId, pid, card(0));
    off();
    await put(event.owner.token, event.activityId, pid, [{ number: 2, strokes: 5 }]);
    expect(seen).toEqual([[event.activityId, 1]]);
    const snapshot = await getResults(app.db, event.activityId);
    expect(snapshot.list[0]).toMatchObject({ pid: String(pid), gross: 73 });
    // a failing step rolls the recomputation back
    const offFail = onResultsComputed(async () => {
      throw new Error('prize rule broken');
    });
    const failed = await put(event.owner.token, event.activityId, pid, [{ number: 3, strokes: 5 }]);
    offFail();
    expect(failed.statusCode).toBe(500);
    expect((await getResults(app.db, event.activityId)).version).toBe(snapshot.version);
  });

  it('sends a server-sent event to the leaderboard after a score save, and closes open streams on shutdown', async () => {
    const ctx = await buildTestApp();
    const event = await buildScoringEvent(ctx.app);
    const marker = await addMemberPlayer(ctx.app, event, 'Sam');
    await buildFlight(ctx.app, event.activityId, [marker.pid], marker.pid);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const chunks: string[] = [];
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: `/api/activities/${event.activityId}/live`, headers: bearer(marker.user.token) }, resolve)
        .on('error', reject);
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    res.setEncoding('utf8');
    // one listener for the whole stream: a chunk arriving between two waits must not be dropped
    // (removing a 'data' listener does not pause a flowing stream)
    res.on('data', (chunk: string) => chunks.push(chunk));
    const waitFor = (pattern: RegExp) =>
      new Promise<string>((resolve, reject) => {
        const deadline = Date.now() + 5000;
        const check = () => {
          const text = chunks.join('');
          if (pattern.test(text)) resolve(text);
          else if (Date.now() > deadline) reject(new Error(`no event matching ${pattern} in ${text}`));
          else setTimeout(check, 20);
        };
        check();
      });
    await waitFor(/event: changed\ndata: \{"version":0,"pid":null\}/);
    const save = await ctx.app.inject({
      method: 'PUT',
      url: `/api/activities/${event.activityId}/scorecards/${marker.pid}`,
      headers: bearer(marker.user.token),
      payload: { holes: [{ number: 1, strokes: 4 }] },
    });
    expect(save.statusCode).toBe(200);
    await waitFor(new RegExp(`event: changed\\ndata: \\{"version":1,"pid":"${marker.pid}"\\}`));

    const ended = new Promise<void>((resolve) => res.on('end', () => resolve()));
    const started = Date.now();
    await ctx.app.close();
    await ended;
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('keeps the leaderboard from outsiders of a members-only event', async () => {
    const event = await buildScoringEvent(app);
    const { buildUser } = await import('./factories');
    const stranger = await buildUser(app);
    expect((await results(stranger.token, event.activityId)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/activities/${event.activityId}/scorecards`, headers: bearer(stranger.token) })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/activities/${event.activityId}/live`, headers: bearer(stranger.token) })).statusCode).toBe(403);
  });
});
