import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, OkSchema } from '@golf/shared/schemas/common';
import {
  AddPlayerSchema,
  MyRegistrationSchema,
  PlayerListQuerySchema,
  PlayerListSchema,
  PlayerSchema,
  RegistrationSchema,
  MyRemarkSchema,
  SignUpSchema,
  UpdatePlayerSchema,
} from '@golf/shared/schemas/activity';
import { envelope, ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/context';
import { ActivityParams } from './activities.routes';
import { exportPlayers } from './players.export';
import { addPlayer, deletePlayer, listPlayers, updatePlayer } from './players.service';
import { cancelMyRegistration, signUp, updateMyRegistration } from './registrations.service';

const secured = { tags: ['players'], security: [{ bearer: [] }] };
const PlayerParams = z.object({ aid: IdSchema, pid: IdSchema });

/** Signing up (members) and the participant list (organisers manage it). */
export const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/activities/:aid/registrations',
    {
      schema: {
        ...secured,
        summary: 'Sign me up: a place while one is free, else the waiting list (409 when registration is not open or I am entered already). `sex` fills in my profile when it has none',
        params: ActivityParams,
        body: SignUpSchema,
        response: { 200: envelope(RegistrationSchema) },
      },
    },
    async (request) => ok(await signUp(app, currentUser(request), Number(request.params.aid), request.body.remark, request.body.sex)),
  );

  app.patch(
    '/activities/:aid/registrations/me',
    {
      schema: { ...secured, summary: 'Change my remark', params: ActivityParams, body: MyRemarkSchema, response: { 200: envelope(MyRegistrationSchema) } },
    },
    async (request) => ok(await updateMyRegistration(app.db, currentUser(request), Number(request.params.aid), request.body.remark)),
  );

  app.delete(
    '/activities/:aid/registrations/me',
    {
      schema: {
        ...secured,
        summary: 'Cancel my sign-up (until play starts); my place goes to the first on the waiting list',
        params: ActivityParams,
        response: { 200: envelope(OkSchema) },
      },
    },
    async (request) => ok(await cancelMyRegistration(app, currentUser(request), Number(request.params.aid))),
  );

  app.get(
    '/activities/:aid/players',
    {
      schema: {
        ...secured,
        summary: 'The participants, then the waiting list, a page at a time (remarks and guest contacts for organisers only)',
        params: ActivityParams,
        querystring: PlayerListQuerySchema,
        response: { 200: envelope(PlayerListSchema) },
      },
    },
    async (request) => ok(await listPlayers(app.db, currentUser(request), Number(request.params.aid), request.query)),
  );

  app.post(
    '/activities/:aid/players',
    {
      schema: {
        ...secured,
        summary: 'Add a member { userId } or a guest { name, sex, handicap?, contact? } (organisers); full → waiting list unless force',
        params: ActivityParams,
        body: AddPlayerSchema,
        response: { 200: envelope(PlayerSchema) },
      },
    },
    async (request) => ok(await addPlayer(app.db, currentUser(request), Number(request.params.aid), request.body)),
  );

  app.get(
    '/activities/:aid/players/export',
    { schema: { ...secured, summary: 'The participant list as .xlsx (organisers)', params: ActivityParams } },
    async (request, reply) => {
      const { filename, buffer } = await exportPlayers(app.db, currentUser(request), Number(request.params.aid), request.locale);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="players.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .send(buffer);
    },
  );

  app.patch(
    '/activities/:aid/players/:pid',
    {
      schema: {
        ...secured,
        summary: 'Edit a participant (organisers): sex, handicap, division, team, remark; status moves on or off the waiting list',
        params: PlayerParams,
        body: UpdatePlayerSchema,
        response: { 200: envelope(PlayerSchema) },
      },
    },
    async (request) => ok(await updatePlayer(app.db, currentUser(request), Number(request.params.aid), Number(request.params.pid), request.body)),
  );

  app.delete(
    '/activities/:aid/players/:pid',
    {
      schema: { ...secured, summary: 'Remove a participant (organisers); the waiting list moves up', params: PlayerParams, response: { 200: envelope(OkSchema) } },
    },
    async (request) => ok(await deletePlayer(app, currentUser(request), Number(request.params.aid), Number(request.params.pid))),
  );
};
