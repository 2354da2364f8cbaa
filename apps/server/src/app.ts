import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import path from 'node:path';
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { Config } from './config';
import type { Database } from './db/client';
import { clearMessageMailer, setMessageMailer } from './modules/messages/messages.service';
import { createMailer, type Mailer } from './lib/mailer';
import { contextPlugin } from './plugins/context';
import { errorsPlugin, frameworkError } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { healthRoutes } from './modules/health/health.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { usersRoutes } from './modules/users/users.routes';
import { avatarsRoutes } from './modules/avatars/avatars.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { managerRoutes } from './modules/manager/manager.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { groupsRoutes } from './modules/groups/groups.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { activitiesRoutes } from './modules/activities/activities.routes';
import { playersRoutes } from './modules/activities/players.routes';
import { noticesRoutes } from './modules/notices/notices.routes';
import { topicsRoutes } from './modules/topics/topics.routes';
import { postImagesRoutes } from './modules/uploads/post-images.routes';
import { workplaceRoutes } from './modules/workplace/workplace.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { scoresRoutes } from './modules/scores/scores.routes';
import { resultsRoutes } from './modules/results/results.routes';
import { myResultsRoutes } from './modules/results/my-results.routes';
import { donationsRoutes } from './modules/donations/donations.routes';
import { prizesRoutes } from './modules/prizes/prizes.routes';
import { myAwardsRoutes } from './modules/prizes/my-awards.routes';
import { flightsRoutes } from './modules/flights/flights.routes';
import { voteRoutes } from './modules/vote/vote.routes';
import { rateLimitError } from './lib/throttle';
import { loggerOptions, RequestLogController } from './lib/logging';
import { securityHeadersPlugin } from './plugins/security-headers';

export interface BuildOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  /** where the log lines go (stdout when unset); the redaction rules of lib/logging.ts apply either way */
  logStream?: { write(line: string): void };
}

/** proxy-addr's trust function for the nearest `hops` proxies */
const hopsTrusted = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Registers plugins, decorations and modules; nothing else. */
export async function buildApp({ config, database, mailer, logger, logStream }: BuildOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel, logStream),
    bodyLimit: 1024 * 1024,
    // a number of hops as a function: Fastify's types take booleans, addresses or a function (proxy-addr's own rule)
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    frameworkErrors: frameworkError,
    // one log line per answered request, successful reads below info (lib/logging.ts)
    logController: new RequestLogController(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate(
    'mailer',
    mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: app.log }),
  );
  // messages mail themselves to the recipients who opted into their kind (see notify() in modules/messages)
  const messageMailer = { mailer: app.mailer, config, log: app.log };
  setMessageMailer(messageMailer);

  // CSP, frame, sniffing and referrer headers on every answer, the SPA's and the API's alike
  await app.register(securityHeadersPlugin, { config });
  await app.register(import('@fastify/swagger'), {
    openapi: {
      info: { title: 'Golf Assistant API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(import('@fastify/swagger-ui'), { routePrefix: '/api/docs' });
  // per-address throttles are declared per route (lib/throttle.ts); their 429 goes through our error handler
  await app.register(import('@fastify/rate-limit'), { global: false, errorResponseBuilder: rateLimitError });

  await app.register(errorsPlugin);
  await app.register(contextPlugin);
  await app.register(inputGuardPlugin);

  await app.register(
    async (api) => {
      // answers of 1 KB and more are compressed for a client that takes it (a phone at the course: the results of a full
      // field are ~30 KB of JSON, ~2 KB compressed); brotli at a quick level, as the answers are made per request. The
      // live stream writes to the socket itself and is not touched; the web app's files come compressed already.
      await api.register(import('@fastify/compress'), {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      });
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(avatarsRoutes);
      await api.register(messagesRoutes);
      await api.register(managerRoutes);
      await api.register(uploadsRoutes);
      await api.register(groupsRoutes);
      await api.register(coursesRoutes);
      await api.register(activitiesRoutes);
      await api.register(playersRoutes);
      await api.register(noticesRoutes);
      await api.register(topicsRoutes);
      await api.register(postImagesRoutes);
      await api.register(workplaceRoutes);
      await api.register(notificationsRoutes);
      await api.register(scoresRoutes);
      await api.register(resultsRoutes);
      await api.register(myResultsRoutes);
      await api.register(donationsRoutes);
      await api.register(prizesRoutes);
      await api.register(myAwardsRoutes);
      await api.register(flightsRoutes);
      await api.register(voteRoutes);
    },
    { prefix: '/api' },
  );

  if (config.webDist && fs.existsSync(path.join(config.webDist, 'index.html'))) {
    await app.register(import('./plugins/web'), { root: config.webDist, googleSignIn: Boolean(config.googleClientId) });
  }
  app.addHook('onClose', async () => {
    clearMessageMailer(messageMailer);
    return app.mailer.close();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
