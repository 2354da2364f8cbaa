import { HandicapSystemSchema } from '@golf/shared/schemas/golf';
import { activities, players, users } from '../schema';
import { inArray } from 'drizzle-orm';
import type { DemoContext } from './context';
import type { DemoCourses } from './courses';
import type { DemoGroup } from './groups';

export interface DemoActivities {
  /** registering, nearly all members in, a waiting list */
  upcomingId: number;
  /** played last month (scores come with the scores step) */
  pastId: number;
}

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** 20:00 in China/Japan-ish +08:00 on a day `offset` days away. */
const evening = (offset: number) => new Date(`${day(offset)}T20:00:00+08:00`);

const DESCRIPTION = `**Monthly medal** at Pine Ridge — New Peoria handicaps, prizes for the top three, nearest the pin on 7 and 16, and the ticket vote.

- Meet at the clubhouse 30 minutes before the first tee
- Lunch after the round (included)

月例赛：新新贝利亚差点，前三名及 7、16 号洞近洞奖。 / 月例会：新ペリア方式、上位 3 名とニアピン賞（7・16 番）。`;

/**
 * One upcoming event (registration open, 10 places: ten members in, two waiting, one guest) and one
 * finished event of last month with every member entered.
 */
export async function seedDemoActivities(ctx: DemoContext, deps: { group: DemoGroup; courses: DemoCourses }): Promise<DemoActivities> {
  const { db } = ctx;
  const { group, courses } = deps;
  const people = await db
    .select({ id: users.id, nickname: users.nickname, sex: users.sex, handicap: users.handicap, birthday: users.birthday })
    .from(users)
    .where(inArray(users.id, group.memberIds));
  const byId = new Map(people.map((p) => [p.id, p]));
  const base = {
    groupId: group.groupId,
    type: 'stroke' as const,
    teeOffTime: '07:30',
    utcOffset: '+08:00',
    place: 'Pine Ridge Golf Club (sample)',
    address: '1 Fairway Road, Sample City',
    contact: '李伟 +86 138 0013 8000',
    courseIds: [courses.pineRidgeId],
    handicapSystem: HandicapSystemSchema.parse({ type: 'peoria' }),
    divisions: ['A', 'B'],
    isPublic: false,
    createdBy: group.organiserId,
  };

  const [upcoming, past] = await db
    .insert(activities)
    .values([
      {
        ...base,
        title: 'Monthly Medal',
        status: 'registering',
        acdate: day(14),
        days: [day(14)],
        regtime: evening(10),
        starttime: evening(13),
        capacity: 10,
        registered: 10,
        description: DESCRIPTION,
        vote: { enabled: true },
      },
      {
        ...base,
        title: 'Club Championship',
        status: 'finished',
        acdate: day(-21),
        days: [day(-21)],
        regtime: evening(-25),
        starttime: evening(-22),
        capacity: 16,
        registered: 12,
        description: 'Season championship, 18 holes stroke play. / 年度锦标赛 / クラブ選手権',
      },
    ])
    .returning({ id: activities.id });

  const entry = (activityId: number, userId: number, status: 'registered' | 'waitlisted', remark = '') => {
    const p = byId.get(userId)!;
    const division = (p.handicap ?? 36) < 15 ? 'A' : 'B';
    return { activityId, userId, name: p.nickname, sex: p.sex, handicap: p.handicap, birthday: p.birthday, division, status, remark };
  };
  const ids = group.memberIds;
  const remarks = ['', '', '', 'Carpool from downtown, 2 seats free', '想和田中一组', 'ランチ不要です'];
  await db.insert(players).values([
    // upcoming: nine members and a guest hold the ten places, two members wait, one has not signed up
    ...ids.slice(0, 9).map((id, i) => entry(upcoming.id, id, 'registered', remarks[i] ?? '')),
    {
      activityId: upcoming.id,
      userId: null,
      name: 'Guest Park',
      sex: 'M' as const,
      handicap: 18,
      division: 'B',
      status: 'registered' as const,
      isGuest: true,
      hostUserId: ids[0],
      contact: '+82 10 5555 0000',
      remark: 'Guest of 李伟',
    },
    ...ids.slice(9, 11).map((id) => entry(upcoming.id, id, 'waitlisted')),
    // last month: everyone played
    ...ids.map((id) => entry(past.id, id, 'registered')),
  ]);
  return { upcomingId: upcoming.id, pastId: past.id };
}
