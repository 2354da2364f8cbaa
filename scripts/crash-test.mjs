// `npm run crash-test`: durability and graceful shutdown of the BUILT server, measured.
//
// Phase 1 (crash): a stream of acknowledged writes (members sign up, change remarks and cancel; the
// organiser adds guests) through the HTTP API, SIGKILL mid-stream, restart on the same DATA_DIR (the
// stale lock is taken over) and check that every write that got a 2xx answer is there.
// Phase 2 (SIGTERM under load): a bounded load of concurrent requests, SIGTERM in the middle; every
// request in flight at SIGTERM must get a complete answer, the process must exit 0 with the database
// closed, and a restart must find every acknowledged write of the load and answer /api/health.
//
// Runs on PGlite (temp DATA_DIR) and, when DATABASE_URL or TEST_DATABASE_URL is set, again on a
// throw-away PostgreSQL database. Traffic goes to 127.0.0.1 only; every loop is bounded.
// Exits non-zero on a lost acknowledged write or a failed in-flight request.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, MEMBERS, MEMBER_PASSWORD, Server, api, ensureBuild, freePort, login, must, mustAll, sleep, throwawayDatabase } from './lib/server.mjs';

const KILL_AFTER_MS = Number(process.env.CRASH_KILL_AFTER_MS ?? 1500);
const LANE_MAX_OPS = 400; // per lane, a bound on the write stream
const LOAD_REQUESTS = Number(process.env.CRASH_LOAD_REQUESTS ?? 300);
const LOAD_CONCURRENCY = 20;
const SIGTERM_AFTER = Math.floor(LOAD_REQUESTS / 3); // answers before SIGTERM

const log = (...a) => console.log('[crash-test]', ...a);

/** pg_control's DBState (offset 16, after system identifier and two version words): 1 = shut down, 6 = in production. */
function pgliteControlState(dataDir) {
  try {
    const buf = fs.readFileSync(path.join(dataDir, 'pglite', 'global', 'pg_control'));
    const state = buf.readInt32LE(16);
    return { 0: 'starting up', 1: 'shut down', 2: 'shut down in recovery', 3: 'shutting down', 4: 'in crash recovery', 5: 'in archive recovery', 6: 'in production' }[state] ?? `state ${state}`;
  } catch {
    return 'n/a';
  }
}

/* ---------- phase 1: writes, SIGKILL, restart, check ---------- */

/**
 * One lane = one actor writing sequentially, so each lane has at most one write in flight when the
 * server dies. `states` holds the state after each acknowledged write; `pending` the state the
 * unanswered write would have produced (it may or may not have been committed).
 */
function memberLane(base, token, aid, name) {
  const lane = { name, kind: 'member', acked: 0, states: [null], pending: undefined, rejected: 0 };
  let present = false;
  let k = 0;
  lane.run = async (until) => {
    for (let i = 0; i < LANE_MAX_OPS && Date.now() < until(); i++) {
      k++;
      const remark = `${name} #${k}`;
      let op;
      if (!present) op = { method: 'POST', url: `/activities/${aid}/registrations`, body: { remark }, next: remark };
      else if (k % 5 === 0) op = { method: 'DELETE', url: `/activities/${aid}/registrations/me`, next: null };
      else op = { method: 'PATCH', url: `/activities/${aid}/registrations/me`, body: { remark }, next: remark };
      lane.pending = op.next;
      let r;
      try {
        r = await api(base, op.method, op.url, { token, body: op.body });
      } catch {
        return; // the server is gone: this write stays unanswered
      }
      if (r.status >= 200 && r.status < 300) {
        lane.acked++;
        lane.states.push(op.next);
        lane.pending = undefined;
        present = op.next !== null;
      } else {
        lane.rejected++;
        return; // unexpected; the state may or may not have changed
      }
    }
  };
  return lane;
}

