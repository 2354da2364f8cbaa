/// <reference types="node" />
// The login page rendered at build time (scripts/prerender.mjs): on screen before any of the app's JavaScript has run,
// taken over by the app without losing what the visitor did in the meantime (lib/first-screen.ts), and chosen by the
// server from the cookie the app keeps (app/first-screen-cookie.ts, apps/server/src/plugins/web.ts).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, apiRegisterAndActivate, apiSend, appStarted, loginViaApi, test } from './support';

const poll = expect.poll;

/** what a browser sends for a navigation: the server sends its pre-rendered login page only then (plugins/web.ts) */
const NAVIGATION_ACCEPT = 'text/html,application/xhtml+xml,*/*;q=0.8';

/**
 * Holds back the app's scripts until `release` is called (`held` counts the requests waiting): all of them, or with
 * `entry`, all but the small entry chunk and its static imports (what index.html links), which then runs.
 */
async function holdScripts(page: Page, { entry = false } = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  const html = entry ? await (await page.request.get('/login', { headers: { accept: NAVIGATION_ACCEPT } })).text() : '';
  const linked = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  await page.route('**/assets/*.js', async (route) => {
    if (linked.has(new URL(route.request().url()).pathname)) return route.continue();
    held++;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A first page's read held until `arrivals` (the session check, the page's code) are in and a moment more, so that
 * the page could render its loading state first; but never past 2 s, as the router waits 3 s for the first reads before
 * it renders that state anyway (app/router.tsx), however slow the machine.
 */
const afterCode = (arrivals: Promise<unknown>[]) => Promise.race([Promise.all(arrivals).then(() => sleep(300)), sleep(2000)]);

const rootState = (page: Page) => page.evaluate(() => document.getElementById('root')?.dataset.firstScreen ?? 'app');

test('the login page is there before the app, and what was typed and pressed meanwhile signs in once it is', async ({ phonePage: page }) => {
  const account = await apiRegisterAndActivate();
  // the entry chunk (10 KB, linked from the page) runs; the app's code (~170 KB) is still on its way
  const scripts = await holdScripts(page, { entry: true });
  await page.goto('/login', { waitUntil: 'commit' });
  await poll(scripts.held).toBeGreaterThan(0);
  // (DOMContentLoaded waits for the held module scripts: the markup is what is awaited)
  await page.locator('#root[data-first-screen] form').waitFor();

  // only the entry has run: the markup is the server's, in the default language, styled
  expect(await rootState(page)).toBe('login');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('登录');
  expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  const button = page.locator('[data-first-screen-submit]');
  expect(await button.innerText()).toBe('登录');
  expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');

  // the visitor types, unticks "remember" and presses the button: nothing can be sent yet
  await page.locator('#username').fill(account.username);
  await page.locator('#password').fill(account.password);
  await page.locator('#remember').click();
  await button.click();
  expect(new URL(page.url()).pathname).toBe('/login');

  const signIn = page.waitForRequest((r) => r.url().endsWith('/api/user/auth') && r.method() === 'POST');
  scripts.release();
  // the app takes over and sends what was typed, with "remember" as it was left
  const request = await signIn;
  expect(request.postDataJSON()).toEqual({ username: account.username, password: account.password, remember: false });
  await poll(() => new URL(page.url()).pathname).toBe('/dashboard/workplace');
  expect(await rootState(page)).toBe('app');
  expect(await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'))).toBeTruthy();
});

test('typing carries over without a press, with the cursor where it was', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await poll(scripts.held).toBeGreaterThan(0);
  await page.locator('#root[data-first-screen] form').waitFor();
  await page.locator('#username').fill('someone');
  await page.locator('#password').focus();
  scripts.release();
  await poll(() => rootState(page)).toBe('app');
  expect(await page.getByLabel('用户名或邮箱').inputValue()).toBe('someone');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('password');
  // nothing was sent
  expect(new URL(page.url()).pathname).toBe('/login');
});

test('the server sends the login page in the language and theme the visitor chose, and none once signed in', async ({ page }) => {
  const firstScreen = async () => {
    const cookies = await page.context().cookies();
    return cookies.find((c) => c.name === 'first-screen')?.value;
  };
  /** the <html> and #root the server sent for `path` to a browser's navigation */
  const served = async (path: string) => {
    const headers = { accept: NAVIGATION_ACCEPT, cookie: `first-screen=${(await firstScreen()) ?? ''}` };
    const res = await page.request.get(path, { headers });
    const html = await res.text();
    return { lang: /<html lang="([^"]+)"/.exec(html)?.[1], theme: /data-theme="(\w+)"/.exec(html)?.[1], prerendered: html.includes('data-first-screen="login"') };
  };

  await page.goto('/login');
  await appStarted(page);
  await poll(firstScreen).toBe('zh-CN.light');
  // the tab's title is in the page's language too (it was English on every page outside the app's shell)
  expect(await page.title()).toBe('高尔夫助手');

  // English and dark, through the page's own switches
  await page.getByTestId('locale-switch').click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-US');
  expect(await page.title()).toBe('Golf Assistant');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await poll(firstScreen).toBe('en-US.dark');
  expect(await served('/login')).toEqual({ lang: 'en-US', theme: 'dark', prerendered: true });

  // a reload shows the English dark page before the app has run, and the app then renders the same
  const scripts = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await poll(scripts.held).toBeGreaterThan(0);
  await page.locator('#root[data-first-screen] form').waitFor();
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dataset.theme])).toEqual(['en-US', 'dark']);
  expect(await page.title()).toBe('Golf Assistant');
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Log in');
  const panel = () => page.locator('.auth-shell').evaluate((el) => getComputedStyle(el).backgroundColor);
  const prerenderedPanel = await panel();
  expect(prerenderedPanel).not.toBe('rgb(255, 255, 255)');
  scripts.release();
  await poll(() => rootState(page)).toBe('app');
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Log in');
  expect(await panel()).toBe(prerenderedPanel);
  await page.unroute('**/assets/*.js');

  // signed in, `/` and `/login` lead elsewhere: the server sends the plain page, no login form to flash
  await loginViaApi(page, await apiRegisterAndActivate());
  await page.goto('/');
  await poll(() => new URL(page.url()).pathname).toBe('/dashboard/workplace');
  await poll(firstScreen).toBe('none');
  expect((await served('/')).prerendered).toBe(false);
});

