import { DEFAULT_EMAIL_NOTIFY_KINDS } from '@golf/shared/schemas/notification';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { notify } from '../src/modules/messages/messages.service';
import { buildTestApp } from './helpers';
import { bearer, body, buildUser, type TestUser } from './factories';
import { messageKinds } from './activity-factories';
import { addMemberPlayer, buildScoringEvent } from './score-factories';
import { buildApplication, buildGroup } from './group-factories';

const { app, smtp } = await buildTestApp();

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 4, 3, 5, 4];
const card = (over: number) => ({ holes: PARS.map((par, i) => ({ number: i + 1, strokes: par + (i === 0 ? over : 0), putts: 2 })) });
const mailsTo = (u: TestUser) => smtp.mails.filter((m) => m.to.includes(u.email.toLowerCase())).length;
const settle = () => new Promise((r) => setTimeout(r, 400));
const choose = async (u: TestUser, email: string[]) =>
  expect((await app.inject({ method: 'PUT', url: '/api/user/notifications', headers: bearer(u.token), payload: { email } })).statusCode).toBe(200);

describe('message mails follow the recipient’s notification settings, whoever sends the message', () => {
  it('new accounts start with the documented default set', async () => {
    const fresh = await buildUser(app);
    const res = await app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(fresh.token) });
    expect([...body(res).data.email].sort()).toEqual([...DEFAULT_EMAIL_NOTIFY_KINDS].sort());
    // a setting saved under the old name of a kind reads as its new name
    await app.db.update(users).set({ notifyEmail: ['prize.won'] }).where(eq(users.id, fresh.id));
    expect(body(await app.inject({ method: 'GET', url: '/api/user/notifications', headers: bearer(fresh.token) })).data.email).toEqual(['award.won']);
  });

  it('a new account hears by mail that its application to join was approved (it came from a link in a chat, and had no other reason to look)', async () => {
    const owner = await buildUser(app);
    const group = await buildGroup(app, owner, { joinApproval: true });
    const newcomer = await buildUser(app);
    const appId = await buildApplication(app, group, newcomer);
    const approved = await app.inject({ method: 'POST', url: `/api/groups/${group.id}/applications/${appId}/approve`, headers: bearer(owner.token), payload: {} });
    expect(approved.statusCode).toBe(200);
    const mail = await smtp.waitFor(newcomer.email);
    expect(mail.link).toContain(`/dashboard/group/detail?id=${group.id}`);
  });

  it('award.won from inside the results recomputation mails only the winner who opted in', async () => {
    const event = await buildScoringEvent(app, 'finished', { type: 'fixed' });
    const headers = { ...bearer(event.owner.token), 'accept-language': 'en-US' };
    const base = `/api/activities/${event.activityId}`;
    const ann = await addMemberPlayer(app, event, 'Ann');
    const ben = await addMemberPlayer(app, event, 'Ben');
    await choose(ann.user, ['award.won']);
    await choose(ben.user, ['vote.settled']);
    const cup = body(await app.inject({ method: 'POST', url: `${base}/prizes`, headers, payload: { name: 'Cup', num: 2 } })).data;
    await app.inject({ method: 'POST', url: `${base}/prize-rules`, headers, payload: { type: 'rankNet', ranking: 1, order: 1, prizeId: cup.id } });
    await app.inject({ method: 'POST', url: `${base}/prize-rules`, headers, payload: { type: 'rankNet', ranking: 2, order: 2, prizeId: cup.id } });
    for (const [i, g] of [ann, ben].entries()) {
      expect((await app.inject({ method: 'PUT', url: `${base}/scorecards/${g.pid}`, headers, payload: card(i) })).statusCode).toBe(200);
    }
    await app.inject({ method: 'POST', url: `${base}/results/recompute`, headers });
    expect(await messageKinds(app, ann.user.id)).toContain('award.won');
    expect(await messageKinds(app, ben.user.id)).toContain('award.won');
    const mail = await smtp.waitFor(ann.user.email);
    expect(mail.subject).toBe('您获奖了');
    expect(mail.text).toContain('Cup');
    expect(mail.link).toBe(`http://localhost:3000/activity/awards?id=${event.activityId}`);
    await settle();
    expect([mailsTo(ann.user), mailsTo(ben.user)]).toEqual([1, 0]);
  });

  it('finishing an event tells every registered member that results are out, by mail to those who opted in', async () => {
    const event = await buildScoringEvent(app, 'playing');
    const keen = await addMemberPlayer(app, event, 'Keen');
    const quiet = await addMemberPlayer(app, event, 'Quiet');
    await choose(keen.user, ['results.published']);
    await choose(quiet.user, []);
    const res = await app.inject({
      method: 'POST',
      url: `/api/activities/${event.activityId}/status`,
      headers: bearer(event.owner.token),
      payload: { status: 'finished' },
    });
    expect(res.statusCode).toBe(200);
    expect(await messageKinds(app, keen.user.id)).toContain('results.published');
    expect(await messageKinds(app, quiet.user.id)).toContain('results.published');
    expect(await messageKinds(app, event.owner.id)).not.toContain('results.published');
    const mail = await smtp.waitFor(keen.user.email);
    expect(mail.link).toBe(`http://localhost:3000/dashboard/activity/result?id=${event.activityId}`);
    await settle();
    expect([mailsTo(keen.user), mailsTo(quiet.user)]).toEqual([1, 0]);
  });

  it('a message written in a transaction is mailed once it commits, and neither kept nor mailed when it rolls back', async () => {
    const u = await buildUser(app);
    await choose(u, ['award.won']);
    const params = { activity: 'Spring Cup', prize: 'Cup', num: 1 };
    const order: string[] = [];
    await expect(
      app.db.transaction(async (tx) => {
        await notify(tx, u.id, 'award.won', params);
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    await settle();
    expect(mailsTo(u)).toBe(0);
    expect(await messageKinds(app, u.id)).not.toContain('award.won');

    await app.db.transaction(async (tx) => {
      await notify(tx, u.id, 'award.won', params);
      await settle(); // the mail waits for the commit, however long the transaction takes
      order.push(`inside: ${mailsTo(u)} mails`);
    });
    order.push('committed');
    await smtp.waitFor(u.email);
    expect(order).toEqual(['inside: 0 mails', 'committed']);
    await settle();
    expect(mailsTo(u)).toBe(1);
    expect(await messageKinds(app, u.id)).toContain('award.won');
  });
});
