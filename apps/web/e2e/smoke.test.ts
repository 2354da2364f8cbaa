/// <reference types="node" />
import { expect } from 'vitest';
import { test } from './support';

test('the built web app and the API are served from one port', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect.poll(() => page.title()).toBe('Golf Assistant');
  await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);

  const health = await page.evaluate(async () => {
    const res = await fetch('/api/health');
    return { status: res.status, body: (await res.json()) as unknown };
  });
  expect(health).toEqual({ status: 200, body: { code: 0, msg: 'ok', data: { db: 'ok' } } });
});

test('renders on a 375-px-wide phone without horizontal scrolling', async ({ phonePage }) => {
  await phonePage.goto('/');
  await phonePage.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
  const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
