/// <reference types="node" />
// Issue 4, end to end in Chromium on a phone (375×812): an organiser creates an event with a course
// through the UI and opens registration; a member opens the shared link logged out, logs in, lands on
// the event, signs up, cancels after the confirmation 'cancel sign-up?', and signs up again.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { root } from '../../../scripts/build-state.mjs';
import { ADMIN, api, apiRegisterAndActivate, apiSend, chooseOption, loginViaApi, makeAccount, newPage, test } from './support';

const shotsDir = path.join(root, 'test-results', 'activities');

async function shot(page: Page, name: string) {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** every card's title is whole and clear of the card's actions (on a phone they go under it) */
async function cardHeadsClear(page: Page) {
  const heads = await page.locator('.ant-card-head').evaluateAll((nodes) =>
    nodes.map((head) => {
      const title = head.querySelector('.ant-card-head-title');
      const extra = head.querySelector('.ant-card-extra');
      const a = title?.getBoundingClientRect();
      const b = extra?.getBoundingClientRect();
      const overlap = !!a && !!b && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return { title: title?.textContent, clipped: !!title && title.scrollWidth > title.clientWidth, overlap };
    }),
  );
  expect(heads.length).toBeGreaterThan(0);
  expect(heads.filter((h) => h.clipped || h.overlap)).toEqual([]);
}

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 3, 4, 5, 4];
const STROKE_INDEXES = [7, 11, 15, 1, 3, 13, 17, 9, 5, 8, 16, 4, 12, 2, 18, 10, 6, 14];

