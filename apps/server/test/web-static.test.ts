import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';

const SCRIPT = `console.log(${JSON.stringify('golf '.repeat(400))});`;
const INDEX = '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

/** what Chromium sends for a navigation */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const LOGIN = (variant: string) => `<!doctype html><html lang="${variant}"><body><div id="root" data-first-screen="login"><form></form></div></body></html>`;

/** A built web app as scripts/prerender.mjs and scripts/precompress.mjs leave it: each file with .br and .gz copies. */
function precompressedDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'prerender'));
  for (const [file, text] of [
    ['index.html', INDEX],
    ['assets/index-abc.js', SCRIPT],
    ...['zh-CN.light', 'en-US.dark'].map((variant) => [`prerender/login.${variant}.html`, LOGIN(variant)]),
  ]) {
    const full = path.join(dir, file);
    fs.writeFileSync(full, text);
    fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(text));
  }
  return dir;
}

describe('the built web app', async () => {
  const webDist = precompressedDist();
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
  const { app } = await buildTestApp({ webDist });

  it('sends a hashed asset brotli- or gzip-compressed as the browser accepts, cached for a year', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gz = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a deep link with the compressed index page, 200 and not cached', async () => {
    for (const url of ['/dashboard/activity/detail?id=12', '/register', '/login/x']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('answers / and /login with the login page rendered at build time, in the language and theme of the first-screen cookie', async () => {
    /** `accept: null` sends no Accept header at all */
    const page = async (url: string, cookie?: string, accept: string | null = BROWSER_ACCEPT) => {
      const headers = { 'accept-encoding': 'gzip', ...(accept === null ? {} : { accept }), ...(cookie ? { cookie } : {}) };
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      // a shared cache must not hand one visitor's first screen to another, nor a browser's to curl
      expect(String(res.headers.vary), url).toMatch(/cookie/i);
      expect(String(res.headers.vary).toLowerCase().split(/\s*,\s*/), url).toContain('accept');
      expect(res.headers['content-encoding'], url).toBe('gzip');
      return zlib.gunzipSync(res.rawPayload).toString();
    };
    // a first visit: the app's default language and theme
    expect(await page('/')).toBe(LOGIN('zh-CN.light'));
    expect(await page('/login?redirect=%2Fdashboard')).toBe(LOGIN('zh-CN.light'));
    expect(await page('/login', 'theme=x; first-screen=en-US.dark')).toBe(LOGIN('en-US.dark'));
    // signed in or other settings (`none`), a variant with no file, or anything else: the plain page
    for (const cookie of ['first-screen=none', 'first-screen=ja-JP.light', 'first-screen=../index', 'first-screen=en-US.dark/../../x']) {
      expect(await page('/login', cookie), cookie).toBe(INDEX);
    }
    expect(await page('/dashboard/workplace', 'first-screen=en-US.dark')).toBe(INDEX);
    // a client that does not ask for HTML (curl's `*/*`, none at all) gets the small page, which `curl / | grep -q` reads whole
    expect(await page('/', undefined, '*/*')).toBe(INDEX);
    expect(await page('/', undefined, null)).toBe(INDEX);
    expect(await page('/', undefined, 'text/html;q=0, */*')).toBe(INDEX);
    expect(await page('/', undefined, 'TEXT/HTML;level=1')).toBe(LOGIN('zh-CN.light'));
    expect(await page('/login', 'first-screen=en-US.dark', 'application/json')).toBe(INDEX);
  });

  it('sends the plain page when sign-in with Google is on (its button would appear later and move the form)', async () => {
    const { app: withGoogle } = await buildTestApp({ webDist, googleClientId: 'client-id.apps.googleusercontent.com' });
    const res = await withGoogle.inject({ method: 'GET', url: '/login', headers: { accept: BROWSER_ACCEPT, cookie: 'first-screen=en-US.dark' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });
});
