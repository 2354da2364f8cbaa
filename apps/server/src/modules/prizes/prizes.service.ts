import { and, asc, eq, getTableColumns, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { allocatePrizes, checkPrizeQuantity, ruleWinners } from '@golf/shared/golf/prize-allocation';
import type { PrizeBoard, PrizeInput, PrizeItem, PrizePatchSchema, PrizeRuleInput, PrizeRuleItem, PrizeRulePatchSchema, RuleWinnerInput } from '@golf/shared/schemas/prize';
import { PrizeRuleSchema } from '@golf/shared/schemas/prize';
import type { Db, Tx, Conn } from '../../db/client';
import { donations, players, prizeRules, prizes, users } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/context';
import { loadActivity, requireManage, requireView } from '../activities/activities.access';
import { refreshAwards } from './awards.service';
import { presentPrize, presentRule, type PrizeRow, type RuleRow } from './prizes.presenter';
import { sponsorSql } from '../donations/donations.presenter';


/** Prize items of an event with their sponsor (one join, no per-row query). */
export function prizeRows(db: Conn, aid: number): Promise<PrizeRow[]> {
  return db
    .select({ ...getTableColumns(prizes), sponsor: sponsorSql, anonymous: donations.anonymous })
    .from(prizes)
    .leftJoin(donations, eq(donations.id, prizes.donationId))
    .leftJoin(users, eq(users.id, donations.userId))
    .where(eq(prizes.activityId, aid))
    .orderBy(asc(prizes.id));
}

export function ruleRows(db: Conn, aid: number): Promise<RuleRow[]> {
  return db.select().from(prizeRules).where(eq(prizeRules.activityId, aid)).orderBy(asc(prizeRules.order), asc(prizeRules.id));
}

function board(prizeList: PrizeRow[], rules: RuleRow[]): PrizeBoard {
  const allocation = allocatePrizes(
    prizeList.map((p) => ({ id: String(p.id), name: p.name, num: p.num })),
    rules.map((r) => ({ id: String(r.id), prizeId: String(r.prizeId), num: r.num, type: r.type, ranking: r.ranking, sex: r.sex })),
  );
  const byId = new Map(allocation.map((a) => [a.prizeId, a]));
  return { list: prizeList.map((p) => presentPrize(p, byId.get(String(p.id)))), rules: rules.map(presentRule), total: prizeList.length };
}

/** `GET /api/activities/:aid/prizes`: items with allocated/remainder/status, and the rules. */
export async function getPrizeBoard(db: Db, user: AuthUser, aid: number): Promise<PrizeBoard> {
  const activity = await loadActivity(db, aid);
  await requireView(db, user, activity);
  return board(await prizeRows(db, aid), await ruleRows(db, aid));
}

/** One prize item as answered (with its allocation). */
export async function prizeItem(db: Db, aid: number, prizeId: number): Promise<PrizeItem> {
  const found = board(await prizeRows(db, aid), await ruleRows(db, aid)).list.find((p) => p.id === String(prizeId));
  if (!found) throw notFound('errors.prizeNotFound');
  return found;
}

export async function createPrize(db: Db, user: AuthUser, aid: number, input: PrizeInput): Promise<PrizeItem> {
  await requireManage(db, user, await loadActivity(db, aid));
  const [row] = await db
    .insert(prizes)
    .values({ activityId: aid, name: input.name, num: input.num, price: input.price ?? null, image: input.image ?? '', source: 'bought' })
    .returning({ id: prizes.id });
  return prizeItem(db, aid, row.id);
}

/** Locks the prize row for the rest of the transaction, so two changes cannot both pass the allocation check. */
async function lockPrize(tx: Tx, aid: number, prizeId: number) {
  const [row] = await tx.select().from(prizes).where(and(eq(prizes.id, prizeId), eq(prizes.activityId, aid))).for('update');
  if (!row) throw notFound('errors.prizeNotFound');
  return row;
}

/** What the prize's rules take of it: each rule's `num` per winner it is known to have (ruleWinners, as the board counts). */
export async function allocatedOf(tx: Tx, prizeId: number, exceptRuleId?: number): Promise<number> {
  const rows = await tx
    .select({ num: prizeRules.num, type: prizeRules.type, ranking: prizeRules.ranking, sex: prizeRules.sex })
    .from(prizeRules)
    .where(exceptRuleId ? and(eq(prizeRules.prizeId, prizeId), ne(prizeRules.id, exceptRuleId)) : eq(prizeRules.prizeId, prizeId));
  return rows.reduce((sum, r) => sum + r.num * ruleWinners(r), 0);
}

/** `PATCH …/prizes/:prid`: a quantity below what the rules allocate is refused (spec §5 '{prize} quantity wrong'). */
export async function updatePrize(deps: Deps, user: AuthUser, aid: number, prizeId: number, patch: z.infer<typeof PrizePatchSchema>): Promise<PrizeItem> {
  await requireManage(deps.db, user, await loadActivity(deps.db, aid));
  await deps.db.transaction(async (tx) => {
    const current = await lockPrize(tx, aid, prizeId);
    if (patch.num !== undefined) {
      const wrong = checkPrizeQuantity({ name: patch.name ?? current.name }, patch.num, await allocatedOf(tx, prizeId));
      if (wrong) throw conflict('errors.prizeQuantityWrong', wrong.params);
    }
    const set: Partial<typeof prizes.$inferInsert> = { updatedAt: new Date() };
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.num !== undefined) set.num = patch.num;
    if (patch.price !== undefined) set.price = patch.price;
    if (patch.image !== undefined) set.image = patch.image ?? '';
    await tx.update(prizes).set(set).where(eq(prizes.id, prizeId));
  });
  await refreshAwards(deps.db, aid);
  return prizeItem(deps.db, aid, prizeId);
}

