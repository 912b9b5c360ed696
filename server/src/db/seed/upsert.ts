import { sql } from 'drizzle-orm';

/** `set` of an upsert taking the inserted values of `cols` (camelCase names of snake_case columns). */
export const excluded = (cols: string[]) =>
  Object.fromEntries(cols.map((c) => [c, sql.raw(`excluded.${c.replace(/[A-Z]/g, (m) => '_' + m.toLowerCase())}`)]));

/** Like `excluded`, and stamps updated_at: a re-seed that refreshes seeded rows. */
export const refreshed = (cols: string[]) => ({ ...excluded(cols), updatedAt: sql`now()` });

/** Writes rows a chunk at a time (one statement per chunk keeps the bind parameters in bounds). */
export async function inChunks<R>(rows: R[], size: number, write: (chunk: R[]) => PromiseLike<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}
