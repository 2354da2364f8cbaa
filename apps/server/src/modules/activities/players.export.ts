import ExcelJS from 'exceljs';
import type { Locale } from '@golf/shared/locales';
import type { Db } from '../../db/client';
import { translate } from '../../lib/i18n';
import { isoAt } from '../../lib/times';
import type { AuthUser } from '../../plugins/context';
import { loadActivity, requireManage } from './activities.access';
import { playerRows } from './players.service';

const COLUMNS = [
  ['no', 6],
  ['name', 20],
  ['sex', 8],
  ['handicap', 10],
  ['division', 12],
  ['team', 12],
  ['status', 14],
  ['position', 10],
  ['guest', 8],
  ['contact', 20],
  ['remark', 30],
  ['enteredAt', 20],
] as const;

/** `GET /api/activities/:aid/players/export` (organisers): the participant list as .xlsx, headers in the caller's language. */
export async function exportPlayers(db: Db, user: AuthUser, aid: number, locale: Locale): Promise<{ filename: string; buffer: Buffer }> {
  const activity = await loadActivity(db, aid);
  await requireManage(db, user, activity);
  const rows = await playerRows(db, aid);
  const t = (key: string, params?: Record<string, unknown>) => translate(locale, key, params);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Golf Assistant';
  const sheet = workbook.addWorksheet(t('export.players.sheet'));
  // sign-up times on the course's clock (the event's UTC offset, as its deadline is shown), not in UTC
  sheet.columns = COLUMNS.map(([key, width]) => ({ header: t(`export.players.${key}`, { offset: activity.utcOffset }), key, width }));
  sheet.getColumn('handicap').numFmt = '0.0;"+"0.0';
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  rows.forEach(({ row, position }, i) => {
    sheet.addRow({
      no: i + 1,
      name: row.name,
      sex: row.sex ? t(`export.sex.${row.sex}`) : '',
      handicap: row.handicap ?? '',
      division: row.division,
      team: row.team,
      status: t(`export.playerStatus.${row.status}`),
      position: position ?? '',
      guest: row.isGuest ? t('export.yes') : '',
      contact: row.contact,
      remark: row.remark,
      enteredAt: isoAt(row.createdAt, activity.utcOffset).slice(0, 16).replace('T', ' '),
    });
  });
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  const filename = `${activity.title}-${t('export.players.sheet')}.xlsx`;
  return { filename, buffer };
}
