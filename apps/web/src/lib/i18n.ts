import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '@golf/shared/locales';
import { afterFirstScreen, namespaceLoaders as loaders, STARTUP_NAMESPACES, whenIdle } from './startup';

export { SHELL_NAMESPACES, STARTUP_NAMESPACES, storedLocale, storeLocale } from './startup';

export const i18n = i18next.createInstance();

/**
 * Translations are loaded per namespace and language, each from its own small chunk (locales/<lang>/bundle.ts).
 * At startup only STARTUP_NAMESPACES are loaded (app/start.tsx awaits them, so the shell never shows a raw key);
 * every other namespace is loaded the first time a component asks for it: `useTranslation('flights')` suspends
 * until `flights` is there (react-i18next's Suspense mode; the layouts hold the Suspense boundaries), so a new
 * page or feature needs nothing but its `useTranslation(ns)` call. `t('other:key')` without `other` in the
 * component's useTranslation list is only safe for the startup namespaces.
 * The first page's own namespaces (its route's meta.namespaces) download with its code (lib/startup.ts).
 * Once the first page is there (the router's first navigation done, then lib/startup.ts afterFirstScreen) the other namespaces of the language are
 * fetched in the background (a few KB each, not awaited), so a page opened later rarely waits for its translations.
 * Not earlier: twenty requests at startup queued in front of the first page's own code and locale (six connections
 * per host over HTTP/1.1) and delayed the first paint.
 */

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

/** Loads, for a language, every namespace loaded so far (startup ones and those pages asked for), so switching shows no raw key. */
export async function loadTranslations(locale: Locale) {
  await i18n.loadLanguages(locale);
}

/** Loads namespaces of the current language ahead of rendering (e.g. a lazily opened tab). */
export async function loadNamespaces(ns: string | string[]) {
  await i18n.loadNamespaces(ns);
}

/** `firstPage`: the namespaces of the first page, already downloading (lib/startup.ts), loaded with the startup ones */
export async function initI18n(locale: Locale, firstPage: string[] = []) {
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
      ns: [...STARTUP_NAMESPACES, ...firstPage],
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
      // no advertisement in our users' consoles
      showSupportNotice: false,
      // the language is set as init is called, not in a timer after it: the router, created in the next task
      // (app/start.tsx), sends it with its first API reads (Accept-Language) and loads the shell's namespaces in it
      initAsync: false,
    });
}

/**
 * The background download of every namespace of the current language (main.tsx, once the first page is there), one
 * namespace per idle moment: all at once, their arrival was one 60-80 ms task on a slowed phone, while the page may be
 * in use.
 */
export function prefetchNamespacesWhenIdle() {
  afterFirstScreen(() => {
    const waiting = Object.keys(loaders[i18n.language as Locale] ?? {}).filter((ns) => !i18n.hasLoadedNamespace(ns));
    const next = () => {
      const ns = waiting.shift();
      if (!ns) return;
      void i18n.loadNamespaces(ns).finally(() => whenIdle(next, 1000, 50));
    };
    next();
  });
}

/** Our zod messages are keys such as `validation.password.min`: translate them in the shared catalogue (loaded at startup). */
export function translateValidation(key: string, params?: Record<string, unknown>) {
  return key.startsWith('validation.') ? i18n.t(`validation:${key.slice('validation.'.length)}`, params) : key;
}
