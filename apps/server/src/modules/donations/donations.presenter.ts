import type { Donation } from '@golf/shared/schemas/donation';
import type { donations } from '../../db/schema';

export type DonationRow = typeof donations.$inferSelect & { nickname: string | null; prizeId: number | null };

export interface DonationView {
  userId: number;
  /** organisers see the sponsor's name and contact even when anonymous */
  organiser: boolean;
}

/** money, or number × price for goods (null without a price). */
export function donationValue(row: Pick<DonationRow, 'kind' | 'money' | 'number' | 'price'>): number | null {
  if (row.kind === 'money') return row.money;
  return row.price != null && row.number != null ? row.price * row.number : null;
}

export function presentDonation(row: DonationRow, view: DonationView): Donation {
  const mine = row.userId === view.userId;
  const seesPrivate = view.organiser || mine;
  return {
    id: String(row.id),
    activityId: String(row.activityId),
    sponsor: row.anonymous && !seesPrivate ? null : (row.nickname ?? null),
    mine,
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
