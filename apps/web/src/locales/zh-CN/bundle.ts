import validation from '@golf/shared/i18n/zh-CN/validation.json';

const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });

/** Every namespace of this language in one chunk, plus the shared `validation` catalogue. */
export default {
  ...Object.fromEntries(Object.entries(files).map(([path, resources]) => [path.slice(2, -5), resources])),
  validation,
} as Record<string, Record<string, unknown>>;