test('an organiser opens an event; a member signs up from the shared link on a phone, cancels and signs up again', async ({ browser, phonePage: organiser }) => {
  const stamp = Date.now().toString(36);
  const adminToken = (await api<{ token: string }>('/api/user/auth', ADMIN)).data.token;
  const group = (await api<{ id: string }>('/api/groups', { name: `E2E Society ${stamp}`, joinApproval: false }, adminToken)).data;
  const courseName = `E2E Links ${stamp}`;
  await api(
    '/api/courses',
    {
      name: courseName,
      location: 'Hangzhou',
      holes: PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: STROKE_INDEXES[i] })),
      tees: [{ name: 'White', rating: 71.2, slope: 125 }],
    },
    adminToken,
  );
  const member = await apiRegisterAndActivate(makeAccount('member'));
  const memberToken = (await api<{ token: string }>('/api/user/auth', member)).data.token;
  const joined = await api<{ status: string }>(`/api/groups/${group.id}/applications`, { message: '' }, memberToken);
  expect(joined.data.status).toBe('joined');

  // 1. the organiser (admin, owner of the group) creates the event with a course on a phone
  await organiser.goto('/login');
  await organiser.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await loginViaApi(organiser, ADMIN);
  // (a mangled link, with a title where the id belongs or a number too large, says there is no such event, group or
  // notice and leads to the list, without asking the server for it)
  const mangled: string[] = [];
  const onRequest = (r: { url(): string }) => void (/\/api\/.*(Spring-Cup|9{20})/.test(r.url()) && mangled.push(r.url()));
  organiser.on('request', onRequest);
  await organiser.goto('/dashboard/activity/detail?id=Spring-Cup');
  await organiser.getByText('Event not found').waitFor();
  await organiser.getByRole('button', { name: 'Go to the events' }).waitFor();
  await organiser.goto(`/dashboard/group/detail?id=${'9'.repeat(20)}`);
  await organiser.getByText('Group not found').waitFor();
  await organiser.goto(`/dashboard/notice/detail?id=${'9'.repeat(20)}`);
  await organiser.getByText('This link has no notice id. Open the notice from the list.').waitFor();
  organiser.off('request', onRequest);
  expect(mangled).toEqual([]);
  await organiser.goto(`/activity/create?groupId=${group.id}`);
  const form = organiser.getByTestId('activity-form');
  const title = `Spring Cup ${stamp.slice(-4)}`;
  await form.getByLabel('Title').fill(title);
  // the day typed, as a keyboard user does (the field takes a typed date; Tab leaves it with the date kept)
  const days = form.getByLabel('Event day(s)');
  await days.click();
  await days.fill(day(3));
  await days.press('Tab');
  await expect.poll(() => days.inputValue()).toBe(day(3));
  const deadline = form.getByLabel('Registration deadline');
  await deadline.click();
  // a day typed alone, key by key, is the day picked alone: 20:00 that evening (it was dropped on leaving the field)
  await deadline.pressSequentially(day(1), { delay: 20 });
  await deadline.press('Tab');
  await expect.poll(() => deadline.inputValue()).toBe(`${day(1)} 20:00`);
  // a day and a time typed key by key over it stay as typed (the day alone was taken at its tenth key, and the time
  // written after "00:00")
  await deadline.click();
  await deadline.press('ControlOrMeta+A');
  await deadline.pressSequentially(`${day(1)} 19:30`, { delay: 20 });
  expect(await deadline.inputValue()).toBe(`${day(1)} 19:30`);
  // Enter confirms the typed time without sending the half-filled form (it created the draft at once)
  await deadline.press('Enter');
  await organiser.waitForTimeout(300);
  expect(new URL(organiser.url()).pathname).toBe('/activity/create');
  await deadline.press('Tab');
  // a number outside its range stays as typed and the field says what is wrong (antd put the bound in its place on leaving it)
  const capacity = form.getByLabel('Capacity');
  await capacity.fill('0');
  await capacity.press('Tab');
  await form.getByText('The capacity is a whole number of at least 1').waitFor();
  expect(await capacity.inputValue()).toBe('0');
  await capacity.fill('20');
  await form.getByLabel('Place').fill('Pine Ridge Golf Club');
  await form.getByLabel('Address').fill('88 Lingyin Road, Hangzhou');
  await form.getByLabel('Contact').fill('+86 138 0000 1234');
  await chooseOption(organiser, form, 'Courses', new RegExp(courseName), courseName);
  await organiser.keyboard.press('Escape');
  // New Peoria (the group's default): the hidden holes drawn before play, balanced by par
  await form.getByRole('button', { name: 'Draw now' }).click();
  await expect.poll(() => form.locator('.ant-select').filter({ has: organiser.getByLabel('Hidden holes') }).locator('.ant-select-selection-item').count()).toBe(12);
  await form.getByLabel('Description').fill('## Programme\n\n- 08:30 shotgun\n- **14:00** prizes');
  // the preview shows the description as the event page will (the markdown parsed and sanitised), then back to writing
  await form.getByText('Preview', { exact: true }).click();
  await form.locator('.activity-markdown strong', { hasText: '14:00' }).waitFor();
  expect(await form.locator('.activity-markdown h2').textContent()).toBe('Programme');
  await form.getByText('Write', { exact: true }).click();
  expect(await form.getByLabel('Description').inputValue()).toContain('**14:00** prizes');
  await noHorizontalScroll(organiser);
  expect(new URL(organiser.url()).pathname).toBe('/activity/create');
  await shot(organiser, 'phone-create-event');
  await form.getByTestId('activity-submit').click();
  await organiser.waitForURL(/\/activity\/register\?id=\d+/);
  const activityId = new URL(organiser.url()).searchParams.get('id')!;
  // the draft's tab takes the place of "New event" (it led back to a blank form)
  const tabBar = organiser.getByTestId('tab-bar');
  await expect.poll(() => tabBar.locator('a').allTextContents()).toContain('Manage event');
  expect(await tabBar.locator('a').allTextContents()).not.toContain('New event');
  await expect.poll(() => organiser.getByTestId('activity-status').first().textContent()).toBe('Draft');
  const created = (await api<{ courses: { name: string }[]; capacity: number; place: string; regtime: string }>(`/api/activities/${activityId}`, undefined, adminToken)).data;
  expect(created).toMatchObject({ courses: [{ name: courseName }], capacity: 20, place: 'Pine Ridge Golf Club' });
  const organiserToken = (await organiser.evaluate(() => localStorage.getItem('token')))!;
  const hidden = (await api<{ handicapSystem: { hiddenHoles?: number[] } }>(`/api/activities/${activityId}`, undefined, organiserToken)).data.handicapSystem.hiddenHoles;
  expect(hidden).toHaveLength(12);
  expect(hidden).toEqual([...hidden!].sort((a, b) => a - b));
  expect(new Date(created.regtime).getTime()).toBe(new Date(`${day(1)}T19:30`).getTime());

  // …and opens registration
  await organiser.getByTestId('move-registering').click();
  await expect.poll(() => organiser.getByTestId('activity-status').first().textContent()).toBe('Open for sign-up');
  await noHorizontalScroll(organiser);
  await shot(organiser, 'phone-manage-open');
  // the organiser shares the sign-up link from the management page too, not only from the member's view
  await organiser.getByTestId('manage-share').click();
  // the link names the organiser's language, for phones where none was chosen
  await expect.poll(() => organiser.getByTestId('share-link').inputValue()).toMatch(new RegExp(`/share/activity/${activityId}\\?lang=en-US$`));
  await organiser.getByTestId('share-qr').waitFor();
  // the code saved as a picture for the chat: a PNG named after the event
  const [qrFile] = await Promise.all([organiser.waitForEvent('download'), organiser.getByTestId('share-save-qr').click()]);
  expect(qrFile.suggestedFilename()).toMatch(/\.png$/);
  const png = fs.readFileSync((await qrFile.path())!);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  await organiser.keyboard.press('Escape');
  await organiser.getByTestId('share-link').waitFor({ state: 'hidden' });
  // the event page's cards on the phone, the notices card with its two actions among them
  await organiser.goto(`/dashboard/activity/detail?id=${activityId}`);
  await organiser.getByTestId('notices-card').getByRole('button', { name: 'Publish notice' }).waitFor();
  await cardHeadsClear(organiser);

  // 2. the member opens the shared link logged out (a fresh phone context), logs in, lands on the event
  const visitor = await newPage(browser, 'phone');
  try {
    // a phone where no language was chosen opens a link in the language it names, without making it the phone's choice
    await visitor.goto(`/share/activity/${activityId}?lang=ja-JP`);
    await visitor.getByText('ログインして申し込む').waitFor();
    expect(await visitor.evaluate(() => localStorage.getItem('locale'))).toBeNull();
    // the login page it leads to stays in it, also once reloaded (it turned Chinese)
    await visitor.getByTestId('share-sign-up').click();
    await visitor.waitForURL(/\/login\?redirect=/);
    await visitor.reload();
    await visitor.getByRole('button', { name: 'ログイン', exact: true }).waitFor();
    expect(await visitor.evaluate(() => [document.documentElement.lang, localStorage.getItem('locale')])).toEqual(['ja-JP', null]);
    await visitor.goto('/login');
    await visitor.evaluate(() => localStorage.setItem('locale', 'en-US'));
    await visitor.goto(`/share/activity/${activityId}`);
    await expect.poll(() => visitor.getByTestId('share-title').textContent()).toBe(title);
    // the browser's tab (and a bookmark of it) names the event
    await expect.poll(() => visitor.title()).toBe(`${title} · Golf event · Golf Assistant`);
    await noHorizontalScroll(visitor);
    await shot(visitor, 'phone-share-logged-out');
    await visitor.getByTestId('share-sign-up').click();
    await visitor.waitForURL(/\/login\?redirect=/);
    await visitor.getByLabel('Username or email').fill(member.username);
    await visitor.getByLabel('Password', { exact: true }).fill(member.password);
    await visitor.getByRole('button', { name: 'Log in', exact: true }).click();
    await visitor.waitForURL(`**/dashboard/activity/detail?id=${activityId}`);
    await expect.poll(() => visitor.getByTestId('activity-title').textContent()).toBe(title);
    await expect.poll(() => visitor.title()).toBe(`${title} · Event · Golf Assistant`);
    const myStatus = visitor.getByTestId('my-registration').getByTestId('my-status');
    await expect.poll(() => myStatus.textContent()).toBe('Not signed up');
    await noHorizontalScroll(visitor);
    await shot(visitor, 'phone-detail-before');

    // 3. signs up with a remark
    await visitor.getByTestId('sign-up').click();
    let dialog = visitor.getByRole('dialog');
    await dialog.getByLabel('Remark').fill('Cart please');
    // the new account's profile has no sex: the dialog asks for it (the tees and the ladies' prizes go by it)
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await dialog.getByText('Choose your sex').waitFor();
    await dialog.getByText('Female', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect.poll(() => visitor.getByText('Signed up — see you there!').isVisible()).toBe(true);
    await expect.poll(() => myStatus.textContent()).toBe('Registered');
    await expect.poll(() => visitor.getByTestId('my-status-text').textContent()).toBe('You are registered. See you on the course!');
    await shot(visitor, 'phone-detail-registered');

    // 4. cancels after the confirmation 'cancel sign-up?'
    await visitor.getByTestId('my-registration').getByRole('button', { name: 'Cancel sign-up' }).click();
    const confirm = visitor.locator('.ant-modal-confirm');
    await expect.poll(() => confirm.locator('.ant-modal-confirm-title').textContent()).toBe('Cancel sign-up?');
    await shot(visitor, 'phone-cancel-confirm');
    await confirm.getByRole('button', { name: 'Cancel sign-up' }).click();
    await expect.poll(() => visitor.getByText('Sign-up cancelled').isVisible()).toBe(true);
    await expect.poll(() => myStatus.textContent()).toBe('Not signed up');

    // 5. signs up again: the profile has the sex now, so the dialog does not ask
    await visitor.getByTestId('sign-up').click();
    dialog = visitor.getByRole('dialog');
    expect(await dialog.getByText('Female', { exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect.poll(() => myStatus.textContent()).toBe('Registered');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await noHorizontalScroll(visitor);
    await shot(visitor, 'phone-detail-registered-again');
    // the shared link again, signed in and signed up: it says so instead of offering to sign up
    await visitor.goto(`/share/activity/${activityId}`);
    await expect.poll(() => visitor.getByTestId('share-mine').textContent()).toBe('You are signed up for this event.');
    expect(await visitor.getByTestId('share-sign-up').count()).toBe(0);
    await visitor.getByRole('button', { name: 'View the event' }).click();
    await visitor.waitForURL(`**/dashboard/activity/detail?id=${activityId}`);

    // the organiser sees the member among the participants
    await organiser.goto(`/activity/register?id=${activityId}&tab=players`);
    const row = organiser.getByTestId('players-manage-table').getByRole('row').filter({ hasText: member.nickname });
    await expect.poll(() => row.getByText('Registered').isVisible()).toBe(true);

    // on a phone every tab is in sight (the tab bar wraps onto more lines, nothing hides behind "…"), and the last one opens
    const tabs = organiser.locator('.ant-tabs-nav').first().getByRole('tab');
    expect(await tabs.count()).toBe(9);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    const lastTab = tabs.last();
    const lastName = (await lastTab.innerText()).trim();
    await lastTab.click();
    await expect.poll(() => organiser.locator('.ant-tabs-tab-active').first().innerText()).toBe(lastName);
    expect(new URL(organiser.url()).searchParams.get('tab')).toBe('awards');

    // the events page opens with its list; the month calendar loads when chosen
    await organiser.goto('/dashboard/activity/index');
    await organiser.getByTitle('Calendar', { exact: true }).click();
    await expect.poll(() => organiser.locator('.ant-picker-calendar').isVisible()).toBe(true);
    await noHorizontalScroll(organiser);
  } finally {
    await visitor.context().close();
  }
});

/** A new organiser with a committee (open to join) and an event of theirs open for sign-up, on an 18-hole course unless `course` is false. */
async function organiserWithEvent(name: string, event: Record<string, unknown> = {}, course = true, joinApproval = false) {
  const organiser = await apiRegisterAndActivate();
  const token = (await api<{ token: string }>('/api/user/auth', organiser)).data.token;
  const stamp = Date.now().toString(36);
  const group = (await api<{ id: string; name: string }>('/api/groups', { name: `${name} Society ${stamp}`, joinApproval }, token)).data;
  const holes = PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: STROKE_INDEXES[i] }));
  const courseIds = course ? [(await api<{ id: string }>('/api/courses', { name: `${name} Links ${stamp}`, location: 'Chiba', holes, tees: [{ name: 'White', rating: 72, slope: 113 }] }, token)).data.id] : [];
  const title = `${name} ${stamp.slice(-4)}`;
  const regtime = new Date(Date.now() + 5 * 86_400_000).toISOString();
  const activity = (await api<{ id: string }>('/api/activities', { groupId: group.id, title, days: [day(9)], teeOffTime: '07:30', regtime, capacity: 8, place: 'Chiba', courseIds, ...event }, token)).data;
  await api(`/api/activities/${activity.id}/status`, { status: 'registering' }, token);
  return { organiser, token, group, activity, title };
}

