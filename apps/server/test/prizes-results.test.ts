import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';
import { bearer, body } from './factories';
import { messageKinds } from './activity-factories';
import { addMemberPlayer, buildScoringEvent } from './score-factories';

const { app } = await buildTestApp();

/** Pars of Pine Ridge (the test course): a card of par everywhere plus `over` strokes on hole 1. */
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 4, 3, 5, 4];
const card = (over: number) => ({ holes: PARS.map((par, i) => ({ number: i + 1, strokes: par + (i === 0 ? over : 0), putts: 2 })) });

describe('awards follow the results service', () => {
  it('a score correction re-ranks and the awards follow in the same recomputation (fixed handicap), winners get a message', async () => {
    const event = await buildScoringEvent(app, 'finished', { type: 'fixed' });
    const headers = { ...bearer(event.owner.token), 'accept-language': 'en-US' };
    const base = `/api/activities/${event.activityId}`;
    const golfers = [];
    for (const name of ['Ann', 'Ben', 'Cho', 'Dai']) golfers.push(await addMemberPlayer(app, event, name));
    const prize = body(await app.inject({ method: 'POST', url: `${base}/prizes`, headers, payload: { name: 'Cup', num: 1 } })).data;
    const booby = body(await app.inject({ method: 'POST', url: `${base}/prizes`, headers, payload: { name: 'Towel', num: 1 } })).data;
    await app.inject({ method: 'POST', url: `${base}/prize-rules`, headers, payload: { type: 'rankNet', ranking: 1, order: 1, prizeId: prize.id } });
    await app.inject({ method: 'POST', url: `${base}/prize-rules`, headers, payload: { type: 'fromBottom', ranking: 2, order: 2, prizeId: booby.id } });

    // Ann +0, Ben +1, Cho +2, Dai +3 → Ann wins, Cho is the booby
    for (const [i, g] of golfers.entries()) {
      const res = await app.inject({ method: 'PUT', url: `${base}/scorecards/${g.pid}`, headers, payload: card(i) });
      expect(res.statusCode).toBe(200);
    }
    await app.inject({ method: 'POST', url: `${base}/results/recompute`, headers });
    const winners = async () =>
      body(await app.inject({ method: 'GET', url: `${base}/awards`, headers })).data.list.map((l: { label: string; name: string }) => `${l.label}: ${l.name}`);
    expect(await winners()).toEqual(['Net #1: Ann', 'Booby (2nd from the bottom): Cho']);
    expect(await messageKinds(app, golfers[0].user.id)).toContain('award.won');

    // the organiser corrects Ann's first hole (+4): Ben wins, Dai becomes the booby — no explicit award recompute
    const fix = await app.inject({ method: 'PUT', url: `${base}/scorecards/${golfers[0].pid}`, headers, payload: { holes: [{ number: 1, strokes: 8 }] } });
    expect(fix.statusCode).toBe(200);
    await app.inject({ method: 'POST', url: `${base}/results/recompute`, headers });
    expect(await winners()).toEqual(['Net #1: Ben', 'Booby (2nd from the bottom): Dai']);
    expect(await messageKinds(app, golfers[1].user.id)).toContain('award.won');
    expect(body(await app.inject({ method: 'GET', url: `${base}/awards`, headers })).data.shortages).toEqual([]);

    // Cho ties Ben for 1st: both get the one Cup, and the organiser is told it is short (members are not)
    await app.inject({ method: 'PUT', url: `${base}/scorecards/${golfers[2].pid}`, headers, payload: { holes: [{ number: 1, strokes: PARS[0] + 1 }] } });
    await app.inject({ method: 'POST', url: `${base}/results/recompute`, headers });
    const awards = body(await app.inject({ method: 'GET', url: `${base}/awards`, headers })).data;
    expect(awards.list.filter((l: { prizeName: string; pid: string | null }) => l.prizeName === 'Cup' && l.pid).length).toBe(2);
    expect(awards.shortages).toEqual([{ prizeId: prize.id, prizeName: 'Cup', given: 2, stock: 1 }]);
    const asPlayer = body(await app.inject({ method: 'GET', url: `${base}/awards`, headers: { ...bearer(golfers[3].user.token), 'accept-language': 'en-US' } })).data;
    expect(asPlayer).not.toHaveProperty('shortages');
  });
});

describe('feats follow the cards that count', () => {
  it('a player marked "no card" wins no hole-in-one with the holes entered before: the results drop the card, and so do the awards', async () => {
    const event = await buildScoringEvent(app, 'finished', { type: 'fixed' });
    const headers = { ...bearer(event.owner.token), 'accept-language': 'en-US' };
    const base = `/api/activities/${event.activityId}`;
    const ann = await addMemberPlayer(app, event, 'Ann');
    const ben = await addMemberPlayer(app, event, 'Ben');
    const ace = { holes: PARS.map((par, i) => ({ number: i + 1, strokes: i === 2 ? 1 : par })) };
    expect((await app.inject({ method: 'PUT', url: `${base}/scorecards/${ann.pid}`, headers, payload: ace })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: `${base}/scorecards/${ben.pid}`, headers, payload: card(0) })).statusCode).toBe(200);
    const prize = body(await app.inject({ method: 'POST', url: `${base}/prizes`, headers, payload: { name: 'Ace', num: 1 } })).data;
    expect((await app.inject({ method: 'POST', url: `${base}/prize-rules`, headers, payload: { type: 'holeInOne', ranking: 1, order: 1, prizeId: prize.id } })).statusCode).toBe(200);
    const winners = async () => (body(await app.inject({ method: 'GET', url: `${base}/awards`, headers })).data.list as { name: string }[]).map((l) => l.name);
    expect(await winners()).toEqual(['Ann']);

    expect((await app.inject({ method: 'PATCH', url: `${base}/players/${ann.pid}`, headers, payload: { scoreStatus: 'noCard' } })).statusCode).toBe(200);
    const results = body(await app.inject({ method: 'GET', url: `${base}/results`, headers })).data.list as { name: string; status: string }[];
    expect(results.find((r) => r.name === 'Ann')).toMatchObject({ status: 'noCard' });
    expect(await winners()).not.toContain('Ann');
    // the card handed in after all: the ace counts again
    expect((await app.inject({ method: 'PATCH', url: `${base}/players/${ann.pid}`, headers, payload: { scoreStatus: 'ok' } })).statusCode).toBe(200);
    expect(await winners()).toEqual(['Ann']);
  });
});
