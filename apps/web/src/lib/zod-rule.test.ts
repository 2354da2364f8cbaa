import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FormInstance, RuleObject } from 'antd/es/form';
import { lazyShape, loadSchema, parsedOrAsTyped, zodFormRule, zodRule } from './zod-rule';

// Forms load their shared schemas (and zod) as they mount rather than with the page; these are the pieces that do it.
// (The refusals' texts come from the validation translations, which these node tests do not load.)
const Schema = z.object({
  name: z.string().trim().min(1, { error: 'validation.required' }),
  from: z.number(),
  to: z.number(),
}).refine((v) => v.to >= v.from, { path: ['to'], error: 'validation.activity.order' });
const load = () => Promise.resolve(Schema);
const broken = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

const validate = (rule: unknown, value: unknown) => (rule as RuleObject).validator!(rule as RuleObject, value, () => undefined);

describe('zod-rule with lazily loaded schemas', () => {
  it('lazyShape answers loaders of the fields of a loaded object schema', async () => {
    const shape = lazyShape(load);
    expect(await shape.name()).toBe(Schema.shape.name);
    expect(await shape.to()).toBe(Schema.shape.to);
    // not mistaken for a promise when awaited or returned from an async function
    expect(await Promise.resolve(shape)).toBe(shape);
  });

  it('zodRule checks with a loaded schema: a valid value passes, an invalid one is refused with a message', async () => {
    const rule = zodRule(lazyShape(load).name);
    await expect(validate(rule, 'Spring Cup')).resolves.toBeUndefined();
    await expect(validate(rule, '   ')).rejects.toBeInstanceOf(Error);
  });

  it('a schema whose download failed checks nothing in the browser (the server checks it)', async () => {
    expect(await loadSchema(broken)).toBeNull();
    expect(await loadSchema(Schema)).toBe(Schema);
    await expect(validate(zodRule(broken), '   ')).resolves.toBeUndefined();
  });

  it('zodFormRule checks the whole form with a loaded schema and shows the issue of its own field', async () => {
    const form = (values: object) => ({ getFieldsValue: () => values }) as unknown as FormInstance;
    const rule = (values: object, path: string) => zodFormRule(load, [path])(form(values));
    await expect(validate(rule({ name: 'A', from: 5, to: 3 }, 'to'), 3)).rejects.toBeInstanceOf(Error);
    await expect(validate(rule({ name: 'A', from: 5, to: 3 }, 'from'), 5)).resolves.toBeUndefined();
    await expect(validate(rule({ name: 'A', from: 1, to: 3 }, 'to'), 3)).resolves.toBeUndefined();
    await expect(validate(zodFormRule(broken, ['to'])(form({ from: 5, to: 3 })), 3)).resolves.toBeUndefined();
  });

  it('parsedOrAsTyped sends what the schema turns out, or what was typed when it refuses it or did not download', async () => {
    expect(await parsedOrAsTyped(load, { name: '  Cup ', from: 1, to: 2 })).toEqual({ name: 'Cup', from: 1, to: 2 });
    expect(await parsedOrAsTyped(load, { name: '  Cup ', from: 3, to: 2 })).toEqual({ name: '  Cup ', from: 3, to: 2 });
    expect(await parsedOrAsTyped(broken as typeof load, { name: '  Cup ', from: 1, to: 2 })).toEqual({ name: '  Cup ', from: 1, to: 2 });
  });
});
