import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { ErrorCode } from '@golf/shared/envelope';
import { bearer, body, buildUser } from './factories';
import { buildTestApp } from './helpers';
import { addMember, buildGroup } from './group-factories';

describe('manager: member management (admin only)', async () => {
  const { app } = await buildTestApp();
  const en = { 'accept-language': 'en-US' };
  const admin = await buildUser(app, { role: 'admin', nickname: 'Site Admin' });
  const user = await buildUser(app, { nickname: 'Tanaka Hiroshi', phone: '+81 90 5555 0101', sex: 'M', handicap: 12.3 });

  it('refuses users (403) and anonymous callers (401) on every manager route', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/manager/overview', undefined],
      ['GET', '/api/manager/members', undefined],
      ['PATCH', `/api/manager/members/${user.id}`, { role: 'admin' }],
    ] as const) {
      const asUser = await app.inject({ method, url, payload, headers: { ...en, ...bearer(user.token) } });
      expect(asUser.statusCode, `${method} ${url}`).toBe(403);
      expect(body(asUser)).toMatchObject({ code: ErrorCode.forbidden, msg: 'Only site administrators can do this.' });
      expect((await app.inject({ method, url, payload })).statusCode).toBe(401);
    }
  });

  it('searches by user name, nickname, email and phone, with filters and pages', async () => {
    const owner = await buildUser(app);
    const group = await buildGroup(app, owner);
    await addMember(app, group, user);
    const search = async (qs: string) => body(await app.inject({ method: 'GET', url: `/api/manager/members?${qs}`, headers: bearer(admin.token) })).data;
    const byNick = await search('keyword=tanaka');
    expect(byNick.total).toBe(1);
    expect(byNick.list[0]).toMatchObject({
      id: String(user.id),
      username: user.username,
      nickname: 'Tanaka Hiroshi',
      email: user.email,
      phone: '+81 90 5555 0101',
      role: 'user',
      disabled: false,
      emailVerified: true,
      sex: 'M',
      handicap: 12.3,
      groupCount: 1,
    });
    // (a part of the phone number no generated name can hold: a random hex name once held 5555)
    expect((await search(`keyword=${encodeURIComponent('5555 0101')}`)).list.map((m: { id: string }) => m.id)).toEqual([String(user.id)]);
    // typed as people type them: the number without its spaces or "+", the name without its space
    expect((await search(`keyword=${encodeURIComponent('8190-5555-0101')}`)).list.map((m: { id: string }) => m.id)).toEqual([String(user.id)]);
    expect((await search('keyword=TanakaHiro')).list.map((m: { id: string }) => m.id)).toEqual([String(user.id)]);
    await app.db.update(users).set({ nickname: '田中\u3000浩' }).where(eq(users.id, user.id));
    expect((await search(`keyword=${encodeURIComponent('田中浩')}`)).list.map((m: { id: string }) => m.id)).toEqual([String(user.id)]);
    await app.db.update(users).set({ nickname: 'Tanaka Hiroshi' }).where(eq(users.id, user.id));
    expect((await search(`keyword=${encodeURIComponent(user.email.toUpperCase())}`)).total).toBe(1);
    expect((await search(`keyword=${user.username}`)).total).toBe(1);
    expect((await search('keyword=%25')).total).toBe(0);
    expect((await search('role=admin')).list.map((m: { id: string }) => m.id)).toEqual([String(admin.id)]);
    const page = await search('pageSize=1&page=2');
    expect(page.list).toHaveLength(1);
    expect(page.total).toBe(3);
    const bad = await app.inject({ method: 'GET', url: '/api/manager/members?pageSize=500&role=boss', headers: { ...en, ...bearer(admin.token) } });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).data.fields.map((f: { path: string }) => f.path).sort()).toEqual(['querystring.pageSize', 'querystring.role']);
  });

  it('disabling ends the sessions at once; login then answers 40103; enabling lets the user back in', async () => {
    const victim = await buildUser(app);
    expect((await app.inject({ method: 'POST', url: '/api/user/info', headers: bearer(victim.token) })).statusCode).toBe(200);
    const res = await app.inject({ method: 'PATCH', url: `/api/manager/members/${victim.id}`, payload: { disabled: true }, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({ id: String(victim.id), disabled: true });

    const next = await app.inject({ method: 'POST', url: '/api/user/info', headers: bearer(victim.token) });
    expect(next.statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/user/auth', payload: { username: victim.username, password: victim.password } });
    expect(body(login).code).toBe(ErrorCode.accountDisabled);

    expect((await app.inject({ method: 'GET', url: '/api/manager/members?disabled=true', headers: bearer(admin.token) })).json()).toMatchObject({
      data: { total: 1, list: [{ id: String(victim.id) }] },
    });

    await app.inject({ method: 'PATCH', url: `/api/manager/members/${victim.id}`, payload: { disabled: false }, headers: bearer(admin.token) });
    // the old token stays dead (its session was deleted), a new login works
    expect((await app.inject({ method: 'POST', url: '/api/user/info', headers: bearer(victim.token) })).statusCode).toBe(401);
    const again = await app.inject({ method: 'POST', url: '/api/user/auth', payload: { username: victim.username, password: victim.password } });
    expect(again.statusCode).toBe(200);
  });

  it('grants and removes admin; an admin cannot demote or disable themself', async () => {
    const helper = await buildUser(app);
    const grant = await app.inject({ method: 'PATCH', url: `/api/manager/members/${helper.id}`, payload: { role: 'admin' }, headers: bearer(admin.token) });
    expect(body(grant).data.role).toBe('admin');
    expect((await app.inject({ method: 'GET', url: '/api/manager/overview', headers: bearer(helper.token) })).statusCode).toBe(200);

    const selfDemote = await app.inject({ method: 'PATCH', url: `/api/manager/members/${admin.id}`, payload: { role: 'user' }, headers: { ...en, ...bearer(admin.token) } });
    expect(selfDemote.statusCode).toBe(409);
    expect(body(selfDemote).msg).toBe('You cannot remove your own admin role. Ask another administrator to do it.');
    const selfDisable = await app.inject({ method: 'PATCH', url: `/api/manager/members/${admin.id}`, payload: { disabled: true }, headers: { ...en, ...bearer(admin.token) } });
    expect(selfDisable.statusCode).toBe(409);
    expect(body(selfDisable).msg).toBe('You cannot disable your own account. Ask another administrator to do it.');
    expect((await app.inject({ method: 'POST', url: '/api/user/info', headers: bearer(admin.token) })).json()).toMatchObject({ data: { role: 'admin' } });

    // another admin may remove the helper's admin role
    const remove = await app.inject({ method: 'PATCH', url: `/api/manager/members/${helper.id}`, payload: { role: 'user' }, headers: bearer(admin.token) });
    expect(body(remove).data.role).toBe('user');
    expect((await app.inject({ method: 'GET', url: '/api/manager/overview', headers: bearer(helper.token) })).statusCode).toBe(403);
  });

  it('two administrators disabling or demoting each other at the same moment: one of them stays an administrator', async () => {
    for (const change of [{ disabled: true }, { role: 'user' }]) {
      const one = await buildUser(app, { role: 'admin' });
      const two = await buildUser(app, { role: 'admin' });
      const answers = await Promise.all([
        app.inject({ method: 'PATCH', url: `/api/manager/members/${two.id}`, payload: change, headers: bearer(one.token) }),
        app.inject({ method: 'PATCH', url: `/api/manager/members/${one.id}`, payload: change, headers: bearer(two.token) }),
      ]);
      // the second is refused: no longer an administrator (403), or, disabled first, signed out (401)
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([401, 403]).toContain(codes[1]);
      const after = await Promise.all([one, two].map(async (u) => body(await app.inject({ method: 'GET', url: `/api/manager/members?keyword=${u.username}`, headers: bearer(admin.token) })).data.list[0]));
      expect(after.filter((m: { role: string; disabled: boolean }) => m.role === 'admin' && !m.disabled)).toHaveLength(1);
    }
  });

  it('answers 404 for an unknown account and 400 for an empty change', async () => {
    const missing = await app.inject({ method: 'PATCH', url: '/api/manager/members/999999', payload: { disabled: true }, headers: bearer(admin.token) });
    expect(missing.statusCode).toBe(404);
    const empty = await app.inject({ method: 'PATCH', url: `/api/manager/members/${user.id}`, payload: {}, headers: { ...en, ...bearer(admin.token) } });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).data.fields).toEqual([{ path: '', message: 'Choose a role or an account status to change' }]);
  });
});
