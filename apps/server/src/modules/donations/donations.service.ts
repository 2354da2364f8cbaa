import { and, asc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import type { Donation, DonationInput, DonationList, DonationListQuery } from '@golf/shared/schemas/donation';
import type { PrizeItem } from '@golf/shared/schemas/prize';
import type { Conn, Db, Tx } from '../../db/client';
import { donations, prizes, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Deps } from '../../lib/deps';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { storeImage } from '../../lib/images';
import type { AuthUser } from '../../plugins/context';
import { loadActivity, requireManage, requireView } from '../activities/activities.access';
import { notify } from '../messages/messages.service';
import { refreshAwards } from '../prizes/awards.service';
import { allocatedOf, prizeItem } from '../prizes/prizes.service';
import { checkPrizeQuantity } from '@golf/shared/golf/prize-allocation';
import { presentDonation, type DonationView } from './donations.presenter';

const donateLink = (aid: number) => `/dashboard/activity/donate?id=${aid}`;

function donationQuery(db: Db, where: SQL | undefined) {
  return db
    .select({ ...getTableColumns(donations), nickname: users.nickname, prizeId: prizes.id })
    .from(donations)
    .leftJoin(users, eq(users.id, donations.userId))
    .leftJoin(prizes, eq(prizes.donationId, donations.id))
    .where(where)
    .orderBy(asc(donations.id));
}

/**
 * `GET /api/activities/:aid/donations`: organisers see every donation; others the sponsor list
 * (accepted donations) and their own. Totals count accepted donations.
 */
export async function listDonations(db: Db, user: AuthUser, aid: number, { page, pageSize }: DonationListQuery): Promise<DonationList> {
  const activity = await loadActivity(db, aid);
  const viewer = await requireView(db, user, activity);
  const mineOrAccepted = or(eq(donations.status, 'accepted'), eq(donations.userId, user.id));
  const where = and(eq(donations.activityId, aid), viewer.canManage ? undefined : mineOrAccepted);
  const rows = await donationQuery(db, where)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const goods = sql`${donations.kind} = 'goods'`;
  const [sums] = await db
    .select({
      total: sql<number>`count(*)::int`,
      // a sponsor is a name typed for another sponsor, else the member; an anonymous donation (or one whose member is
      // gone) is a sponsor of its own
      sponsors: sql<number>`(count(distinct case when ${donations.anonymous} or (${donations.userId} is null and ${donations.sponsorName} = '') then 'd' || ${donations.id} when ${donations.sponsorName} <> '' then 'n' || lower(${donations.sponsorName}) else 'u' || ${donations.userId} end) filter (where ${donations.status} = 'accepted'))::int`,
      money: sql<number>`coalesce(sum(${donations.money}) filter (where ${donations.status} = 'accepted' and ${donations.kind} = 'money'), 0)::float8`,
      goodsValue: sql<number>`coalesce(sum(${donations.price} * ${donations.number}) filter (where ${donations.status} = 'accepted' and ${goods}), 0)::float8`,
      items: sql<number>`coalesce(sum(${donations.number}) filter (where ${donations.status} = 'accepted' and ${goods}), 0)::int`,
    })
    .from(donations)
    .where(where);
  const { total, ...totals } = sums ?? { total: 0, sponsors: 0, money: 0, goodsValue: 0, items: 0 };
  const view = { userId: user.id, organiser: viewer.canManage, status: activity.status };
  return { list: rows.map((r) => presentDonation(r, view)), total, totals, canManage: viewer.canManage };
}

async function presentOne(db: Db, aid: number, did: number, view: DonationView): Promise<Donation> {
  const [row] = await donationQuery(db, and(eq(donations.activityId, aid), eq(donations.id, did)));
  if (!row) throw notFound('errors.donationNotFound');
  return presentDonation(row, view);
}

/** The columns a donation's input sets: money or goods, the other kind's fields emptied. */
function donationValues(input: DonationInput) {
  const goods = input.kind === 'goods';
  return {
    sponsorName: input.sponsorName,
    title: input.title,
    content: input.content,
    kind: input.kind,
    money: goods ? null : (input.money ?? null),
    goods: goods ? (input.goods ?? '') : '',
    number: goods ? (input.number ?? null) : null,
    price: goods ? (input.price ?? null) : null,
    image: input.image ?? '',
    contact: input.contact,
    implementationDate: input.implementationDate ?? null,
    declaredAward: input.declaredAward ?? '',
    anonymous: input.anonymous,
  };
}

/**
 * Who may record or change a sponsorship of the event: nobody once it is cancelled; once it is finished (its prizes
 * given), organisers only — goods handed over at the ceremony are still recorded.
 */
async function requireSponsorable(db: Db, user: AuthUser, aid: number) {
  const activity = await loadActivity(db, aid);
  const viewer = await requireView(db, user, activity);
  if (activity.status === 'cancelled') throw conflict('errors.donationCancelled');
  if (activity.status === 'finished' && !viewer.canManage) throw conflict('errors.donationFinished');
  return { activity, viewer };
}

/**
 * `POST /api/activities/:aid/donations`: anyone who may see the event sponsors it, for themselves or in another
 * sponsor's name (a company; a guest an organiser records it for); organisers decide, and what they record themselves
 * is accepted at once.
 */
export async function createDonation(db: Db, user: AuthUser, aid: number, input: DonationInput): Promise<Donation> {
  const { activity, viewer } = await requireSponsorable(db, user, aid);
  // one an organiser records is accepted as it is recorded (there is nobody else to confirm it: it waited for the
  // organiser's own acceptance, which then spoke of a message to the sponsor that nobody got); goods are a prize item
  const decided = viewer.canManage ? { status: 'accepted' as const, decidedAt: new Date() } : {};
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(donations)
      .values({ activityId: aid, userId: user.id, ...donationValues(input), ...decided })
      .returning();
    if (viewer.canManage && row.kind === 'goods') await insertDonatedPrize(tx, aid, row);
    return row.id;
  });
  return presentOne(db, aid, id, { userId: user.id, organiser: viewer.canManage, status: activity.status });
}

