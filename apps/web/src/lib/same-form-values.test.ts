import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { sameFormValues } from './same-form-values';

describe('sameFormValues (is there unsaved work in a form?)', () => {
  const notice = { groupId: '7', title: '', content: '', pinned: false };

  it('sees a typed title or content, a switch, another group', () => {
    expect(sameFormValues({ ...notice }, notice)).toBe(true);
    expect(sameFormValues({ ...notice, title: 'Tee times' }, notice)).toBe(false);
    expect(sameFormValues({ ...notice, content: ' ' }, notice)).toBe(false);
    expect(sameFormValues({ ...notice, pinned: true }, notice)).toBe(false);
    expect(sameFormValues({ ...notice, groupId: '8' }, notice)).toBe(false);
  });

  it('takes an emptied field for an empty one: typing then deleting leaves nothing to lose', () => {
    expect(sameFormValues({ ...notice, groupId: undefined }, { ...notice, groupId: '' })).toBe(true);
    expect(sameFormValues({ handicap: null, locale: undefined }, { handicap: undefined, locale: null })).toBe(true);
    expect(sameFormValues({ handicap: 0 }, { handicap: null })).toBe(false);
    expect(sameFormValues({ pinned: false }, { pinned: undefined })).toBe(false);
  });

  it('compares dates by the day and time they stand for, and lists and nested values by content', () => {
    const days = [dayjs('2026-10-04'), dayjs('2026-10-05')];
    expect(sameFormValues({ days, teeOffTime: dayjs('2026-10-04T08:00:00Z') }, { days: days.map((d) => d.clone()), teeOffTime: dayjs('2026-10-04T08:00:00Z') })).toBe(true);
    expect(sameFormValues({ days }, { days: [days[0]] })).toBe(false);
    expect(sameFormValues({ birthday: dayjs('1980-01-02') }, { birthday: dayjs('1980-01-03') })).toBe(false);
    expect(sameFormValues({ birthday: dayjs('1980-01-02') }, { birthday: null })).toBe(false);
    expect(sameFormValues({ system: { type: 'newPeoria', cap: 36 } }, { system: { cap: 36, type: 'newPeoria' } })).toBe(true);
    expect(sameFormValues({ system: { type: 'newPeoria', cap: 36 } }, { system: { type: 'newPeoria', cap: 30 } })).toBe(false);
    expect(sameFormValues({ courseIds: ['1', '2'] }, { courseIds: ['2', '1'] })).toBe(false);
    expect(sameFormValues({ divisions: [] }, { divisions: {} })).toBe(false);
  });
});