function guestLane(base, token, aid) {
  const lane = { name: 'organiser adds guests', kind: 'guests', acked: 0, ackedNames: [], pending: undefined, rejected: 0 };
  lane.run = async (until) => {
    for (let i = 0; i < LANE_MAX_OPS && Date.now() < until(); i++) {
      const name = `Guest ${i + 1}`;
      lane.pending = name;
      let r;
      try {
        r = await api(base, 'POST', `/activities/${aid}/players`, { token, body: { name, sex: i % 2 ? 'F' : 'M', handicap: 18 } });
      } catch {
        return;
      }
      if (r.status >= 200 && r.status < 300) {
        lane.acked++;
        lane.ackedNames.push(name);
        lane.pending = undefined;
      } else {
        lane.rejected++;
        return;
      }
    }
  };
  return lane;
}

/** Acknowledged writes of the lane whose effect is missing in the observed list. */
function lostWrites(lane, players) {
  if (lane.kind === 'guests') {
    const names = new Set(players.filter((p) => p.isGuest).map((p) => p.name));
    return lane.ackedNames.filter((n) => !names.has(n)).length;
  }
  const mine = players.filter((p) => !p.isGuest && p.name === lane.nickname);
  if (mine.length > 1) return lane.acked; // a duplicate entry would be corruption
  const observed = mine.length ? mine[0].remark : null;
  const last = lane.states[lane.states.length - 1];
  if (observed === last || (lane.pending !== undefined && observed === lane.pending)) return 0;
  const j = lane.states.lastIndexOf(observed);
  return j < 0 ? lane.acked : lane.states.length - 1 - j;
}

async function setup(server) {
  const base = server.base;
  const adminToken = (await login(base, ADMIN.username, ADMIN.password)).token;
  const medal = await must(base, 'GET', `/activities?keyword=${encodeURIComponent('Monthly Medal')}&pageSize=5`, { token: adminToken });
  const demo = medal.list.find((a) => a.title === 'Monthly Medal');
  if (!demo) throw new Error('the demo event "Monthly Medal" is missing (SEED_DEMO=1)');
  const groupId = demo.group.id;
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const created = await must(base, 'POST', '/activities', {
    token: adminToken,
    body: { groupId, title: 'Crash test', acdate: day(30), regtime: `${day(20)}T20:00:00+08:00`, capacity: 8, place: 'Pine Ridge' },
  });
  await must(base, 'POST', `/activities/${created.id}/status`, { token: adminToken, body: { status: 'registering' } });
  const members = [];
  for (const username of MEMBERS) {
    const auth = await login(base, username, MEMBER_PASSWORD);
    members.push({ username, token: auth.token, nickname: auth.info.nickname });
  }
  return { adminToken, aid: created.id, groupId, members };
}

async function crashPhase(server, ctx) {
  const { adminToken, aid, members } = ctx;
  const lanes = [guestLane(server.base, adminToken, aid)];
  for (const m of members) {
    const lane = memberLane(server.base, m.token, aid, m.username);
    lane.nickname = m.nickname;
    lanes.push(lane);
  }
  const hardStop = Date.now() + KILL_AFTER_MS + 10_000;
  const t0 = Date.now();
  const running = Promise.all(lanes.map((l) => l.run(() => hardStop)));
  await sleep(KILL_AFTER_MS);
  const inFlight = lanes.filter((l) => l.pending !== undefined).length;
  server.kill('SIGKILL');
  const killedAt = Date.now() - t0;
  await running;
  const exit = await server.waitExit();
  const controlAfterKill = pgliteControlState(server.dataDir);
  const lockLeft = fs.existsSync(path.join(server.dataDir, 'server.lock'));
  const restartMs = await server.start();
  const players = (await mustAll(server.base, `/activities/${aid}/players`, { token: adminToken })).list;
  const acked = lanes.reduce((s, l) => s + l.acked, 0);
  const lost = lanes.reduce((s, l) => s + lostWrites(l, players), 0);
  const rejected = lanes.reduce((s, l) => s + l.rejected, 0);
  // the event's place counter must agree with the rows (one transaction each)
  const counted = players.filter((p) => p.status === 'registered').length;
  const { registered: counter } = await must(server.base, 'GET', `/activities/${aid}`, { token: adminToken });
  return { acked, found: acked - lost, lost, rejected, inFlight, killedAt, exit, controlAfterKill, lockLeft, restartMs, counterOk: counted === counter, counted, counter };
}

