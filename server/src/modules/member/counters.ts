import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Windowed counters in the shared rate_limits table (the pattern of plugins/rate-limit.ts: one
 * upsert, every replica counts in the same row, no state in process memory), on the membership
 * clock so tests can move time. The bucket is a hash: never a phone number or an address.
 */
export function bucketOf(namespace: string, key: string): string {
  return createHash('sha256').update(`${namespace}\u0000${key}`).digest('base64url').slice(0, 43);
}

type HitRow = { hits: number; expires_at: string | Date };

/**
 * One more hit in the bucket's window (a new window when the last one is over). `slide`: every hit
 * restarts the window (a consecutive-failure counter) instead of keeping its end.
 */
async function addHit(db: Db, namespace: string, key: string, windowMs: number, now: Date, slide: boolean): Promise<HitRow> {
  const nowIso = now.toISOString();
  const end = new Date(now.getTime() + windowMs).toISOString();
  const expires = slide ? sql`excluded.expires_at` : sql`CASE WHEN rate_limits.expires_at <= ${nowIso}::timestamptz THEN excluded.expires_at ELSE rate_limits.expires_at END`;
  const result = await db.execute(
    sql`INSERT INTO rate_limits (bucket, hits, expires_at) VALUES (${bucketOf(namespace, key)}, 1, ${end}::timestamptz)
        ON CONFLICT (bucket) DO UPDATE SET
          hits = CASE WHEN rate_limits.expires_at <= ${nowIso}::timestamptz THEN 1 ELSE rate_limits.hits + 1 END,
          expires_at = ${expires}
        RETURNING hits, expires_at`,
  );
  return (result as unknown as { rows: HitRow[] }).rows[0]!;
}

/** Adds one hit; returns the hits in the current window and when the window ends. */
export async function hit(db: Db, namespace: string, key: string, windowMs: number, now: Date): Promise<{ hits: number; resetAt: Date }> {
  const row = await addHit(db, namespace, key, windowMs, now, false);
  if (++hits % 500 === 0) db.execute(sql`DELETE FROM rate_limits WHERE expires_at < ${new Date(now.getTime() - 3_600_000).toISOString()}::timestamptz`).catch(() => undefined);
  return { hits: Number(row.hits), resetAt: new Date(row.expires_at) };
}
let hits = 0;

/** Hits so far in the current window (0 when none), without adding one. */
export async function peek(db: Db, namespace: string, key: string, now: Date): Promise<{ hits: number; resetAt: Date | null }> {
  const result = await db.execute(
    sql`SELECT hits, expires_at FROM rate_limits WHERE bucket = ${bucketOf(namespace, key)} AND expires_at > ${now.toISOString()}::timestamptz`,
  );
  const row = (result as unknown as { rows: HitRow[] }).rows[0];
  return row ? { hits: Number(row.hits), resetAt: new Date(row.expires_at) } : { hits: 0, resetAt: null };
}

/**
 * A consecutive-failure counter whose window restarts at every failure (used for login ids that
 * do not exist, so they answer exactly like real ones). Returns the count and the last failure time.
 */
export async function failure(db: Db, namespace: string, key: string, windowMs: number, now: Date): Promise<number> {
  return Number((await addHit(db, namespace, key, windowMs, now, true)).hits);
}

export async function reset(db: Db, namespace: string, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE bucket = ${bucketOf(namespace, key)}`);
}
