/// <reference types="node" />
// Nothing a user typed is lost without asking: on the notice publish page and the full-page reply form, a menu link
// (or the cancel button) with typed text asks whether to leave; "Stay" keeps the text. Publishing or sending leaves
// the page for the saved post at once, with no question.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, apiRegisterAndActivate, loginViaApi, test } from './support';

const LEAVE_TITLE = 'Leave without posting?';

async function signIn(page: Page, account: { username: string; password: string }) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await loginViaApi(page, account);
}

/** the leave-or-stay dialog of the unsaved guard */
const leaveDialog = (page: Page) => page.locator('.ant-modal').filter({ hasText: LEAVE_TITLE });

test('the notice and reply forms ask before a menu link drops typed text, and publishing goes to the post without asking', async ({ page }) => {
  const organiser = await apiRegisterAndActivate();
  const token = (await api<{ token: string }>('/api/user/auth', organiser)).data.token;
  const stamp = Date.now().toString(36);
  const group = (await api<{ id: string }>('/api/groups', { name: `Unsaved Society ${stamp}`, joinApproval: false }, token)).data;
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
  await expect.poll(() => leaveDialog(page).isVisible()).toBe(true);
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await expect.poll(() => leaveDialog(page).isVisible()).toBe(false);
  expect(new URL(page.url()).pathname).toBe('/dashboard/notice/publish');
  expect(await title.inputValue()).toBe('Greens hollow-tined next week');

  // the cancel button (back to the list) asks too
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => leaveDialog(page).isVisible()).toBe(true);
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await expect.poll(() => leaveDialog(page).isVisible()).toBe(false);
  expect(new URL(page.url()).pathname).toBe('/dashboard/notice/publish');
  expect(await title.inputValue()).toBe('Greens hollow-tined next week');

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
  await expect.poll(() => leaveDialog(page).isVisible()).toBe(true);
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  expect(new URL(page.url()).pathname).toBe('/dashboard/topic/reply');
  expect(await reply.inputValue()).toBe('Count me in, 8:00 at the range.');
  await page.getByTestId('reply-submit').click();
  await page.waitForURL(/\/dashboard\/topic\/detail\?id=\d+/);
  expect(await leaveDialog(page).count()).toBe(0);
  await expect.poll(() => page.getByTestId('reply-item').count()).toBe(1);

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
