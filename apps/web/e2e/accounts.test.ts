/// <reference types="node" />
// Issue 2, end to end in Chromium through the real UI: register → activation mail → log in, the three
// languages, dark theme kept over a reload, logout revoking the token, the route guards, the phone shell
// and the forgotten-password flow. Every test uses its own account.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ADMIN, api, apiRegisterAndActivate, apiSend, appStarted, baseURL, loginViaApi, makeAccount, newPage, readOutboxLink, readOutboxMail, test, type TestAccount } from './support';

type Locale = 'zh-CN' | 'en-US' | 'ja-JP';
const LOCALES: Locale[] = ['zh-CN', 'en-US', 'ja-JP'];
const LOCALE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'en-US': 'English', 'ja-JP': '日本語' };

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const resultsDir = path.join(repoRoot, 'test-results');

/** What each language must show (taken from the locale files, so a missing translation fails). */
const TEXT = {
  'zh-CN': {
    username: '用户名或邮箱',
    password: '密码',
    remember: '保持登录',
    login: '登录',
    workplaceMenu: '工作台',
    greeting: /^(早上好|下午好|晚上好|夜深了)，/,
    datePlaceholder: '请选择日期',
    openMenu: '打开菜单',
    menuTitle: '菜单',
    wrongPassword: '账号或密码错误',
    switched: '已切换为简体中文',
  },
  'en-US': {
    username: 'Username or email',
    password: 'Password',
    remember: 'Remember me',
    login: 'Log in',
    workplaceMenu: 'Workplace',
    greeting: /^(Good (morning|afternoon|evening)|Hello), /,
    datePlaceholder: 'Select date',
    openMenu: 'Open menu',
    menuTitle: 'Menu',
    wrongPassword: 'Wrong username or password',
    switched: 'Language switched to English',
  },
  'ja-JP': {
    username: 'ユーザー名またはメールアドレス',
    password: 'パスワード',
    remember: 'ログイン状態を保持',
    login: 'ログイン',
    workplaceMenu: 'ホーム',
    greeting: /^(おはようございます|こんにちは|こんばんは|お疲れさまです)、.* さん$/,
    datePlaceholder: '日付を選択',
    openMenu: 'メニューを開く',
    menuTitle: 'メニュー',
    wrongPassword: 'ユーザー名またはパスワードが違います',
    switched: '日本語に切り替えました',
  },
} as const;

// ---------------------------------------------------------------- helpers

/** Waits until `fn` satisfies the matcher that follows (the e2e project's expect.poll: up to 15 s, vitest.config.ts). */
const poll = expect.poll;

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Every string leaf of one language's web locale files (plus the shared validation catalogue). */
function localeStrings(locale: Locale): string[] {
  const dirs = [path.join(repoRoot, 'apps/web/src/locales', locale), path.join(repoRoot, 'packages/shared/src/i18n', locale)];
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const dir of dirs.filter((d) => fs.existsSync(d))) {
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
  }
  return out;
}

/**
 * Visible text that should not be there in `locale`: raw i18n keys (`greeting.morning`, `auth:login.title`),
 * unfilled `{{placeholders}}`, and strings of the other two languages that this language does not also use.
 */
async function untranslated(page: Page, locale: Locale, opts: { skip?: string } = {}): Promise<string[]> {
  const text = await page.evaluate((skip) => {
    let all = document.body.innerText;
    // toasts raised before a language switch legitimately stay in the old language for a few seconds
    const selectors = ['.ant-message', ...(skip ? [skip] : [])].join(',');
    for (const el of document.querySelectorAll<HTMLElement>(selectors)) all = all.split(el.innerText).join(' ');
    return all;
  }, opts.skip);
  // e-mail addresses, links and the language names (each written in itself on purpose) are not keys
  let cleaned = text.replace(/\S+@\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  for (const name of Object.values(LOCALE_NAMES)) cleaned = cleaned.split(name).join(' ');
  const problems = [...(cleaned.match(/\b(?:[a-z][a-zA-Z0-9]*:)?[a-z][a-zA-Z0-9]+(?:\.[a-zA-Z0-9]{2,})+\b/g) ?? [])].map((k) => `raw key: ${k}`);
  problems.push(...(cleaned.match(/\{\{[^}]*\}\}/g) ?? []).map((p) => `placeholder: ${p}`));
  const own = localeStrings(locale);
  const foreign = LOCALES.filter((l) => l !== locale)
    .flatMap(localeStrings)
    .filter((s) => s.length >= 3 && !s.includes('{{') && !own.some((o) => o.includes(s)));
  problems.push(...[...new Set(foreign)].filter((s) => cleaned.includes(s)).map((s) => `foreign text: ${s}`));
  return problems;
}

