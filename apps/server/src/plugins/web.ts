import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built single-page app. Unknown non-API GETs get index.html from the
 * not-found handler in errors.ts, so the SPA routes them.
 */
export default fp<{ root: string }>(async (app, { root }) => {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    setHeaders(res, filePath) {
      res.header('cache-control', /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
});
