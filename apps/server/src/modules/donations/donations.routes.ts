import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, OkSchema } from '@golf/shared/schemas/common';
import { DonationInputSchema, DonationListQuerySchema, DonationListSchema, DonationSchema, RejectDonationSchema } from '@golf/shared/schemas/donation';
import { PrizeItemSchema } from '@golf/shared/schemas/prize';
import { envelope, ok } from '../../lib/envelope';
import { acceptImageUploads, receiveImage } from '../../lib/images';
import { currentUser } from '../../plugins/context';
import { createDonation, decideDonation, deleteDonation, donationToPrize, listDonations, saveDonationImage, updateDonation } from './donations.service';

const secured = { tags: ['donations'], security: [{ bearer: [] }] };
const ActivityParams = z.object({ aid: IdSchema });
const DonationParams = z.object({ aid: IdSchema, did: IdSchema });

/** Sponsorship of an event: members sponsor, organisers accept or reject and turn goods into prizes. */
export const donationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await acceptImageUploads(app);

  app.get(
    '/activities/:aid/donations',
    {
      schema: {
        ...secured,
        summary: 'Donations a page at a time: all for organisers, else the sponsor list (accepted) and mine; totals of every accepted one',
        params: ActivityParams,
        querystring: DonationListQuerySchema,
        response: { 200: envelope(DonationListSchema) },
      },
    },
    async (request) => ok(await listDonations(app.db, currentUser(request), Number(request.params.aid), request.query)),
  );

  app.post(
    '/activities/:aid/donations',
    {
      schema: {
        ...secured,
        summary: 'Sponsor the event with money or goods (contact required); organisers decide',
        params: ActivityParams,
        body: DonationInputSchema,
        response: { 200: envelope(DonationSchema) },
      },
    },
    async (request) => ok(await createDonation(app.db, currentUser(request), Number(request.params.aid), request.body)),
  );

  app.put(
    '/activities/:aid/donations/:did',
    {
      schema: {
        ...secured,
        summary: 'Correct a sponsorship (organisers any; its member while pending); the prize item made of accepted goods follows it',
        params: DonationParams,
        body: DonationInputSchema,
        response: { 200: envelope(DonationSchema) },
      },
    },
    async (request) => ok(await updateDonation(app, currentUser(request), Number(request.params.aid), Number(request.params.did), request.body)),
  );

  app.delete(
    '/activities/:aid/donations/:did',
    {
      schema: {
        ...secured,
        summary: 'Remove a sponsorship (organisers any; its member withdraws it while pending), with its prize item unless a rule gives it',
        params: DonationParams,
        response: { 200: envelope(OkSchema) },
      },
    },
    async (request) => ok(await deleteDonation(app.db, currentUser(request), Number(request.params.aid), Number(request.params.did))),
  );

  app.post(
    '/activities/:aid/donations/image',
    {
      schema: {
        ...secured,
        summary: 'Upload a picture of the goods (multipart field "file"; PNG, JPEG, WebP or GIF up to 2 MB); answers its URL for `image`',
        consumes: ['multipart/form-data'],
        params: ActivityParams,
        response: { 200: envelope(z.object({ image: z.string() })) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { mimetype, data } = await receiveImage(app, request);
      return ok({ image: await saveDonationImage(app, me, Number(request.params.aid), mimetype, data) });
    },
  );

  app.post(
    '/activities/:aid/donations/:did/accept',
    { schema: { ...secured, summary: 'Accept a pending donation (organisers); the sponsor gets a message', params: DonationParams, response: { 200: envelope(DonationSchema) } } },
    async (request) =>
      ok(await decideDonation(app, currentUser(request), Number(request.params.aid), Number(request.params.did), { status: 'accepted' })),
  );

  app.post(
    '/activities/:aid/donations/:did/reject',
    {
      schema: {
        ...secured,
        summary: 'Reject a pending donation with a reason (organisers); the sponsor gets a message',
        params: DonationParams,
        body: RejectDonationSchema,
        response: { 200: envelope(DonationSchema) },
      },
    },
    async (request) =>
      ok(
        await decideDonation(app, currentUser(request), Number(request.params.aid), Number(request.params.did), {
          status: 'rejected',
          reason: request.body.reason,
        }),
      ),
  );

  app.post(
    '/activities/:aid/donations/:did/to-prize',
    {
      schema: {
        ...secured,
        summary: 'Turn accepted goods into a prize item linked to the donation (organisers; once per donation)',
        params: DonationParams,
        response: { 200: envelope(PrizeItemSchema) },
      },
    },
    async (request) => ok(await donationToPrize(app.db, currentUser(request), Number(request.params.aid), Number(request.params.did))),
  );
};
