import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@golf/shared/envelope';
import { bearer, body, buildUser } from './factories';
import { buildTestApp } from './helpers';
import { buildGroup } from './group-factories';
import { buildActivity } from './activity-factories';

/** Every endpoint of this issue that takes a body, with the fields it requires. */
const endpoints = [
  { method: 'POST', url: '/api/user/register', auth: false, fields: ['username', 'email', 'nickname', 'password'] },
  { method: 'POST', url: '/api/app/user/confirm', auth: false, fields: ['token'] },
  { method: 'POST', url: '/api/user/activation/resend', auth: false, fields: ['email'] },
  { method: 'POST', url: '/api/user/auth', auth: false, fields: ['username', 'password'] },
  { method: 'POST', url: '/api/user/reset/request', auth: false, fields: ['email'] },
  { method: 'POST', url: '/api/app/user/reset', auth: false, fields: ['token', 'password'] },
  { method: 'POST', url: '/api/user/google', auth: false, fields: ['credential'] },
  { method: 'POST', url: '/api/google', auth: false, fields: ['credential'] },
  { method: 'PUT', url: '/api/user/settings', auth: true, fields: ['email', 'nickname'] },
  { method: 'PUT', url: '/api/user/password', auth: true, fields: ['oldPassword', 'password'] },
  { method: 'POST', url: '/api/messages/read', auth: true, fields: ['ids'] },
  { method: 'POST', url: '/api/messages/read-all', auth: true, fields: ['upTo'] },
] as const;

const huge = 'x'.repeat(100_000);

/** name → [raw payload, content type, expected status] */
const shapes: Array<[string, (fields: readonly string[]) => string, string, number]> = [
  ['broken JSON', () => '{"username": "a",', 'application/json', 400],
  ['an empty JSON body', () => '', 'application/json', 400],
  ['JSON null', () => 'null', 'application/json', 400],
  ['a JSON array', () => '[1,2,3]', 'application/json', 400],
  ['a JSON string', () => '"hello"', 'application/json', 400],
  ['missing fields', () => '{}', 'application/json', 400],
  ['numbers for every field', (f) => JSON.stringify(Object.fromEntries(f.map((k) => [k, 12345]))), 'application/json', 400],
  ['objects for every field', (f) => JSON.stringify(Object.fromEntries(f.map((k) => [k, { $gt: '' }]))), 'application/json', 400],
  // PostgreSQL cannot store U+0000: refused before validation with the field named (plugins/input-guard.ts)
  ['a NUL character in every field', (f) => JSON.stringify(Object.fromEntries(f.map((k) => [k, 'a\u0000b']))), 'application/json', 400],
  ['100 000-character strings', (f) => JSON.stringify(Object.fromEntries(f.map((k) => [k, huge]))), 'application/json', 400],
  ['plain text', () => 'username=a&password=b', 'text/plain', 400],
  ['a form-encoded body', () => 'username=a&password=b', 'application/x-www-form-urlencoded', 415],
  ['a body over 1 MB', (f) => JSON.stringify(Object.fromEntries(f.map((k) => [k, 'y'.repeat(1_100_000)]))), 'application/json', 413],
];

describe('malformed bodies never reach a 500', async () => {
  const { app } = await buildTestApp();
  const user = await buildUser(app);

  for (const endpoint of endpoints) {
    for (const [name, make, contentType, status] of shapes) {
      it(`${endpoint.method} ${endpoint.url} with ${name} → ${status}`, async () => {
        const res = await app.inject({
          method: endpoint.method,
          url: endpoint.url,
          payload: make(endpoint.fields),
          headers: { 'content-type': contentType, 'accept-language': 'en-US', ...(endpoint.auth ? bearer(user.token) : {}) },
        });
        expect(res.statusCode).toBe(status);
        const answer = body(res);
        expect(answer.code).not.toBe(0);
        expect(answer.msg).toEqual(expect.any(String));
        expect(answer.msg).not.toMatch(/validation\.|errors\./); // translated, not a raw key
        if (status === 400 && name !== 'broken JSON' && name !== 'an empty JSON body') {
          expect(answer.code).toBe(ErrorCode.validation);
          expect(answer.data.fields.length).toBeGreaterThan(0);
        }
      });
    }
  }

  it('names each missing field', async () => {
    for (const endpoint of endpoints) {
      const res = await app.inject({
        method: endpoint.method,
        url: endpoint.url,
        payload: {},
        headers: endpoint.auth ? bearer(user.token) : {},
      });
      const paths = (body(res).data.fields as Array<{ path: string }>).map((f) => f.path);
      expect(paths.sort(), endpoint.url).toEqual([...endpoint.fields].sort());
    }
  });
});

