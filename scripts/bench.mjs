// `npm run bench` (runs under tsx): measured speed, printed as tables with PASS/MISS against the
// targets of issues 6 and 10. Not a test: a MISS does not fail the run; a wrong burst count or a
// round that cannot run does (exit code 1).
//
//   engine      the golf engine and the upload parser in process (median of BENCH_RUNS, default 25)
//   api         the BUILT server under autocannon on PGlite and, when DATABASE_URL or
//               TEST_DATABASE_URL is set, on a throw-away PostgreSQL database, each beside a bare
//               Fastify hello-world; then the registration burst (500 sign-ups, capacity 120)
//   lighthouse  the login page and an event page, mobile profile, local Chromium
//
// Pick sections with arguments (`npm run bench -- api lighthouse`) or BENCH_ONLY=engine,api.
// Knobs: BENCH_DURATION (s per API case, default 10), BENCH_CONNECTIONS (50), BENCH_WARMUP (s, 2),
// BENCH_SIGNUP_ACCOUNTS (accounts for the sign-up case, default 12000), BENCH_PG=0 (skip PostgreSQL),
// CHROME_PATH (/usr/bin/chromium), BENCH_LIGHTHOUSE_SAVE (a folder for the whole Lighthouse reports and traces, JSON), BENCH_BUILD=0 (use the build as it is, even when older than the sources),
// BENCH_PGLITE=0 (skip the PGlite round), BENCH_LOG_LEVEL (the server's LOG_LEVEL, default info: what
// production runs), BENCH_MAIN (another built server main.js for before/after comparisons; its drizzle/ folder beside its dist/). `--json` or `--json=FILE` also writes every figure as JSON
// (default bench-results.json); `--markdown[=FILE]` the README's tables (default bench-results.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, freePort, login, MEMBERS, MEMBER_PASSWORD, must, Server, throwawayDatabase } from './lib/server.mjs';
import { engineBench } from './bench/engine.mjs';
import { apiRound, BURST_SPEC } from './bench/api-load.mjs';
import { lighthouseBench, LIGHTHOUSE_TARGETS } from './bench/lighthouse.mjs';
import { benchMarkdown } from './bench/markdown.mjs';

const args = process.argv.slice(2);
const jsonArg = args.find((a) => a === '--json' || a.startsWith('--json='));
const jsonFile = jsonArg ? (jsonArg.includes('=') ? jsonArg.slice(7) : 'bench-results.json') : null;
const mdArg = args.find((a) => a === '--markdown' || a.startsWith('--markdown='));
const mdFile = mdArg ? (mdArg.includes('=') ? mdArg.slice(11) : 'bench-results.md') : null;
const SECTIONS = ['engine', 'api', 'lighthouse'];
const picked = [...args.filter((a) => !a.startsWith('--')), ...(process.env.BENCH_ONLY ?? '').split(',').filter(Boolean)];
const unknown = picked.filter((s) => !SECTIONS.includes(s));
if (unknown.length) {
  console.error(`unknown section(s) ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`);
  process.exit(2);
}
const run = new Set(picked.length ? picked : SECTIONS);

