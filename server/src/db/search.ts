import { ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A keyword as an ILIKE pattern matching it anywhere (%, _ and \ taken literally). */
const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The keyword anywhere in any of the columns (ILIKE); without a keyword, no condition. */
export function containsAny(keyword: string | undefined, columns: AnyPgColumn[]): SQL | undefined {
  if (!keyword) return undefined;
  const like = containsPattern(keyword);
  return or(...columns.map((c) => ilike(c, like)));
}
