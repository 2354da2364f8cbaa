// The API under load (autocannon) and a registration burst against the BUILT server, beside a bare
// Fastify hello-world run by the same script in its own process, so the figures are ratios on the
// same machine. One round per database engine; see scripts/bench.mjs for the knobs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ADMIN, MEMBERS, MEMBER_PASSWORD, ROOT, Server, freePort, login, memoryOf, must, sleep } from '../lib/server.mjs';
import { HOLES } from './engine.mjs';
import { seedMembers } from './accounts.mjs';

const RESULTS_PLAYERS = 144;
const BURST = 500;
const BURST_CAPACITY = 120;
/** a client's patience per sign-up of the burst: PGlite takes them one at a time, so the last wait for all the others */
const BURST_TIMEOUT_MS = 180_000;

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/* ---------- the bare Fastify baseline ---------- */

const HELLO = `
const fastify = require('fastify')({ logger: false });
fastify.get('/', async () => ({ hello: 'world' }));
fastify.listen({ port: Number(process.argv[1]), host: '127.0.0.1' }).then(() => console.log('ready'));
`;

async function startHello() {
  const port = await freePort();
  const proc = spawn(process.execPath, ['-e', HELLO, String(port)], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    proc.stdout.on('data', (d) => String(d).includes('ready') && resolve());
    proc.on('exit', (code) => reject(new Error(`the bare Fastify server exited (${code})`)));
  });
  return { proc, url: `http://127.0.0.1:${port}/` };
}

/* ---------- autocannon ---------- */

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * Another visitor while the load runs: every 100 ms a request on a connection of its own for `url` (a small file the
 * server sends without the database), and how long each took. What a member opening the app meanwhile waits for before
 * anything happens; a server that only works off what it has already read keeps them waiting.
 */
function visitor(url) {
  const times = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const start = performance.now();
      try {
        await (await fetch(url, { signal: AbortSignal.timeout(10_000) })).arrayBuffer();
        times.push(performance.now() - start);
      } catch {
        times.push(10_000);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return async () => {
    stopped = true;
    await done;
    const sorted = times.sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), max: sorted.at(-1) ?? null };
  };
}

/**
 * One case: a short warm-up, then `duration` seconds at `connections`; req/s, p50, p99, errors, RSS after, and what
 * another visitor waited meanwhile for `probe` (visitor above).
 */
async function measure(pid, opts, { duration, connections, warmup }, probe) {
  if (warmup > 0) await cannon({ ...opts, connections: Math.min(10, connections), duration: warmup });
  const stopVisitor = visitor(probe);
  const r = await cannon({ ...opts, connections, duration });
  const visit = await stopVisitor();
  const mem = memoryOf(pid);
  return {
    visitor: visit,
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    ok2xx: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, v]) => [code, v.count])),
    rssMb: mem?.rss ?? null,
    hwmMb: mem?.hwm ?? null,
  };
}

/* ---------- the data: through the API (events, 144 players, scores), accounts straight into the database ---------- */

async function createEvent(base, token, groupId, fields) {
  const a = await must(base, 'POST', '/activities', {
    token,
    body: { groupId: String(groupId), acdate: day(30), regtime: `${day(20)}T20:00:00+08:00`, place: 'Bench Golf Club', ...fields },
  });
  await must(base, 'POST', `/activities/${a.id}/status`, { token, body: { status: 'registering' } });
  return a.id;
}

