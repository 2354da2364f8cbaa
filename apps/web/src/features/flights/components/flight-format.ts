import { useTranslation } from 'react-i18next';

/** "OUT · hole 1", "IN · hole 10", "Hole 7B": the starting tee as golfers write it. */
export function useStartLabel() {
  const { t } = useTranslation('flights');
  return (startHole: number, startGroup = '') => {
    if (startHole === 1 && !startGroup) return t('start.out');
    if (startHole === 10 && !startGroup) return t('start.in');
    return t('start.hole', { hole: `${startHole}${startGroup}` });
  };
}

/** An event day in the UI language, e.g. "Sat, Jun 14". */
export function formatFlightDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', weekday: 'short' }).format(new Date(`${day}T12:00:00`));
}
