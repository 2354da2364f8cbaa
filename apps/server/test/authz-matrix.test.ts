import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@golf/shared/envelope';
import { bearer, PASSWORD, uniqueName } from './factories';
import { buildTestApp } from './helpers';
import { buildWorld, multipart, PNG, ROLES, type Role, type World } from './authz-world';
import { dayFromNow, hoursFromNow } from './activity-factories';

/**
 * The authorisation matrix: every route the app registers × {anonymous, non-member ('user'),
 * member, marker, organiser, owner, admin, disabled account}. Each route names the weakest role
 * that may call it (`min`; every stronger role may too) with the few exceptions spelled out.
 * Denied callers must get 401 (anonymous) / 403 (signed in) with our envelope codes; allowed
 * callers must not (a 400/404/409/422 about the data is fine: the point is access), and nobody a 5xx.
 * The marker is a member who records the scores of a flight (the golfer's); `user` is signed in
 * but not in the group. A route missing from the table, or an entry without a route, fails.
 */

type Params = Record<string, string | number>;
interface Spec {
  /** the weakest role allowed; every role above it is allowed too */
  min: Role;
  /** roles below `min` that are allowed all the same */
  allow?: Role[];
  /** roles from `min` up that are refused all the same */
  deny?: Role[];
  /** why the exceptions hold */
  why?: string;
  /** path parameters over the defaults (called once per caller: fresh objects for destructive routes) */
  params?: (w: World, role: Role) => Params | Promise<Params>;
  query?: (w: World) => string;
  /** a valid body, so that the access check (in the service, after validation) is reached */
  body?: (w: World, role: Role) => unknown;
  /** multipart upload of this file instead of a JSON body */
  file?: { data: Buffer; type: string; name?: string };
  /** the answer is a never-ending event stream */
  stream?: true;
}

const holes18 = Array.from({ length: 18 }, (_, i) => ({ number: i + 1, par: 4, strokeIndex: i + 1 }));
const png = { data: PNG, type: 'image/png' };
const csv = { data: Buffer.from('pid,name,sex,h1\n'), type: 'text/csv', name: 'scores.csv' };