test('a form shows before its date picker and option list: the stand-in carries the value, and pressed opens the picker once it is there', async ({ phonePage: page }) => {
  const token = await loginViaApi(page, await apiRegisterAndActivate());
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  const settings = (await api<Record<string, unknown>>('/api/user/settings', undefined, token)).data;
  await apiSend('PUT', '/api/user/settings', { ...settings, locale: 'en-US', birthday: '1980-06-15' }, token);
  // antd's DatePicker (components/date-field-pickers.tsx) and rc-select's option list (antd-stubs/select-option-list.tsx)
  // held back until released
  const hold = async (pattern: RegExp) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  };
  const releasePickers = await hold(/\/assets\/date-field-pickers-[^/]*\.js$/);
  const releaseList = await hold(/\/assets\/OptionList-[^/]*\.js$/);
  await page.goto('/user/setting');

  // the stand-in: named by the form's label, the value in the picker's format, the picker's placeholder, read-only
  const birthday = page.getByLabel('Birthday');
  await birthday.waitFor();
  expect(await birthday.inputValue()).toBe('1980-06-15');
  expect(await birthday.getAttribute('placeholder')).toBe('Select date');
  expect(await birthday.getAttribute('readonly')).not.toBeNull();
  expect(await page.locator('.ant-picker').count()).toBe(0);
  const standInBox = await page.locator('.date-field-stand-in').boundingBox();

  // the language Select opens with a spinner until its list is there, then lists the languages
  await page.locator('#locale').click();
  await page.locator('.ant-select-dropdown [aria-busy=true]').waitFor();
  releaseList();
  await page.locator('.ant-select-item-option', { hasText: '日本語' }).waitFor();
  await page.keyboard.press('Escape');

  // pressed (on its calendar icon) before the picker is there: once it is, it takes the stand-in's place, open, with
  // the focus and the value
  await page.locator('.date-field-stand-in .ant-input-suffix').click();
  releasePickers();
  await page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-panel').waitFor();
  const picker = page.locator('.ant-picker input');
  expect(await picker.inputValue()).toBe('1980-06-15');
  expect(await picker.evaluate((input) => input === document.activeElement)).toBe(true);
  const pickerBox = await page.locator('.ant-picker').boundingBox();
  expect(pickerBox?.height).toBe(standInBox?.height);
  expect(pickerBox?.width).toBe(standInBox?.width);

  // and it is the field: a day picked is saved
  await page.locator('.ant-picker-dropdown td[title="1980-06-20"]').click();
  expect(await picker.inputValue()).toBe('1980-06-20');
  await page.locator('form button[type=submit]').first().click();
  await poll(async () => (await api<{ birthday: string | null }>('/api/user/settings', undefined, token)).data.birthday).toBe('1980-06-20');
});

