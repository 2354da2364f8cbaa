/// <reference types="node" />
// Issue 10, accessibility in Chromium: axe-core (WCAG 2.0/2.1 A and AA plus best practices) on the
// login, workplace, event detail, flights, score entry, score grid and results pages in zh-CN, en-US
// and ja-JP (login and score entry also on a 375-px phone, every page once more in the dark theme):
// no serious or critical violation, lesser ones printed. Then two keyboard-only paths with a visible
// focus at every stop: signing up from the event page and typing strokes into the score grid.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ADMIN, api, apiRegisterAndActivate, apiSend, loginViaApi, makeAccount, newPage, test, type TestAccount } from './support';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const LOCALES = ['zh-CN', 'en-US', 'ja-JP'] as const;
type Locale = (typeof LOCALES)[number];

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 3, 4, 5, 4];
const STROKE_INDEXES = [7, 11, 15, 1, 3, 13, 17, 9, 5, 8, 16, 4, 12, 2, 18, 10, 6, 14];

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const call = (method: 'PUT', url: string, body: unknown, token: string): Promise<unknown> => apiSend(method, url, body, token);

interface Scene {
  adminToken: string;
  member: TestAccount;
  memberToken: string;
  /** in play: 8 players in two published flights (the member marks the first), a few holes scored */
  playing: string;
  markerPid: string;
  /** open for sign-up, the member not yet signed up */
  open: string;
}

/** One group and course, an event in play with flights and scores, and an event open for sign-up — built once through the API. */
async function buildScene(): Promise<Scene> {
  const stamp = Date.now().toString(36);
  const adminToken = (await api<{ token: string }>('/api/user/auth', ADMIN)).data.token;
  const group = (await api<{ id: string }>('/api/groups', { name: `A11y Society ${stamp}`, joinApproval: false }, adminToken)).data;
  const course = (
    await api<{ id: string }>(
      '/api/courses',
      {
        name: `A11y Links ${stamp}`,
        location: 'Hangzhou',
        holes: PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: STROKE_INDEXES[i] })),
        tees: [{ name: 'White', rating: 71.2, slope: 125 }],
      },
      adminToken,
    )
  ).data;
  const member = await apiRegisterAndActivate(makeAccount('a11y'));
  const memberToken = (await api<{ token: string }>('/api/user/auth', member)).data.token;
  await api(`/api/groups/${group.id}/applications`, { message: '' }, memberToken);

  const createEvent = async (title: string, offset: number) => {
    const { id } = (
      await api<{ id: string }>(
        '/api/activities',
        {
          groupId: group.id,
          title,
          days: [day(offset)],
          teeOffTime: '08:00',
          regtime: new Date(Date.now() + (offset - 1) * 86_400_000).toISOString(),
          capacity: 40,
          place: 'Pine Ridge Golf Club',
          courseIds: [course.id],
        },
        adminToken,
      )
    ).data;
    await api(`/api/activities/${id}/status`, { status: 'registering' }, adminToken);
    return id;
  };

  const playing = await createEvent(`Medal ${stamp.slice(-4)}`, 2);
  await api(`/api/activities/${playing}/registrations`, { remark: '' }, memberToken);
  const guests: string[] = [];
  for (let i = 0; i < 7; i++) {
    const body = { name: `Golfer ${i + 1}`, sex: i % 3 === 0 ? 'F' : 'M', handicap: 4 + i * 3 };
    guests.push((await api<{ id: string }>(`/api/activities/${playing}/players`, body, adminToken)).data.id);
  }
  const players = (await api<{ list: { id: string; userId: string | null }[] }>(`/api/activities/${playing}/players`, undefined, adminToken)).data.list;
  const markerPid = players.find((p) => p.userId !== null)!.id;
  await api(`/api/activities/${playing}/status`, { status: 'closed' }, adminToken);
  await call(
    'PUT',
    `/api/activities/${playing}/flights`,
    {
      flights: [
        { day: day(2), teeTime: '08:00', startHole: 1, players: [markerPid, ...guests.slice(0, 3)] },
        { day: day(2), teeTime: '08:08', startHole: 1, players: guests.slice(3) },
      ],
    },
    adminToken,
  );
  await api(`/api/activities/${playing}/flights/publish`, {}, adminToken);
  await api(`/api/activities/${playing}/status`, { status: 'playing' }, adminToken);
  for (const [i, pid] of guests.entries()) {
    const holes = [1, 2, 3, 4].map((number) => ({ number, strokes: PARS[number - 1] + ((i + number) % 3), putts: 2 }));
    await call('PUT', `/api/activities/${playing}/scorecards/${pid}`, { holes }, adminToken);
  }

  const open = await createEvent(`Spring Cup ${stamp.slice(-4)}`, 9);
  return { adminToken, member, memberToken, playing, markerPid, open };
}