const matrix: Record<string, Spec> = {
  // ── public ──────────────────────────────────────────────────────────────
  'GET /api/health': { min: 'anonymous' },
  'POST /api/user/register': { min: 'anonymous', body: () => ({ username: uniqueName('reg'), email: `${uniqueName('reg')}@example.com`, nickname: 'New', password: PASSWORD }) },
  'POST /api/app/user/confirm': { min: 'anonymous', body: () => ({ token: 'not-a-real-token-123' }) },
  'POST /api/user/activation/resend': { min: 'anonymous', body: () => ({ email: 'nobody@example.com' }) },
  'POST /api/user/auth': { min: 'anonymous', body: (w) => ({ username: w.golfer.username, password: PASSWORD }) },
  'POST /api/user/reset/request': { min: 'anonymous', body: () => ({ email: 'nobody@example.com' }) },
  'POST /api/app/user/reset': { min: 'anonymous', body: () => ({ token: 'not-a-real-token-123', password: 'Another42' }) },
  'GET /api/user/google/config': { min: 'anonymous' },
  'POST /api/user/google': { min: 'anonymous', body: () => ({ credential: 'x'.repeat(20) }) },
  'POST /api/google': { min: 'anonymous', body: () => ({ credential: 'x'.repeat(20) }) },
  'GET /api/uploads/:folder/:file': { min: 'anonymous', params: () => ({ folder: 'avatars', file: `${'a'.repeat(32)}.png` }) },
  'GET /api/activities/:aid/summary': { min: 'anonymous' },

  // ── anyone signed in: their own account, lists filtered to what they may see ──
  'POST /api/user/logout': { min: 'user' },
  'POST /api/user/info': { min: 'user' },
  'POST /api/user/menu': { min: 'user' },
  'GET /api/user/settings': { min: 'user' },
  'PUT /api/user/settings': { min: 'user', body: (w, role) => ({ email: role === 'anonymous' ? 'nobody@example.com' : w.accounts[role].email, nickname: 'Same' }) },
  // (with no change of address waiting, a signed-in caller gets 404: past the access check)
  'POST /api/user/email-change/resend': { min: 'user' },
  'DELETE /api/user/email-change': { min: 'user' },
  'PUT /api/user/password': { min: 'user', body: () => ({ oldPassword: 'wrong-old-password', password: 'Another42' }) },
  'POST /api/user/avatar': { min: 'user', file: png },
  'GET /api/user/notifications': { min: 'user' },
  'PUT /api/user/notifications': { min: 'user', body: () => ({ email: ['notice.published'] }) },
  'GET /api/messages': { min: 'user' },
  'POST /api/messages/read': { min: 'user', body: () => ({ ids: ['1'] }) },
  'POST /api/messages/read-all': { min: 'user', body: () => ({ upTo: '1' }) },
  'GET /api/workplace': { min: 'user' },
  'GET /api/results/mine': { min: 'user' },
  'GET /api/awards/mine': { min: 'user' },
  'GET /api/groups': { min: 'user' },
  'GET /api/groups/pending-applications-summary': { min: 'user' },
  'GET /api/groups/:gid': { min: 'user' },
  'GET /api/courses': { min: 'user' },
  'GET /api/courses/:cid': { min: 'user' },
  'GET /api/activities': { min: 'user' },
  'GET /api/prize-overview': { min: 'user', why: 'the events of the groups I organise: empty for others' },
  'DELETE /api/activities/:aid/registrations/me': { min: 'user', why: 'only ever my own sign-up (none → 404, in play → 409)' },
  'PATCH /api/activities/:aid/registrations/me': { min: 'user', body: () => ({ remark: 'Late' }), why: 'only ever my own sign-up' },

  // ── members of the group (the event is members-only) ─────────────────
  'GET /api/groups/:gid/members': { min: 'member' },
  'GET /api/groups/:gid/statistics': { min: 'member' },
  'GET /api/groups/:gid/vote-leaderboard': { min: 'member' },
  'GET /api/activities/:aid': { min: 'member' },
  'POST /api/activities/:aid/registrations': {
    min: 'member',
    params: async (w) => ({ aid: await w.freshActivity({ status: 'registering', capacity: 20, regtime: new Date(hoursFromNow(48)) }) }),
    body: () => ({ remark: '' }),
  },
  'GET /api/activities/:aid/players': { min: 'member' },
  'GET /api/activities/:aid/flights': { min: 'member' },
  'GET /api/activities/:aid/flights/mine': { min: 'member' },
  'GET /api/activities/:aid/scorecards': { min: 'member' },
  'GET /api/activities/:aid/results': { min: 'member' },
  'GET /api/activities/:aid/results/export': { min: 'member' },
  'GET /api/activities/:aid/live': { min: 'member', stream: true },
  'GET /api/activities/:aid/donations': { min: 'member' },
  'POST /api/activities/:aid/donations': { min: 'member', body: () => ({ title: 'Cash', kind: 'money', money: 50, contact: 'me' }) },
  'POST /api/activities/:aid/donations/image': { min: 'member', file: png },
  'PUT /api/activities/:aid/donations/:did': {
    min: 'member',
    params: async (w, role) => ({ did: await w.freshDonation('pending', role) }),
    body: () => ({ title: 'Cash', kind: 'money', money: 60, contact: 'me' }),
    why: 'my own sponsorship, while pending',
  },
  'DELETE /api/activities/:aid/donations/:did': { min: 'member', params: async (w, role) => ({ did: await w.freshDonation('pending', role) }), why: 'my own sponsorship, while pending' },
  'GET /api/activities/:aid/prizes': { min: 'member' },
  'GET /api/activities/:aid/prize-rules': { min: 'member' },
  'GET /api/activities/:aid/awards': { min: 'member' },
  'GET /api/activities/:aid/awards/export': { min: 'member' },
  'GET /api/activities/:aid/vote': { min: 'member', params: (w) => ({ aid: w.voteAid }) },
  'GET /api/activities/:aid/vote/settlement': { min: 'member', params: (w) => ({ aid: w.voteAid }) },
  'POST /api/activities/:aid/vote/tickets': {
    min: 'member',
    deny: ['admin'],
    why: 'predictions are for the players and members of the group: a site admin outside it may look, not bet',
    params: (w) => ({ aid: w.voteAid }),
    body: (w) => ({ players: [String(w.votePids[0])], points: 1 }),
  },
  'DELETE /api/activities/:aid/vote/tickets/:tid': { min: 'member', params: async (w, role) => ({ aid: w.voteAid, tid: await w.freshTicket(role) }), why: 'my own ticket' },
  'GET /api/notices': { min: 'member', query: (w) => `groupId=${w.gid}`, why: 'of one group (without groupId: the notices of my groups)' },
  'GET /api/notices/:nid': { min: 'member' },
  'GET /api/topics': { min: 'member', query: (w) => `groupId=${w.gid}`, why: 'of one group (without groupId: the topics of my groups)' },
  'POST /api/topics': { min: 'member', body: (w) => ({ groupId: String(w.gid), title: 'Hello', content: 'World' }) },
  'GET /api/topics/:tid': { min: 'member' },
  'POST /api/topics/:tid/replies': { min: 'member', body: () => ({ content: 'Count me in' }) },
  'POST /api/uploads/images': { min: 'member', file: png, why: 'pictures for notices, topics and replies, which only members of a group write (of any group: the post is not written yet)' },

  // ── the marker: the cards of their flight while the event is played ───
  'PUT /api/activities/:aid/scorecards/:pid': {
    min: 'marker',
    params: (w) => ({ pid: w.pidOf.golfer }),
    body: () => ({ holes: [{ number: 2, strokes: 5 }] }),
  },

  // ── organisers of the group (owner and admins too) ─────────────────────
  'PATCH /api/groups/:gid': { min: 'organiser', body: () => ({ introduction: 'We play on Sundays' }) },
  'POST /api/groups/:gid/logo': { min: 'organiser', file: png },
  'GET /api/groups/:gid/applications': { min: 'organiser' },
  'POST /api/groups/:gid/applications/:appId/approve': { min: 'organiser', params: async (w) => ({ appId: await w.freshApplication() }), body: () => ({}) },
  'POST /api/groups/:gid/applications/:appId/reject': { min: 'organiser', params: async (w) => ({ appId: await w.freshApplication() }), body: () => ({ reason: 'Full' }) },
  'POST /api/groups/:gid/applications/decide': { min: 'organiser', body: () => ({ ids: ['999999'], action: 'approve' }) },
  'PATCH /api/groups/:gid/members/:uid': { min: 'organiser', params: (w) => ({ uid: w.extra.id }), body: () => ({ role: 'member' }) },
  'DELETE /api/groups/:gid/members/:uid': { min: 'organiser', params: async (w) => ({ uid: await w.freshMember() }) },
  'POST /api/courses': { min: 'organiser', why: 'organisers of any group', body: () => ({ name: uniqueName('Course '), holes: holes18 }) },
  'PUT /api/courses/:cid': { min: 'organiser', why: 'its creator, organisers of any group', body: () => ({ name: 'Pine Ridge (test)', holes: holes18 }) },
  'POST /api/activities': {
    min: 'organiser',
    body: (w) => ({ groupId: String(w.gid), title: 'Spring Cup', days: [dayFromNow(20)], regtime: hoursFromNow(24 * 10), capacity: 20 }),
  },
  'PATCH /api/activities/:aid': { min: 'organiser', body: () => ({ title: 'Test Cup' }) },
  'DELETE /api/activities/:aid': { min: 'organiser', params: async (w) => ({ aid: await w.freshActivity() }) },
  'POST /api/activities/:aid/status': { min: 'organiser', params: async (w) => ({ aid: await w.freshActivity() }), body: () => ({ status: 'cancelled' }) },
  'POST /api/activities/:aid/copy': { min: 'organiser' },
  'POST /api/activities/:aid/players': { min: 'organiser', body: () => ({ name: 'Walk-in', sex: 'M' }) },
  'GET /api/activities/:aid/players/export': { min: 'organiser' },
  'PATCH /api/activities/:aid/players/:pid': { min: 'organiser', params: (w) => ({ pid: w.guestPid }), body: () => ({ remark: 'Buggy' }) },
  'DELETE /api/activities/:aid/players/:pid': { min: 'organiser', params: async (w) => ({ pid: await w.freshGuest() }) },
  'PUT /api/activities/:aid/flights': {
    min: 'organiser',
    params: async (w) => ({ aid: await w.freshActivity({ status: 'closed' }) }),
    body: () => ({ flights: [] }),
  },
  'POST /api/activities/:aid/flights/auto': { min: 'organiser', body: () => ({ strategy: 'handicap' }) },
  'POST /api/activities/:aid/flights/publish': { min: 'organiser' },
  'GET /api/activities/:aid/flights/export': { min: 'organiser' },
  'GET /api/activities/:aid/scores/template': { min: 'organiser' },
  'POST /api/activities/:aid/scores/upload': { min: 'organiser', query: () => 'dryRun=true', file: csv },
  'POST /api/activities/:aid/results/recompute': { min: 'organiser' },
  'POST /api/activities/:aid/donations/:did/accept': { min: 'organiser', params: async (w) => ({ did: await w.freshDonation() }) },
  'POST /api/activities/:aid/donations/:did/reject': { min: 'organiser', params: async (w) => ({ did: await w.freshDonation() }), body: () => ({ reason: 'No room' }) },
  'POST /api/activities/:aid/donations/:did/to-prize': { min: 'organiser', params: async (w) => ({ did: await w.freshDonation('accepted') }) },
  'POST /api/activities/:aid/prizes': { min: 'organiser', body: () => ({ name: uniqueName('Prize '), num: 1 }) },
  'PATCH /api/activities/:aid/prizes/:prid': { min: 'organiser', body: () => ({ name: 'Golf balls' }) },
  'DELETE /api/activities/:aid/prizes/:prid': { min: 'organiser', params: async (w) => ({ prid: await w.freshPrize() }) },
  'POST /api/activities/:aid/prize-templates': { min: 'organiser', params: async (w) => ({ aid: await w.freshActivity() }), body: () => ({ template: 'western' }) },
  'POST /api/activities/:aid/prize-rules': { min: 'organiser', body: (w) => ({ type: 'mostBirdies', prizeId: String(w.prid), num: 1 }) },
  'PATCH /api/activities/:aid/prize-rules/:rid': { min: 'organiser', body: () => ({ order: 1 }) },
  'DELETE /api/activities/:aid/prize-rules/:rid': { min: 'organiser', params: async (w) => ({ rid: await w.freshRule() }) },
  'POST /api/activities/:aid/prize-rules/:rid/winner': { min: 'organiser', body: (w) => ({ pid: String(w.pidOf.golfer) }) },
  'POST /api/activities/:aid/awards/recompute': { min: 'organiser' },
  'PUT /api/activities/:aid/awards/overrides': {
    min: 'organiser',
    body: (w) => ({ ruleId: String(w.ruleId), slot: 0, pid: null, reason: 'Left early' }),
  },
  'DELETE /api/activities/:aid/awards/overrides/:oid': { min: 'organiser', params: () => ({ oid: 999_999 }) },
  'GET /api/activities/:aid/prize-settings': { min: 'organiser' },
  'PUT /api/activities/:aid/prize-settings': { min: 'organiser', body: () => ({ oneMainPrizePerPlayer: true, priority: 'net' }) },
  'POST /api/activities/:aid/vote/frames/draw': { min: 'organiser', params: (w) => ({ aid: w.voteAid }) },
  'POST /api/notices': { min: 'organiser', body: (w) => ({ groupId: String(w.gid), title: 'Rain', content: 'Bring umbrellas' }) },
  'PATCH /api/notices/:nid': { min: 'organiser', body: () => ({ pinned: true }) },
  'DELETE /api/notices/:nid': { min: 'organiser', params: async (w) => ({ nid: await w.freshNotice() }) },
  'PATCH /api/topics/:tid': { min: 'organiser', why: "pinning someone else's topic moderates it", body: () => ({ pinned: true }) },
  'DELETE /api/topics/:tid': { min: 'organiser', why: "someone else's topic", params: async (w) => ({ tid: await w.freshTopic() }) },
  'PATCH /api/topics/:tid/replies/:rid': { min: 'organiser', why: "hiding someone else's reply", params: (w) => ({ rid: w.replyId }), body: () => ({ hidden: false }) },
  'DELETE /api/topics/:tid/replies/:rid': { min: 'organiser', why: "someone else's reply", params: async (w) => ({ rid: await w.freshReply() }) },

  // ── last, as they change who is what: a new group makes its creator an owner (who may then add
  // courses), and an application may let a non-member in
  'POST /api/groups': { min: 'user', body: () => ({ name: uniqueName('Club ') }) },
  'POST /api/groups/:gid/applications': { min: 'user', body: () => ({ message: 'Let me in' }) },

  // ── the owner ───────────────────────────────────────────────────────────
  'DELETE /api/groups/:gid': { min: 'owner', params: async (w) => ({ gid: (await w.freshGroup()).id }) },
  'POST /api/groups/:gid/transfer': {
    min: 'owner',
    params: async (w) => ({ gid: (await w.freshGroup()).id }),
    body: (w) => ({ userId: String(w.member.id) }),
  },

  // ── site admins ─────────────────────────────────────────────────────────
  'GET /api/manager/overview': { min: 'admin' },
  'GET /api/manager/members': { min: 'admin' },
  'PATCH /api/manager/members/:uid': { min: 'admin', params: async (w) => ({ uid: await w.memberOf(w.gid) }), body: () => ({ disabled: true }) },
};

