// The golf engine and the score upload parser on large inputs, in process (runs under tsx).
// Median of BENCH_RUNS runs after a warm-up; targets from issue 6 (results < 50 ms, upload parse
// < 1 s) and issue 10 (flights of 300 players and awards well under the results' budget).
import ExcelJS from 'exceljs';
import { assignFlights } from '../../packages/shared/src/golf/flights.ts';
import { computeAwards } from '../../packages/shared/src/golf/prizes.ts';
import { computeResults } from '../../packages/shared/src/golf/compute-results.ts';
import { PRIZE_TEMPLATES, templateHole } from '../../packages/shared/src/golf/prize-templates.ts';
import { seededRng } from '../../packages/shared/src/golf/rng.ts';
import { readSheet, validateUpload } from '../../apps/server/src/modules/scores/scores.upload.ts';

const PLAYERS = 1000;
const FLIGHT_PLAYERS = 300;

export const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 4, 3, 5, 4];
const SI = [7, 3, 15, 11, 1, 9, 17, 5, 13, 8, 16, 12, 2, 10, 6, 18, 4, 14];
export const HOLES = PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: SI[i] }));

/** `n` players whose cards come from a narrow spread of scores, so many nets and handicaps tie. */
export function field(seed, n = PLAYERS) {
  const rng = seededRng(seed);
  const players = [];
  const cards = [];
  for (let i = 0; i < n; i++) {
    const pid = String(i + 1);
    players.push({ pid, name: `Player ${i + 1}`, sex: i % 4 === 0 ? 'F' : 'M', birthday: `19${50 + (i % 50)}-01-01`, division: i % 2 ? 'A' : 'B', team: `T${i % 50}` });
    cards.push({ pid, holes: HOLES.map((h) => ({ number: h.number, strokes: h.par + Math.floor(rng() * 3), putts: 1 + Math.floor(rng() * 2) })) });
  }
  return { players, cards };
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

async function time(fn, runs) {
  const samples = [];
  await fn(); // warm-up
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return { median: median(samples), min: Math.min(...samples), max: Math.max(...samples) };
}

/** A typical rule set: the Chinese and Japanese templates together (places, gross, booby, skill prizes, birdies, every 5th, lucky draw) plus best lady and best of each division. */
function ruleSet() {
  const lines = [...PRIZE_TEMPLATES.chinese, ...PRIZE_TEMPLATES.japanese];
  const rules = lines.map((line, i) => ({
    id: `r${i + 1}`,
    type: line.type,
    ranking: line.ranking,
    order: i + 1,
    hole: line.holeOf ? templateHole(HOLES, line.holeOf) : null,
    prizeId: `p${i + 1}`,
    num: 1,
  }));
  rules.push({ id: 'lady', type: 'bestSex', ranking: 1, order: rules.length + 1, sex: 'F', prizeId: 'lady', num: 1 });
  rules.push({ id: 'divA', type: 'bestDivision', ranking: 1, order: rules.length + 1, division: 'A', prizeId: 'divA', num: 1 });
  rules.push({ id: 'divB', type: 'bestDivision', ranking: 1, order: rules.length + 1, division: 'B', prizeId: 'divB', num: 1 });
  return rules;
}

/** Rows `[case, { median, min, max }, target ms]` and a note on the ties. */
export async function engineBench({ runs }) {
  const { players, cards } = field(42);
  const input = {
    holes: HOLES,
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

  // awards over the 1,000-player results: shared places, birdie counts and nearest-pin winners
  const rules = ruleSet();
  const byPid = new Map(players.map((p) => [p.pid, p]));
  // places shared on equal nets (as when an event's tie-break is "share"), so prizes are shared too
  const lowerNets = (net) => check.list.filter((o) => o.rank !== null && o.net < net).length;
  const results = check.list.map((r) => ({
    ...r,
    sex: byPid.get(r.pid).sex,
    division: byPid.get(r.pid).division,
    ...(r.rank === null ? {} : { rank: 1 + lowerNets(r.net), tied: nets.get(r.net) > 1 }),
  }));
  const holeScores = Object.fromEntries(cards.map((c) => [c.pid, c.holes.map((h) => ({ number: h.number, strokes: h.strokes, par: PARS[h.number - 1] }))]));
  const manualWinners = Object.fromEntries(rules.filter((r) => r.type === 'nearestPin' || r.type === 'longestDrive').map((r, i) => [r.id, String(10 + i)]));
  const awardsInput = { rules, results, holeScores, manualWinners, rng: seededRng(7) };
  const winners = computeAwards(awardsInput);
  const sharedLines = winners.filter((w) => w.shared).length;

  // flights: 300 registered players (some without handicap, some asking to play together)
  const flightPlayers = players.slice(0, FLIGHT_PLAYERS).map((p, i) => ({
    pid: p.pid,
    handicap: i % 17 === 0 ? null : Math.round((5 + ((i * 7) % 30)) * 10) / 10,
    division: p.division,
    sex: p.sex,
    registeredAt: i,
    ...(i % 9 === 0 && i + 1 < FLIGHT_PLAYERS ? { partnerIds: [String(i + 2)] } : {}),
  }));
  const flightCheck = assignFlights({ players: flightPlayers, strategy: 'abcd', start: 'twoTee', size: 4 });
  if (flightCheck.reduce((n, f) => n + f.players.length, 0) !== FLIGHT_PLAYERS) throw new Error('flight check failed: not every player was placed');

  // the upload: a 1,000-row sheet matched against a roster of 1,000 players
  const roster = players.map((p, i) => ({ id: i + 1, name: p.name, totalPutts: null }));
  const header = ['name', 'sex', ...HOLES.map((h) => `h${h.number}`), 'putts'];
  const csv = [header.join(','), ...cards.map((c, i) => [players[i].name, players[i].sex, ...c.holes.map((h) => h.strokes), 30].join(','))].join('\n');
  const csvBuffer = Buffer.from(csv);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('scores');
  for (const line of csv.split('\n')) sheet.addRow(line.split(',').map((v, i) => (i >= 2 ? Number(v) : v)));
  const xlsxBuffer = Buffer.from(await book.xlsx.writeBuffer());
  const parsed = validateUpload(await readSheet(csvBuffer, 'csv'), HOLES, roster);
  if (parsed.errors.length || parsed.rows.length !== PLAYERS) throw new Error(`upload check failed: ${JSON.stringify(parsed.errors.slice(0, 3))}`);

  const rows = [
    ['computeResults: 1,000 players × 18 holes, New Peoria, 50 teams', await time(() => computeResults(input), runs), 50],
    [`computeAwards: 1,000 results, ${rules.length} rules, shared places, draw`, await time(() => computeAwards(awardsInput), runs), 50],
    ['assignFlights: 300 players, abcd, two tees of 4, pairings', await time(() => assignFlights({ players: flightPlayers, strategy: 'abcd', start: 'twoTee', size: 4 }), runs), 50],
    ['assignFlights: 300 players, division, single tee of 4', await time(() => assignFlights({ players: flightPlayers, strategy: 'division', start: 'singleTee', size: 4 }), runs), 50],
    ['upload parse + validate: 1,000-row .csv', await time(async () => validateUpload(await readSheet(csvBuffer, 'csv'), HOLES, roster), runs), 1000],
    ['upload parse + validate: 1,000-row .xlsx', await time(async () => validateUpload(await readSheet(xlsxBuffer, 'xlsx'), HOLES, roster), runs), 1000],
  ];
  const note = `${equalNets} of ${PLAYERS} players tie on net (tie-break chain), ${tied} still share a place; awards: ${winners.length} winner lines, ${sharedLines} of them shared`;
  return { rows, note };
}
