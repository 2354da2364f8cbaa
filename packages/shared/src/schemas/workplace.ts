import { z } from 'zod';
import { NoticeSchema } from './notice';
import { GroupRoleSchema } from './group';
import { MyResultSchema } from './result-history';
import { TopicSchema } from './topic';

/** `GET /api/workplace`: everything the home page shows, in one answer. */

export const WorkplaceNextEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  groupName: z.string(),
  acdate: z.string(),
  teeOffTime: z.string(),
  place: z.string(),
  status: z.string(),
  /** my registration: registered or waitlisted */
  registration: z.enum(['registered', 'waitlisted']),
  /** my flight once the organisers assigned me */
  flight: z
    .object({ day: z.string(), teeTime: z.string(), startHole: z.number().int(), startGroup: z.string(), position: z.number().int() })
    .nullable(),
});
export type WorkplaceNextEvent = z.infer<typeof WorkplaceNextEventSchema>;

export const WorkplaceOpenEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  groupName: z.string(),
  acdate: z.string(),
  regtime: z.string(),
  capacity: z.number().int(),
  registered: z.number().int(),
  /** my status when I have signed up, else null */
  myStatus: z.enum(['registered', 'waitlisted']).nullable(),
});

export const WorkplaceTodoSchema = z.object({
  kind: z.enum(['applications', 'unassigned', 'missingScores']),
  count: z.number().int(),
  groupId: z.string(),
  groupName: z.string(),
  /** the event concerned (unassigned players, missing scores) */
  activityId: z.string().nullable(),
  activityTitle: z.string().nullable(),
});
export type WorkplaceTodo = z.infer<typeof WorkplaceTodoSchema>;

/** One of my groups with my role; `pending` join applications only where I organise (0 otherwise). */
export const WorkplaceGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo: z.string(),
  memberCount: z.number().int(),
  myRole: GroupRoleSchema,
  pending: z.number().int(),
});
export type WorkplaceGroup = z.infer<typeof WorkplaceGroupSchema>;

/** An upcoming event I signed up for (or wait for), with my registration and my published flight. */
export const WorkplaceUpcomingSchema = z.object({
  id: z.string(),
  title: z.string(),
  groupName: z.string(),
  acdate: z.string(),
  teeOffTime: z.string(),
  place: z.string(),
  registration: z.object({ id: z.string(), status: z.enum(['registered', 'waitlisted']), remark: z.string() }),
  /** my flight once the organisers published the arrangement, with my partners' names */
  flight: z
    .object({ day: z.string(), teeTime: z.string(), startHole: z.number().int(), startGroup: z.string(), partners: z.array(z.string()) })
    .nullable(),
});
export type WorkplaceUpcoming = z.infer<typeof WorkplaceUpcomingSchema>;

export const WorkplaceSchema = z.object({
  nextEvent: WorkplaceNextEventSchema.nullable(),
  openEvents: z.array(WorkplaceOpenEventSchema),
  /** my latest finished results, newest first (at most 6): the latest and a trend */
  latestResults: z.array(MyResultSchema),
  notices: z.array(NoticeSchema),
  topics: z.array(TopicSchema),
  todos: z.array(WorkplaceTodoSchema),
  /** my groups (at most 6, by name) with my role and, where I organise, pending applications */
  myGroups: z.array(WorkplaceGroupSchema),
  /** all pending applications in the groups I organise (the badge beside "my groups") */
  pendingApplications: z.number().int(),
  /** my upcoming events (at most 5, soonest first) with my status and published flight */
  upcoming: z.array(WorkplaceUpcomingSchema),
  unreadMessages: z.number().int(),
  unreadNotices: z.number().int(),
});
export type Workplace = z.infer<typeof WorkplaceSchema>;
