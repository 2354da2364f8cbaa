import ExcelJS from 'exceljs';
import type { Locale } from '@golf/shared/locales';
import type { Db } from '../../db/client';
import { translate } from '../../lib/i18n';
import type { AuthUser } from '../../plugins/context';
import { loadActivity, requireManage, requireView } from '../activities/activities.access';
import { getResults } from '../results/results.service';
import { presentResults, revealsHidden } from '../results/results.presenter';
import { activityHoles, scoresOf, scoringPlayers } from '../results/scoring-input';
import { unprocessable } from '../../lib/errors';

export interface SheetFile {
  filename: string;
  buffer: Buffer;
}

/**
 * `GET /api/activities/:aid/scores/template` (organisers): the upload template — columns
 * `pid`, `name`, `sex`, `h1`…`hN`, `putts` (the codes the upload reads), one row per player,
 * prefilled with what is saved; a second sheet explains the columns in the caller's language.
 */
export async function scoreTemplate(db: Db, user: AuthUser, aid: number, locale: Locale): Promise<SheetFile> {
  const activity = await loadActivity(db, aid);
  await requireManage(db, user, activity);
  const holes = await activityHoles(db, activity);
  if (holes.length === 0) throw unprocessable('errors.resultsNoCourse');
  const roster = await scoringPlayers(db, aid);
  const saved = await scoresOf(
    db,
    roster.map((p) => p.id),
  );
  const t = (key: string, params?: Record<string, unknown>) => translate(locale, key, params);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Golf Assistant';
  const sheet = workbook.addWorksheet('scores');
  sheet.columns = [
    { header: 'pid', key: 'pid', width: 8 },
    { header: 'name', key: 'name', width: 18 },
    { header: 'sex', key: 'sex', width: 6 },
    ...holes.map((h) => ({ header: `h${h.number}`, key: `h${h.number}`, width: 5 })),
    { header: 'putts', key: 'putts', width: 7 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', xSplit: 2, ySplit: 1 }];
  const byPlayer = new Map<string, number>(saved.map((s) => [`${s.playerId}:${s.hole}`, s.strokes]));
  for (const p of roster) {
    const row: Record<string, string | number> = { pid: String(p.id), name: p.name, sex: p.sex ?? '' };
    for (const h of holes) {
      const strokes = byPlayer.get(`${p.id}:${h.number}`);
      if (strokes !== undefined) row[`h${h.number}`] = strokes;
    }
    if (p.totalPutts !== null) row.putts = p.totalPutts;
    sheet.addRow(row);
  }
  const help = workbook.addWorksheet(t('export.scores.helpSheet'));
  help.columns = [{ width: 14 }, { width: 70 }];
  help.addRows([
    ['pid', t('export.scores.helpPid')],
    ['name', t('export.scores.helpName')],
    ['sex', t('export.scores.helpSex')],
    [`h1…h${holes.length}`, t('export.scores.helpHoles', { pars: holes.map((h) => h.par).join(' ') })],
    ['putts', t('export.scores.helpPutts')],
  ]);
  return { filename: `${activity.title}-${t('export.scores.templateName')}.xlsx`, buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
}

/**
 * `GET /api/activities/:aid/results/export`: a sheet of all players, one per division (when the
 * event has divisions), and the scorecards (strokes per hole) — headers in the caller's language.
 */
export async function exportResults(db: Db, user: AuthUser, aid: number, locale: Locale): Promise<SheetFile> {
  const activity = await loadActivity(db, aid);
  const viewer = await requireView(db, user, activity);
  // what the caller may see: before the finish, no handicap or net to tell the hidden holes (as the results answer)
  const results = presentResults(await getResults(db, aid), activity.status, revealsHidden(activity.status, viewer.canManage));
  const holes = await activityHoles(db, activity);
  const roster = await scoringPlayers(db, aid);
  const saved = await scoresOf(
    db,
    roster.map((p) => p.id),
  );
  const t = (key: string) => translate(locale, key);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Golf Assistant';
  const withPoints = results.list.some((r) => r.points !== undefined);
  const columns = [
    ['rank', 7],
    ['tied', 6],
    ['name', 18],
    ['sex', 7],
    ['division', 12],
    ['gross', 8],
    ['handicap', 10],
    ['net', 8],
    ...(withPoints ? [['points', 8] as const] : []),
    ['putts', 8],
    ['out', 7],
    ['in', 7],
    ['toPar', 8],
    ['status', 14],
  ] as const;
  const addSheet = (title: string, list: typeof results.list) => {
    const sheet = workbook.addWorksheet(title.slice(0, 31).replace(/[*?:\\/[\]]/g, ' '));
    sheet.columns = columns.map(([key, width]) => ({ header: t(`export.results.${key}`), key, width }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    // numbers a spreadsheet sorts and adds up: the place, with a tie in a column of its own; to par shown signed (+5)
    sheet.getColumn('toPar').numFmt = '+0;-0;0';
    for (const r of list) {
      sheet.addRow({
        rank: r.rank ?? '',
        tied: r.rank !== null && r.tied ? t('export.results.tiedMark') : '',
        name: r.name,
        sex: t(`export.sex.${r.sex}`),
        division: r.division ?? '',
        gross: r.gross ?? '',
        handicap: r.handicap ?? '',
        net: r.net ?? '',
        points: r.points ?? '',
        putts: r.putts ?? '',
        out: r.out ?? '',
        in: r.in ?? '',
        toPar: r.toPar ?? '',
        status: t(`export.results.statuses.${r.status}`),
      });
    }
  };
  addSheet(t('export.results.all'), results.list);
  const order = (d: string) => (activity.divisions.includes(d) ? activity.divisions.indexOf(d) : activity.divisions.length);
  const divisions = [...new Set(results.list.map((r) => r.division).filter((d): d is string => !!d))].sort(
    (a, b) => order(a) - order(b) || a.localeCompare(b),
  );
  for (const division of divisions) {
    // ranks within the division follow the overall order
    addSheet(division, results.list.filter((r) => r.division === division));
  }
  if (results.teams.length > 0) {
    // the team results as the results page shows them: place, team, score and whose cards made it
    const names = new Map(results.list.map((r) => [r.pid, r.name]));
    const teams = workbook.addWorksheet(t('export.results.teams.sheet').slice(0, 31));
    teams.columns = [
      { header: t('export.results.rank'), key: 'rank', width: 7 },
      { header: t('export.results.tied'), key: 'tied', width: 6 },
      { header: t('export.results.teams.team'), key: 'team', width: 16 },
      { header: t('export.results.teams.score'), key: 'score', width: 8 },
      { header: t('export.results.teams.counted'), key: 'counted', width: 40 },
      { header: t('export.results.teams.members'), key: 'members', width: 8 },
      { header: t('export.results.status'), key: 'status', width: 16 },
    ];
    teams.getRow(1).font = { bold: true };
    for (const team of results.teams) {
      teams.addRow({
        rank: team.rank,
        tied: team.tied ? t('export.results.tiedMark') : '',
        team: team.team,
        score: team.score,
        counted: team.counted.map((pid) => names.get(pid) ?? pid).join(', '),
        members: team.members,
        status: team.complete ? '' : t('export.results.teams.incomplete'),
      });
    }
  }
  const cards = workbook.addWorksheet(t('export.results.scorecards'));
  cards.columns = [
    { header: t('export.results.name'), key: 'name', width: 18 },
    ...holes.map((h) => ({ header: String(h.number), key: `h${h.number}`, width: 5 })),
    { header: t('export.results.gross'), key: 'gross', width: 8 },
  ];
  cards.getRow(1).font = { bold: true };
  cards.addRow({ name: t('export.results.par'), ...Object.fromEntries(holes.map((h) => [`h${h.number}`, h.par])), gross: holes.reduce((s, h) => s + h.par, 0) });
  const strokes = new Map(saved.map((s) => [`${s.playerId}:${s.hole}`, s.strokes]));
  const ranking = results.list.map((r) => r.pid);
  for (const p of [...roster].sort((a, b) => ranking.indexOf(String(a.id)) - ranking.indexOf(String(b.id)))) {
    const row: Record<string, string | number> = { name: p.name };
    let gross = 0;
    for (const h of holes) {
      const s = strokes.get(`${p.id}:${h.number}`);
      if (s !== undefined) {
        row[`h${h.number}`] = s;
        gross += s;
      }
    }
    row.gross = gross || '';
    cards.addRow(row);
  }
  if (results.hiddenHoles && (viewer.canManage || activity.status === 'finished')) {
    cards.addRow({});
    cards.addRow({ name: `${t('export.results.hiddenHoles')}: ${results.hiddenHoles.join(', ')}` });
  }
  return { filename: `${activity.title}-${t('export.results.fileName')}.xlsx`, buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
