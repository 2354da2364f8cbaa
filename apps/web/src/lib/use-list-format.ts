import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list in the UI language; the same function while the language stays. `long` joins the last item with "and"
 * ("A, B and C", "A、B和C", "A、B、C"): names of winners in a sentence. `narrow` only separates ("A, B, C", "A、B、C"):
 * partners, hole numbers, a flight's players.
 */
export function useListFormat(style: 'long' | 'narrow' = 'long') {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const list = new Intl.ListFormat(i18n.language, { style, type: 'conjunction' });
    return (items: readonly string[]) => list.format(items);
  }, [i18n.language, style]);
}
