import { z } from 'zod';
import { MAX_SKILL_DISTANCE } from './prize-limits';
import { PRIZE_RULE_TYPES, type PrizeRuleType } from '../golf/prize-types';
import { PRIZE_TEMPLATE_NAMES } from '../golf/prize-templates';
import { IdSchema } from './common';

/** Prize item: `POST /api/activities/:aid/prizes` (PATCH takes the partial). */
export const PrizeSchema = z.object({
  name: z.string({ error: 'validation.prize.name' }).trim().min(1, { error: 'validation.prize.name' }).max(60, { error: 'validation.text.max' }),
  num: z.number().int().min(0, { error: 'validation.prize.num' }).max(100000, { error: 'validation.prize.num' }),
  price: z.number().min(0, { error: 'validation.prize.price' }).nullish(),
  image: z.string().max(200).regex(/^(\/api\/uploads\/donations\/[a-f0-9]{32}\.(png|jpg|webp|gif))?$/, { error: 'validation.invalid' }).nullish(),
  donationId: IdSchema.optional(),
});
export type PrizeInput = z.infer<typeof PrizeSchema>;
export const PrizePatchSchema = PrizeSchema.partial();

export const PrizeRuleTypeSchema = z.enum(PRIZE_RULE_TYPES as [PrizeRuleType, ...PrizeRuleType[]]);

const ruleShape = {
  type: PrizeRuleTypeSchema,
  ranking: z.number().int().min(1, { error: 'validation.prizeRule.ranking' }).max(1000),
  order: z.number().int().min(0).max(10000),
  sex: z.enum(['M', 'F']).nullish(),
  division: z.string().trim().min(1).max(40).nullish(),
  hole: z.number().int().min(1, { error: 'validation.prizeRule.hole' }).max(18, { error: 'validation.prizeRule.hole' }).nullish(),
  prizeId: IdSchema,
  num: z.number().int().min(1, { error: 'validation.prizeRule.num' }).max(10000),
};
/** A new rule's fields, with their defaults (1st place, first in order, one of the prize). */
const ruleFields = z.object({ ...ruleShape, ranking: ruleShape.ranking.default(1), order: ruleShape.order.default(0), num: ruleShape.num.default(1) });

/**
 * Prize rule: `POST /api/activities/:aid/prize-rules`. Nearest the pin and longest drive need a
 * hole; every Nth needs N ≥ 2 (N = 1 would give everyone a prize).
 */
export const PrizeRuleSchema = ruleFields.superRefine((rule, ctx) => {
  if ((rule.type === 'nearestPin' || rule.type === 'longestDrive') && rule.hole == null) {
    ctx.addIssue({ code: 'custom', path: ['hole'], message: 'validation.prizeRule.hole' });
  }
  if (rule.type === 'everyNth' && rule.ranking < 2) {
    ctx.addIssue({ code: 'custom', path: ['ranking'], message: 'validation.prizeRule.ranking' });
  }
});
export type PrizeRuleInput = z.infer<typeof PrizeRuleSchema>;
/** A rule's change: what it names, no default filled in (a patch keeps what it does not name). */
export const PrizeRulePatchSchema = z.object(ruleShape).partial();

export const PrizeAllocationStatusSchema = z.enum(['ok', 'full', 'over']);

/** A prize item as answered, with the allocation helper's numbers (allocated, remainder, status). */
export const PrizeItemSchema = z.object({
  id: IdSchema,
  name: z.string(),
  num: z.number().int(),
  price: z.number().nullable(),
  image: z.string(),
  source: z.enum(['donation', 'bought']),
  donationId: IdSchema.nullable(),
  /** the sponsor's name (null when bought or anonymous) */
  sponsor: z.string().nullable(),
  allocated: z.number().int(),
  remainder: z.number().int(),
  status: PrizeAllocationStatusSchema,
});
export type PrizeItem = z.infer<typeof PrizeItemSchema>;

export const PrizeRuleItemSchema = z.object({
  id: IdSchema,
  type: PrizeRuleTypeSchema,
  ranking: z.number().int(),
  order: z.number().int(),
  sex: z.enum(['M', 'F']).nullable(),
  division: z.string().nullable(),
  hole: z.number().int().nullable(),
  prizeId: IdSchema,
  num: z.number().int(),
  /** nearest the pin / longest drive: the recorded winner */
  winnerPid: IdSchema.nullable(),
  /** nearest the pin / longest drive: the winner's distance in metres (2 decimals) */
  winnerDistance: z.number().nullable(),
});
export type PrizeRuleItem = z.infer<typeof PrizeRuleItemSchema>;

/**
 * `GET /api/activities/:aid/prizes`: the prize items (`list`, `total`) with the rules, so the allocation is one answer
 * (an event has tens of items: the board is whole; `GET …/prize-rules` pages the rules).
 */
export const PrizeBoardSchema = z.object({
  list: z.array(PrizeItemSchema),
  rules: z.array(PrizeRuleItemSchema),
  total: z.number().int(),
});
export type PrizeBoard = z.infer<typeof PrizeBoardSchema>;

export { MAX_SKILL_DISTANCE };