/** Uses the language switch (login page or navbar) and waits until the page is in that language. */
async function switchLocale(page: Page, locale: Locale) {
  await appStarted(page);
  await page.getByTestId('locale-switch').click();
  await page.getByRole('menuitemradio', { name: LOCALE_NAMES[locale] }).click();
  await page.locator('.ant-message').getByText(TEXT[locale].switched).waitFor();
  await poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
  await poll(() => storage(page, 'locale')).toBe(locale);
}

async function fillLogin(page: Page, locale: Locale, username: string, password: string, remember = true) {
  const t = TEXT[locale];
  await page.getByLabel(t.username).fill(username);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  const box = page.getByLabel(t.remember);
  if ((await box.isChecked()) !== remember) await box.click();
  expect(await box.isChecked()).toBe(remember);
}

/** Fills the login form, submits, and returns the body the page sent to POST /api/user/auth. */
async function submitLogin(page: Page, locale: Locale, account: { username: string; password: string }, remember = true) {
  await fillLogin(page, locale, account.username, account.password, remember);
  const submit = page.locator('form button[type="submit"]');
  expect(await submit.innerText()).toBe(TEXT[locale].login);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/user/auth') && r.method() === 'POST'),
    submit.click(),
  ]);
  return request.postDataJSON() as { username: string; password: string; remember: boolean };
}

async function expectWorkplace(page: Page, locale: Locale, nickname: string) {
  await poll(() => new URL(page.url()).pathname).toBe('/dashboard/workplace');
  const greeting = page.getByTestId('workplace-greeting');
  await poll(() => greeting.innerText()).toMatch(TEXT[locale].greeting);
  // the name is kept in one piece with non-breaking spaces
  expect((await greeting.innerText()).replace(/\u00a0/g, ' ')).toContain(nickname);
}

/** The status of POST /api/user/info with this bearer token. */
async function infoStatus(page: Page, token: string) {
  const res = await page.request.post(`${baseURL()}/api/user/info`, { headers: { authorization: `Bearer ${token}` } });
  return res.status();
}

/** A screenshot in test-results/ without the passing toasts, which would hide what is under them. */
async function shot(page: Page, name: string) {
  fs.mkdirSync(resultsDir, { recursive: true });
  await page.screenshot({ path: path.join(resultsDir, `${name}.png`), style: '.ant-message { display: none !important; }' });
}

/** Opens the user menu and clicks "log out" once the menu has finished appearing. */
async function logoutThroughMenu(page: Page) {
  await page.getByTestId('user-menu').click();
  const logout = page.getByTestId('logout');
  await logout.waitFor();
  await poll(() =>
    logout.evaluate((el) => el.closest('.ant-dropdown')?.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length ?? 0),
  ).toBe(0);
  await logout.click();
  await poll(() => new URL(page.url()).pathname).toBe('/login');
  // no page to return to: the next person to log in on this device starts at their own workplace
  expect(new URL(page.url()).searchParams.get('redirect')).toBeNull();
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

// ---------------------------------------------------------------- tests

/** Fills the zh-CN register form with `account` and submits it. */
async function submitRegisterForm(page: Page, account: TestAccount) {
  await page.getByLabel('用户名', { exact: true }).fill(account.username);
  await page.getByLabel('邮箱', { exact: true }).fill(account.email);
  await page.getByLabel('昵称', { exact: true }).fill(account.nickname);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await page.getByLabel('确认密码', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '注册', exact: true }).click();
}

