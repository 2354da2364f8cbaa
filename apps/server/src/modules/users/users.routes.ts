import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkSchema } from '@golf/shared/schemas/common';
import { ChangePasswordSchema, MenuSchema, SessionUserSchema, UserSettingsSchema, UserSettingsViewSchema } from '@golf/shared/schemas/user';
import { envelope, ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/context';
import { changePassword } from '../auth/auth.service';
import { menuFor } from './menu';
import { getSettings, sessionUser, updateSettings } from './users.service';

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
      schema: {
        ...secured,
        summary: 'Save my settings; a new email address is saved unverified and gets an activation mail',
        body: UserSettingsSchema,
        response: { 200: envelope(UserSettingsViewSchema) },
      },
    },
    async (request) => ok(await updateSettings(app, currentUser(request).id, request.body, request.locale)),
  );

  app.put(
    '/user/password',
    {
      schema: { ...secured, summary: 'Change my password; ends my other sessions', body: ChangePasswordSchema, response: { 200: envelope(OkSchema) } },
    },
    async (request) => ok(await changePassword(app, currentUser(request), request.body)),
  );
};