/** `DELETE …/prizes/:prid`: only while no rule gives it (the allocation is recovered first). */
export async function deletePrize(db: Db, user: AuthUser, aid: number, prizeId: number): Promise<true> {
  await requireManage(db, user, await loadActivity(db, aid));
  await db.transaction(async (tx) => {
    const current = await lockPrize(tx, aid, prizeId);
    const allocated = await allocatedOf(tx, prizeId);
    if (allocated > 0) throw conflict('errors.prizeInUse', { prize: current.name, allocated });
    await tx.delete(prizes).where(eq(prizes.id, prizeId));
  });
  return true;
}

/** A rule may take at most the prize's remainder: the same '{prize} quantity wrong' answer otherwise. */
async function checkRuleAllocation(tx: Tx, aid: number, rule: Pick<PrizeRuleInput, 'prizeId' | 'num' | 'type' | 'ranking' | 'sex'>, exceptRuleId?: number) {
  const prizeId = Number(rule.prizeId);
  const prize = await lockPrize(tx, aid, prizeId);
  const allocated = (await allocatedOf(tx, prizeId, exceptRuleId)) + rule.num * ruleWinners(rule);
  const wrong = checkPrizeQuantity(prize, prize.num, allocated);
  if (wrong) throw conflict('errors.prizeQuantityWrong', wrong.params);
}

function ruleValues(input: PrizeRuleInput) {
  return {
    type: input.type,
    ranking: input.ranking,
    order: input.order,
    sex: input.sex ?? null,
    division: input.division ?? null,
    hole: input.hole ?? null,
    prizeId: Number(input.prizeId),
    num: input.num,
  };
}

export async function createRule(deps: Deps, user: AuthUser, aid: number, input: PrizeRuleInput): Promise<PrizeRuleItem> {
  await requireManage(deps.db, user, await loadActivity(deps.db, aid));
  const row = await deps.db.transaction(async (tx) => {
    await checkRuleAllocation(tx, aid, input);
    const [created] = await tx.insert(prizeRules).values({ activityId: aid, ...ruleValues(input) }).returning();
    return created;
  });
  await refreshAwards(deps.db, aid);
  return presentRule(row);
}

