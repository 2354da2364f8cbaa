/// <reference types="node" />
// Issue 3, end to end in Chromium through the real UI: a user creates a group; a second user (on a phone)
// searches it and applies; the owner approves on the audit page; the applicant finds the group under
// "my groups"; an admin disables the applicant on /manager/member, whose next request logs them out.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { root } from '../../../scripts/build-state.mjs';
import { ADMIN, apiRegisterAndActivate, loginViaApi, newPage, test } from './support';

const shotsDir = path.join(root, 'test-results', 'groups');

async function signIn(page: Page, account: { username: string; password: string }) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await loginViaApi(page, account);
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

test('create, apply, approve, my groups, and an admin disables the applicant', async ({ browser, page }) => {
  const owner = await apiRegisterAndActivate();
  const applicant = await apiRegisterAndActivate();
  const groupName = `E2E Golf ${Date.now().toString(36)}`;

  // 1. the owner creates the group through the UI
  await signIn(page, owner);
  // in no group yet, the workplace offers to start one: the button opens the group list with its dialog open
  await page.goto('/dashboard/workplace');
  await page.getByTestId('start-group').click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // the flag leaves the address at once: a reload or Back does not open the dialog again
  await page.waitForURL((url) => url.pathname === '/dashboard/group/index' && !url.search.includes('create'));
  await dialog.getByLabel('Name', { exact: true }).fill(groupName);
  await dialog.getByLabel('Introduction').fill('Monthly medal at Pine Ridge; every level welcome.');
  await dialog.getByTestId('create-group-submit').click();
  await expect.poll(() => dialog.getByText(`“${groupName}” is ready`).isVisible()).toBe(true);
  await dialog.getByRole('button', { name: 'Open the group' }).click();
  await page.waitForURL(/\/dashboard\/group\/detail\?id=\d+/);
  const groupId = new URL(page.url()).searchParams.get('id')!;
  await expect.poll(() => page.getByTestId('group-name').textContent()).toBe(groupName);

  // 1b. the owner invites people before there is any event: a link to the group's page, where a newcomer who logs in
  // from it lands and can apply
  await page.getByTestId('group-invite').click();
  const invite = page.getByRole('dialog');
  await invite.getByText(`Invite to ${groupName}`).waitFor();
  const link = await invite.getByTestId('share-link').inputValue();
  expect(link).toMatch(new RegExp(`/dashboard/group/detail\\?id=${groupId}&lang=en-US$`));
  await invite.getByTestId('share-qr').waitFor();
  await page.keyboard.press('Escape');
  const newcomer = await apiRegisterAndActivate();
  const invited = await newPage(browser, 'phone');
  try {
    await invited.goto('/login');
    await invited.evaluate(() => localStorage.setItem('locale', 'en-US'));
    await invited.goto(link);
    await invited.waitForURL(/\/login\?redirect=/);
    await invited.getByLabel('Username or email').fill(newcomer.username);
    await invited.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await invited.getByRole('button', { name: 'Log in', exact: true }).click();
    await invited.waitForURL((url) => url.pathname === '/dashboard/group/detail' && url.searchParams.get('id') === groupId);
    await invited.getByRole('button', { name: 'Apply to join' }).waitFor();
  } finally {
    await invited.context().close();
  }

  // 2. the applicant, on a phone, searches the group and applies with a message
  const phone = await newPage(browser, 'phone');
  try {
    await signIn(phone, applicant);
    await phone.goto('/dashboard/group/index');
    const search = phone.getByPlaceholder('Enter the organising committee to search');
    await search.fill(groupName);
    await search.press('Enter');
    const card = phone.getByTestId('group-card').filter({ hasText: groupName });
    await card.getByRole('button', { name: 'Apply to join' }).click();
    const apply = phone.getByRole('dialog');
    await apply.getByLabel('Message to the organisers').fill('Hello, I play most Sundays.');
    await apply.getByRole('button', { name: 'Send application' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Application pending' }).isVisible()).toBe(true);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(phone, 'phone-group-search-pending');

    // 3. the owner approves it on the audit page
    await page.getByTestId('group-audit-link').click();
    await page.waitForURL(`**/dashboard/group/member/audit?id=${groupId}`);
    const row = page.getByRole('row').filter({ hasText: applicant.username });
    await expect.poll(() => row.getByText('Hello, I play most Sundays.').isVisible()).toBe(true);
    await row.getByTestId('approve-application').click();
    await expect.poll(() => page.getByText('No application is waiting').isVisible()).toBe(true);

    // 4. the applicant sees the group under "my groups"
    await phone.goto('/dashboard/group/index?mine=1');
    const mine = phone.getByTestId('group-card').filter({ hasText: groupName });
    await expect.poll(() => mine.getByRole('button', { name: 'Open', exact: true }).isVisible()).toBe(true);
    await shot(phone, 'phone-my-groups');
    // a member's group page shows the statistics and the vote leaderboard (their own download, for members only)
    await phone.goto(`/dashboard/group/detail?id=${groupId}`);
    // the statistics (ECharts, the page's heaviest code) load as their card comes near the screen
    await phone.getByText('Statistics', { exact: true }).first().scrollIntoViewIfNeeded();
    await expect.poll(() => phone.locator('.ant-statistic').filter({ hasText: 'Members' }).isVisible()).toBe(true);
    await expect.poll(() => phone.locator('.ant-table').count()).toBeGreaterThanOrEqual(2);
    await phone.goto(`/dashboard/group/member?id=${groupId}`);
    await expect.poll(() => phone.getByText(`@${applicant.username}`).isVisible()).toBe(true);
    await shot(phone, 'phone-group-members');

    // 5. the admin disables the applicant's account
    const admin = await newPage(browser);
    try {
      await signIn(admin, ADMIN);
      await admin.goto('/manager/member');
      const managerSearch = admin.getByPlaceholder('Search by name, email or phone');
      await managerSearch.fill(applicant.username);
      await managerSearch.press('Enter');
      const account = admin.getByRole('row').filter({ hasText: `@${applicant.username}` });
      await account.getByTestId('disable-member').click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(() => account.getByText('Disabled', { exact: true }).isVisible()).toBe(true);
    } finally {
      await admin.context().close();
    }

    // 6. the applicant's next request ends their session: the app goes to the login page
    await phone.evaluate(() => window.history.pushState({}, '', '/dashboard/group/index'));
    await phone.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await phone.waitForURL(/\/login/);
    expect(await phone.evaluate(() => localStorage.getItem('token'))).toBeNull();
  } finally {
    await phone.context().close();
  }
});
