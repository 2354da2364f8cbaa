import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@golf/shared/envelope';
import { bearer, body, buildUser } from './factories';
import { buildTestApp } from './helpers';

describe('roles and route access', async () => {
  const { app } = await buildTestApp();
  const admin = await buildUser(app, { role: 'admin' });
  const member = await buildUser(app);
  await buildUser(app, { disabled: true });
  await buildUser(app, { emailVerified: false });

  const cases = [
    { who: 'nobody', headers: {}, status: 401, code: ErrorCode.unauthenticated },
    { who: 'a user', headers: bearer(member.token), status: 403, code: ErrorCode.forbidden },
    { who: 'an admin', headers: bearer(admin.token), status: 200, code: 0 },
  ];
  for (const c of cases) {
    it(`GET /api/manager/overview answers ${c.status} to ${c.who}`, async () => {
      const res = await app.inject({ method: 'GET', url: '/api/manager/overview', headers: { ...c.headers, 'accept-language': 'en-US' } });
      expect(res.statusCode).toBe(c.status);
      expect(body(res).code).toBe(c.code);
      if (c.status === 403) expect(body(res).msg).toBe('Only site administrators can do this.');
    });
  }

  it('counts members for the admin', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/manager/overview', headers: bearer(admin.token) });
    const data = body(res).data as { byMonth: Array<{ month: string; members: number }> };
    expect(data).toMatchObject({ total: 4, active: 2, newThisMonth: 4, byRole: { admin: 1, user: 3 } });
    expect(data.byMonth).toHaveLength(12);
    expect(data.byMonth.at(-1)).toEqual({ month: new Date().toISOString().slice(0, 7), members: 4 });
    expect(data.byMonth.slice(0, 11).every((m) => m.members === 0)).toBe(true);
  });

  it('gives each role its own menu', async () => {
    const paths = async (token: string) => {
      const res = await app.inject({ method: 'POST', url: '/api/user/menu', headers: bearer(token) });
      const tree = body(res).data as Array<{ path: string; children?: Array<{ path: string }> }>;
      return tree.flatMap((item) => [item.path, ...(item.children ?? []).map((c) => c.path)]);
    };
    const everyone = [
      '/dashboard',
      '/dashboard/workplace',
      '/dashboard/group/index',
      '/dashboard/activity/index',
      '/dashboard/notice',
      '/dashboard/topic',
      '/activity',
      '/activity/history',
      '/activity/course',
      '/activity/prize',
      '/activity/group',
    ];
    const user = ['/user', '/user/info', '/user/setting'];
    expect(await paths(member.token)).toEqual([...everyone, ...user]);
    expect(await paths(admin.token)).toEqual([...everyone, '/manager', '/manager/workplace', '/manager/member', ...user]);
    // labels are keys of the web app's menu translations
    const res = await app.inject({ method: 'POST', url: '/api/user/menu', headers: bearer(admin.token) });
    expect(body(res).data[0].meta).toMatchObject({ locale: 'dashboard.title', icon: 'dashboard' });
  });

  it('reports the admin role in the session user', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/user/info', headers: bearer(admin.token) });
    expect(body(res).data).toMatchObject({ role: 'admin', roles: ['admin'], roleList: ['admin'] });
  });

  it('refuses a disabled account at login with 403 code 40103', async () => {
    const disabled = await buildUser(app, { disabled: true });
    const res = await app.inject({ method: 'POST', url: '/api/user/auth', payload: { username: disabled.username, password: disabled.password } });
    expect(res.statusCode).toBe(403);
    expect(body(res).code).toBe(ErrorCode.accountDisabled);
    expect((await app.inject({ method: 'POST', url: '/api/user/info', headers: bearer(disabled.token) })).statusCode).toBe(401);
  });
});
