/** A keyword as an ILIKE pattern matching it anywhere (%, _ and \ taken literally). */
export const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