/** A 144-player event with 18-hole cards for everyone (one .csv upload), status playing, results computed. */
async function resultsEvent(base, token, groupId, courseId) {
  const aid = await createEvent(base, token, groupId, { title: 'Bench 144', capacity: RESULTS_PLAYERS, courseIds: [courseId] });
  const names = [];
  for (let i = 0; i < RESULTS_PLAYERS; i++) {
    const name = `Bench Player ${i + 1}`;
    names.push(name);
    await must(base, 'POST', `/activities/${aid}/players`, { token, body: { name, sex: i % 4 ? 'M' : 'F', handicap: 5 + (i % 30) } });
  }
  await must(base, 'POST', `/activities/${aid}/status`, { token, body: { status: 'closed' } });
  await must(base, 'POST', `/activities/${aid}/status`, { token, body: { status: 'playing' } });
  const course = await must(base, 'GET', `/courses/${courseId}`, { token });
  const holes = course.holes ?? HOLES;
  const header = ['name', ...holes.map((h) => `h${h.number}`)];
  const lines = names.map((name, i) => [name, ...holes.map((h, k) => h.par + ((i * 7 + k * 3) % 4) - 1)].join(','));
  const form = new FormData();
  form.append('file', new Blob([[header.join(','), ...lines].join('\n')], { type: 'text/csv' }), 'scores.csv');
  const res = await fetch(`${base}/api/activities/${aid}/scores/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!res.ok) throw new Error(`score upload → ${res.status} ${(await res.text()).slice(0, 300)}`);
  await must(base, 'POST', `/activities/${aid}/results/recompute`, { token });
  const results = await must(base, 'GET', `/activities/${aid}/results`, { token });
  const ranked = results.list.filter((r) => r.rank !== null).length;
  if (ranked !== RESULTS_PLAYERS) throw new Error(`the 144-player event ranks ${ranked} players`);
  return aid;
}

async function prepare(server) {
  const base = server.base;
  const admin = (await login(base, ADMIN.username, ADMIN.password)).token;
  const member = (await login(base, MEMBERS[1], MEMBER_PASSWORD)).token; // a member (MEMBERS[0] organises the demo group)
  const medal = await must(base, 'GET', `/activities?keyword=${encodeURIComponent('Monthly Medal')}&pageSize=5`, { token: admin });
  const demo = medal.list.find((a) => a.title === 'Monthly Medal');
  if (!demo) throw new Error('the demo event "Monthly Medal" is missing (SEED_DEMO=1)');
  const groupId = Number(demo.group.id);
  const courses = await must(base, 'GET', '/courses?pageSize=5', { token: admin });
  const courseId = courses.list[0]?.id;
  if (!courseId) throw new Error('the demo seed has no course');
  const results = await resultsEvent(base, admin, groupId, courseId);
  const signups = await createEvent(base, admin, groupId, { title: 'Bench sign-ups', capacity: 1000 });
  const burst = await createEvent(base, admin, groupId, { title: 'Bench burst', capacity: BURST_CAPACITY });
  return { admin, member, groupId, events: { results, signups, burst } };
}

/* ---------- the registration burst ---------- */

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function burst(base, admin, aid, tokens) {
  const t0 = performance.now();
  const answers = await Promise.all(
    tokens.map(async (token) => {
      const start = performance.now();
      try {
        const res = await fetch(`${base}/api/activities/${aid}/registrations`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{"remark":""}',
          signal: AbortSignal.timeout(BURST_TIMEOUT_MS),
        });
        const json = await res.json();
        return { status: res.status, registration: json.data?.status, ms: performance.now() - start };
      } catch (e) {
        return { status: 0, error: e?.cause?.code ?? e?.name, ms: performance.now() - start };
      }
    }),
  );
  const wall = performance.now() - t0;
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const players = await must(base, 'GET', `/activities/${aid}/players?pageSize=100`, { token: admin });
  const detail = await must(base, 'GET', `/activities/${aid}`, { token: admin });
  return {
    requests: answers.length,
    registered: answers.filter((a) => a.registration === 'registered').length,
    waitlisted: answers.filter((a) => a.registration === 'waitlisted').length,
    errors: answers.filter((a) => a.status !== 200).length,
    errorKinds: [...new Set(answers.filter((a) => a.status !== 200).map((a) => a.error ?? a.status))],
    stored: { registered: players.registered ?? detail.registered, total: players.total, counter: detail.registered },
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    wallMs: wall,
  };
}

/* ---------- one round ---------- */

/**
 * Starts the built server on PGlite (databaseUrl unset) or PostgreSQL, prepares the data, measures
 * the bare Fastify baseline and the four API cases, then the burst. `afterwards(server, ctx)` runs
 * while the server is still up (Lighthouse uses it).
 */
export async function apiRound({ label, databaseUrl, duration, connections, warmup, signupAccounts, log, afterwards }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-bench-'));
  // the server logs as in production (LOG_LEVEL info: one line per write or error, reads at debug) unless BENCH_LOG_LEVEL says otherwise
  const server = new Server({ dataDir, databaseUrl, port: await freePort(), label, logLevel: process.env.BENCH_LOG_LEVEL || 'info' });
  let hello;
  try {
    log(`${label}: starting the built server on ${server.base} (DATA_DIR ${dataDir})`);
    await server.start();
    const ctx = await prepare(server);
    await server.stop();
    log(`${label}: ${signupAccounts + BURST} member accounts with sessions, straight into the database`);
    const tokens = await seedMembers({ dataDir, databaseUrl, groupId: ctx.groupId, n: signupAccounts + BURST, prefix: `bench${Date.now().toString(36)}` });
    await server.start();
    const knobs = { duration, connections, warmup };
    const auth = { authorization: `Bearer ${ctx.member}` };

    hello = await startHello();
    log(`${label}: bare Fastify hello-world, ${connections} connections, ${duration} s`);
    const baseline = await measure(hello.proc.pid, { url: hello.url }, knobs, hello.url);
    hello.proc.kill('SIGTERM');
    hello = null;

    const { events } = ctx;
    const cases = [];
    const run = async (name, kind, opts) => {
      log(`${label}: ${name}`);
      cases.push({ name, kind, ...(await measure(server.pid, { ...opts, url: `${server.base}${opts.path}` }, knobs, `${server.base}/favicon.svg`)) });
    };
    await run('GET /api/activities (list, page of 10)', 'read', { path: '/api/activities?page=1&pageSize=10', headers: auth });
    await run('GET /api/activities/:aid (detail)', 'read', { path: `/api/activities/${events.results}`, headers: auth });
    await run(`GET /api/activities/:aid/results (${RESULTS_PLAYERS} players)`, 'read', { path: `/api/activities/${events.results}/results`, headers: auth });
    // sign-ups: every request a different account (a pool of pre-made sessions, taken in turn)
    let next = 0;
    const signupTokens = tokens.slice(0, signupAccounts);
    await run('POST /api/activities/:aid/registrations (sign-up)', 'write', {
      path: `/api/activities/${events.signups}/registrations`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"remark":""}',
      requests: [
        {
          setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${signupTokens[next++ % signupTokens.length]}` } }),
        },
      ],
    });
    const signupCase = cases[cases.length - 1];
    signupCase.accountsUsed = Math.min(next, signupTokens.length);
    signupCase.poolExhausted = next > signupTokens.length;

    log(`${label}: registration burst, ${BURST} sign-ups at once for ${BURST_CAPACITY} places`);
    await sleep(500);
    const burstResult = await burst(server.base, ctx.admin, events.burst, tokens.slice(signupAccounts));
    const memory = memoryOf(server.pid);
    if (afterwards) await afterwards(server, ctx);
    const exit = await server.stop();
    return { label, ok: true, baseline, cases, burst: burstResult, memory, exit, dataDir };
  } catch (e) {
    console.error(`[bench] ${label} failed: ${e.stack ?? e.message}\n--- server log (tail) ---\n${server.logTail()}`);
    if (hello) hello.proc.kill('SIGKILL');
    try {
      server.kill('SIGKILL');
    } catch {
      /* not running */
    }
    return { label, ok: false, error: e.message, dataDir };
  }
}

export const BURST_SPEC = { requests: BURST, capacity: BURST_CAPACITY };
