import { z } from 'zod';
import { ACTIVITY_STATUSES, ACTIVITY_TITLE_MAX, ACTIVITY_TYPES, SCORE_STATUSES } from './activity-values';
import { IdSchema, PageQuerySchema, pageOf } from './common';
import { CourseRefSchema } from './course';
import { HandicapSystemSchema } from './golf';
import { GroupRoleSchema } from './group';
import { SexSchema } from './user';
import { VoteSettingsPatchSchema } from './vote';

/**
 * Activities (events), registration with a waiting list, and players (members and guests).
 *
 * Times: `days` are the event days 'YYYY-MM-DD' and `teeOffTime` the first tee-off 'HH:mm' on the
 * course's clock; `regtime` (registration deadline) and `starttime` (vote deadline) are ISO-8601
 * date-times with offset. The deadlines must fall before the first day's tee-off, compared on the
 * wall clock of the offset the deadline is written in (the organiser's browser sends its own).
 */

export { ACTIVITY_STATUSES, ACTIVITY_TITLE_MAX, ACTIVITY_TYPES };
export const ActivityStatusSchema = z.enum(ACTIVITY_STATUSES);
export type ActivityStatus = z.infer<typeof ActivityStatusSchema>;

export const ActivityTypeSchema = z.enum(ACTIVITY_TYPES);
export type ActivityType = z.infer<typeof ActivityTypeSchema>;

/** at most ACTIVITY_TITLE_MAX characters of any script (the spec's §9), spaces allowed, counted as code points */
export const ActivityTitleSchema = z
  .string({ error: 'validation.activity.titleRequired' })
  .trim()
  .min(1, { error: 'validation.activity.titleRequired' })
  .refine((t) => [...t].length <= ACTIVITY_TITLE_MAX, { error: 'validation.activity.titleMax' });

export const DaySchema = z.iso.date({ error: 'validation.activity.day' });
export const ClockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.activity.teeOffTime' });
const deadline = (key: string) => z.iso.datetime({ offset: true, error: key });

const teamFields = {
  enabled: z.boolean(),
  /** best `size` cards per team count */
  size: z.number().int().min(1, { error: 'validation.activity.teamSize' }).max(10, { error: 'validation.activity.teamSize' }),
  mode: z.enum(['sum', 'mean']),
};
export const ActivityTeamSchema = z.object({
  enabled: teamFields.enabled.default(false),
  size: teamFields.size.default(2),
  mode: teamFields.mode.default('sum'),
});
export type ActivityTeam = z.infer<typeof ActivityTeamSchema>;

/** Vote on/off plus (optionally) the vote settings of `schemas/vote`. */
export const ActivityVoteSchema = VoteSettingsPatchSchema.extend({ enabled: z.boolean().default(false) });
export type ActivityVote = z.infer<typeof ActivityVoteSchema>;

/** The spec's vote flag: `true` or `false` alone turns the vote on or off (with its settings as they are). */
const voteFlag = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'boolean' ? { enabled: v } : v), schema);

const DivisionSchema = z
  .string()
  .trim()
  .min(1, { error: 'validation.activity.divisionRequired' })
  .max(20, { error: 'validation.activity.divisionMax' });

const text = (max: number, key: string) => z.string().trim().max(max, { error: key });

