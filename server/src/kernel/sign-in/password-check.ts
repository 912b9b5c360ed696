import { and, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { LOGIN_FAILURES_BEFORE_DELAY, MBR_TYPE } from '@portal/contracts';
import { nowOf } from '../../clock';
import { members } from '../../db/schema';
import { codedError } from '../../http/errors';
import type { Db } from '../../db/client';
import { audit } from './login-audit';
import { claim, failure, peek, release, reset } from '../counters';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password';

/** Growing delay after 5 wrong passwords in a row: 30 s, doubling with each further miss, at most 15 minutes. */
export const DELAY_BASE_SECONDS = 30;
export const DELAY_CAP_SECONDS = 900;
export function delaySeconds(failedCount: number): number {
  if (failedCount < LOGIN_FAILURES_BEFORE_DELAY) return 0;
  return Math.min(DELAY_CAP_SECONDS, DELAY_BASE_SECONDS * 2 ** (failedCount - LOGIN_FAILURES_BEFORE_DELAY));
}
/** Per client address: this many wrong passwords in 10 minutes (any ids) and the address waits (credential stuffing). */
export const LOGIN_IP_FAILURES_PER_10_MIN = 50;
const IP_WINDOW_MS = 600_000;
/** Unknown ids count their misses for a day (so they answer exactly like real ones). */
const UNKNOWN_WINDOW_MS = 86_400_000;

export type MemberRow = typeof members.$inferSelect;

/** A member who can sign in with a password (not withdrawn, not a guest, has a password). */
export const passwordMember = (m: MemberRow | undefined | null): MemberRow | null =>
  m && m.status !== 'WITHDRAWN' && m.mbrTypeCd !== MBR_TYPE.GUEST && m.passwordHash ? m : null;

const secondsUntil = (t: Date, now: Date) => Math.max(1, Math.ceil((t.getTime() - now.getTime()) / 1000));

function delayed(wait: number) {
  return codedError(
    429,
    'DELAYED',
    `비밀번호를 ${LOGIN_FAILURES_BEFORE_DELAY}번 이상 잇달아 틀려 잠시 기다려야 합니다. ${wait}초 뒤에 다시 시도해 주세요. 비밀번호가 기억나지 않으면 비밀번호 찾기를 이용해 주세요.`,
    { retryAfterSeconds: wait },
  );
}

/**
 * Checks a password for a login id (login, re-check, withdrawal): the delay after 5 misses in a
 * row (even the right password waits), the per-address limit, one audit row per attempt. An unknown
 * id costs the same argon2id time (a dummy hash) and answers the same way. Returns the member when it matches.
 */
export async function checkPassword(
  ctx: { db: Db },
  req: FastifyRequest,
  loginId: string,
  member: MemberRow | null,
  password: string,
  method: string,
): Promise<MemberRow> {
  const { db } = ctx;
  const now = nowOf(req);
  const nowIso = now.toISOString();
  // Every limit here takes its place before the password is checked, each in one statement (issue
  // 31): guesses sent at once meet the same limits as guesses sent one after another. A right
  // password gives its places back.
  if ((await claim(db, 'login-ip-fail', req.ip, LOGIN_IP_FAILURES_PER_10_MIN, IP_WINDOW_MS, now)) === null) {
    const ipUse = await peek(db, 'login-ip-fail', req.ip, now);
    await audit(ctx, req, loginId, method, 'RATE_LIMITED');
    const wait = secondsUntil(ipUse.resetAt ?? now, now);
    throw codedError(429, 'RATE_LIMITED', `로그인 시도가 너무 많습니다. ${Math.ceil(wait / 60)}분 뒤에 다시 시도해 주세요.`, { retryAfterSeconds: wait });
  }
  const waitAfter = (n: SQL) => sql`least(${DELAY_CAP_SECONDS}::float8, ${DELAY_BASE_SECONDS}::float8 * power(2::float8, (${n} - ${LOGIN_FAILURES_BEFORE_DELAY}::int)::float8)) * interval '1 second'`;
  let failedCount: number | null;
  if (member) {
    // counted as a miss (from the 5th in a row the wait starts) unless the member is still waiting
    const n = sql`${members.failedCount} + 1`;
    const [row] = await db
      .update(members)
      .set({
        failedCount: n,
        delayedUntil: sql`CASE WHEN ${n} >= ${LOGIN_FAILURES_BEFORE_DELAY}::int THEN ${nowIso}::timestamptz + ${waitAfter(n)} ELSE ${members.delayedUntil} END`,
      })
      .where(and(eq(members.id, member.id), or(isNull(members.delayedUntil), lte(members.delayedUntil, now))))
      .returning({ failedCount: members.failedCount });
    failedCount = row ? row.failedCount : null;
  } else {
    // the same for an id that does not exist: the wait runs from the last miss
    failedCount = await failure(
      db,
      'login-unknown',
      loginId,
      UNKNOWN_WINDOW_MS,
      now,
      sql`rate_limits.hits >= ${LOGIN_FAILURES_BEFORE_DELAY}::int AND rate_limits.expires_at - ${UNKNOWN_WINDOW_MS}::float8 * interval '1 millisecond' + ${waitAfter(sql`rate_limits.hits`)} > ${nowIso}::timestamptz`,
    );
  }
  if (failedCount === null) {
    await release(db, 'login-ip-fail', req.ip, now);
    await audit(ctx, req, loginId, method, 'DELAYED');
    throw delayed(await waitLeft(ctx, loginId, member, now));
  }

  const ok = await verifyPassword(password, member ? member.passwordHash : await dummyHash());
  if (ok && member) {
    // a legacy scrypt hash (or argon2id with older parameters) is re-hashed now that the password is
    // known, in the same statement that clears the misses; only over the hash just checked, so a
    // password changed meanwhile (another request) is never put back
    const stored = member.passwordHash;
    const upgraded = stored && needsRehash(stored) ? await hashPassword(password) : null;
    await db
      .update(members)
      .set({
        failedCount: 0,
        delayedUntil: null,
        ...(upgraded ? { passwordHash: sql`CASE WHEN ${members.passwordHash} = ${stored} THEN ${upgraded} ELSE ${members.passwordHash} END` } : {}),
      })
      .where(eq(members.id, member.id));
    await release(db, 'login-ip-fail', req.ip, now);
    return member;
  }

  await audit(ctx, req, loginId, method, 'FAIL');
  const wait = delaySeconds(failedCount);
  const tail = wait
    ? ` ${failedCount}번 잇달아 틀려 ${wait}초 뒤에 다시 시도할 수 있습니다.`
    : ` (${failedCount}번 틀림: ${LOGIN_FAILURES_BEFORE_DELAY}번 잇달아 틀리면 잠시 기다린 뒤에 다시 시도할 수 있습니다)`;
  // a sign-in (member or back office) does not tell whether the id exists; a re-check of the signed-in member's password names the password
  const what = method === 'PWD' || method === 'ADMIN_PWD' ? '아이디 또는 비밀번호가' : '비밀번호가';
  throw codedError(401, 'BAD_CREDENTIALS', `${what} 맞지 않습니다.${tail}`, {
    failedCount,
    ...(wait ? { retryAfterSeconds: wait } : {}),
  });
}

/** Seconds left of the wait of a login id (a member's delay, or an unknown id's from its last miss). */
async function waitLeft(ctx: { db: Db }, loginId: string, member: MemberRow | null, now: Date): Promise<number> {
  if (member) {
    const [m] = await ctx.db.select({ delayedUntil: members.delayedUntil }).from(members).where(eq(members.id, member.id));
    return secondsUntil(m?.delayedUntil ?? now, now);
  }
  const misses = await peek(ctx.db, 'login-unknown', loginId, now);
  return secondsUntil(misses.resetAt ? new Date(misses.resetAt.getTime() - UNKNOWN_WINDOW_MS + delaySeconds(misses.hits) * 1000) : now, now);
}

/** Forgets the misses of an id (after a password reset). */
export async function clearFailures(ctx: { db: Db }, memberId: string, loginId: string) {
  await ctx.db.update(members).set({ failedCount: 0, delayedUntil: null }).where(eq(members.id, memberId));
  await reset(ctx.db, 'login-unknown', loginId);
}
