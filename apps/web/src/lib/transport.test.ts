import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { send, withParams } from './transport';

/** A real HTTP server that answers what each test asks for and records what it received. */
const seen: { method?: string; url?: string; type?: string; language?: string; body: string }[] = [];
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, type: req.headers['content-type'], language: req.headers['accept-language'], body });
    const path = (req.url ?? '').split('?')[0];
    if (path === '/json') return void res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{"code":0,"msg":"","data":{"ok":true}}');
    if (path === '/file') return void res.writeHead(200, { 'content-type': 'application/vnd.ms-excel' }).end('PK-bytes');
    if (path === '/file-error') return void res.writeHead(403, { 'content-type': 'application/json' }).end('{"code":403,"msg":"Organisers only"}');
    if (path === '/text') return void res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    if (path === '/slow') return void setTimeout(() => res.writeHead(200).end('{}'), 400);
    res.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('withParams', () => {
  it('leaves out undefined and null, repeats arrays, keeps an existing query', () => {
    expect(withParams('/api/activities', { page: 2, keyword: 'Spring cup & co', groupId: undefined, status: null, mine: true })).toBe(
      '/api/activities?page=2&keyword=Spring+cup+%26+co&mine=true',
    );
    expect(withParams('/a?x=1', { ids: [1, 2] })).toBe('/a?x=1&ids=1&ids=2');
    expect(withParams('/a', {})).toBe('/a');
    expect(withParams('/a')).toBe('/a');
  });
});

describe('send (fetch against a real server)', () => {
  it('sends JSON with its type and the headers, and parses a JSON answer', async () => {
    const raw = await send({ method: 'POST', url: '/json', data: { name: '春季杯' }, headers: { 'Accept-Language': 'ja-JP' }, timeout: 2000 }, base);
    expect(raw).toEqual({ status: 200, body: { code: 0, msg: '', data: { ok: true } } });
    const got = seen.at(-1);
    expect(got?.type).toBe('application/json');
    expect(got?.language).toBe('ja-JP');
    expect(Buffer.from(got?.body ?? '', 'latin1').toString('utf8')).toBe('{"name":"春季杯"}');
  });

  it('sends no body and no content type without data, and a multipart form as the form', async () => {
    expect(await send({ method: 'DELETE', url: '/none', timeout: 2000 }, base)).toEqual({ status: 204, body: undefined });
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', type: undefined, body: '' });
    const form = new FormData();
    form.append('file', new Blob(['pid,name\n1,Ann\n'], { type: 'text/csv' }), 'scores.csv');
    await send({ method: 'POST', url: '/none', data: form, params: { dryRun: 1 }, timeout: 2000 }, base);
    expect(seen.at(-1)?.url).toBe('/none?dryRun=1');
    expect(seen.at(-1)?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.at(-1)?.body).toContain('filename="scores.csv"');
  });

  it('gives a download as a Blob, but an error envelope of a download as JSON', async () => {
    const file = await send({ method: 'GET', url: '/file', blob: true, timeout: 2000 }, base);
    expect(file.status).toBe(200);
    expect(file.body).toBeInstanceOf(Blob);
    expect(await (file.body as Blob).text()).toBe('PK-bytes');
    expect(await send({ method: 'GET', url: '/file-error', blob: true, timeout: 2000 }, base)).toEqual({ status: 403, body: { code: 403, msg: 'Organisers only' } });
  });

  it('keeps a non-JSON answer as text (a proxy’s error page)', async () => {
    expect(await send({ method: 'GET', url: '/text', timeout: 2000 }, base)).toEqual({ status: 502, body: '<h1>Bad gateway</h1>' });
  });

  it('answers {} when no answer comes in time or no server answers at all', async () => {
    expect(await send({ method: 'GET', url: '/slow', timeout: 100 }, base)).toEqual({});
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await send({ method: 'GET', url: '/json', timeout: 2000 }, `http://127.0.0.1:${port}`)).toEqual({});
  });
});