test("antd's common components take their styles from the stylesheet prebaked at build time, in the light and the dark theme", async ({ phonePage: page }) => {
  await loginViaApi(page, await apiRegisterAndActivate());
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  // what antd wrote at run time (its <style> elements), and how a card and a button look
  const looks = () =>
    page.evaluate(() => {
      const written = [...document.querySelectorAll('style[data-css-hash]')].map((style) => style.textContent ?? '').join('\n');
      const card = getComputedStyle(document.querySelector('.ant-card')!);
      const button = getComputedStyle(document.querySelector('.ant-btn')!);
      const brightness = (colour: string) => (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number).reduce((sum, c) => sum + c, 0) / 3;
      return {
        generated: ['ant-card', 'ant-btn', 'ant-typography', 'ant-layout', 'ant-space'].filter((name) => written.includes(`).${name}{`)),
        cardBackground: brightness(card.backgroundColor),
        cardRadius: parseFloat(card.borderTopLeftRadius),
        buttonHeight: parseFloat(button.height),
        buttonCursor: button.cursor,
      };
    });
  await page.goto('/dashboard/workplace');
  await page.locator('.ant-card .ant-btn').first().waitFor();
  const light = await looks();
  // none written at run time (antd found them in the stylesheet: antd-styles.ts), and styled all the same
  expect(light).toMatchObject({ generated: [], cardRadius: 8, buttonCursor: 'pointer' });
  expect(light.cardBackground).toBeGreaterThan(240);
  expect(light.buttonHeight).toBeGreaterThanOrEqual(24);

  // the theme's values are CSS variables antd still writes: the same stylesheet draws the dark theme
  await page.getByTestId('theme-toggle').click();
  await poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await poll(async () => (await looks()).cardBackground).toBeLessThan(60);
  expect((await looks()).generated).toEqual([]);
});

