import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';

const SCRIPT = `console.log(${JSON.stringify('golf '.repeat(400))});`;
const INDEX = '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

/** A built web app as scripts/precompress.mjs leaves it: each file with .br and .gz copies. */
function precompressedDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  for (const [file, text] of [
    ['index.html', INDEX],
    ['assets/index-abc.js', SCRIPT],
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
    for (const url of ['/', '/login', '/dashboard/activity/detail?id=12']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });
});