/* ---------- phase 2: load, SIGTERM, exit, restart ---------- */

async function shutdownPhase(server, ctx) {
  const { adminToken, aid, members } = ctx;
  // every member entered again (some cancelled in phase 1), so the load's remark changes apply
  for (const m of members) {
    const r = await api(server.base, 'POST', `/activities/${aid}/registrations`, { token: m.token, body: { remark: 'back' } });
    if (r.status !== 200 && r.status !== 409) throw new Error(`sign-up before the load → ${r.status}`);
  }
  const requests = [];
  let issued = 0;
  let answered = 0;
  let termAt = null;
  let sendTerm;
  const termSent = new Promise((r) => (sendTerm = r));
  const remarks = new Map(); // member → last acknowledged remark of the load
  const pendingRemark = new Map();
  const worker = async (w) => {
    while (issued < LOAD_REQUESTS) {
      const n = issued++;
      const rec = { n, startedAt: performance.now(), beforeTerm: termAt === null };
      requests.push(rec);
      const m = members[n % members.length];
      // one writer per member at a time (worker w handles members w, w+20, …): a mix of reads and writes
      let method = 'GET';
      let url = n % 3 === 0 ? `/activities/${aid}/players` : n % 3 === 1 ? `/activities/${aid}` : '/health';
      let body;
      let token = n % 3 === 0 ? adminToken : m.token;
      const writer = w < members.length ? members[w] : null;
      if (writer && n % 4 === 0) {
        method = 'PATCH';
        url = `/activities/${aid}/registrations/me`;
        body = { remark: `load ${writer.username} ${n}` };
        token = writer.token;
        pendingRemark.set(writer.username, body.remark);
      }
      Object.assign(rec, { method, url });
      try {
        const res = await fetch(`${server.base}/api${url}`, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(15_000),
        });
        rec.status = res.status;
        const text = await res.text(); // the whole body, or a throw when it is cut
        JSON.parse(text);
        rec.ok = true;
        if (body && res.status === 200) remarks.set(writer.username, body.remark);
      } catch (e) {
        rec.error = e?.cause?.code ?? e?.code ?? e?.name ?? String(e);
      }
      rec.endedAt = performance.now();
      rec.sinceTerm = termAt === null ? null : Math.round(rec.endedAt - termAt);
      if (++answered === SIGTERM_AFTER) sendTerm();
    }
  };
  const t0 = Date.now();
  const workers = Promise.all(Array.from({ length: LOAD_CONCURRENCY }, (_, w) => worker(w)));
  await Promise.race([termSent, workers]);
  // requests issued from here on count as "after SIGTERM"; the short pause lets the client write the
  // ones already issued onto their sockets, so "in flight" means sent to the server before the signal
  termAt = performance.now();
  await sleep(20);
  const inFlight = requests.filter((r) => r.startedAt < termAt && r.endedAt === undefined);
  server.kill('SIGTERM');
  await workers;
  const exit = await server.waitExit();
  const exitMs = Date.now() - t0;
  const controlAfterTerm = pgliteControlState(server.dataDir);
  const lockLeft = fs.existsSync(path.join(server.dataDir, 'server.lock'));
  const describe = (r) => `${r.method} ${r.url} → ${r.status ?? r.error}, sent ${Math.round(termAt - r.startedAt)} ms before SIGTERM, ended ${r.sinceTerm} ms after`;
  const shown = process.env.CRASH_DEBUG ? inFlight : inFlight.filter((r) => !r.ok);
  if (shown.length) log(`${server.label}: in flight at SIGTERM:\n  ${shown.map(describe).join('\n  ')}`);
  const inFlightOk = inFlight.filter((r) => r.ok).length;
  const inFlightFailed = inFlight.filter((r) => !r.ok);
  const after = requests.filter((r) => r.startedAt >= termAt);
  const by = (xs, f) => xs.filter(f).length;
  const afterStats = {
    total: after.length,
    ok2xx: by(after, (r) => r.ok && r.status < 300),
    s503: by(after, (r) => r.status === 503),
    refused: by(after, (r) => r.error === 'ECONNREFUSED'),
    other: by(after, (r) => !(r.ok && r.status < 300) && r.status !== 503 && r.error !== 'ECONNREFUSED'),
    otherKinds: [...new Set(after.filter((r) => !(r.ok && r.status < 300) && r.status !== 503 && r.error !== 'ECONNREFUSED').map((r) => r.error ?? r.status))],
  };
  const statusOfInflight = [...new Set(inFlight.filter((r) => r.ok).map((r) => r.status))];
  // restart: the database opens, health is ok, every acknowledged remark of the load is there
  const restartMs = await server.start();
  const list = (await mustAll(server.base, `/activities/${aid}/players`, { token: adminToken })).list;
  let lost = 0;
  for (const m of members) {
    if (!remarks.has(m.username)) continue;
    const p = list.find((x) => !x.isGuest && x.name === m.nickname);
    const ok = p && (p.remark === remarks.get(m.username) || p.remark === pendingRemark.get(m.username));
    if (!ok) lost++;
  }
  return {
    issued: requests.length,
    answeredBeforeTerm: requests.filter((r) => r.endedAt !== undefined && r.endedAt < termAt).length,
    inFlight: inFlight.length,
    inFlightOk,
    inFlightFailed: inFlightFailed.length,
    inFlightErrors: [...new Set(inFlightFailed.map((r) => r.error ?? r.status))],
    statusOfInflight,
    afterStats,
    exit,
    exitMs,
    controlAfterTerm,
    lockLeft,
    restartMs,
    loadWrites: remarks.size,
    loadWritesLost: lost,
  };
}

