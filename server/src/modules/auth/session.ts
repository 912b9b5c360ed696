import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { members, sessions } from '../../db/schema';

export const SESSION_COOKIE = 'PORTAL_SESSION';
/** Spec section 9: 1800 s. Sliding: every authenticated status call extends it. */
export const SESSION_TTL_SECONDS = 1800;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionView {
  tokenHash: string;
  memberId: string;
  loginId: string;
  memberName: string;
  mbrTypeCd: string;
  loginAt: Date;
  prevLoginAt: Date | null;
  expiresAt: Date;
}

/** The visitor's live session, or null. Only the token's hash is stored or compared. */
export async function findSession(db: Db, req: FastifyRequest): Promise<SessionView | null> {
  const token = req.cookies[SESSION_COOKIE];
  if (!token || token.length > 128) return null;
  const rows = await db
    .select({
      tokenHash: sessions.tokenHash,
      memberId: members.id,
      loginId: members.loginId,
      memberName: members.memberName,
      mbrTypeCd: members.mbrTypeCd,
      loginAt: sessions.loginAt,
      prevLoginAt: sessions.prevLoginAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return rows[0] ?? null;
}

export async function touchSession(db: Db, tokenHash: string): Promise<Date> {
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
  return expiresAt;
}

/** Creates a session row and returns the raw token for the cookie (used by sign-in flows and tests). */
export async function createSession(db: Db, memberId: string, prevLoginAt: Date | null = null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    prevLoginAt,
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
  });
  return token;
}

/** The session cookie lives under the app context path ('/' at the site root). */
export async function deleteSession(db: Db, req: FastifyRequest, reply: FastifyReply, secure: boolean, cookiePath = '/') {
  const token = req.cookies[SESSION_COOKIE];
  if (token && token.length <= 128) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  reply.clearCookie(SESSION_COOKIE, { path: cookiePath, httpOnly: true, sameSite: 'lax', secure });
}