/**
 * The donation as it stands under a row lock for the rest of the transaction, with the prize item made of it (locked
 * too): a correction, a removal and a decision that meet wait for each other and each sees what the other did (read
 * before the transaction, a member's correction and an organiser's acceptance both went through, and the prize item
 * no longer matched its donation).
 */
async function lockDonation(tx: Tx, aid: number, did: number) {
  const [row] = await tx
    .select()
    .from(donations)
    .where(and(eq(donations.activityId, aid), eq(donations.id, did)))
    .for('update');
  if (!row) throw notFound('errors.donationNotFound');
  const [prize] = await tx.select().from(prizes).where(eq(prizes.donationId, did)).for('update');
  return { row, prize: prize ?? null };
}

/** Organisers change any donation; its member only their own while it is pending (then an organiser decides). */
function requireEditable(row: typeof donations.$inferSelect, user: AuthUser, organiser: boolean) {
  if (organiser) return;
  if (row.userId !== user.id) throw forbidden('errors.donationNotYours');
  if (row.status !== 'pending') throw conflict('errors.donationDecidedEdit');
}

/**
 * `PUT /api/activities/:aid/donations/:did`: corrects a sponsorship (organisers any; its member while pending). The
 * prize item made of accepted goods follows it: name, number, price and picture, the number not below what the prize
 * rules give of it; such goods cannot become money while the prize item is there.
 */
export async function updateDonation(deps: Deps, user: AuthUser, aid: number, did: number, input: DonationInput): Promise<Donation> {
  const { activity, viewer } = await requireSponsorable(deps.db, user, aid);
  const values = donationValues(input);
  const hadPrize = await deps.db.transaction(async (tx) => {
    const { row, prize } = await lockDonation(tx, aid, did);
    requireEditable(row, user, viewer.canManage);
    if (prize) {
      if (values.kind !== 'goods') throw conflict('errors.donationIsPrize');
      const num = values.number ?? 1;
      const wrong = checkPrizeQuantity({ name: prize.name }, num, await allocatedOf(tx, prize.id));
      if (wrong) throw conflict('errors.prizeQuantityWrong', wrong.params);
      await tx
        .update(prizes)
        .set({ name: values.goods || values.title, num, price: values.price, image: values.image, updatedAt: new Date() })
        .where(eq(prizes.id, prize.id));
    }
    await tx.update(donations).set(values).where(eq(donations.id, did));
    return prize !== null;
  });
  if (hadPrize) await refreshAwards(deps.db, aid);
  return presentOne(deps.db, aid, did, { userId: user.id, organiser: viewer.canManage, status: activity.status });
}