test('a field of more than a page: the players page and the organiser’s table show all 104 players, the waiting list in order', async ({ phonePage: page }) => {
  const { organiser, token, activity } = await organiserWithEvent('Big Field', { capacity: 100 });
  // in order: the first 100 take the places, the last four wait
  for (let i = 1; i <= 104; i++) {
    const added = await api<{ status: string }>(`/api/activities/${activity.id}/players`, { name: `Golfer ${String(i).padStart(3, '0')}`, sex: 'M' }, token);
    expect(added.data.status).toBe(i <= 100 ? 'registered' : 'waitlisted');
  }
  await loginViaApi(page, organiser);
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));

  // the API answers a page of 100 at most: the page reads the rest after the first
  await page.goto(`/dashboard/activity/player?id=${activity.id}`);
  const registered = page.getByTestId('players-registered').locator('tbody tr.ant-table-row');
  await expect.poll(() => registered.count()).toBe(100);
  expect(await page.getByTestId('capacity').first().innerText()).toContain('Full · 4 waiting');
  expect(await registered.last().innerText()).toContain('Golfer 100');
  const waiting = page.getByTestId('players-waiting').locator('tbody tr.ant-table-row');
  await expect.poll(() => waiting.allInnerTexts()).toEqual([1, 2, 3, 4].map((n) => expect.stringMatching(new RegExp(`^${n}\\s+Golfer 10${n}`))));

  // the organiser's table: 104 players, 50 to a page
  await page.goto(`/activity/register?id=${activity.id}&tab=players`);
  const table = page.getByTestId('players-manage-table');
  const pages = page.locator('.ant-table-pagination .ant-pagination-item');
  await expect.poll(() => pages.count()).toBe(3);
  await pages.last().click();
  await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(4);
  expect(await table.locator('tbody tr.ant-table-row').first().innerText()).toContain('Golfer 101');
});

