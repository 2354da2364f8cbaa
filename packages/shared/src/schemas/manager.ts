import { z } from 'zod';
import { PageQuerySchema, pageOf } from './common';
import { RoleSchema, SexSchema } from './user';

/** The manager area (site admins only): member counts and account management. */

/**
 * `GET /api/manager/overview`: member counts, plus `byMonth` — accounts created per month
 * over the last 12 months (oldest first, months without sign-ups included as 0) for the chart.
 */
export const ManagerOverviewSchema = z.object({
  total: z.number().int(),
  /** not disabled and email verified */
  active: z.number().int(),
  newThisMonth: z.number().int(),
  byRole: z.object({ admin: z.number().int(), user: z.number().int() }),
  byMonth: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), members: z.number().int() })),
});
export type ManagerOverview = z.infer<typeof ManagerOverviewSchema>;

/** An account as the manager's member table shows it. */
export const ManagerMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string(),
  role: RoleSchema,
  disabled: z.boolean(),
  emailVerified: z.boolean(),
  sex: SexSchema.nullable(),
  handicap: z.number().nullable(),
  /** groups the account belongs to */
  groupCount: z.number().int(),
  createdAt: z.string(),
});
export type ManagerMember = z.infer<typeof ManagerMemberSchema>;

export const ManagerMemberListSchema = pageOf(ManagerMemberSchema);
export type ManagerMemberList = z.infer<typeof ManagerMemberListSchema>;

/** `GET /api/manager/members` — keyword matches user name, nickname, email and phone. */
export const ManagerMemberQuerySchema = PageQuerySchema.extend({
  role: RoleSchema.optional(),
  disabled: z.stringbool().optional(),
});
export type ManagerMemberQuery = z.input<typeof ManagerMemberQuerySchema>;

/**
 * `PATCH /api/manager/members/:uid` — grant/remove admin, disable/enable.
 * Disabling ends the account's sessions at once. Admins cannot change their own role or disable themselves.
 */
export const ManagerMemberUpdateSchema = z
  .object({ role: RoleSchema.optional(), disabled: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, { error: 'validation.manager.nothingToChange' });
export type ManagerMemberUpdate = z.infer<typeof ManagerMemberUpdateSchema>;