const knobs = {
  runs: Number(process.env.BENCH_RUNS ?? 25),
  duration: Number(process.env.BENCH_DURATION ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  warmup: Number(process.env.BENCH_WARMUP ?? 2),
  signupAccounts: Number(process.env.BENCH_SIGNUP_ACCOUNTS ?? 12000),
};
const TARGETS = { readRatio: 0.3, p99: 50, rssMb: 300 };
const log = (...a) => console.log('[bench]', ...a);
const pass = (ok) => (ok ? 'PASS' : 'MISS');
const pad = (v, n) => String(v).padStart(n);
const num = (v, d = 0) => (v === null || v === undefined || Number.isNaN(v) ? '-' : Number(v).toFixed(d));

/* ---------- the machine ---------- */

async function pgVersion(url) {
  try {
    const { default: pg } = await import('pg');
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    const { rows } = await c.query('SHOW server_version');
    await c.end();
    return rows[0].server_version;
  } catch (e) {
    return `unreachable (${e.message})`;
  }
}

const pgUrl = process.env.BENCH_PG === '0' ? undefined : process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const machine = {
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  postgres: pgUrl && run.has('api') ? await pgVersion(pgUrl) : null,
  loadBefore: os.loadavg().map((l) => l.toFixed(2)).join(' '),
};
const report = { machine, knobs, targets: { ...TARGETS, lighthouse: LIGHTHOUSE_TARGETS } };
const problems = [];

/* ---------- engine ---------- */

if (run.has('engine')) {
  log(`engine: median of ${knobs.runs} runs per case`);
  const { rows, note } = await engineBench({ runs: knobs.runs });
  report.engine = { note, rows: rows.map(([name, t, target]) => ({ name, ...t, targetMs: target })) };
}

/* ---------- API under load, burst, Lighthouse ---------- */

async function lighthouseOn(server, memberToken, eventId) {
  report.lighthouse = await lighthouseBench({
    base: server.base,
    token: memberToken,
    log,
    pages: [
      { name: 'login', path: '/login' },
      { name: 'event detail', path: `/dashboard/activity/detail?id=${eventId}`, auth: true },
    ],
  });
}

async function demoEventId(base, token) {
  const medal = await must(base, 'GET', `/activities?keyword=${encodeURIComponent('Monthly Medal')}&pageSize=5`, { token });
  return medal.list.find((a) => a.title === 'Monthly Medal')?.id;
}

if ((run.has('api') || run.has('lighthouse')) && process.env.BENCH_BUILD !== '0') ensureBuild(log);

if (run.has('api')) {
  report.api = [];
  const afterwards = run.has('lighthouse')
    ? async (server, ctx) => {
        try {
          await lighthouseOn(server, ctx.member, await demoEventId(server.base, ctx.member));
        } catch (e) {
          problems.push(`Lighthouse: ${e.message}`);
        }
      }
    : undefined;
  if (process.env.BENCH_PGLITE === '0') log('PGlite: skipped (BENCH_PGLITE=0)');
  else report.api.push(await apiRound({ label: 'PGlite', databaseUrl: undefined, ...knobs, log, afterwards }));
  if (pgUrl) {
    let db;
    try {
      db = await throwawayDatabase(pgUrl, 'golf_bench');
      report.api.push(await apiRound({ label: 'PostgreSQL', databaseUrl: db.url, ...knobs, log }));
    } catch (e) {
      report.api.push({ label: 'PostgreSQL', ok: false, error: `could not create a throw-away database: ${e.message}` });
    } finally {
      await db?.drop().catch(() => {});
    }
  } else {
    log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL)');
  }
} else if (run.has('lighthouse')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-bench-'));
  const server = new Server({ dataDir, port: await freePort(), label: 'PGlite' });
  try {
    await server.start();
    const token = (await login(server.base, MEMBERS[1], MEMBER_PASSWORD)).token;
    await lighthouseOn(server, token, await demoEventId(server.base, token));
  } catch (e) {
    problems.push(`Lighthouse: ${e.message}`);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
machine.loadAfter = os.loadavg().map((l) => l.toFixed(2)).join(' ');

/* ---------- tables ---------- */

console.log(`\nGolf Assistant bench — ${machine.date}; ${machine.cpus} × ${machine.cpu}, ${machine.memoryGb} GB; Node ${machine.node}${machine.postgres ? `; PostgreSQL ${machine.postgres}` : ''}`);
console.log(`load average (1, 5, 15 min) before ${machine.loadBefore}, after ${machine.loadAfter}`);

if (report.engine) {
  console.log(`\nEngine — median of ${knobs.runs} runs; ${report.engine.note}\n`);
  console.log(`${'case'.padEnd(68)}${pad('median ms', 10)}${pad('min', 8)}${pad('max', 8)}${pad('target', 9)}`);
  for (const r of report.engine.rows) {
    console.log(`${r.name.padEnd(68)}${pad(num(r.median, 1), 10)}${pad(num(r.min, 1), 8)}${pad(num(r.max, 1), 8)}${pad(`< ${r.targetMs}`, 9)}  ${pass(r.median < r.targetMs)}`);
  }
}

if (report.api) {
  console.log(`\nAPI under load — autocannon, ${knobs.connections} connections, ${knobs.duration} s per case (after ${knobs.warmup} s warm-up); ratio = req/s ÷ bare Fastify's on the same machine`);
  console.log(`targets: reads ≥ ${TARGETS.readRatio * 100}% of bare Fastify on PostgreSQL, p99 < ${TARGETS.p99} ms, server RSS < ${TARGETS.rssMb} MB\n`);
  const head = `${'case'.padEnd(52)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('ratio', 8)}${pad('RSS MB', 8)}${pad('non-2xx', 9)}${pad('visitor ms', 12)}  targets (ratio / p99 / RSS)`;
  const visit = (v) => (v ? `${num(v.p50)}/${num(v.max)}` : '–');
  for (const r of report.api) {
    if (!r.ok) {
      console.log(`${r.label}: FAILED — ${r.error}`);
      problems.push(`${r.label}: ${r.error}`);
      continue;
    }
    console.log(`${r.label}${' '.repeat(Math.max(1, 52 - r.label.length))}`);
    console.log(head);
    const b = r.baseline;
    console.log(`${'bare Fastify hello-world (own process)'.padEnd(52)}${pad(num(b.reqPerSec), 9)}${pad(num(b.p50), 8)}${pad(num(b.p99), 8)}${pad('100%', 8)}${pad(num(b.rssMb), 8)}${pad(b.non2xx + b.errors, 9)}${pad(visit(b.visitor), 12)}`);
    for (const c of r.cases) {
      c.ratio = b.reqPerSec ? c.reqPerSec / b.reqPerSec : null;
      const ratioTarget = c.kind === 'read' ? (r.label === 'PostgreSQL' ? pass(c.ratio >= TARGETS.readRatio) : 'info') : '-';
      const marks = `${ratioTarget} / ${pass(c.ok2xx > 0 && c.p99 < TARGETS.p99)} / ${pass(c.hwmMb !== null && c.hwmMb < TARGETS.rssMb)}`;
      console.log(`${c.name.padEnd(52)}${pad(num(c.reqPerSec), 9)}${pad(num(c.p50), 8)}${pad(num(c.p99), 8)}${pad(`${num(c.ratio * 100, 1)}%`, 8)}${pad(num(c.rssMb), 8)}${pad(c.non2xx + c.errors, 9)}${pad(visit(c.visitor), 12)}  ${marks}`);
      const odd = Object.entries(c.statusCodes ?? {}).filter(([code]) => !code.startsWith('2'));
      if (odd.length || c.errors) console.log(`  not 2xx: ${[...odd.map(([code, n]) => `${n} × HTTP ${code}`), ...(c.errors ? [`${c.errors} errors or timeouts (no answer within 10 s)`] : [])].join(', ')}`);
      if (c.poolExhausted) console.log(`  (the ${knobs.signupAccounts} sign-up accounts ran out: repeated accounts answer 409; raise BENCH_SIGNUP_ACCOUNTS)`);
    }
    console.log(`server peak RSS (VmHWM) ${num(r.memory?.hwm)} MB, ${pass(r.memory?.hwm < TARGETS.rssMb)}; exit after SIGTERM ${r.exit.code ?? r.exit.signal}\n`);
  }

  console.log(`Registration burst — ${BURST_SPEC.requests} distinct accounts sign up at once for ${BURST_SPEC.capacity} places\n`);
  console.log(`${'engine'.padEnd(12)}${pad('registered', 11)}${pad('waitlisted', 11)}${pad('errors', 8)}${pad('stored', 8)}${pad('counter', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('all in ms', 11)}  exact`);
  for (const r of report.api.filter((x) => x.ok)) {
    const s = r.burst;
    const exact = s.registered === BURST_SPEC.capacity && s.waitlisted === BURST_SPEC.requests - BURST_SPEC.capacity && s.errors === 0 && s.stored.counter === BURST_SPEC.capacity && s.stored.total === BURST_SPEC.requests;
    if (!exact) problems.push(`${r.label}: burst counts wrong (${JSON.stringify(s)})`);
    console.log(`${r.label.padEnd(12)}${pad(s.registered, 11)}${pad(s.waitlisted, 11)}${pad(s.errors, 8)}${pad(s.stored.total, 8)}${pad(s.stored.counter, 9)}${pad(num(s.p50), 9)}${pad(num(s.p99), 9)}${pad(num(s.wallMs), 11)}  ${exact ? 'yes' : `NO${s.errorKinds.length ? ` (${s.errorKinds.join(', ')})` : ''}`}`);
  }
}

if (report.lighthouse) {
  const cats = Object.keys(LIGHTHOUSE_TARGETS);
  console.log(`\nLighthouse — mobile profile (simulated slow 4G, 4× CPU slowdown), ${process.env.CHROME_PATH || '/usr/bin/chromium'}; targets ${cats.map((c) => `${c} ≥ ${LIGHTHOUSE_TARGETS[c]}`).join(', ')}\n`);
  console.log(`${'page'.padEnd(16)}${cats.map((c) => pad(c, 20)).join('')}   FCP / LCP / TBT / CLS`);
  for (const p of report.lighthouse) {
    if (p.error) {
      console.log(`${p.name.padEnd(16)}FAILED — ${p.error}`);
      problems.push(`Lighthouse on ${p.path}: ${p.error}`);
      continue;
    }
    const cells = cats.map((c) => pad(`${p.scores[c]} ${pass(p.scores[c] >= LIGHTHOUSE_TARGETS[c])}`, 20)).join('');
    console.log(`${p.name.padEnd(16)}${cells}   ${p.metrics.fcp} / ${p.metrics.lcp} / ${p.metrics.tbt} / ${p.metrics.cls}`);
  }
  for (const p of report.lighthouse.filter((x) => !x.error)) {
    for (const c of cats) {
      if (!p.failing[c].length) continue;
      console.log(`  ${p.name}, ${c}: ${p.failing[c].map((a) => `${a.title}${a.value ? ` (${a.value})` : ''}`).join('; ')}`);
    }
  }
}

if (jsonFile) {
  fs.writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nJSON written to ${path.resolve(jsonFile)}`);
}
if (mdFile) {
  fs.writeFileSync(mdFile, `${benchMarkdown(report, TARGETS, BURST_SPEC, LIGHTHOUSE_TARGETS)}\n`);
  console.log(`Markdown tables (for the README) written to ${path.resolve(mdFile)}`);
}
const leftovers = (report.api ?? []).filter((r) => r.ok).map((r) => r.dataDir);
for (const dir of leftovers) fs.rmSync(dir, { recursive: true, force: true });
if (problems.length) {
  console.log(`\nFAILED:\n- ${problems.join('\n- ')}`);
  process.exitCode = 1;
}
console.log('');
