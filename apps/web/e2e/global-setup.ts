/// <reference types="node" />
// Starts the built app once for all end-to-end tests: a real server process on a free port,
// a throw-away DATA_DIR (embedded PGlite, mails written to DATA_DIR/outbox), a known admin.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildReason, root } from '../../../scripts/build-state.mjs';
import { serverArgs } from '../../../scripts/server-flags.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** http://127.0.0.1:<port> of the server under test */
    baseURL: string;
    /** the server's DATA_DIR (its outbox is DATA_DIR/outbox) */
    dataDir: string;
  }
}

export const ADMIN = { username: 'admin', password: 'Admin123' } as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseURL: string, server: ChildProcess, log: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n') : '';
  throw new Error(`the server under test did not become healthy (exit code ${server.exitCode}):\n${tail}`);
}

export default async function setup(project: TestProject) {
  const reason = buildReason();
  if (reason) {
    console.log(`e2e: building the app (${reason})`);
    // a production build: vitest sets NODE_ENV=test, which Vite keeps, and React's development JSX runtime would ship
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    if (result.status !== 0) throw new Error('e2e: the build failed');
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // serve a copy of the built web app, so a rebuild during the run cannot pull files from under the tests
  const webDist = path.join(dataDir, 'web');
  fs.cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
  const log = path.join(dataDir, 'server.log');
  const out = fs.openSync(log, 'a');
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['SMTP_URL', 'DATABASE_URL', 'TEST_DATABASE_URL', 'GOOGLE_CLIENT_ID', 'WEB_DIST', 'HOST']) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: baseURL,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT: '0',
    WEB_DIST: webDist,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'info',
  });
  const server = spawn(process.execPath, serverArgs(env), {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
  });
  try {
    await waitForHealth(baseURL, server, log);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }

  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    fs.closeSync(out);
    if (process.env.E2E_KEEP_DATA) console.log(`e2e: server data and log kept in ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
