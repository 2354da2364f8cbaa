import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A list in the UI language ("A, B and C", "A、B和C", "A、B、C"); the same function while the language stays. */
export function useListFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
    return (items: readonly string[]) => list.format(items);
  }, [i18n.language]);
}
