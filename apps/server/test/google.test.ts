import http from 'node:http';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@golf/shared/envelope';
import { users } from '../src/db/schema';
import { body, buildUser, PASSWORD, uniqueName } from './factories';
import { buildTestApp } from './helpers';

const CLIENT_ID = 'golf-test.apps.googleusercontent.com';

/** A local stand-in for Google's published key set. */
async function startKeySet() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${port}/certs`, privateKey };
}

describe('Google sign-in', async () => {
  const keys = await startKeySet();
  const { app } = await buildTestApp({ googleClientId: CLIENT_ID, googleJwksUrl: keys.url });
  const other = await generateKeyPair('RS256');

  const idToken = (claims: JWTPayload, { audience = CLIENT_ID, key = keys.privateKey, expires = '1h' } = {}) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(expires)
      .sign(key);
  const signIn = (credential: string, url = '/api/user/google') =>
    app.inject({ method: 'POST', url, payload: { credential }, headers: { 'accept-language': 'en-US' } });

  it('tells the web the client id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/user/google/config' });
    expect(body(res).data).toEqual({ clientId: CLIENT_ID });
  });

  it('creates an activated account without a password, then signs the same person in again', async () => {
    const email = `${uniqueName('jane.doe')}@gmail.com`;
    const first = await signIn(await idToken({ sub: 'google-1', email, name: 'Jane Doe' }));
    expect(first.statusCode).toBe(200);
    expect(body(first).data).toMatchObject({ roles: ['user'], info: { nickname: 'Jane Doe' } });
    const [row] = await app.db.select().from(users).where(eq(users.id, Number(body(first).data.uuid)));
    expect(row).toMatchObject({ email, emailVerified: true, passwordHash: null, googleSub: 'google-1' });
    expect(row.username).toMatch(/^jane\.doe/);

    const again = await signIn(await idToken({ sub: 'google-1', email }), '/api/google');
    expect(body(again).data.uuid).toBe(body(first).data.uuid);
  });

  it('links an existing verified account by its email and keeps its password', async () => {
    const user = await buildUser(app);
    const res = await signIn(await idToken({ sub: 'google-2', email: user.email.toUpperCase() }));
    expect(body(res).data.uuid).toBe(String(user.id));
    const login = await app.inject({ method: 'POST', url: '/api/user/auth', payload: { username: user.username, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
  });

  it('takes over an unverified account with that email, dropping the password someone else set', async () => {
    const squatter = await buildUser(app, { emailVerified: false });
    const res = await signIn(await idToken({ sub: 'google-3', email: squatter.email }));
    expect(body(res).data.uuid).toBe(String(squatter.id));
    const login = await app.inject({ method: 'POST', url: '/api/user/auth', payload: { username: squatter.username, password: PASSWORD } });
    expect(login.statusCode).toBe(401);
  });

  const refused: Array<[string, () => Promise<string>]> = [
    ['a wrong audience', () => idToken({ sub: 'x', email: 'x@gmail.com' }, { audience: 'someone-else' })],
    ['a foreign signing key', () => idToken({ sub: 'x', email: 'x@gmail.com' }, { key: other.privateKey })],
    ['an expired token', () => idToken({ sub: 'x', email: 'x@gmail.com' }, { expires: '-1m' })],
    ['an unverified email', () => idToken({ sub: 'x', email: 'x@gmail.com', email_verified: false })],
    ['garbage', async () => 'not-a-jwt-at-all'],
  ];
  for (const [what, make] of refused) {
    it(`refuses ${what} with 400`, async () => {
      const res = await signIn(await make());
      expect(res.statusCode).toBe(400);
      expect(body(res).code).toBe(ErrorCode.badRequest);
      expect(body(res).msg).toMatch(/Google/);
    });
  }
});

describe('Google sign-in when not configured', async () => {
  const { app } = await buildTestApp({ googleClientId: undefined });

  it('reports no client id and answers 404 with a clear message', async () => {
    expect(body(await app.inject({ method: 'GET', url: '/api/user/google/config' })).data).toEqual({ clientId: null });
    for (const url of ['/api/user/google', '/api/google']) {
      // a short one too: the answer says sign-in is off, not that a link is incomplete
      const res = await app.inject({ method: 'POST', url, payload: { credential: 'abc' }, headers: { 'accept-language': 'en-US' } });
      expect(res.statusCode).toBe(404);
      expect(body(res)).toEqual({ code: ErrorCode.notConfigured, msg: 'Google sign-in is not configured on this server.', data: null });
    }
  });
});