test('register, activate from the mailed link, then log in with "remember me" (zh-CN, the default language)', async ({ page }) => {
  const account = makeAccount('reg');
  await page.goto('/register');
  await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');

  await submitRegisterForm(page, account);
  await page.getByText('请查收邮件').waitFor();
  expect(await untranslated(page, 'zh-CN')).toEqual([]);
  await page.getByText(account.email, { exact: false }).first().waitFor();
  const firstLink = await readOutboxLink(account.email);
  expect(new URL(firstLink).pathname).toBe('/user/active');

  // logging in before activation: says so and offers to send the mail again
  await page.getByRole('button', { name: '前往登录' }).click();
  await poll(() => new URL(page.url()).pathname).toBe('/login');
  await submitLogin(page, 'zh-CN', account);
  const alert = page.getByRole('alert').filter({ hasText: '尚未激活' });
  await alert.waitFor();
  const resentAfter = Date.now();
  await alert.getByLabel('邮箱地址').fill(account.email);
  await alert.getByRole('button', { name: '重新发送激活邮件' }).click();
  await page.getByText('新的激活链接已发出').waitFor();
  const resent = await readOutboxMail(account.email, { after: resentAfter });
  const link = /https?:\/\/[^\s"<>]+/.exec(resent.body)?.[0] ?? '';
  expect(link).toContain('/user/active?token=');
  expect(pathOf(page)).toBe('/login');

  // the link from the (newest) mail activates the account
  await page.goto(link);
  await page.getByText('账号已激活').waitFor();
  // opened a second time (a second tap, another device): the way to log in comes first
  await page.goto(link);
  await page.getByText('如果您之前已打开过它，账号已经激活', { exact: false }).waitFor();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await poll(() => new URL(page.url()).pathname).toBe('/login');

  // a wrong password shows the server's message on the form
  await submitLogin(page, 'zh-CN', { username: account.username, password: 'Wrong1234' });
  await page.getByRole('alert').filter({ hasText: TEXT['zh-CN'].wrongPassword }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');

  const sent = await submitLogin(page, 'zh-CN', account, true);
  expect(sent).toMatchObject({ username: account.username, remember: true });
  await expectWorkplace(page, 'zh-CN', account.nickname);
  const token = await storage(page, 'token');
  expect(token).toMatch(/\S{20,}/);
  expect(await infoStatus(page, token!)).toBe(200);
});

test('the language switch turns the shell, the pages and antd into ja-JP and en-US with nothing untranslated', async ({ page }) => {
  const account = await apiRegisterAndActivate(makeAccount('lang'));
  await loginViaApi(page, account);
  await page.goto('/dashboard/workplace');
  await expectWorkplace(page, 'zh-CN', account.nickname);
  const menu = page.locator('.ant-layout-sider');
  await menu.getByText(TEXT['zh-CN'].workplaceMenu, { exact: true }).waitFor();
  expect(await untranslated(page, 'zh-CN')).toEqual([]);

  for (const locale of ['ja-JP', 'en-US'] as const) {
    await switchLocale(page, locale);
    await menu.getByText(TEXT[locale].workplaceMenu, { exact: true }).waitFor();
    await expectWorkplace(page, locale, account.nickname);
    // the server translates messages when they are read: the switch refetches them in the new language
    await page.locator('.ant-list-item').first().waitFor();
    await poll(() => untranslated(page, locale)).toEqual([]);
    await page.reload();
    await expectWorkplace(page, locale, account.nickname);
    await page.locator('.ant-list-item').first().waitFor();
    expect(await untranslated(page, locale), `untranslated text on the workplace in ${locale} after a reload`).toEqual([]);

    // antd follows: the DatePicker of the settings form shows its placeholder in this language
    await page.goto('/user/setting');
    const birthday = page.locator('.ant-picker input').first();
    await poll(() => birthday.getAttribute('placeholder')).toBe(TEXT[locale].datePlaceholder);
    expect(await untranslated(page, locale), `untranslated text on /user/setting in ${locale}`).toEqual([]);
    if (locale === 'ja-JP') {
      // saving the profile keeps the language the site is in (the stored preference was zh-CN) and makes it the stored one
      await page.locator('#profile').fill('週末ゴルファー');
      // a handicap as a Japanese keyboard types it (full width) is read as 12.5, not dropped
      await page.locator('#handicap').fill('１２．５');
      await page.locator('form button[type=submit]').first().click();
      await poll(async () => (await api<{ locale: string; profile: string }>('/api/user/settings', undefined, (await page.evaluate(() => localStorage.getItem('token')))!)).data).toMatchObject({ locale: 'ja-JP', profile: '週末ゴルファー', handicap: 12.5 });
      // out of range: the field says so, and nothing is saved in its place (antd brought 60 down to 54 silently)
      await page.locator('#handicap').fill('60');
      await page.locator('form button[type=submit]').first().click();
      await page.locator('.ant-form-item').filter({ has: page.locator('#handicap') }).locator('.ant-form-item-explain-error').waitFor();
      expect((await api<{ handicap: number }>('/api/user/settings', undefined, (await page.evaluate(() => localStorage.getItem('token')))!)).data.handicap).toBe(12.5);
      // a plus handicap as golfers write it: "+2" is stored as -2 and shown as "+2.0" (it had been saved as a 2)
      await page.locator('#handicap').fill('+2');
      await page.locator('form button[type=submit]').first().click();
      await poll(async () => (await api<{ handicap: number }>('/api/user/settings', undefined, (await page.evaluate(() => localStorage.getItem('token')))!)).data.handicap).toBe(-2);
      await page.reload();
      await poll(() => page.locator('#handicap').inputValue()).toBe('+2.0');
      // typed key by key over the value there ("+" first): the "+" stays, and +3 is saved (a 3 was)
      await page.locator('#handicap').click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('+3');
      expect(await page.locator('#handicap').inputValue()).toBe('+3');
      await page.locator('form button[type=submit]').first().click();
      await poll(async () => (await api<{ handicap: number }>('/api/user/settings', undefined, (await page.evaluate(() => localStorage.getItem('token')))!)).data.handicap).toBe(-3);
      // a date as Japanese writes it, before and after the picker's code is there
      await page.locator('#handicap').fill('12.5');
      await page.locator('#birthday').click();
      await page.locator('#birthday').fill('1978/04/12');
      await page.keyboard.press('Enter');
      await page.locator('form button[type=submit]').first().click();
      await poll(async () => (await api<{ birthday: string | null }>('/api/user/settings', undefined, (await page.evaluate(() => localStorage.getItem('token')))!)).data.birthday).toBe('1978-04-12');
      await page.reload();
      await poll(() => page.locator('#birthday').inputValue()).toBe('1978/04/12');
      expect(await page.evaluate(() => [localStorage.getItem('locale'), document.documentElement.lang])).toEqual(['ja-JP', 'ja-JP']);
      await menu.getByText(TEXT['ja-JP'].workplaceMenu, { exact: true }).waitFor();
    }
    if (locale === 'en-US') {
      // the language switched in the header while the form is open: the untouched language field follows, and saving
      // the profile keeps the site in it (it switched the site back to the field's old language before)
      const token = (await page.evaluate(() => localStorage.getItem('token')))!;
      await switchLocale(page, 'ja-JP');
      const field = page.locator('.ant-form-item').filter({ has: page.locator('#locale') });
      await poll(() => field.innerText()).toContain(LOCALE_NAMES['ja-JP']);
      expect(await field.innerText()).not.toContain(LOCALE_NAMES['en-US']);
      await page.locator('#profile').fill('ハーフは9ホール');
      await page.locator('form button[type=submit]').first().click();
      await poll(async () => (await api<{ locale: string; profile: string }>('/api/user/settings', undefined, token)).data).toMatchObject({ locale: 'ja-JP', profile: 'ハーフは9ホール' });
      expect(await page.evaluate(() => [localStorage.getItem('locale'), document.documentElement.lang])).toEqual(['ja-JP', 'ja-JP']);
    }
    await page.goto('/dashboard/workplace');
  }
});

test("the account's language follows it to a device where none was chosen; a language chosen on the device stays", async ({ page, browser }) => {
  const account = await apiRegisterAndActivate(makeAccount('acclang'));
  const token = (await api<{ token: string }>('/api/user/auth', { username: account.username, password: account.password })).data.token;
  const settings = (await api<Record<string, unknown>>('/api/user/settings', undefined, token)).data;
  await apiSend('PUT', '/api/user/settings', { email: settings.email, nickname: settings.nickname, locale: 'ja-JP' }, token);

  // a new phone: nothing chosen there, the login page is in the default Chinese; after logging in the site is in Japanese
  await page.goto('/login');
  expect(await storage(page, 'locale')).toBeNull();
  await submitLogin(page, 'zh-CN', account);
  // the welcome in the account's language too, not the login page's default
  await page.getByText(`ようこそ、${account.nickname} さん`).waitFor();
  await expectWorkplace(page, 'ja-JP', account.nickname);
  expect(await storage(page, 'locale')).toBe('ja-JP');
  await page.reload();
  await expectWorkplace(page, 'ja-JP', account.nickname);

  // another device where English was chosen on the login page keeps English
  const other = await newPage(browser);
  try {
    await other.goto('/login');
    await appStarted(other);
    await switchLocale(other, 'en-US');
    await submitLogin(other, 'en-US', account);
    await expectWorkplace(other, 'en-US', account.nickname);
    await other.waitForTimeout(500);
    expect(await other.evaluate(() => document.documentElement.lang)).toBe('en-US');
  } finally {
    await other.close();
  }
});

test('the dark theme and the language stay set after a reload', async ({ page }) => {
  const account = await apiRegisterAndActivate(makeAccount('theme'));
  await loginViaApi(page, account);
  await page.goto('/dashboard/workplace');
  await expectWorkplace(page, 'zh-CN', account.nickname);
  await switchLocale(page, 'en-US');

  const layoutBackground = () =>
    page.evaluate(() => {
      const [r, g, b] = (getComputedStyle(document.querySelector('.ant-layout')!).backgroundColor.match(/\d+/g) ?? []).map(Number);
      return (r + g + b) / 3;
    });
  const toggle = page.getByTestId('theme-toggle');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
  expect(await layoutBackground()).toBeGreaterThan(200);
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');

  await toggle.click();
  await poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await poll(layoutBackground).toBeLessThan(60);

  await page.reload();
  await expectWorkplace(page, 'en-US', account.nickname);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
  expect(await layoutBackground()).toBeLessThan(60);
  expect(await page.getByTestId('theme-toggle').getAttribute('aria-pressed')).toBe('true');
  await page.locator('.ant-layout-sider').getByText('Workplace', { exact: true }).waitFor();
});

test('logging out through the user menu clears the token, shows the login page and revokes the session', async ({ page }) => {
  const account = await apiRegisterAndActivate(makeAccount('out'));
  await loginViaApi(page, account);
  await page.goto('/dashboard/workplace');
  await expectWorkplace(page, 'zh-CN', account.nickname);
  const token = await storage(page, 'token');
  expect(token).toBeTruthy();
  expect(await infoStatus(page, token!)).toBe(200);

  await logoutThroughMenu(page);
  await page.getByLabel(TEXT['zh-CN'].username).waitFor();
  expect(await storage(page, 'token')).toBeNull();
  await poll(() => infoStatus(page, token!)).toBe(401);

  // the guarded home is closed again
  await page.goto('/dashboard/workplace');
  await poll(() => new URL(page.url()).pathname).toBe('/login');
});

test('the login page is drawn without antd: its language menu works from the keyboard, it checks its fields before sending and shows the password on request', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/user/auth')) sent.push(r.method());
  });
  await page.goto('/login');
  await appStarted(page);
  // none of antd's markup: the first download of most visits carries none of its code (scripts/bundle-size.mjs)
  expect(await page.locator('#root [class^="ant-"], #root [class*=" ant-"]').count()).toBe(0);

  // the language menu from the keyboard: it opens on the current language, the arrow moves, Enter chooses
  await page.getByTestId('locale-switch').focus();
  await page.keyboard.press('Enter');
  await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(LOCALE_NAMES['zh-CN']);
  await page.keyboard.press('ArrowDown');
  await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(LOCALE_NAMES['en-US']);
  await page.keyboard.press('Enter');
  await page.locator('.ant-message').getByText(TEXT['en-US'].switched).waitFor();
  await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-US');
  expect(await page.getByRole('menu').count(), 'the menu closed').toBe(0);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('locale-switch');
  // Escape closes it without a change
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
  await page.keyboard.press('Escape');
  await poll(() => page.getByRole('menu').count()).toBe(0);

  // empty fields: both say what is missing, under the field, and nothing is sent
  const username = page.getByLabel(TEXT['en-US'].username);
  const password = page.getByLabel(TEXT['en-US'].password, { exact: true });
  await page.getByRole('button', { name: TEXT['en-US'].login, exact: true }).click();
  await page.locator('#username-error').getByText('Username cannot be empty').waitFor();
  await page.locator('#password-error').getByText('Password cannot be empty').waitFor();
  expect(await username.getAttribute('aria-invalid')).toBe('true');
  expect(await page.evaluate(() => document.activeElement?.id), 'the first field to correct has the focus').toBe('username');
  expect(sent).toEqual([]);
  // typing clears the field's error
  await username.fill('someone');
  await poll(() => username.getAttribute('aria-invalid')).toBe(null);
  expect(await page.locator('#username-error').innerText()).toBe('');

  // the password is shown on request, and hidden again
  await password.fill('Secret123');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await toggle.click();
  expect(await password.getAttribute('type')).toBe('text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  expect(await password.getAttribute('type')).toBe('password');
  // Enter in a field sends the form, once: more presses while the answer is on its way (held here until they are done) send nothing
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/user/auth', async (route) => {
    await held;
    await route.continue();
  });
  await password.press('Enter');
  await poll(() => sent).toEqual(['POST']);
  await password.press('Enter');
  await page.getByRole('button', { name: TEXT['en-US'].login, exact: true }).click();
  answer();
  await page.getByRole('alert').filter({ hasText: TEXT['en-US'].wrongPassword }).waitFor();
  expect(sent).toEqual(['POST']);
});

