import fp from 'fastify-plugin';
import { and, eq, gt, sql } from 'drizzle-orm';
import { matchLocale, type Locale, DEFAULT_LOCALE } from '@golf/shared/locales';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { forbidden, unauthenticated } from '../lib/errors';
import { translator, type Params } from '../lib/i18n';
import { hashToken } from '../lib/tokens';
import type { Config } from '../config';
import type { Mailer } from '../lib/mailer';

/** The signed-in user as the services see it. */
export interface AuthUser {
  id: number;
  username: string;
  nickname: string;
  email: string;
  role: 'admin' | 'user';
  locale: Locale | null;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    /** onRequest/preHandler hook: 401 unless signed in */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest/preHandler hook: 401 unless signed in, 403 unless a site admin */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    locale: Locale;
    t: (key: string, params?: Params) => string;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/**
 * The session lookup, prepared once: every request with a token runs it, so its SQL is built once
 * and, on PostgreSQL, parsed and planned once per connection (a named statement). Nothing is cached:
 * an expired, revoked or disabled session stops working on the next request.
 */
export function prepareSessionLookup(db: Db) {
  return db
    .select({
      id: users.id,
      username: users.username,
      nickname: users.nickname,
      email: users.email,
      role: users.role,
      locale: users.locale,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql.placeholder('now')), eq(users.disabled, false)))
    .limit(1)
    .prepare('session_lookup');
}

/**
 * Resolves the session (one indexed, prepared query) and the caller's language on every request.
 * A disabled account's sessions stop working at once.
 */
export const contextPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.decorateRequest('t', function (this: { locale: Locale }, key: string, params?: Params) {
    return translator(this.locale)(key, params);
  });

  const sessionLookup = prepareSessionLookup(app.db);
  app.addHook('onRequest', async (request) => {
    // the caller's language: Accept-Language (the web client sends its UI language), else the user's stored one
    const asked = matchLocale(request.headers['accept-language']);
    request.locale = asked ?? DEFAULT_LOCALE;
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    const [row] = await sessionLookup.execute({ hash: hashToken(token), now: new Date() });
    if (row) {
      request.user = row;
      if (!asked && row.locale) request.locale = row.locale;
    }
  });

  app.decorate('authenticate', async (request) => {
    if (!request.user) throw unauthenticated();
  });
  app.decorate('requireAdmin', async (request) => {
    if (!request.user) throw unauthenticated();
    if (request.user.role !== 'admin') throw forbidden('errors.adminOnly');
  });
});

/** The signed-in user of a route behind `app.authenticate` (401 if there is none). */
export function currentUser(request: { user: AuthUser | null }): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
