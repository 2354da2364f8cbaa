import { DEFAULT_LOCALE, FALLBACK_LOCALE, type Locale } from '@golf/shared/locales';
import validationEn from '@golf/shared/i18n/en-US/validation.json';
import validationJa from '@golf/shared/i18n/ja-JP/validation.json';
import validationZh from '@golf/shared/i18n/zh-CN/validation.json';
import en from '../locales/en-US.json';
import ja from '../locales/ja-JP.json';
import zh from '../locales/zh-CN.json';

type Tree = { [key: string]: string | Tree };

const catalogs: Record<Locale, Tree> = {
  'zh-CN': { ...(zh as Tree), validation: validationZh as Tree },
  'en-US': { ...(en as Tree), validation: validationEn as Tree },
  'ja-JP': { ...(ja as Tree), validation: validationJa as Tree },
};

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type Params = Record<string, unknown>;

const rules = new Map<Locale, Intl.PluralRules>();
const pluralRules = (locale: Locale) => rules.get(locale) ?? rules.set(locale, new Intl.PluralRules(locale)).get(locale)!;

/**
 * Translates a dotted key of the server catalogs (`errors.*`, `messages.*`, `mail.*`, `validation.*`). As in i18next,
 * a `context` param picks `key_<context>` when the catalog has it (a message to the player who left says "you").
 */
export function translate(locale: Locale | undefined, key: string, params: Params = {}): string {
  const lang = locale ?? DEFAULT_LOCALE;
  // a counted text (`count` a number) has i18next's plural forms, `key_one` and `key_other`, picked by the language's rules
  const plural = typeof params.count === 'number' ? `${key}_${pluralRules(lang).select(params.count)}` : null;
  const context = typeof params.context === 'string' && params.context !== '' ? `${key}_${params.context}` : null;
  const find = (tree: Tree) =>
    (context ? lookup(tree, context) : undefined) ?? (plural ? (lookup(tree, plural) ?? lookup(tree, `${key}_other`)) : undefined) ?? lookup(tree, key);
  const text = find(catalogs[lang]) ?? find(catalogs[FALLBACK_LOCALE]) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function translator(locale: Locale | undefined) {
  return (key: string, params?: Params) => translate(locale, key, params);
}
