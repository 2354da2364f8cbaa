import { describe, expect, it } from 'vitest';
import { parseTypedNumber } from './number-input';

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
