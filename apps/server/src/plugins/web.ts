import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built single-page app. Unknown non-API GETs get index.html from the
 * not-found handler in errors.ts, so the SPA routes them. The build writes brotli and gzip
 * copies beside each file (scripts/precompress.mjs): sent as they are to browsers that accept
 * them (Vary: Accept-Encoding), the plain file otherwise.
 */
export default fp<{ root: string }>(async (app, { root }) => {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header('cache-control', /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
});
