/// <reference types="node" />
// Nothing a user typed is lost without asking: on the notice publish page and the full-page reply form, a menu link
// (or the cancel button) with typed text asks whether to leave; "Stay" keeps the text. Publishing or sending leaves
// the page for the saved post at once, with no question. The other page forms (event create and management with its
// vote tab, group settings, user settings, sponsorship) ask the same when changed, and not when untouched or saved.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, apiRegisterAndActivate, apiSend, loginViaApi, test } from './support';

const LEAVE_TITLE = 'Leave without posting?';

async function signIn(page: Page, account: { username: string; password: string }) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await loginViaApi(page, account);
}

/** A new organiser with a group of their own (joining needs no approval), and a way to add events to it. */
async function organiserWithGroup(name: string) {
  const organiser = await apiRegisterAndActivate();
  const token = (await api<{ token: string }>('/api/user/auth', organiser)).data.token;
  const stamp = Date.now().toString(36);
  const group = (await api<{ id: string }>('/api/groups', { name: `${name} ${stamp}`, joinApproval: false }, token)).data;
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const regtime = new Date(Date.now() + 5 * 86_400_000).toISOString();
  const createEvent = async (title: string) =>
    (await api<{ id: string }>('/api/activities', { groupId: group.id, title: `${title} ${stamp.slice(-4)}`, days: [day], teeOffTime: '08:00', regtime, capacity: 20 }, token)).data;
  return { organiser, token, group, createEvent };
}

/** the leave-or-stay dialog of the unsaved guard */
const leaveDialog = (page: Page) => page.locator('.ant-modal').filter({ hasText: LEAVE_TITLE });

/** the dialog is asked, "Stay" closes it, and the page and what was typed in `field` are still there */
async function stayAfterAsking(page: Page, path: string, field: Locator, typed: string) {
  await expect.poll(() => leaveDialog(page).isVisible()).toBe(true);
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await expect.poll(() => leaveDialog(page).isVisible()).toBe(false);
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await field.inputValue()).toBe(typed);
}

