import { useTranslation } from 'react-i18next';

/** Dates in the UI language (the event day is a calendar date, shown without a time). */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (iso: string | null | undefined) => {
    if (!iso) return '–';
    const value = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00` : iso);
    return Number.isNaN(value.getTime()) ? iso : date.format(value);
  };
}
