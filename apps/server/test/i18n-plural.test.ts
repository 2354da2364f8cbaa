import { describe, expect, it } from 'vitest';
import { translate } from '../src/lib/i18n';
import { reasonText } from '../src/modules/prizes/awards.service';

describe('counted server texts', () => {
  it('pick the plural form of the language (one birdie, three birdies), and a text without forms stays as it is', () => {
    expect(translate('en-US', 'award.reason.birdies', { count: 1 })).toBe('1 birdie or better');
    expect(translate('en-US', 'award.reason.birdies', { count: 3 })).toBe('3 birdies or better');
    expect(translate('zh-CN', 'award.reason.birdies', { count: 1 })).toBe('1 个小鸟或更好');
    expect(translate('ja-JP', 'errors.uploadInvalid', { count: 2 })).toContain('2 行にエラー');
    expect(translate('en-US', 'errors.uploadInvalid', { count: 1 })).toBe('1 row has errors, so nothing was saved. Correct the row listed and upload again.');
    expect(translate('en-US', 'errors.flightsInvalid', { count: 1, first: 'Flight 2: empty.' })).toBe(
      'The flights were not saved (1 problem): Flight 2: empty. Fix the marked flight and save again.',
    );
    expect(translate('en-US', 'errors.alreadyMember', { count: 1 })).toBe(translate('en-US', 'errors.alreadyMember'));
  });

  it('the lucky draw counts its pool: "among 1 players" no more, on the awards, the spreadsheet and the ceremony sheet', () => {
    expect(reasonText('en-US', { code: 'luckyDraw', params: { among: 1 } })).toBe('Drawn: the only one eligible');
    expect(reasonText('en-US', { code: 'luckyDraw', params: { among: 7 } })).toBe('Drawn among 7 players');
    expect(reasonText('ja-JP', { code: 'luckyDraw', params: { among: 7 } })).toBe('7 人の中から抽選');
  });
});
