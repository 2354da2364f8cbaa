const files = import.meta.glob<Record<string, unknown>>('./*.json', { import: 'default' });

/**
 * A loader per namespace of this language (a small chunk each, fetched when first needed; see lib/i18n.ts; the
 * startup and shell namespaces share a chunk, apps/web/chunk-groups.ts translationGroups),
 * plus the shared `validation` catalogue. The key trees are the same in every language (locales.test.ts).
 */
export default {
  ...Object.fromEntries(Object.entries(files).map(([path, load]) => [path.slice(2, -5), load])),
  validation: () => import('@golf/shared/i18n/ja-JP/validation.json').then((m) => m.default as Record<string, unknown>),
} as Record<string, () => Promise<Record<string, unknown>>>;
