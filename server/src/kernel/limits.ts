import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { hashToken, isStaffCall, sessionToken, staffSessionToken } from './session';

// Counted limits kept in the database (one upsert a hit, shared by every replica) are in ./counters.ts.

/** Rate-limit key of a caller: the session (hashed) when signed in (a staff call: the staff session), else the client address. */
export function perSession(req: FastifyRequest): string {
  const token = isStaffCall(req.routeOptions.config?.apiCall) ? staffSessionToken(req) : sessionToken(req);
  return token ? `s:${hashToken(token)}` : `ip:${req.ip}`;
}

/** Writes per session and 10 minutes: far above what a person does, low enough to stop a script. */
export const WRITE_LIMIT = (max: number) => ({ config: { rateLimit: { max, timeWindow: 10 * 60_000, keyGenerator: perSession } } });

/** Per client (address): 20 answers in 10 minutes is far above what a person gives (page satisfaction, surveys). */
export const SATISFACTION_RATE_LIMIT = { max: 20, timeWindow: 10 * 60_000 };

/**
 * Makes a counted limit's check and write one step (issue 31): inside the write's transaction, a
 * transaction-scoped advisory lock on (limit, key) makes a second request of the same key wait until
 * the first one's transaction ends, so its count sees the first one's row. Count and insert after
 * this call, with `tx`. PostgreSQL and PGlite alike (PGlite runs one transaction at a time anyway).
 */
export async function lockLimit(tx: Db, limit: string, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${limit}), hashtext(${key}))`);
}
