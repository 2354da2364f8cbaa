import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activities, players } from '../src/db/schema';
import { recomputeResults } from '../src/modules/results/results.service';
import { buildActivity, buildCourse, dayFromNow } from './activity-factories';
import { bearer, body, buildUser } from './factories';
import { addMember, buildGroup } from './group-factories';
import { buildTestApp } from './helpers';

describe('GET /api/groups/:gid/statistics — score figures', () => {
  it('answers averages per finished event, the best rounds and the most improved members from the stored results', async () => {
    const { app } = await buildTestApp();
    const owner = await buildUser(app);
    const ann = await buildUser(app);
    const bo = await buildUser(app);
    const cy = await buildUser(app); // plays both events but is not a member (any more)
    const group = await buildGroup(app, owner);
    await addMember(app, group, ann);
    await addMember(app, group, bo);
    const course = await buildCourse(app);

    const event = (title: string, days: number, status: 'finished' | 'registering' = 'finished', groupId = group.id) =>
      buildActivity(app, groupId, { title, status, acdate: dayFromNow(days), days: [dayFromNow(days)], courseIds: [course.id], capacity: 20, handicapSystem: { type: 'fixed' } });
    const play = (activityId: number, name: string, userId: number | null, grossTotal: number | null, handicap: number) =>
      app.db.insert(players).values({ activityId, userId, name, sex: 'M', status: 'registered', isGuest: userId === null, grossTotal, handicap });

    // the answer before any event has results: empty figures, not missing ones
    const before = body(await app.inject({ method: 'GET', url: `/api/groups/${group.id}/statistics`, headers: bearer(ann.token) })).data;
    expect(before).toMatchObject({ averages: [], bestRounds: [], mostImproved: [] });

    const spring = await event('Spring Medal', -60);
    await play(spring.id, 'Ann', ann.id, 90, 10); // net 80
    await play(spring.id, 'Bo', bo.id, 85, 5); // net 80
    await play(spring.id, 'Gus', null, 100, 20); // guest, net 80
    await play(spring.id, 'Cy', cy.id, 95, 10); // net 85
    await play(spring.id, 'Nocard', null, null, 10); // no card: not a round
    const autumn = await event('Autumn Cup', -20);
    await play(autumn.id, 'Ann', ann.id, 84, 10); // net 74: 6 better
    await play(autumn.id, 'Bo', bo.id, 88, 5); // net 83: worse, not improved
    await play(autumn.id, 'Gus', null, 78, 20); // net 58, best gross, but a guest
    await play(autumn.id, 'Cy', cy.id, 80, 10); // net 70: 15 better, but not a member
    await recomputeResults(app.db, spring.id);
    await recomputeResults(app.db, autumn.id);

    // not counted: a finished event without results, an upcoming one with a stored snapshot, another group's event
    const noResults = await event('Rained Off', -10);
    await play(noResults.id, 'Ann', ann.id, 60, 0);
    const upcoming = await event('Winter Open', 10, 'registering');
    await play(upcoming.id, 'Ann', ann.id, 61, 0);
    await recomputeResults(app.db, upcoming.id);
    const elsewhere = await event('Other Society Day', -5, 'finished', (await buildGroup(app, owner)).id);
    await play(elsewhere.id, 'Ann', ann.id, 62, 0);
    await recomputeResults(app.db, elsewhere.id);
    const [stored] = await app.db.select({ results: activities.results }).from(activities).where(eq(activities.id, upcoming.id));
    expect(stored.results).not.toBeNull();

    const res = await app.inject({ method: 'GET', url: `/api/groups/${group.id}/statistics`, headers: bearer(ann.token) });
    expect(res.statusCode).toBe(200);
    const stats = body(res).data;
    expect(stats.averages).toEqual([
      { activityId: String(spring.id), title: 'Spring Medal', day: dayFromNow(-60), month: dayFromNow(-60).slice(0, 7), players: 4, averageGross: 92.5, averageNet: 81.3 },
      { activityId: String(autumn.id), title: 'Autumn Cup', day: dayFromNow(-20), month: dayFromNow(-20).slice(0, 7), players: 4, averageGross: 82.5, averageNet: 71.3 },
    ]);
    expect(stats.bestRounds.map((r: { name: string; gross: number; net: number; title: string }) => [r.name, r.gross, r.net, r.title])).toEqual([
      ['Gus', 78, 58, 'Autumn Cup'],
      ['Cy', 80, 70, 'Autumn Cup'],
      ['Ann', 84, 74, 'Autumn Cup'],
      ['Bo', 85, 80, 'Spring Medal'],
      ['Bo', 88, 83, 'Autumn Cup'],
    ]);
    expect(stats.bestRounds[0]).toMatchObject({ activityId: String(autumn.id), day: dayFromNow(-20) });
    expect(stats.mostImproved).toEqual([{ userId: String(ann.id), name: 'Ann', rounds: 2, firstNet: 80, latestNet: 74, improvement: 6 }]);

    // a correction in the stored results shows at once (figures are read from the snapshots, not cached)
    await app.db.update(players).set({ grossTotal: 70 }).where(eq(players.name, 'Bo'));
    await recomputeResults(app.db, autumn.id);
    const again = body(await app.inject({ method: 'GET', url: `/api/groups/${group.id}/statistics`, headers: bearer(owner.token) })).data;
    expect(again.bestRounds[0]).toMatchObject({ name: 'Bo', gross: 70, net: 65 });
    expect(again.mostImproved.map((m: { name: string; improvement: number }) => [m.name, m.improvement])).toEqual([
      ['Bo', 15],
      ['Ann', 6],
    ]);
  });
});
