import { describe, expect, it } from 'vitest';
import { ActivityInputSchema, ActivityUpdateSchema, AddPlayerSchema, activityTimeIssues } from '../../src/schemas/activity';
import { CourseInputSchema } from '../../src/schemas/course';
import { issueKey } from '../../src/zod-i18n';
import en from '../../src/i18n/en-US/validation.json';
import ja from '../../src/i18n/ja-JP/validation.json';
import zh from '../../src/i18n/zh-CN/validation.json';

type Parseable = { safeParse(v: unknown): { success: boolean; error?: { issues: Parameters<typeof issueKey>[0][] } } };
function keysOf(schema: Parseable, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${issueKey(i).key}`);
}

const base = { groupId: '1', title: 'Spring Cup', acdate: '2030-05-01', regtime: '2030-04-28T20:00:00+08:00', capacity: 40 };

describe('ActivityInputSchema', () => {
  it('accepts the spec fields (acdate, cids) and normalises them to days and courseIds', () => {
    const a = ActivityInputSchema.parse({ ...base, cids: ['3', '4'] });
    expect(a.days).toEqual(['2030-05-01']);
    expect(a.courseIds).toEqual(['3', '4']);
    expect(a).toMatchObject({ type: 'stroke', teeOffTime: '08:00', public: false, divisions: [] });
  });

  it.each([
    ['二〇三〇年 春季 ゴルフ コンペ 第一回', []],
    ['一二三四五六七八九十一二三四五六七八九十', []],
    ['一二三四五六七八九十一二三四五六七八九十一', ['title:validation.activity.titleMax']],
    ['   ', ['title:validation.activity.titleRequired']],
    ['🏌️ Golf day', []],
  ])('title %j (≤ 20 characters of any script, spaces allowed)', (title, keys) => {
    expect(keysOf(ActivityInputSchema, { ...base, title })).toEqual(keys);
  });

  it('capacity ≥ 1', () => {
    expect(keysOf(ActivityInputSchema, { ...base, capacity: 0 })).toEqual(['capacity:validation.activity.capacity']);
  });

  it('deadlines must be before the first day tee-off, on the deadline’s own clock', () => {
    const day = { ...base, acdate: undefined, days: ['2030-05-01', '2030-05-02'], teeOffTime: '07:30' };
    expect(keysOf(ActivityInputSchema, { ...day, regtime: '2030-05-01T07:29:00+09:00' })).toEqual([]);
    expect(keysOf(ActivityInputSchema, { ...day, regtime: '2030-05-01T07:30:00+09:00' })).toEqual([
      'regtime:validation.activity.regtimeBeforeEvent',
    ]);
    expect(keysOf(ActivityInputSchema, { ...day, starttime: '2030-05-02T06:00:00Z' })).toEqual([
      'starttime:validation.activity.starttimeBeforeEvent',
    ]);
    expect(keysOf(ActivityInputSchema, { ...day, days: ['2030-05-02', '2030-05-01'], regtime: '2030-04-01T00:00:00Z' })).toEqual([
      'days:validation.activity.daysOrder',
    ]);
    expect(keysOf(ActivityInputSchema, { ...base, acdate: undefined })).toEqual(['days:validation.activity.daysRequired']);
  });

  it('update keeps absent fields absent (no defaults) and the time rules run on the merged event', () => {
    expect(ActivityUpdateSchema.parse({ title: 'New' })).toEqual({ title: 'New', days: undefined, courseIds: undefined });
    expect(activityTimeIssues({ days: ['2030-05-01'], teeOffTime: '08:00', regtime: '2030-05-01T09:00:00+08:00' })).toEqual([
      { path: ['regtime'], message: 'validation.activity.regtimeBeforeEvent' },
    ]);
  });

  it('adding a player: a member by id or a guest with name and sex', () => {
    expect(AddPlayerSchema.safeParse({ userId: '7' }).success).toBe(true);
    expect(AddPlayerSchema.safeParse({ name: 'Guest', sex: 'F', handicap: 18.4, contact: '090' }).success).toBe(true);
    expect(AddPlayerSchema.safeParse({ name: 'Guest' }).success).toBe(false);
  });
});

describe('CourseInputSchema', () => {
  const holes18 = Array.from({ length: 18 }, (_, i) => ({ number: i + 1, par: i % 6 === 2 ? 3 : 4, strokeIndex: i + 1 }));

  it('accepts 18 holes with stroke indexes 1–18 once each', () => {
    expect(keysOf(CourseInputSchema, { name: 'Pine', holes: holes18, tees: [{ name: 'Blue', rating: 72.1, slope: 128 }] })).toEqual([]);
  });

  it('reports a duplicate stroke index on both holes that have it', () => {
    const holes = holes18.map((h) => (h.number === 5 ? { ...h, strokeIndex: 2 } : h));
    expect(keysOf(CourseInputSchema, { name: 'Pine', holes })).toEqual([
      'holes.1.strokeIndex:validation.course.strokeIndexDuplicate',
      'holes.4.strokeIndex:validation.course.strokeIndexDuplicate',
    ]);
  });

  it.each([
    ['1–9', (i: number) => i + 1, [5, 7], '7'],
    ['odd of 1–18', (i: number) => 2 * i + 1, [3, 5], '5'],
    ['even of 1–18', (i: number) => 2 * i + 2, [2, 4], '4'],
    ['18 holes', (i: number) => i + 1, [1, 2], '2'],
  ])('a duplicate stroke index on %s names the index not used yet, by the numbering in use', (label, si, [from, to], unused) => {
    const count = label === '18 holes' ? 18 : 9;
    // the hole that had index `to` takes `from`, already on another hole
    const holes = Array.from({ length: count }, (_, i) => ({ number: i + 1, par: 4, strokeIndex: si(i) === to ? from : si(i) }));
    const result = CourseInputSchema.safeParse({ name: 'East', holes });
    const issue = result.success ? undefined : result.error.issues.find((i) => i.message === 'validation.course.strokeIndexDuplicate');
    expect((issue as { params?: { unused?: string } } | undefined)?.params?.unused).toBe(unused);
  });

  it.each([
    ['1–9', (i: number) => i + 1, []],
    ['odd of 1–18', (i: number) => 2 * i + 1, []],
    ['even of 1–18', (i: number) => 2 * i + 2, []],
    ['mixed', (i: number) => (i === 0 ? 18 : 2 * i + 1), ['holes:validation.course.strokeIndexNine']],
  ])('a nine with stroke indexes %s', (_, si, keys) => {
    const holes = Array.from({ length: 9 }, (_, i) => ({ number: i + 1, par: 4, strokeIndex: si(i) }));
    expect(keysOf(CourseInputSchema, { name: 'East', venue: 'Lakeside', holes, tees: [{ name: 'Regular', rating: 35.2, slope: 126 }] })).toEqual(keys);
  });

  it('9 or 18 holes, numbered once each; par 3–6; rating and slope in range', () => {
    expect(keysOf(CourseInputSchema, { name: 'X', holes: holes18.slice(0, 12) })).toEqual(['holes:validation.course.holesCount']);
    const renumbered = holes18.map((h) => (h.number === 18 ? { ...h, number: 17 } : h));
    expect(keysOf(CourseInputSchema, { name: 'X', holes: renumbered })).toEqual(['holes.17.number:validation.course.holeNumbers']);
    const par7 = holes18.map((h) => (h.number === 1 ? { ...h, par: 7 } : h));
    expect(keysOf(CourseInputSchema, { name: 'X', holes: par7 })).toEqual(['holes.0.par:validation.course.par']);
    expect(keysOf(CourseInputSchema, { name: 'X', holes: holes18, tees: [{ name: 'B', rating: 35, slope: 160 }] })).toEqual([
      'tees.0.slope:validation.course.teeSlope',
      'tees.0.rating:validation.course.teeRating',
    ]);
  });
});

describe('validation texts', () => {
  const lookup = (tree: unknown, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
  it.each(['course', 'activity'])('validation.%s.* exist in all three languages with the same keys', (domain) => {
    const keys = Object.keys(lookup(en, domain) as object).sort();
    expect(Object.keys(lookup(zh, domain) as object).sort()).toEqual(keys);
    expect(Object.keys(lookup(ja, domain) as object).sort()).toEqual(keys);
  });
});

describe('a required text left empty by a form (undefined) names the field, not "this field is required"', () => {
  it('a sponsorship title and a prize item name', async () => {
    const { DonationInputSchema } = await import('../../src/schemas/donation');
    const { PrizeSchema } = await import('../../src/schemas/prize');
    const title = DonationInputSchema.safeParse({ contact: 'Ann, 090' }).error?.issues.find((i) => i.path[0] === 'title');
    expect(title?.message).toBe('validation.donation.title');
    const name = PrizeSchema.safeParse({ num: 1 }).error?.issues.find((i) => i.path[0] === 'name');
    expect(name?.message).toBe('validation.prize.name');
  });
});