let scene: Promise<Scene> | undefined;
const theScene = () => (scene ??= buildScene());

// ---------------------------------------------------------------- axe

interface Finding {
  page: string;
  impact: string;
  rule: string;
  help: string;
  targets: string[];
}

const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function runAxe(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (runOnly) => (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }).axe.run(document, { runOnly, resultTypes: ['violations'] }),
    RULES,
  );
  return results.violations;
}

/** Opens `path` (the page's context sets the language and theme: `visitor`), waits for `ready` and for spinners and animations to settle, and runs axe. */
async function audit(page: Page, label: string, path: string, locale: Locale, ready: string, findings: Finding[], dark = false) {
  await page.goto(path);
  await page.locator(ready).first().waitFor();
  await expect.poll(() => page.locator('.ant-spin-spinning, .ant-skeleton-active').count()).toBe(0);
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dataset.theme])).toEqual([locale, dark ? 'dark' : 'light']);
  // antd's locale is the page's (its language also picks the CJK font: Japanese kanji in a Japanese face, app/fonts.ts)
  if (!label.startsWith('login')) expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(locale === 'ja-JP' ? 'Noto Sans CJK JP' : 'Noto Sans CJK SC');
  // antd's enter animations (opacity) would skew the colour-contrast rule: wait until they end (endless ones, such as a live badge's pulse, aside)
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length)).toBe(0);
  const name = `${label} ${locale}${dark ? ' dark' : ''}`;
  for (const v of await runAxe(page)) {
    findings.push({ page: name, impact: v.impact ?? 'unknown', rule: v.id, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) });
  }
}

/**
 * A page whose every document starts in `locale` and the theme, signed in as `account` (null: a visitor), without a
 * page load to set them: the storage is written before the app's code runs.
 */
async function visitor(browser: Browser, viewport: 'desktop' | 'phone', account: { username: string; password: string } | null, locale: Locale, dark: boolean) {
  const page = await newPage(browser, viewport);
  const token = account ? (await api<{ token: string }>('/api/user/auth', { ...account, remember: true })).data.token : null;
  await page.context().addInitScript(
    ([lang, theme, session]) => {
      localStorage.setItem('locale', lang);
      const raw = localStorage.getItem('golf-settings');
      const stored = raw ? (JSON.parse(raw) as { state: Record<string, unknown>; version: number }) : { state: {}, version: 1 };
      stored.state.theme = theme;
      localStorage.setItem('golf-settings', JSON.stringify(stored));
      if (session) localStorage.setItem('token', session);
    },
    [locale, dark ? 'dark' : 'light', token] as const,
  );
  return page;
}

/** Every key page in one language and theme: login and score entry on a desktop and a phone, the rest on a desktop. */
async function auditAll(browser: Browser, locale: Locale, dark: boolean): Promise<Finding[]> {
  const s = await theScene();
  const findings: Finding[] = [];
  const anonymous = { desktop: await visitor(browser, 'desktop', null, locale, dark), phone: await visitor(browser, 'phone', null, locale, dark) };
  const member = { desktop: await visitor(browser, 'desktop', s.member, locale, dark), phone: await visitor(browser, 'phone', s.member, locale, dark) };
  const organiser = await visitor(browser, 'desktop', ADMIN, locale, dark);
  try {
    await audit(anonymous.desktop, 'login desktop', '/login', locale, 'form button[type=submit]', findings, dark);
    await audit(anonymous.phone, 'login phone', '/login', locale, 'form button[type=submit]', findings, dark);
    await audit(member.desktop, 'workplace', '/dashboard/workplace', locale, '[data-testid=workplace-greeting]', findings, dark);
    await audit(member.desktop, 'event detail', `/dashboard/activity/detail?id=${s.open}`, locale, '[data-testid=sign-up]', findings, dark);
    await audit(organiser, 'flights', `/activity/register?id=${s.playing}&tab=flights`, locale, '[data-testid=flight-card]', findings, dark);
    await audit(member.desktop, 'score entry desktop', `/dashboard/activity/score-entry?id=${s.playing}`, locale, '[data-testid=entry-hole]', findings, dark);
    await audit(member.phone, 'score entry phone', `/dashboard/activity/score-entry?id=${s.playing}`, locale, '[data-testid=entry-hole]', findings, dark);
    await audit(organiser, 'score grid', `/dashboard/activity/scores?id=${s.playing}`, locale, '[data-testid=score-grid]', findings, dark);
    await audit(organiser, 'results', `/dashboard/activity/result?id=${s.playing}`, locale, '[data-testid=results-table]', findings, dark);
  } finally {
    for (const page of [anonymous.desktop, anonymous.phone, member.desktop, member.phone, organiser]) await page.context().close();
  }
  return findings;
}

