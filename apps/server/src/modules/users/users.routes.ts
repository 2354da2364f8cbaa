import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkSchema } from '@golf/shared/schemas/common';
import { ChangePasswordSchema, MenuSchema, SessionUserSchema, UserSettingsSchema, UserSettingsViewSchema } from '@golf/shared/schemas/user';
import { envelope, ok } from '../../lib/envelope';
import { throttle } from '../../lib/throttle';
import { currentUser } from '../../plugins/context';
import { changePassword } from '../auth/auth.service';
import { menuFor } from './menu';
import { cancelEmailChange, getSettings, resendEmailChange, sessionUser, updateSettings } from './users.service';

const secured = { tags: ['user'], security: [{ bearer: [] }] };

/** The user centre: everything here needs a session. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/user/info',
    { schema: { ...secured, summary: 'The session user (spec §3)', response: { 200: envelope(SessionUserSchema) } } },
    async (request) => ok(await sessionUser(app, currentUser(request).id)),
  );

  app.post(
    '/user/menu',
    { schema: { ...secured, summary: 'The server menu tree for my role', response: { 200: envelope(MenuSchema) } } },
    async (request) => ok(menuFor(currentUser(request).role)),
  );

  app.get(
    '/user/settings',
    { schema: { ...secured, summary: 'My settings', response: { 200: envelope(UserSettingsViewSchema) } } },
    async (request) => ok(await getSettings(app, currentUser(request).id)),
  );

  app.put(
    '/user/settings',
    {
      // a new address mails a link: as the other routes that send mail, limited
      config: throttle(app.config, 20),
      schema: {
        ...secured,
        summary:
          'Save my settings. A new email address (with `currentPassword`) is not saved yet: a link goes to it, and the account keeps its address until the link is opened (`pendingEmail`); the old address is told',
        body: UserSettingsSchema,
        response: { 200: envelope(UserSettingsViewSchema) },
      },
    },
    async (request) => ok(await updateSettings(app, currentUser(request).id, request.body, request.locale)),
  );

  app.post(
    '/user/email-change/resend',
    {
      config: throttle(app.config, 5),
      schema: { ...secured, summary: 'Mail the link for my pending email address again (404 when none is pending)', response: { 200: envelope(UserSettingsViewSchema) } },
    },
    async (request) => ok(await resendEmailChange(app, currentUser(request).id, request.locale)),
  );

  app.delete(
    '/user/email-change',
    { schema: { ...secured, summary: 'Call off my pending email address change (its link stops working)', response: { 200: envelope(UserSettingsViewSchema) } } },
    async (request) => ok(await cancelEmailChange(app, currentUser(request).id)),
  );

  app.put(
    '/user/password',
    {
      // each try checks the old password: limited as sign-ins are (and counted with them, auth.service checkOwnPassword)
      config: throttle(app.config, 20),
      schema: { ...secured, summary: 'Change my password; ends my other sessions', body: ChangePasswordSchema, response: { 200: envelope(OkSchema) } },
    },
    async (request) => ok(await changePassword(app, currentUser(request), request.body, request.locale)),
  );
};
