import { describe, expect, it } from 'vitest';
import { parseTypedHandicap, parseTypedNumber, showTypedHandicap } from './number-input';

describe('parseTypedNumber', () => {
  it.each([
    ['18.4', '18.4'],
    ['１２．５', '12.5'],
    ['－３', '-3'],
    ['−2.5', '-2.5'],
    ['ー1', '-1'],
    ['18,4', '18.4'],
    ['1,000', '1000'],
    ['１２。５', '12.5'],
    ['1｡5', '1.5'],
    ['0,125', '0.125'],
    ['12 345', '12345'],
    ['', ''],
    [undefined, ''],
  ])('reads %s as %s', (typed, read) => {
    expect(parseTypedNumber(typed)).toBe(read);
  });
});

describe('a handicap typed and shown', () => {
  it.each([
    ['+2', '-2'],
    ['+1.5', '-1.5'],
    ['＋２．５', '-2.5'],
    ['-2', '-2'],
    ['+-2', '-2'],
    ['18.4', '18.4'],
    ['+', '-'],
    ['', ''],
  ])('reads %s as %s (a plus handicap is stored negative)', (typed, read) => {
    expect(parseTypedHandicap(typed)).toBe(read);
  });

  it('shows a stored plus handicap with +, so that what is shown reads back the same', () => {
    expect(showTypedHandicap('-2.0')).toBe('+2.0');
    expect(showTypedHandicap('-2')).toBe('+2.0');
    expect(showTypedHandicap('-2', { userTyping: true })).toBe('+2');
    expect(showTypedHandicap(18.4)).toBe('18.4');
    expect(showTypedHandicap('12')).toBe('12.0');
    expect(showTypedHandicap(undefined)).toBe('');
    for (const stored of ['-2.0', '0.0', '12.5']) expect(parseTypedHandicap(showTypedHandicap(stored))).toBe(stored);
  });
});
