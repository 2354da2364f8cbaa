import ExcelJS from 'exceljs';
import type { Locale } from '@golf/shared/locales';
import type { Db } from '../../db/client';
import { translate } from '../../lib/i18n';
import type { AuthUser } from '../../plugins/context';
import { loadActivity, requireView } from '../activities/activities.access';
import { visibleAwardLines } from './awards.service';

const COLUMNS = [
  ['no', 6],
  ['award', 24],
  ['winner', 20],
  ['prize', 24],
  ['num', 8],
  ['value', 12],
  ['sponsor', 18],
  ['reason', 36],
] as const;

/** `GET /api/activities/:aid/awards/export`: the prize result for the ceremony, in presentation order, headers in the caller's language. */
export async function exportAwards(db: Db, user: AuthUser, aid: number, locale: Locale): Promise<{ filename: string; buffer: Buffer }> {
  const activity = await loadActivity(db, aid);
  const viewer = await requireView(db, user, activity);
  const { list } = await visibleAwardLines(db, activity, viewer.canManage, locale, user.id);
  const t = (key: string) => translate(locale, key);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Golf Assistant';
  const sheet = workbook.addWorksheet(t('export.awards.sheet'));
  sheet.columns = COLUMNS.map(([key, width]) => ({ header: t(`export.awards.${key}`), key, width }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  list.forEach((line, i) => {
    sheet.addRow({
      no: i + 1,
      award: line.label,
      winner: line.pid ? line.name : t(line.pending ? 'export.awards.pending' : 'export.awards.nobody'),
      prize: line.prizeName,
      num: line.num,
      value: line.value ?? '',
      sponsor: line.sponsor ?? '',
      reason: line.reason,
    });
  });
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { filename: `${activity.title}-${t('export.awards.sheet')}.xlsx`, buffer };
}
