import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates in the UI language (the event day is a calendar date, shown without a time); the same function while the language stays. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return (iso: string | null | undefined) => {
      if (!iso) return '–';
      const value = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00` : iso);
      return Number.isNaN(value.getTime()) ? iso : date.format(value);
    };
  }, [i18n.language]);
}

/** A month ('2026-11') in the UI language: "Nov 2026", "2026年11月"; the same function while the language stays. */
export function useMonthFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const month = new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'short' });
    return (yearMonth: string) => {
      const value = new Date(`${yearMonth}-01T00:00:00`);
      return Number.isNaN(value.getTime()) ? yearMonth : month.format(value);
    };
  }, [i18n.language]);
}