test('the notice and reply forms ask before a menu link drops typed text, and publishing goes to the post without asking', async ({ page }) => {
  const { organiser, token, group } = await organiserWithGroup('Unsaved Society');
  const topic = (await api<{ id: string }>('/api/topics', { groupId: group.id, title: 'Practice round on Saturday', content: 'Who is in?' }, token)).data;
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, organiser);

  // 1. a title typed on the publish page (opened from the notice list), then a menu link: the dialog; "Stay" keeps
  // the page and the title
  await page.goto('/dashboard/notice');
  await page.getByRole('link', { name: 'Publish notice' }).click();
  await page.waitForURL(/\/dashboard\/notice\/publish\?groupId=\d+/);
  const title = page.getByLabel('Title');
  await title.fill('Greens hollow-tined next week');
  await page.getByRole('menuitem', { name: 'Workplace' }).click();
  await stayAfterAsking(page, '/dashboard/notice/publish', title, 'Greens hollow-tined next week');

  // the cancel button (back to the list) asks too
  await page.getByRole('button', { name: 'Cancel' }).click();
  await stayAfterAsking(page, '/dashboard/notice/publish', title, 'Greens hollow-tined next week');

  // 2. publishing opens the new notice without a question
  await page.getByLabel('Content').fill('The **greens** are hollow-tined on Monday: expect slow putts.');
  await page.getByTestId('notice-submit').click();
  await page.waitForURL(/\/dashboard\/notice\/detail\?id=\d+/);
  expect(await leaveDialog(page).count()).toBe(0);
  await expect.poll(() => page.getByTestId('notice-content').innerText()).toContain('hollow-tined on Monday');

  // 3. the full-page reply form: the same question, then sending goes back to the topic without one
  await page.goto(`/dashboard/topic/reply?id=${topic.id}`);
  const reply = page.getByLabel('Your reply');
  await reply.fill('Count me in, 8:00 at the range.');
  await page.getByRole('menuitem', { name: 'Workplace' }).click();
  await stayAfterAsking(page, '/dashboard/topic/reply', reply, 'Count me in, 8:00 at the range.');
  await page.getByTestId('reply-submit').click();
  await page.waitForURL(/\/dashboard\/topic\/detail\?id=\d+/);
  expect(await leaveDialog(page).count()).toBe(0);
  await expect.poll(() => page.getByTestId('reply-item').count()).toBe(1);

  // a reply edited on the topic's second page, then Back to the first: the reply (and its dialog) would go, so it asks
  for (let i = 1; i <= 20; i += 1) await api(`/api/topics/${topic.id}/replies`, { content: `Reply ${i}` }, token);
  await page.reload();
  await page.locator('.ant-pagination-item-2').click();
  await page.waitForURL(/page=2/);
  const last = page.getByTestId('reply-item').filter({ hasText: 'Reply 20' });
  await last.getByRole('button', { name: 'Edit' }).click();
  const edited = page.getByRole('dialog', { name: 'Edit reply' }).getByRole('textbox');
  await edited.fill('Reply 20, and a lift for two.');
  await page.goBack();
  await expect.poll(() => leaveDialog(page).isVisible()).toBe(true);
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  expect(await edited.inputValue()).toBe('Reply 20, and a lift for two.');

  // 4. an empty form asks nothing; "Leave and discard" leaves
  await page.goto(`/dashboard/notice/publish?groupId=${group.id}`);
  await title.waitFor();
  await page.getByRole('menuitem', { name: 'Workplace' }).click();
  await page.waitForURL(/\/dashboard\/workplace/);
  await page.goto(`/dashboard/notice/publish?groupId=${group.id}`);
  await title.fill('A notice nobody needs');
  await page.getByRole('menuitem', { name: 'Workplace' }).click();
  await leaveDialog(page).getByRole('button', { name: 'Leave and discard' }).click();
  await page.waitForURL(/\/dashboard\/workplace/);
  expect(pageErrors).toEqual([]);
});