test('an event copied from its management page: the new-event page asks for the day, four weeks on, and the deadlines move with it', async ({ phonePage: page }) => {
  const { organiser, token, group, activity, title } = await organiserWithEvent('Monthly Copy');
  const source = (await api<{ days: string[]; regtime: string }>(`/api/activities/${activity.id}`, undefined, token)).data;
  // a member of the committee who does not organise it is told so, without a day to pick (the server refuses them too)
  const member = await apiRegisterAndActivate();
  const memberToken = (await api<{ token: string }>('/api/user/auth', member)).data.token;
  await api(`/api/groups/${group.id}/applications`, {}, memberToken);
  await loginViaApi(page, member);
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.goto(`/activity/create?from=${activity.id}`);
  await page.getByText('Not your event').waitFor();
  expect(await page.getByTestId('copy-submit').count()).toBe(0);
  await loginViaApi(page, organiser);
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.goto(`/activity/register?id=${activity.id}`);
  await page.getByRole('button', { name: 'Copy event' }).click();
  await page.waitForURL(`**/activity/create?from=${activity.id}`);
  await page.getByText(`From “${title}”`).waitFor();
  // the title offered is the event's, to rename for the new date
  expect(await page.getByTestId('copy-title').inputValue()).toBe(title);
  // the day's field is named by its label, and described by its hint
  const dayField = page.getByLabel('Day of the new event');
  expect(await dayField.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(await dayField.getAttribute('aria-describedby')).toBe('copy-day-hint');
  await page.getByTestId('copy-title').fill('January Medal');
  await page.getByTestId('copy-submit').click();
  await page.waitForURL(/\/activity\/register\?id=\d+$/);
  const copyId = new URL(page.url()).searchParams.get('id')!;
  expect(copyId).not.toBe(activity.id);
  const copy = (await api<{ days: string[]; regtime: string; status: string; title: string }>(`/api/activities/${copyId}`, undefined, token)).data;
  expect(copy.title).toBe('January Medal');
  const weeks4 = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 28 * 86_400_000).toISOString().slice(0, 10);
  expect(copy).toMatchObject({ status: 'draft', days: source.days.map(weeks4) });
  expect(Date.parse(copy.regtime) - Date.parse(source.regtime)).toBe(28 * 86_400_000);
});

