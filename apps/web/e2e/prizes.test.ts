/// <reference types="node" />
// Issue 7, end to end in Chromium: a member sponsors an event (contact required), the organiser accepts
// the sponsorship and turns it into a prize item in one click, adds a prize item and rules through the
// management tabs (booby = 2nd from the bottom), scores come in through the API, the award page lists
// the winners in presentation order (and in ja-JP: ブービー), and the prize result is exported.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { root } from '../../../scripts/build-state.mjs';
import { ADMIN, api, apiRegisterAndActivate, apiSend, chooseOption, loginViaApi, makeAccount, newPage, test } from './support';

const shotsDir = path.join(root, 'test-results', 'prizes');
async function shot(page: Page, name: string) {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

const call = (method: 'PUT' | 'PATCH', url: string, body: unknown, token: string) => apiSend(method, url, body, token);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 3, 4, 5, 4];
const STROKE_INDEXES = [7, 11, 15, 1, 3, 13, 17, 9, 5, 8, 16, 4, 12, 2, 18, 10, 6, 14];

test('sponsor → accept → prize → rules → scores → awards in presentation order → export', async ({ browser, page: organiser }) => {
  const stamp = Date.now().toString(36);
  const adminToken = (await api<{ token: string }>('/api/user/auth', ADMIN)).data.token;
  const group = (await api<{ id: string }>('/api/groups', { name: `Prize Society ${stamp}`, joinApproval: false }, adminToken)).data;
  const course = (
    await api<{ id: string }>(
      '/api/courses',
      { name: `Prize Links ${stamp}`, holes: PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: STROKE_INDEXES[i] })), tees: [{ name: 'White', rating: 71.2, slope: 125 }] },
      adminToken,
    )
  ).data;
  const title = `Prize Cup ${stamp.slice(-4)}`;
  const activity = (
    await api<{ id: string }>(
      '/api/activities',
      { groupId: group.id, title, days: [day(5)], teeOffTime: '08:00', regtime: new Date(Date.now() + 2 * 86_400_000).toISOString(), capacity: 20, courseIds: [course.id], handicapSystem: { type: 'fixed' } },
      adminToken,
    )
  ).data;
  const aid = activity.id;
  await api(`/api/activities/${aid}/status`, { status: 'registering' }, adminToken);
  const member = await apiRegisterAndActivate(makeAccount('sponsor'));
  const memberToken = (await api<{ token: string }>('/api/user/auth', member)).data.token;
  await api(`/api/groups/${group.id}/applications`, { message: '' }, memberToken);
  await api(`/api/activities/${aid}/registrations`, { remark: '' }, memberToken);
  for (const name of ['Aoki', 'Baker', 'Chen', 'Diaz', 'Evans']) await api(`/api/activities/${aid}/players`, { name, sex: 'M', handicap: 0 }, adminToken);

  // 1. the member sponsors goods on a phone: without contact the form says 'Please enter contact' and keeps what was typed
  const phone = await newPage(browser, 'phone');
  await phone.goto('/login');
  await phone.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await loginViaApi(phone, member);
  await phone.goto(`/dashboard/activity/donate?id=${aid}`);
  await phone.getByLabel('Title').fill('Balls from my shop');
  await phone.getByLabel('Goods name').fill('Pro V1 dozen');
  await phone.getByLabel('Number').fill('2');
  await phone.getByLabel('Unit price').fill('60');
  // a picture of the goods: shown at once, and a tap opens antd's preview (its code loads with the first picture)
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  // a file that is no picture is refused, and leaves the field empty (it held the browser's "C:\fakepath\…", and the
  // sponsorship could not be sent)
  const refused = phone.waitForResponse((r) => r.url().endsWith('/donations/image'));
  await phone.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  expect((await refused).status()).toBe(415);
  await phone.getByRole('button', { name: 'Upload picture' }).waitFor();
  expect(await phone.locator('.ant-image').count()).toBe(0);
  await phone.locator('input[type=file]').setInputFiles({ name: 'balls.png', mimeType: 'image/png', buffer: png });
  const picture = phone.getByRole('img', { name: 'Picture' });
  await picture.waitFor();
  await expect.poll(() => phone.locator('.ant-image').count()).toBe(1);
  await picture.click();
  await expect.poll(() => phone.locator('.ant-image-preview').isVisible()).toBe(true);
  await phone.keyboard.press('Escape');
  await expect.poll(() => phone.locator('.ant-image-preview').isVisible()).toBe(false);
  // a picture can be taken off again, and another put on
  await phone.getByTestId('remove-picture').click();
  await expect.poll(() => phone.locator('.ant-image').count()).toBe(0);
  await phone.locator('input[type=file]').setInputFiles({ name: 'balls.png', mimeType: 'image/png', buffer: png });
  await expect.poll(() => phone.locator('.ant-image').count()).toBe(1);
  await phone.getByRole('button', { name: 'Send sponsorship' }).click();
  await phone.getByText('Please enter contact').waitFor();
  // the wrong field has the focus, so a screen reader reads it with its error (it stayed on the button)
  await expect.poll(() => phone.evaluate(() => document.activeElement?.id)).toBe('contact');
  expect(await phone.getByLabel('Goods name').inputValue()).toBe('Pro V1 dozen');
  await phone.getByLabel('Contact').fill('090-1234-5678');
  await phone.getByRole('button', { name: 'Send sponsorship' }).click();
  await phone.getByTestId('sponsor').getByText('Waiting for the organisers').waitFor();
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(phone, 'phone-donate');
  await phone.context().close();

  // 2. the organiser accepts it: the goods are a prize item at once
  await organiser.goto('/login');
  await organiser.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await loginViaApi(organiser, ADMIN);
  await organiser.goto(`/activity/register?id=${aid}&tab=sponsors`);
  await organiser.getByRole('button', { name: 'Accept' }).click();
  await organiser.getByText('Sponsorship accepted and added to the prize items; the sponsor got a message').waitFor();
  await organiser.getByText('Prize item', { exact: true }).waitFor();
  expect(await organiser.getByRole('button', { name: 'Make a prize' }).count()).toBe(0);

  // 3. prize items: the donated balls are there; add a bought cup and a towel
  await organiser.goto(`/activity/register?id=${aid}&tab=prize`);
  await organiser.getByRole('cell', { name: /Pro V1 dozen/ }).waitFor();
  for (const [name, num] of [['Champion cup', '1'], ['Towel', '1']]) {
    await organiser.getByRole('button', { name: 'Add prize item' }).click();
    const modal = organiser.locator('.ant-modal');
    await modal.getByLabel('Prize').fill(name);
    await modal.getByLabel('Quantity').fill(num);
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });
    await organiser.getByRole('cell', { name }).waitFor();
    // the focus is back on the button that opened the dialog (it had fallen to the page)
    await expect.poll(() => organiser.evaluate(() => document.activeElement?.textContent)).toBe('Add prize item');
  }

  // 4. rules: Net #1 → cup (order 1), booby → towel (order 2), nearest the pin hole 3 → balls (order 3)
  await organiser.goto(`/activity/register?id=${aid}&tab=bonus`);
  const addRule = async (type: string | null, prize: string, extra: (modal: ReturnType<Page['locator']>) => Promise<void> = async () => undefined) => {
    await organiser.getByRole('button', { name: 'Add prize rule' }).click();
    const modal = organiser.locator('.ant-modal');
    if (type) await chooseOption(organiser, modal, 'Type', type);
    await extra(modal);
    await chooseOption(organiser, modal, 'Prize', new RegExp(`^${prize}`));
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });
  };
  await addRule(null, 'Champion cup');
  await addRule('From the bottom (booby)', 'Towel', (modal) => modal.getByLabel('Place / N').fill('2'));
  await addRule('Nearest the pin', 'Pro V1 dozen', (modal) => modal.getByLabel('Hole').fill('3'));
  await organiser.getByRole('cell', { name: 'Booby (2nd from the bottom)' }).waitFor();

  // a fourth rule on the full cup is refused at once by the shared allocation check, before any request
  await organiser.getByRole('button', { name: 'Add prize rule' }).click();
  const modal = organiser.locator('.ant-modal');
  await chooseOption(organiser, modal, 'Prize', /^Champion cup/);
  await modal.getByRole('button', { name: 'Save' }).click();
  await modal.getByText('No Champion cup is left for this rule', { exact: false }).waitFor();
  await modal.getByRole('button', { name: 'Cancel' }).click();

  // 5. scores through the API: Aoki +0 … the member +5 on hole 1 → Aoki wins, Evans (5th of 6) is the booby
  const players = (await api<{ list: { id: string; name: string; userId: string | null }[] }>(`/api/activities/${aid}/players`, undefined, adminToken)).data.list;
  const order = ['Aoki', 'Baker', 'Chen', 'Diaz', 'Evans'].map((n) => players.find((p) => p.name === n)!.id);
  order.push(players.find((p) => p.userId !== null)!.id);
  await api(`/api/activities/${aid}/status`, { status: 'closed' }, adminToken);
  await api(`/api/activities/${aid}/status`, { status: 'playing' }, adminToken);
  for (const [i, pid] of order.entries()) {
    await call('PUT', `/api/activities/${aid}/scorecards/${pid}`, { holes: PARS.map((par, h) => ({ number: h + 1, strokes: par + (h === 0 ? i : 0) })) }, adminToken);
  }
  await api(`/api/activities/${aid}/results/recompute`, {}, adminToken);
  const pinRule = (await api<{ list: { id: string; type: string }[] }>(`/api/activities/${aid}/prize-rules`, undefined, adminToken)).data.list.find((r) => r.type === 'nearestPin')!;
  await api(`/api/activities/${aid}/prize-rules/${pinRule.id}/winner`, { pid: order[2] }, adminToken);

  // 6. the award page: presentation order, winners, sponsor
  await organiser.goto(`/activity/awards?id=${aid}`);
  const lines = organiser.getByTestId('award-line');
  await lines.first().waitFor(); // the page may take longer than expect.poll's 1 s on a loaded machine
  await expect.poll(() => lines.count()).toBe(3);
  expect(await organiser.getByTestId('award-label').allTextContents()).toEqual(['Net #1', 'Booby (2nd from the bottom)', 'Nearest the pin, hole 3']);
  expect(await organiser.getByTestId('award-winner').allTextContents()).toEqual(['Aoki', 'Evans', 'Chen']);
  expect(await lines.nth(2).textContent()).toContain(`Sponsored by ${member.nickname}`);
  await shot(organiser, 'desktop-awards');

  // 7. export the prize result
  const [download] = await Promise.all([organiser.waitForEvent('download'), organiser.getByRole('button', { name: 'Export prize result' }).click()]);
  const file = path.join(shotsDir, 'awards.xlsx');
  await download.saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['No.', 'Award', 'Winner']);
  expect(sheet.getRow(3).getCell(2).value).toBe('Booby (2nd from the bottom)');
  expect(sheet.getRow(3).getCell(3).value).toBe('Evans');

  // 7b. the organiser gives the booby to Diaz: a reason is required, and the change and its reason stay after restatistics
  const boobyLine = lines.nth(1);
  await boobyLine.getByRole('button', { name: /(^|\s)Override$/ }).click();
  const overrideModal = organiser.locator('.ant-modal');
  // the champion already wins: the dialog says so before anything is saved
  await chooseOption(organiser, overrideModal, 'Winner', 'Aoki');
  await expect.poll(() => overrideModal.getByTestId('override-also-wins').textContent()).toContain('Aoki already wins');
  await chooseOption(organiser, overrideModal, 'Winner', 'Diaz');
  await expect.poll(() => overrideModal.getByTestId('override-also-wins').count()).toBe(0);
  await overrideModal.getByRole('button', { name: 'Save' }).click();
  await overrideModal.getByText('Enter the reason for changing the winner').waitFor();
  await overrideModal.getByLabel('Reason').fill('Evans left before the ceremony');
  await overrideModal.getByRole('button', { name: 'Save' }).click();
  await overrideModal.waitFor({ state: 'detached' });
  await expect.poll(() => organiser.evaluate(() => document.activeElement?.closest('[data-testid="award-line"]')?.textContent)).toContain('Booby');
  await organiser.getByRole('button', { name: 'Recalculate' }).click();
  await organiser.getByText('Awards recomputed from the latest results').waitFor();
  await expect.poll(() => boobyLine.getByTestId('award-winner').textContent()).toContain('Diaz');
  expect(await boobyLine.getByTestId('award-reason').textContent()).toContain('Evans left before the ceremony');
  expect(await boobyLine.textContent()).toContain('By the results: Evans');

  // 8. in Japanese the booby is ブービー
  await organiser.evaluate(() => localStorage.setItem('locale', 'ja-JP'));
  await organiser.reload();
  await organiser.getByText('ブービー', { exact: true }).waitFor();
  await shot(organiser, 'desktop-awards-ja');
});