test('a guarded URL with a query goes to login and, after logging in, back to that exact URL', async ({ page }) => {
  const account = await apiRegisterAndActivate(makeAccount('back'));
  const wanted = '/user/setting?tab=password';
  await page.goto(wanted);
  await poll(() => pathOf(page)).toBe(`/login?redirect=${encodeURIComponent(wanted)}`);

  await submitLogin(page, 'zh-CN', account);
  await poll(() => pathOf(page)).toBe(wanted);
  // the page honours the query: the password tab is the open one
  await poll(() => page.getByRole('tab', { name: '修改密码' }).getAttribute('aria-selected')).toBe('true');
});

test('a visitor without an account who followed a link signs up, activates from the mail and lands on that page', async ({ page }) => {
  const account = makeAccount('via');
  const wanted = '/user/setting?tab=password';
  await page.goto(wanted);
  await poll(() => pathOf(page)).toBe(`/login?redirect=${encodeURIComponent(wanted)}`);
  await page.getByRole('link', { name: '立即注册' }).click();
  await poll(() => new URL(page.url()).pathname).toBe('/register');

  await submitRegisterForm(page, account);
  await page.getByText('请查收邮件').waitFor();
  const link = await readOutboxLink(account.email);
  expect(new URL(link).searchParams.get('redirect')).toBe(wanted);

  await page.goto(link);
  await page.getByText('账号已激活').waitFor();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await poll(() => pathOf(page)).toBe(`/login?redirect=${encodeURIComponent(wanted)}`);
  await submitLogin(page, 'zh-CN', account);
  await poll(() => pathOf(page)).toBe(wanted);
});

