/// <reference types="node" />
// Fixtures for the end-to-end tests: one Chromium per test file, a fresh browser context per page
// (desktop 1280×800 or phone 375×812), a screenshot in test-results/ when a test fails, and helpers
// to register, activate (through the mail outbox) and log in.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { inject, test as base } from 'vitest';
import { root } from '../../../scripts/build-state.mjs';

export { ADMIN } from './global-setup';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const baseURL = (): string => inject('baseURL');
export const dataDir = (): string => inject('dataDir');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Waits until the app runs the page: `/` and `/login` first show the login page rendered at build time
 * (scripts/prerender.mjs), whose form keeps what is typed but whose other buttons (language, theme) do nothing yet.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.locator('#root:not([data-first-screen])').waitFor();
}

/** A page in a fresh context (own storage, no cookies) at the server under test. */
/**
 * Picks `option` (its title, or a pattern of its text) in the antd Select labelled `label` inside `scope` (a form or a modal),
 * after typing `search` into it when given (a select that asks the server as one types). On a busy machine a click can land
 * while the dropdown is still opening, or on a list about to be replaced by the search's answer, and choose nothing: the
 * choice is checked and tried up to three times.
 */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string | RegExp, search?: string): Promise<void> {
  const chosen = scope.locator('.ant-select').filter({ has: page.getByLabel(label) }).filter({ hasText: option }).first();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  for (let attempt = 0; attempt < 3 && !(await chosen.isVisible()); attempt++) {
    await scope.getByLabel(label).click();
    if (search !== undefined) await scope.getByLabel(label).fill(search);
    const item = typeof option === 'string' ? dropdown.getByTitle(option, { exact: true }) : dropdown.locator('.ant-select-item-option').filter({ hasText: option });
    await item.click();
    await chosen.waitFor({ timeout: 3000 }).catch(() => undefined);
  }
  await chosen.waitFor();
}

export async function newPage(browser: Browser, viewport: ViewportName = 'desktop'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    deviceScaleFactor: viewport === 'phone' ? 2 : 1,
    // the app honours the system's "reduce motion" (antd's animations off, app/providers.tsx): on a busy two-core machine
    // a click can no longer land on a dropdown or dialog still sliding into place, and no frames are drawn for motion
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

const resultsDir = path.join(root, 'test-results');

async function screenshotOnFailure(page: Page, failed: boolean, testName: string): Promise<void> {
  if (!failed || page.isClosed()) return;
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${testName.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 120)}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  console.log(`e2e: screenshot of the failed test: ${path.relative(root, file)}`);
}

interface Fixtures {
  /** the test file's Chromium */
  browser: Browser;
  /** a page 1280×800 in a fresh context, closed after the test (screenshot on failure) */
  page: Page;
  /** a page 375×812 (touch, mobile) in a fresh context, closed after the test (screenshot on failure) */
  phonePage: Page;
}

function pageFixture(viewport: ViewportName) {
  return async (
    { browser, task }: { browser: Browser; task: { name: string; result?: { state: string } } },
    use: (page: Page) => Promise<void>,
  ) => {
    const page = await newPage(browser, viewport);
    try {
      await use(page);
    } finally {
      await screenshotOnFailure(page, task.result?.state === 'fail', `${viewport}-${task.name}`);
      await page.context().close();
    }
  };
}

export const test = base.extend<Fixtures>({
  browser: [
    // eslint-disable-next-line no-empty-pattern -- Vitest reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const browser = await launchBrowser();
      try {
        await use(browser);
      } finally {
        await browser.close();
      }
    },
    { scope: 'file' },
  ],
  page: pageFixture('desktop'),
  phonePage: pageFixture('phone'),
});

// ---------------------------------------------------------------- mail outbox

interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  body: string;
}

function decodeBody(body: string, encoding: string): string {
  const enc = encoding.trim().toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const unfolded = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < unfolded.length; i++) {
      const hex = unfolded.slice(i + 1, i + 3);
      if (unfolded[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(unfolded[i], 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

function parseEml(file: string): OutboxMail {
  const raw = fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  const split = raw.indexOf('\n\n');
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  return {
    file,
    to: header('To'),
    subject: header('Subject'),
    body: decodeBody(split < 0 ? '' : raw.slice(split + 2), header('Content-Transfer-Encoding')),
  };
}

/** The newest mail in DATA_DIR/outbox addressed to `email`, waiting for it up to `timeoutMs`. */
export async function readOutboxMail(email: string, opts: { dir?: string; timeoutMs?: number; after?: number } = {}) {
  const outbox = path.join(opts.dir ?? dataDir(), 'outbox');
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  const wanted = email.toLowerCase();
  for (;;) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => path.join(outbox, name))
          .map((file) => ({ file, mtime: fs.statSync(file).mtimeMs }))
          .filter(({ mtime }) => mtime >= (opts.after ?? 0))
          .sort((a, b) => b.mtime - a.mtime || b.file.localeCompare(a.file))
      : [];
    for (const { file } of files) {
      const mail = parseEml(file);
      if (mail.to.toLowerCase().includes(wanted)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email} in ${outbox}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The first http(s) link of the newest mail to `email` in the outbox. */
export async function readOutboxLink(email: string, opts: { dir?: string; timeoutMs?: number; after?: number } = {}) {
  const mail = await readOutboxMail(email, opts);
  const link = /https?:\/\/[^\s"<>]+/.exec(mail.body)?.[0];
  if (!link) throw new Error(`the mail ${mail.file} holds no link`);
  return link;
}

// ---------------------------------------------------------------- accounts through the API

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export async function api<T = unknown>(url: string, body?: unknown, token?: string): Promise<Envelope<T>> {
  const res = await fetch(new URL(url, baseURL()), {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (!res.ok || envelope.code !== 0) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(envelope)}`);
  return envelope;
}

/** A PUT, PATCH or DELETE through the API as `token`; throws unless it answered 2xx with code 0; returns `data`. */
export async function apiSend<T = unknown>(method: 'PUT' | 'PATCH' | 'DELETE', url: string, body: unknown, token: string): Promise<T> {
  const res = await fetch(new URL(url, baseURL()), {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  if (!res.ok || envelope.code !== 0) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

export interface TestAccount {
  username: string;
  email: string;
  nickname: string;
  password: string;
}

let counter = 0;
/** A new, unique account's details (not yet registered). */
export function makeAccount(prefix = 'e2e'): TestAccount {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    username: `${prefix}_${id}`.slice(0, 20),
    email: `${prefix}.${id}@example.test`,
    nickname: `${prefix} ${id}`.slice(0, 20),
    password: 'Secret123',
  };
}

/** Registers an account through the API and activates it with the token from the mailed link. */
export async function apiRegisterAndActivate(account: TestAccount = makeAccount()): Promise<TestAccount> {
  const started = Date.now() - 1000;
  await api('/api/user/register', account);
  const link = new URL(await readOutboxLink(account.email, { after: started }));
  const token = link.searchParams.get('token');
  if (!token) throw new Error(`the activation link ${link} has no token`);
  await api('/api/app/user/confirm', { token });
  return account;
}

/** Logs in through the API and stores the token where the web app keeps it (localStorage `token`). */
export async function loginViaApi(page: Page, account: { username: string; password: string }): Promise<string> {
  const { data } = await api<{ token: string }>('/api/user/auth', {
    username: account.username,
    password: account.password,
    remember: true,
  });
  if (!page.url().startsWith(baseURL())) await page.goto('/');
  await page.evaluate((token) => localStorage.setItem('token', token), data.token);
  return data.token;
}
