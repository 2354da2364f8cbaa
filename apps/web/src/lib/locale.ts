import dayjs from 'dayjs';
import { useEffect } from 'react';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { create } from 'zustand';
import type { Locale } from '@golf/shared/locales';
import { i18n, loadTranslations, storeLocale } from './i18n';
import { queryClient } from './query-client';
import { antdLocales, dayjsLocales, localeChosenHere } from './startup';

export const useAntdLocale = create<{ antdLocale?: AntdLocale }>(() => ({}));

/** Switches i18next, dayjs and antd together, after everything for the language has loaded. */
export async function applyLocale(locale: Locale, store = false) {
  const [dayjsName, loadDayjs] = dayjsLocales[locale];
  const [{ default: antdLocale }] = await Promise.all([antdLocales[locale](), loadDayjs(), loadTranslations(locale)]);
  dayjs.locale(dayjsName);
  useAntdLocale.setState({ antdLocale });
  const changed = i18n.language !== locale;
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  // the tab's title in the language too: pages outside the app's shell (login, TV board, print) keep the app's name, those
  // inside set "page · app" themselves (layout/page-heading.tsx)
  if (!document.title.includes(' · ')) document.title = i18n.t('common:appName');
  // the server translates messages, results and errors when they are read: fetch them again in the new language
  if (changed) void queryClient.invalidateQueries();
  if (store) storeLocale(locale);
}

/**
 * The account's language (its profile's, which its mails are in) on a device where no language was chosen: a Japanese
 * member logging in on a new phone got the default Chinese. Applied once the session user is known, and kept for the
 * device; a language chosen on the device (the header's switch, also on the login page) stays.
 */
export function useAccountLocale(locale: Locale | null | undefined): void {
  useEffect(() => {
    if (locale && !localeChosenHere() && locale !== i18n.language) void applyLocale(locale, true);
  }, [locale]);
}