/**
 * rules that fail the test whatever their impact: every page has its one h1 (layout/page-heading.tsx), and headings go
 * down one level at a time, so headings navigation shows the page's outline (components/heading.tsx)
 */
const ALWAYS_BLOCKING = new Set(['page-has-heading-one', 'heading-order']);

/** Prints moderate and minor findings; fails on serious and critical ones (and ALWAYS_BLOCKING), listing them all. */
function judge(findings: Finding[]) {
  const blocking = (f: Finding) => f.impact === 'serious' || f.impact === 'critical' || ALWAYS_BLOCKING.has(f.rule);
  for (const f of findings.filter((x) => !blocking(x))) console.log(`a11y (${f.impact}, not failing) ${f.page}: ${f.rule} — ${f.help} — ${f.targets.join(' | ')}`);
  expect(findings.filter(blocking).map((f) => `${f.page}: [${f.impact}] ${f.rule} — ${f.help} — ${f.targets.join(' | ')}`)).toEqual([]);
}

for (const locale of LOCALES) {
  test(`axe: no serious or critical violation on the key pages in ${locale}, desktop and phone`, async ({ browser }) => {
    judge(await auditAll(browser, locale, false));
  });
}

test('axe: no serious or critical violation on the key pages in the dark theme (en-US)', async ({ browser }) => {
  judge(await auditAll(browser, 'en-US', true));
});

// ---------------------------------------------------------------- keyboard only

/**
 * The focused element, and whether focus shows: the computed outline and box-shadow of the element and
 * its three nearest ancestors (antd draws some rings on a wrapper) are read while focused, again after a
 * blur, and must differ somewhere with a visible ring while focused. Focus is then put back.
 */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { testid: null, text: '', tag: 'body', visible: false, cell: null as string | null };
    const chain: Element[] = [];
    for (let node: Element | null = el; node && chain.length < 4; node = node.parentElement) chain.push(node);
    const rings = () =>
      chain.map((node) => {
        const style = getComputedStyle(node);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : '';
        const shadow = style.boxShadow === 'none' ? '' : style.boxShadow;
        return `${outline}|${shadow}`;
      });
    const withFocus = rings();
    el.blur();
    const withoutFocus = rings();
    el.focus({ preventScroll: true });
    const visible = withFocus.some((ring, i) => ring !== withoutFocus[i] && ring !== '|');
    return {
      testid: el.getAttribute('data-testid'),
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      tag: el.tagName.toLowerCase(),
      visible,
      cell: el.getAttribute('data-cell'),
    };
  });
}

/** Transitions off, so computed styles are final at once (focus rings fade in over 0.2 s otherwise). */
async function noTransitions(page: Page) {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }' });
}

/** Presses Tab until `match` holds for the focused element, asserting a visible focus at every stop. */
async function tabTo(page: Page, match: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    expect(f.visible, `focus on <${f.tag}> "${f.text.slice(0, 40)}" (${f.testid ?? ''}) is not visible`).toBe(true);
    if (match(f)) return f;
  }
  throw new Error(`no focusable element matched after ${max} tabs`);
}

/** Signs `account` in (en-US), opens `path`, waits for `ready` (a test id) and stops the animations: a keyboard test's start. */
async function openForKeyboard(page: Page, account: { username: string; password: string }, path: string, ready: string) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await loginViaApi(page, account);
  await page.goto(path);
  await page.getByTestId(ready).waitFor();
  await noTransitions(page);
}

