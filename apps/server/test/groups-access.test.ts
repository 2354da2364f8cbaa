import { describe, expect, it } from 'vitest';
import { bearer, buildUser, type TestUser } from './factories';
import { buildTestApp } from './helpers';
import { addMember, buildApplication, buildGroup } from './group-factories';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const boundary = '----golf-access-boundary';
const logoForm = {
  payload: Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]),
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
};

type Who = 'anonymous' | 'nonMember' | 'member' | 'organiser' | 'owner' | 'admin';
const WHO: Who[] = ['anonymous', 'nonMember', 'member', 'organiser', 'owner', 'admin'];

/** One fresh group per case: owner, organiser, member, a plain member to act on and a pending application. */
interface World {
  gid: number;
  appId: number;
  target: number;
}

interface Action {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (w: World) => string;
  payload?: (w: World) => object;
  multipart?: boolean;
  /** expected status per caller */
  expect: Record<Who, number>;
}

const organisers = { anonymous: 401, nonMember: 403, member: 403, organiser: 200, owner: 200, admin: 200 };
const ownerOnly = { anonymous: 401, nonMember: 403, member: 403, organiser: 403, owner: 200, admin: 200 };
const members = { anonymous: 401, nonMember: 403, member: 200, organiser: 200, owner: 200, admin: 200 };
const anyone = { anonymous: 401, nonMember: 200, member: 200, organiser: 200, owner: 200, admin: 200 };

const actions: Action[] = [
  { name: 'search groups', method: 'GET', url: () => '/api/groups?keyword=Access', expect: anyone },
  { name: 'see my pending-applications summary', method: 'GET', url: () => '/api/groups/pending-applications-summary', expect: anyone },
  { name: 'see a group', method: 'GET', url: (w) => `/api/groups/${w.gid}`, expect: anyone },
  { name: 'edit settings', method: 'PATCH', url: (w) => `/api/groups/${w.gid}`, payload: () => ({ introduction: 'Edited' }), expect: organisers },
  { name: 'upload the logo', method: 'POST', url: (w) => `/api/groups/${w.gid}/logo`, multipart: true, expect: organisers },
  { name: 'delete the group', method: 'DELETE', url: (w) => `/api/groups/${w.gid}`, expect: ownerOnly },
  { name: 'transfer ownership', method: 'POST', url: (w) => `/api/groups/${w.gid}/transfer`, payload: (w) => ({ userId: String(w.target) }), expect: ownerOnly },
  { name: 'see statistics', method: 'GET', url: (w) => `/api/groups/${w.gid}/statistics`, expect: members },
  {
    name: 'apply to join',
    method: 'POST',
    url: (w) => `/api/groups/${w.gid}/applications`,
    payload: () => ({ message: 'hello' }),
    expect: { anonymous: 401, nonMember: 200, member: 409, organiser: 409, owner: 409, admin: 200 },
  },
  { name: 'list applications', method: 'GET', url: (w) => `/api/groups/${w.gid}/applications`, expect: organisers },
  { name: 'approve an application', method: 'POST', url: (w) => `/api/groups/${w.gid}/applications/${w.appId}/approve`, payload: () => ({}), expect: organisers },
  {
    name: 'reject an application',
    method: 'POST',
    url: (w) => `/api/groups/${w.gid}/applications/${w.appId}/reject`,
    payload: () => ({ reason: 'no' }),
    expect: organisers,
  },
  {
    name: 'decide applications in bulk',
    method: 'POST',
    url: (w) => `/api/groups/${w.gid}/applications/decide`,
    payload: (w) => ({ ids: [String(w.appId)], action: 'approve' }),
    expect: organisers,
  },
  { name: 'list members', method: 'GET', url: (w) => `/api/groups/${w.gid}/members`, expect: members },
  {
    name: 'promote a member',
    method: 'PATCH',
    url: (w) => `/api/groups/${w.gid}/members/${w.target}`,
    payload: () => ({ role: 'organiser' }),
    expect: organisers,
  },
  { name: 'remove a member', method: 'DELETE', url: (w) => `/api/groups/${w.gid}/members/${w.target}`, expect: organisers },
];

describe('group authorisation per role', async () => {
  const { app } = await buildTestApp();
  const [owner, organiser, member, nonMember, target, applicant] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => buildUser(app)));
  const admin = await buildUser(app, { role: 'admin' });
  const caller: Record<Who, TestUser | null> = { anonymous: null, nonMember, member, organiser, owner, admin };

  async function world(): Promise<World> {
    const group = await buildGroup(app, owner, { name: `Access ${Math.random().toString(36).slice(2)}` });
    await addMember(app, group, organiser, 'organiser');
    await addMember(app, group, member);
    await addMember(app, group, { id: target.id });
    const appId = await buildApplication(app, group, applicant);
    return { gid: group.id, appId, target: target.id };
  }

  for (const action of actions) {
    for (const who of WHO) {
      const status = action.expect[who];
      it(`${action.name}: ${who} → ${status}`, async () => {
        const w = await world();
        const user = caller[who];
        const auth = user ? bearer(user.token) : {};
        const res = action.multipart
          ? await app.inject({ method: action.method, url: action.url(w), payload: logoForm.payload, headers: { ...logoForm.headers, ...auth } })
          : await app.inject({ method: action.method, url: action.url(w), payload: action.payload?.(w), headers: auth });
        expect(res.statusCode, res.body).toBe(status);
      });
    }
  }
});
