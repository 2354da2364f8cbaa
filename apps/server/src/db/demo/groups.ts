import { HandicapSystemSchema } from '@golf/shared/schemas/golf';
import { groupApplications, groupMembers, groups, messages, users } from '../schema';
import type { DemoContext } from './context';

export const DEMO_GROUP_NAME = 'Pine Ridge Golf Society';

/** What the later demo steps (courses, activities) need from the group step. */
export interface DemoGroup {
  groupId: number;
  /** the site admin */
  ownerId: number;
  organiserId: number;
  /** the twelve members other than the owner (the organiser included), in the order of DEMO_MEMBERS */
  memberIds: number[];
  /** three users whose applications are pending */
  applicantIds: number[];
}

interface DemoPerson {
  username: string;
  nickname: string;
  sex: 'M' | 'F';
  handicap: number | null;
  birthday: string;
  locale: 'zh-CN' | 'en-US' | 'ja-JP';
  phone?: string;
  /** months ago they joined */
  joined?: number;
  message?: string;
}

export const DEMO_MEMBERS: DemoPerson[] = [
  { username: 'li.wei', nickname: '李伟', sex: 'M', handicap: 8.4, birthday: '1978-04-12', locale: 'zh-CN', phone: '+86 138 0013 8000', joined: 11 },
  { username: 'wang.fang', nickname: '王芳', sex: 'F', handicap: 22.5, birthday: '1985-09-03', locale: 'zh-CN', joined: 10 },
  { username: 'tanaka.hiroshi', nickname: '田中 浩', sex: 'M', handicap: 6.2, birthday: '1969-01-28', locale: 'ja-JP', phone: '+81 90 1234 5678', joined: 10 },
  { username: 'emma.clarke', nickname: 'Emma Clarke', sex: 'F', handicap: 15.3, birthday: '1990-06-17', locale: 'en-US', joined: 9 },
  { username: 'liu.yang', nickname: '刘洋', sex: 'M', handicap: 12.6, birthday: '1982-11-05', locale: 'zh-CN', joined: 8 },
  { username: 'sato.misaki', nickname: '佐藤 美咲', sex: 'F', handicap: 19.8, birthday: '1993-03-22', locale: 'ja-JP', joined: 7 },
  { username: 'james.wilson', nickname: 'James Wilson', sex: 'M', handicap: 3.7, birthday: '1975-08-09', locale: 'en-US', phone: '+44 7700 900123', joined: 6 },
  { username: 'zhang.min', nickname: '张敏', sex: 'F', handicap: 17.1, birthday: '1988-12-30', locale: 'zh-CN', joined: 5 },
  { username: 'suzuki.kenta', nickname: '鈴木 健太', sex: 'M', handicap: 14.9, birthday: '1980-07-14', locale: 'ja-JP', joined: 4 },
  { username: 'chen.jing', nickname: '陈静', sex: 'F', handicap: 28.3, birthday: '1996-02-11', locale: 'zh-CN', joined: 3 },
  { username: 'takahashi.yumi', nickname: '高橋 由美', sex: 'F', handicap: 24.0, birthday: '1972-10-02', locale: 'ja-JP', joined: 2 },
  { username: 'oliver.bennett', nickname: 'Oliver Bennett', sex: 'M', handicap: 31.5, birthday: '1999-05-25', locale: 'en-US', joined: 1 },
];

export const DEMO_APPLICANTS: DemoPerson[] = [
  { username: 'zhao.lei', nickname: '赵磊', sex: 'M', handicap: 20.2, birthday: '1987-03-18', locale: 'zh-CN', message: '朋友介绍，想参加每月的月例赛。' },
  { username: 'yamamoto.sakura', nickname: '山本 さくら', sex: 'F', handicap: null, birthday: '1994-08-08', locale: 'ja-JP', message: 'はじめまして。月例会に参加したいです。よろしくお願いします。' },
  { username: 'daniel.moore', nickname: 'Daniel Moore', sex: 'M', handicap: 26.1, birthday: '1983-01-09', locale: 'en-US', message: 'New to the area, I play most Saturdays.' },
];

const monthsAgo = (n: number, day = 10) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, day, 9));
};

/**
 * The demo organising committee, owned by the site admin: twelve members of both sexes with handicaps
 * (one organiser), joined over the past year, and three pending applications the owner has been told about.
 */
export async function seedDemoGroup(ctx: DemoContext): Promise<DemoGroup> {
  const { db } = ctx;
  const people = [...DEMO_MEMBERS, ...DEMO_APPLICANTS];
  const created = await db
    .insert(users)
    .values(
      people.map((p) => ({
        username: p.username,
        email: `${p.username}@demo.golf-assistant.local`,
        nickname: p.nickname,
        passwordHash: ctx.passwordHash,
        emailVerified: true,
        sex: p.sex,
        handicap: p.handicap,
        birthday: p.birthday,
        locale: p.locale,
        phone: p.phone ?? '',
        createdAt: monthsAgo(p.joined ?? 0, 3),
      })),
    )
    .returning({ id: users.id, username: users.username });
  const idOf = new Map(created.map((u) => [u.username, u.id]));
  const memberIds = DEMO_MEMBERS.map((p) => idOf.get(p.username)!);
  const applicantIds = DEMO_APPLICANTS.map((p) => idOf.get(p.username)!);
  const organiserId = memberIds[0];

  const [group] = await db
    .insert(groups)
    .values({
      name: DEMO_GROUP_NAME,
      introduction:
        'A friendly society of golfers from China, Japan and beyond. We play a monthly medal at Pine Ridge with New Peoria handicaps, ' +
        'a prize table for every flight and the ticket vote before the first tee. Newcomers of every handicap are welcome.\n\n' +
        '每月在松岭球场举行月例赛，采用新新贝利亚差点。欢迎各水平的球友加入。\n' +
        '毎月パインリッジで新ペリア方式の月例会を開いています。初心者の方も歓迎します。',
      contact: '李伟 · +86 138 0013 8000 · pineridge@demo.golf-assistant.local',
      joinApproval: true,
      defaultHandicapSystem: HandicapSystemSchema.parse({ type: 'peoria' }),
      ownerId: ctx.adminId,
      memberCount: 1 + memberIds.length,
      createdAt: monthsAgo(11, 1),
    })
    .returning({ id: groups.id });

  await db.insert(groupMembers).values([
    { groupId: group.id, userId: ctx.adminId, role: 'owner', joinedAt: monthsAgo(11, 1) },
    ...DEMO_MEMBERS.map((p, i) => ({
      groupId: group.id,
      userId: memberIds[i],
      role: i === 0 ? ('organiser' as const) : ('member' as const),
      joinedAt: monthsAgo(p.joined ?? 0),
    })),
  ]);
  await db.insert(groupApplications).values(
    DEMO_APPLICANTS.map((p, i) => ({ groupId: group.id, userId: applicantIds[i], message: p.message ?? '', createdAt: monthsAgo(0, 1 + i) })),
  );
  // the committee was told about each application, as notify() would have done
  await db.insert(messages).values(
    [ctx.adminId, organiserId].flatMap((userId) =>
      DEMO_APPLICANTS.map((p) => ({
        userId,
        type: 'todo' as const,
        kind: 'group.applicationReceived',
        params: { group: DEMO_GROUP_NAME, name: p.nickname },
        link: `/dashboard/group/member/audit?id=${group.id}`,
      })),
    ),
  );
  return { groupId: group.id, ownerId: ctx.adminId, organiserId, memberIds, applicantIds };
}
