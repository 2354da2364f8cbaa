import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** the HTML file (relative to the web root) that answers a page request: index.html or a pre-rendered first screen */
    pageFile(request: FastifyRequest): string;
  }
}

/** the addresses that show the login page to a visitor without a session (the app sends `/` on to `/login`) */
const FIRST_SCREEN_PATHS = new Set(['/', '/login']);
/** written by the app (apps/web/src/app/first-screen-cookie.ts): `<locale>.<theme>`, or `none` when the login page is not what it shows first */
const FIRST_SCREEN_COOKIE = /(?:^|;\s*)first-screen=([^;]*)/;
/** whether an Accept header names text/html (not with q=0), as a browser's navigation does */
function acceptsHtml(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    return type === 'text/html' && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/** a first visit: the app's default language and theme */
const DEFAULT_VARIANT = 'zh-CN.light';

/**
 * Serves the built single-page app. Unknown non-API GETs get index.html from the
 * not-found handler in errors.ts, so the SPA routes them. The build writes brotli and gzip
 * copies beside each file (scripts/precompress.mjs): sent as they are to browsers that accept
 * them (Vary: Accept-Encoding), the plain file otherwise.
 * `/` and `/login` get the login page rendered at build time (prerender/login.<locale>.<theme>.html,
 * scripts/prerender.mjs) in the language and theme the app's `first-screen` cookie names, so the form shows before
 * the JavaScript has arrived; index.html when the cookie says `none` (signed in, or settings the files were not
 * made for), names no file, or when sign-in with Google is on (its button would appear only later, moving the form).
 * Only a browser's navigation (`Accept: text/html`) gets a pre-rendered file: it is ~220 KB of inline styles made for a
 * first paint, and a client that does not render HTML (curl, a health probe, `curl / | grep -q`) gets the 1 KB page.
 */
export default fp<{ root: string; googleSignIn: boolean }>(async (app, { root, googleSignIn }) => {
  const prerendered = new Set(
    fs.existsSync(path.join(root, 'prerender'))
      ? fs.readdirSync(path.join(root, 'prerender')).filter((file) => /^login\.[\w-]+\.(light|dark)\.html$/.test(file))
      : [],
  );

  app.decorate('pageFile', (request: FastifyRequest) => {
    if (googleSignIn || !FIRST_SCREEN_PATHS.has(request.url.split('?')[0])) return 'index.html';
    if (!acceptsHtml(request.headers.accept)) return 'index.html';
    const variant = FIRST_SCREEN_COOKIE.exec(request.headers.cookie ?? '')?.[1] ?? DEFAULT_VARIANT;
    const file = `login.${variant}.html`;
    return prerendered.has(file) ? `prerender/${file}` : 'index.html';
  });

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // `/` is a page like the others (the not-found handler in errors.ts, with the first screen above), not the folder's index.html
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      res.header('cache-control', /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
});