/* ---------- one round per engine ---------- */

async function round(label, databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-crash-'));
  const server = new Server({ dataDir, databaseUrl, port: await freePort(), label });
  try {
    log(`${label}: starting the built server on ${server.base} (DATA_DIR ${dataDir})`);
    const firstStartMs = await server.start();
    const ctx = await setup(server);
    log(`${label}: writing for ${KILL_AFTER_MS} ms, then SIGKILL`);
    const crash = await crashPhase(server, ctx);
    log(`${label}: ${LOAD_REQUESTS} requests at concurrency ${LOAD_CONCURRENCY}, SIGTERM after ${SIGTERM_AFTER} answers`);
    const term = await shutdownPhase(server, ctx);
    // final stop, cleanly
    server.kill('SIGTERM');
    const finalExit = await server.waitExit();
    return { label, firstStartMs, crash, term, finalExit, dataDir, ok: true };
  } catch (e) {
    try {
      server.kill('SIGKILL');
    } catch {
      /* not running */
    }
    console.error(`[crash-test] ${label} failed: ${e.message}\n--- server log (tail) ---\n${server.logTail()}`);
    return { label, ok: false, error: e.message, dataDir };
  }
}

/* ---------- main ---------- */

ensureBuild(log);

const results = [await round('PGlite', undefined)];
const pgUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (pgUrl) {
  let db;
  try {
    db = await throwawayDatabase(pgUrl, 'golf_crash');
    results.push(await round('PostgreSQL', db.url));
  } catch (e) {
    results.push({ label: 'PostgreSQL', ok: false, error: `could not create a throw-away database: ${e.message}` });
  } finally {
    await db?.drop().catch(() => {});
  }
}