/** Every route of the app as "METHOD /path" (HEAD and the API docs left out), read from its route tree. */
function routesOf(tree: string): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line.replace(/\s+$/, ''));
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack[depth] = m[2];
    const path = stack.join('');
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
      if (method === 'HEAD' || path.startsWith('/api/docs')) continue;
      out.push(`${method} ${path}`);
    }
  }
  return [...new Set(out)].sort();
}

const rank = (role: Role) => ROLES.indexOf(role);
function allowed(spec: Spec, role: Role): boolean {
  if (spec.allow?.includes(role)) return true;
  if (spec.deny?.includes(role)) return false;
  return rank(role) >= rank(spec.min);
}

describe('authorisation matrix', async () => {
  const { app } = await buildTestApp();
  const w = await buildWorld(app);
  const defaults = (): Params => ({
    aid: w.aid,
    gid: w.gid,
    cid: w.cid,
    nid: w.nid,
    tid: w.tid,
    pid: w.guestPid,
    prid: w.prid,
    rid: w.ruleId,
    did: w.did,
    uid: w.extra.id,
    appId: 999_999,
  });
  const tally = { allowed: 0, denied: 0 };

  async function call(key: string, spec: Spec, role: Role | 'disabled') {
    const [method, pattern] = key.split(' ');
    const asRole: Role = role === 'disabled' ? 'anonymous' : role;
    const params = { ...defaults(), ...(await spec.params?.(w, asRole)) };
    const url = pattern.replace(/:(\w+)/g, (_, name: string) => String(params[name])) + (spec.query ? `?${spec.query(w)}` : '');
    const token = role === 'disabled' ? w.disabled.token : await w.tokenFor(role);
    const headers: Record<string, string> = { 'accept-language': 'en-US', ...(token ? bearer(token) : {}) };
    let payload: string | Buffer | undefined;
    if (spec.file) {
      const form = multipart(spec.file.data, spec.file.type, spec.file.name);
      payload = form.payload;
      Object.assign(headers, form.headers);
    } else if (spec.body) {
      payload = JSON.stringify(spec.body(w, asRole));
      headers['content-type'] = 'application/json';
    }
    const res = await app.inject({ method: method as 'GET', url, headers, payload, payloadAsStream: spec.stream });
    let answer: { code?: number } = {};
    if (spec.stream) {
      if (res.statusCode === 200) res.stream().destroy();
      else answer = JSON.parse(await new Promise<string>((resolve) => {
        let text = '';
        res.stream().on('data', (c: Buffer) => (text += c.toString())).on('end', () => resolve(text));
      })) as { code?: number };
    } else if ((res.headers['content-type'] ?? '').toString().includes('json')) {
      answer = res.json() as { code?: number };
    }
    return { status: res.statusCode, code: answer.code, url, body: spec.stream ? '' : res.body.slice(0, 300) };
  }

  it('lists every route of the app, and only those', () => {
    const routes = routesOf(app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => !(r in matrix)), 'routes missing from the matrix').toEqual([]);
    expect(Object.keys(matrix).filter((k) => !routes.includes(k)), 'matrix entries without a route').toEqual([]);
  });

  for (const [key, spec] of Object.entries(matrix)) {
    it(`${key} — from ${spec.min}${spec.deny ? `, not ${spec.deny.join('/')}` : ''}`, async () => {
      const problems: string[] = [];
      for (const role of ROLES) {
        const got = await call(key, spec, role);
        const expectAllowed = allowed(spec, role);
        if (got.status >= 500) problems.push(`${role}: ${got.status} on ${got.url} ${got.body}`);
        else if (expectAllowed && (got.status === 401 || got.status === 403)) problems.push(`${role} should pass but got ${got.status} ${got.body}`);
        else if (!expectAllowed) {
          const want = role === 'anonymous' ? [401, ErrorCode.unauthenticated] : [403, ErrorCode.forbidden];
          if (got.status !== want[0] || got.code !== want[1]) problems.push(`${role} should get ${want[0]}/${want[1]} but got ${got.status}/${got.code} ${got.body}`);
        }
        if (expectAllowed) tally.allowed++;
        else tally.denied++;
      }
      // a disabled account's token is refused everywhere: it is treated as no session at all
      const off = await call(key, spec, 'disabled');
      if (spec.min === 'anonymous') {
        if (off.status >= 500 || off.status === 403) problems.push(`disabled: ${off.status} ${off.body}`);
      } else if (off.status !== 401 || off.code !== ErrorCode.unauthenticated) {
        problems.push(`disabled should get 401/${ErrorCode.unauthenticated} but got ${off.status}/${off.code} ${off.body}`);
      }
      expect(problems).toEqual([]);
    });
  }

  afterAll(() => {
    console.info(`authorisation matrix: ${Object.keys(matrix).length} routes × ${ROLES.length + 1} callers; ${tally.allowed} allowed and ${tally.denied} denied calls checked`);
  });
});
