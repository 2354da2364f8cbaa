import type { Donation } from '@golf/shared/schemas/donation';
import { sql } from 'drizzle-orm';
import { donations, users } from '../../db/schema';

export type DonationRow = typeof donations.$inferSelect & { nickname: string | null; prizeId: number | null };

export interface DonationView {
  userId: number;
  /** organisers see the sponsor's name and contact even when anonymous */
  organiser: boolean;
  /** the event's status: a cancelled one takes no change, a finished one only its organisers' */
  status: string;
}

/** money, or number × price for goods (null without a price). */
export function donationValue(row: Pick<DonationRow, 'kind' | 'money' | 'number' | 'price'>): number | null {
  if (row.kind === 'money') return row.money;
  return row.price != null && row.number != null ? row.price * row.number : null;
}

/** The sponsor's name: the one typed for another sponsor, else the member's who recorded it. */
export const sponsorOf = (row: { sponsorName: string | null; nickname: string | null }): string | null => row.sponsorName || row.nickname || null;

/** {@link sponsorOf} in SQL, for the queries that join a donation and its member (the prize items, my prizes). */
export const sponsorSql = sql<string | null>`coalesce(nullif(${donations.sponsorName}, ''), ${users.nickname})`;

export function presentDonation(row: DonationRow, view: DonationView): Donation {
  const mine = row.userId === view.userId;
  const seesPrivate = view.organiser || mine;
  const hidden = row.anonymous && !seesPrivate;
  return {
    id: String(row.id),
    activityId: String(row.activityId),
    sponsor: hidden ? null : sponsorOf(row),
    sponsorName: hidden ? '' : row.sponsorName,
    mine,
    canEdit: view.status !== 'cancelled' && (view.organiser || (mine && row.status === 'pending' && view.status !== 'finished')),
    title: row.title,
    content: row.content,
    kind: row.kind,
    money: row.money,
    goods: row.goods,
    number: row.number,
    price: row.price,
    value: donationValue(row),
    image: row.image,
    contact: seesPrivate ? row.contact : null,
    implementationDate: row.implementationDate,
    declaredAward: row.declaredAward,
    anonymous: row.anonymous,
    status: row.status,
    reason: seesPrivate ? row.reason : '',
    prizeId: row.prizeId != null ? String(row.prizeId) : null,
    createdAt: row.createdAt.toISOString(),
  };
}
