import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AwardWinner } from '@golf/shared/golf/prize-types';
import type { Locale } from '@golf/shared/locales';
import type { MyAwardsAnswer, MyAwardsQuery } from '@golf/shared/schemas/award-history';
import type { Db } from '../../db/client';
import { activities, awardOverrides, awardSnapshots, donations, groups, players, prizeRules, prizes, users } from '../../db/schema';
import { translate } from '../../lib/i18n';
import type { AuthUser } from '../../plugins/context';
import { reasonText, ruleLabel } from './awards.service';
import { sponsorSql } from '../donations/donations.presenter';

/**
 * The winner lines of mine in the awards snapshots of finished events: from my players (by the
 * user index), the snapshot of their event (primary key) and the rules whose winner line names that
 * player — found with jsonb containment, so each prize won is one row and the page is one query.
 */
function myWinnerLines(userId: number) {
  const wonBy = sql`${awardSnapshots.winners} @> jsonb_build_array(jsonb_build_object('ruleId', ${prizeRules.id}::text, 'pid', ${players.id}::text))`;
  const where = and(eq(players.userId, userId), eq(activities.status, 'finished'));
  return { wonBy, where };
}

const overriddenBy = alias(users, 'overridden_by');

/** Why I won, as the awards page says it: an organiser's override with its reason, a recorded distance, or the rule's reason. */
function reasonOf(locale: Locale, r: { winner: AwardWinner; overrideReason: string | null; overrideBy: string | null; distance: number | null; hole: number | null }) {
  if (r.overrideReason != null) return translate(locale, 'award.reason.override', { reason: r.overrideReason, by: r.overrideBy ?? '' });
  if (r.distance != null) return translate(locale, 'award.reason.skillDistance', { hole: r.hole ?? '', distance: r.distance.toFixed(2) });
  return reasonText(locale, r.winner.reason);
}

/** `GET /api/awards/mine`: the prizes I won across finished events, newest event first, then presentation order. */
export async function myAwards(db: Db, user: AuthUser, query: MyAwardsQuery, locale: Locale): Promise<MyAwardsAnswer> {
  const { wonBy, where } = myWinnerLines(user.id);
  const rows = await db
    .select({
      activityId: activities.id,
      title: activities.title,
      day: activities.acdate,
      groupName: groups.name,
      ruleId: prizeRules.id,
      ranking: prizeRules.ranking,
      hole: prizeRules.hole,
      sex: prizeRules.sex,
      division: prizeRules.division,
      prizeName: prizes.name,
      price: prizes.price,
      sponsor: sponsorSql,
      anonymous: donations.anonymous,
      overrideReason: awardOverrides.reason,
      overrideBy: overriddenBy.nickname,
      distance: sql<number | null>`case when ${prizeRules.manualWinnerPlayerId} = ${players.id} then ${prizeRules.manualWinnerDistance} end`,
      winner: sql<AwardWinner>`(select w from jsonb_array_elements(${awardSnapshots.winners}) as w where w->>'ruleId' = ${prizeRules.id}::text and w->>'pid' = ${players.id}::text limit 1)`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(players)
    .innerJoin(activities, eq(activities.id, players.activityId))
    .innerJoin(groups, eq(groups.id, activities.groupId))
    .innerJoin(awardSnapshots, eq(awardSnapshots.activityId, players.activityId))
    .innerJoin(prizeRules, and(eq(prizeRules.activityId, players.activityId), wonBy))
    .innerJoin(prizes, eq(prizes.id, prizeRules.prizeId))
    .leftJoin(donations, eq(donations.id, prizes.donationId))
    .leftJoin(users, eq(users.id, donations.userId))
    .leftJoin(awardOverrides, and(eq(awardOverrides.ruleId, prizeRules.id), eq(awardOverrides.playerId, players.id)))
    .leftJoin(overriddenBy, eq(overriddenBy.id, awardOverrides.userId))
    .where(where)
    .orderBy(desc(activities.acdate), desc(activities.id), asc(prizeRules.order), asc(prizeRules.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total = rows.length > 0 ? rows[0].total : query.page > 1 ? await countMine(db, user.id) : 0;
  return {
    list: rows.map((r) => {
      const num = r.winner.num;
      return {
        activityId: String(r.activityId),
        title: r.title,
        day: r.day,
        groupName: r.groupName,
        ruleId: String(r.ruleId),
        type: r.winner.type,
        label: ruleLabel(locale, { type: r.winner.type, hole: r.hole, sex: r.sex, division: r.division }, r.ranking),
        reason: reasonOf(locale, r),
        prizeName: r.prizeName,
        num,
        value: r.price != null ? r.price * num : null,
        sponsor: r.anonymous ? null : (r.sponsor ?? null),
        shared: r.winner.shared ?? false,
      };
    }),
    total,
  };
}

/** How many prizes I won in all (a page past the end has no row to carry the window count). */
async function countMine(db: Db, userId: number): Promise<number> {
  const { wonBy, where } = myWinnerLines(userId);
  const [{ total }] = await db
    .select({ total: count() })
    .from(players)
    .innerJoin(activities, eq(activities.id, players.activityId))
    .innerJoin(awardSnapshots, eq(awardSnapshots.activityId, players.activityId))
    .innerJoin(prizeRules, and(eq(prizeRules.activityId, players.activityId), wonBy))
    .where(where);
  return total;
}