/** The fields of create; update takes any subset. */
const activityFields = {
  groupId: IdSchema,
  title: ActivityTitleSchema,
  type: ActivityTypeSchema.default('stroke'),
  /** every event day, ascending; `acdate` alone (the spec's field) means a one-day event */
  days: z
    .array(DaySchema)
    .min(1, { error: 'validation.activity.daysRequired' })
    .max(14, { error: 'validation.activity.daysMax' })
    .optional(),
  acdate: DaySchema.optional(),
  teeOffTime: ClockTimeSchema.default('08:00'),
  regtime: deadline('validation.activity.regtimeInvalid'),
  starttime: deadline('validation.activity.starttimeInvalid').nullable().optional(),
  place: text(100, 'validation.activity.placeMax').default(''),
  address: text(200, 'validation.activity.addressMax').default(''),
  contact: text(100, 'validation.activity.contactMax').default(''),
  capacity: z
    .number({ error: 'validation.activity.capacity' })
    .int({ error: 'validation.activity.capacity' })
    .min(1, { error: 'validation.activity.capacity' })
    .max(1000, { error: 'validation.activity.capacityMax' }),
  /** ordered course ids; the spec calls them `cids` (accepted as an alias) */
  courseIds: z.array(IdSchema).max(4, { error: 'validation.activity.coursesMax' }).optional(),
  cids: z.array(IdSchema).max(4, { error: 'validation.activity.coursesMax' }).optional(),
  /** markdown, rendered safely by the web app */
  description: text(5000, 'validation.activity.descriptionMax').default(''),
  /** absent on create: the group's default handicap system */
  handicapSystem: HandicapSystemSchema.optional(),
  divisions: z
    .array(DivisionSchema)
    .max(10, { error: 'validation.activity.divisionsMax' })
    .refine((d) => new Set(d).size === d.length, { error: 'validation.activity.divisionDuplicate' })
    .default([]),
  team: ActivityTeamSchema.optional(),
  vote: voteFlag(ActivityVoteSchema).optional(),
  /** true: anyone logged in may see it and sign up; false: members of the group only */
  public: z.boolean().default(false),
};

interface TimeFields {
  days?: string[];
  acdate?: string;
  teeOffTime?: string;
  regtime?: string;
  starttime?: string | null;
}

/** 'YYYY-MM-DDTHH:mm' of an ISO date-time as written (its own offset's wall clock). */
const wallClock = (iso: string) => iso.slice(0, 16);

/**
 * The time rules of an activity: days ascending and distinct, deadlines before the first day's
 * tee-off. Used by create (on the body) and by update (on the body merged into the stored event).
 */
export function activityTimeIssues(a: TimeFields): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const days = a.days ?? (a.acdate ? [a.acdate] : undefined);
  if (!days || days.length === 0) return [{ path: ['days'], message: 'validation.activity.daysRequired' }];
  if (days.some((d, i) => i > 0 && d <= days[i - 1])) issues.push({ path: ['days'], message: 'validation.activity.daysOrder' });
  if (a.days && a.acdate && a.acdate !== a.days[0]) issues.push({ path: ['acdate'], message: 'validation.activity.acdateFirstDay' });
  const teeOff = `${days[0]}T${a.teeOffTime ?? '08:00'}`;
  if (a.regtime && wallClock(a.regtime) >= teeOff) issues.push({ path: ['regtime'], message: 'validation.activity.regtimeBeforeEvent' });
  if (a.starttime && wallClock(a.starttime) >= teeOff) {
    issues.push({ path: ['starttime'], message: 'validation.activity.starttimeBeforeEvent' });
  }
  return issues;
}

function reportTimes(a: TimeFields, ctx: z.RefinementCtx) {
  for (const issue of activityTimeIssues(a)) ctx.addIssue({ code: 'custom', ...issue });
}

/** Output of create: `days` always present, `courseIds` merged with `cids`. */
function normalise<T extends { days?: string[]; acdate?: string; courseIds?: string[]; cids?: string[] }>(a: T) {
  const { acdate, cids, ...rest } = a;
  return { ...rest, days: a.days ?? (acdate ? [acdate] : undefined), courseIds: a.courseIds ?? cids };
}

/** `POST /api/activities` — the event starts as a draft. */
export const ActivityInputSchema = z
  .object(activityFields)
  .superRefine(reportTimes)
  .transform((a) => {
    const n = normalise(a);
    return { ...n, days: n.days ?? [], courseIds: n.courseIds ?? [] };
  });
export type ActivityInput = z.input<typeof ActivityInputSchema>;
export type ActivityData = z.output<typeof ActivityInputSchema>;

/**
 * `PATCH /api/activities/:aid` (organisers) — any subset; the server re-checks the time rules on
 * the result. `groupId` cannot move an event to another group.
 */
