/** A name or text as typed, for comparing: any case, full- or half-width (NFKC). */
export const foldName = (text: string) => text.normalize('NFKC').toLowerCase();

/** A name as a key: folded and without spaces, so 田中浩 is 田中 浩 and "Emma  Clarke" is "Emma Clarke". */
export const nameKey = (name: string) => foldName(name).replace(/\s+/g, '');
