import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema, OkSchema, PageQuerySchema, pageOf } from '@golf/shared/schemas/common';
import {
  ApplyPrizeTemplateSchema,
  AwardOverrideSchema,
  AwardsAnswerSchema,
  PrizeBoardSchema,
  PrizeItemSchema,
  PrizeOverviewSchema,
  PrizePatchSchema,
  PrizeRuleItemSchema,
  PrizeRulePatchSchema,
  PrizeRuleSchema,
  PrizeSchema,
  PrizeSettingsSchema,
  RuleWinnerSchema,
} from '@golf/shared/schemas/prize';
import { envelope, ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/context';
import { deleteAwardOverride, setAwardOverride } from './award-overrides.service';
import { exportAwards } from './awards.export';
import { getAwards, recomputeAwards } from './awards.service';
import { prizeOverview } from './prize-overview.service';
import { getPrizeSettings, updatePrizeSettings } from './prize-settings.service';
import { applyPrizeTemplate } from './prize-templates.service';
import { createPrize, createRule, deletePrize, deleteRule, getPrizeBoard, setRuleWinner, updatePrize, updateRule } from './prizes.service';

const secured = { tags: ['prizes'], security: [{ bearer: [] }] };
const ActivityParams = z.object({ aid: IdSchema });
const PrizeParams = z.object({ aid: IdSchema, prid: IdSchema });
const RuleParams = z.object({ aid: IdSchema, rid: IdSchema });
const OverrideParams = z.object({ aid: IdSchema, oid: IdSchema });

/** Prize items, prize rules (who wins what) and the award result of an event. */
export const prizesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/prize-overview',
    {
      schema: {
        ...secured,
        summary: 'Events of the groups I organise (all for admins) with prize, rule and pending-donation counts',
        querystring: PageQuerySchema,
        response: { 200: envelope(PrizeOverviewSchema) },
      },
    },
    async (request) => ok(await prizeOverview(app.db, currentUser(request), request.query)),
  );

  app.get(
    '/activities/:aid/prizes',
    {
      schema: {
        ...secured,
        summary: 'Prize items with allocated, remainder and status (ok, full, over), and the prize rules',
        params: ActivityParams,
        response: { 200: envelope(PrizeBoardSchema) },
      },
    },
    async (request) => ok(await getPrizeBoard(app.db, currentUser(request), Number(request.params.aid))),
  );

  app.post(
    '/activities/:aid/prizes',
    { schema: { ...secured, summary: 'Add a bought prize item (organisers)', params: ActivityParams, body: PrizeSchema, response: { 200: envelope(PrizeItemSchema) } } },
    async (request) => ok(await createPrize(app.db, currentUser(request), Number(request.params.aid), request.body)),
  );

  app.patch(
    '/activities/:aid/prizes/:prid',
    {
      schema: {
        ...secured,
        summary: "Edit a prize item (organisers); a quantity below the allocated amount → 409 '{prize} quantity wrong'",
        params: PrizeParams,
        body: PrizePatchSchema,
        response: { 200: envelope(PrizeItemSchema) },
      },
    },
    async (request) => ok(await updatePrize(app, currentUser(request), Number(request.params.aid), Number(request.params.prid), request.body)),
  );

  app.delete(
    '/activities/:aid/prizes/:prid',
    {
      schema: { ...secured, summary: 'Delete a prize item no rule gives (organisers; 409 while allocated)', params: PrizeParams, response: { 200: envelope(OkSchema) } },
    },
    async (request) => ok(await deletePrize(app.db, currentUser(request), Number(request.params.aid), Number(request.params.prid))),
  );

  app.post(
    '/activities/:aid/prize-templates',
    {
      schema: {
        ...secured,
        summary: 'Add a ready-made set of prize items and rules (chinese, japanese コンペ, western; organisers), editable afterwards',
        params: ActivityParams,
        body: ApplyPrizeTemplateSchema,
        response: { 200: envelope(PrizeBoardSchema) },
      },
    },
    async (request) => ok(await applyPrizeTemplate(app, currentUser(request), Number(request.params.aid), request.body.template, request.locale)),
  );

  app.get(
    '/activities/:aid/prize-rules',
    {
      schema: {
        ...secured,
        summary: 'Prize rules in presentation order, a page at a time (the prize board, GET …/prizes, has them all)',
        params: ActivityParams,
        querystring: PageQuerySchema.omit({ keyword: true }),
        response: { 200: envelope(pageOf(PrizeRuleItemSchema)) },
      },
    },
    async (request) => {
      // a page of the board's rules (an event has tens of them; the board is worked out whole for the items' remainders)
      const { rules } = await getPrizeBoard(app.db, currentUser(request), Number(request.params.aid));
      const { page, pageSize } = request.query;
      return ok({ list: rules.slice((page - 1) * pageSize, page * pageSize), total: rules.length });
    },
  );

  app.post(
    '/activities/:aid/prize-rules',
    {
      schema: {
        ...secured,
        summary: "Add a prize rule (organisers); more than the prize's remainder → 409 '{prize} quantity wrong'",
        params: ActivityParams,
        body: PrizeRuleSchema,
        response: { 200: envelope(PrizeRuleItemSchema) },
      },
    },
    async (request) => ok(await createRule(app, currentUser(request), Number(request.params.aid), request.body)),
  );

  app.patch(
    '/activities/:aid/prize-rules/:rid',
    {
      schema: { ...secured, summary: 'Edit a prize rule (organisers); re-checked against the remainder', params: RuleParams, body: PrizeRulePatchSchema, response: { 200: envelope(PrizeRuleItemSchema) } },
    },
    async (request) => ok(await updateRule(app, currentUser(request), Number(request.params.aid), Number(request.params.rid), request.body)),
  );

  app.delete(
    '/activities/:aid/prize-rules/:rid',
    { schema: { ...secured, summary: 'Delete a prize rule (organisers); its allocation returns to the prize', params: RuleParams, response: { 200: envelope(OkSchema) } } },
    async (request) => ok(await deleteRule(app, currentUser(request), Number(request.params.aid), Number(request.params.rid))),
  );

  app.post(
    '/activities/:aid/prize-rules/:rid/winner',
    {
      schema: {
        ...secured,
        summary: 'Record the nearest-the-pin / longest-drive winner of the hole with the distance in metres (organisers; pid null clears)',
        params: RuleParams,
        body: RuleWinnerSchema,
        response: { 200: envelope(PrizeRuleItemSchema) },
      },
    },
    async (request) => ok(await setRuleWinner(app, currentUser(request), Number(request.params.aid), Number(request.params.rid), request.body)),
  );

  app.get(
    '/activities/:aid/prize-settings',
    {
      schema: { ...secured, summary: 'One main prize per player and the net/gross priority of the awards (organisers)', params: ActivityParams, response: { 200: envelope(PrizeSettingsSchema) } },
    },
    async (request) => ok(await getPrizeSettings(app, currentUser(request), Number(request.params.aid))),
  );

  app.put(
    '/activities/:aid/prize-settings',
    {
      schema: {
        ...secured,
        summary: 'Change the prize settings (organisers); the awards are recomputed with them',
        params: ActivityParams,
        body: PrizeSettingsSchema,
        response: { 200: envelope(PrizeSettingsSchema) },
      },
    },
    async (request) => ok(await updatePrizeSettings(app, currentUser(request), Number(request.params.aid), request.body)),
  );

  app.put(
    '/activities/:aid/awards/overrides',
    {
      schema: {
        ...secured,
        summary: 'Override the winner of one award line (rule + slot) with a reason (organisers; pid null = nobody); kept through recomputation',
        params: ActivityParams,
        body: AwardOverrideSchema,
        response: { 200: envelope(AwardsAnswerSchema) },
      },
    },
    async (request) => ok(await setAwardOverride(app, currentUser(request), Number(request.params.aid), request.body, request.locale)),
  );

  app.delete(
    '/activities/:aid/awards/overrides/:oid',
    {
      schema: { ...secured, summary: 'Remove an override: the computed winner takes the line again (organisers)', params: OverrideParams, response: { 200: envelope(AwardsAnswerSchema) } },
    },
    async (request) => ok(await deleteAwardOverride(app, currentUser(request), Number(request.params.aid), Number(request.params.oid), request.locale)),
  );

  app.get(
    '/activities/:aid/awards',
    {
      schema: { ...secured, summary: 'Winners per rule in presentation order, with prize, sponsor, value and reason', params: ActivityParams, response: { 200: envelope(AwardsAnswerSchema) } },
    },
    async (request) => ok(await getAwards(app.db, currentUser(request), Number(request.params.aid), request.locale)),
  );

  app.post(
    '/activities/:aid/awards/recompute',
    {
      schema: { ...secured, summary: 'Recompute the awards from the stored results (organisers)', params: ActivityParams, response: { 200: envelope(AwardsAnswerSchema) } },
    },
    async (request) => ok(await recomputeAwards(app, currentUser(request), Number(request.params.aid), request.locale)),
  );

  app.get(
    '/activities/:aid/awards/export',
    { schema: { ...secured, summary: 'The prize result as .xlsx for the ceremony (headers in my language)', params: ActivityParams } },
    async (request, reply) => {
      const { filename, buffer } = await exportAwards(app.db, currentUser(request), Number(request.params.aid), request.locale);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="awards.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .send(buffer);
    },
  );
};
