import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

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
 * One more hit in the bucket's window (a new window when the last one is over), in one statement.
 * `slide`: every hit restarts the window (a consecutive-failure counter) instead of keeping its end.
 * `unless`: the hit is not added while the current window's row meets it (a limit reached); then null.
 */
async function addHit(db: Db, namespace: string, key: string, windowMs: number, now: Date, slide: boolean, unless?: SQL): Promise<HitRow | null> {
  const nowIso = now.toISOString();
  const end = new Date(now.getTime() + windowMs).toISOString();
  const expires = slide ? sql`excluded.expires_at` : sql`CASE WHEN rate_limits.expires_at <= ${nowIso}::timestamptz THEN excluded.expires_at ELSE rate_limits.expires_at END`;
  const result = await db.execute(
    sql`INSERT INTO rate_limits (bucket, hits, expires_at) VALUES (${bucketOf(namespace, key)}, 1, ${end}::timestamptz)
        ON CONFLICT (bucket) DO UPDATE SET
          hits = CASE WHEN rate_limits.expires_at <= ${nowIso}::timestamptz THEN 1 ELSE rate_limits.hits + 1 END,
          expires_at = ${expires}
        ${unless ? sql`WHERE rate_limits.expires_at <= ${nowIso}::timestamptz OR NOT (${unless})` : sql``}
        RETURNING hits, expires_at`,
  );
  return (result as unknown as { rows: HitRow[] }).rows[0] ?? null;
}

/** Adds one hit; returns the hits in the current window and when the window ends. */
export async function hit(db: Db, namespace: string, key: string, windowMs: number, now: Date): Promise<{ hits: number; resetAt: Date }> {
  const row = (await addHit(db, namespace, key, windowMs, now, false))!;
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
 * Takes one of `max` places in the bucket's window in one statement (issue 31: never a count read
 * and a hit written apart): the hits so far, this one included, or null when all `max` are taken.
 * `release` gives the place back (an attempt that turned out not to count).
 */
export async function claim(db: Db, namespace: string, key: string, max: number, windowMs: number, now: Date): Promise<number | null> {
  const row = await addHit(db, namespace, key, windowMs, now, false, sql`rate_limits.hits >= ${max}::int`);
  return row ? Number(row.hits) : null;
}

export async function release(db: Db, namespace: string, key: string, now: Date): Promise<void> {
  await db.execute(
    sql`UPDATE rate_limits SET hits = greatest(hits - 1, 0) WHERE bucket = ${bucketOf(namespace, key)} AND expires_at > ${now.toISOString()}::timestamptz`,
  );
}

/**
 * A consecutive-failure counter whose window restarts at every failure (used for login ids that
 * do not exist, so they answer exactly like real ones): the count with this failure, or null when
 * the row meets `waiting` (still in the wait after earlier failures; nothing added).
 */
export async function failure(db: Db, namespace: string, key: string, windowMs: number, now: Date, waiting: SQL): Promise<number | null> {
  const row = await addHit(db, namespace, key, windowMs, now, true, waiting);
  return row ? Number(row.hits) : null;
}

export async function reset(db: Db, namespace: string, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE bucket = ${bucketOf(namespace, key)}`);
}
