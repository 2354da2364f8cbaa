// `npm run bench` (runs under tsx): the golf engine and the score upload parser on large inputs.
// Prints a table of median timings; targets from issue 6: results < 50 ms, upload parse < 1 s.
import ExcelJS from 'exceljs';
import { computeResults } from '../packages/shared/src/golf/compute-results.ts';
import { seededRng } from '../packages/shared/src/golf/rng.ts';
import { readSheet, validateUpload } from '../apps/server/src/modules/scores/scores.upload.ts';

const PLAYERS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 25);

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 4, 3, 5, 4];
const SI = [7, 3, 15, 11, 1, 9, 17, 5, 13, 8, 16, 12, 2, 10, 6, 18, 4, 14];
const holes = PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: SI[i] }));

/** 1,000 players whose cards come from a narrow spread of scores, so many nets and handicaps tie. */
function field(seed) {
  const rng = seededRng(seed);
  const players = [];
  const cards = [];
  for (let i = 0; i < PLAYERS; i++) {
    const pid = String(i + 1);
    players.push({ pid, name: `Player ${i + 1}`, sex: i % 4 === 0 ? 'F' : 'M', birthday: `19${50 + (i % 50)}-01-01`, division: i % 2 ? 'A' : 'B', team: `T${i % 50}` });
    cards.push({ pid, holes: holes.map((h) => ({ number: h.number, strokes: h.par + Math.floor(rng() * 3), putts: 1 + Math.floor(rng() * 2) })) });
  }
  return { players, cards };
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

async function time(fn) {
  const samples = [];
  await fn(); // warm-up
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return { median: median(samples), min: Math.min(...samples), max: Math.max(...samples) };
}

const { players, cards } = field(42);
const input = {
  holes,
  players,
  cards,
  handicapSystem: { type: 'peoria', hiddenHoles: [1, 3, 4, 6, 7, 8, 10, 11, 12, 14, 15, 17] }, // New Peoria: 12 × 1.5, factor 0.8
  team: { size: 4, mode: 'sum' },
};
const check = computeResults(input);
const tied = check.list.filter((r) => r.tied).length;
const nets = new Map();
for (const r of check.list) nets.set(r.net, (nets.get(r.net) ?? 0) + 1);
const equalNets = check.list.filter((r) => nets.get(r.net) > 1).length;

// the upload: a 1,000-row sheet matched against a roster of 1,000 players
const roster = players.map((p, i) => ({ id: i + 1, name: p.name, totalPutts: null }));
const header = ['name', 'sex', ...holes.map((h) => `h${h.number}`), 'putts'];
const csv = [header.join(','), ...cards.map((c, i) => [players[i].name, players[i].sex, ...c.holes.map((h) => h.strokes), 30].join(','))].join('\n');
const csvBuffer = Buffer.from(csv);
const book = new ExcelJS.Workbook();
const sheet = book.addWorksheet('scores');
for (const line of csv.split('\n')) sheet.addRow(line.split(',').map((v, i) => (i >= 2 ? Number(v) : v)));
const xlsxBuffer = Buffer.from(await book.xlsx.writeBuffer());
const parsed = validateUpload(await readSheet(csvBuffer, 'csv'), holes, roster);
if (parsed.errors.length || parsed.rows.length !== PLAYERS) throw new Error(`upload check failed: ${JSON.stringify(parsed.errors.slice(0, 3))}`);

const rows = [
  ['computeResults: 1,000 players × 18 holes, New Peoria, 50 teams', await time(() => computeResults(input)), 50],
  ['upload parse + validate: 1,000-row .csv', await time(async () => validateUpload(await readSheet(csvBuffer, 'csv'), holes, roster)), 1000],
  ['upload parse + validate: 1,000-row .xlsx', await time(async () => validateUpload(await readSheet(xlsxBuffer, 'xlsx'), holes, roster)), 1000],
];

const fmt = (n) => n.toFixed(1).padStart(8);
console.log(`\nGolf Assistant bench — median of ${RUNS} runs (Node ${process.version}); ${equalNets} of ${PLAYERS} players tie on net (tie-break chain), ${tied} still share a place\n`);
console.log(`${'case'.padEnd(66)}${'median ms'.padStart(10)}${'min'.padStart(8)}${'max'.padStart(8)}${'target'.padStart(9)}  ok`);
for (const [name, t, target] of rows) {
  console.log(`${name.padEnd(66)}${fmt(t.median).padStart(10)}${fmt(t.min)}${fmt(t.max)}${String(`< ${target}`).padStart(9)}  ${t.median < target ? 'yes' : 'NO'}`);
}
console.log('');
if (rows.some(([, t, target]) => t.median >= target)) process.exitCode = 1;
