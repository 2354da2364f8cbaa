// Whether the built app (server bundle + web app) is missing or older than its sources.
// Used by `npm start` and by the end-to-end tests' global setup.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['apps/server/dist/main.js', 'apps/web/dist/index.html'];
const sources = [
  'packages/shared/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  // build steps that write into the web app's dist (the pre-rendered login page, the compressed copies)
  'scripts/prerender.mjs',
  'scripts/precompress.mjs',
];

/** newest modification time under `target` (a file or a folder), 0 when absent */
function newest(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of fs.readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

/** a sentence saying why a build is needed, or undefined when the build is current */
export function buildReason() {
  const missing = outputs.find((file) => !fs.existsSync(path.join(root, file)));
  if (missing) return `${missing} is missing`;
  const built = Math.min(...outputs.map((file) => fs.statSync(path.join(root, file)).mtimeMs));
  const changed = sources.find((src) => newest(path.join(root, src)) > built);
  return changed ? `${changed} changed since the last build` : undefined;
}