test('keyboard only: a member signs up from the event page with a remark and sees the confirmation', async ({ page }) => {
  const s = await theScene();
  await openForKeyboard(page, s.member, `/dashboard/activity/detail?id=${s.open}`, 'sign-up');

  await tabTo(page, (f) => f.testid === 'sign-up');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // the remark field takes the focus when the dialog opens
  await expect.poll(async () => (await focused(page)).tag).toBe('textarea');
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.type('Keyboard only, cart please');
  // Escape with a remark typed asks first, and Escape again ("Keep editing") keeps the dialog, the text and the focus
  await page.keyboard.press('Escape');
  const question = page.locator('.ant-modal-confirm');
  await question.locator('.ant-modal-confirm-title', { hasText: 'Close without saving?' }).waitFor();
  // it opens on its safe button: Enter there keeps the text (the focus was on "Discard")
  await expect.poll(async () => (await focused(page)).text).toBe('Keep editing');
  await page.keyboard.press('Escape');
  await question.waitFor({ state: 'hidden' });
  expect(await dialog.locator('textarea').inputValue()).toBe('Keyboard only, cart please');
  await expect.poll(async () => (await focused(page)).tag).toBe('textarea');
  // the account's profile has no sex: the next field asks for it, and Space picks the first choice
  await page.keyboard.press('Tab');
  await expect.poll(async () => (await focused(page)).tag).toBe('input');
  await page.keyboard.press('Space');
  await tabTo(page, (f) => f.tag === 'button' && f.text === 'Sign up', 6);
  await page.keyboard.press('Enter');
  await page.getByText('Signed up — see you there!').waitFor();
  await expect.poll(() => page.getByTestId('my-status').first().textContent()).toBe('Registered');

  const mine = (await api<{ myRegistration: { status: string; remark: string } | null }>(`/api/activities/${s.open}`, undefined, s.memberToken)).data.myRegistration;
  expect(mine).toMatchObject({ status: 'registered', remark: 'Keyboard only, cart please' });
});

test('keyboard only: an organiser types strokes into the score grid and saves the row', async ({ page }) => {
  const s = await theScene();
  await openForKeyboard(page, ADMIN, `/dashboard/activity/scores?id=${s.playing}`, 'score-grid');

  // Tab into the grid (first cell: the marker's hole 1), then arrows to hole 6, type 5 and 4 (holes 6 and 7)
  const rowOfMarker = await page.evaluate((pid) => {
    const input = document.querySelector(`[data-testid="grid-row-${pid}-strokes"] input[data-cell]`);
    return input?.getAttribute('data-cell')?.split(':')[0] ?? null;
  }, s.markerPid);
  expect(rowOfMarker).not.toBeNull();
  await tabTo(page, (f) => f.cell !== null);
  const start = (await focused(page)).cell!.split(':').map(Number);
  const target = Number(rowOfMarker);
  for (let r = start[0]; r < target; r++) await page.keyboard.press('ArrowDown');
  for (let r = start[0]; r > target; r--) await page.keyboard.press('ArrowUp');
  for (let c = start[1]; c < 5; c++) await page.keyboard.press('ArrowRight');
  const cell = await focused(page);
  expect(cell.cell).toBe(`${target}:5`);
  expect(cell.visible).toBe(true);
  await page.keyboard.type('54');
  expect((await focused(page)).cell).toBe(`${target}:7`);

  // on to the row's Save button, then Enter
  await tabTo(page, (f) => f.tag === 'button' && f.text === 'Save', 20);
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => {
      const cards = (await api<{ players: { pid: string; holes: { number: number; strokes: number }[] }[] }>(`/api/activities/${s.playing}/scorecards`, undefined, s.adminToken)).data;
      return cards.players.find((p) => p.pid === s.markerPid)?.holes.map((h) => `${h.number}:${h.strokes}`).join(' ');
    }, { timeout: 10_000 })
    .toBe('6:5 7:4');
});

test('keyboard only: the results open a player’s scorecard from the name; the grid row says "Saved" in words', async ({ page }) => {
  const s = await theScene();
  await openForKeyboard(page, ADMIN, `/dashboard/activity/result?id=${s.playing}`, 'results-table');
  // the first name in the table is a button: Tab reaches it, Enter opens the card
  const firstName = (await page.locator('[data-testid=results-table] tbody tr.ant-table-row').first().locator('button').first().innerText()).trim();
  await tabTo(page, (f) => f.tag === 'button' && f.text === firstName);
  await page.keyboard.press('Enter');
  await page.locator('.ant-drawer').filter({ hasText: firstName }).waitFor();

  // the score grid's row status is read out as words, not an icon's English name
  await page.goto(`/dashboard/activity/scores?id=${s.playing}`);
  await page.getByTestId('score-grid').waitFor();
  const row = page.locator(`[data-testid="grid-row-${s.markerPid}-strokes"]`);
  await row.locator('input[data-cell]').nth(8).fill('6');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => row.getByRole('status').innerText()).toBe('Saved');
});