export async function loadRule(db: Conn, aid: number, rid: number): Promise<RuleRow> {
  const [row] = await db.select().from(prizeRules).where(and(eq(prizeRules.id, rid), eq(prizeRules.activityId, aid)));
  if (!row) throw notFound('errors.prizeRuleNotFound');
  return row;
}

/** `PATCH …/prize-rules/:rid`: the merged rule is re-validated and re-checked against the remainder. */
export async function updateRule(deps: Deps, user: AuthUser, aid: number, rid: number, patch: z.infer<typeof PrizeRulePatchSchema>): Promise<PrizeRuleItem> {
  await requireManage(deps.db, user, await loadActivity(deps.db, aid));
  const current = presentRule(await loadRule(deps.db, aid, rid));
  const merged = PrizeRuleSchema.safeParse({ ...current, ...patch });
  if (!merged.success) throw badRequest('errors.prizeRuleInvalid');
  const row = await deps.db.transaction(async (tx) => {
    await checkRuleAllocation(tx, aid, merged.data, rid);
    const [updated] = await tx
      .update(prizeRules)
      .set({ ...ruleValues(merged.data), updatedAt: new Date() })
      .where(eq(prizeRules.id, rid))
      .returning();
    return updated;
  });
  await refreshAwards(deps.db, aid);
  return presentRule(row);
}

export async function deleteRule(deps: Deps, user: AuthUser, aid: number, rid: number): Promise<true> {
  await requireManage(deps.db, user, await loadActivity(deps.db, aid));
  await loadRule(deps.db, aid, rid);
  await deps.db.delete(prizeRules).where(eq(prizeRules.id, rid));
  await refreshAwards(deps.db, aid);
  return true;
}

const SKILL_TYPES = ['nearestPin', 'longestDrive'];

/** Refuses (400 'errors.prizeWinnerNotPlayer') a pid that is not a registered player of the event. */
export async function requireEventPlayer(db: Conn, aid: number, pid: string): Promise<{ sex: string | null; division: string }> {
  const [player] = await db
    .select({ id: players.id, sex: players.sex, division: players.division })
    .from(players)
    .where(and(eq(players.id, Number(pid)), eq(players.activityId, aid), eq(players.status, 'registered')));
  if (!player) throw badRequest('errors.prizeWinnerNotPlayer');
  return player;
}

/**
 * `POST …/prize-rules/:rid/winner`: the nearest-the-pin / longest-drive winner recorded on the hole
 * (null clears) with the distance in metres, kept to 2 decimals (no distance: none recorded).
 */
export async function setRuleWinner(deps: Deps, user: AuthUser, aid: number, rid: number, input: RuleWinnerInput): Promise<PrizeRuleItem> {
  await requireManage(deps.db, user, await loadActivity(deps.db, aid));
  const rule = await loadRule(deps.db, aid, rid);
  if (!SKILL_TYPES.includes(rule.type)) throw conflict('errors.prizeRuleNotSkill');
  const { pid } = input;
  if (pid != null) {
    const player = await requireEventPlayer(deps.db, aid, pid);
    // a rule narrowed to a sex or division (a ladies' nearest the pin) is won by one of its players
    if ((rule.sex && player.sex !== rule.sex) || (rule.division && player.division !== rule.division)) throw badRequest('errors.prizeWinnerOutsideRule');
  }
  const distance = pid != null && input.distance != null ? Math.max(0.01, Math.round(input.distance * 100) / 100) : null;
  const [row] = await deps.db
    .update(prizeRules)
    .set({ manualWinnerPlayerId: pid != null ? Number(pid) : null, manualWinnerDistance: distance, updatedAt: new Date() })
    .where(eq(prizeRules.id, rid))
    .returning();
  await refreshAwards(deps.db, aid);
  return presentRule(row);
}