test('a member is kept out of the manager pages and an unknown path shows the 404 page', async ({ page, browser }) => {
  const account = await apiRegisterAndActivate(makeAccount('role'));
  await loginViaApi(page, account);
  await page.goto('/manager/workplace');
  await poll(() => pathOf(page)).toBe('/dashboard/workplace');
  await expectWorkplace(page, 'zh-CN', account.nickname);
  expect(await page.locator('.ant-layout-sider').getByText('会员概览').count()).toBe(0);

  await page.goto('/no/such/page?x=1');
  await page.getByText('404 页面不存在').waitFor();
  expect(pathOf(page)).toBe('/no/such/page?x=1');

  // the same manager URL is open to an administrator (so the redirect above is the guard's doing)
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 800 } });
  try {
    const admin = await context.newPage();
    await loginViaApi(admin, ADMIN);
    await admin.goto('/manager/workplace');
    await admin.locator('.ant-layout-sider').getByText('会员概览').first().waitFor();
    expect(pathOf(admin)).toBe('/manager/workplace');
  } finally {
    await context.close();
  }
});

test('on a 375-px phone the shell fits the width and the menu opens as a drawer, in all three languages', async ({ phonePage: page }) => {
  const account = await apiRegisterAndActivate(makeAccount('phone'));
  await page.goto('/login');
  for (const locale of ['zh-CN', 'ja-JP', 'en-US'] as const) {
    if (locale !== 'zh-CN') await switchLocale(page, locale);
    await page.getByLabel(TEXT[locale].username).waitFor();
    expect(await noHorizontalScroll(page), `login page width in ${locale}`).toBeLessThanOrEqual(375);
    expect(await untranslated(page, locale), `untranslated text on the phone login page in ${locale}`).toEqual([]);
    await shot(page, `phone-login-${locale}`);

    await submitLogin(page, locale, account);
    await expectWorkplace(page, locale, account.nickname);
    expect(await page.locator('.ant-layout-sider').count(), 'no side bar on a phone').toBe(0);
    expect(await noHorizontalScroll(page), `workplace width in ${locale}`).toBeLessThanOrEqual(375);
    expect(await untranslated(page, locale), `untranslated text on the phone workplace in ${locale}`).toEqual([]);
    await shot(page, `phone-workplace-${locale}`);

    await page.getByRole('button', { name: TEXT[locale].openMenu }).click();
    const drawer = page.locator('.ant-drawer-section');
    await drawer.getByText(TEXT[locale].workplaceMenu, { exact: true }).waitFor();
    await drawer.getByText(TEXT[locale].menuTitle, { exact: true }).waitFor();
    await poll(() => drawer.evaluate((el) => Math.round(el.getBoundingClientRect().left))).toBe(0);
    expect(await noHorizontalScroll(page), `menu drawer width in ${locale}`).toBeLessThanOrEqual(375);
    await shot(page, `phone-menu-${locale}`);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await logoutThroughMenu(page);
    expect(await storage(page, 'token')).toBeNull();
  }
});

