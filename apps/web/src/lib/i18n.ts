import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, type Locale } from '@golf/shared/locales';

export const i18n = i18next.createInstance();

const bundles: Record<Locale, () => Promise<{ default: Record<string, Record<string, unknown>> }>> = {
  'zh-CN': () => import('../locales/zh-CN/bundle'),
  'en-US': () => import('../locales/en-US/bundle'),
  'ja-JP': () => import('../locales/ja-JP/bundle'),
};

const LOCALE_KEY = 'locale';

export function storedLocale(): Locale {
  const stored = localStorage.getItem(LOCALE_KEY);
  return (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as Locale) : DEFAULT_LOCALE;
}

export function storeLocale(locale: Locale) {
  localStorage.setItem(LOCALE_KEY, locale);
}

/** Loads a language's namespaces into i18next once. */
export async function loadTranslations(locale: Locale) {
  if (i18n.hasResourceBundle(locale, 'common')) return;
  const { default: namespaces } = await bundles[locale]();
  for (const [ns, resources] of Object.entries(namespaces)) i18n.addResourceBundle(locale, ns, resources, true, true);
}

export async function initI18n(locale: Locale) {
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    defaultNS: 'common',
    ns: ['common'],
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // the key trees are identical in every language (locales.test.ts), so the fallback is not preloaded
  await loadTranslations(locale);
}

/** Our zod messages are keys such as `validation.password.min`: translate them in the shared catalogue. */
export function translateValidation(key: string, params?: Record<string, unknown>) {
  return key.startsWith('validation.') ? i18n.t(`validation:${key.slice('validation.'.length)}`, params) : key;
}
