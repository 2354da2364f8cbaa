import { z } from 'zod';
import { IdSchema, PageQuerySchema, pageOf } from './common';
import { HandicapSystemSchema } from './golf';
import { SexSchema } from './user';

/**
 * Organising committees (groups), their members and join applications.
 * Used by the server's request/response declarations and by the web forms.
 */

export const GROUP_ROLES = ['owner', 'organiser', 'member'] as const;
export const GroupRoleSchema = z.enum(GROUP_ROLES);
export type GroupRole = z.infer<typeof GroupRoleSchema>;

export const GroupNameSchema = z
  .string({ error: 'validation.group.nameRequired' })
  .trim()
  .min(1, { error: 'validation.group.nameRequired' })
  .max(40, { error: 'validation.group.nameMax' });

const introduction = z.string().trim().max(2000, { error: 'validation.group.introductionMax' });
const contact = z.string().trim().max(200, { error: 'validation.group.contactMax' });

/** Fields a form sends; both create and update (all optional there) come from these. */
const groupFields = {
  name: GroupNameSchema,
  introduction: introduction.optional(),
  /** who to call or write to about the group: free text (phone, mail, chat id) */
  contact: contact.optional(),
  /** false: applying joins at once */
  joinApproval: z.boolean().optional(),
  /** the handicap system new events of the group start from */
  defaultHandicapSystem: HandicapSystemSchema.optional(),
};

/** `POST /api/groups` — the creator becomes the owner. Absent fields: '' / joinApproval true / Peoria. */
export const GroupCreateSchema = z.object(groupFields);
export type GroupCreateInput = z.input<typeof GroupCreateSchema>;

/** `PATCH /api/groups/:gid` (organisers): any subset of the create fields. */
export const GroupUpdateSchema = z.object(groupFields).partial();
export type GroupUpdateInput = z.input<typeof GroupUpdateSchema>;

/** `GET /api/groups` — `mine=1` lists only groups the caller belongs to. */
export const GroupListQuerySchema = PageQuerySchema.extend({
  mine: z.stringbool().optional(),
});
export type GroupListQuery = z.input<typeof GroupListQuerySchema>;

/** The group's next event: the first with acdate ≥ today whose status is not draft or cancelled. */
export const NextActivitySchema = z.object({ id: z.string(), title: z.string(), acdate: z.string() });
export type NextActivity = z.infer<typeof NextActivitySchema>;

export const GroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** URL of the logo image, '' when none */
  logo: z.string(),
  introduction: z.string(),
  contact: z.string(),
  joinApproval: z.boolean(),
  defaultHandicapSystem: HandicapSystemSchema,
  ownerId: z.string(),
  ownerNickname: z.string(),
  memberCount: z.number().int(),
  /** the caller's role in the group, null when not a member */
  myRole: GroupRoleSchema.nullable(),
  /** 'pending' while the caller's application waits for an organiser */
  myApplication: z.literal('pending').nullable(),
  nextActivity: NextActivitySchema.nullable(),
  createdAt: z.string(),
});
export type Group = z.infer<typeof GroupSchema>;

export const GroupListSchema = pageOf(GroupSchema);
export type GroupList = z.infer<typeof GroupListSchema>;

/** A person shown publicly on a group page (owner and organisers). */
export const GroupOrganiserSchema = z.object({
  userId: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  role: GroupRoleSchema,
});
export type GroupOrganiser = z.infer<typeof GroupOrganiserSchema>;

/** `GET /api/groups/:gid` — the group plus its owner and organisers (visible to every signed-in user). */
export const GroupDetailSchema = GroupSchema.extend({
  organisers: z.array(GroupOrganiserSchema),
  /** pending applications; only for organisers (null for everyone else) */
  pendingApplications: z.number().int().nullable(),
});
export type GroupDetail = z.infer<typeof GroupDetailSchema>;

export const GroupLogoSchema = z.object({ logo: z.string() });

/* ---------- applications ---------- */

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

const reason = z.string().trim().max(200, { error: 'validation.group.reasonMax' });

/** `POST /api/groups/:gid/applications` */
export const ApplySchema = z.object({
  message: z.string().trim().max(200, { error: 'validation.group.messageMax' }).default(''),
  /** the group's event the applicant came from: the approval's message leads back to it */
  activityId: IdSchema.optional(),
});
export type ApplyInput = z.input<typeof ApplySchema>;

/** The answer to applying: 'joined' when the group needs no approval (the caller is a member now). */
export const ApplyResultSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'joined']),
});
export type ApplyResult = z.infer<typeof ApplyResultSchema>;

export const ApplicationSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  userId: z.string(),
  nickname: z.string(),
  username: z.string(),
  avatar: z.string(),
  sex: SexSchema.nullable(),
  handicap: z.number().nullable(),
  message: z.string(),
  status: ApplicationStatusSchema,
  reason: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const ApplicationListSchema = pageOf(ApplicationSchema);

/** `GET /api/groups/:gid/applications` (organisers): pending ones unless `status` says otherwise. */
export const ApplicationListQuerySchema = PageQuerySchema.extend({
  status: ApplicationStatusSchema.default('pending'),
});
export type ApplicationListQuery = z.input<typeof ApplicationListQuerySchema>;

