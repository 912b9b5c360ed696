import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { VERIFIED_FLOW_TTL_SECONDS, type VerifyPurpose } from '@portal/contracts';
import type { VerifyAdapter } from '../../adapters/verify';
import { nowOf } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { authFlows, verifications } from '../../db/schema';
import { codedError } from '../../http/errors';
import { cookiePath, secureCookie } from '../../http/cookies';

/** What every membership route needs. */
export interface MemberContext {
  db: Db;
  config: Config;
  adapter: VerifyAdapter;
  /** HMAC secret of person keys and code hashes. */
  secret: Buffer;
}

export const FLOW_COOKIE = 'PORTAL_FLOW';
/** A browser's membership flow lives an hour from its start (a verified identity only 10 minutes). */
export const FLOW_TTL_SECONDS = 3600;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export const cookieOptions = (config: Config, req: FastifyRequest) => ({ secure: secureCookie(config, req), path: cookiePath(config) });

/** The flow of this browser (hash of the PORTAL_FLOW cookie) when it is known and not over; else null. */
export async function currentFlow(ctx: MemberContext, req: FastifyRequest): Promise<{ flowHash: string; dormantLoginId: string | null } | null> {
  const token = req.cookies[FLOW_COOKIE];
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await ctx.db
    .select({ flowHash: authFlows.flowHash, dormantLoginId: authFlows.dormantLoginId })
    .from(authFlows)
    .where(and(eq(authFlows.flowHash, hash(token)), gt(authFlows.expiresAt, nowOf(req))));
  return row ?? null;
}

/** This browser's flow, started (HttpOnly cookie, SameSite=Lax) when there is none. */
export async function ensureFlow(ctx: MemberContext, req: FastifyRequest, reply: FastifyReply): Promise<string> {
  const found = await currentFlow(ctx, req);
  if (found) return found.flowHash;
  const token = randomBytes(32).toString('base64url');
  const now = nowOf(req);
  await ctx.db.insert(authFlows).values({ flowHash: hash(token), createdAt: now, expiresAt: new Date(now.getTime() + FLOW_TTL_SECONDS * 1000) });
  reply.setCookie(FLOW_COOKIE, token, { ...cookieOptions(ctx.config, req), httpOnly: true, sameSite: 'lax' });
  if (Math.random() < 0.02) {
    // old flows (and their verifications, by cascade) are of no use to anyone
    ctx.db.delete(authFlows).where(sql`${authFlows.expiresAt} < ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz`).catch(() => undefined);
  }
  return hash(token);
}

export type VerifiedRow = typeof verifications.$inferSelect;

const NOT_VERIFIED_MESSAGE = '본인확인을 먼저 해 주세요. 본인확인 뒤 10분이 지났다면 다시 해 주세요.';

/**
 * The identity verified in this browser for one of the purposes, within the last 10 minutes and not
 * yet used up; otherwise 409 NOT_VERIFIED.
 */
export async function verifiedFor(ctx: MemberContext, req: FastifyRequest, purposes: VerifyPurpose[]): Promise<VerifiedRow> {
  const flow = await currentFlow(ctx, req);
  if (!flow) throw codedError(409, 'NOT_VERIFIED', NOT_VERIFIED_MESSAGE);
  const now = nowOf(req);
  const rows = await ctx.db
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.flowHash, flow.flowHash),
        sql`${verifications.purpose} IN (${sql.join(purposes.map((p) => sql`${p}`), sql`, `)})`,
        gt(verifications.verifiedAt, new Date(now.getTime() - VERIFIED_FLOW_TTL_SECONDS * 1000)),
        isNull(verifications.consumedAt),
        eq(verifications.superseded, false),
      ),
    )
    .orderBy(desc(verifications.verifiedAt))
    .limit(1);
  if (!rows[0]) throw codedError(409, 'NOT_VERIFIED', NOT_VERIFIED_MESSAGE);
  return rows[0];
}

/** Uses a verified identity up (once); a second use in a race gets 409 NOT_VERIFIED. */
export async function consume(ctx: MemberContext, id: string, now: Date): Promise<void> {
  const done = await ctx.db
    .update(verifications)
    .set({ consumedAt: now })
    .where(and(eq(verifications.id, id), isNull(verifications.consumedAt)))
    .returning({ id: verifications.id });
  if (!done[0]) throw codedError(409, 'NOT_VERIFIED', NOT_VERIFIED_MESSAGE);
}
