/// <reference types="node" />
// Issue 8, end to end in Chromium (zh-CN): two members buy vote tickets through the UI — one on a
// desktop, one on a 375-px phone — and a third through the API; the board shows points and odds.
// Then the cards go in through the scores API, the vote settles, and each member sees their winnings.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { root } from '../../../scripts/build-state.mjs';
import { ADMIN, api, apiRegisterAndActivate, apiSend, loginViaApi, makeAccount, test } from './support';

const shotsDir = path.join(root, 'test-results', 'vote');
const course = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'pine-ridge.json'), 'utf8')) as {
  name: string;
  holes: { number: number; par: number; strokeIndex: number }[];
};

async function shot(page: Page, name: string) {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

const put = (url: string, body: unknown, token: string) => apiSend('PUT', url, body, token);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Par on every hole plus one stroke on each of the first `extra` holes. */
const card = (extra: number) => course.holes.map((h) => ({ number: h.number, strokes: h.par + (h.number <= extra ? 1 : 0) }));

async function pick(page: Page, label: string, name: string) {
  // type to filter the searchable select, then take the (only) match with Enter
  const select = page.getByLabel(label, { exact: true });
  await select.click();
  await select.fill(name);
  await page.locator('.ant-select-item-option-active', { hasText: name }).waitFor();
  await select.press('Enter');
}

/** Opens the event page in zh-CN, follows its "投票" button and buys a ticket on two players. */
async function buyThroughUi(page: Page, account: { username: string; password: string }, aid: string, players: [string, string], points: number) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('locale', 'zh-CN'));
  await loginViaApi(page, account);
  await page.goto(`/dashboard/activity/detail?id=${aid}`);
  await page.getByTestId('open-vote').click();
  await page.getByText('仅限积分，绝不涉及金钱').waitFor();
  await pick(page, '第一位球员', players[0]);
  await pick(page, '第二位球员', players[1]);
  await page.getByLabel('本注积分').fill(String(points));
  await page.getByRole('button', { name: '确认投注' }).click();
  await page.getByText(`已用 ${points} 积分投注。`).waitFor();
  await page.getByTestId('vote-remaining').getByText(`${10 - points} / 10`).waitFor();
}

test('members buy vote tickets on desktop and phone; after the cards are in, each sees the right winnings (zh-CN)', async ({ page: desktop, phonePage: phone }) => {
  const stamp = Date.now().toString(36);
  const adminToken = (await api<{ token: string }>('/api/user/auth', ADMIN)).data.token;
  const group = (await api<{ id: string }>('/api/groups', { name: `Vote ${stamp}`, joinApproval: false }, adminToken)).data;
  const courseId = (await api<{ id: string }>('/api/courses', { ...course, name: `${course.name} ${stamp}` }, adminToken)).data.id;
  const aid = (
    await api<{ id: string }>(
      '/api/activities',
      {
        groupId: group.id,
        title: `Vote ${stamp.slice(-5)}`,
        days: [day(2)],
        teeOffTime: '08:00',
        regtime: `${day(1)}T12:00:00+00:00`,
        starttime: `${day(1)}T20:00:00+00:00`,
        capacity: 10,
        courseIds: [courseId],
        handicapSystem: { type: 'fixed' },
        vote: { enabled: true, pointsPerMember: 10 },
      },
      adminToken,
    )
  ).data.id;
  await api(`/api/activities/${aid}/status`, { status: 'registering' }, adminToken);
  const pid: Record<string, string> = {};
  for (const name of ['Amy', 'Ben', 'Cho']) pid[name] = (await api<{ id: string }>(`/api/activities/${aid}/players`, { name, sex: 'M', handicap: 0 }, adminToken)).data.id;

  // three members of the group who do not play
  const members = [];
  for (const prefix of ['va', 'vb', 'vc']) {
    const account = await apiRegisterAndActivate(makeAccount(prefix));
    const token = (await api<{ token: string }>('/api/user/auth', account)).data.token;
    await api(`/api/groups/${group.id}/applications`, { message: '' }, token);
    members.push({ account, token });
  }

  await buyThroughUi(desktop, members[0].account, aid, ['Amy', 'Ben'], 4);
  await buyThroughUi(phone, members[1].account, aid, ['Amy', 'Cho'], 6);
  await api(`/api/activities/${aid}/vote/tickets`, { players: [pid.Ben, pid.Cho], points: 2 }, members[2].token);

  // the board: pool 12; Amy–Ben holds 4 points (odds ×3.0), Amy–Cho 6 (×2.0)
  await desktop.reload();
  await desktop.getByTestId('vote-pool').getByText('12 分').waitFor();
  const row = desktop.locator('.ant-table-row', { hasText: 'Amy – Ben' });
  await row.getByText('×3.0').waitFor();
  expect(await desktop.locator('.ant-table-row', { hasText: 'Amy – Cho' }).textContent()).toContain('×2.0');
  await shot(desktop, 'desktop-board');
  await shot(phone, 'phone-board');

  // play: Amy on par, Ben one over, Cho two over — Amy and Ben finish 1st and 2nd
  await api(`/api/activities/${aid}/status`, { status: 'closed' }, adminToken);
  await api(`/api/activities/${aid}/status`, { status: 'playing' }, adminToken);
  await put(`/api/activities/${aid}/scorecards/${pid.Amy}`, { holes: card(0) }, adminToken);
  await put(`/api/activities/${aid}/scorecards/${pid.Ben}`, { holes: card(1) }, adminToken);
  await put(`/api/activities/${aid}/scorecards/${pid.Cho}`, { holes: card(2) }, adminToken);

  // the winner (all 12 points: the only winning ticket) and the others, each on their own page
  await desktop.reload();
  const settled = desktop.getByText('投票结果');
  await settled.waitFor();
  await desktop.getByTestId('winning-picks').getByText('Amy – Ben').waitFor();
  expect(await desktop.locator('.ant-statistic', { hasText: '我的奖励' }).textContent()).toContain('12');
  await desktop.getByText(/最高奖励：.*赢得 12 积分/).waitFor();
  // the points after the vote: 6 left + 12 won (the points left alone had said 6 of 10)
  await desktop.getByText('投注结算后我的积分').waitFor();
  expect(await desktop.getByTestId('vote-remaining').textContent()).toBe('18 分');
  await shot(desktop, 'desktop-settled');

  await phone.reload();
  await phone.getByText('投票结果').waitFor();
  expect(await phone.locator('.ant-statistic', { hasText: '我的奖励' }).textContent()).toMatch(/我的奖励\s*0/);
  await shot(phone, 'phone-settled');

  const third = (await api<{ list: { userId: string; winnings: number; spent: number }[]; pool: number; remainder: number }>(`/api/activities/${aid}/vote/settlement`, undefined, members[2].token)).data;
  expect(third.pool).toBe(12);
  expect(third.list.map((r) => r.winnings).sort((a, b) => b - a)).toEqual([12, 0, 0]);
  // no word for money anywhere on the pages
  for (const page of [desktop, phone]) expect(await page.locator('body').innerText()).not.toMatch(/人民币|¥|\$|money/i);
});
