import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';

/** A stand-in for the built web app: index.html and one hashed asset. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  return dir;
}

type Headers = Record<string, string | string[] | number | undefined>;

function expectSecurityHeaders(headers: Headers) {
  const csp = String(headers['content-security-policy']);
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
  expect(directives.get('default-src')).toBe("'self'");
  expect(directives.get('script-src')).toBe("'self'");
  expect(directives.get('style-src')).toBe("'self' 'unsafe-inline'");
  expect(directives.get('img-src')).toBe("'self' data: blob:");
  expect(directives.get('connect-src')).toBe("'self'");
  expect(directives.get('frame-ancestors')).toBe("'none'");
  expect(directives.get('object-src')).toBe("'none'");
  expect(directives.get('base-uri')).toBe("'self'");
  expect(directives.get('form-action')).toBe("'self'");
  expect(directives.has('upgrade-insecure-requests')).toBe(false);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers', async () => {
  const webDist = fakeWebDist();
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
  const { app } = await buildTestApp({ webDist, rateLimit: true });

  it('are on an API answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
  });

  it('are on the SPA index, a deep link into it and a static asset', async () => {
    for (const url of ['/', '/activity/12/detail?tab=players', '/assets/index-abc.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res.headers);
    }
  });

  it('are on errors: unknown API route, 401, validation 400 and a throttled 429', async () => {
    const notFound = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(notFound.statusCode).toBe(404);
    expectSecurityHeaders(notFound.headers);
    const unauthenticated = await app.inject({ method: 'POST', url: '/api/user/info' });
    expect(unauthenticated.statusCode).toBe(401);
    expectSecurityHeaders(unauthenticated.headers);
    const invalid = await app.inject({ method: 'POST', url: '/api/user/auth', payload: { username: 1 }, remoteAddress: '192.0.2.9' });
    expect(invalid.statusCode).toBe(400);
    expectSecurityHeaders(invalid.headers);
    let last = invalid;
    for (let i = 0; i < 6 && last.statusCode !== 429; i++) {
      last = await app.inject({ method: 'POST', url: '/api/user/reset/request', payload: { email: `x${i}@example.com` }, remoteAddress: '192.0.2.10' });
    }
    expect(last.statusCode).toBe(429);
    expectSecurityHeaders(last.headers);
  });

  it('are on the API documentation page, which works under the same policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script>[^<]/); // swagger-ui's page has only external scripts
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});

describe('security headers with Google sign-in configured', async () => {
  const { app } = await buildTestApp({ googleClientId: 'client-1.apps.googleusercontent.com' });

  it("allow Google's sign-in script, button frame and styles, and nothing else from outside", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client;");
    expect(csp).toContain("frame-src https://accounts.google.com/gsi/;");
    expect(csp).toContain("connect-src 'self' https://accounts.google.com/gsi/;");
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style;");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
