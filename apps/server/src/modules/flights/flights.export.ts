import ExcelJS from 'exceljs';
import type { Locale } from '@golf/shared/locales';
import type { Db } from '../../db/client';
import { translate } from '../../lib/i18n';
import type { AuthUser } from '../../plugins/context';
import { loadActivity, requireManage } from '../activities/activities.access';
import { registeredPlayers, roundOf, storedFlights, type FlightRow } from './flights.queries';

/** 'OUT' / 'IN' on a two-tee start, else the hole in words with its shotgun letter ('Hole 5B', '5番ホールB'). */
function startingTee(flight: FlightRow, twoTee: boolean, t: (key: string, params?: Record<string, unknown>) => string): string {
  if (twoTee) return flight.startHole === 10 ? t('export.flights.in') : t('export.flights.out');
  return t('export.flights.hole', { n: flight.startHole, group: flight.startGroup });
}

/** An event day as the caller's language writes it, with its weekday: "Sat, Dec 12, 2026", "2026年12月12日(土)". */
const dayText = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A handicap cell: one decimal, a plus handicap (stored negative) written "+2.0" as golfers write it. */
const HANDICAP_FORMAT = '0.0;"+"0.0';

/**
 * `GET /api/activities/:aid/flights/export` (organisers): the pairing sheet — a title row (event,
 * days, course), a header row in the caller's language, then one row per flight: number, day, tee
 * time, starting tee and each player with their handicap.
 */
export async function exportFlights(db: Db, user: AuthUser, aid: number, locale: Locale): Promise<{ filename: string; buffer: Buffer }> {
  const activity = await loadActivity(db, aid);
  await requireManage(db, user, activity);
  const stored = await storedFlights(db, aid);
  const byId = new Map((await registeredPlayers(db, aid)).map((p) => [p.id, p]));
  const { courseNames } = await roundOf(db, activity.courseIds);
  const t = (key: string, params?: Record<string, unknown>) => translate(locale, key, params);
  const seats = Math.max(activity.flightSize, ...stored.map((s) => s.playerIds.length));
  const twoTee = stored.length > 0 && stored.every((s) => (s.row.startHole === 1 || s.row.startHole === 10) && s.row.startGroup === '');

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Golf Assistant';
  const sheet = workbook.addWorksheet(t('export.flights.sheet'), { pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 } });
  const days = [...new Set(stored.map((s) => s.row.day))].sort();
  const title = [activity.title, (days.length > 0 ? days : activity.days).map((d) => dayText(d, locale)).join(', '), courseNames.join(' + ')].filter(Boolean).join(' · ');
  const lastColumn = 4 + seats * 2;
  sheet.addRow([title]);
  sheet.mergeCells(1, 1, 1, lastColumn);
  sheet.getRow(1).font = { bold: true, size: 14 };
  const header = [t('export.flights.no'), t('export.flights.day'), t('export.flights.teeTime'), t('export.flights.start')];
  for (let i = 1; i <= seats; i++) header.push(t('export.flights.player', { n: i }), t('export.flights.handicap'));
  sheet.addRow(header).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 2 }];
  sheet.columns.forEach((column, i) => {
    column.width = i < 4 ? [6, 18, 10, 12][i] : i % 2 === 0 ? 18 : 7;
  });
  stored.forEach((s, i) => {
    const cells: (string | number)[] = [i + 1, dayText(s.row.day, locale), s.row.teeTime, startingTee(s.row, twoTee, t)];
    for (const pid of s.playerIds) {
      const p = byId.get(pid);
      // the flight's marker (who keeps its card) marked as on the printed sheet
      if (p) cells.push(`${p.name}${s.row.markerPlayerId === pid ? ' ✎' : ''}`, p.handicap ?? '');
    }
    const row = sheet.addRow(cells);
    for (let c = 6; c <= 4 + seats * 2; c += 2) row.getCell(c).numFmt = HANDICAP_FORMAT;
  });
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { filename: `${activity.title}-${t('export.flights.sheet')}.xlsx`, buffer };
}
