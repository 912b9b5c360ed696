import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';

type IncrCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit store over the rate_limits table: every replica counts in the same row, so
 * two servers behind nginx cannot each grant the full quota (no per-user state in process memory).
 * One upsert per request; the bucket name is a hash of route and client address, never the address.
 */
export function databaseRateLimitStore(db: Db) {
  let calls = 0;
  class DatabaseStore {
    constructor(private readonly namespace = 'global') {}

    incr(key: string, cb: IncrCallback, timeWindow: number): void {
      const bucket = createHash('sha256').update(`${this.namespace}\u0000${key}`).digest('base64url').slice(0, 43);
      const windowMs = Math.max(1, Math.trunc(timeWindow));
      db.execute(
        sql`INSERT INTO rate_limits (bucket, hits, expires_at)
            VALUES (${bucket}, 1, now() + ${windowMs} * interval '1 millisecond')
            ON CONFLICT (bucket) DO UPDATE SET
              hits = CASE WHEN rate_limits.expires_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
              expires_at = CASE WHEN rate_limits.expires_at <= now() THEN excluded.expires_at ELSE rate_limits.expires_at END
            RETURNING hits, ceil(extract(epoch FROM (expires_at - now())) * 1000)::bigint AS ttl_ms`,
      ).then(
        (result) => {
          const row = (result as unknown as { rows: { hits: number; ttl_ms: string | number }[] }).rows[0];
          cb(null, { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl_ms)) });
          if (++calls % 500 === 0) {
            db.execute(sql`DELETE FROM rate_limits WHERE expires_at < now() - interval '1 hour'`).catch(() => undefined);
          }
        },
        (error: Error) => cb(error),
      );
    }

    child(routeOptions: { routeInfo?: { method?: string; url?: string } }) {
      const info = routeOptions.routeInfo;
      return new DatabaseStore(info ? `${info.method} ${info.url}` : this.namespace);
    }
  }
  return DatabaseStore;
}

/** Registers the plugin (not global: a route opts in with `config.rateLimit`). Answers 429 in Korean. */
export async function rateLimitPlugin(app: FastifyInstance, db: Db) {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db) as never,
    // a broken counter must not take the route down with it; the failure is logged by Fastify
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) => {
      const minutes = Math.max(1, Math.ceil(ctx.ttl / 60_000));
      return new HttpError(429, `요청이 너무 많습니다. ${minutes}분 뒤에 다시 시도해 주십시오.`);
    },
  });
}
