import { z } from 'zod';
import { PRIZE_RULE_TYPES, type PrizeRuleType } from '../golf/prize-types';
import { IdSchema } from './common';

/** Prize item: `POST /api/activities/:aid/prizes` (PATCH takes the partial). */
export const PrizeSchema = z.object({
  name: z.string().trim().min(1, { error: 'validation.prize.name' }).max(60, { error: 'validation.text.max' }),
  num: z.number().int().min(0, { error: 'validation.prize.num' }).max(100000, { error: 'validation.prize.num' }),
  price: z.number().min(0, { error: 'validation.prize.price' }).optional(),
  donationId: IdSchema.optional(),
});
export type PrizeInput = z.infer<typeof PrizeSchema>;
export const PrizePatchSchema = PrizeSchema.partial();

export const PrizeRuleTypeSchema = z.enum(PRIZE_RULE_TYPES as [PrizeRuleType, ...PrizeRuleType[]]);

const ruleFields = z.object({
  type: PrizeRuleTypeSchema,
  ranking: z.number().int().min(1, { error: 'validation.prizeRule.ranking' }).max(1000).default(1),
  order: z.number().int().min(0).max(10000).default(0),
  sex: z.enum(['M', 'F']).nullish(),
  division: z.string().trim().min(1).max(40).nullish(),
  hole: z.number().int().min(1, { error: 'validation.prizeRule.hole' }).max(18, { error: 'validation.prizeRule.hole' }).nullish(),
  prizeId: IdSchema,
  num: z.number().int().min(1, { error: 'validation.prizeRule.num' }).max(10000).default(1),
});

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
export const PrizeRulePatchSchema = ruleFields.partial();
