import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkSchema } from '@golf/shared/schemas/common';
import {
  EmailOnlySchema,
  GoogleConfigSchema,
  GoogleLoginSchema,
  LoginResultSchema,
  LoginSchema,
  RegisterResultSchema,
  RegisterSchema,
  ResetPasswordSchema,
  TokenSchema,
} from '@golf/shared/schemas/user';
import { envelope, ok } from '../../lib/envelope';
import { throttle } from '../../lib/throttle';
import { currentUser } from '../../plugins/context';
import { activate, login, register, requestReset, resendActivation, resetPassword } from './auth.service';
import { googleClientId, googleLogin } from './google.service';
import { revokeSession } from './sessions';
import { SWEEP_EVERY_MS, sweepAccounts } from './housekeeping';

const tags = ['auth'];

/** Accounts and sessions: the paths the original spec names. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = (max: number) => throttle(app.config, max);
  // ended sessions, spent mailed links and forgotten failed logins are removed at start and then every hour
  let sweeping: NodeJS.Timeout | undefined;
  const sweep = () => sweepAccounts(app.db).catch((err: unknown) => app.log.warn({ err }, 'removing ended sessions and spent links failed; retried on the next round'));
  app.addHook('onReady', async () => {
    await sweep();
    sweeping = setInterval(() => void sweep(), SWEEP_EVERY_MS);
    sweeping.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeping));

  app.post(
    '/user/register',
    {
      config: limit(10),
      schema: { tags, summary: 'Register; mails the activation link', body: RegisterSchema, response: { 200: envelope(RegisterResultSchema) } },
    },
    async (request) => ok(await register(app, request.body, request.locale)),
  );

  app.post(
    '/app/user/confirm',
    { config: limit(30), schema: { tags, summary: 'Activate with the mailed token', body: TokenSchema, response: { 200: envelope(OkSchema) } } },
    async (request) => ok(await activate(app, request.body.token)),
  );

  app.post(
    '/user/activation/resend',
    {
      config: limit(5),
      schema: { tags, summary: 'Mail a new activation link (always ok)', body: EmailOnlySchema, response: { 200: envelope(OkSchema) } },
    },
    async (request) => ok(await resendActivation(app, request.body.email, request.locale)),
  );

  app.post(
    '/user/auth',
    {
      config: limit(20),
      schema: {
        tags,
        summary:
          'Log in with user name or email; 401 code 40101 on a wrong pair, 403 40102 not activated, 403 40103 disabled, 429 42900 while the account is locked (5 failures in a row: 1 min, doubling per further failure up to 30 min)',
        body: LoginSchema,
        response: { 200: envelope(LoginResultSchema) },
      },
    },
    async (request) => ok(await login(app, request.body, request.locale)),
  );

  app.post(
    '/user/logout',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Revoke the current session', security: [{ bearer: [] }], response: { 200: envelope(OkSchema) } },
    },
    async (request) => {
      await revokeSession(app.db, currentUser(request).sessionId);
      return ok(true as const);
    },
  );

  app.post(
    '/user/reset/request',
    {
      config: limit(5),
      schema: { tags, summary: 'Mail a password reset link (always ok)', body: EmailOnlySchema, response: { 200: envelope(OkSchema) } },
    },
    async (request) => ok(await requestReset(app, request.body.email, request.locale)),
  );

  app.post(
    '/app/user/reset',
    {
      config: limit(20),
      schema: { tags, summary: 'Set a new password with the mailed token; ends all sessions', body: ResetPasswordSchema, response: { 200: envelope(OkSchema) } },
    },
    async (request) => ok(await resetPassword(app, request.body.token, request.body.password)),
  );

  app.get(
    '/user/google/config',
    { schema: { tags, summary: 'Whether Google sign-in is offered', response: { 200: envelope(GoogleConfigSchema) } } },
    async () => ok({ clientId: googleClientId(app) }),
  );

  for (const url of ['/user/google', '/google']) {
    app.post(
      url,
      {
        config: limit(20),
        schema: {
          tags,
          summary: 'Sign in with a Google ID token; 404 code 50100 when not configured',
          body: GoogleLoginSchema,
          response: { 200: envelope(LoginResultSchema) },
        },
      },
      async (request) => ok(await googleLogin(app, request.body.credential, request.locale)),
    );
  }
};
