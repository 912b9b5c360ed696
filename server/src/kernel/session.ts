import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ABSOLUTE_SECONDS, SESSION_TIMEOUT_SECONDS, apiCalls, type AuthRecord } from '@portal/contracts';
import { nowOf } from '../clock';
import type { Db } from '../db/client';
import { members, sessions } from '../db/schema';

export const SESSION_COOKIE = 'PORTAL_SESSION';
/** Spec section 9: 1800 s idle. Sliding: every authenticated API call extends it (at most one write a minute). */
export const SESSION_TTL_SECONDS = SESSION_TIMEOUT_SECONDS;
/** A slide is written only when it moves the idle end by more than this (spares the database). */
export const SESSION_SLIDE_MIN_SECONDS = 60;

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
  absoluteExpiresAt: Date;
  reauthUntil: Date | null;
}

export function sessionToken(req: FastifyRequest): string | null {
  const token = req.cookies[SESSION_COOKIE];
  return token && token.length <= 128 ? token : null;
}

/** The visitor's live session (idle and absolute end both in the future), or null. Only the token's hash is stored or compared. */
export async function findSession(db: Db, req: FastifyRequest): Promise<SessionView | null> {
  const token = sessionToken(req);
  if (!token) return null;
  const now = nowOf(req);
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
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      reauthUntil: sessions.reauthUntil,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Slides the idle end of a live session to now + 1800 s (never past its absolute end). One UPDATE,
 * written only when the end moves by more than a minute, so a burst of calls costs one write.
 * Returns the idle end now in force, or null when the session is gone or over.
 */
export async function touchSession(db: Db, tokenHash: string, now: Date = new Date(), force = false): Promise<Date | null> {
  const wanted = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  const threshold = new Date(wanted.getTime() - (force ? 0 : SESSION_SLIDE_MIN_SECONDS * 1000));
  const updated = await db
    .update(sessions)
    .set({ expiresAt: sql`least(${wanted.toISOString()}::timestamptz, ${sessions.absoluteExpiresAt})` })
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now), lt(sessions.expiresAt, threshold)))
    .returning({ expiresAt: sessions.expiresAt });
  if (updated[0]) return updated[0].expiresAt;
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now)));
  return row?.expiresAt ?? null;
}

let created = 0;

/** Creates a session row and returns the raw token for the cookie (used by sign-in flows and tests). */
export async function createSession(
  db: Db,
  memberId: string,
  prevLoginAt: Date | null = null,
  now: Date = new Date(),
  absoluteSeconds: number = SESSION_ABSOLUTE_SECONDS,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    prevLoginAt,
    loginAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    absoluteExpiresAt: new Date(now.getTime() + absoluteSeconds * 1000),
  });
  if (++created % 100 === 0) {
    // sessions over for a day are of no use: keep the table small
    db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - 86_400_000))).catch(() => undefined);
  }
  return token;
}

export interface CookieOptions {
  secure: boolean;
  path: string;
}

export function setSessionCookie(reply: FastifyReply, token: string, o: CookieOptions) {
  reply.setCookie(SESSION_COOKIE, token, { path: o.path, httpOnly: true, sameSite: 'lax', secure: o.secure });
}

export function clearSessionCookie(reply: FastifyReply, o: CookieOptions) {
  reply.clearCookie(SESSION_COOKIE, { path: o.path, httpOnly: true, sameSite: 'lax', secure: o.secure });
}

/** The session cookie lives under the app context path ('/' at the site root). */
export async function deleteSession(db: Db, req: FastifyRequest, reply: FastifyReply, secure: boolean, cookiePath = '/') {
  const token = sessionToken(req);
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  clearSessionCookie(reply, { secure, path: cookiePath });
}

/** Ends every session of an account (password change or reset, withdrawal). */
export async function deleteAllSessions(db: Db, memberId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.memberId, memberId));
}

/** What GET /api/login/status and a sign-in answer say about a session. */
export const authRecordOf = (s: Pick<SessionView, 'loginId' | 'memberName' | 'mbrTypeCd' | 'loginAt' | 'prevLoginAt'>): AuthRecord => ({
  authenticated: true,
  memberId: s.loginId,
  memberName: s.memberName,
  mbrTypeCd: s.mbrTypeCd,
  lgnDt: s.loginAt.toISOString(),
  lastLoginDate: s.prevLoginAt ? s.prevLoginAt.toISOString() : null,
});

/**
 * Every authenticated /api call slides the 1800 s idle limit (never past the 12 h absolute end).
 * One conditional UPDATE that writes only when the end moves by more than a minute.
 */
export function sessionSliding(app: FastifyInstance, db: Db) {
  app.addHook('onRequest', async (req) => {
    const route = req.routeOptions.url; // as matched, whatever the spelling of the path
    if (!route?.startsWith('/api/') || route === apiCalls.logout.path) return;
    const token = sessionToken(req);
    if (token) await touchSession(db, hashToken(token), nowOf(req));
  });
}
