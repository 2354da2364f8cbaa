import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { groupApplications, groupMembers, groups, users } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { DEMO_PASSWORD } from '../src/db/demo/context';
import { DEMO_GROUP_NAME } from '../src/db/demo/groups';
import { bearer, body } from './factories';
import { buildTestApp } from './helpers';

describe('first-start seed: admin and demo group', async () => {
  const { app } = await buildTestApp({ adminUsername: 'admin', adminPassword: 'Admin123', seedDemo: true });
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  beforeAll(() => log.mockClear());
  afterAll(() => log.mockRestore());

  it('seeds once: running it again adds nothing', async () => {
    const first = await seed(app);
    expect(first?.demo?.group.memberIds).toHaveLength(12);
    expect(first?.demo?.group.applicantIds).toHaveLength(3);
    expect(await seed(app)).toBeNull();
    expect((await app.db.select({ n: count() }).from(groups))[0].n).toBe(1);
    expect((await app.db.select({ n: count() }).from(users).where(eq(users.role, 'admin')))[0].n).toBe(1);
    expect(log.mock.calls.flat().join('\n')).toContain(`Demo members (password ${DEMO_PASSWORD})`);
  });

  it('makes a living group: owned by the admin, a dozen members of both sexes with handicaps, one organiser, three pending applications', async () => {
    const [group] = await app.db.select().from(groups).where(eq(groups.name, DEMO_GROUP_NAME));
    const [admin] = await app.db.select().from(users).where(eq(users.username, 'admin'));
    expect(group.ownerId).toBe(admin.id);
    const members = await app.db
      .select({ role: groupMembers.role, sex: users.sex, handicap: users.handicap })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(eq(groupMembers.groupId, group.id));
    expect(members).toHaveLength(13);
    expect(group.memberCount).toBe(13);
    expect(members.filter((m) => m.role === 'organiser')).toHaveLength(1);
    expect(members.filter((m) => m.sex === 'F').length).toBeGreaterThanOrEqual(5);
    expect(members.filter((m) => m.sex === 'M').length).toBeGreaterThanOrEqual(5);
    expect(members.filter((m) => m.role !== 'owner').every((m) => typeof m.handicap === 'number')).toBe(true);
    const pending = await app.db.select({ n: count() }).from(groupApplications).where(eq(groupApplications.status, 'pending'));
    expect(pending[0].n).toBe(3);
  });

  it('lets a newcomer in: the demo member logs in with the known password and sees the group with statistics', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/user/auth', payload: { username: 'wang.fang', password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const token = body(login).data.token as string;
    const mine = body(await app.inject({ method: 'GET', url: '/api/groups?mine=1', headers: bearer(token) })).data;
    expect(mine.list).toEqual([expect.objectContaining({ name: DEMO_GROUP_NAME, myRole: 'member', memberCount: 13 })]);
    const stats = body(await app.inject({ method: 'GET', url: `/api/groups/${mine.list[0].id}/statistics`, headers: bearer(token) })).data;
    expect(stats.growth.length).toBeGreaterThanOrEqual(12);
    expect(stats.growth.at(-1).members).toBe(13);

    const adminLogin = await app.inject({ method: 'POST', url: '/api/user/auth', payload: { username: 'admin', password: 'Admin123' } });
    const adminToken = body(adminLogin).data.token as string;
    const summary = body(await app.inject({ method: 'GET', url: '/api/groups/pending-applications-summary', headers: bearer(adminToken) })).data;
    expect(summary).toEqual([{ groupId: mine.list[0].id, name: DEMO_GROUP_NAME, pending: 3 }]);
    const inbox = body(await app.inject({ method: 'GET', url: '/api/messages?status=unread', headers: { ...bearer(adminToken), 'accept-language': 'en-US' } })).data;
    expect(inbox.unread).toBe(3);
    expect(inbox.list[0].title).toBe(`New application to ${DEMO_GROUP_NAME}`);
  });
});

describe('first-start seed without the demo', async () => {
  const { app } = await buildTestApp({ seedDemo: false });
  it('creates only the admin when SEED_DEMO=0', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const result = await seed(app);
    log.mockRestore();
    expect(result?.demo).toBeNull();
    expect((await app.db.select({ n: count() }).from(groups))[0].n).toBe(0);
    expect((await app.db.select({ n: count() }).from(users))[0].n).toBe(1);
  });
});
