import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ABSOLUTE_SECONDS, SESSION_TIMEOUT_SECONDS, STAFF_SESSION_ABSOLUTE_SECONDS, STAFF_SESSION_IDLE_SECONDS, accessKind, apiCalls, type ApiCall, type AuthRecord } from '@portal/contracts';
import { nowOf } from '../clock';
import type { Db } from '../db/client';
import { members, sessions, type SessionKind } from '../db/schema';

export const SESSION_COOKIE = 'PORTAL_SESSION';
/**
 * The staff session's cookie (issue 34): opened only by the back office's sign-in with a second
 * factor, read only by staff and editor calls. Its row is a `sessions` row of kind STAFF; the
 * citizen's cookie never reaches such a row, nor this cookie a MEMBER row.
 */
export const STAFF_COOKIE = 'PORTAL_STAFF';
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
  /** The member's contacts, read in the same query (principal.ts makes the caller's Person of them). */
  personKey: string | null;
  mobileNo: string | null;
  email: string | null;
}

const cookieToken = (req: FastifyRequest, name: string): string | null => {
  const token = req.cookies[name];
  return token && token.length <= 128 ? token : null;
};

export function sessionToken(req: FastifyRequest): string | null {
  return cookieToken(req, SESSION_COOKIE);
}

export function staffSessionToken(req: FastifyRequest): string | null {
  return cookieToken(req, STAFF_COOKIE);
}

/** The visitor's live citizen session (idle and absolute end both in the future), or null. Only the token's hash is stored or compared. */
export async function findSession(db: Db, req: FastifyRequest): Promise<SessionView | null> {
  const token = sessionToken(req);
  return token ? liveSession(db, token, 'MEMBER', nowOf(req)) : null;
}

/** The visitor's live staff session (cookie PORTAL_STAFF, a row of kind STAFF), or null. */
export async function findStaffSession(db: Db, req: FastifyRequest): Promise<SessionView | null> {
  const token = staffSessionToken(req);
  return token ? liveSession(db, token, 'STAFF', nowOf(req)) : null;
}

async function liveSession(db: Db, token: string, kind: SessionKind, now: Date): Promise<SessionView | null> {
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
      personKey: members.personKey,
      mobileNo: members.mobileNo,
      email: members.email,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.kind, kind), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now)))
    .limit(1);
  return rows[0] ?? null;
}

/** The UPDATE that slides a live session's idle end, when it moves by more than a minute (`force`: always). */
function slide(db: Db, tokenHash: string, now: Date, force: boolean, idleSeconds: number) {
  const wanted = new Date(now.getTime() + idleSeconds * 1000);
  const threshold = new Date(wanted.getTime() - (force ? 0 : SESSION_SLIDE_MIN_SECONDS * 1000));
  return db
    .update(sessions)
    .set({ expiresAt: sql`least(${wanted.toISOString()}::timestamptz, ${sessions.absoluteExpiresAt})` })
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now), lt(sessions.expiresAt, threshold)))
    .returning({ expiresAt: sessions.expiresAt });
}

/**
 * Slides the idle end of a live session to now + its idle time (1800 s a citizen's, 900 s a staff
 * session's), never past its absolute end. One UPDATE, written only when the end moves by more than
 * a minute, so a burst of calls costs one write. Returns the idle end now in force, or null when the
 * session is gone or over.
 */
export async function touchSession(db: Db, tokenHash: string, now: Date = new Date(), force = false, idleSeconds: number = SESSION_TTL_SECONDS): Promise<Date | null> {
  const updated = await slide(db, tokenHash, now, force, idleSeconds);
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
  kind: SessionKind = 'MEMBER',
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const idleSeconds = kind === 'STAFF' ? STAFF_SESSION_IDLE_SECONDS : SESSION_TTL_SECONDS;
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    prevLoginAt,
    loginAt: now,
    expiresAt: new Date(now.getTime() + Math.min(idleSeconds, absoluteSeconds) * 1000),
    absoluteExpiresAt: new Date(now.getTime() + absoluteSeconds * 1000),
    kind,
  });
  if (++created % 100 === 0) {
    // sessions over for a day are of no use: keep the table small
    db.delete(sessions).where(lt(sessions.expiresAt, new Date(now.getTime() - 86_400_000))).catch(() => undefined);
  }
  return token;
}

/** A staff session (idle 900 s, at most 8 h from sign-in): the raw token for the PORTAL_STAFF cookie. */
export function createStaffSession(db: Db, memberId: string, now: Date): Promise<string> {
  return createSession(db, memberId, null, now, STAFF_SESSION_ABSOLUTE_SECONDS, 'STAFF');
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

/** The staff cookie: httpOnly, SameSite=Strict (never sent from another site, not even on a link), Secure exactly when the citizen's is. */
export function setStaffCookie(reply: FastifyReply, token: string, o: CookieOptions) {
  reply.setCookie(STAFF_COOKIE, token, { path: o.path, httpOnly: true, sameSite: 'strict', secure: o.secure });
}

export function clearStaffCookie(reply: FastifyReply, o: CookieOptions) {
  reply.clearCookie(STAFF_COOKIE, { path: o.path, httpOnly: true, sameSite: 'strict', secure: o.secure });
}

/** Ends this browser's staff session only (its citizen session, if any, stays). */
export async function deleteStaffSession(db: Db, req: FastifyRequest, reply: FastifyReply, o: CookieOptions) {
  const token = staffSessionToken(req);
  if (token) await db.delete(sessions).where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.kind, 'STAFF')));
  clearStaffCookie(reply, o);
}

/** The session cookie lives under the app context path ('/' at the site root). */
export async function deleteSession(db: Db, req: FastifyRequest, reply: FastifyReply, secure: boolean, cookiePath = '/') {
  const token = sessionToken(req);
  if (token) await db.delete(sessions).where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.kind, 'MEMBER')));
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

/** A call that only a staff session answers: staff and editor calls (http/access.ts). */
export const isStaffCall = (call: ApiCall | undefined): boolean => !!call && (accessKind(call.access) === 'staff' || call.access === 'editor');

/**
 * Every authenticated /api call slides the idle limit of the session it is made with (never past the
 * absolute end): a staff or editor call the staff session's 900 s, any other call the citizen's
 * 1800 s. One conditional UPDATE that writes only when the end moves by more than a minute.
 */
export function sessionSliding(app: FastifyInstance, db: Db) {
  app.addHook('onRequest', async (req) => {
    const route = req.routeOptions.url; // as matched, whatever the spelling of the path
    if (!route?.startsWith('/api/') || route === apiCalls.logout.path || route === apiCalls.adminLogout.path) return;
    if (isStaffCall(req.routeOptions.config?.apiCall)) {
      const staffToken = staffSessionToken(req);
      if (staffToken) await slide(db, hashToken(staffToken), nowOf(req), false, STAFF_SESSION_IDLE_SECONDS);
      return;
    }
    // only the write: what the end is now, no call of this hook needs (touchSession reads it)
    const token = sessionToken(req);
    if (token) await slide(db, hashToken(token), nowOf(req), false, SESSION_TTL_SECONDS);
  });
}
