import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { activities, donations, groupMembers, notices, players, topicReplies, topics, users, voteTickets } from '../src/db/schema';
import { createSession } from '../src/modules/auth/sessions';
import { bearer, body, buildUser, uniqueName, type TestUser } from './factories';
import { addMember, buildApplication, buildGroup, type TestGroup } from './group-factories';
import { buildActivity, buildCourse, dayFromNow } from './activity-factories';
import { buildFlight } from './score-factories';

/** Who calls: the ladder of the authorisation matrix, weakest first. */
export const ROLES = ['anonymous', 'user', 'member', 'marker', 'organiser', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body with one field "file". */
export function multipart(data: Buffer, contentType: string, filename = 'file.png') {
  const boundary = '----golf-authz-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * One group with every role (owner, organiser, a marker and a plain member, plus `extra`, a member
 * who authors the posts others act on, and `golfer`, the marker's flight partner), a non-member, a
 * site admin and a disabled account; a course; an event being played (players, two flights, scores,
 * a prize with a nearest-the-pin rule, a donation), a notice, a topic with a reply, and a second
 * event taking sign-ups with the vote on and a ticket bought.
 */
export async function buildWorld(app: App) {
  const owner = await buildUser(app);
  const organiser = await buildUser(app);
  const marker = await buildUser(app);
  const member = await buildUser(app);
  const extra = await buildUser(app);
  const golfer = await buildUser(app);
  const user = await buildUser(app);
  const admin = await buildUser(app, { role: 'admin' });
  const disabled = await buildUser(app);
  await app.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));

  const group = await buildGroup(app, owner);
  await addMember(app, group, organiser, 'organiser');
  for (const m of [marker, member, extra, golfer]) await addMember(app, group, m);
  const course = await buildCourse(app, { createdBy: owner.id });

  const activity = await buildActivity(app, group.id, { status: 'playing', capacity: 20, courseIds: [course.id], acdate: dayFromNow(0), days: [dayFromNow(0)] });
  const aid = activity.id;
  const pidOf: Record<string, number> = {};
  for (const [name, u] of Object.entries({ marker, member, extra, golfer })) {
    const [p] = await app.db
      .insert(players)
      .values({ activityId: aid, userId: u.id, name: `P ${name}`, sex: 'M', handicap: 10, status: 'registered' })
      .returning({ id: players.id });
    pidOf[name] = p.id;
  }
  const [guest] = await app.db
    .insert(players)
    .values({ activityId: aid, name: 'Guest', sex: 'F', handicap: 20, status: 'registered', isGuest: true, hostUserId: member.id })
    .returning({ id: players.id });
  await app.db.update(activities).set({ registered: 5 }).where(eq(activities.id, aid));
  // the marker records for the golfer; the member's card is kept by `extra`
  await buildFlight(app, aid, [pidOf.marker, pidOf.golfer], pidOf.marker);
  await buildFlight(app, aid, [pidOf.extra, pidOf.member], pidOf.extra);

  const as = (u: TestUser, method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, payload, headers: bearer(u.token) }).then((res) => {
      if (res.statusCode !== 200) throw new Error(`world: ${method} ${url} → ${res.statusCode} ${res.body}`);
      return body(res).data;
    });
  await as(marker, 'PUT', `/api/activities/${aid}/scorecards/${pidOf.golfer}`, { holes: [{ number: 1, strokes: 4 }] });
  const prize = await as(owner, 'POST', `/api/activities/${aid}/prizes`, { name: 'Golf balls', num: 20 });
  const rule = await as(owner, 'POST', `/api/activities/${aid}/prize-rules`, { type: 'nearestPin', hole: 3, prizeId: prize.id, num: 1 });
  const donation = await as(member, 'POST', `/api/activities/${aid}/donations`, { title: 'Wine', kind: 'goods', goods: 'Wine', number: 2, contact: 'me@example.com' });
  const notice = await as(owner, 'POST', '/api/notices', { groupId: String(group.id), title: 'Tee times', content: 'Be early' });
  const topic = await as(extra, 'POST', '/api/topics', { groupId: String(group.id), title: 'Lift share', content: 'Anyone?' });
  const reply = await as(extra, 'POST', `/api/topics/${topic.id}/replies`, { content: 'Me' });

  const voteEvent = await buildActivity(app, group.id, {
    status: 'registering',
    capacity: 20,
    courseIds: [course.id],
    vote: { enabled: true, ticketType: 'winner', pointsPerMember: 1000 },
  });
  const votePids: number[] = [];
  for (const u of [marker, member, golfer]) {
    const [p] = await app.db
      .insert(players)
      .values({ activityId: voteEvent.id, userId: u.id, name: `V ${u.username}`, sex: 'M', handicap: 8, status: 'registered' })
      .returning({ id: players.id });
    votePids.push(p.id);
  }
  await app.db.update(activities).set({ registered: votePids.length }).where(eq(activities.id, voteEvent.id));
  const ticket = await as(member, 'POST', `/api/activities/${voteEvent.id}/vote/tickets`, { players: [String(votePids[2])], points: 1 });

  const accounts: Record<Exclude<Role, 'anonymous'>, TestUser> = { user, member, marker, organiser, owner, admin };

  const world = {
    app,
    accounts,
    disabled,
    owner,
    organiser,
    marker,
    member,
    extra,
    golfer,
    group,
    gid: group.id,
    cid: course.id,
    aid,
    pidOf,
    guestPid: guest.id,
    prid: Number(prize.id),
    ruleId: Number(rule.id),
    did: Number(donation.id),
    nid: Number(notice.id),
    tid: Number(topic.id),
    replyId: Number(reply.id),
    voteAid: voteEvent.id,
    votePids,
    ticketId: Number(ticket.id),

    /** A new session for `role` (none for anonymous), so logout or a password change never spends a shared token. */
    async tokenFor(role: Role): Promise<string | null> {
      if (role === 'anonymous') return null;
      return createSession(app.db, accounts[role].id, 1);
    },
    /** A group of its own with the same people in the same roles (for delete, transfer, removals). */
    async freshGroup(): Promise<TestGroup> {
      const g = await buildGroup(app, owner);
      await addMember(app, g, organiser, 'organiser');
      for (const m of [marker, member, extra]) await addMember(app, g, m);
      return g;
    },
    /** A pending application to the group by a new account. */
    async freshApplication(): Promise<number> {
      return buildApplication(app, group, await buildUser(app));
    },
    async freshActivity(overrides: Partial<typeof activities.$inferInsert> = {}) {
      return (await buildActivity(app, group.id, { status: 'draft', courseIds: [course.id], ...overrides })).id;
    },
    async freshGuest(): Promise<number> {
      const [p] = await app.db
        .insert(players)
        .values({ activityId: aid, name: uniqueName('Guest '), sex: 'M', handicap: 18, status: 'registered', isGuest: true })
        .returning({ id: players.id });
      return p.id;
    },
    /** a donation of the member's, or of `role`'s account */
    async freshDonation(status: 'pending' | 'accepted' = 'pending', role?: Role): Promise<number> {
      const sponsor = role && role !== 'anonymous' ? accounts[role] : member;
      const [d] = await app.db
        .insert(donations)
        .values({ activityId: aid, userId: sponsor.id, title: 'Balls', kind: 'goods', goods: 'Balls', number: 3, contact: 'x', status })
        .returning({ id: donations.id });
      return d.id;
    },
    async freshPrize(): Promise<number> {
      return Number((await as(owner, 'POST', `/api/activities/${aid}/prizes`, { name: uniqueName('Prize '), num: 5 })).id);
    },
    async freshRule(): Promise<number> {
      return Number((await as(owner, 'POST', `/api/activities/${aid}/prize-rules`, { type: 'longestDrive', hole: 5, prizeId: String(prize.id), num: 1 })).id);
    },
    async freshNotice(): Promise<number> {
      const [n] = await app.db.insert(notices).values({ groupId: group.id, authorId: owner.id, title: 'Old', content: 'Old news' }).returning({ id: notices.id });
      return n.id;
    },
    async freshTopic(): Promise<number> {
      const [t] = await app.db.insert(topics).values({ groupId: group.id, authorId: extra.id, title: 'Old', content: 'Old post' }).returning({ id: topics.id });
      return t.id;
    },
    async freshReply(): Promise<number> {
      const [r] = await app.db.insert(topicReplies).values({ topicId: Number(topic.id), authorId: extra.id, content: 'Old reply' }).returning({ id: topicReplies.id });
      return r.id;
    },
    /** A ticket of `role`'s own (cancelling touches only one's own tickets). */
    async freshTicket(role: Role): Promise<number> {
      const owner = role === 'anonymous' ? member : accounts[role];
      const [t] = await app.db
        .insert(voteTickets)
        .values({ activityId: voteEvent.id, userId: owner.id, option: String(votePids[0]), points: 1 })
        .returning({ id: voteTickets.id });
      return t.id;
    },
    /** An extra plain member of the main group, to be removed. */
    async freshMember(): Promise<number> {
      const u = await buildUser(app);
      await addMember(app, group, u);
      return u.id;
    },
    async memberOf(gid: number, role: 'member' | 'organiser' = 'member'): Promise<number> {
      const u = await buildUser(app);
      await app.db.insert(groupMembers).values({ groupId: gid, userId: u.id, role });
      return u.id;
    },
  };
  return world;
}
export type World = Awaited<ReturnType<typeof buildWorld>>;
