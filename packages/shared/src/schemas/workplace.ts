import { z } from 'zod';
import { NoticeSchema } from './notice';
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

export const WorkplaceSchema = z.object({
  nextEvent: WorkplaceNextEventSchema.nullable(),
  openEvents: z.array(WorkplaceOpenEventSchema),
  /** my latest finished results, newest first (at most 6): the latest and a trend */
  latestResults: z.array(MyResultSchema),
  notices: z.array(NoticeSchema),
  topics: z.array(TopicSchema),
  todos: z.array(WorkplaceTodoSchema),
  unreadMessages: z.number().int(),
  unreadNotices: z.number().int(),
});
export type Workplace = z.infer<typeof WorkplaceSchema>;
