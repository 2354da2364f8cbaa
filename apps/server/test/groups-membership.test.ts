import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities, groupApplications, groups, messages } from '../src/db/schema';
import { activityRow, buildActivity, messageKinds, playersOf } from './activity-factories';
import { ErrorCode } from '@golf/shared/envelope';
import { bearer, body, buildUser, type TestUser } from './factories';
import { buildTestApp } from './helpers';
import { addMember, buildApplication, buildGroup, memberCounts } from './group-factories';

describe('join applications and members', async () => {
  const { app } = await buildTestApp();
  const en = { 'accept-language': 'en-US' };
  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { ...en, ...(user ? bearer(user.token) : {}) } });
  const messagesOf = async (user: TestUser) =>
    body(await call(user, 'GET', '/api/messages?pageSize=100')).data.list as Array<{ title: string; content: string; link: string | null }>;

  it('an applicant who came from one of the group\'s events is led back to it by the approval; another group\'s event is refused', async () => {
    const owner = await buildUser(app);
    const group = await buildGroup(app, owner, { joinApproval: true });
    const other = await buildGroup(app, await buildUser(app), { joinApproval: true });
    const event = await buildActivity(app, group.id, { isPublic: false });
    const elsewhere = await buildActivity(app, other.id);
    const [cho, dai] = [await buildUser(app), await buildUser(app)];
    const foreign = await call(cho, 'POST', `/api/groups/${group.id}/applications`, { message: '', activityId: String(elsewhere.id) });
    expect(foreign.statusCode).toBe(404);
    expect(await app.db.select().from(groupApplications).where(eq(groupApplications.userId, cho.id))).toEqual([]);
    const fromEvent = body(await call(cho, 'POST', `/api/groups/${group.id}/applications`, { message: '', activityId: String(event.id) })).data.id;
    // waiting already: the same answer whatever event is named (its ids cannot be tried out)
    expect((await call(cho, 'POST', `/api/groups/${group.id}/applications`, { message: '', activityId: String(elsewhere.id) })).statusCode).toBe(409);
    // a draft, which members do not see, is not where an approval can lead
    const draft = await buildActivity(app, group.id, { status: 'draft' });
    expect((await call(dai, 'POST', `/api/groups/${group.id}/applications`, { message: '', activityId: String(draft.id) })).statusCode).toBe(404);
    const plain = body(await call(dai, 'POST', `/api/groups/${group.id}/applications`, { message: '' })).data.id;
    // decided together, each is told with their own way in
    expect(body(await call(owner, 'POST', `/api/groups/${group.id}/applications/decide`, { ids: [fromEvent, plain], action: 'approve' })).data.decided).toHaveLength(2);
    expect((await messagesOf(cho))[0]).toMatchObject({ title: `Welcome to ${group.name}`, link: `/dashboard/activity/detail?id=${event.id}` });
    expect((await messagesOf(dai))[0]).toMatchObject({ title: `Welcome to ${group.name}`, link: `/dashboard/group/detail?id=${group.id}` });
  });

  it('runs the whole cycle: apply → approve → member → promote → leave, and apply → reject', async () => {
    const owner = await buildUser(app, { nickname: 'Olivia Owner' });
    const created = await call(owner, 'POST', '/api/groups', { name: 'Cycle Golf Society', introduction: 'Monthly medal', joinApproval: true });
    expect(created.statusCode).toBe(200);
    const group = body(created).data as { id: string; memberCount: number; myRole: string; ownerId: string };
    expect(group).toMatchObject({ memberCount: 1, myRole: 'owner', ownerId: String(owner.id) });
    const gid = group.id;

    const alice = await buildUser(app, { nickname: 'Alice Applicant', sex: 'F', handicap: 18.4, phone: '+81 90 1234 5678' });
    const applied = await call(alice, 'POST', `/api/groups/${gid}/applications`, { message: 'I play at Pine Ridge on Sundays' });
    expect(applied.statusCode).toBe(200);
    expect(body(applied).data).toMatchObject({ status: 'pending' });
    const appId = body(applied).data.id as string;

    // the card shows it as pending; a second application is refused
    const card = body(await call(alice, 'GET', `/api/groups/${gid}`)).data;
    expect(card).toMatchObject({ myRole: null, myApplication: 'pending', pendingApplications: null });
    const again = await call(alice, 'POST', `/api/groups/${gid}/applications`, { message: 'again' });
    expect(again.statusCode).toBe(409);
    expect(body(again)).toMatchObject({ code: ErrorCode.conflict, msg: expect.stringContaining('already waiting') });

    // the organiser is told and sees the application with the applicant's details
    expect((await messagesOf(owner))[0]).toMatchObject({
      title: 'New application to Cycle Golf Society',
      content: expect.stringContaining('Alice Applicant applied'),
      link: `/dashboard/group/member/audit?id=${gid}`,
    });
    const pending = body(await call(owner, 'GET', `/api/groups/${gid}/applications`)).data;
    expect(pending.total).toBe(1);
    expect(pending.list[0]).toMatchObject({ id: appId, nickname: 'Alice Applicant', sex: 'F', handicap: 18.4, message: 'I play at Pine Ridge on Sundays', status: 'pending' });
    expect(body(await call(owner, 'GET', '/api/groups/pending-applications-summary')).data).toEqual([
      { groupId: gid, name: 'Cycle Golf Society', pending: 1 },
    ]);

    // approve: alice becomes a member and is told
    const approved = await call(owner, 'POST', `/api/groups/${gid}/applications/${appId}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect(body(approved).data).toEqual({ decided: [appId], skipped: [] });
    expect((await messagesOf(alice))[0]).toMatchObject({ title: 'Welcome to Cycle Golf Society', link: `/dashboard/group/detail?id=${gid}` });
    expect((await call(owner, 'POST', `/api/groups/${gid}/applications/${appId}/reject`, {})).statusCode).toBe(409);
    expect(body(await call(alice, 'GET', `/api/groups/${gid}`)).data).toMatchObject({ myRole: 'member', myApplication: null, memberCount: 2 });
    expect(body(await call(alice, 'GET', '/api/groups?mine=1')).data.list.map((g: { id: string }) => g.id)).toEqual([gid]);
    expect(await memberCounts(app, { id: Number(gid), name: '' })).toEqual({ stored: 2, real: 2 });
    expect((await call(alice, 'POST', `/api/groups/${gid}/applications`, { message: '' })).statusCode).toBe(409);

    // members see each other's contact details
    const members = body(await call(alice, 'GET', `/api/groups/${gid}/members`)).data;
    expect(members.total).toBe(2);
    expect(members.list.map((m: { role: string }) => m.role)).toEqual(['owner', 'member']);
    expect(members.list[1]).toMatchObject({ userId: String(alice.id), sex: 'F', handicap: 18.4, email: alice.email, phone: '+81 90 1234 5678' });

    // promote, then the owner demotes
    const promoted = await call(owner, 'PATCH', `/api/groups/${gid}/members/${alice.id}`, { role: 'organiser' });
    expect(body(promoted).data).toMatchObject({ userId: String(alice.id), role: 'organiser' });
    expect((await messagesOf(alice))[0].title).toBe('You are now an organiser of Cycle Golf Society');
    expect(body(await call(alice, 'GET', '/api/groups/pending-applications-summary')).data).toEqual([
      { groupId: gid, name: 'Cycle Golf Society', pending: 0 },
    ]);

    // another applicant is rejected with a reason by the new organiser
    const bob = await buildUser(app, { nickname: 'Bob' });
    const bobApp = body(await call(bob, 'POST', `/api/groups/${gid}/applications`, { message: 'hi' })).data.id as string;
    const rejected = await call(alice, 'POST', `/api/groups/${gid}/applications/${bobApp}/reject`, { reason: 'Members of the club only.' });
    expect(body(rejected).data).toEqual({ decided: [bobApp], skipped: [] });
    // the reason's own full stop is not doubled; the message leads to the group's page, which names its organisers
    expect((await messagesOf(bob))[0]).toMatchObject({
      title: 'Application to Cycle Golf Society not approved',
      content: expect.stringContaining('Reason given: Members of the club only. You can contact the committee'),
      link: `/dashboard/group/detail?id=${gid}`,
    });
    // with no reason given, the message has none (it read "Reason given: —.")
    const carol = await buildUser(app, { nickname: 'Carol' });
    const carolApp = body(await call(carol, 'POST', `/api/groups/${gid}/applications`, { message: 'hi' })).data.id as string;
    await call(alice, 'POST', `/api/groups/${gid}/applications/${carolApp}/reject`, {});
    expect((await messagesOf(carol))[0].content).toBe('Your application to join Cycle Golf Society was not approved. You can contact the committee or apply again later.');
    expect(body(await call(bob, 'GET', `/api/groups/${gid}`)).data).toMatchObject({ myRole: null, myApplication: null, memberCount: 2 });
    const decided = body(await call(owner, 'GET', `/api/groups/${gid}/applications?status=rejected`)).data;
    expect(decided.list.find((a: { id: string }) => a.id === bobApp)).toMatchObject({ status: 'rejected', reason: 'Members of the club only.' });
    expect(decided.list[0].decidedAt).toEqual(expect.any(String));

    // alice leaves (organisers may leave), the owner may not
    const left = await call(alice, 'DELETE', `/api/groups/${gid}/members/${alice.id}`);
    expect(left.statusCode).toBe(200);
    expect(body(await call(alice, 'GET', `/api/groups/${gid}`)).data).toMatchObject({ myRole: null, memberCount: 1 });
    const ownerLeaves = await call(owner, 'DELETE', `/api/groups/${gid}/members/${owner.id}`);
    expect(ownerLeaves.statusCode).toBe(409);
    expect(body(ownerLeaves).msg).toBe('As the owner you cannot leave the committee. Transfer ownership to another member first, then leave.');
    expect(await memberCounts(app, { id: Number(gid), name: '' })).toEqual({ stored: 1, real: 1 });
  });

  it('joins at once when the group needs no approval', async () => {
    const owner = await buildUser(app);
    const group = await buildGroup(app, owner, { joinApproval: false });
    const user = await buildUser(app);
    const res = await call(user, 'POST', `/api/groups/${group.id}/applications`, {});
    expect(body(res).data).toMatchObject({ status: 'joined' });
    expect(body(await call(user, 'GET', `/api/groups/${group.id}`)).data).toMatchObject({ myRole: 'member', myApplication: null });
    expect(await memberCounts(app, group)).toEqual({ stored: 2, real: 2 });
    expect((await call(user, 'POST', `/api/groups/${group.id}/applications`, {})).statusCode).toBe(409);
    expect(body(await call(owner, 'GET', `/api/groups/${group.id}/applications`)).data.total).toBe(0);
    // a double tap on "join" (ten at once): one joins, the others are told they are in, and one record of the joining stays
    const eager = await buildUser(app);
    const taps = await Promise.all(Array.from({ length: 10 }, () => call(eager, 'POST', `/api/groups/${group.id}/applications`, {})));
    expect(taps.filter((t) => t.statusCode === 200)).toHaveLength(1);
    expect(taps.every((t) => t.statusCode === 200 || t.statusCode === 409)).toBe(true);
    const records = await app.db.select().from(groupApplications).where(and(eq(groupApplications.groupId, group.id), eq(groupApplications.userId, eager.id)));
    expect(records).toHaveLength(1);
    expect(await memberCounts(app, group)).toEqual({ stored: 3, real: 3 });
  });

  it('decides in bulk, skipping ids that are not pending in this group', async () => {
    const owner = await buildUser(app);
    const group = await buildGroup(app, owner);
    const other = await buildGroup(app, owner);
    const applicants = await Promise.all([1, 2, 3].map(() => buildUser(app)));
    const ids = await Promise.all(applicants.map((a) => buildApplication(app, group, a)));
    const foreign = await buildApplication(app, other, applicants[0]);

    const res = await call(owner, 'POST', `/api/groups/${group.id}/applications/decide`, {
      ids: [String(ids[0]), String(ids[1]), String(foreign)],
      action: 'approve',
    });
    expect(body(res).data).toEqual({ decided: [String(ids[0]), String(ids[1])], skipped: [String(foreign)] });
    expect(await memberCounts(app, group)).toEqual({ stored: 3, real: 3 });
    expect(await memberCounts(app, other)).toEqual({ stored: 1, real: 1 });

    const rejectRest = await call(owner, 'POST', `/api/groups/${group.id}/applications/decide`, {
      ids: [String(ids[1]), String(ids[2])],
      action: 'reject',
      reason: 'Full this season',
    });
    expect(body(rejectRest).data).toEqual({ decided: [String(ids[2])], skipped: [String(ids[1])] });
    expect(await memberCounts(app, group)).toEqual({ stored: 3, real: 3 });
    expect(body(await call(owner, 'GET', `/api/groups/${group.id}/applications`)).data.total).toBe(0);
  });

  it('keeps roles straight: organisers promote, only the owner demotes organisers, nobody changes the owner', async () => {
    const owner = await buildUser(app);
    const group = await buildGroup(app, owner);
    const [organiser, organiser2, member, member2] = await Promise.all([1, 2, 3, 4].map(() => buildUser(app)));
    await addMember(app, group, organiser, 'organiser');
    await addMember(app, group, organiser2, 'organiser');
    await addMember(app, group, member);
    await addMember(app, group, member2);
    const role = (by: TestUser, uid: number, r: string) => call(by, 'PATCH', `/api/groups/${group.id}/members/${uid}`, { role: r });

    expect((await role(organiser, member.id, 'organiser')).statusCode).toBe(200);
    expect((await role(organiser, member.id, 'member')).statusCode).toBe(403);
    expect(body(await role(organiser, organiser2.id, 'member')).msg).toContain('Only the owner');
    expect((await role(owner, member.id, 'member')).statusCode).toBe(200);
    const ownerRole = await role(organiser, owner.id, 'member');
    expect(ownerRole.statusCode).toBe(409);
    expect(body(ownerRole).msg).toContain('transfer ownership');
    expect((await role(owner, owner.id, 'organiser')).statusCode).toBe(409);
    expect((await role(member, member2.id, 'organiser')).statusCode).toBe(403);
    expect((await role(owner, member.id, 'owner')).statusCode).toBe(400);

    // removal: organisers remove members, not organisers; nobody removes the owner
    expect((await call(organiser, 'DELETE', `/api/groups/${group.id}/members/${organiser2.id}`)).statusCode).toBe(403);
    expect((await call(organiser, 'DELETE', `/api/groups/${group.id}/members/${owner.id}`)).statusCode).toBe(409);
    expect((await call(member, 'DELETE', `/api/groups/${group.id}/members/${member2.id}`)).statusCode).toBe(403);
    expect((await call(organiser, 'DELETE', `/api/groups/${group.id}/members/${member2.id}`)).statusCode).toBe(200);
    expect((await messagesOf(member2))[0].title).toBe(`Removed from ${group.name}`);
    expect((await call(owner, 'DELETE', `/api/groups/${group.id}/members/${organiser2.id}`)).statusCode).toBe(200);
    expect(await memberCounts(app, group)).toEqual({ stored: 3, real: 3 });
    // removing someone twice: not a member any more
    expect((await call(owner, 'DELETE', `/api/groups/${group.id}/members/${member2.id}`)).statusCode).toBe(404);
    expect(await memberCounts(app, group)).toEqual({ stored: 3, real: 3 });
  });

  it('transfers ownership to a member only; the old owner becomes an organiser and can then leave', async () => {
    const owner = await buildUser(app);
    const group = await buildGroup(app, owner);
    const heir = await buildUser(app);
    const stranger = await buildUser(app);
    await addMember(app, group, heir);
    const notMember = await call(owner, 'POST', `/api/groups/${group.id}/transfer`, { userId: String(stranger.id) });
    expect(notMember.statusCode).toBe(422);
    expect(body(notMember).msg).toContain('must be a member');
    expect((await call(heir, 'POST', `/api/groups/${group.id}/transfer`, { userId: String(heir.id) })).statusCode).toBe(403);

    const done = await call(owner, 'POST', `/api/groups/${group.id}/transfer`, { userId: String(heir.id) });
    expect(done.statusCode).toBe(200);
    expect(body(done).data).toMatchObject({ ownerId: String(heir.id), myRole: 'organiser' });
    expect((await messagesOf(heir))[0].title).toBe(`You now own ${group.name}`);
    const roles = body(await call(heir, 'GET', `/api/groups/${group.id}/members`)).data.list.map((m: { userId: string; role: string }) => [m.userId, m.role]);
    expect(roles).toEqual([
      [String(heir.id), 'owner'],
      [String(owner.id), 'organiser'],
    ]);
    expect((await call(owner, 'DELETE', `/api/groups/${group.id}/members/${owner.id}`)).statusCode).toBe(200);
    expect(await memberCounts(app, group)).toEqual({ stored: 1, real: 1 });
    // the owner hands it over: nobody else is told; an administrator moves it: its owner is told, by whom and to whom
    expect((await messagesOf(owner)).filter((m: { title: string }) => m.title.includes('now owns'))).toEqual([]);
    const admin = await buildUser(app, { role: 'admin' });
    const third = await buildUser(app, { nickname: 'Tess' });
    await addMember(app, group, third);
    expect((await call(admin, 'POST', `/api/groups/${group.id}/transfer`, { userId: String(third.id) })).statusCode).toBe(200);
    expect((await messagesOf(heir))[0]).toMatchObject({ title: `Tess now owns ${group.name}`, content: expect.stringContaining('An administrator made Tess the owner') });

    // deleted, the group's members are told; not whoever deleted it
    expect((await call(admin, 'DELETE', `/api/groups/${group.id}`)).statusCode).toBe(200);
    expect((await messagesOf(third))[0]).toMatchObject({ title: `${group.name} was deleted`, link: '/dashboard/group/index' });
    expect((await messagesOf(heir))[0].title).toBe(`${group.name} was deleted`);
    expect((await messagesOf(admin)).map((m: { title: string }) => m.title)).toEqual([]);
  });

  it('a role change or a leave that meets a transfer of ownership: the group keeps exactly one owner, its owner_id', async () => {
    for (let round = 0; round < 4; round++) {
      const owner = await buildUser(app);
      const group = await buildGroup(app, owner);
      const heir = await buildUser(app);
      await addMember(app, group, heir);
      expect((await call(owner, 'PATCH', `/api/groups/${group.id}/members/${heir.id}`, { role: 'organiser' })).statusCode).toBe(200);
      // the owner, in two tabs: demotes the organiser and hands them the group at the same moment; the heir leaves too
      const answers = await Promise.all([
        call(owner, 'POST', `/api/groups/${group.id}/transfer`, { userId: String(heir.id) }),
        call(owner, 'PATCH', `/api/groups/${group.id}/members/${heir.id}`, { role: 'member' }),
        ...(round % 2 ? [call(heir, 'DELETE', `/api/groups/${group.id}/members/${heir.id}`)] : []),
      ]);
      expect(answers.every((a) => a.statusCode < 500)).toBe(true);
      const detail = body(await call(owner, 'GET', `/api/groups/${group.id}`)).data;
      const members = body(await call(owner, 'GET', `/api/groups/${group.id}/members`)).data.list as { userId: string; role: string }[];
      const owners = members.filter((m) => m.role === 'owner').map((m) => m.userId);
      expect(owners).toEqual([detail.ownerId]);
    }
  });

  it('hides the member list, and so every contact detail, from non-members', async () => {
    const owner = await buildUser(app, { phone: '+86 138 0000 0000' });
    const group = await buildGroup(app, owner);
    const outsider = await buildUser(app);
    const res = await call(outsider, 'GET', `/api/groups/${group.id}/members`);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(owner.email);
    expect(res.body).not.toContain('138 0000');
    // the public detail names the organisers without contact details
    const detail = await call(outsider, 'GET', `/api/groups/${group.id}`);
    expect(body(detail).data.organisers).toEqual([{ userId: String(owner.id), nickname: owner.username, avatar: '', role: 'owner' }]);
    expect(detail.body).not.toContain(owner.email);
    expect(detail.body).not.toContain('138 0000');
  });

  it('answers 404 for unknown groups, applications and members, and 400 with fields for bad input', async () => {
    const owner = await buildUser(app);
    const group = await buildGroup(app, owner);
    for (const [method, url] of [
      ['GET', '/api/groups/999999'],
      ['PATCH', '/api/groups/999999'],
      ['POST', '/api/groups/999999/applications'],
      ['GET', '/api/groups/999999/members'],
      ['GET', '/api/groups/999999/statistics'],
      ['POST', `/api/groups/${group.id}/applications/999999/approve`],
      ['POST', `/api/groups/${group.id}/applications/999999/reject`],
      ['PATCH', `/api/groups/${group.id}/members/999999`],
      ['DELETE', `/api/groups/${group.id}/members/999999`],
    ] as const) {
      const payload = method === 'PATCH' && url.includes('members') ? { role: 'member' } : method === 'GET' ? undefined : {};
      const res = await call(owner, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(body(res).code).toBe(ErrorCode.notFound);
    }
    const applicant = await buildUser(app);
    const tooLong = await call(applicant, 'POST', `/api/groups/${group.id}/applications`, { message: 'x'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(body(tooLong).data.fields).toEqual([{ path: 'message', message: 'The message may have at most 200 characters' }]);
    const badIds = await call(owner, 'POST', `/api/groups/${group.id}/applications/decide`, { ids: [], action: 'maybe' });
    expect(badIds.statusCode).toBe(400);
    expect(body(badIds).data.fields.map((f: { path: string }) => f.path).sort()).toEqual(['action', 'ids']);
    expect((await call(owner, 'GET', '/api/groups/abc')).statusCode).toBe(400);
  });
  it('an application made while the group asked for approval is the one that joins when it no longer does', async () => {
    const owner = await buildUser(app);
    const ann = await buildUser(app);
    const group = body(await call(owner, 'POST', '/api/groups', { name: `Open Door ${Date.now()}`, joinApproval: true })).data as { id: string };
    expect(body(await call(ann, 'POST', `/api/groups/${group.id}/applications`, { message: 'hi' })).data.status).toBe('pending');
    expect((await call(owner, 'PATCH', `/api/groups/${group.id}`, { joinApproval: false })).statusCode).toBe(200);
    expect(body(await call(ann, 'POST', `/api/groups/${group.id}/applications`, { message: 'hi again' })).data.status).toBe('joined');
    expect(body(await call(ann, 'GET', `/api/groups/${group.id}`)).data).toMatchObject({ myRole: 'member', myApplication: null });
    expect(body(await call(owner, 'GET', `/api/groups/${group.id}`)).data).toMatchObject({ pendingApplications: 0 });
  });
});

describe('leaving the group gives up its members-only events', async () => {
  const { app } = await buildTestApp();
  const en = { 'accept-language': 'en-US' };
  const call = (user: TestUser, method: 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { ...en, ...bearer(user.token) } });

  it('a member removed (or leaving) no longer holds a place they could neither see nor cancel; the waiting list moves up, public and played events keep them', async () => {
    const owner = await buildUser(app);
    const group = await buildGroup(app, owner);
    const [emma, liu, wait] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    for (const u of [emma, liu, wait]) await addMember(app, group, u);
    const membersOnly = await buildActivity(app, group.id, { capacity: 2 });
    const open = await buildActivity(app, group.id, { isPublic: true });
    const played = await buildActivity(app, group.id, { capacity: 8 });
    for (const u of [emma, liu, wait]) expect((await call(u, 'POST', `/api/activities/${membersOnly.id}/registrations`, {})).statusCode).toBe(200);
    for (const u of [emma, liu]) {
      expect((await call(u, 'POST', `/api/activities/${open.id}/registrations`, {})).statusCode).toBe(200);
      expect((await call(u, 'POST', `/api/activities/${played.id}/registrations`, {})).statusCode).toBe(200);
    }
    await app.db.update(activities).set({ status: 'playing' }).where(eq(activities.id, played.id));
    const statusOf = async (aid: number, u: TestUser) => (await playersOf(app, aid)).find((p) => p.userId === Number(u.id))?.status ?? null;
    expect(await statusOf(membersOnly.id, wait)).toBe('waitlisted');

    // the owner removes Emma: her members-only place goes to the first on the waiting list
    expect((await call(owner, 'DELETE', `/api/groups/${group.id}/members/${emma.id}`)).statusCode).toBe(200);
    expect(await statusOf(membersOnly.id, emma)).toBeNull();
    expect(await statusOf(membersOnly.id, wait)).toBe('registered');
    expect(await messageKinds(app, Number(wait.id))).toContain('activity.promoted');
    expect(await statusOf(open.id, emma)).toBe('registered');
    expect(await statusOf(played.id, emma)).toBe('registered');
    expect((await activityRow(app, membersOnly.id)).registered).toBe(2);
    expect(await messageKinds(app, Number(emma.id))).toContain('group.removedWithEntries');

    // Liu leaves on his own: the same
    expect((await call(liu, 'DELETE', `/api/groups/${group.id}/members/${liu.id}`)).statusCode).toBe(200);
    expect(await statusOf(membersOnly.id, liu)).toBeNull();
    expect(await statusOf(open.id, liu)).toBe('registered');
    expect((await activityRow(app, membersOnly.id)).registered).toBe(1);
  });
});

describe("the organisers' to-do of an application", async () => {
  const { app } = await buildTestApp();
  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { 'accept-language': 'en-US', ...bearer(user.token) } });
  const todoUnread = async (user: TestUser) =>
    (await app.db.select({ readAt: messages.readAt }).from(messages).where(and(eq(messages.userId, Number(user.id)), eq(messages.kind, 'group.applicationReceived')))).filter(
      (m) => m.readAt === null,
    ).length;

  it('is done for every organiser once the application is decided, whoever decided it', async () => {
    const owner = await buildUser(app);
    const group = await buildGroup(app, owner);
    const organiser = await buildUser(app);
    await addMember(app, group, organiser, 'organiser');
    await app.db.update(groups).set({ joinApproval: true }).where(eq(groups.id, group.id));
    const [ann, ben] = [await buildUser(app), await buildUser(app)];
    const annApp = body(await call(ann, 'POST', `/api/groups/${group.id}/applications`, { message: 'hi' })).data.id;
    expect(body(await call(ben, 'POST', `/api/groups/${group.id}/applications`, { message: 'hello' })).data.status).toBe('pending');
    expect([await todoUnread(owner), await todoUnread(organiser)]).toEqual([2, 2]);
    // the owner approves Ann: her to-do is done for the other organiser too; Ben's is still there
    expect((await call(owner, 'POST', `/api/groups/${group.id}/applications/${annApp}/approve`)).statusCode).toBe(200);
    expect([await todoUnread(owner), await todoUnread(organiser)]).toEqual([1, 1]);
  });
});