test('an option list that cannot be downloaded leaves the form and what was typed, and says so', async ({ phonePage: page }) => {
  await loginViaApi(page, await apiRegisterAndActivate());
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  // rc-select's option list (antd-stubs/select-option-list.tsx) out of reach, as offline or after a release
  await page.route(/\/assets\/OptionList-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/user/setting');
  await page.locator('#nickname').fill('Typed before');
  await page.locator('#locale').click();
  await page.getByText('This part of the page could not be loaded. Check your connection and try again.').waitFor();
  // the page and what was typed stay (the route's error screen took their place before), and the form still saves
  expect(await page.locator('#nickname').inputValue()).toBe('Typed before');
  expect(await page.locator('.ant-select-item-option').count()).toBe(0);
  await page.keyboard.press('Escape');
  await page.locator('#locale').click();
  await page.keyboard.press('Escape');
  expect(await page.locator('#nickname').inputValue()).toBe('Typed before');
  await page.locator('form button[type=submit]').first().click();
  await page.getByText('Settings saved').first().waitFor();
});

test("the bell and its count are there before antd's Popover; pressed before it comes, the panel opens and the bell keeps the focus", async ({ phonePage: page }) => {
  await loginViaApi(page, await apiRegisterAndActivate());
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.goto('/dashboard/workplace');
  const bell = page.getByTestId('message-box');
  await bell.waitFor();
  // the Popover mounts once the page has settled (seconds after the load), and not while the bell has the focus
  await bell.focus();
  expect(await bell.getAttribute('data-popover')).toBe('later');
  // a new member has the welcome message, unread: the count shows with the bell, the same as its label says
  await poll(() => page.locator('.bell__count').count()).toBe(1);
  const count = await page.locator('.bell__count').innerText();
  expect(await bell.getAttribute('aria-label')).toContain(count);
  // a keyboard press brings it, open
  await page.keyboard.press('Enter');
  await page.locator('.ant-popover:visible').getByTestId('message-open').first().waitFor();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('message-box');
  expect(await bell.getAttribute('data-popover')).toBe('ready');
  expect(await bell.getAttribute('aria-expanded')).toBe('true');
  // a second press closes it
  await page.keyboard.press('Enter');
  await poll(() => page.locator('.ant-popover:visible').count()).toBe(0);
});

test("the event page's first load renders with its data and the screen's width already known; later navigations show at once", async ({ phonePage: page }) => {
  const organiser = await apiRegisterAndActivate();
  const token = (await api<{ token: string }>('/api/user/auth', organiser)).data.token;
  const stamp = Date.now().toString(36);
  const group = (await api<{ id: string }>('/api/groups', { name: `First Screen Society ${stamp}`, joinApproval: false }, token)).data;
  const course = (
    await api<{ id: string }>(
      '/api/courses',
      { name: `First Screen Links ${stamp}`, location: 'Chiba', holes: Array.from({ length: 18 }, (_, i) => ({ number: i + 1, par: 4, strokeIndex: i + 1 })), tees: [{ name: 'White', rating: 72, slope: 113 }] },
      token,
    )
  ).data;
  const day = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
  const regtime = new Date(Date.now() + 5 * 86_400_000).toISOString();
  const activity = (await api<{ id: string }>('/api/activities', { groupId: group.id, title: `Dawn Medal ${stamp}`, days: [day], teeOffTime: '07:30', regtime, capacity: 40, place: 'Chiba', courseIds: [course.id] }, token)).data;
  await loginViaApi(page, organiser);
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));

  // what the page showed before its title: a loading skeleton would be a render without the event's data; and whether
  // the tab bar came without the page's tab and got it added right after (a second render inside the first one's task)
  await page.addInitScript(() => {
    const seen: string[] = [];
    const batches: number[] = [];
    Object.assign(window, { __seen: seen, __batches: batches });
    new MutationObserver((records) => {
      if (!seen.includes('skeleton') && document.querySelector('main .ant-skeleton')) seen.push('skeleton');
      if (!seen.includes('title') && document.querySelector('[data-testid=activity-title]')) seen.push('title');
      const tabAdded = records.some((record) => record.target instanceof Element && record.target.matches('[data-testid=tab-bar]') && record.addedNodes.length > 0);
      if (tabAdded && !seen.includes('tab added')) seen.push('tab added');
      // the modulepreload links each task appends before the page is there (observers are called once per task)
      const links = records.flatMap((record) => [...record.addedNodes]).filter((node) => node instanceof HTMLLinkElement && node.rel === 'modulepreload').length;
      if (links > 0 && !seen.includes('title')) batches.push(links);
    }).observe(document, { subtree: true, childList: true });
  });
  // the event's answer comes late, after the session check and the page's code (with which the page could render its
  // loading state) and a moment more: the page waits for it instead of showing a skeleton
  const sessionChecked = page.waitForResponse((response) => response.url().endsWith('/api/user/info'));
  const pageCode = page.waitForResponse((response) => /\/assets\/activity-detail-page-[\w-]+\.js$/.test(response.url()));
  const eventRead = new RegExp(`/api/activities/${activity.id}$`);
  await page.route(eventRead, async (route) => {
    await afterCode([sessionChecked, pageCode]);
    await route.continue();
  });
  await page.goto(`/dashboard/activity/detail?id=${activity.id}`);
  await page.getByTestId('activity-title').waitFor();
  await page.unroute(eventRead);
  expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual(['title']);
  // the first screen's downloads start over several tasks (lib/startup.ts), not all of them in the entry's (61 of 64 did)
  const batches = await page.evaluate(() => (window as unknown as { __batches: number[] }).__batches);
  const started = batches.reduce((sum, n) => sum + n, 0);
  expect(started).toBeGreaterThan(20);
  expect(Math.max(...batches), `links per task: ${batches.join(', ')}`).toBeLessThan((started * 2) / 3);
  // the tab bar shows the workplace's tab and the event page's, current, from its first render
  const tabs = page.getByTestId('tab-bar').getByRole('link');
  expect(await tabs.allInnerTexts()).toEqual(['Workplace', 'Event']);
  expect(await tabs.nth(1).getAttribute('aria-current')).toBe('page');
  // the route's reads were asked for once, beside the session check, not again by the page
  const reads = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.startsWith('/api/activities/')));
  expect(reads.filter((path) => /^\/api\/activities\/\d+$/.test(path))).toHaveLength(1);

  // a phone's navbar shows the logo alone (named for screen readers); once the window is wider, the app's name
  const home = page.locator('header a[href="/dashboard/workplace"]');
  expect(await home.getAttribute('aria-label')).toBe('Golf Assistant');
  expect(await home.innerText()).toBe('');
  await page.setViewportSize({ width: 1280, height: 800 });
  await poll(() => home.innerText()).toBe('Golf Assistant');
  expect(await home.getAttribute('aria-label')).toBeNull();

  // a later navigation does not wait for the page's reads: the event page opens while the member's flight is on its way
  await page.goto(`/dashboard/activity/player?id=${activity.id}`);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/activities/*/flights/mine', async (route) => {
    await held;
    await route.continue();
  });
  // timed in the page, from the press to the title's arrival (not the test's own round trips on a busy machine)
  await page.evaluate(() => {
    const times: Record<string, number> = {};
    Object.assign(window, { __times: times });
    document.addEventListener('pointerdown', () => (times.pressed = performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-testid="activity-title"]')) return;
      times.shown = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.locator(`main a[href="/dashboard/activity/detail?id=${activity.id}"]`).first().click();
  await page.getByTestId('activity-title').waitFor();
  const times = await page.evaluate(() => (window as unknown as { __times: { pressed: number; shown: number } }).__times);
  // a navigation that waited would show the page only when the wait gives up (3 s, app/router.tsx)
  expect(times.shown - times.pressed).toBeLessThan(2500);
  release();

  // closing the current tab takes it off the bar at once, not to the bar's end while the navigation away is under way
  await page.evaluate(() => {
    const bars: string[] = [];
    Object.assign(window, { __bars: bars });
    const bar = document.querySelector('[data-testid=tab-bar]')!;
    new MutationObserver(() => bars.push([...bar.querySelectorAll('a')].map((link) => link.textContent).join('|'))).observe(bar, { subtree: true, childList: true, characterData: true });
  });
  const tabBar = page.getByTestId('tab-bar');
  expect(await tabBar.getByRole('link').allInnerTexts()).toEqual(['Workplace', 'Participants', 'Event']);
  // the current tab in the middle of the bar: Participants
  await tabBar.getByRole('link', { name: 'Participants' }).click();
  await page.waitForURL(/\/dashboard\/activity\/player/);
  await tabBar.locator('li').nth(1).getByRole('button').click();
  await page.waitForURL(/\/dashboard\/workplace/);
  await poll(() => tabBar.getByRole('link').allInnerTexts()).toEqual(['Workplace', 'Event']);
  const bars = await page.evaluate(() => (window as unknown as { __bars: string[] }).__bars);
  expect(bars.filter((bar) => bar.includes('Participants')), bars.join(' → ')).toEqual([]);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the home page asks for its sections as the navigation starts: its first load renders with them, and every visit asks again', async ({ phonePage: page }) => {
  await loginViaApi(page, await apiRegisterAndActivate());
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __seen: seen });
    new MutationObserver(() => {
      if (!seen.includes('skeleton') && document.querySelector('main .ant-skeleton')) seen.push('skeleton');
      if (!seen.includes('next event') && document.querySelector('[data-testid=next-event] .ant-card-body:not(:has(.ant-skeleton))')) seen.push('next event');
    }).observe(document, { subtree: true, childList: true });
  });
  // the answer comes after the session check and the page's code, with which the page could render its skeletons
  const sessionChecked = page.waitForResponse((response) => response.url().endsWith('/api/user/info'));
  const pageCode = page.waitForResponse((response) => /\/assets\/workplace-page-[\w-]+\.js$/.test(response.url()));
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/workplace') requests.push(request.url());
  });
  await page.route('**/api/workplace', async (route) => {
    await afterCode([sessionChecked, pageCode]);
    await route.continue();
  });
  await page.goto('/dashboard/workplace');
  await page.getByTestId('next-event').getByText('You have no event coming up.').waitFor();
  await page.unroute('**/api/workplace');
  expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual(['next event']);
  expect(requests).toHaveLength(1);
  // a visit moments later, within the app (the answer still in its cache), asks again, once: other pages' changes do
  // not invalidate it
  await page.locator('main a[href="/dashboard/activity/index"]').first().click();
  await page.waitForURL(/\/dashboard\/activity\/index/);
  await page.getByTestId('tab-bar').getByRole('link', { name: 'Workplace' }).click();
  await page.waitForURL(/\/dashboard\/workplace/);
  await poll(() => requests.length).toBe(2);
  await page.waitForTimeout(500);
  expect(requests).toHaveLength(2);
});
