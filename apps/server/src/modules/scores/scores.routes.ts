import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema } from '@golf/shared/schemas/common';
import { ScorecardInputSchema, ScorecardSavedSchema, ScorecardsAnswerSchema, ScorecardsQuerySchema, UploadPreviewSchema, UploadQuerySchema } from '@golf/shared/schemas/score';
import { envelope, ok } from '../../lib/envelope';
import { badRequest, tooLarge, unsupportedMedia } from '../../lib/errors';
import { fileBytes, filePart } from '../../lib/images';
import { currentUser } from '../../plugins/context';
import { ActivityParams } from '../activities/activities.routes';
import { getScorecards, saveScorecard } from './scores.service';
import { scoreTemplate } from './scores.sheets';
import { uploadScores } from './scores.upload';

const secured = { tags: ['scores'], security: [{ bearer: [] }] };
const PlayerParams = z.object({ aid: IdSchema, pid: IdSchema });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

const attachment = (fallback: string, filename: string) => `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/** Which sheet format an uploaded file is, by name and type; null for anything else. */
function sheetKind(filename: string, mimetype: string): 'csv' | 'xlsx' | null {
  const name = filename.toLowerCase();
  if (name.endsWith('.xlsx') || mimetype === XLSX) return 'xlsx';
  if (name.endsWith('.csv') || mimetype === 'text/csv') return 'csv';
  return null;
}

/** Score entry (organisers; markers for their flight while playing), the upload template and the all-or-nothing upload. */
export const scoresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.get(
    '/activities/:aid/scorecards',
    {
      schema: {
        ...secured,
        summary: "Every player's saved holes with versions (only=editable: the caller's own cards; pid: one player's), the course holes, and the pids the caller may edit",
        params: ActivityParams,
        querystring: ScorecardsQuerySchema,
        response: { 200: envelope(ScorecardsAnswerSchema) },
      },
    },
    async (request) => ok(await getScorecards(app.db, currentUser(request), Number(request.params.aid), request.query)),
  );

  app.put(
    '/activities/:aid/scorecards/:pid',
    {
      schema: {
        ...secured,
        summary:
          "Save holes of a player's card: organisers always (logged; wins over any version); the flight's marker (or, without one, its players) for the flight while playing, 403 otherwise. Send each hole's last seen `version`: a hole changed meanwhile answers 409 with data { pid, holes } (current values; strokes null: cleared since) and nothing is saved. `strokes: null` clears a hole entered by mistake",
        params: PlayerParams,
        body: ScorecardInputSchema,
        response: { 200: envelope(ScorecardSavedSchema) },
      },
    },
    async (request) =>
      ok(await saveScorecard(app.db, currentUser(request), Number(request.params.aid), Number(request.params.pid), request.body)),
  );

  app.get(
    '/activities/:aid/scores/template',
    { schema: { ...secured, summary: 'Upload template .xlsx: pid, name, sex, h1…hN, putts (total) per player, prefilled with saved strokes (organisers)', params: ActivityParams } },
    async (request, reply) => {
      const file = await scoreTemplate(app.db, currentUser(request), Number(request.params.aid), request.locale);
      return reply.header('content-type', XLSX).header('content-disposition', attachment('scores-template.xlsx', file.filename)).send(file.buffer);
    },
  );

  app.post(
    '/activities/:aid/scores/upload',
    {
      schema: {
        ...secured,
        summary:
          'Upload scores (organisers; multipart field "file", .xlsx or .csv up to 5 MB): columns name or pid, sex?, h1…hN, putts? (total). All or nothing: any bad row → 422 with data.errors [{ row, message }] and nothing saved. ?dryRun=1 answers the preview without saving',
        consumes: ['multipart/form-data'],
        params: ActivityParams,
        querystring: UploadQuerySchema,
        response: { 200: envelope(UploadPreviewSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw unsupportedMedia('errors.uploadType');
      const part = await filePart(request);
      if (!part) throw badRequest('errors.uploadMissing');
      const kind = sheetKind(part.filename, part.mimetype);
      if (!kind) {
        part.file.resume();
        throw unsupportedMedia('errors.uploadType');
      }
      const data = await fileBytes(app, part, () => tooLarge('errors.uploadTooLarge', { max: '5 MB' }));
      return ok(await uploadScores(app.db, user, Number(request.params.aid), { data, kind }, { dryRun: request.query.dryRun, locale: request.locale }));
    },
  );
};
