/// <reference types="node" />
// Issue 9, end to end in Chromium: an organiser publishes a notice through the UI ('please fill in content' first);
// a member on a 375-px phone sees the unread badge on the message box and the notice list, opens the notice
// (its hostile markup is neutralised: no script runs, no on* attribute or javascript: link reaches the DOM) and
// the badges clear; the member replies to a topic; the workplace shows the member's next event and published flight.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { root } from '../../../scripts/build-state.mjs';
import { api, apiRegisterAndActivate, apiSend, loginViaApi, test } from './support';

interface Proposal {
  flights: { day: string; teeTime: string; startHole: number; startGroup: string; players: string[] }[];
}

const shotsDir = path.join(root, 'test-results', 'notices');
async function shot(page: Page, name: string) {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 3, 4, 5, 4];
const STROKE_INDEXES = [7, 11, 15, 1, 3, 13, 17, 9, 5, 8, 16, 4, 12, 2, 18, 10, 6, 14];

const put = <T,>(url: string, body: unknown, token: string) => apiSend<T>('PUT', url, body, token);

async function signIn(page: Page, account: { username: string; password: string }) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await loginViaApi(page, account);
}

const HOSTILE = [
  '**Bring your scorecard** to the clubhouse.',
  '',
  '<img src=x onerror="window.__xss = 1">',
  '',
  '[click me](javascript:window.__xss=2)',
  '',
  '<script>window.__xss = 3</script>',
  '',
  '<a href="#" onclick="window.__xss = 4" onmouseover="window.__xss = 5">hover</a>',
].join('\n');

/** A grey PNG of `width` × `height` pixels, made here (zlib for the pixels and the chunks' checksums). */
function widePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, 0x99);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

