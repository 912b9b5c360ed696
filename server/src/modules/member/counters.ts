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

/** Adds one hit; returns the hits in the current window and when the window ends. */
export async function hit(db: Db, namespace: string, key: string, windowMs: number, now: Date): Promise<{ hits: number; resetAt: Date }> {
  const bucket = bucketOf(namespace, key);
  const nowIso = now.toISOString();
  const end = new Date(now.getTime() + windowMs).toISOString();
  const result = await db.execute(
    sql`INSERT INTO rate_limits (bucket, hits, expires_at) VALUES (${bucket}, 1, ${end}::timestamptz)
        ON CONFLICT (bucket) DO UPDATE SET
          hits = CASE WHEN rate_limits.expires_at <= ${nowIso}::timestamptz THEN 1 ELSE rate_limits.hits + 1 END,
          expires_at = CASE WHEN rate_limits.expires_at <= ${nowIso}::timestamptz THEN excluded.expires_at ELSE rate_limits.expires_at END
        RETURNING hits, expires_at`,
  );
  const row = (result as unknown as { rows: { hits: number; expires_at: string | Date }[] }).rows[0];
  if (++hits % 500 === 0) db.execute(sql`DELETE FROM rate_limits WHERE expires_at < ${new Date(now.getTime() - 3_600_000).toISOString()}::timestamptz`).catch(() => undefined);
  return { hits: Number(row.hits), resetAt: new Date(row.expires_at) };
}
let hits = 0;

/** Hits so far in the current window (0 when none), without adding one. */
export async function peek(db: Db, namespace: string, key: string, now: Date): Promise<{ hits: number; resetAt: Date | null }> {
  const result = await db.execute(
    sql`SELECT hits, expires_at FROM rate_limits WHERE bucket = ${bucketOf(namespace, key)} AND expires_at > ${now.toISOString()}::timestamptz`,
  );
  const row = (result as unknown as { rows: { hits: number; expires_at: string | Date }[] }).rows[0];
  return row ? { hits: Number(row.hits), resetAt: new Date(row.expires_at) } : { hits: 0, resetAt: null };
}

/**
 * A consecutive-failure counter whose window restarts at every failure (used for login ids that
 * do not exist, so they answer exactly like real ones). Returns the count and the last failure time.
 */
export async function failure(db: Db, namespace: string, key: string, windowMs: number, now: Date): Promise<number> {
  const bucket = bucketOf(namespace, key);
  const nowIso = now.toISOString();
  const end = new Date(now.getTime() + windowMs).toISOString();
  const result = await db.execute(
    sql`INSERT INTO rate_limits (bucket, hits, expires_at) VALUES (${bucket}, 1, ${end}::timestamptz)
        ON CONFLICT (bucket) DO UPDATE SET
          hits = CASE WHEN rate_limits.expires_at <= ${nowIso}::timestamptz THEN 1 ELSE rate_limits.hits + 1 END,
          expires_at = excluded.expires_at
        RETURNING hits`,
  );
  return Number((result as unknown as { rows: { hits: number }[] }).rows[0].hits);
}

export async function reset(db: Db, namespace: string, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE bucket = ${bucketOf(namespace, key)}`);
}