const { groupId: _groupId, ...editable } = activityFields;
/** The create fields without their defaults: an absent field stays as stored. */
const updateFields = Object.fromEntries(
  Object.entries(editable).map(([key, schema]) => [key, (schema instanceof z.ZodDefault ? schema.unwrap() : schema).optional()]),
) as { [K in keyof typeof editable]: z.ZodOptional<(typeof editable)[K] extends z.ZodDefault<infer I> ? I : (typeof editable)[K]> };

/**
 * The team and the vote merge into the stored ones (apps/server activities.service), so their own fields have no
 * defaults here either: `{ vote: { cutPercent: 10 } }` changes the cut and leaves the vote on.
 */
export const ActivityUpdateSchema = z
  .object({
    ...updateFields,
    team: z.object(teamFields).partial().optional(),
    vote: voteFlag(VoteSettingsPatchSchema.extend({ enabled: z.boolean().optional() })).optional(),
    /**
     * The organiser was told that scores are saved and still moves the event to other courses (a course chosen by
     * mistake): without it such a change answers 409 `data.confirm: 'courseChange'` and changes nothing.
     */
    confirmCourseChange: z.boolean().optional(),
  })
  .transform((a) => normalise(a));
export type ActivityUpdateInput = z.input<typeof ActivityUpdateSchema>;
export type ActivityUpdate = z.output<typeof ActivityUpdateSchema>;

/* ---------- answers ---------- */

export const REGISTRATION_STATUSES = ['registered', 'waitlisted'] as const;
export const RegistrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof RegistrationStatusSchema>;

/** `POST /api/activities/:aid/registrations` → where the caller stands; `position` (1 = next) on the waiting list. */
export const RegistrationSchema = z.object({
  id: z.string(),
  status: RegistrationStatusSchema,
  position: z.number().int().optional(),
});
export type Registration = z.infer<typeof RegistrationSchema>;

export const MyRegistrationSchema = RegistrationSchema.extend({ remark: z.string() });
export type MyRegistration = z.infer<typeof MyRegistrationSchema>;

