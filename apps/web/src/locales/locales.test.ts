import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@golf/shared/locales';

const dir = import.meta.dirname;

function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

function tree(locale: string): Map<string, unknown> {
  const all = new Map<string, unknown>();
  for (const file of readdirSync(join(dir, locale)).filter((f) => f.endsWith('.json')).sort()) {
    const ns = file.slice(0, -5);
    for (const [path, leaf] of leaves(JSON.parse(readFileSync(join(dir, locale, file), 'utf8')))) all.set(`${ns}:${path}`, leaf);
  }
  return all;
}

describe('locale files', () => {
  const trees = Object.fromEntries(LOCALES.map((l) => [l, tree(l)]));

  it.each(LOCALES)('%s has the same namespace files and keys as the default locale', (locale) => {
    expect([...trees[locale].keys()].sort()).toEqual([...trees[DEFAULT_LOCALE].keys()].sort());
  });

  it.each(LOCALES)('%s has no empty or non-string value', (locale) => {
    const bad = [...trees[locale]].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it.each(LOCALES)('%s uses the same interpolation variables as en-US', (locale) => {
    const vars = (s: unknown) => [...String(s).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const diff = [...trees['en-US']]
      .filter(([k, v]) => JSON.stringify(vars(v)) !== JSON.stringify(vars(trees[locale].get(k))))
      .map(([k]) => k);
    expect(diff).toEqual([]);
  });

  it('has translations, not English, in zh-CN and ja-JP', () => {
    for (const locale of ['zh-CN', 'ja-JP']) {
      const copied = [...trees['en-US']]
        .filter(([k, v]) => typeof v === 'string' && /[a-z]{4,}/i.test(v) && trees[locale].get(k) === v)
        .map(([k]) => k)
        .filter((k) => !ALLOWED_SAME.has(k));
      expect(copied, locale).toEqual([]);
    }
  });
});

/** Proper names and codes that read the same in every language. */
const ALLOWED_SAME = new Set<string>(['auth:login.google']);
