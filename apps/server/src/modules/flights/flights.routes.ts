import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ArrangementInputSchema, AutoAssignFlightsSchema, FlightsAnswerSchema, MyFlightSchema } from '@golf/shared/schemas/flight';
import { envelope, ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/context';
import { ActivityParams } from '../activities/activities.routes';
import { exportFlights } from './flights.export';
import { getFlights, myFlight, proposeFlights, publishFlights, saveArrangement } from './flights.service';

const secured = { tags: ['flights'], security: [{ bearer: [] }] };
const answer = { 200: envelope(FlightsAnswerSchema) };

/** Flights (tee groups) and the pairing sheet of an event. */
export const flightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/activities/:aid/flights',
    {
      schema: {
        ...secured,
        summary: 'The arrangement and the unassigned players (organisers: the working copy with remarks; players and members: once published)',
        params: ActivityParams,
        response: answer,
      },
    },
    async (request) => ok(await getFlights(app.db, currentUser(request), Number(request.params.aid))),
  );

  app.post(
    '/activities/:aid/flights/auto',
    {
      schema: {
        ...secured,
        summary: 'Propose an arrangement (organisers): strategy, size, interval, start; locked flights kept. Nothing is saved.',
        params: ActivityParams,
        body: AutoAssignFlightsSchema,
        response: answer,
      },
    },
    async (request) => ok(await proposeFlights(app.db, currentUser(request), Number(request.params.aid), request.body)),
  );

  app.put(
    '/activities/:aid/flights',
    {
      schema: {
        ...secured,
        summary: 'Replace the whole arrangement (organisers), all or nothing: 400 lists every problem per flight',
        params: ActivityParams,
        body: ArrangementInputSchema,
        response: answer,
      },
    },
    async (request) => ok(await saveArrangement(app, currentUser(request), Number(request.params.aid), request.body, request.locale)),
  );

  app.post(
    '/activities/:aid/flights/publish',
    {
      schema: {
        ...secured,
        summary: 'Publish the flights (organisers): every assigned member gets a message with tee time, starting hole and partners',
        params: ActivityParams,
        response: answer,
      },
    },
    async (request) => ok(await publishFlights(app, currentUser(request), Number(request.params.aid))),
  );

  app.get(
    '/activities/:aid/flights/mine',
    {
      schema: {
        ...secured,
        summary: 'My flight, tee time, starting hole and partners once published (null otherwise)',
        params: ActivityParams,
        response: { 200: envelope(MyFlightSchema) },
      },
    },
    async (request) => ok(await myFlight(app.db, currentUser(request), Number(request.params.aid))),
  );

  app.get(
    '/activities/:aid/flights/export',
    { schema: { ...secured, summary: 'The pairing sheet as .xlsx, one row per flight (organisers)', params: ActivityParams } },
    async (request, reply) => {
      const { filename, buffer } = await exportFlights(app.db, currentUser(request), Number(request.params.aid), request.locale);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="flights.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .send(buffer);
    },
  );
};
