import { afterAll, describe, expect, it, vi } from 'vitest';
import { CourseInputSchema } from '@golf/shared/schemas/course';
import { combineNines, assertCourse } from '@golf/shared/golf/course';
import { seed } from '../src/db/seed';
import { PINE_RIDGE, LAKESIDE_NINES } from '../src/db/demo/courses';
import { bearer, body } from './factories';
import { buildTestApp } from './helpers';

describe('demo courses and events', async () => {
  const { app } = await buildTestApp({ adminUsername: 'admin', adminPassword: 'Admin123', seedDemo: true });
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  afterAll(() => log.mockRestore());
  const result = await seed(app);
  const demo = result?.demo;

  it('ships valid sample courses: Pine Ridge (18 holes, par 72, three tees) and a 27-hole venue of three nines', () => {
    expect(CourseInputSchema.safeParse(PINE_RIDGE).success).toBe(true);
    for (const nine of LAKESIDE_NINES) expect(CourseInputSchema.safeParse({ ...nine, tees: [] }).success).toBe(true);
    expect(() => assertCourse(combineNines(LAKESIDE_NINES[0].holes, LAKESIDE_NINES[1].holes))).not.toThrow();
    expect(demo?.courses.lakesideIds).toHaveLength(3);
  });

  it('the upcoming event is open with ten places taken and a waiting list; a demo member sees it as a phone user would', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/user/auth', payload: { username: 'oliver.bennett', password: 'Member123' } });
    const token = body(login).data.token as string;
    const list = body(await app.inject({ method: 'GET', url: '/api/activities?view=upcoming', headers: bearer(token) })).data;
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ title: 'Monthly Medal', status: 'registering', capacity: 10, registered: 10, waitlisted: 2, myRegistration: null });
    const signed = body(await app.inject({ method: 'POST', url: `/api/activities/${demo?.activities.upcomingId}/registrations`, headers: bearer(token), payload: {} })).data;
    expect(signed).toMatchObject({ status: 'waitlisted', position: 3 });
    const players = body(await app.inject({ method: 'GET', url: `/api/activities/${demo?.activities.upcomingId}/players`, headers: bearer(token) })).data;
    expect(players).toMatchObject({ total: 13, registered: 10, waitlisted: 3 });
  });

  it('the past event is finished with every member entered', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/user/auth', payload: { username: 'admin', password: 'Admin123' } });
    const token = body(login).data.token as string;
    const past = body(await app.inject({ method: 'GET', url: '/api/activities?view=past', headers: bearer(token) })).data;
    expect(past.list.map((a: { title: string; status: string; registered: number }) => [a.title, a.status, a.registered])).toEqual([['Club Championship', 'finished', 12]]);
  });
});