test('forgot password: the mailed reset link sets a new password, which then logs in', async ({ page }) => {
  const account: TestAccount = await apiRegisterAndActivate(makeAccount('reset'));
  const otherSession = await loginViaApi(page, account);
  expect(await infoStatus(page, otherSession)).toBe(200);
  await page.evaluate(() => localStorage.removeItem('token'));

  await page.goto('/login');
  await switchLocale(page, 'en-US');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await poll(() => new URL(page.url()).pathname).toBe('/user/reset');
  const requested = Date.now();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText('Check your mailbox').waitFor();
  expect(await untranslated(page, 'en-US')).toEqual([]);

  const link = await readOutboxLink(account.email, { after: requested });
  expect(link).toContain('/user/reset?token=');
  await page.goto(link);
  const newPassword = 'Renewed456';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.getByText('Password changed').waitFor();
  // the reset ends the other sessions
  expect(await infoStatus(page, otherSession)).toBe(401);

  await page.getByRole('button', { name: 'Back to login' }).click();
  await poll(() => new URL(page.url()).pathname).toBe('/login');
  await submitLogin(page, 'en-US', account);
  await page.getByRole('alert').filter({ hasText: TEXT['en-US'].wrongPassword }).waitFor();
  await submitLogin(page, 'en-US', { username: account.email, password: newPassword });
  await expectWorkplace(page, 'en-US', account.nickname);

  // the link was single-use
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another789');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Another789');
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.getByRole('alert').getByRole('link', { name: 'Request a new reset link' }).waitFor();
});