describe('field messages tell a wrong type from a missing field', async () => {
  const { app } = await buildTestApp();
  it('answers in the caller language', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/auth',
      payload: { username: 'x', password: 'y', remember: 'yes' },
      headers: { 'accept-language': 'ja-JP' },
    });
    expect(body(res).data.fields).toEqual([{ path: 'remember', message: 'この値の型が正しくありません' }]);
    const missing = await app.inject({ method: 'POST', url: '/api/user/auth', payload: { password: 'y' }, headers: { 'accept-language': 'ja-JP' } });
    expect(body(missing).data.fields).toEqual([{ path: 'username', message: 'ユーザー名を入力してください' }]);
    expect(body(missing).msg).toBe('修正が必要な項目があります：username: ユーザー名を入力してください');
  });
});

describe('malformed addresses', async () => {
  const { app } = await buildTestApp();
  it('a URL that does not decode, or a path segment over the router’s limit: 400 in the envelope, in the caller’s language', async () => {
    for (const url of ['/api/activities/1%', '/api/activities/%E0%A4%A', `/api/activities/${'1'.repeat(120)}/players`]) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'ja-JP' } });
      expect(res.statusCode, url).toBe(400);
      expect(body(res), url).toEqual({ code: ErrorCode.badRequest, msg: expect.stringContaining('アドレス'), data: null });
    }
    const en = await app.inject({ method: 'GET', url: '/api/activities/1%', headers: { 'accept-language': 'en-US' } });
    expect(body(en).msg).toMatch(/^This address is malformed/);
  });
});

describe('a request sent without a body', async () => {
  const { app } = await buildTestApp();
  it('reads as an empty object: a body of optional fields need not be sent, one with required fields names them', async () => {
    const owner = await buildUser(app);
    const group = await buildGroup(app, owner);
    const a = await buildActivity(app, group.id, { capacity: 3 });
    await app.inject({ method: 'POST', url: `/api/activities/${a.id}/status`, headers: bearer(owner.token), payload: { status: 'registering' } });
    const signUp = await app.inject({ method: 'POST', url: `/api/activities/${a.id}/registrations`, headers: bearer(owner.token) });
    expect(signUp.statusCode).toBe(200);
    expect(body(signUp).data).toMatchObject({ status: 'registered' });
    const register = await app.inject({ method: 'POST', url: '/api/user/register', headers: { 'accept-language': 'en-US' } });
    expect(register.statusCode).toBe(400);
    expect((body(register).data.fields as Array<{ path: string }>).map((f) => f.path).sort()).toEqual(['email', 'nickname', 'password', 'username']);
  });
});

describe('values the database cannot hold', async () => {
  const { app } = await buildTestApp();
  it('a date in year 0 (which the ISO format allows and PostgreSQL has not): 400 saying to check the dates, nothing changed', async () => {
    const user = await buildUser(app);
    const list = await app.inject({ method: 'GET', url: '/api/activities?from=0000-01-01', headers: { ...bearer(user.token), 'accept-language': 'en-US' } });
    expect(list.statusCode).toBe(400);
    expect(body(list)).toEqual({ code: ErrorCode.badRequest, msg: expect.stringContaining('Check the dates'), data: null });
    const before = body(await app.inject({ method: 'GET', url: '/api/user/settings', headers: bearer(user.token) })).data;
    const settings = await app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: { ...bearer(user.token), 'accept-language': 'en-US' },
      payload: { email: before.email, nickname: before.nickname, birthday: '0000-02-29' },
    });
    expect(settings.statusCode).toBe(400);
    expect(body(await app.inject({ method: 'GET', url: '/api/user/settings', headers: bearer(user.token) })).data.birthday ?? null).toBe(before.birthday ?? null);
  });
});