test('a notice is published, read with the badge clearing, a topic gets a reply, and the workplace shows the next event and flight', async ({ page, phonePage: phone }) => {
  const organiser = await apiRegisterAndActivate();
  const member = await apiRegisterAndActivate();
  const orgToken = (await api<{ token: string }>('/api/user/auth', organiser)).data.token;
  const memberToken = (await api<{ token: string }>('/api/user/auth', member)).data.token;
  const stamp = Date.now().toString(36);
  const group = (await api<{ id: string }>('/api/groups', { name: `Notice Society ${stamp}`, joinApproval: false }, orgToken)).data;
  await api(`/api/groups/${group.id}/applications`, { message: '' }, memberToken);
  const course = (
    await api<{ id: string }>(
      '/api/courses',
      { name: `Notice Links ${stamp}`, location: 'Kanagawa', holes: PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: STROKE_INDEXES[i] })), tees: [{ name: 'White', rating: 71.2, slope: 125 }] },
      orgToken,
    )
  ).data;
  const title = `Autumn Medal ${stamp.slice(-4)}`;
  const activity = (
    await api<{ id: string }>(
      '/api/activities',
      { groupId: group.id, title, days: [day(6)], teeOffTime: '08:00', regtime: new Date(Date.now() + 3 * 86_400_000).toISOString(), capacity: 20, place: 'Pine Ridge Golf Club', courseIds: [course.id] },
      orgToken,
    )
  ).data;
  await api(`/api/activities/${activity.id}/status`, { status: 'registering' }, orgToken);
  await api(`/api/activities/${activity.id}/registrations`, { remark: '' }, memberToken);
  for (const name of ['Guest One', 'Guest Two']) await api(`/api/activities/${activity.id}/players`, { name, sex: 'M' }, orgToken);
  const proposal = (await api<Proposal>(`/api/activities/${activity.id}/flights/auto`, { strategy: 'registration', size: 4, start: 'singleTee' }, orgToken)).data;
  await put(
    `/api/activities/${activity.id}/flights`,
    { flights: proposal.flights.map((f) => ({ day: f.day, teeTime: f.teeTime, startHole: f.startHole, startGroup: f.startGroup, players: f.players })) },
    orgToken,
  );
  await api(`/api/activities/${activity.id}/flights/publish`, {}, orgToken);
  const teeTime = proposal.flights[0].teeTime;
  const topic = (await api<{ id: string }>('/api/topics', { groupId: group.id, title: 'Car sharing to Pine Ridge', content: 'Who drives from the station?' }, orgToken)).data;

  // 1. the organiser publishes through the form: content is required first
  await signIn(page, organiser);
  await page.goto(`/dashboard/notice/publish?groupId=${group.id}`);
  await page.getByLabel('Title').fill('Tee sheet and dress code');
  await page.getByTestId('notice-submit').click();
  await expect.poll(() => page.getByText('Please fill in content').isVisible()).toBe(true);
  // the markdown field's text area is marked invalid and described by that message, for a screen reader
  expect(await page.getByLabel('Content').getAttribute('aria-invalid')).toBe('true');
  const described = (await page.getByLabel('Content').getAttribute('aria-describedby')) ?? '';
  expect(await page.locator(`[id="${described}"]`).textContent()).toContain('Please fill in content');
  await page.getByLabel('Content').fill(HOSTILE);
  await page.getByLabel('Pin to the top').click();
  await page.getByTestId('notice-submit').click();
  await expect.poll(() => page.getByText('Publish success').isVisible()).toBe(true);
  await page.waitForURL(/\/dashboard\/notice\/detail\?id=\d+/);
  await expect.poll(() => page.getByTestId('notice-receipts').innerText()).toContain('Read by 1 of 2 members');
  await shot(page, 'desktop-notice-organiser');

  // 2. the member on a phone: unread badge on the bell and in the list
  const dialogs: string[] = [];
  phone.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signIn(phone, member);
  await phone.goto('/dashboard/workplace');
  // the bell's label carries the unread count (welcome, sign-up, flights and the notice)
  const bellCount = async () => Number(/\d+/.exec((await phone.getByTestId('message-box').getAttribute('aria-label')) ?? '')?.[0] ?? 0);
  await expect.poll(bellCount).toBeGreaterThan(0);
  const unreadBefore = await bellCount();
  const noticeMessages = (await api<{ list: { title: string; status: string }[] }>('/api/messages', undefined, memberToken)).data.list.filter((m) => m.title.includes('Tee sheet and dress code'));
  expect(noticeMessages.map((m) => m.status)).toEqual(['unread']);
  // the workplace: next event with the published flight, the unread notice
  await expect.poll(() => phone.getByTestId('next-event').innerText()).toContain(title);
  await expect.poll(() => phone.getByTestId('next-event-flight').innerText()).toContain(teeTime);
  // the place and group lines are labelled with icons, named in the page's language for screen readers
  expect(await phone.getByTestId('next-event').getByRole('term').allTextContents()).toEqual(['When:', 'Where:', 'Group:']);
  await expect.poll(() => phone.getByTestId('latest-posts').innerText()).toContain('Tee sheet and dress code');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(phone, 'phone-workplace');

  await phone.goto('/dashboard/notice');
  const item = phone.getByTestId('notice-item').filter({ hasText: 'Tee sheet and dress code' });
  await expect.poll(() => item.getByTestId('notice-unread').count()).toBe(1);
  await expect.poll(() => phone.getByTestId('notice-unread-count').isVisible()).toBe(true);
  await item.getByRole('link', { name: 'Tee sheet and dress code' }).click();
  await phone.waitForURL(/\/dashboard\/notice\/detail\?id=\d+/);
  const content = phone.getByTestId('notice-content');
  await expect.poll(() => content.locator('strong').innerText()).toBe('Bring your scorecard');
  await content.getByText('hover').hover();
  await content.getByText('hover').click();
  // nothing hostile survived the rendering
  const hostile = await phone.evaluate(() => {
    const root = document.querySelector('[data-testid="notice-content"]')!;
    const all = [...root.querySelectorAll('*')];
    return {
      xss: (window as unknown as { __xss?: number }).__xss ?? null,
      onAttributes: all.flatMap((el) => [...el.attributes].filter((a) => a.name.toLowerCase().startsWith('on')).map((a) => `${el.tagName}.${a.name}`)),
      jsLinks: all.filter((el) => /^\s*javascript:/i.test(el.getAttribute('href') ?? '') || /^\s*javascript:/i.test(el.getAttribute('src') ?? '')).length,
      scripts: root.querySelectorAll('script').length,
      anyOnInDocument: [...document.querySelectorAll('*')].some((el) => [...el.attributes].some((a) => /^on/i.test(a.name) && /__xss/.test(a.value))),
    };
  });
  expect(hostile).toEqual({ xss: null, onAttributes: [], jsLinks: 0, scripts: 0, anyOnInDocument: false });
  expect(dialogs).toEqual([]);
  await shot(phone, 'phone-notice-detail');
  // opening it cleared both badges: the bell counts one less
  await expect.poll(bellCount).toBe(unreadBefore - 1);
  await phone.goto('/dashboard/notice');
  await expect.poll(() => phone.getByTestId('notice-item').count()).toBe(1);
  expect(await phone.getByTestId('notice-unread').count()).toBe(0);
  expect(await phone.getByTestId('notice-unread-count').count()).toBe(0);

  // the bell's panel fits the phone, shows messages whole, and a message with a link opens its page (and is read)
  await phone.getByTestId('message-box').click();
  const panel = phone.locator('.ant-popover:visible');
  await panel.getByTestId('message-open').first().waitFor();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  const unreadNow = await bellCount();
  const teeTimeMessage = panel.getByTestId('message-open').filter({ hasText: title }).first();
  await teeTimeMessage.click();
  await phone.waitForURL(/\/dashboard\/activity\/detail\?id=\d+/);
  await expect.poll(bellCount).toBe(unreadNow - 1);

  // 3. the member replies to the organiser's topic
  await phone.goto(`/dashboard/topic/detail?id=${topic.id}`);
  await expect.poll(() => phone.getByTestId('topic-title').innerText()).toBe('Car sharing to Pine Ridge');
  await phone.getByTestId('reply-submit').click();
  await expect
    .poll(() => phone.getByTestId('reply-form').locator('.ant-form-item-explain').innerText().catch(() => phone.locator('#reply-box').innerHTML()))
    .toBe('Please fill in content');
  await phone.getByLabel('Your reply').fill('I can take **three** people from the station.');
  // a photo of the car park (wider than the phone) attached on a slow connection: what is typed while it uploads stays
  // in the reply (the picture's link was inserted into the text of the upload's start), and the picture fits the phone
  await phone.route('**/api/uploads/images', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const [chooser] = await Promise.all([phone.waitForEvent('filechooser'), phone.getByTestId('reply-form').getByRole('button', { name: 'Picture' }).click()]);
  await chooser.setFiles({ name: 'car-park.png', mimeType: 'image/png', buffer: widePng(800, 40) });
  const replyBox = phone.getByLabel('Your reply');
  await replyBox.press('End');
  await replyBox.pressSequentially(' Meet at gate B.');
  await expect.poll(() => replyBox.inputValue()).toMatch(/!\[car-park\.png\]\(\/api\/uploads\/[^)]+\)/);
  expect(await replyBox.inputValue()).toContain('from the station. Meet at gate B.');
  await phone.unroute('**/api/uploads/images');
  await phone.getByTestId('reply-submit').click();
  await expect.poll(() => phone.getByTestId('reply-item').count()).toBe(1);
  expect(await phone.getByTestId('reply-item').locator('.activity-markdown strong').innerText()).toBe('three');
  const picture = phone.getByTestId('reply-item').locator('.activity-markdown img');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
  expect((await picture.boundingBox())!.width).toBeLessThan(375);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(phone, 'phone-topic-replied');
  const inbox = (await api<{ list: { title: string }[] }>('/api/messages', undefined, orgToken)).data;
  expect(inbox.list.some((m) => m.title.includes('Car sharing to Pine Ridge'))).toBe(true);
});

test('someone who organises no group is told so on the notice form, before writing anything, and offered a topic', async ({ phonePage: phone }) => {
  const member = await apiRegisterAndActivate();
  await signIn(phone, member);
  await phone.goto('/dashboard/notice/publish');
  await phone.getByText('Only organisers publish notices').waitFor();
  expect(await phone.getByTestId('notice-submit').count()).toBe(0);
  await phone.getByRole('button', { name: 'Write a topic' }).click();
  await phone.waitForURL('**/dashboard/topic/publish');
});