test('a new email address in settings: the account keeps its address until the link mailed to the new one is opened', async ({ phonePage: page }) => {
  const account: TestAccount = await apiRegisterAndActivate(makeAccount('move'));
  await loginViaApi(page, account);
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.goto('/user/setting');
  const fresh = `moved-${account.email}`;
  await page.getByLabel('Email', { exact: true }).fill(fresh);
  // a new address is asked for with the password
  await page.getByLabel('Current password', { exact: true }).fill(account.password);
  const asked = Date.now();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(`We sent a link to ${fresh}`).waitFor();
  await page.getByText(`Waiting for confirmation: ${fresh}`).waitFor();
  expect(await page.getByLabel('Current password', { exact: true }).count()).toBe(0);
  expect(await untranslated(page, 'en-US')).toEqual([]);
  // meanwhile the old address still logs in (a mistyped one would have locked the account until then)
  expect((await api('/api/user/auth', { username: account.email, password: account.password })).code).toBe(0);

  const link = await readOutboxLink(fresh, { after: asked });
  expect(link).toContain('&change=1');
  await page.goto(link);
  await page.getByText('Your new address is confirmed').waitFor();
  expect((await api('/api/user/auth', { username: fresh, password: account.password })).code).toBe(0);
  await page.goto('/user/setting');
  await poll(() => page.getByLabel('Email', { exact: true }).inputValue()).toBe(fresh);
  expect(await page.getByText('Waiting for confirmation').count()).toBe(0);
});
