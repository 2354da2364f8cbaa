import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, donations, prizes } from '../src/db/schema';
import { buildTestApp } from './helpers';
import { bearer, body, type TestUser } from './factories';
import { messageKinds } from './activity-factories';
import { buildPrizeEvent, type PrizeEvent } from './prize-factories';

const { app } = await buildTestApp();
const as = (u: TestUser, locale = 'en-US') => ({ ...bearer(u.token), 'accept-language': locale });
const call = (event: PrizeEvent, user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, locale = 'en-US') =>
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

  it('a finished event takes sponsorship from organisers only (goods handed over at the ceremony), a cancelled one from nobody; goods accepted late are a prize item', async () => {
    const event = await sponsorable(2);
    const offered = body(await call(event, event.member, 'POST', '/donations', goods)).data;
    const declined = body(await call(event, event.member, 'POST', '/donations', { title: 'Cash', money: 30, contact: 'x' })).data;
    for (const [status, text] of [['finished', /finished and its prizes are given: an organiser records/], ['cancelled', /cancelled/]] as const) {
      await app.db.update(activities).set({ status }).where(eq(activities.id, event.activityId));
      const res = await call(event, event.member, 'POST', '/donations', goods);
      expect(res.statusCode, status).toBe(409);
      expect(body(res).msg).toMatch(text);
      // nor may its member change or withdraw one offered before
      expect((await call(event, event.member, 'PUT', `/donations/${offered.id}`, { ...goods, number: 5 })).statusCode, status).toBe(409);
      expect((await call(event, event.member, 'DELETE', `/donations/${offered.id}`)).statusCode, status).toBe(409);
    }
    expect((await call(event, event.organiser, 'POST', '/donations', goods)).statusCode).toBe(409);
    // an organiser still turns a pending one down, and the answer, like the list, offers no change to it
    const refused = body(await call(event, event.organiser, 'POST', `/donations/${declined.id}/reject`, { reason: 'Event cancelled' })).data;
    expect(refused).toMatchObject({ status: 'rejected', canEdit: false });
    expect(body(await call(event, event.organiser, 'GET', '/donations')).data.list.map((d: { canEdit: boolean }) => d.canEdit)).toEqual([false, false]);
    await app.db.delete(donations).where(eq(donations.id, Number(declined.id)));
    expect(body(await call(event, event.organiser, 'GET', '/donations')).data.total).toBe(1);
    await app.db.update(activities).set({ status: 'finished' }).where(eq(activities.id, event.activityId));
    const handed = await call(event, event.organiser, 'POST', '/donations', { ...goods, sponsorName: 'Pine Ridge Pro Shop', title: 'Wine for the winners', goods: 'Red wine', number: 2 });
    expect(handed.statusCode).toBe(200);
    expect(body(await call(event, event.organiser, 'POST', `/donations/${offered.id}/accept`)).data).toMatchObject({ status: 'accepted', prizeId: expect.any(String) });
    expect(body(await call(event, event.organiser, 'GET', '/prizes')).data.list.map((p: { name: string }) => p.name)).toEqual(['Red wine', 'Pro V1 dozen']);
  });

  it('an organiser records a sponsorship in a company’s name: the name is the sponsor everywhere, and nobody is thanked by their own message', async () => {
    const event = await sponsorable(2);
    const shop = body(await call(event, event.organiser, 'POST', '/donations', { ...goods, sponsorName: '  Pine Ridge Pro Shop ' })).data;
    // recorded by an organiser, it is accepted as it is recorded (nobody else to confirm it), its goods a prize item,
    // and nobody is sent a message
    expect(shop).toMatchObject({ sponsor: 'Pine Ridge Pro Shop', sponsorName: 'Pine Ridge Pro Shop', mine: true, canEdit: true, status: 'accepted', prizeId: expect.any(String) });
    expect(await messageKinds(app, event.organiser.id)).toEqual([]);
    expect((await call(event, event.organiser, 'POST', `/donations/${shop.id}/accept`)).statusCode).toBe(409);
    // the prize item and the member's list name the shop; the same shop twice (any case) is one sponsor, the organiser's own gift another
    const prize = body(await call(event, event.organiser, 'GET', '/prizes')).data.list[0];
    expect(prize).toMatchObject({ name: 'Pro V1 dozen', sponsor: 'Pine Ridge Pro Shop' });
    const again = body(await call(event, event.organiser, 'POST', '/donations', { title: 'Cash', money: 100, contact: 'x', sponsorName: 'pine ridge pro shop' })).data;
    const own = body(await call(event, event.organiser, 'POST', '/donations', { title: 'Cash', money: 50, contact: 'x' })).data;
    expect([again.status, own.status]).toEqual(['accepted', 'accepted']);
    const seen = body(await call(event, event.golfers[0], 'GET', '/donations')).data;
    expect(seen.list.map((d: { sponsor: string }) => d.sponsor)).toEqual(['Pine Ridge Pro Shop', 'pine ridge pro shop', expect.any(String)]);
    expect(seen.list.every((d: { canEdit: boolean }) => !d.canEdit)).toBe(true);
    expect(seen.totals.sponsors).toBe(2);
    // anonymous: no name to others, not even the one typed
    const hidden = body(await call(event, event.organiser, 'POST', '/donations', { title: 'Cash', money: 20, contact: 'x', sponsorName: 'Secret Ltd', anonymous: true })).data;
    const others = body(await call(event, event.golfers[0], 'GET', '/donations')).data.list.find((d: { id: string }) => d.id === hidden.id);
    expect(others).toMatchObject({ sponsor: null, sponsorName: '' });
  });

  it('a sponsorship is corrected or withdrawn by its member while pending, by organisers at any time; the prize item of accepted goods follows it', async () => {
    const event = await sponsorable(3);
    const [mine, other] = [event.golfers[0], event.golfers[1]];
    const offered = body(await call(event, mine, 'POST', '/donations', goods)).data;
    // its member corrects it while pending; another member may not; a bad correction changes nothing
    expect(body(await call(event, mine, 'PUT', `/donations/${offered.id}`, { ...goods, number: 6, content: 'Good luck!' })).data).toMatchObject({ number: 6, content: 'Good luck!', value: 360 });
    expect((await call(event, other, 'PUT', `/donations/${offered.id}`, { ...goods, number: 1 })).statusCode).toBe(403);
    expect((await call(event, other, 'DELETE', `/donations/${offered.id}`)).statusCode).toBe(403);
    const bad = await call(event, mine, 'PUT', `/donations/${offered.id}`, { ...goods, number: 0, price: 0.005 });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).data.fields).toEqual([
      { path: 'number', message: 'Enter how many (1 or more)' },
      { path: 'price', message: 'At most two decimals (cents)' },
    ]);
    expect((await call(event, mine, 'PUT', '/donations/999999', goods)).statusCode).toBe(404);
    expect(body(await call(event, mine, 'GET', '/donations')).data.list[0]).toMatchObject({ number: 6, canEdit: true });

    // accepted: its member may no longer change it; an organiser corrects it and the prize item follows
    await call(event, event.organiser, 'POST', `/donations/${offered.id}/accept`);
    const decided = await call(event, mine, 'PUT', `/donations/${offered.id}`, { ...goods, number: 2 });
    expect(decided.statusCode).toBe(409);
    expect(body(decided).msg).toContain('ask one of them');
    expect((await call(event, mine, 'DELETE', `/donations/${offered.id}`)).statusCode).toBe(409);
    expect(body(await call(event, mine, 'GET', '/donations')).data.list[0].canEdit).toBe(false);
    const fixed = body(await call(event, event.organiser, 'PUT', `/donations/${offered.id}`, { ...goods, goods: 'Pro V1x dozen', number: 3, price: 55.5 })).data;
    expect(fixed).toMatchObject({ status: 'accepted', goods: 'Pro V1x dozen', number: 3, prizeId: expect.any(String) });
    const prizeOf = async () => body(await call(event, event.organiser, 'GET', '/prizes')).data.list.find((p: { id: string }) => p.id === fixed.prizeId);
    expect(await prizeOf()).toMatchObject({ name: 'Pro V1x dozen', num: 3, price: 55.5, sponsor: expect.any(String) });
    // a rule gives two of them: not fewer than two, not money, not removed while it does
    expect((await call(event, event.organiser, 'POST', '/prize-rules', { type: 'rankNet', ranking: 1, prizeId: fixed.prizeId, num: 2 })).statusCode).toBe(200);
    const fewer = await call(event, event.organiser, 'PUT', `/donations/${offered.id}`, { ...goods, number: 1 });
    expect(fewer.statusCode).toBe(409);
    const money = await call(event, event.organiser, 'PUT', `/donations/${offered.id}`, { title: 'Cash instead', money: 100, contact: 'x' });
    expect(body(money).msg).toContain('delete the prize item first');
    const removed = await call(event, event.organiser, 'DELETE', `/donations/${offered.id}`);
    expect(removed.statusCode).toBe(409);
    expect(body(removed).msg).toContain('Take the item off that rule first');
    expect(await prizeOf()).toMatchObject({ name: 'Pro V1x dozen', num: 3 });
    expect(body(await call(event, event.organiser, 'GET', '/donations')).data.list[0]).toMatchObject({ goods: 'Pro V1x dozen', number: 3, status: 'accepted' });

    // the rule gone, the sponsorship goes with its prize item; a member withdraws a pending one of theirs
    const rule = body(await call(event, event.organiser, 'GET', '/prize-rules')).data.list[0];
    await call(event, event.organiser, 'DELETE', `/prize-rules/${rule.id}`);
    expect((await call(event, event.organiser, 'DELETE', `/donations/${offered.id}`)).statusCode).toBe(200);
    expect(body(await call(event, event.organiser, 'GET', '/prizes')).data.list).toEqual([]);
    const second = body(await call(event, other, 'POST', '/donations', { title: 'Cash', money: 80, contact: 'x' })).data;
    expect((await call(event, other, 'DELETE', `/donations/${second.id}`)).statusCode).toBe(200);
    expect(body(await call(event, event.organiser, 'GET', '/donations')).data.total).toBe(0);
  });

  it('a correction, a withdrawal and a decision at the same moment: the donation and its prize item always agree, and a refused one changes nothing', async () => {
    /** accepted goods have exactly one prize item of their number; nothing else has one, and no prize item is left without its donation */
    const agree = async (event: PrizeEvent) => {
      const list = await app.db.select().from(donations).where(eq(donations.activityId, event.activityId));
      const items = await app.db.select().from(prizes).where(eq(prizes.activityId, event.activityId));
      for (const item of items) expect(item.donationId, 'a prize item whose donation is gone').not.toBeNull();
      for (const d of list) {
        const made = items.filter((item) => item.donationId === d.id);
        if (d.status === 'accepted' && d.kind === 'goods') expect(made.map((item) => item.num)).toEqual([d.number]);
        else expect(made).toEqual([]);
      }
    };
    const races: [string, (event: PrizeEvent, id: string) => Promise<{ statusCode: number }>[]][] = [
      ['its member turns the goods into money as an organiser accepts', (event, id) => [call(event, event.member, 'PUT', `/donations/${id}`, { title: 'Cash', money: 100, contact: 'x' }), call(event, event.organiser, 'POST', `/donations/${id}/accept`)]],
      ['its member withdraws it as an organiser accepts', (event, id) => [call(event, event.member, 'DELETE', `/donations/${id}`), call(event, event.organiser, 'POST', `/donations/${id}/accept`)]],
      ['one organiser corrects the number as another accepts', (event, id) => [call(event, event.organiser, 'PUT', `/donations/${id}`, { ...goods, number: 1 }), call(event, event.owner, 'POST', `/donations/${id}/accept`)]],
    ];
    for (const [what, race] of races) {
      for (let round = 0; round < 3; round++) {
        const event = await sponsorable(2);
        const offered = body(await call(event, event.member, 'POST', '/donations', goods)).data;
        const requests = race(event, offered.id);
        const answers = await Promise.all(round % 2 ? requests : requests.reverse());
        expect(answers.every((a) => [200, 404, 409].includes(a.statusCode)), what).toBe(true);
        await agree(event);
      }
    }
  });

  it('amounts are to the cent and limits say what they are', async () => {
    const event = await sponsorable(2);
    const res = await call(event, event.member, 'POST', '/donations', { title: 'Cash', money: 1_000_000_000, contact: 'x' });
    expect(body(res).data.fields).toEqual([{ path: 'money', message: 'An amount of at most 100,000,000' }]);
    const many = await call(event, event.member, 'POST', '/donations', { ...goods, number: 100_001, price: 0.001 }, 'ja-JP');
    expect(body(many).data.fields).toEqual([
      { path: 'number', message: '数量は 100,000 までです' },
      { path: 'price', message: '小数は 2 桁までです' },
    ]);
    expect(body(await call(event, event.member, 'POST', '/donations', { title: 'Cash', money: 99_999_999.99, contact: 'x' })).data.money).toBe(99_999_999.99);
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
