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

/** The translation catalogs: the web app's namespaces, the shared validation messages and the server's messages and mails. */
const CATALOGS = [
  { name: 'web', files: (locale: string) => namespaceFiles(join(dir, locale)) },
  { name: 'shared', files: (locale: string) => namespaceFiles(join(dir, '../../../../packages/shared/src/i18n', locale)) },
  { name: 'server', files: (locale: string) => [{ ns: 'server', path: join(dir, '../../../server/src/locales', `${locale}.json`) }] },
];

function namespaceFiles(folder: string) {
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ ns: f.slice(0, -5), path: join(folder, f) }));
}

function tree(files: { ns: string; path: string }[]): Map<string, unknown> {
  const all = new Map<string, unknown>();
  for (const { ns, path } of files) {
    for (const [key, leaf] of leaves(JSON.parse(readFileSync(path, 'utf8')))) all.set(`${ns}:${key}`, leaf);
  }
  return all;
}

/**
 * i18next's plural forms (`key_one`, `key_other`…): every language writes the same keys, so a counted text has the
 * forms of every language (zh-CN and ja-JP repeat their one form as `_one`, which i18next never picks for them).
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Keys written twice in one object of a JSON text (JSON.parse silently keeps the last one). */
function duplicateKeys(text: string): string[] {
  const duplicates: string[] = [];
  const stack: (Set<string> | null)[] = []; // a Set per open object, null per open array
  const token = /"(?:[^"\\]|\\.)*"|[{}[\]:]/g;
  let previous: string | undefined;
  for (const [t] of text.matchAll(token)) {
    if (t === '{') stack.push(new Set());
    else if (t === '[') stack.push(null);
    else if (t === '}' || t === ']') stack.pop();
    else if (t === ':' && previous?.startsWith('"')) {
      const keys = stack[stack.length - 1];
      const key = JSON.parse(previous) as string;
      if (keys?.has(key)) duplicates.push(key);
      keys?.add(key);
    }
    previous = t;
  }
  return duplicates;
}

describe.each(CATALOGS)('$name locale files', ({ files }) => {
  const trees = Object.fromEntries(LOCALES.map((l) => [l, tree(files(l))]));

  it.each(LOCALES)('%s has the same namespace files and keys as the default locale', (locale) => {
    expect([...trees[locale].keys()].sort()).toEqual([...trees[DEFAULT_LOCALE].keys()].sort());
  });

  it.each(LOCALES)('%s writes every plural form of its language for a counted text', (locale) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
    const forms = new Map<string, string[]>();
    for (const key of trees[locale].keys()) {
      const form = PLURAL.exec(key)?.[1];
      if (form) forms.set(key.replace(PLURAL, ''), [...(forms.get(key.replace(PLURAL, '')) ?? []), form]);
    }
    const wrong = [...forms].filter(([, have]) => categories.some((c) => !have.includes(c))).map(([base, have]) => `${base}: ${have.join(', ')}`);
    expect(wrong).toEqual([]);
  });

  it.each(LOCALES)('%s writes no key twice in the same object', (locale) => {
    const twice = files(locale).flatMap(({ ns, path }) => duplicateKeys(readFileSync(path, 'utf8')).map((k) => `${ns}:${k}`));
    expect(twice).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty or non-string value', (locale) => {
    const bad = [...trees[locale]].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it.each(LOCALES)('%s uses the same interpolation variables as en-US', (locale) => {
    const vars = (s: unknown) => [...String(s).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const diff = [...trees['en-US']]
      // a plural form may leave out the {{count}} it is chosen by ("1 player" reads "the player")
      .filter(([k, v]) => {
        const uncounted = (s: unknown) => vars(s).filter((name) => !PLURAL.test(k) || name !== 'count');
        return JSON.stringify(uncounted(v)) !== JSON.stringify(uncounted(trees[locale].get(k)));
      })
      .map(([k]) => k);
    expect(diff).toEqual([]);
  });

  it('has translations, not English, in zh-CN and ja-JP', () => {
    for (const locale of ['zh-CN', 'ja-JP']) {
      const copied = [...trees['en-US']]
        // words outside the {{variables}}: a template of variables alone reads the same everywhere
        .filter(([k, v]) => typeof v === 'string' && /[a-z]{4,}/i.test(v.replace(/{{\s*\w+\s*}}/g, '')) && trees[locale].get(k) === v)
        .map(([k]) => k)
        .filter((k) => !ALLOWED_SAME.has(k));
      expect(copied, locale).toEqual([]);
    }
  });
});

/** Proper names and codes that read the same in every language. */
const ALLOWED_SAME = new Set<string>(['auth:login.google']);
