#!/usr/bin/env node
// `npm start`: builds when the build is missing or older than its sources, then runs the server
// in the foreground, forwarding SIGTERM/SIGINT so a supervisor's stop closes it gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { buildReason, root } from './build-state.mjs';
import { serverArgs } from './server-flags.mjs';

const reason = buildReason();
if (reason) {
  console.log(`Building (${reason}) ...`);
  // NODE_ENV=production: Vite keeps a NODE_ENV it finds (development or test would ship React's development JSX runtime)
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) {
    console.error('The build failed; not starting.');
    process.exit(result.status ?? 1);
  }
}

const child = spawn(process.execPath, serverArgs(process.env), { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
const signalCodes = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
child.on('exit', (code, signal) => process.exit(code ?? 128 + (signalCodes[signal] ?? 0)));