/**
 * `DELETE /api/activities/:aid/donations/:did`: an organiser removes a sponsorship (a mistake, goods that never came);
 * its member withdraws it while pending. The prize item made of it goes too, unless a prize rule gives it.
 */
export async function deleteDonation(db: Db, user: AuthUser, aid: number, did: number): Promise<true> {
  const { viewer } = await requireSponsorable(db, user, aid);
  await db.transaction(async (tx) => {
    const { row, prize } = await lockDonation(tx, aid, did);
    requireEditable(row, user, viewer.canManage);
    if (prize) {
      const allocated = await allocatedOf(tx, prize.id);
      if (allocated > 0) throw conflict('errors.donationPrizeInUse', { prize: prize.name, allocated });
      await tx.delete(prizes).where(eq(prizes.id, prize.id));
    }
    await tx.delete(donations).where(eq(donations.id, did));
  });
  return true;
}

/** `POST /api/activities/:aid/donations/image`: stores the goods' picture; the answer goes into `image`. */
export async function saveDonationImage(deps: Deps, user: AuthUser, aid: number, mimetype: string, data: Buffer): Promise<string> {
  const activity = await loadActivity(deps.db, aid);
  await requireView(deps.db, user, activity);
  return storeImage(deps, 'donations', mimetype, data);
}

/** The prize item of accepted goods: their name, number, price and picture, linked to the sponsor. */
async function insertDonatedPrize(db: Conn, aid: number, row: typeof donations.$inferSelect): Promise<number> {
  const [prize] = await db
    .insert(prizes)
    .values({ activityId: aid, name: row.goods || row.title, num: row.number ?? 1, price: row.price, image: row.image, donationId: row.id, source: 'donation' })
    .returning({ id: prizes.id });
  return prize.id;
}

/**
 * Accept or reject a pending donation (organisers); the sponsor gets a message either way. Accepted goods become a
 * prize item in the same transaction (PRODUCT.md); organisers give it out by a rule or delete it.
 */
export async function decideDonation(
  deps: Deps,
  user: AuthUser,
  aid: number,
  did: number,
  decision: { status: 'accepted' } | { status: 'rejected'; reason: string },
): Promise<Donation> {
  const activity = await loadActivity(deps.db, aid);
  await requireManage(deps.db, user, activity);
  const reason = decision.status === 'rejected' ? decision.reason : '';
  // decided on the donation as it stands under its lock (a correction or withdrawal meanwhile is seen, or waits)
  const row = await deps.db.transaction(async (tx) => {
    const { row: current, prize } = await lockDonation(tx, aid, did);
    if (current.status !== 'pending') throw conflict('errors.donationDecided');
    await tx.update(donations).set({ status: decision.status, reason, decidedAt: new Date() }).where(eq(donations.id, did));
    // (goods accepted after the event make a prize item too, as turning them into one does: given by hand, or deleted)
    if (decision.status === 'accepted' && current.kind === 'goods' && !prize) await insertDonatedPrize(tx, aid, current);
    return current;
  });
  // (an organiser who recorded it is not thanked by a message from themselves)
  if (row.userId != null && row.userId !== user.id) {
    const kind = decision.status === 'accepted' ? 'donation.accepted' : 'donation.rejected';
    await notify(deps.db, row.userId, kind, { activity: activity.title, title: row.title, reason }, { link: donateLink(aid) });
  }
  return presentOne(deps.db, aid, did, { userId: user.id, organiser: true, status: activity.status });
}

/**
 * `POST …/donations/:did/to-prize` (organisers): accepted goods whose prize item was deleted become one again
 * (accepting goods makes it at once).
 */
export async function donationToPrize(db: Db, user: AuthUser, aid: number, did: number): Promise<PrizeItem> {
  const activity = await loadActivity(db, aid);
  await requireManage(db, user, activity);
  try {
    const prizeId = await db.transaction(async (tx) => {
      const { row, prize } = await lockDonation(tx, aid, did);
      if (row.status !== 'accepted') throw conflict('errors.donationNotAccepted');
      if (row.kind !== 'goods') throw conflict('errors.donationNotGoods');
      if (prize) throw conflict('errors.donationAlreadyPrize');
      return insertDonatedPrize(tx, aid, row);
    });
    return prizeItem(db, aid, prizeId);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('errors.donationAlreadyPrize');
    throw error;
  }
}
