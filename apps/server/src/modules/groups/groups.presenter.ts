import { HandicapSystemSchema } from '@golf/shared/schemas/golf';
import type { Application, Group, GroupOrganiser, Member, NextActivity } from '@golf/shared/schemas/group';
import type { groupApplications, groups } from '../../db/schema';
import type { GroupRole } from './group-access';

type GroupRow = typeof groups.$inferSelect;
type ApplicationRow = typeof groupApplications.$inferSelect;

export interface GroupListRow {
  group: GroupRow;
  ownerNickname: string;
  myRole: GroupRole | null;
  myPending: boolean;
  nextActivity: NextActivity | null;
}

export function presentGroup(row: GroupListRow): Group {
  const g = row.group;
  return {
    id: String(g.id),
    name: g.name,
    logo: g.logo,
    introduction: g.introduction,
    contact: g.contact,
    joinApproval: g.joinApproval,
    defaultHandicapSystem: HandicapSystemSchema.parse(g.defaultHandicapSystem),
    ownerId: String(g.ownerId),
    ownerNickname: row.ownerNickname,
    memberCount: g.memberCount,
    myRole: row.myRole,
    myApplication: row.myPending ? 'pending' : null,
    nextActivity: row.nextActivity ? { ...row.nextActivity, id: String(row.nextActivity.id) } : null,
    createdAt: g.createdAt.toISOString(),
  };
}

export interface PersonColumns {
  userId: number;
  nickname: string;
  username: string;
  avatar: string;
  sex: 'M' | 'F' | null;
  handicap: number | null;
}

export function presentOrganiser(row: Pick<PersonColumns, 'userId' | 'nickname' | 'avatar'> & { role: GroupRole }): GroupOrganiser {
  return { userId: String(row.userId), nickname: row.nickname, avatar: row.avatar, role: row.role };
}

export function presentApplication(row: { application: ApplicationRow } & PersonColumns): Application {
  const a = row.application;
  return {
    id: String(a.id),
    groupId: String(a.groupId),
    userId: String(a.userId),
    nickname: row.nickname,
    username: row.username,
    avatar: row.avatar,
    sex: row.sex,
    handicap: row.handicap,
    message: a.message,
    status: a.status,
    reason: a.reason,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
  };
}

/** Contact details only when the viewer may see them (fellow members, organisers, admins). */
export function presentMember(
  row: PersonColumns & { role: GroupRole; joinedAt: Date; email: string; phone: string },
  withContact: boolean,
): Member {
  return {
    userId: String(row.userId),
    nickname: row.nickname,
    username: row.username,
    avatar: row.avatar,
    role: row.role,
    sex: row.sex,
    handicap: row.handicap,
    joinedAt: row.joinedAt.toISOString(),
    ...(withContact ? { email: row.email, phone: row.phone } : {}),
  };
}