test('the Japanese コンペ template on a finished 16-player event: ブービー goes to 15th place in ja-JP', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const adminToken = (await api<{ token: string }>('/api/user/auth', ADMIN)).data.token;
  const group = (await api<{ id: string }>('/api/groups', { name: `Compe ${stamp}`, joinApproval: false }, adminToken)).data;
  const course = (
    await api<{ id: string }>(
      '/api/courses',
      { name: `Compe Links ${stamp}`, holes: PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: STROKE_INDEXES[i] })), tees: [{ name: 'White', rating: 71.2, slope: 125 }] },
      adminToken,
    )
  ).data;
  const aid = (
    await api<{ id: string }>(
      '/api/activities',
      { groupId: group.id, title: `Compe ${stamp.slice(-4)}`, days: [day(5)], teeOffTime: '08:00', regtime: new Date(Date.now() + 2 * 86_400_000).toISOString(), capacity: 20, courseIds: [course.id], handicapSystem: { type: 'fixed' } },
      adminToken,
    )
  ).data.id;
  await api(`/api/activities/${aid}/status`, { status: 'registering' }, adminToken);
  const names = Array.from({ length: 16 }, (_, i) => `選手${String(i + 1).padStart(2, '0')}`);
  const pids: string[] = [];
  for (const name of names) pids.push((await api<{ id: string }>(`/api/activities/${aid}/players`, { name, sex: 'M', handicap: 0 }, adminToken)).data.id);
  await api(`/api/activities/${aid}/status`, { status: 'closed' }, adminToken);
  await api(`/api/activities/${aid}/status`, { status: 'playing' }, adminToken);
  // 選手01 +0 … 選手16 +15 on hole 1: finishing order = name order
  for (const [i, pid] of pids.entries()) {
    await call('PUT', `/api/activities/${aid}/scorecards/${pid}`, { holes: PARS.map((par, h) => ({ number: h + 1, strokes: par + (h === 0 ? i : 0) })) }, adminToken);
  }
  await api(`/api/activities/${aid}/results/recompute`, {}, adminToken);
  await api(`/api/activities/${aid}/status`, { status: 'finished' }, adminToken);

  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('locale', 'ja-JP'));
  await loginViaApi(page, ADMIN);
  await page.goto(`/activity/register?id=${aid}&tab=bonus`);
  await page.getByTestId('apply-template').click();
  await page.getByText(/^日本のコンペ/).click();
  await page.getByRole('cell', { name: 'ブービー', exact: true }).waitFor();
  // the event is finished: the rules name who the results give them to
  const boobyRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'ブービー', exact: true }) });
  await expect.poll(() => boobyRow.getByTestId('rule-winners').textContent()).toBe('選手15');
  await shot(page, 'desktop-template-ja');
  // a second time asks first (it would add a second set): declined, the rules stay one set
  const rulesBefore = await page.getByRole('cell', { name: 'ブービー', exact: true }).count();
  await page.getByTestId('apply-template').click();
  await page.getByText(/^日本のコンペ/).click();
  const ask = page.locator('.ant-modal-confirm');
  await ask.getByText('このイベントには賞のルールがすでに', { exact: false }).waitFor();
  await ask.getByRole('button', { name: '今のルールのままにする' }).click();
  await ask.waitFor({ state: 'hidden' });
  expect(await page.getByRole('cell', { name: 'ブービー', exact: true }).count()).toBe(rulesBefore);

  await page.goto(`/activity/awards?id=${aid}`);
  const booby = page.getByTestId('award-line').filter({ has: page.getByTestId('award-label').getByText('ブービー', { exact: true }) });
  await expect.poll(() => booby.getByTestId('award-winner').textContent()).toBe('選手15');
  expect(await page.getByTestId('award-winner').first().textContent()).toBe('選手01');
  const maker = page.getByTestId('award-line').filter({ has: page.getByTestId('award-label').getByText('ブービーメーカー', { exact: true }) });
  expect(await maker.getByTestId('award-winner').textContent()).toBe('選手16');
  await shot(page, 'desktop-awards-template-ja');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '表彰結果をエクスポート' }).click()]);
  const file = path.join(shotsDir, 'awards-ja.xlsx');
  await download.saveAs(file);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const rows = book.worksheets[0].getSheetValues().slice(2) as unknown[][];
  expect(rows.find((r) => r[2] === 'ブービー')?.[3]).toBe('選手15');
});