export const ActivitySchema = z.object({
  id: z.string(),
  groupId: z.string(),
  group: z.object({ id: z.string(), name: z.string() }),
  title: z.string(),
  type: ActivityTypeSchema,
  /** effective status: 'registering' past the deadline reads 'closed' */
  status: ActivityStatusSchema,
  /** first event day */
  acdate: z.string(),
  days: z.array(z.string()),
  teeOffTime: z.string(),
  regtime: z.string(),
  starttime: z.string().nullable(),
  place: z.string(),
  address: z.string(),
  contact: z.string(),
  capacity: z.number().int(),
  /** players holding a place */
  registered: z.number().int(),
  waitlisted: z.number().int(),
  description: z.string(),
  courseIds: z.array(z.string()),
  courses: z.array(CourseRefSchema),
  handicapSystem: HandicapSystemSchema,
  /**
   * New Peoria without chosen hidden holes: the ones drawn when the first score was saved, which the results count with.
   * Shown to the organisers, and to everyone once the event is finished (as chosen ones are).
   */
  drawnHiddenHoles: z.array(z.number().int()).optional(),
  divisions: z.array(z.string()),
  team: ActivityTeamSchema,
  vote: ActivityVoteSchema,
  public: z.boolean(),
  myRegistration: MyRegistrationSchema.nullable(),
  /** the caller's role in the group, null when not a member */
  myRole: GroupRoleSchema.nullable(),
  /** organiser of the group or admin */
  canManage: z.boolean(),
  /** statuses an organiser may move it to now */
  nextStatuses: z.array(ActivityStatusSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Activity = z.infer<typeof ActivitySchema>;

/** `POST /api/activities/:aid/copy`: the new draft, and how many prize rules stayed behind (they gave a sponsor's item). */
/**
 * `POST /api/activities/:aid/copy`: the new event's first day; its other days, the registration and vote deadlines move
 * by as many days. Left out, the copy keeps the dates.
 */
/** `POST /api/activities/:aid/copy`: the new first day, and the copy's title (else the event's with a "(copy)" suffix). */
export const CopyActivitySchema = z.object({ day: DaySchema.optional(), title: ActivityTitleSchema.optional() });
export type CopyActivityInput = z.infer<typeof CopyActivitySchema>;

export const ActivityCopySchema = ActivitySchema.extend({ rulesLeftBehind: z.number().int() });
export type ActivityCopy = z.infer<typeof ActivityCopySchema>;

export const ActivityListSchema = pageOf(ActivitySchema);
export type ActivityList = z.infer<typeof ActivityListSchema>;

/** `GET /api/activities/:aid/summary` — no login: what a shared link shows, no participant names. */
export const ActivitySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  type: ActivityTypeSchema,
  status: ActivityStatusSchema,
  acdate: z.string(),
  days: z.array(z.string()),
  teeOffTime: z.string(),
  regtime: z.string(),
  place: z.string(),
  address: z.string(),
  /** `joinApproval`: whether the committee approves who joins (a visitor who is no member may apply from the link) */
  group: z.object({ id: z.string(), name: z.string(), joinApproval: z.boolean() }),
  capacity: z.number().int(),
  registered: z.number().int(),
  waitlisted: z.number().int(),
  public: z.boolean(),
});
export type ActivitySummary = z.infer<typeof ActivitySummarySchema>;

export const ACTIVITY_VIEWS = ['upcoming', 'registering', 'mine', 'past'] as const;
export const ActivityViewSchema = z.enum(ACTIVITY_VIEWS);
export type ActivityView = z.infer<typeof ActivityViewSchema>;

/**
 * `GET /api/activities` — members see their groups' events and public ones; drafts only where they organise.
 * `from`/`to` bound the first event day (inclusive). Views: `upcoming` (from today, not cancelled or
 * finished, soonest first), `registering` (open for sign-up now), `mine` (I am entered, incl. the
 * waiting list), `past` (before today or finished, latest first). Without a view: latest first.
 */
export const ActivityListQuerySchema = PageQuerySchema.extend({
  groupId: IdSchema.optional(),
  status: ActivityStatusSchema.optional(),
  mine: z.stringbool().optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
  view: ActivityViewSchema.optional(),
});
export type ActivityListQuery = z.input<typeof ActivityListQuerySchema>;

/** `POST /api/activities/:aid/status` */
export const StatusChangeSchema = z.object({ status: ActivityStatusSchema });
export type StatusChange = z.infer<typeof StatusChangeSchema>;

/* ---------- registration and players ---------- */

const RemarkSchema = z.string().trim().max(200, { error: 'validation.activity.remarkMax' });

/** `POST /api/activities/:aid/registrations` and `PATCH …/registrations/me`. */
/** `PATCH …/registrations/me`: my remark. */
export const MyRemarkSchema = z.object({ remark: RemarkSchema.default('') });
/**
 * `POST …/registrations`: a remark, and my sex when my profile has none (the tees and the men's and ladies' prizes go by
 * it; it is saved to my profile too). A sex sent while the profile has one changes nothing.
 */
export const SignUpSchema = MyRemarkSchema.extend({ sex: SexSchema.optional() });
export type SignUpInput = z.input<typeof SignUpSchema>;

export const PLAYER_STATUSES = ['registered', 'waitlisted', 'withdrawn'] as const;
export const PlayerStatusSchema = z.enum(PLAYER_STATUSES);
export type PlayerStatus = z.infer<typeof PlayerStatusSchema>;

const HandicapValueSchema = z
  .number({ error: 'validation.handicap.invalid' })
  .min(-10, { error: 'validation.handicap.range' })
  .max(54, { error: 'validation.handicap.range' });

const PlayerNameSchema = z
  .string({ error: 'validation.activity.playerNameRequired' })
  .trim()
  .min(1, { error: 'validation.activity.playerNameRequired' })
  .max(32, { error: 'validation.activity.playerNameMax' });

/**
 * A participant. `remark` and `contact` are present for organisers (and `remark` for the player
 * themself); other members see names, sex, handicap, division, team and status only.
 */
export const PlayerSchema = z.object({
  id: z.string(),
  /** null for a guest */
  userId: z.string().nullable(),
  name: z.string(),
  avatar: z.string(),
  sex: SexSchema.nullable(),
  handicap: z.number().nullable(),
  division: z.string(),
  team: z.string(),
  remark: z.string().optional(),
  /** a guest's phone or mail (organisers only) */
  contact: z.string().optional(),
  status: PlayerStatusSchema,
  isGuest: z.boolean(),
  /** the member who brought the guest */
  hostUserId: z.string().nullable(),
  /** 1-based place on the waiting list, null for others */
  position: z.number().int().nullable(),
  /** how the player's card counts (organisers only): withdrawn, no card and disqualified are listed but not ranked */
  scoreStatus: z.enum(SCORE_STATUSES).optional(),
  /** the member's account is disabled by a site administrator (organisers only): they hold a place they cannot use */
  accountDisabled: z.boolean().optional(),
  createdAt: z.string(),
});
export type Player = z.infer<typeof PlayerSchema>;

/** `GET /api/activities/:aid/players?page=&pageSize=` — the players with a place first (in order of entry), then the waiting list in order, then those who withdrew. */
export const PlayerListQuerySchema = PageQuerySchema.omit({ keyword: true });
export type PlayerListQuery = z.infer<typeof PlayerListQuerySchema>;

/** A page of players; `total` counts every player of the event, `registered` and `waitlisted` those with a place and those waiting. */
export const PlayerListSchema = z.object({
  list: z.array(PlayerSchema),
  total: z.number().int(),
  registered: z.number().int(),
  waitlisted: z.number().int(),
  capacity: z.number().int(),
});
export type PlayerList = z.infer<typeof PlayerListSchema>;

const playerExtras = {
  division: z.string().trim().max(20, { error: 'validation.activity.divisionMax' }).optional(),
  team: z.string().trim().max(20, { error: 'validation.activity.teamMax' }).optional(),
  remark: RemarkSchema.optional(),
  /** take a place even when the event is full */
  force: z.boolean().optional(),
};

/** Organiser adds a member of the group: name, sex and handicap come from the profile. */
export const AddMemberPlayerSchema = z.object({ userId: IdSchema, ...playerExtras });
/** Organiser adds a guest (not a member). */
export const AddGuestPlayerSchema = z.object({
  name: PlayerNameSchema,
  sex: SexSchema,
  handicap: HandicapValueSchema.nullable().optional(),
  contact: z.string().trim().max(100, { error: 'validation.activity.contactMax' }).optional(),
  /** the member who brings the guest */
  hostUserId: IdSchema.optional(),
  ...playerExtras,
});

/** `POST /api/activities/:aid/players` — a member `{ userId }` or a guest `{ name, sex, handicap?, contact? }`. Full → waiting list unless `force`. */
export const AddPlayerSchema = z.union([AddMemberPlayerSchema.strict(), AddGuestPlayerSchema.strict()], {
  error: 'validation.activity.addPlayer',
});
export type AddPlayerInput = z.input<typeof AddPlayerSchema>;

/**
 * `PATCH /api/activities/:aid/players/:pid` (organisers). `status: 'registered'` moves a player off
 * the waiting list (beyond capacity only with `force`); `'waitlisted'` gives the place up (nobody is
 * promoted automatically then). `name`/`contact` apply to guests.
 */
export const UpdatePlayerSchema = z.object({
  name: PlayerNameSchema.optional(),
  sex: SexSchema.nullable().optional(),
  handicap: HandicapValueSchema.nullable().optional(),
  division: playerExtras.division,
  team: playerExtras.team,
  remark: playerExtras.remark,
  contact: z.string().trim().max(100, { error: 'validation.activity.contactMax' }).optional(),
  /** a guest's host, the member who brings them (auto-assign keeps them together); null: nobody */
  hostUserId: IdSchema.nullable().optional(),
  status: RegistrationStatusSchema.optional(),
  force: z.boolean().optional(),
  /** scoring status (issue 6): withdrawn, no card and disqualified players are listed in the results but not ranked */
  scoreStatus: z.enum(SCORE_STATUSES).optional(),
});
export type UpdatePlayerInput = z.input<typeof UpdatePlayerSchema>;