test('starting play: a start before the event’s day is said in the confirmation, and an event without a course is refused with what to do', async ({ phonePage: page }) => {
  const { organiser, token, group, activity, title } = await organiserWithEvent('No Course', {}, false);
  await api(`/api/activities/${activity.id}/status`, { status: 'closed' }, token);
  await loginViaApi(page, organiser);
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  // (an organiser finds "New event" on the committee's page, labelled, and on the event list)
  await page.goto(`/dashboard/group/detail?id=${group.id}`);
  await page.getByTestId('group-new-event').click();
  await page.waitForURL(`**/activity/create?groupId=${group.id}`);
  await page.goto('/dashboard/activity/index');
  expect((await page.getByTestId('new-event').innerText()).trim()).toBe('New');
  // (a notice for the event names it by its title)
  await page.goto(`/dashboard/notice/publish?groupId=${group.id}&activityId=${activity.id}`);
  await page.locator('.ant-tag').getByText(title).waitFor();
  await page.goto(`/activity/register?id=${activity.id}`);
  await page.getByTestId('move-playing').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect.poll(() => confirm.innerText()).toMatch(/The event is on .*, not today\. Starting play now also closes the vote/);
  await confirm.getByRole('button', { name: 'Start play' }).click();
  await expect.poll(() => page.getByText(/^Choose the course before play starts/).isVisible()).toBe(true);
  expect((await api<{ status: string }>(`/api/activities/${activity.id}`, undefined, token)).data.status).toBe('closed');
});

