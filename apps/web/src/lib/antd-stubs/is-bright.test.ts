import { AggregationColor } from 'antd/es/color-picker/color';
import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
import { describe, expect, it } from 'vitest';
import { isBright } from './is-bright';

describe('isBright (is-bright.ts), the copy of antd’s helper that its button and tag styles read', () => {
  const colours = ['#000', '#fff', '#1677ff', '#fadb14', '#f5f5f5', '#c0c0c0', 'rgba(255,255,255,0.3)', 'rgba(0,0,0,0.4)', 'rgba(250,219,20,0.5)', '#00000073', '#ffffffd9'];
  it.each(colours.flatMap((colour) => ['#fff', '#000', '#141414'].map((background) => [colour, background])))('%s on %s as antd says', (colour, background) => {
    expect(isBright(new AggregationColor(colour), background)).toBe(antdIsBright(new AggregationColor(colour), background));
  });

  it('tells bright from dark', () => {
    expect(isBright(new AggregationColor('#fff'), '#fff')).toBe(true);
    expect(isBright(new AggregationColor('#000'), '#fff')).toBe(false);
  });
});
