import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';
import { bearer, body, buildUser, type TestUser } from './factories';
import { addMember, buildGroup } from './group-factories';
import { buildActivity, PINE_RIDGE_HOLES } from './activity-factories';

const { app } = await buildTestApp();
const en = (u: TestUser) => ({ ...bearer(u.token), 'accept-language': 'en-US' });

const pine = { name: 'Pine Ridge Golf Club', location: 'Sample City', holes: PINE_RIDGE_HOLES, tees: [{ name: 'Blue', rating: 72.1, slope: 128, sex: 'M' }] };

async function organiser() {
  const owner = await buildUser(app);
  await buildGroup(app, owner);
  return owner;
}

describe('course library', () => {
  it('organisers create; the course answers with par and hole count; everyone signed in reads and searches', async () => {
    const org = await organiser();
    const res = await app.inject({ method: 'POST', url: '/api/courses', headers: en(org), payload: pine });
    expect(res.statusCode).toBe(200);
    const course = body(res).data;
    expect(course).toMatchObject({ name: 'Pine Ridge Golf Club', par: 72, holeCount: 18, canEdit: true, createdBy: String(org.id) });

    const reader = await buildUser(app);
    const list = body(await app.inject({ method: 'GET', url: '/api/courses?keyword=ridge', headers: en(reader) })).data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ id: course.id, canEdit: false });
    expect(body(await app.inject({ method: 'GET', url: '/api/courses?keyword=100%25', headers: en(reader) })).data.total).toBe(0);
    expect(body(await app.inject({ method: 'GET', url: `/api/courses/${course.id}`, headers: en(reader) })).data.holes).toHaveLength(18);
  });

  it('a member who organises nothing cannot create; others cannot edit someone else’s course', async () => {
    const plain = await buildUser(app);
    const res = await app.inject({ method: 'POST', url: '/api/courses', headers: en(plain), payload: pine });
    expect(res.statusCode).toBe(403);
    expect(body(res).msg).toMatch(/Only organisers of a group/);

    const org = await organiser();
    const created = body(await app.inject({ method: 'POST', url: '/api/courses', headers: en(org), payload: pine })).data;
    expect((await app.inject({ method: 'PUT', url: `/api/courses/${created.id}`, headers: en(plain), payload: pine })).statusCode).toBe(403);
    const otherOrganiser = await organiser();
    const edited = await app.inject({ method: 'PUT', url: `/api/courses/${created.id}`, headers: en(otherOrganiser), payload: { ...pine, name: 'Pine Ridge GC' } });
    expect(body(edited).data.name).toBe('Pine Ridge GC');
    // a plain member of a group does not count as an organiser
    const owner = await buildUser(app);
    const group = await buildGroup(app, owner);
    await addMember(app, group, plain);
    expect((await app.inject({ method: 'POST', url: '/api/courses', headers: en(plain), payload: pine })).statusCode).toBe(403);
  });

  it('a course that events of another committee play is changed only by that committee’s organisers or an admin', async () => {
    const owner = await buildUser(app);
    const group = await buildGroup(app, owner);
    const created = body(await app.inject({ method: 'POST', url: '/api/courses', headers: en(owner), payload: pine })).data;
    await buildActivity(app, group.id, { courseIds: [Number(created.id)] });
    const put = (u: TestUser) => app.inject({ method: 'PUT', url: `/api/courses/${created.id}`, headers: en(u), payload: { ...pine, name: 'Pine Ridge (renamed)' } });
    // anyone can found a committee and so organise one: that is not a say over another committee's course
    const stranger = await organiser();
    const refused = await put(stranger);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).msg).toMatch(/a course that another committee's events play only that committee's organisers or an administrator can change/);
    expect(body(await app.inject({ method: 'GET', url: `/api/courses/${created.id}`, headers: en(stranger) })).data).toMatchObject({ canEdit: false, name: pine.name });
    expect(body(await app.inject({ method: 'GET', url: `/api/courses?keyword=${encodeURIComponent(pine.name)}&pageSize=100`, headers: en(stranger) })).data.list.find((c: { id: string }) => c.id === created.id)).toMatchObject({ canEdit: false });
    const organiserThere = await buildUser(app);
    await addMember(app, group, organiserThere, 'organiser');
    expect((await put(organiserThere)).statusCode).toBe(200);
    expect((await put(await buildUser(app, { role: 'admin' }))).statusCode).toBe(200);
    // the detail counts the finished events that play it (their results follow its holes when computed again)
    const detail = async () => body(await app.inject({ method: 'GET', url: `/api/courses/${created.id}`, headers: en(owner) })).data;
    expect((await detail()).finishedEvents).toBe(0);
    await buildActivity(app, group.id, { courseIds: [Number(created.id)], status: 'finished' });
    await buildActivity(app, group.id, { courseIds: [Number(created.id) + 1000], status: 'finished' });
    expect((await detail()).finishedEvents).toBe(1);
    // and so does the answer to a change, which the editor shows next
    expect(body(await app.inject({ method: 'PUT', url: `/api/courses/${created.id}`, headers: en(owner), payload: pine })).data.finishedEvents).toBe(1);
  });

  it('a duplicate stroke index → 400 on both holes, each naming the other and the index not used yet, in the caller’s language', async () => {
    const org = await organiser();
    const holes = PINE_RIDGE_HOLES.map((h) => (h.number === 2 ? { ...h, strokeIndex: 7 } : h));
    const res = await app.inject({ method: 'POST', url: '/api/courses', headers: en(org), payload: { ...pine, holes } });
    expect(res.statusCode).toBe(400);
    expect(body(res).data.fields).toEqual([
      { path: 'holes.0.strokeIndex', message: 'Stroke index 7 is also on hole 2: each index once (not used yet: 3)' },
      { path: 'holes.1.strokeIndex', message: 'Stroke index 7 is also on hole 1: each index once (not used yet: 3)' },
    ]);
    const ja = await app.inject({ method: 'POST', url: '/api/courses', headers: { ...bearer(org.token), 'accept-language': 'ja-JP' }, payload: { ...pine, holes } });
    expect(body(ja).data.fields[0].message).toBe('ハンディキャップ番号 7 はホール 2 でも使われています。各番号は一度だけ使えます（未使用：3）');
  });

  it('the nines of a 27-hole venue: 9 holes, stroke indexes 1–9, a nine’s rating; listed by venue', async () => {
    const org = await organiser();
    const nine = (name: string) => ({
      name,
      venue: 'Lakeside CC',
      holes: Array.from({ length: 9 }, (_, i) => ({ number: i + 1, par: 4, strokeIndex: ((i * 4) % 9) + 1 })),
      tees: [{ name: 'Regular', rating: 35.2, slope: 126 }],
    });
    for (const name of ['East', 'West', 'South']) {
      expect((await app.inject({ method: 'POST', url: '/api/courses', headers: en(org), payload: nine(name) })).statusCode).toBe(200);
    }
    const list = body(await app.inject({ method: 'GET', url: '/api/courses?venue=Lakeside%20CC&holes=9', headers: en(org) })).data;
    expect(list.list.map((c: { name: string }) => c.name)).toEqual(['East', 'South', 'West']);
    const wrong = await app.inject({ method: 'POST', url: '/api/courses', headers: en(org), payload: { ...nine('North'), tees: [{ name: 'R', rating: 72, slope: 126 }] } });
    expect(body(wrong).data.fields).toEqual([{ path: 'tees.0.rating', message: 'The course rating of a nine lies between 25 and 45' }]);
  });
});