test('a shared link to a members-only event: a newcomer registers from it and comes back, joins the committee there, and signs up', async ({ browser }) => {
  const { group, activity, title } = await organiserWithEvent('Members Cup', { public: false });
  const page = await newPage(browser, 'phone');
  try {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
    // the link's "register" keeps the way back to the event
    await page.goto(`/share/activity/${activity.id}`);
    await page.getByRole('link', { name: /^Register/ }).click();
    await page.waitForURL(/\/register\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe(`/dashboard/activity/detail?id=${activity.id}`);

    // a member of no committee logs in from the link: the event is the committee's; joining it there shows the event
    const newcomer = await apiRegisterAndActivate(makeAccount('newcomer'));
    await page.goto(`/share/activity/${activity.id}`);
    await page.getByTestId('share-sign-up').click();
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('Username or email').fill(newcomer.username);
    await page.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByText(`For members of ${group.name}`).waitFor();
    await page.getByTestId('join-committee').click();
    const dialog = page.getByRole('dialog');
    // a group that takes members at once asks for no message (nobody would read it)
    await dialog.getByText('you become a member at once').waitFor();
    expect(await dialog.getByLabel('Message to the organisers').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Join now' }).click();
    await expect.poll(() => page.getByTestId('activity-title').textContent()).toBe(title);
    await page.getByTestId('sign-up').click();
    await page.getByRole('dialog').getByText('Male', { exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect.poll(() => page.getByTestId('my-registration').getByTestId('my-status').textContent()).toBe('Registered');
  } finally {
    await page.context().close();
  }
});

test('a members-only link: an application sent from it waits, no second one is offered, and its approval leads back to the event', async ({ browser }) => {
  const { group, activity, token } = await organiserWithEvent('Waiting Cup', { public: false }, true, true);
  const applicant = await apiRegisterAndActivate(makeAccount('waiting'));
  const applicantToken = (await api<{ token: string }>('/api/user/auth', applicant)).data.token;
  const page = await newPage(browser, 'phone');
  try {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
    await loginViaApi(page, applicant);
    // the shared link, signed in and not a member: the button says joining comes first, not "sign up"
    await page.goto(`/share/activity/${activity.id}`);
    await expect.poll(() => page.getByTestId('share-sign-up').textContent()).toBe(`Go to the event and ask to join ${group.name}`);
    await page.getByTestId('share-sign-up').click();
    await page.waitForURL(`**/dashboard/activity/detail?id=${activity.id}`);
    await page.getByTestId('join-committee').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Message to the organisers').fill('Hello');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await page.getByText(`Application sent to ${group.name}`).waitFor();
    // opened again: still waiting, nothing more to send
    await page.reload();
    await page.getByText(`Application sent to ${group.name}`).waitFor();
    expect(await page.getByTestId('join-committee').count()).toBe(0);
    // approved: the welcome message leads to the event, where the member can sign up now
    const pending = (await api<{ list: { id: string }[] }>(`/api/groups/${group.id}/applications`, undefined, token)).data.list;
    await api(`/api/groups/${group.id}/applications/${pending[0].id}/approve`, {}, token);
    const welcome = (await api<{ list: { title: string; link: string }[] }>('/api/messages', undefined, applicantToken)).data.list[0];
    expect(welcome).toMatchObject({ title: expect.stringContaining(group.name), link: `/dashboard/activity/detail?id=${activity.id}` });
  } finally {
    await page.context().close();
  }
});

test('what ranks the field is the organiser’s choice: gross on the event form reaches the event (PRODUCT.md: by net, or gross, or Stableford)', async ({ phonePage: page }) => {
  const { organiser, token, activity } = await organiserWithEvent('Scratch Cup');
  await loginViaApi(page, organiser);
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.goto(`/activity/register?id=${activity.id}`);
  const form = page.locator('form');
  await form.getByLabel('Ranking by').waitFor();
  await chooseOption(page, form, 'Ranking by', 'Gross score');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Saved').first().waitFor();
  await expect.poll(async () => (await api<{ handicapSystem: { rankBy?: string } }>(`/api/activities/${activity.id}`, undefined, token)).data.handicapSystem.rankBy).toBe('gross');
  // a Stableford event ranks by its points: nothing to choose
  await chooseOption(page, form, 'Handicap system', /^Stableford/);
  expect(await form.getByLabel('Ranking by').count()).toBe(0);
});

test('the course editor’s duplicate stroke index names the index not used yet, and goes from both holes once one is changed', async ({ page }) => {
  const account = await apiRegisterAndActivate(makeAccount('si'));
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await loginViaApi(page, account);
  await page.goto('/activity/course');
  await page.getByRole('button', { name: 'New course' }).click();
  const editor = page.locator('.ant-modal').filter({ hasText: 'New course' }).first();
  const si = (hole: number) => editor.getByLabel(`Stroke index of hole ${hole}`, { exact: true });
  // the message under the field (antd names it after the field: holes_<index>_strokeIndex_help)
  const errorOf = (hole: number) => editor.locator(`[id$="holes_${hole - 1}_strokeIndex_help"] .ant-form-item-explain-error`);
  for (let hole = 1; hole <= 18; hole++) await si(hole).fill(String(STROKE_INDEXES[hole - 1]));
  // hole 4 takes hole 3's index: both say so, and which index no hole has
  await si(4).fill(String(STROKE_INDEXES[2]));
  await si(4).blur();
  await expect.poll(() => errorOf(4).textContent()).toBe(`Stroke index ${STROKE_INDEXES[2]} is also on hole 3: each index once (not used yet: ${STROKE_INDEXES[3]})`);
  // Save checks every field: hole 3 says it too
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => errorOf(3).count()).toBe(1);
  // hole 4 given the free index: hole 3's message goes too, without a save
  await si(4).fill(String(STROKE_INDEXES[3]));
  await si(4).blur();
  await expect.poll(() => errorOf(4).count()).toBe(0);
  await expect.poll(() => errorOf(3).count()).toBe(0);
});

test('other courses for an event with scores: the organiser is told what it does; kept back, nothing changes; confirmed, the course changes', async ({ page }) => {
  const { organiser, token, activity, title } = await organiserWithEvent('Wrong Course');
  const stamp = Date.now().toString(36);
  const holes = PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: STROKE_INDEXES[i] }));
  const right = (await api<{ id: string; name: string }>('/api/courses', { name: `Right Links ${stamp}`, location: 'Chiba', holes, tees: [{ name: 'White', rating: 71, slope: 120 }] }, token)).data;
  const guest = (await api<{ id: string }>(`/api/activities/${activity.id}/players`, { name: 'Early Scorer', sex: 'M' }, token)).data.id;
  await api(`/api/activities/${activity.id}/status`, { status: 'closed' }, token);
  await apiSend('PUT', `/api/activities/${activity.id}/scorecards/${guest}`, { holes: [{ number: 1, strokes: 5 }] }, token);

  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await loginViaApi(page, organiser);
  await page.goto(`/activity/register?id=${activity.id}&tab=course`);
  const tab = page.getByRole('tabpanel');
  // searched from the keyboard, Enter adds the course found (the course there was the active option, and Enter took it off)
  const tags = tab.locator('.ant-select-selection-item-content');
  await tags.first().waitFor();
  const before = await tags.allTextContents();
  await tab.getByLabel('Courses').click();
  await page.keyboard.type(right.name);
  // the search's answer: the course found is the first option, the active one (the course picked was, above it)
  await expect.poll(() => page.locator('.ant-select-item-option').first().textContent(), { timeout: 5000 }).toContain(right.name);
  await page.keyboard.press('Enter');
  await expect.poll(() => tags.count()).toBe(before.length + 1);
  expect((await tags.allTextContents()).at(-1)).toContain(right.name);
  await page.keyboard.press('Escape');
  await tab.locator('.ant-select-selection-item-remove').first().click();
  await expect.poll(() => tags.count()).toBe(before.length);
  const asked = page.locator('.ant-modal-confirm').filter({ hasText: 'Change the course of an event with scores?' });
  await tab.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => asked.isVisible()).toBe(true);
  expect(await asked.innerText()).toContain('1 player already has scores on this event’s course');
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await tab.getByRole('alert').getByText('Nothing was saved: the event keeps its course.').waitFor();
  expect((await api<{ courses: { name: string }[] }>(`/api/activities/${activity.id}`, undefined, token)).data.courses.map((c) => c.name)).not.toContain(right.name);
  await tab.getByRole('button', { name: 'Save', exact: true }).click();
  await asked.getByRole('button', { name: 'Change the course' }).click();
  await expect.poll(async () => (await api<{ courses: { name: string }[] }>(`/api/activities/${activity.id}`, undefined, token)).data.courses.map((c) => c.name)).toEqual([right.name]);
  expect(title).toBeTruthy();
});
