/// <reference types="node" />
// Issue 5, end to end in Chromium: an organiser auto-assigns 24 players into 6 flights on a two-tee
// start, saves, drags players between flights (an over-full flight is refused by the server and shown
// on the flight, nothing is lost), saves, reloads (kept), exports the pairing sheet (.xlsx read back
// with exceljs: 6 flights) and opens the printable sheet; the same board on a 375-px phone.
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { root } from '../../../scripts/build-state.mjs';
import { ADMIN, api, apiRegisterAndActivate, apiSend, chooseOption, loginViaApi, makeAccount, test } from './support';

interface Proposal {
  flights: { day: string; teeTime: string; startHole: number; startGroup: string; players: string[] }[];
}

const shotsDir = path.join(root, 'test-results', 'flights');

async function shot(page: Page, name: string) {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 3, 4, 5, 4];
const STROKE_INDEXES = [7, 11, 15, 1, 3, 13, 17, 9, 5, 8, 16, 4, 12, 2, 18, 10, 6, 14];

/** A group, an 18-hole course and an event open for registration with 24 guests entered by the organiser. */
async function eventWith24Players(token: string) {
  const stamp = Date.now().toString(36);
  const group = (await api<{ id: string }>('/api/groups', { name: `Flights Society ${stamp}`, joinApproval: false }, token)).data;
  const course = (
    await api<{ id: string }>(
      '/api/courses',
      {
        name: `Flights Links ${stamp}`,
        location: 'Hangzhou',
        holes: PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: STROKE_INDEXES[i] })),
        tees: [{ name: 'White', rating: 71.2, slope: 125 }],
      },
      token,
    )
  ).data;
  const activity = (
    await api<{ id: string }>(
      '/api/activities',
      {
        groupId: group.id,
        title: `Medal ${stamp.slice(-5)}`,
        days: [day(5)],
        teeOffTime: '07:30',
        regtime: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        capacity: 40,
        place: 'Pine Ridge Golf Club',
        courseIds: [course.id],
      },
      token,
    )
  ).data;
  await api(`/api/activities/${activity.id}/status`, { status: 'registering' }, token);
  for (let i = 0; i < 24; i++) {
    // Golfer 03 asks for a partner nobody of the event is called
    const remark = i === 2 ? 'play with Golfer Ninety' : '';
    await api(`/api/activities/${activity.id}/players`, { name: `Golfer ${String(i + 1).padStart(2, '0')}`, sex: i % 5 === 0 ? 'F' : 'M', handicap: (i * 7) % 30, remark }, token);
  }
  return { activityId: activity.id };
}

/** Waits for server round trips on a busy machine (the e2e project's expect.poll: up to 15 s, vitest.config.ts). */
const eventually = expect.poll;

const cards = (page: Page) => page.getByTestId('flight-card');
const namesIn = (card: Locator) => card.getByTestId('flight-player-name').allInnerTexts();

/** Drags a player by their handle onto another player's row, with the mouse in small steps (dnd-kit needs moves past its 4-px threshold). */
async function dragPlayer(page: Page, from: Locator, onto: Locator) {
  const handle = from.getByTestId('player-handle');
  // the player in the middle of the screen: a pointer near an edge (under the fixed header) makes dnd-kit scroll the page
  // during the move, and the drop lands rows below the target
  await handle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const a = (await handle.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2 + 8, { steps: 4 });
  const b = (await onto.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 + 2, { steps: 2 });
  await page.mouse.up();
}

