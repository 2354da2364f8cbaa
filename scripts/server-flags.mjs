// How the built server is started, in one place for everything that starts it: `npm start` (scripts/start.mjs),
// the bench and the crash test (scripts/lib/server.mjs) and the e2e server.
//
// With the embedded database (no DATABASE_URL), V8's --optimize-for-size: PGlite's PostgreSQL lives in the
// process's WASM heap, so the JavaScript heap is what can give. Measured with `npm run bench -- api` (PGlite,
// 50 connections): peak RSS 282-313 MB without the flag, 226-248 with it, for 10-15% fewer requests per second
// (docs/performance-log.md). Runs on PostgreSQL keep V8's defaults: there the server process peaks at 150-260 MB and the
// database's memory is its own.
// V8 takes heap flags only at the process's start (not through NODE_OPTIONS), hence a flag on the command line.
import path from 'node:path';
import { root } from './build-state.mjs';

/** the built server */
export const SERVER_MAIN = path.join(root, 'apps/server/dist/main.js');

/** @param {NodeJS.ProcessEnv} env the server's environment */
export function serverNodeFlags(env) {
  return env.DATABASE_URL ? [] : ['--optimize-for-size'];
}

/**
 * Node's arguments to run the server with `env`.
 * @param {NodeJS.ProcessEnv} env the server's environment
 * @param {string} [main] another built main.js (the bench's before/after comparisons)
 */
export function serverArgs(env, main = SERVER_MAIN) {
  return [...serverNodeFlags(env), main];
}
