import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@golf/shared/locales';
import enUS from '../locales/en-US/bundle';
import jaJP from '../locales/ja-JP/bundle';
import zhCN from '../locales/zh-CN/bundle';

export const i18n = i18next.createInstance();

/**
 * Translations are loaded per namespace and language, each from its own small chunk (locales/<lang>/bundle.ts).
 * At startup only STARTUP_NAMESPACES are loaded (main.tsx awaits them, so the shell never shows a raw key);
 * every other namespace is loaded the first time a component asks for it: `useTranslation('flights')` suspends
 * until `flights` is there (react-i18next's Suspense mode; the layouts hold the Suspense boundaries), so a new
 * page or feature needs nothing but its `useTranslation(ns)` call. `t('other:key')` without `other` in the
 * component's useTranslation list is only safe for the startup namespaces.
 * Right after startup the other namespaces of the language are fetched in the background (a few KB each, not awaited),
 * so a page opened later rarely waits for its translations, and a deep link's page does not wait for a second round trip.
 */
export const STARTUP_NAMESPACES = ['common', 'layout', 'menu', 'validation'];
/** what the signed-in shell itself shows (menu settings, message box): loaded with the shell's code (app/router.tsx) */
export const SHELL_NAMESPACES = ['settings', 'messages'];

const loaders: Record<Locale, Record<string, () => Promise<Record<string, unknown>>>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
  'ja-JP': jaJP,
};

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[language as Locale]?.[namespace];
    if (!load) {
      callback(new Error(`i18n: no namespace "${namespace}" in ${language}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, false),
    );
  },
};

const LOCALE_KEY = 'locale';

export function storedLocale(): Locale {
  const stored = localStorage.getItem(LOCALE_KEY);
  return (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as Locale) : DEFAULT_LOCALE;
}

export function storeLocale(locale: Locale) {
  localStorage.setItem(LOCALE_KEY, locale);
}

/** Loads, for a language, every namespace loaded so far (startup ones and those pages asked for), so switching shows no raw key. */
export async function loadTranslations(locale: Locale) {
  await i18n.loadLanguages(locale);
}

/** Loads namespaces of the current language ahead of rendering (e.g. a lazily opened tab). */
export async function loadNamespaces(ns: string | string[]) {
  await i18n.loadNamespaces(ns);
}

export async function initI18n(locale: Locale) {
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: locale,
      // the key trees are identical in every language (locales.test.ts): no fallback language is downloaded
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      load: 'currentOnly',
      defaultNS: 'common',
      ns: STARTUP_NAMESPACES,
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
      // no advertisement in our users' consoles
      showSupportNotice: false,
    });
  void i18n.loadNamespaces(Object.keys(loaders[locale]));
}

/** Our zod messages are keys such as `validation.password.min`: translate them in the shared catalogue (loaded at startup). */
export function translateValidation(key: string, params?: Record<string, unknown>) {
  return key.startsWith('validation.') ? i18n.t(`validation:${key.slice('validation.'.length)}`, params) : key;
}
