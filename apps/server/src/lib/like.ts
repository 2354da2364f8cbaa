/** An ILIKE pattern matching `keyword` anywhere, with %, _ and \ in the keyword taken literally. */
export const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
