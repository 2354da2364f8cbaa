import { effectiveStatus, nextStatuses } from '@golf/shared/golf/activity-lifecycle';
import { ActivityVoteSchema, type Activity, type ActivitySummary, type MyRegistration } from '@golf/shared/schemas/activity';
import type { CourseRef } from '@golf/shared/schemas/course';
import { HandicapSystemSchema } from '@golf/shared/schemas/golf';
import type { GroupRole } from '@golf/shared/schemas/group';
import { isoAt } from '../../lib/times';
import type { ActivityHead } from './activities.access';
import type { ActivityView } from './activities.queries';

export interface ActivityContext {
  groupName: string;
  courses: CourseRef[];
  waitlisted: number;
  myRegistration: MyRegistration | null;
  myRole: GroupRole | null;
  canManage: boolean;
  now: Date;
}

/**
 * The status as of `ctx.now` (a registering event past its deadline reads closed at once, whether or
 * not the close has been stored yet); deadlines on the event's own clock.
 */
export function presentActivity(row: ActivityView, ctx: ActivityContext): Activity {
  return {
    id: String(row.id),
    groupId: String(row.groupId),
    group: { id: String(row.groupId), name: ctx.groupName },
    title: row.title,
    type: row.type,
    status: effectiveStatus(row, ctx.now),
    acdate: row.acdate,
    days: row.days,
    teeOffTime: row.teeOffTime,
    regtime: isoAt(row.regtime, row.utcOffset),
    starttime: row.starttime ? isoAt(row.starttime, row.utcOffset) : null,
    place: row.place,
    address: row.address,
    contact: row.contact,
    capacity: row.capacity,
    registered: row.registered,
    waitlisted: ctx.waitlisted,
    description: row.description,
    courseIds: row.courseIds.map(String),
    courses: row.courseIds.flatMap((id) => ctx.courses.filter((c) => c.id === String(id))),
    ...handicapFields(row, ctx.canManage),
    divisions: row.divisions,
    team: row.team,
    vote: ActivityVoteSchema.parse(row.vote),
    public: row.isPublic,
    myRegistration: ctx.myRegistration,
    myRole: ctx.myRole,
    canManage: ctx.canManage,
    nextStatuses: ctx.canManage ? nextStatuses(row, ctx.now) : [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The event's handicap system, and New Peoria's hidden holes drawn at the first score when none were chosen
 * (`hidden_holes` keeps the ones in use): chosen or drawn, they stay secret from players until the event is finished.
 */
function handicapFields(row: Pick<ActivityHead, 'handicapSystem' | 'hiddenHoles' | 'status'>, canManage: boolean) {
  const { hiddenHoles, ...system } = HandicapSystemSchema.parse(row.handicapSystem);
  const shown = canManage || row.status === 'finished';
  const drawn = system.type === 'peoria' && !hiddenHoles && row.hiddenHoles?.length ? row.hiddenHoles : undefined;
  return {
    handicapSystem: hiddenHoles && shown ? { ...system, hiddenHoles } : system,
    ...(drawn && shown ? { drawnHiddenHoles: drawn } : {}),
  };
}

export function presentSummary(row: ActivityHead, group: { name: string; joinApproval: boolean }, waitlisted: number): ActivitySummary {
  return {
    id: String(row.id),
    title: row.title,
    type: row.type,
    status: row.status,
    acdate: row.acdate,
    days: row.days,
    teeOffTime: row.teeOffTime,
    regtime: isoAt(row.regtime, row.utcOffset),
    place: row.place,
    address: row.address,
    group: { id: String(row.groupId), name: group.name, joinApproval: group.joinApproval },
    capacity: row.capacity,
    registered: row.registered,
    waitlisted,
    public: row.isPublic,
  };
}
