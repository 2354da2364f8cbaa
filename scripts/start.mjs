#!/usr/bin/env node
// `npm start`: builds when the build is missing or older than its sources, then runs the server
// in the foreground, forwarding SIGTERM/SIGINT so a supervisor's stop closes it gracefully.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['apps/server/dist/main.js', 'apps/web/dist/index.html'].map((p) => path.join(root, p));
const sources = [
  'packages/shared/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
].map((p) => path.join(root, p));

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

function buildReason() {
  const missing = outputs.find((file) => !fs.existsSync(file));
  if (missing) return `${path.relative(root, missing)} is missing`;
  const built = Math.min(...outputs.map((file) => fs.statSync(file).mtimeMs));
  const changed = sources.find((src) => newest(src) > built);
  return changed ? `${path.relative(root, changed)} changed since the last build` : undefined;
}

const reason = buildReason();
if (reason) {
  console.log(`Building (${reason}) ...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; not starting.');
    process.exit(result.status ?? 1);
  }
}

const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : 15) : 1)));
