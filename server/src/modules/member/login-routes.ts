import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DORMANT_AFTER_DAYS, MBR_TYPE, PASSWORD_MAX_AGE_DAYS, emptyAuthRecord, type AuthRecord, type LoginResult, type memberCalls } from '@portal/contracts';
import { nowOf } from '../../clock';
import { authFlows, members } from '../../db/schema';
import { codedError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { authRecordOf, createSession, deleteSession, setSessionCookie } from '../../kernel/session';
import { consume, cookieOptions, ensureFlow, verifiedFor, type MemberContext } from './context';
import { audit } from '../../kernel/sign-in/login-audit';
import { LoginKeys } from '../../kernel/sign-in/login-keys';
import { checkPassword, passwordMember, type MemberRow } from '../../kernel/sign-in/password-check';
import { isStaffAccount, STAFF_VERIFIED_LOGIN_MESSAGE, staffRefused } from './staff-accounts';

const DAY = 86_400_000;

/** No login for a year (or never since joining a year ago): the account sleeps until released. */
export function isDormant(m: MemberRow, now: Date): boolean {
  if (m.status === 'DORMANT') return true;
  const last = m.lastLoginAt ?? m.createdAt;
  return now.getTime() - last.getTime() > DORMANT_AFTER_DAYS * DAY;
}

/** Password older than 90 days and the member did not choose "later" in the last 90 days. */
export function passwordChangeDue(m: MemberRow, now: Date): boolean {
  const changed = m.passwordChangedAt ?? m.createdAt;
  const old = now.getTime() - changed.getTime() > PASSWORD_MAX_AGE_DAYS * DAY;
  const deferred = m.passwordChangeDeferredAt && now.getTime() - m.passwordChangeDeferredAt.getTime() <= PASSWORD_MAX_AGE_DAYS * DAY;
  return old && !deferred;
}

/**
 * Signs a member in: the browser's old session row is deleted and a new token issued (no session
 * fixation), last_login_at moves to now and the previous one becomes lastLoginDate.
 */
export async function signIn(ctx: MemberContext, req: FastifyRequest, reply: FastifyReply, m: MemberRow): Promise<AuthRecord> {
  const now = nowOf(req);
  const cookie = cookieOptions(ctx.config, req);
  await deleteSession(ctx.db, req, reply, cookie.secure, cookie.path);
  const token = await createSession(ctx.db, m.id, m.lastLoginAt, now, ctx.config.sessionAbsoluteSeconds);
  await ctx.db.update(members).set({ lastLoginAt: now }).where(eq(members.id, m.id));
  setSessionCookie(reply, token, cookie);
  return authRecordOf({ loginId: m.loginId, memberName: m.memberName, mbrTypeCd: m.mbrTypeCd, loginAt: now, prevLoginAt: m.lastLoginAt });
}

export function loginHandlers(ctx: MemberContext) {
  const { db } = ctx;
  const keys = new LoginKeys(db);



  /** POST /api/login without a payload: the person verified in this browser for ANYID or GUEST. */
  async function verifiedLogin(req: FastifyRequest, reply: FastifyReply): Promise<LoginResult> {
    const now = nowOf(req);
    let v;
    try {
      v = await verifiedFor(ctx, req, ['ANYID', 'GUEST']);
    } catch (error) {
      await audit(ctx, req, null, 'VERIFIED', 'NOT_VERIFIED');
      throw error;
    }
    if (v.purpose === 'ANYID') {
      const [m] = await db
        .select()
        .from(members)
        .where(and(eq(members.personKey, v.personKey), ne(members.mbrTypeCd, MBR_TYPE.GUEST), ne(members.status, 'WITHDRAWN')));
      if (!m) {
        await audit(ctx, req, null, 'ANYID', 'NO_MEMBER');
        throw codedError(404, 'NO_MEMBER', '본인확인한 정보로 가입한 회원이 없습니다. 회원가입(/join)을 먼저 해 주세요.');
      }
      // staff and editors sign in with their password only (issue 31): a name and a birth date never open their account
      if (await isStaffAccount(db, m.id)) {
        await audit(ctx, req, m.loginId, 'ANYID', 'STAFF_REFUSED');
        throw staffRefused(STAFF_VERIFIED_LOGIN_MESSAGE);
      }
      await consume(ctx, v.id, now);
      // the identity was just verified: that is what releasing a dormant account asks for
      if (isDormant(m, now)) await db.update(members).set({ status: 'ACTIVE' }).where(eq(members.id, m.id));
      const auth = await signIn(ctx, req, reply, m);
      await audit(ctx, req, m.loginId, 'ANYID', 'OK');
      return { result: 'OK', auth, message: `${m.memberName}님, 간편인증으로 로그인되었습니다.` };
    }
    await consume(ctx, v.id, now);
    const [existing] = await db.select().from(members).where(and(eq(members.personKey, v.personKey), eq(members.mbrTypeCd, MBR_TYPE.GUEST)));
    let guest = existing;
    if (guest) {
      [guest] = await db.update(members).set({ memberName: v.memberName, mobileNo: v.mobileNo, birthDate: v.birthDate }).where(eq(members.id, guest.id)).returning();
    } else {
      [guest] = await db
        .insert(members)
        .values({
          loginId: `guest-${randomBytes(8).toString('hex')}`,
          memberName: v.memberName,
          mbrTypeCd: MBR_TYPE.GUEST,
          personKey: v.personKey,
          birthDate: v.birthDate,
          mobileNo: v.mobileNo,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      // two first logins of one guest at once: the other one made the row
      guest ??= (await db.select().from(members).where(and(eq(members.personKey, v.personKey), eq(members.mbrTypeCd, MBR_TYPE.GUEST))))[0];
    }
    const auth = await signIn(ctx, req, reply, guest);
    await audit(ctx, req, guest.loginId, 'GUEST', 'OK');
    return { result: 'OK', auth, message: `${guest.memberName}님, 비회원으로 로그인되었습니다.` };
  }

  return {
    loginKey: async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const k = await keys.issue(nowOf(req));
      return { keyId: k.keyId, algorithm: 'RSA-OAEP-256' as const, publicKey: k.publicKey, expiresAt: k.expiresAt.toISOString() };
    },
    login: async (req, reply, { body }): Promise<LoginResult> => {
      const now = nowOf(req);
      if (!body) return verifiedLogin(req, reply);

      const loginId = body.member;
      const password = await keys.consumeAndDecrypt(body.p, body.s, now);
      if (password === null) {
        await audit(ctx, req, loginId, 'PWD', 'KEY_EXPIRED');
        throw codedError(409, 'KEY_EXPIRED', '로그인 키가 만료되었거나 이미 사용되었습니다. 다시 로그인해 주세요.');
      }
      const [row] = await db.select().from(members).where(eq(members.loginId, loginId));
      const member = await checkPassword(ctx, req, loginId, passwordMember(row), password, 'PWD');

      if (isDormant(member, now)) {
        if (member.status !== 'DORMANT') await db.update(members).set({ status: 'DORMANT' }).where(eq(members.id, member.id));
        const flowHash = await ensureFlow(ctx, req, reply);
        await db.update(authFlows).set({ dormantLoginId: member.loginId }).where(eq(authFlows.flowHash, flowHash));
        await audit(ctx, req, loginId, 'PWD', 'DORMANT');
        return {
          result: 'DORMANT',
          auth: emptyAuthRecord,
          message: `${DORMANT_AFTER_DAYS}일 넘게 로그인하지 않아 휴면 상태인 계정입니다. 본인확인을 거쳐 휴면을 해제한 뒤 다시 로그인해 주세요.`,
        };
      }
      const auth = await signIn(ctx, req, reply, member);
      if (passwordChangeDue(member, now)) {
        await audit(ctx, req, loginId, 'PWD', 'PASSWORD_CHANGE_DUE');
        return {
          result: 'PASSWORD_CHANGE_DUE',
          auth,
          message: `비밀번호를 바꾼 지 ${PASSWORD_MAX_AGE_DAYS}일이 지났습니다. 개인정보 보호를 위해 비밀번호를 바꿔 주세요.`,
        };
      }
      await audit(ctx, req, loginId, 'PWD', 'OK');
      return { result: 'OK', auth, message: `${member.memberName}님, 로그인되었습니다.` };
    },
  } satisfies Partial<Handlers<typeof memberCalls>>;
}