const rows = [
  ['phase 1: writes acknowledged (2xx) before SIGKILL', (r) => r.crash.acked],
  ['  writes in flight at SIGKILL (unanswered, may go either way)', (r) => r.crash.inFlight],
  ['  writes rejected (non-2xx) during the stream', (r) => r.crash.rejected],
  ['  SIGKILL after (ms of writes)', (r) => r.crash.killedAt],
  ['  stale lock left / pg_control after kill', (r) => `${r.crash.lockLeft ? 'yes' : 'no'} / ${r.crash.controlAfterKill}`],
  ['  restart to healthy (ms)', (r) => r.crash.restartMs],
  ['  acknowledged writes found after restart', (r) => r.crash.found],
  ['  acknowledged writes LOST', (r) => r.crash.lost],
  ['  place counter = registered rows', (r) => (r.crash.counterOk ? `yes (${r.crash.counter})` : `NO (${r.crash.counter} vs ${r.crash.counted})`)],
  ['phase 2: requests issued (concurrency 20)', (r) => r.term.issued],
  ['  answered before SIGTERM', (r) => r.term.answeredBeforeTerm],
  ['  in flight at SIGTERM', (r) => r.term.inFlight],
  ['  in flight: completed (HTTP status)', (r) => `${r.term.inFlightOk} (${r.term.statusOfInflight.join(', ') || '-'})`],
  ['  in flight: FAILED', (r) => (r.term.inFlightFailed ? `${r.term.inFlightFailed} (${r.term.inFlightErrors.join(', ')})` : 0)],
  ['  sent after SIGTERM: 2xx / 503 / refused / other', (r) => `${r.term.afterStats.ok2xx} / ${r.term.afterStats.s503} / ${r.term.afterStats.refused} / ${r.term.afterStats.other}${r.term.afterStats.otherKinds.length ? ` (${r.term.afterStats.otherKinds.join(', ')})` : ''}`],
  ['  exit code after SIGTERM', (r) => (r.term.exit.signal ? `signal ${r.term.exit.signal}` : r.term.exit.code)],
  ['  lock released / pg_control after exit', (r) => `${r.term.lockLeft ? 'NO' : 'yes'} / ${r.term.controlAfterTerm}`],
  ['  restart to healthy (ms)', (r) => r.term.restartMs],
  ['  acknowledged load writes found / lost', (r) => `${r.term.loadWrites - r.term.loadWritesLost} / ${r.term.loadWritesLost}`],
];

const ok = results.filter((r) => r.ok);
console.log(`\nGolf Assistant crash test — Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${os.platform()}\n`);
console.log(`${''.padEnd(64)}${ok.map((r) => r.label.padStart(24)).join('')}`);
for (const [name, f] of rows) console.log(`${name.padEnd(64)}${ok.map((r) => String(f(r)).padStart(24)).join('')}`);
for (const r of results.filter((x) => !x.ok)) console.log(`\n${r.label}: FAILED — ${r.error}`);

const problems = [];
for (const r of results) {
  if (!r.ok) {
    problems.push(`${r.label}: ${r.error}`);
    continue;
  }
  if (r.crash.lost) problems.push(`${r.label}: ${r.crash.lost} acknowledged write(s) lost after SIGKILL`);
  if (!r.crash.counterOk) problems.push(`${r.label}: the place counter disagrees with the registered rows`);
  if (r.crash.acked === 0) problems.push(`${r.label}: no write was acknowledged before the kill`);
  if (r.term.inFlightFailed) problems.push(`${r.label}: ${r.term.inFlightFailed} in-flight request(s) failed at SIGTERM`);
  if (r.term.exit.code !== 0) problems.push(`${r.label}: exit after SIGTERM was ${JSON.stringify(r.term.exit)}, not 0`);
  if (r.term.lockLeft) problems.push(`${r.label}: the lock file was left behind after SIGTERM`);
  if (r.label === 'PGlite' && r.term.controlAfterTerm !== 'shut down') problems.push(`${r.label}: the database was not shut down cleanly (${r.term.controlAfterTerm})`);
  if (r.term.loadWritesLost) problems.push(`${r.label}: ${r.term.loadWritesLost} acknowledged load write(s) lost after SIGTERM`);
  if (r.finalExit.code !== 0) problems.push(`${r.label}: the final stop exited ${JSON.stringify(r.finalExit)}`);
}
for (const r of results) if (r.ok && !problems.length) fs.rmSync(r.dataDir, { recursive: true, force: true });
if (problems.length) {
  console.log(`\nFAILED:\n- ${problems.join('\n- ')}\n(server logs kept in the DATA_DIRs above)`);
  process.exitCode = 1;
} else {
  console.log('\nOK: no acknowledged write lost, no in-flight request failed, clean exits.\n');
}