test('sponsorships on phones: a member corrects and withdraws a pending one; the organiser records one in a shop’s name, accepts it, corrects it (the prize item follows) and removes one', async ({ browser, phonePage: organiser }) => {
  const stamp = Date.now().toString(36);
  const adminToken = (await api<{ token: string }>('/api/user/auth', ADMIN)).data.token;
  const group = (await api<{ id: string }>('/api/groups', { name: `Sponsor Society ${stamp}`, joinApproval: false }, adminToken)).data;
  const aid = (
    await api<{ id: string }>('/api/activities', { groupId: group.id, title: `Sponsor Cup ${stamp.slice(-4)}`, days: [day(6)], teeOffTime: '08:00', regtime: new Date(Date.now() + 2 * 86_400_000).toISOString(), capacity: 20 }, adminToken)
  ).data.id;
  await api(`/api/activities/${aid}/status`, { status: 'registering' }, adminToken);
  const member = await apiRegisterAndActivate(makeAccount('donor'));
  const memberToken = (await api<{ token: string }>('/api/user/auth', member)).data.token;
  await api(`/api/groups/${group.id}/applications`, { message: '' }, memberToken);
  await api(`/api/activities/${aid}/donations`, { title: 'Prize money', money: 300, contact: '090-0000-1111', content: 'Good luck everyone!' }, memberToken);
  await api(`/api/activities/${aid}/donations`, { title: 'Old putter', goods: 'Putter', number: 1, contact: '090-0000-1111' }, memberToken);

  // 1. the member corrects the amount of a pending sponsorship, and withdraws the other
  const phone = await newPage(browser, 'phone');
  await phone.goto('/login');
  await phone.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await loginViaApi(phone, member);
  await phone.goto(`/dashboard/activity/donate?id=${aid}`);
  const money = phone.getByTestId('sponsor').filter({ hasText: 'Prize money' });
  await money.getByText('Message: Good luck everyone!').waitFor();
  await money.getByRole('button', { name: 'Edit: Prize money' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Correct "Prize money"' });
  await dialog.getByLabel('Amount').fill('350');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await phone.getByText('Sponsorship saved').waitFor();
  await money.getByText(/350/).waitFor();
  await phone.getByTestId('sponsor').filter({ hasText: 'Old putter' }).getByRole('button', { name: 'Withdraw: Old putter' }).click();
  await phone.getByRole('dialog', { name: 'Withdraw "Old putter"?' }).getByRole('button', { name: 'Withdraw' }).click();
  await phone.getByText('Sponsorship withdrawn').waitFor();
  await expect.poll(() => phone.getByTestId('sponsor').count()).toBe(1);
  await phone.context().close();

  // 2. the organiser, on a phone: one card a sponsorship, its buttons in view; a shop's goods recorded in its name
  await organiser.goto('/login');
  await organiser.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await loginViaApi(organiser, ADMIN);
  await organiser.goto(`/activity/register?id=${aid}&tab=sponsors`);
  const cash = organiser.getByTestId('donation-card').filter({ hasText: 'Prize money' });
  await cash.getByText('Message: Good luck everyone!').waitFor();
  expect(await cash.getByRole('button', { name: 'Accept' }).isVisible()).toBe(true);
  await organiser.getByRole('button', { name: 'Record a sponsorship' }).click();
  const record = organiser.getByRole('dialog', { name: 'Record a sponsorship' });
  await record.getByLabel('Sponsor (if not you)').fill('Pine Ridge Pro Shop');
  await record.getByLabel('Title').fill('Wine for the winners');
  await record.getByLabel('Goods name').fill('Red wine');
  await record.getByLabel('Number').fill('3');
  await record.getByLabel('Contact').fill('shop@example.com');
  // recorded by the organiser, it is accepted at once (nobody else confirms it), and the goods are a prize item
  await record.getByRole('button', { name: 'Record sponsorship' }).click();
  await organiser.getByText('Sponsorship recorded and added to the prize items').waitFor();
  const wine = organiser.getByTestId('donation-card').filter({ hasText: 'Wine for the winners' });
  await wine.getByText('Pine Ridge Pro Shop').waitFor();
  await wine.getByText('Accepted').waitFor();
  await wine.getByRole('button', { name: 'Edit: Wine for the winners' }).click();
  const correct = organiser.getByRole('dialog', { name: 'Correct "Wine for the winners"' });
  await correct.getByLabel('Number').fill('2');
  await correct.getByRole('button', { name: 'Save changes' }).click();
  await organiser.getByText('Sponsorship saved').waitFor();
  // the focus is back on the button that opened the dialog (it fell to the page)
  await expect.poll(() => organiser.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Edit: Wine for the winners');
  const prizes = async () => (await api<{ list: { name: string; num: number; sponsor: string | null }[] }>(`/api/activities/${aid}/prizes`, undefined, adminToken)).data.list;
  await expect.poll(prizes).toEqual([expect.objectContaining({ name: 'Red wine', num: 2, sponsor: 'Pine Ridge Pro Shop' })]);
  // the money was a mistake: removed, with a word on what that does
  await cash.getByRole('button', { name: 'Remove: Prize money' }).click();
  const ask = organiser.getByRole('dialog', { name: 'Remove "Prize money"?' });
  await ask.getByText('The sponsor gets no message').waitFor();
  await ask.getByRole('button', { name: 'Remove' }).click();
  await organiser.getByText('Sponsorship removed').waitFor();
  await expect.poll(() => organiser.getByTestId('donation-card').count()).toBe(1);
  expect(await organiser.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(organiser, 'phone-sponsors-manage');
});
