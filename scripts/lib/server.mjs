// The built server as a child process, for the scripts that measure it (`npm run crash-test`,
// `npm run bench`): a free port, start until /api/health answers, signals, the API helpers, the
// demo logins and a throw-away PostgreSQL database. Traffic goes to 127.0.0.1 only.
import { spawn, execSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildReason, root } from '../build-state.mjs';
import { SERVER_MAIN, serverArgs } from '../server-flags.mjs';

export const ROOT = root;
/** the built server; BENCH_MAIN points at another build (before/after comparisons of a change) */
export const MAIN = process.env.BENCH_MAIN ? path.resolve(process.env.BENCH_MAIN) : SERVER_MAIN;
export const ADMIN = { username: 'admin', password: 'Admin123' };
/** the demo seed's members (apps/server/src/db/demo), all with this password */
export const MEMBER_PASSWORD = 'Member123';
export const MEMBERS = ['li.wei', 'wang.fang', 'tanaka.hiroshi', 'emma.clarke', 'liu.yang', 'sato.misaki', 'james.wilson', 'zhang.min', 'suzuki.kenta', 'chen.jing', 'takahashi.yumi', 'oliver.bennett'];
const STARTUP_TIMEOUT_MS = 90_000;
const EXIT_TIMEOUT_MS = 30_000;

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** `npm run build` when the server bundle or the web app is missing or older than its sources. */
export function ensureBuild(log = console.log) {
  const reason = buildReason();
  if (!reason) return;
  log(`building first: ${reason}`);
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } }); // see scripts/start.mjs
}

/** Resident memory of a process from /proc (Linux): current (VmRSS) and peak (VmHWM), in MB; null elsewhere. */
export function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** The production server (apps/server/dist/main.js) on 127.0.0.1:`port`, demo seed on, rate limits off. */
export class Server {
  constructor({ dataDir, databaseUrl, port, label, logLevel = 'warn' }) {
    Object.assign(this, { dataDir, databaseUrl, port, label, logLevel });
    this.base = `http://127.0.0.1:${port}`;
    this.logFile = path.join(dataDir, 'server.log');
    this.starts = 0;
  }

  get pid() {
    return this.proc?.pid;
  }

  /** Starts and waits for a healthy /api/health; answers the milliseconds it took. */
  async start() {
    this.starts++;
    const out = fs.openSync(this.logFile, 'a');
    fs.writeSync(out, `\n===== start ${this.starts} =====\n`);
    const env = {
      ...process.env,
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      APP_URL: this.base,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT: '0',
      SEED_DEMO: '1',
      LOG_LEVEL: this.logLevel,
      SMTP_URL: '',
    };
    delete env.DATABASE_URL;
    if (this.databaseUrl) env.DATABASE_URL = this.databaseUrl;
    const t0 = Date.now();
    this.proc = spawn(process.execPath, serverArgs(env, MAIN), { cwd: ROOT, env, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    this.exited = new Promise((resolve) => this.proc.on('exit', (code, signal) => resolve({ code, signal })));
    let exited = null;
    void this.exited.then((e) => (exited = e));
    while (Date.now() - t0 < STARTUP_TIMEOUT_MS) {
      if (exited) throw new Error(`${this.label}: the server exited during start (${JSON.stringify(exited)}); see ${this.logFile}`);
      try {
        const res = await fetch(`${this.base}/api/health`, { signal: AbortSignal.timeout(2000) });
        const body = await res.json();
        if (res.ok && body?.data?.db === 'ok') return Date.now() - t0;
      } catch {
        /* not up yet */
      }
      await sleep(100);
    }
    throw new Error(`${this.label}: no healthy answer within ${STARTUP_TIMEOUT_MS} ms; see ${this.logFile}`);
  }

  kill(signal) {
    this.proc.kill(signal);
  }

  /** Waits for the exit; SIGKILL after 30 s (answers signal 'timeout' then). */
  async waitExit() {
    const timeout = sleep(EXIT_TIMEOUT_MS).then(() => null);
    const e = await Promise.race([this.exited, timeout]);
    if (!e) {
      this.proc.kill('SIGKILL');
      return { code: null, signal: 'timeout' };
    }
    return e;
  }

  /** SIGTERM and wait (graceful: the database is closed). */
  async stop() {
    if (!this.proc || this.proc.exitCode !== null || this.proc.signalCode !== null) return { code: this.proc?.exitCode ?? null, signal: null };
    this.kill('SIGTERM');
    return this.waitExit();
  }

  /** The tail of the server's log, for error reports. */
  logTail(chars = 3000) {
    return fs.existsSync(this.logFile) ? fs.readFileSync(this.logFile, 'utf8').slice(-chars) : '';
  }
}

/* ---------- HTTP ---------- */

export async function api(base, method, url, { token, body } = {}) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const json = await res.json();
  return { status: res.status, json };
}

/** The envelope's data of a 2xx answer; throws with the status and body otherwise. */
export async function must(base, method, url, opts) {
  const r = await api(base, method, url, opts);
  if (r.status < 200 || r.status >= 300) throw new Error(`${method} ${url} → ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
  return r.json.data;
}

/** Every row of a paged list (GET, pages of 100): the first page's answer with the whole list. */
export async function mustAll(base, url, opts) {
  const sep = url.includes('?') ? '&' : '?';
  const first = await must(base, 'GET', `${url}${sep}page=1&pageSize=100`, opts);
  const list = [...first.list];
  for (let page = 2; list.length < first.total && page <= Math.ceil(first.total / 100); page++) {
    list.push(...(await must(base, 'GET', `${url}${sep}page=${page}&pageSize=100`, opts)).list);
  }
  return { ...first, list };
}

export const login = (base, username, password) => must(base, 'POST', '/user/auth', { body: { username, password } });

/** A fresh database on the PostgreSQL server of `url` (the role needs CREATEDB); drop() removes it. */
export async function throwawayDatabase(url, prefix = 'golf_tmp') {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
