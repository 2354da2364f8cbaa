import { toNamePathStr as antdToNamePathStr } from 'antd/es/form/hooks/useForm';
import { describe, expect, it } from 'vitest';
import { toNamePathStr } from './radio-name-path';

describe('toNamePathStr (radio-name-path.ts), the copy of antd’s helper that Radio.Group reads', () => {
  it.each([['handicap'], [['players', 0, 'name']], [3], [undefined], [[]]])('%j as antd says', (name) => {
    expect(toNamePathStr(name as never)).toBe(antdToNamePathStr(name as never));
  });
});
