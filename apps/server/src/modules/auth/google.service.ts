import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { Locale } from '@golf/shared/locales';
import type { LoginResult } from '@golf/shared/schemas/user';
import { users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Deps } from '../../lib/deps';
import { badRequest } from '../../lib/errors';
import { findUserByEmail, usernameTaken, type UserRow } from '../users/users.queries';
import { accountDisabled, googleNotConfigured } from './auth.errors';
import { presentLogin } from './auth.presenter';
import { createSession, revokeUserSessions } from './sessions';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

const GoogleClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
  name: z.string().optional(),
});
type GoogleClaims = z.infer<typeof GoogleClaimsSchema>;

/** jose caches and refreshes the fetched keys per key set; one key set per URL. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url));
    keySets.set(url, set);
  }
  return set;
}

/** Checks signature (Google's published keys), issuer, audience and expiry; 400 for a token we refuse. */
async function verifyCredential(deps: Deps, clientId: string, credential: string): Promise<GoogleClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(credential, keySet(deps.config.googleJwksUrl), {
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      algorithms: ['RS256'],
    }));
  } catch (err) {
    if (!(err instanceof errors.JOSEError) || err instanceof errors.JWKSTimeout) throw err;
    deps.log.info({ err: err.message }, 'Google ID token refused');
    throw badRequest('errors.googleTokenInvalid');
  }
  const claims = GoogleClaimsSchema.safeParse(payload);
  if (!claims.success) throw badRequest('errors.googleTokenInvalid');
  if (!claims.data.email_verified) throw badRequest('errors.googleEmailUnverified');
  return claims.data;
}

/** A free user name derived from the mail address: `jane.doe`, `jane.doe2`, … */
async function freeUsername(db: Db, email: string): Promise<string> {
  let base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 24);
  if (base.length < 3) base = `golfer${base}`;
  for (let n = 1; n <= 50; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/** By Google subject, else by verified email (linking it), else a new account without a password. */
async function linkOrCreate(deps: Deps, claims: GoogleClaims, locale: Locale): Promise<UserRow> {
  const [bySub] = await deps.db.select().from(users).where(eq(users.googleSub, claims.sub)).limit(1);
  if (bySub) return bySub;
  const byEmail = await findUserByEmail(deps.db, claims.email);
  if (byEmail) {
    // an unverified account may have been registered by someone else with this address: drop its password and sessions
    const [linked] = await deps.db
      .update(users)
      .set({
        googleSub: claims.sub,
        emailVerified: true,
        passwordHash: byEmail.emailVerified ? byEmail.passwordHash : null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, byEmail.id))
      .returning();
    if (!byEmail.emailVerified) await revokeUserSessions(deps.db, byEmail.id);
    return linked;
  }
  const [created] = await deps.db
    .insert(users)
    .values({
      username: await freeUsername(deps.db, claims.email),
      email: claims.email.toLowerCase(),
      nickname: (claims.name?.trim() || claims.email.split('@')[0] || 'Golfer').slice(0, 32),
      passwordHash: null,
      emailVerified: true,
      googleSub: claims.sub,
      locale,
    })
    .returning();
  return created;
}

export function googleClientId(deps: Pick<Deps, 'config'>): string | null {
  return deps.config.googleClientId ?? null;
}

/** Google sign-in: answers like `POST /api/user/auth`; 404 when the server has no client id. */
export async function googleLogin(deps: Deps, credential: string, locale: Locale): Promise<LoginResult> {
  const clientId = googleClientId(deps);
  if (!clientId) throw googleNotConfigured();
  const claims = await verifyCredential(deps, clientId, credential);
  const user = await linkOrCreate(deps, claims, locale);
  if (user.disabled) throw accountDisabled();
  const token = await createSession(deps.db, user.id, deps.config.sessionDays);
  return presentLogin(user, token);
}