test('an organiser auto-assigns 24 players into 6 two-tee flights, drags, saves, reloads, exports and prints', async ({ page }) => {
  const token = (await api<{ token: string }>('/api/user/auth', ADMIN)).data.token;
  const { activityId } = await eventWith24Players(token);

  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await loginViaApi(page, ADMIN);
  await page.goto(`/activity/register?id=${activityId}&tab=flights`);
  await eventually(() => page.getByTestId('unassigned-panel').innerText()).toContain('Unassigned (24)');
  // the request that names nobody is pointed out, not silently left out of the proposal
  expect(await page.getByTestId('unmatched-requests').innerText()).toContain('Golfer 03 asked to play with “Golfer Ninety”');

  // 1. one click: a proposal of 6 flights on a two-tee start, nothing saved yet
  await page.getByTestId('auto-open').click();
  const form = page.getByTestId('auto-assign-form');
  await eventually(() => form.isVisible()).toBe(true);
  await form.getByText('Two tees (OUT/IN)').click();
  // an empty board: nothing to replace, nothing to warn about
  expect(await page.getByTestId('auto-replaces').count()).toBe(0);
  await page.getByTestId('auto-submit').click();
  await eventually(() => cards(page).count()).toBe(6);
  expect(await page.getByTestId('proposal-banner').isVisible()).toBe(true);
  const starts = await cards(page).locator('.ant-card-head').allInnerTexts();
  expect(starts.filter((s) => s.includes('OUT')).length).toBe(3);
  expect(starts.filter((s) => s.includes('IN (hole 10)')).length).toBe(3);
  for (let i = 0; i < 6; i++) expect(await namesIn(cards(page).nth(i))).toHaveLength(4);
  expect(await page.getByTestId('unassigned-panel').innerText()).toContain('Unassigned (0)');
  await shot(page, 'desktop-proposal');

  await page.getByTestId('flights-save').click();
  await eventually(() => page.getByText('Flights saved').count()).toBeGreaterThan(0);
  await eventually(() => page.getByTestId('flights-save').isDisabled()).toBe(true);

  // 2. drag a player of flight 1 into flight 2: five players — the server refuses, the board keeps the move
  const first = cards(page).nth(0);
  const second = cards(page).nth(1);
  const moved = (await namesIn(first))[0];
  // a drag on a busy machine can end before dnd-kit has measured the flights (the player stays where it was): once the
  // board has settled with the player still first in flight 1, the drag is made again
  for (let attempt = 0; attempt < 3 && !(await namesIn(second)).includes(moved); attempt++) {
    if ((await namesIn(first))[0] !== moved) break;
    await dragPlayer(page, first.getByTestId('flight-player').first(), second.getByTestId('flight-player').nth(1));
    await page.waitForTimeout(1500);
  }
  await eventually(() => namesIn(second)).toContain(moved);
  expect(await namesIn(first)).not.toContain(moved);
  expect(await second.getByTestId('flight-count').innerText()).toBe('5/4');
  await page.getByTestId('flights-save').click();
  await eventually(() => second.getByTestId('flight-errors').count()).toBe(1);
  expect(await namesIn(second)).toContain(moved);
  await shot(page, 'desktop-over-size-refused');

  // 3. …and one of flight 2 back into flight 1: a swap, saved
  const back = (await namesIn(second)).find((n) => n !== moved)!;
  const backRow = second.getByTestId('flight-player').filter({ hasText: back });
  await dragPlayer(page, backRow, first.getByTestId('flight-player').first());
  await eventually(() => namesIn(first)).toContain(back);
  await page.getByTestId('flights-save').click();
  await eventually(() => page.getByTestId('flights-save').isDisabled()).toBe(true);
  expect(await page.getByTestId('flight-errors').count()).toBe(0);

  // 4. reload: the swap is kept
  await page.reload();
  await eventually(() => cards(page).count()).toBe(6);
  expect(await namesIn(cards(page).nth(1))).toContain(moved);
  expect(await namesIn(cards(page).nth(0))).toContain(back);
  expect(await namesIn(cards(page).nth(0))).not.toContain(moved);

  // keyboard drag (dnd-kit): focus the handle, Space, arrow, Space — then discard the change again
  const third = cards(page).nth(2);
  const fourth = cards(page).nth(3);
  const byKeyboard = (await namesIn(third))[0];
  await third.getByTestId('player-handle').first().focus();
  // dnd-kit measures the droppables after the pick-up and ignores an arrow until then: each key waits for what the
  // board announces to screen readers (its live region) to say where the player is
  const announced = page.locator('[id^="DndLiveRegion"]');
  const fourthNames = await namesIn(fourth);
  await page.keyboard.press('Space');
  await eventually(() => announced.textContent()).toContain(`${byKeyboard} is over`);
  const overFourth = new RegExp(`is over (Flight 4|${fourthNames.join('|')})\\.`);
  for (let attempt = 0; attempt < 3 && !overFourth.test((await announced.textContent()) ?? ''); attempt++) {
    await page.keyboard.press('ArrowRight');
    await announced.filter({ hasText: overFourth }).waitFor({ timeout: 3000 }).catch(() => undefined);
  }
  await eventually(() => announced.textContent()).toMatch(overFourth);
  await page.keyboard.press('Space');
  await eventually(() => namesIn(fourth)).toContain(byKeyboard);
  // the .xlsx and the printed sheets are of the saved flights: with a change not saved they wait, and say so
  expect(await page.getByTestId('flights-export').isDisabled()).toBe(true);
  expect(await page.getByTestId('flights-save-first').innerText()).toContain('Save first');
  // said to a screen reader as it appears: inside the board's status region
  expect(await page.getByRole('status').filter({ has: page.getByTestId('flights-save-first') }).count()).toBe(1);
  // no link to the printed sheets either, not even from the keyboard
  expect(await page.locator('a[href*="/print/flights"], a[href*="/print/scorecards"]').count()).toBe(0);
  // leaving with unsaved changes asks first; staying keeps them
  await page.getByRole('menuitem', { name: 'Workplace' }).click();
  await eventually(() => page.getByText('Leave without saving the flights?').isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Stay' }).click();
  expect(new URL(page.url()).pathname).toBe('/activity/register');
  expect(await namesIn(fourth)).toContain(byKeyboard);
  // auto-assign over unsaved changes says they would be replaced for good, before anything happens
  await page.getByTestId('auto-open').click();
  await eventually(() => page.getByTestId('auto-replaces').innerText()).toContain('cannot be brought back');
  await page.locator('.ant-modal').filter({ has: page.getByTestId('auto-assign-form') }).getByRole('button', { name: 'Cancel' }).click();
  await eventually(() => page.getByTestId('auto-assign-form').isVisible()).toBe(false);
  expect(await namesIn(fourth)).toContain(byKeyboard);
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Discard' }).click();
  await eventually(() => namesIn(third)).toContain(byKeyboard);
  expect(await namesIn(fourth)).not.toContain(byKeyboard);
  expect(await page.getByTestId('flights-export').isEnabled()).toBe(true);
  expect(await page.getByTestId('flights-save-first').count()).toBe(0);
  expect(await page.locator('a[href*="/print/flights"]').count()).toBe(1);

  // 5. export: the downloaded pairing sheet opens with exceljs and holds 6 flights
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('flights-export').click()]);
  const file = path.join(shotsDir, 'pairings.xlsx');
  fs.mkdirSync(shotsDir, { recursive: true });
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0];
  const flightRows: string[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 2) flightRows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
  });
  expect(flightRows).toHaveLength(6);
  expect(flightRows.map((r) => r[0])).toEqual(['1', '2', '3', '4', '5', '6']);
  expect(flightRows[1]).toContain(moved);
  expect(flightRows.flat().filter((v) => /^Golfer \d\d$/.test(v))).toHaveLength(24);

  // publish: confirmed, the players get a message
  await page.getByTestId('flights-publish').click();
  // the 24 players are guests, with no account to be told in: the organiser hands them the sheet
  await eventually(() => page.locator('.ant-modal-confirm').innerText()).toContain('The 24 guests in flights have no account and get no message');
  expect(await page.locator('.ant-modal-confirm').innerText()).not.toContain('each get a message');
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Publish and notify' }).click();
  await eventually(() => page.getByText('Flights published: participants have been notified').count()).toBeGreaterThan(0);
  await eventually(() => page.getByTestId('flights-publish').innerText()).toContain('Publish again');

  // 6. the printable pairing sheet: one row per flight, in the current language
  await page.goto(`/print/flights?id=${activityId}`);
  await eventually(() => page.getByTestId('print-sheet').locator('tbody tr').count()).toBe(6);
  expect(await page.getByTestId('print-title').innerText()).toContain('Pairing sheet');
  await shot(page, 'desktop-print-sheet');
  await page.goto(`/print/scorecards?id=${activityId}`);
  await eventually(() => page.getByTestId('scorecard').count()).toBe(6);
});