test('with the dialog’s code out of reach (offline), the browser’s own confirmation asks before typed text is dropped', async ({ page }) => {
  const { organiser, group } = await organiserWithGroup('Offline Society');
  await signIn(page, organiser);
  await page.goto(`/dashboard/notice/publish?groupId=${group.id}`);
  const title = page.getByLabel('Title');
  await title.waitFor();
  // no more of the app's code arrives from here on: antd's Modal, which the guard loads as the form turns dirty, fails
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await title.fill('Typed while offline');
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('menuitem', { name: 'Workplace' }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain(LEAVE_TITLE);
  expect(await leaveDialog(page).count()).toBe(0);
  expect(new URL(page.url()).pathname).toBe('/dashboard/notice/publish');
  expect(await title.inputValue()).toBe('Typed while offline');
});

test('the other page forms ask before dropping typed changes, and let go when untouched or saved', async ({ page }) => {
  const { organiser, group, createEvent } = await organiserWithGroup('Guarded Society');
  const activity = await createEvent('Guarded Medal');
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, organiser);

  const forms = [
    { url: `/activity/create?groupId=${group.id}`, field: 'Title', question: 'Leave without saving the event?' },
    { url: `/activity/register?id=${activity.id}`, field: 'Title', question: 'Leave without saving the event?' },
    { url: `/activity/register?id=${activity.id}&tab=vote`, field: 'Points per member', question: 'Leave without saving the vote settings?' },
    { url: `/dashboard/group/setting?id=${group.id}`, field: 'Introduction', question: "Leave without saving the group's settings?" },
    { url: '/user/setting', field: 'Nickname', question: 'Leave without saving your settings?' },
    { url: `/dashboard/activity/donate?id=${activity.id}`, field: 'Title', question: 'Leave without sending your sponsorship?' },
  ];
  const toWorkplace = () => page.getByRole('menuitem', { name: 'Workplace' }).click();
  for (const { url, field, question } of forms) {
    const dialog = page.locator('.ant-modal').filter({ hasText: question });
    // untouched: a menu link leaves at once
    await page.goto(url);
    await page.getByLabel(field, { exact: true }).waitFor();
    await toWorkplace();
    await page.waitForURL(/\/dashboard\/workplace/);
    expect(await dialog.count(), url).toBe(0);
    // typed: the question, and "Leave and discard" leaves
    await page.goto(url);
    await page.getByLabel(field, { exact: true }).fill('25');
    await toWorkplace();
    await expect.poll(() => dialog.isVisible(), { message: url }).toBe(true);
    await dialog.getByRole('button', { name: 'Leave and discard' }).click();
    await page.waitForURL(/\/dashboard\/workplace/);
  }

  // saved in place (the form stays on the page): leaving afterwards asks nothing
  await page.goto(`/dashboard/group/setting?id=${group.id}`);
  await page.getByLabel('Introduction', { exact: true }).fill('We play the second Sunday of every month.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => page.getByText('The settings were saved.').isVisible()).toBe(true);
  await toWorkplace();
  await page.waitForURL(/\/dashboard\/workplace/);
  expect(await page.locator('.ant-modal').filter({ hasText: "Leave without saving the group's settings?" }).count()).toBe(0);
  expect(pageErrors).toEqual([]);
});

test('on the event management page a refetch never replaces typed changes, and an untouched form shows the newer values', async ({ page }) => {
  const { organiser, token, createEvent } = await organiserWithGroup('Refetch Society');
  await signIn(page, organiser);
  const title = () => page.getByLabel('Title', { exact: true });
  // the vote tab's save reloads the event (a newer updatedAt), as another tab's or another organiser's save does
  const saveVoteTab = async (id: string) => {
    await page.getByRole('tab', { name: 'Vote' }).click();
    await page.getByLabel('Points per member', { exact: true }).fill('30');
    await page.getByRole('button', { name: 'Save vote settings' }).click();
    await expect.poll(() => page.getByText('Vote settings saved.').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Basic info' }).click();
    await page.waitForURL(new RegExp(`id=${id}`));
  };

  // typed, then the event changes elsewhere and reloads: what was typed stays
  const typed = await createEvent('Typed Medal');
  await page.goto(`/activity/register?id=${typed.id}`);
  await title().fill('My unsaved title');
  await apiSend('PATCH', `/api/activities/${typed.id}`, { title: 'Renamed elsewhere', description: 'Bring a hat' }, token);
  await saveVoteTab(typed.id);
  expect(await title().inputValue()).toBe('My unsaved title');
  // the fields not typed in took the newer values, so saving writes back none of the stale ones
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(async () => (await api<{ title: string }>(`/api/activities/${typed.id}`, undefined, token)).data.title).toBe('My unsaved title');
  const saved = (await api<{ description: string; vote: { pointsPerMember: number } }>(`/api/activities/${typed.id}`, undefined, token)).data;
  expect([saved.description, saved.vote.pointsPerMember]).toEqual(['Bring a hat', 30]);

  // untouched: the reloaded event's values show
  const untouched = await createEvent('Untouched');
  await page.goto(`/activity/register?id=${untouched.id}`);
  await expect.poll(() => title().inputValue()).toMatch(/^Untouched \w{4}$/);
  await apiSend('PATCH', `/api/activities/${untouched.id}`, { title: 'Renamed elsewhere' }, token);
  await saveVoteTab(untouched.id);
  await expect.poll(() => title().inputValue()).toBe('Renamed elsewhere');

  // the courses tab, once opened, follows courses saved elsewhere while untouched: leaving asks nothing
  const holes = Array.from({ length: 18 }, (_, i) => ({ number: i + 1, par: 4, strokeIndex: i + 1 }));
  const course = (await api<{ id: string }>('/api/courses', { name: `Refetch Links ${Date.now().toString(36)}`, holes }, token)).data;
  await page.getByRole('tab', { name: 'Course' }).click();
  await page.getByText('Open the course library').waitFor();
  await apiSend('PATCH', `/api/activities/${untouched.id}`, { courseIds: [course.id] }, token);
  await saveVoteTab(untouched.id);
  await page.getByRole('menuitem', { name: 'Workplace' }).click();
  await page.waitForURL(/\/dashboard\/workplace/);
  expect(await page.locator('.ant-modal').filter({ hasText: 'Leave without saving the event?' }).count()).toBe(0);
});

test('the course editor asks before Esc, the close button or Cancel drop what was typed', async ({ page }) => {
  const { organiser } = await organiserWithGroup('Course Society');
  await signIn(page, organiser);
  await page.goto('/activity/course');
  await page.getByRole('button', { name: 'New course' }).click();
  const editor = page.locator('.ant-modal').filter({ hasText: 'New course' }).first();
  const name = editor.getByLabel('Course', { exact: true });
  await name.fill('Lakeside North');
  const question = page.locator('.ant-modal').filter({ hasText: 'Close without saving the course?' });
  // Esc asks; "Keep editing" keeps the dialog and the name
  await page.keyboard.press('Escape');
  await question.waitFor();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await question.waitFor({ state: 'hidden' });
  expect(await name.inputValue()).toBe('Lakeside North');
  // Cancel asks too; "Discard changes" closes
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await question.getByRole('button', { name: 'Discard changes' }).click();
  await editor.waitFor({ state: 'hidden' });
  // untouched, it closes at once
  await page.getByRole('button', { name: 'New course' }).click();
  await editor.waitFor();
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await editor.waitFor({ state: 'hidden' });
});

test('a dialog saved while offline says to check the connection at once, keeps what was typed, and sends nothing later', async ({ page }) => {
  const { organiser, token, createEvent } = await organiserWithGroup('Offline Society');
  const event = await createEvent('Offline Cup');
  await signIn(page, organiser);
  await page.goto(`/activity/register?id=${event.id}&tab=prize`);
  await page.getByRole('button', { name: 'Add prize item' }).click();
  const modal = page.locator('.ant-modal').filter({ hasText: 'Add prize item' });
  await modal.getByLabel('Prize').fill('Umbrella');
  await modal.getByLabel('Quantity').fill('2');
  await page.context().setOffline(true);
  await modal.getByRole('button', { name: 'Save' }).click();
  // the network's message, not a button spinning until the phone is back online
  await expect.poll(() => modal.innerText(), { timeout: 4000 }).toContain('Check your network connection');
  expect(await modal.getByLabel('Prize').inputValue()).toBe('Umbrella');
  // back online, the refused save is not sent behind the user's back: the dialog is closed and there is no prize
  await page.context().setOffline(false);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForTimeout(1500);
  const prizes = await api<{ list: unknown[] }>(`/api/activities/${event.id}/prizes`, undefined, token);
  expect(prizes.data.list).toEqual([]);
});

test('a session that ends while a form has unsaved work: the way to log in is free, and after logging in the work is back', async ({ page }) => {
  const { organiser, group } = await organiserWithGroup('Expiry Society');
  await signIn(page, organiser);
  await page.goto(`/dashboard/notice/publish?groupId=${group.id}`);
  const title = page.getByLabel('Title');
  await title.fill('Course closed on Monday');
  await page.getByLabel('Content').fill('Frost: the course is closed until noon.');
  // the session ends on the server (revoked here; expired or disabled alike), then the user presses publish
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await api('/api/user/logout', {}, token ?? '');
  await page.getByTestId('notice-submit').click();
  // no "leave without posting?" in the way: the login page, which leads back
  await page.waitForURL(/\/login\?redirect=/);
  expect(await leaveDialog(page).count()).toBe(0);
  await page.getByLabel('Username or email').fill(organiser.username);
  await page.getByLabel('Password', { exact: true }).fill(organiser.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/dashboard\/notice\/publish\?groupId=/);
  await expect.poll(() => title.inputValue()).toBe('Course closed on Monday');
  expect(await page.getByLabel('Content').inputValue()).toBe('Frost: the course is closed until noon.');
  await expect.poll(() => page.getByText('what you had typed is back').count()).toBe(1);
  // and it can be published now
  await page.getByTestId('notice-submit').click();
  await page.waitForURL(/\/dashboard\/notice\/detail\?id=\d+/);
});

test('a double click on a dialog’s add button adds once', async ({ page }) => {
  const { organiser, token, createEvent } = await organiserWithGroup('Double Society');
  const event = await createEvent('Double Cup');
  await signIn(page, organiser);
  await page.goto(`/activity/register?id=${event.id}&tab=players`);
  await page.getByRole('button', { name: 'Add guest' }).click();
  const modal = page.locator('.ant-modal').filter({ hasText: 'Add guest' });
  await modal.getByLabel('Name').fill('Guest Twice');
  await modal.getByText('Male', { exact: true }).click();
  await modal.getByRole('button', { name: 'Add', exact: true }).dblclick();
  await modal.waitFor({ state: 'hidden' });
  await page.waitForTimeout(1000);
  const players = await api<{ list: { name: string }[] }>(`/api/activities/${event.id}/players?pageSize=100`, undefined, token);
  expect(players.data.list.filter((p) => p.name === 'Guest Twice')).toHaveLength(1);
});

test('a status button with changes not saved on the page asks first: back keeps them and changes nothing, going on uses the saved event', async ({ page }) => {
  const { organiser, token, createEvent } = await organiserWithGroup('Status Society');
  await signIn(page, organiser);
  // made through the API, its deadline has seconds: the form shows and saves minutes, and is not "changed" once saved
  const event = await createEvent('Copy Medal');
  await page.goto(`/activity/register?id=${event.id}`);
  const capacity = page.getByLabel('Capacity', { exact: true });
  await expect.poll(() => capacity.inputValue()).toBe('20');
  await capacity.fill('32');
  const asked = page.locator('.ant-modal-confirm').filter({ hasText: 'Changes not saved' });
  await page.getByTestId('move-registering').click();
  await expect.poll(() => asked.isVisible()).toBe(true);
  expect(await asked.innerText()).toContain('“Open registration” uses the event as last saved');
  await asked.getByRole('button', { name: 'Back, to save' }).click();
  await expect.poll(() => asked.count()).toBe(0);
  expect(await capacity.inputValue()).toBe('32');
  expect((await api<{ status: string }>(`/api/activities/${event.id}`, undefined, token)).data.status).toBe('draft');
  // saved: the button opens registration at once, with the new capacity
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(async () => (await api<{ capacity: number }>(`/api/activities/${event.id}`, undefined, token)).data.capacity).toBe(32);
  await page.locator('.ant-message').getByText('Saved', { exact: true }).waitFor();
  await page.getByTestId('move-registering').click();
  await expect.poll(async () => (await api<{ status: string }>(`/api/activities/${event.id}`, undefined, token)).data.status).toBe('registering');
  expect(await asked.count()).toBe(0);
  // changed again, then going on without them: the move happens, the form keeps what was typed
  await capacity.fill('40');
  await page.getByTestId('move-closed').click();
  await asked.getByRole('button', { name: 'Go on without them' }).click();
  // closing before the deadline is asked as well, with the deadline it replaces
  const early = page.locator('.ant-modal-confirm').filter({ hasText: 'Close registration now?' });
  await expect.poll(() => early.isVisible()).toBe(true);
  expect(await early.innerText()).toContain('The deadline is');
  await early.getByRole('button', { name: 'Close registration' }).click();
  await expect.poll(async () => (await api<{ status: string }>(`/api/activities/${event.id}`, undefined, token)).data.status).toBe('closed');
  expect((await api<{ capacity: number }>(`/api/activities/${event.id}`, undefined, token)).data.capacity).toBe(32);
  expect(await capacity.inputValue()).toBe('40');
});
