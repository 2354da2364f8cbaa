import { z } from 'zod';
import type { AwardResultRow } from '@golf/shared/golf/prize-types';
import type { ActivityRow } from '../activities/activities.access';

/** The fields of a stored results row the awards and the vote read; anything else in the snapshot is ignored. */
const SnapshotRowSchema = z.object({
  pid: z.coerce.string(),
  name: z.string(),
  sex: z.enum(['M', 'F']).catch('M'),
  division: z.string().nullable().catch(null),
  rank: z.number().nullable().catch(null),
  netRank: z.number().optional().catch(undefined),
  grossRank: z.number().optional().catch(undefined),
  gross: z.number().nullable().catch(null),
  net: z.number().nullable().catch(null),
  status: z.string().catch('ok'),
  tied: z.boolean().optional().catch(undefined),
});

/** The rows of the stored results snapshot (`activities.results.list`), or [] before the first computation. */
export function snapshotRows(results: ActivityRow['results']): AwardResultRow[] {
  const list = results && Array.isArray(results.list) ? (results.list as unknown[]) : [];
  return list.flatMap((item) => {
    const row = SnapshotRowSchema.safeParse(item);
    return row.success ? [{ ...row.data, division: row.data.division || null }] : [];
  });
}