test('on a 375-px phone an organiser takes a player out of a flight and batch-assigns them into another', async ({ phonePage: page }) => {
  const token = (await api<{ token: string }>('/api/user/auth', ADMIN)).data.token;
  const { activityId } = await eventWith24Players(token);
  const proposal = (await api<Proposal>(`/api/activities/${activityId}/flights/auto`, { strategy: 'registration', size: 3, start: 'singleTee' }, token)).data;
  expect(proposal.flights).toHaveLength(8);

  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await loginViaApi(page, ADMIN);
  await page.goto(`/activity/register?id=${activityId}&tab=flights`);
  await eventually(() => page.getByTestId('unassigned-panel').innerText()).toContain('Unassigned (24)');
  // the proposal is made in the UI: single tee, 3 per flight
  await page.getByTestId('auto-open').click();
  await page.getByTestId('auto-assign-form').getByText('Single tee').click();
  await page.getByTestId('auto-assign-form').getByLabel('Players per flight').fill('3');
  // the first tee time typed key by key as a Japanese keyboard gives it (full width, a one-digit hour): taken as 08:05
  const firstTee = page.getByTestId('auto-assign-form').getByLabel('First tee time');
  await firstTee.fill('');
  await firstTee.pressSequentially('８：０５');
  expect(await firstTee.inputValue()).toBe('８：０５');
  await page.getByTestId('auto-submit').click();
  await eventually(() => cards(page).count()).toBe(8);
  await eventually(() => cards(page).first().innerText()).toContain('08:05');

  // out of flight 1 through the player's menu…
  const first = cards(page).nth(0);
  const name = (await namesIn(first))[0];
  await first.getByTestId('flight-player').first().getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Remove from flight' }).click();
  await eventually(() => page.getByTestId('unassigned-panel').innerText()).toContain('Unassigned (1)');

  // …ticked and put into flight 5 (3 players) with the batch button, once flights may hold 4
  await page.getByTestId('flights-size').fill('4');
  const pool = page.getByTestId('unassigned-panel');
  await pool.getByRole('checkbox', { name }).check();
  await chooseOption(page, pool, 'Flight to put the ticked players into', /^Flight 5 ·/);
  await pool.getByTestId('batch-assign').click();
  await eventually(() => namesIn(cards(page).nth(4))).toContain(name);
  expect(await page.getByTestId('unassigned-panel').innerText()).toContain('Unassigned (0)');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await shot(page, 'phone-batch-assigned');
  // the save bar stays at the bottom of the phone's screen while there are unsaved changes
  await page.getByTestId('flights-save-bar').click();
  await eventually(() => page.getByTestId('flights-save-bar').count()).toBe(0);
  expect(await page.getByTestId('flights-save').isDisabled()).toBe(true);
  const saved = (await api<Proposal>(`/api/activities/${activityId}/flights`, undefined, token)).data;
  expect(saved.flights.map((f) => f.players.length)).toEqual([2, 3, 3, 3, 4, 3, 3, 3]);

  // a guest added on the participants tab is waiting on the flights tab when it is opened again (no reload)
  await page.getByRole('tab', { name: /^Participants/ }).click();
  await page.getByRole('button', { name: 'Add guest' }).click();
  const guestDialog = page.locator('.ant-modal').filter({ hasText: 'Add guest' });
  await guestDialog.getByLabel('Name').fill('Late Guest');
  await guestDialog.getByText('Male', { exact: true }).click();
  await guestDialog.getByRole('button', { name: 'Add' }).click();
  await guestDialog.waitFor({ state: 'hidden' });
  // the message says what became of the guest: a place, not "information updated"
  await page.getByText('Late Guest added: they have a place').waitFor();
  await page.getByRole('tab', { name: /^Flights/ }).click();
  await eventually(() => page.getByTestId('unassigned-panel').innerText()).toContain('Unassigned (1)');
});