/** `POST …/applications/:appId/approve` and `…/reject`. */
export const DecideSchema = z.object({ reason: reason.optional() });
export type DecideInput = z.input<typeof DecideSchema>;

export const DecisionActionSchema = z.enum(['approve', 'reject']);

/** `POST /api/groups/:gid/applications/decide` — approve or reject several at once. */
export const BulkDecideSchema = z.object({
  ids: z.array(IdSchema).min(1, { error: 'validation.group.idsRequired' }).max(100),
  action: DecisionActionSchema,
  reason: reason.optional(),
});
export type BulkDecideInput = z.input<typeof BulkDecideSchema>;

/** What a bulk decision did: ids that were not pending in this group are skipped. */
export const BulkDecideResultSchema = z.object({
  decided: z.array(z.string()),
  skipped: z.array(z.string()),
});
export type BulkDecideResult = z.infer<typeof BulkDecideResultSchema>;

/** `GET /api/groups/pending-applications-summary` — per group the caller organises. */
export const PendingSummarySchema = z.array(z.object({ groupId: z.string(), name: z.string(), pending: z.number().int() }));
export type PendingSummary = z.infer<typeof PendingSummarySchema>;

/* ---------- members ---------- */

/** A member as fellow members see them. `email`/`phone` are present only for members, organisers and admins. */
export const MemberSchema = z.object({
  userId: z.string(),
  nickname: z.string(),
  username: z.string(),
  avatar: z.string(),
  role: GroupRoleSchema,
  sex: SexSchema.nullable(),
  handicap: z.number().nullable(),
  joinedAt: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
});
export type Member = z.infer<typeof MemberSchema>;

export const MemberListSchema = pageOf(MemberSchema);

/** `GET /api/groups/:gid/members` — keyword matches nickname and user name. */
export const MemberListQuerySchema = PageQuerySchema.extend({
  role: GroupRoleSchema.optional(),
});
export type MemberListQuery = z.input<typeof MemberListQuerySchema>;

/** `PATCH /api/groups/:gid/members/:uid` — the owner's role only changes by a transfer. */
export const MemberRoleChangeSchema = z.object({ role: z.enum(['organiser', 'member']) });
export type MemberRoleChange = z.infer<typeof MemberRoleChangeSchema>;

/** `POST /api/groups/:gid/transfer` (owner only): the new owner must be a member; the old owner becomes an organiser. */
export const TransferOwnershipSchema = z.object({ userId: IdSchema });
export type TransferOwnership = z.infer<typeof TransferOwnershipSchema>;

/* ---------- statistics ---------- */

const monthKey = z.string().regex(/^\d{4}-\d{2}$/);

const dayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One finished event in the score averages series (averages rounded to 0.1, null when nobody finished). */
export const GroupEventAverageSchema = z.object({
  activityId: z.string(),
  title: z.string(),
  day: dayKey,
  month: monthKey,
  players: z.number().int(),
  averageGross: z.number().nullable(),
  averageNet: z.number().nullable(),
});
export type GroupEventAverage = z.infer<typeof GroupEventAverageSchema>;

export const GroupBestRoundSchema = z.object({
  activityId: z.string(),
  title: z.string(),
  day: dayKey,
  name: z.string(),
  gross: z.number().int(),
  net: z.number().nullable(),
});
export type GroupBestRound = z.infer<typeof GroupBestRoundSchema>;

/** `improvement` = first net − latest net (strokes, > 0), over `rounds` finished rounds. */
export const GroupImprovementSchema = z.object({
  userId: z.string(),
  name: z.string(),
  rounds: z.number().int(),
  firstNet: z.number(),
  latestNet: z.number(),
  improvement: z.number(),
});
export type GroupImprovement = z.infer<typeof GroupImprovementSchema>;

/**
 * `GET /api/groups/:gid/statistics` (members). `growth` is cumulative members by month of joining;
 * `participation` counts players entered in the group's events per month (0 until events exist).
 * `averages`, `bestRounds` and `mostImproved` come from the stored results of its finished events
 * (optional: older servers leave them out).
 */
export const GroupStatisticsSchema = z.object({
  members: z.number().int(),
  bySex: z.object({ M: z.number().int(), F: z.number().int(), unknown: z.number().int() }),
  byRole: z.object({ owner: z.number().int(), organiser: z.number().int(), member: z.number().int() }),
  growth: z.array(z.object({ month: monthKey, members: z.number().int() })),
  activities: z.object({ held: z.number().int(), upcoming: z.number().int() }),
  participation: z.array(z.object({ month: monthKey, players: z.number().int() })),
  /** per finished event with stored results, oldest first: mean gross and net of the players who finished */
  averages: z.array(GroupEventAverageSchema).optional(),
  /** the five lowest gross rounds in the group's finished events */
  bestRounds: z.array(GroupBestRoundSchema).optional(),
  /** members with two rounds or more whose latest net is lower than their first, most improved first (five) */
  mostImproved: z.array(GroupImprovementSchema).optional(),
});
export type GroupStatistics = z.infer<typeof GroupStatisticsSchema>;
