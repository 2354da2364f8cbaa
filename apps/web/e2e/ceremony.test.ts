/// <reference types="node" />
// Issue 7, the ceremony sheet and "my prizes": an event is set up and scored through the API; the
// organiser opens the printable ceremony sheet from the awards page (numbered in presentation order,
// winners with net, gross and place, sponsor-free prizes with their value; no toolbar when printed;
// ブービー in ja-JP; a 375-px phone without sideways scrolling), and the winning member finds the prize
// in their history.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { root } from '../../../scripts/build-state.mjs';
import { ADMIN, api, apiRegisterAndActivate, apiSend, loginViaApi, makeAccount, test } from './support';

const shotsDir = path.join(root, 'test-results', 'ceremony');
async function shot(page: Page, name: string) {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

const put = (url: string, body: unknown, token: string) => apiSend('PUT', url, body, token);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 3, 4, 5, 4];
const STROKE_INDEXES = [7, 11, 15, 1, 3, 13, 17, 9, 5, 8, 16, 4, 12, 2, 18, 10, 6, 14];

test('ceremony sheet in presentation order (print, ja-JP, phone) and the winner’s prizes in their history', async ({ page, phonePage }) => {
  const stamp = Date.now().toString(36);
  const adminToken = (await api<{ token: string }>('/api/user/auth', ADMIN)).data.token;
  const group = (await api<{ id: string }>('/api/groups', { name: `Ceremony Society ${stamp}`, joinApproval: false }, adminToken)).data;
  const course = (
    await api<{ id: string }>(
      '/api/courses',
      { name: `Ceremony Links ${stamp}`, holes: PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: STROKE_INDEXES[i] })), tees: [{ name: 'White', rating: 71.2, slope: 125 }] },
      adminToken,
    )
  ).data;
  const title = `Ceremony Cup ${stamp.slice(-4)}`;
  const aid = (
    await api<{ id: string }>(
      '/api/activities',
      { groupId: group.id, title, days: [day(3)], teeOffTime: '08:00', regtime: new Date(Date.now() + 86_400_000).toISOString(), capacity: 8, courseIds: [course.id], handicapSystem: { type: 'fixed' } },
      adminToken,
    )
  ).data.id;
  await api(`/api/activities/${aid}/status`, { status: 'registering' }, adminToken);
  const member = await apiRegisterAndActivate(makeAccount('winner'));
  const memberToken = (await api<{ token: string }>('/api/user/auth', member)).data.token;
  await api(`/api/groups/${group.id}/applications`, { message: '' }, memberToken);
  await api(`/api/activities/${aid}/registrations`, { remark: '' }, memberToken);
  for (const name of ['Aoki', 'Baker', 'Chen']) await api(`/api/activities/${aid}/players`, { name, sex: 'M', handicap: 0 }, adminToken);

  // prizes and rules: the cup for net 1st (presented first), a towel for the booby (2nd from the bottom)
  const cup = (await api<{ id: string }>(`/api/activities/${aid}/prizes`, { name: 'Champion cup', num: 1, price: 300 }, adminToken)).data;
  const towel = (await api<{ id: string }>(`/api/activities/${aid}/prizes`, { name: 'Towel', num: 1 }, adminToken)).data;
  await api(`/api/activities/${aid}/prize-rules`, { type: 'fromBottom', ranking: 2, order: 2, prizeId: towel.id }, adminToken);
  await api(`/api/activities/${aid}/prize-rules`, { type: 'rankNet', ranking: 1, order: 1, prizeId: cup.id }, adminToken);

  // scores: the member par everywhere, Aoki +1, Baker +2, Chen +3 → the member wins, Baker is the booby
  const players = (await api<{ list: { id: string; name: string; userId: string | null }[] }>(`/api/activities/${aid}/players`, undefined, adminToken)).data.list;
  const order = [players.find((p) => p.userId !== null)!.id, ...['Aoki', 'Baker', 'Chen'].map((n) => players.find((p) => p.name === n)!.id)];
  await api(`/api/activities/${aid}/status`, { status: 'closed' }, adminToken);
  await api(`/api/activities/${aid}/status`, { status: 'playing' }, adminToken);
  for (const [i, pid] of order.entries()) {
    await put(`/api/activities/${aid}/scorecards/${pid}`, { holes: PARS.map((par, h) => ({ number: h + 1, strokes: par + (h === 0 ? i : 0) })) }, adminToken);
  }
  await api(`/api/activities/${aid}/results/recompute`, {}, adminToken);
  await api(`/api/activities/${aid}/status`, { status: 'finished' }, adminToken);

  // 1. the organiser opens the ceremony sheet from the awards page
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await loginViaApi(page, ADMIN);
  await page.goto(`/activity/awards?id=${aid}`);
  const link = page.getByTestId('ceremony-link');
  await link.getByText('Ceremony sheet').waitFor();
  expect(await link.getAttribute('href')).toBe(`/print/awards?id=${aid}`);
  await page.goto(`/print/awards?id=${aid}`);
  await page.getByTestId('print-title').getByText(title).waitFor();
  const items = page.getByTestId('ceremony-item');
  await items.first().waitFor();
  expect(await items.count()).toBe(2);
  const first = (await items.nth(0).textContent()) ?? '';
  expect(first).toMatch(/^1Net #1Champion cup × 1 · Value 300/);
  expect(first).toContain(member.nickname);
  expect(first).toContain('Net 72.0 · Gross 72 · 1 of 4');
  const second = (await items.nth(1).textContent()) ?? '';
  expect(second).toMatch(/^2Booby \(2nd from the bottom\)Towel × 1/);
  expect(second).toContain('Baker');
  expect(second).toContain('3 of 4 · No. 2 from the bottom (place 3)');
  expect(await page.textContent('.ceremony-facts')).toContain(`Ceremony Links ${stamp}`);
  await shot(page, 'desktop-sheet');

  // printed: the Print button and the app's toolbar are gone
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByTestId('print-button').isVisible()).toBe(false);
  await shot(page, 'print-sheet');
  await page.emulateMedia({ media: 'screen' });

  // the organiser, who did not play, sees on the event's page that it is over, without a sign-up button that could never work
  await page.goto(`/dashboard/activity/detail?id=${aid}`);
  const organiserPlace = page.getByTestId('my-registration');
  await organiserPlace.getByText('The event is over.').waitFor();
  expect(await page.getByTestId('sign-up').count()).toBe(0);
  await page.goto(`/print/awards?id=${aid}`);
  await items.first().waitFor();

  // in Japanese the booby reads ブービー
  await page.evaluate(() => localStorage.setItem('locale', 'ja-JP'));
  await page.reload();
  await items.nth(1).getByText('ブービー', { exact: true }).waitFor();
  await page.getByText('表彰式', { exact: true }).waitFor();

  // 2. the winner on a phone: the sheet fits 375 px, and the prize is in their history
  await phonePage.goto('/login');
  await phonePage.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await loginViaApi(phonePage, member);
  await phonePage.goto(`/print/awards?id=${aid}`);
  await phonePage.getByTestId('ceremony-item').nth(1).waitFor();
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(phonePage, 'phone-sheet');
  await phonePage.goto('/activity/history');
  const prize = phonePage.getByTestId('my-prize');
  await prize.first().waitFor();
  expect(await prize.count()).toBe(1);
  const mine = (await prize.textContent()) ?? '';
  expect(mine).toContain('Net #1');
  expect(mine).toContain('Champion cup × 1');
  expect(mine).toContain(title);
  expect(await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(phonePage, 'phone-history');

  // the event's page, now the event is over: the winner played in it, and nothing offers a sign-up or a memo change
  await phonePage.goto(`/dashboard/activity/detail?id=${aid}`);
  const myPlace = phonePage.getByTestId('my-registration');
  await myPlace.getByText('You played in this event.').waitFor();
  expect(await myPlace.getByRole('button').count()).toBe(0);

  // the event's shared link, now the event is over: the places taken, no longer the places left (4 of 8 were free)
  await phonePage.goto(`/share/activity/${aid}`);
  const capacity = phonePage.getByTestId('capacity');
  await expect.poll(() => capacity.textContent()).toContain('4 / 8');
  expect(await capacity.textContent()).not.toContain('left');
});