test('a guest the organiser enters is nobody’s guest unless a member is named as host, and auto-assign keeps a named host’s guest with them', async ({ page }) => {
  const token = (await api<{ token: string }>('/api/user/auth', ADMIN)).data.token;
  const { activityId } = await eventWith24Players(token);
  const group = (await api<{ groupId: string }>(`/api/activities/${activityId}`, undefined, token)).data.groupId;
  // a guest whose host is not entered in the event (the organiser, for guests entered before), in an event of guests
  // only (the dialog has no host field then): saving the dialog for something else leaves the host as it was
  const admin = (await api<{ id: string }>('/api/user/info', {}, token)).data.id;
  const golfers = (await api<{ list: { id: string; name: string }[] }>(`/api/activities/${activityId}/players?pageSize=100`, undefined, token)).data.list;
  const first = golfers.find((p) => p.name === 'Golfer 01')!;
  await apiSend('PATCH', `/api/activities/${activityId}/players/${first.id}`, { hostUserId: admin }, token);
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await loginViaApi(page, ADMIN);
  await page.goto(`/activity/register?id=${activityId}&tab=players`);
  await page.getByTestId('players-manage-table').getByRole('row', { name: /Golfer 01/ }).getByRole('button', { name: 'Edit' }).click();
  const editFirst = page.locator('.ant-modal').filter({ hasText: 'Edit Golfer 01' });
  await editFirst.getByLabel('Handicap').fill('12.5');
  await editFirst.getByRole('button', { name: 'Save' }).click();
  const golfer01 = async () => (await api<{ list: { name: string; hostUserId: string | null; handicap: number | null }[] }>(`/api/activities/${activityId}/players?pageSize=100`, undefined, token)).data.list.find((p) => p.name === 'Golfer 01');
  await expect.poll(async () => (await golfer01())?.handicap).toBe(12.5);
  expect((await golfer01())?.hostUserId).toBe(admin);
  const member = await apiRegisterAndActivate(makeAccount('host'));
  const memberToken = (await api<{ token: string }>('/api/user/auth', member)).data.token;
  await api(`/api/groups/${group}/applications`, { message: '' }, memberToken);
  await api(`/api/activities/${activityId}/registrations`, { remark: '' }, memberToken);
  const me = (await api<{ id: string; name: string }>('/api/user/info', {}, memberToken)).data;

  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await loginViaApi(page, ADMIN);
  await page.goto(`/activity/register?id=${activityId}&tab=players`);
  // the member signed up without a sex on record (through the API): the organiser is told it counts as a man
  await eventually(() => page.getByTestId('players-no-sex').innerText()).toContain(`1 player has no sex on record and counts as a man (men's tee, men's prizes): ${me.name}.`);
  const addGuest = async (name: string, host?: string) => {
    await page.getByRole('button', { name: 'Add guest' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Add guest' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByText('Male', { exact: true }).click();
    expect(await dialog.getByTestId('guest-host').count()).toBe(1);
    if (host) await chooseOption(page, dialog, 'Guest of', host);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await dialog.waitFor({ state: 'hidden' });
  };
  await addGuest('Brought Guest', me.name);
  await addGuest('Lone Guest');
  const list = (await api<{ list: { id: string; name: string; userId: string | null; hostUserId: string | null }[] }>(`/api/activities/${activityId}/players?pageSize=100`, undefined, token)).data.list;
  const byName = (name: string) => list.find((p) => p.name === name)!;
  expect(byName('Brought Guest').hostUserId).toBe(me.id);
  expect(byName('Lone Guest').hostUserId).toBeNull();
  const proposal = (await api<Proposal>(`/api/activities/${activityId}/flights/auto`, { strategy: 'handicap', size: 4, start: 'singleTee' }, token)).data;
  const flightOf = (pid: string) => proposal.flights.findIndex((f) => f.players.includes(pid));
  const memberPid = list.find((p) => p.userId === me.id)!.id;
  expect(flightOf(byName('Brought Guest').id)).toBe(flightOf(memberPid));

  // a host named afterwards, in the player's dialog (guests entered before had the organiser as host)
  await page.getByTestId('players-manage-table').getByRole('row', { name: /Lone Guest/ }).getByRole('button', { name: 'Edit' }).click();
  const edit = page.locator('.ant-modal').filter({ hasText: 'Edit Lone Guest' });
  await chooseOption(page, edit, 'Guest of', me.name);
  await edit.getByRole('button', { name: 'Save' }).click();
  const hostOf = async (name: string) =>
    (await api<{ list: { name: string; hostUserId: string | null; handicap: number | null }[] }>(`/api/activities/${activityId}/players?pageSize=100`, undefined, token)).data.list.find((p) => p.name === name);
  await expect.poll(async () => (await hostOf('Lone Guest'))?.hostUserId).toBe(me.id);
});
