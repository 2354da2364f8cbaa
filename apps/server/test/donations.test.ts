import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '../src/db/schema';
import { buildTestApp } from './helpers';
import { bearer, body, type TestUser } from './factories';
import { messageKinds } from './activity-factories';
import { buildPrizeEvent, type PrizeEvent } from './prize-factories';

const { app } = await buildTestApp();
const as = (u: TestUser, locale = 'en-US') => ({ ...bearer(u.token), 'accept-language': locale });
const call = (event: PrizeEvent, user: TestUser, method: 'GET' | 'POST', url: string, payload?: object, locale = 'en-US') =>
  app.inject({ method, url: `/api/activities/${event.activityId}${url}`, headers: as(user, locale), ...(payload ? { payload } : {}) });

const goods = { title: 'Golf balls from Ken', kind: 'goods', goods: 'Pro V1 dozen', number: 4, price: 60, contact: '090-1234-5678', declaredAward: 'Nearest the pin' };
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

/** An event of players open for sign-up, which takes sponsorship (a finished one does not). */
async function sponsorable(size: number): Promise<PrizeEvent> {
  const event = await buildPrizeEvent(app, size);
  await app.db.update(activities).set({ status: 'registering' }).where(eq(activities.id, event.activityId));
  return event;
}

describe('donations', () => {
  it('contact is required: 400 with the spec message in three languages', async () => {
    const event = await sponsorable(2);
    for (const [locale, text] of [
      ['en-US', 'Please enter contact'],
      ['zh-CN', '请输入联系方式'],
      ['ja-JP', '連絡先を入力してください'],
    ]) {
      const res = await call(event, event.member, 'POST', '/donations', { ...goods, contact: '  ' }, locale);
      expect(res.statusCode).toBe(400);
      expect(body(res).data.fields).toEqual([{ path: 'contact', message: text }]);
    }
    const missing = await call(event, event.member, 'POST', '/donations', { title: 'Cash', kind: 'money', contact: 'me@example.com' });
    expect(body(missing).data.fields).toEqual([expect.objectContaining({ path: 'money' })]);
    // without a kind: an amount alone is money, anything else goods
    const cash = await call(event, event.member, 'POST', '/donations', { title: 'Cash', money: 500, contact: 'me@example.com' });
    expect(body(cash).data).toMatchObject({ kind: 'money', money: 500 });
    const neither = await call(event, event.member, 'POST', '/donations', { title: 'Something', contact: 'me@example.com' });
    expect(body(neither).data.fields.map((f: { path: string }) => f.path)).toEqual(['goods', 'number']);
  });

  it('sponsor → organiser accepts (message): goods become a prize item linked to the sponsor; deleted, one click makes it again; money is no prize item', async () => {
    const event = await sponsorable(2);
    const created = body(await call(event, event.member, 'POST', '/donations', goods)).data;
    expect(created).toMatchObject({ status: 'pending', kind: 'goods', number: 4, value: 240, contact: '090-1234-5678', mine: true });
    const cash = body(await call(event, event.member, 'POST', '/donations', { title: 'Prize money', kind: 'money', money: 300, contact: 'x', anonymous: true })).data;

    expect((await call(event, event.member, 'POST', `/donations/${created.id}/accept`)).statusCode).toBe(403);
    const accepted = body(await call(event, event.organiser, 'POST', `/donations/${created.id}/accept`)).data;
    expect(accepted.status).toBe('accepted');
    expect((await call(event, event.organiser, 'POST', `/donations/${created.id}/accept`)).statusCode).toBe(409);
    expect(await messageKinds(app, event.member.id)).toContain('donation.accepted');

    // accepted goods are a prize item at once (PRODUCT.md), the donation names it
    const board = body(await call(event, event.organiser, 'GET', '/prizes')).data;
    const made = board.list.find((p: { donationId: string | null }) => p.donationId === created.id);
    expect(made).toMatchObject({ name: 'Pro V1 dozen', num: 4, price: 60, source: 'donation', remainder: 4, status: 'ok' });
    expect(made.sponsor).toBeTruthy();
    expect(body(await call(event, event.organiser, 'GET', '/donations')).data.list.find((d: { id: string }) => d.id === created.id).prizeId).toBe(made.id);
    expect((await call(event, event.organiser, 'POST', `/donations/${created.id}/to-prize`)).statusCode).toBe(409);
    // deleted by the organisers, one click makes it again
    expect((await app.inject({ method: 'DELETE', url: `/api/activities/${event.activityId}/prizes/${made.id}`, headers: as(event.organiser) })).statusCode).toBe(200);
    const prize = body(await call(event, event.organiser, 'POST', `/donations/${created.id}/to-prize`)).data;
    expect(prize).toMatchObject({ name: 'Pro V1 dozen', num: 4, price: 60, source: 'donation', donationId: created.id, remainder: 4, status: 'ok' });
    expect((await call(event, event.organiser, 'POST', `/donations/${created.id}/to-prize`)).statusCode).toBe(409);
    await call(event, event.organiser, 'POST', `/donations/${cash.id}/accept`);
    const money = await call(event, event.organiser, 'POST', `/donations/${cash.id}/to-prize`);
    expect(money.statusCode).toBe(409);
    expect(body(money).msg).toContain('Only donated goods');
  });

  it('reject needs a reason and tells the sponsor; the sponsor list shows accepted ones with totals, anonymous without a name', async () => {
    const event = await sponsorable(3);
    const [a, b] = [event.golfers[0], event.golfers[1]];
    const kept = body(await call(event, a, 'POST', '/donations', goods)).data;
    const hidden = body(await call(event, b, 'POST', '/donations', { title: 'Cash', kind: 'money', money: 500, contact: 'b@example.com', anonymous: true })).data;
    const refused = body(await call(event, b, 'POST', '/donations', { ...goods, title: 'Old clubs' })).data;
    const pending = body(await call(event, b, 'POST', '/donations', { ...goods, title: 'Still pending' })).data;
    await call(event, event.owner, 'POST', `/donations/${kept.id}/accept`);
    await call(event, event.owner, 'POST', `/donations/${hidden.id}/accept`);
    const noReason = await call(event, event.owner, 'POST', `/donations/${refused.id}/reject`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(body(await call(event, event.owner, 'POST', `/donations/${refused.id}/reject`, { reason: 'Not a prize' })).data).toMatchObject({ status: 'rejected', reason: 'Not a prize' });
    expect(await messageKinds(app, b.id)).toContain('donation.rejected');

    const third = body(await call(event, event.golfers[2], 'GET', '/donations')).data;
    expect(third.canManage).toBe(false);
    expect(third.list.map((d: { title: string }) => d.title)).toEqual([kept.title, 'Cash']);
    expect(third.list[1]).toMatchObject({ sponsor: null, contact: null });
    expect(third.list[0].contact).toBeNull();
    expect(third.totals).toEqual({ sponsors: 2, money: 500, goodsValue: 240, items: 4 });
    const mine = body(await call(event, b, 'GET', '/donations')).data;
    expect(mine.list.map((d: { title: string }) => d.title)).toEqual([kept.title, 'Cash', 'Old clubs', 'Still pending']);
    const organiser = body(await call(event, event.organiser, 'GET', '/donations')).data;
    expect(organiser.list).toHaveLength(4);
    expect(organiser.list.find((d: { id: string }) => d.id === hidden.id).sponsor).toBeTruthy();
    expect(organiser.list.find((d: { id: string }) => d.id === pending.id).status).toBe('pending');
    // an outsider of a members-only event sees nothing
    expect((await call(event, event.outsider, 'GET', '/donations')).statusCode).toBe(403);

    // a page at a time; the totals are every accepted donation's, and a sponsor who gives twice is one sponsor
    const again = body(await call(event, a, 'POST', '/donations', { ...goods, title: 'More balls' })).data;
    await call(event, event.owner, 'POST', `/donations/${again.id}/accept`);
    const page = body(await call(event, event.golfers[2], 'GET', '/donations?page=2&pageSize=2')).data;
    expect(page.list.map((d: { title: string }) => d.title)).toEqual(['More balls']);
    expect(page).toMatchObject({ total: 3, totals: { sponsors: 2, money: 500, goodsValue: 480, items: 8 } });
    const organiserPage = body(await call(event, event.organiser, 'GET', '/donations?page=2&pageSize=3')).data;
    expect(organiserPage.list.map((d: { title: string }) => d.title)).toEqual(['Still pending', 'More balls']);
    expect(organiserPage.total).toBe(5);
    expect((await call(event, event.organiser, 'GET', '/donations?pageSize=101')).statusCode).toBe(400);
  });

  it('a finished or cancelled event takes no sponsorship (409, saying why); goods offered before and accepted late make no prize item', async () => {
    const event = await sponsorable(2);
    const offered = body(await call(event, event.member, 'POST', '/donations', goods)).data;
    for (const [status, text] of [['finished', /finished and its prizes are given/], ['cancelled', /cancelled/]] as const) {
      await app.db.update(activities).set({ status }).where(eq(activities.id, event.activityId));
      const res = await call(event, event.member, 'POST', '/donations', goods);
      expect(res.statusCode, status).toBe(409);
      expect(body(res).msg).toMatch(text);
    }
    expect(body(await call(event, event.organiser, 'GET', '/donations')).data.total).toBe(1);
    await app.db.update(activities).set({ status: 'finished' }).where(eq(activities.id, event.activityId));
    expect(body(await call(event, event.organiser, 'POST', `/donations/${offered.id}/accept`)).data).toMatchObject({ status: 'accepted', prizeId: null });
    expect(body(await call(event, event.organiser, 'GET', '/prizes')).data.list).toEqual([]);
  });

  it('a picture of the goods is uploaded and served', async () => {
    const event = await sponsorable(1);
    const boundary = 'x7donation';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="balls.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await app.inject({
      method: 'POST',
      url: `/api/activities/${event.activityId}/donations/image`,
      headers: { ...as(event.golfers[0]), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const image = body(res).data.image as string;
    expect(image).toMatch(/^\/api\/uploads\/donations\/[a-f0-9]{32}\.png$/);
    expect((await app.inject({ method: 'GET', url: image })).rawPayload.equals(PNG)).toBe(true);
    const created = body(await call(event, event.golfers[0], 'POST', '/donations', { ...goods, image })).data;
    expect(created.image).toBe(image);
  });
});