/** A nearest-the-pin / longest-drive distance in metres: positive, at most {@link MAX_SKILL_DISTANCE}, kept to 2 decimals. */
export const SkillDistanceSchema = z
  .number({ error: 'validation.prizeRule.distance' })
  .gt(0, { error: 'validation.prizeRule.distance' })
  .max(MAX_SKILL_DISTANCE, { error: 'validation.prizeRule.distance' });

/**
 * `POST …/prize-rules/:rid/winner`: the recorded nearest-the-pin / longest-drive winner (null
 * clears it) and, optionally, the distance in metres.
 */
export const RuleWinnerSchema = z.object({ pid: IdSchema.nullable(), distance: SkillDistanceSchema.nullish() });
export type RuleWinnerInput = z.infer<typeof RuleWinnerSchema>;

/**
 * `PUT /api/activities/:aid/awards/overrides`: the organiser sets the winner of one award line
 * (`slot` = the line's position within its rule, from 0; `pid` null = nobody), with a reason.
 */
export const AwardOverrideSchema = z.object({
  ruleId: IdSchema,
  slot: z.number().int().min(0).max(99),
  pid: IdSchema.nullable(),
  reason: z.string({ error: 'validation.awardOverride.reason' }).trim().min(1, { error: 'validation.awardOverride.reason' }).max(200, { error: 'validation.text.max' }),
});
export type AwardOverrideInput = z.infer<typeof AwardOverrideSchema>;

/** The override on an award line as answered: who decided, why, when. */
export const AwardOverrideInfoSchema = z.object({
  id: IdSchema,
  reason: z.string(),
  /** the organiser's name */
  by: z.string(),
  at: z.string(),
  /** the results changed under it: the player it replaced no longer wins this prize (the organiser should look again) */
  stale: z.boolean(),
});

/** `GET, PUT /api/activities/:aid/prize-settings`: how the awards engine resolves a player who would win twice. */
export const PrizeSettingsSchema = z.object({
  /** one main prize per player: the higher prize wins (skill, feat and lucky-draw prizes are outside the limit) */
  oneMainPrizePerPlayer: z.boolean(),
  /** which ranking keeps its fixed places when a player would win both net and gross */
  priority: z.enum(['net', 'gross']),
});
export type PrizeSettings = z.infer<typeof PrizeSettingsSchema>;
export const DEFAULT_PRIZE_SETTINGS: PrizeSettings = { oneMainPrizePerPlayer: true, priority: 'net' };

/** One line of the award result, in presentation order; `pid` null = the rule awards nothing this time. */
export const AwardLineSchema = z.object({
  ruleId: IdSchema,
  type: PrizeRuleTypeSchema,
  order: z.number().int(),
  /** the rule as the ceremony says it ("Net 1st", "Booby"), in the caller's language */
  label: z.string(),
  pid: IdSchema.nullable(),
  name: z.string(),
  prizeId: IdSchema,
  prizeName: z.string(),
  sponsor: z.string().nullable(),
  num: z.number().int(),
  /** num × unit price, when the prize has a price */
  value: z.number().nullable(),
  /** why (or why nobody), in the caller's language */
  reason: z.string(),
  shared: z.boolean(),
  mine: z.boolean(),
  /** the line's position within its rule (from 0): what an override names */
  slot: z.number().int(),
  /** the winner the rules computed; differs from `pid` when an organiser overrode it */
  computedPid: IdSchema.nullable(),
  computedName: z.string(),
  /** nearest the pin / longest drive: the recorded distance in metres */
  distance: z.number().nullable(),
  /** nearest the pin / longest drive whose winner the organisers have not recorded yet: to be announced, not "nobody" */
  pending: z.boolean(),
  override: AwardOverrideInfoSchema.nullable(),
});
export type AwardLine = z.infer<typeof AwardLineSchema>;

/** A prize whose winners take more items than it has: players tied for a place each get the prize (organisers only). */
export const AwardShortageSchema = z.object({ prizeId: IdSchema, prizeName: z.string(), given: z.number().int(), stock: z.number().int() });

export const AwardsAnswerSchema = z.object({
  list: z.array(AwardLineSchema),
  total: z.number().int(),
  /** null until awards were computed from results */
  computedAt: z.string().nullable(),
  canManage: z.boolean(),
  /** organisers: prizes handed out more often than they are stocked (ties); to add items or decide by hand */
  shortages: z.array(AwardShortageSchema).optional(),
});
export type AwardsAnswer = z.infer<typeof AwardsAnswerSchema>;

/** One row of the organiser's prize overview (`GET /api/prize-overview`): my events with their prize counts. */
export const PrizeOverviewRowSchema = z.object({
  activityId: IdSchema,
  title: z.string(),
  acdate: z.string(),
  status: z.string(),
  prizes: z.number().int(),
  rules: z.number().int(),
  pendingDonations: z.number().int(),
  awarded: z.boolean(),
});
export const PrizeOverviewSchema = z.object({ list: z.array(PrizeOverviewRowSchema), total: z.number().int() });
export type PrizeOverview = z.infer<typeof PrizeOverviewSchema>;

/** `POST /api/activities/:aid/prize-templates`: add a ready-made set of prize items and rules. */
export const ApplyPrizeTemplateSchema = z.object({ template: z.enum(PRIZE_TEMPLATE_NAMES) });
