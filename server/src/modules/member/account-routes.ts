import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MBR_TYPE, REAUTH_TTL_SECONDS, maskLoginId, type MyInfo, type memberCalls } from '@portal/contracts';
import { nowOf } from '../../clock';
import { authFlows, members, sessions, withdrawals } from '../../db/schema';
import { codedError, fieldError, HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import type { Person } from '../../kernel/principal';
import { clearSessionCookie, deleteAllSessions } from '../../kernel/session';
import { consume, cookieOptions, verifiedFor, type MemberContext } from './context';
import { audit } from '../../kernel/sign-in/login-audit';
import { checkPassword, clearFailures, type MemberRow } from '../../kernel/sign-in/password-check';
import { hashPassword, verifyPassword } from '../../kernel/sign-in/password';
import { newPasswordProblem } from './password-strength';
import { TERMS_VERSION } from './terms';
import { MEMBER_MISMATCH_MESSAGE } from './verify-routes';
import { isStaffAccount, STAFF_RECOVERY_MESSAGE, staffRefused } from './staff-accounts';

const REAUTH_REQUIRED = '개인정보를 보호하기 위해 비밀번호를 다시 확인해 주세요.';

/**
 * The e-mail address is an item of the optional consent (개인정보 수집·이용 선택): kept only with it;
 * notices by e-mail need an address. 400 on the field otherwise.
 */
export function contactProblem(email: string, notifyEmail: boolean, privacyOptional: boolean) {
  if (email && !privacyOptional)
    throw fieldError('email', '전자우편 주소를 남기려면 개인정보 수집·이용(선택)에 동의해 주세요. 동의하지 않으려면 전자우편 주소를 비워 주세요.');
  if (notifyEmail && !email) throw fieldError('notifyEmail', '전자우편으로 알림을 받으려면 전자우편 주소를 입력해 주세요.');
}

export const myInfoOf = (m: MemberRow): MyInfo => ({
  loginId: m.loginId,
  memberName: m.memberName,
  mbrTypeCd: m.mbrTypeCd,
  birthDate: m.birthDate ?? '',
  mobileNo: m.mobileNo ?? '',
  email: m.email ?? '',
  notifySms: m.notifySms,
  notifyEmail: m.notifyEmail,
  privacyOptional: m.privacyOptional,
  joinedAt: m.createdAt.toISOString(),
  passwordChangedAt: (m.passwordChangedAt ?? m.createdAt).toISOString(),
});

export function accountHandlers(ctx: MemberContext) {
  const { db } = ctx;

  /**
   * The session's own member row (every /api/my call reads and writes only this row). A verified
   * guest never gets here: these calls are declared `member` (403 by the route's access check).
   */
  async function own(s: Person): Promise<{ s: Person; m: MemberRow }> {
    const [m] = await db.select().from(members).where(eq(members.id, s.memberId));
    if (!m) throw new HttpError(401, '로그인이 필요합니다. 로그인한 뒤 다시 시도해 주세요.');
    return { s, m };
  }
  async function reauthed(req: FastifyRequest, member: Person) {
    const r = await own(member);
    if (!r.s.reauthUntil || r.s.reauthUntil <= nowOf(req)) throw codedError(403, 'REAUTH_REQUIRED', REAUTH_REQUIRED);
    return r;
  }
  /** The verified person's account named in the verification (not withdrawn); 409 NO_MEMBER otherwise. */
  async function verifiedAccount(req: FastifyRequest, purpose: 'FIND_PWD' | 'DORMANT') {
    const v = await verifiedFor(ctx, req, [purpose]);
    const [m] = v.loginId
      ? await db.select().from(members).where(and(eq(members.loginId, v.loginId), eq(members.personKey, v.personKey), ne(members.status, 'WITHDRAWN')))
      : [];
    if (!m) throw codedError(409, 'NO_MEMBER', MEMBER_MISMATCH_MESSAGE);
    return { v, m };
  }
  /** Sets a new password: the rule, the common list, not the same as now; ends every session of the account. */
  async function setPassword(m: MemberRow, newPassword: string, now: Date) {
    const problem = newPasswordProblem(newPassword, { loginId: m.loginId, name: m.memberName, birthDate: m.birthDate, mobileNo: m.mobileNo });
    if (problem) throw fieldError('newPassword', problem);
    if (m.passwordHash && (await verifyPassword(newPassword, m.passwordHash)))
      throw fieldError('newPassword', '지금 쓰는 비밀번호와 다른 비밀번호를 입력해 주세요.');
    await db
      .update(members)
      .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: now, passwordChangeDeferredAt: null })
      .where(eq(members.id, m.id));
    await clearFailures(ctx, m.id, m.loginId);
    await deleteAllSessions(db, m.id);
  }

  return {
  // ─── password ────────────────────────────────────────────────────────────────────────────────
    passwordChange: async (req, reply, { body, member }) => {
      const { s, m } = await own(member);
      const now = nowOf(req);
      if (!s.reauthUntil || s.reauthUntil <= now) {
        if (!body.currentPassword) throw fieldError('currentPassword', '현재 비밀번호를 입력해 주세요.');
        await checkPassword(ctx, req, m.loginId, m, body.currentPassword, 'PWD_CHANGE');
      }
      await setPassword(m, body.newPassword, now);
      clearSessionCookie(reply, cookieOptions(ctx.config, req));
      return { success: true as const };
    },
    passwordLater: async (req, _reply, { member }) => {
      const { m } = await own(member);
      await db.update(members).set({ passwordChangeDeferredAt: nowOf(req) }).where(eq(members.id, m.id));
      return { success: true as const };
    },
  // ─── recovery ────────────────────────────────────────────────────────────────────────────────
    searchId: async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const v = await verifiedFor(ctx, req, ['FIND_ID']);
      const rows = await db
        .select({ loginId: members.loginId, createdAt: members.createdAt, mbrTypeCd: members.mbrTypeCd })
        .from(members)
        .where(and(eq(members.personKey, v.personKey), ne(members.mbrTypeCd, MBR_TYPE.GUEST), ne(members.status, 'WITHDRAWN')));
      return {
        found: rows.length > 0,
        accounts: rows.map((r) => ({ maskedLoginId: maskLoginId(r.loginId), joinedAt: r.createdAt.toISOString(), mbrTypeCd: r.mbrTypeCd })),
      };
    },
    searchPwd: async (req, _reply, { body }) => {
      const now = nowOf(req);
      const { v, m } = await verifiedAccount(req, 'FIND_PWD');
      // (the confirmation refuses staff already; this holds even for a verification made before that rule)
      if (await isStaffAccount(db, m.id)) {
        await audit(ctx, req, m.loginId, 'FIND_PWD', 'STAFF_REFUSED');
        throw staffRefused(STAFF_RECOVERY_MESSAGE);
      }
      await setPassword(m, body.newPassword, now);
      await consume(ctx, v.id, now);
      return { success: true as const };
    },
    dormantRelease: async (req) => {
      const now = nowOf(req);
      const { v, m } = await verifiedAccount(req, 'DORMANT');
      await consume(ctx, v.id, now);
      // awake again: counted from today, so the next login is not dormant
      await db.update(members).set({ status: 'ACTIVE', lastLoginAt: now }).where(eq(members.id, m.id));
      await db.update(authFlows).set({ dormantLoginId: null }).where(eq(authFlows.flowHash, v.flowHash));
      return { success: true as const };
    },
  // ─── my page ─────────────────────────────────────────────────────────────────────────────────
    myRecheck: async (req, _reply, { body, member }) => {
      const { s, m } = await own(member);
      await checkPassword(ctx, req, m.loginId, m, body.password, 'RECHECK');
      const reauthUntil = new Date(nowOf(req).getTime() + REAUTH_TTL_SECONDS * 1000);
      await db.update(sessions).set({ reauthUntil }).where(eq(sessions.tokenHash, s.tokenHash));
      return { reauthUntil: reauthUntil.toISOString() };
    },
    myInfo: async (req, _reply, { member }) => {
      return myInfoOf((await reauthed(req, member)).m);
    },
    myInfoUpdate: async (req, _reply, { body, member }) => {
      const { m } = await reauthed(req, member);
      const agreements = { ...m.agreements };
      if (body.privacyOptional !== m.privacyOptional)
        agreements.PRIVACY_OPTIONAL = { version: TERMS_VERSION, agreedAt: nowOf(req).toISOString(), agreed: body.privacyOptional };
      contactProblem(body.email ?? '', body.notifyEmail, body.privacyOptional);
      const email = body.email || null;
      const [updated] = await db
        .update(members)
        .set({ email, notifySms: body.notifySms, notifyEmail: body.notifyEmail, privacyOptional: body.privacyOptional, agreements })
        .where(eq(members.id, m.id))
        .returning();
      return myInfoOf(updated);
    },
    myMobileUpdate: async (req, _reply, { member }) => {
      const { m } = await reauthed(req, member);
      const now = nowOf(req);
      const v = await verifiedFor(ctx, req, ['MOBILE']);
      if (!m.personKey || v.personKey !== m.personKey)
        throw codedError(409, 'NOT_SAME_PERSON', '회원 본인 명의의 휴대전화로 본인확인해 주세요. 본인확인한 사람이 회원과 다릅니다.');
      await consume(ctx, v.id, now);
      const [updated] = await db.update(members).set({ mobileNo: v.mobileNo }).where(eq(members.id, m.id)).returning();
      return myInfoOf(updated);
    },
    withdraw: async (req, reply, { body, member }) => {
      const { m } = await own(member);
      const now = nowOf(req);
      await checkPassword(ctx, req, m.loginId, m, body.password, 'WITHDRAW');
      await db.transaction(async (tx) => {
        await tx.insert(withdrawals).values({ reasonCd: body.reasonCd, reasonText: body.reasonText, mbrTypeCd: m.mbrTypeCd, at: now });
        // anonymise: the row stays (the login id stays reserved), nothing that identifies the person does
        await tx
          .update(members)
          .set({
            memberName: '탈퇴회원',
            passwordHash: null,
            personKey: null,
            birthDate: null,
            gender: null,
            mobileNo: null,
            email: null,
            notifySms: false,
            notifyEmail: false,
            privacyOptional: false,
            agreements: {},
            status: 'WITHDRAWN',
            withdrawnAt: now,
            failedCount: 0,
            delayedUntil: null,
          })
          .where(eq(members.id, m.id));
        await tx.delete(sessions).where(eq(sessions.memberId, m.id));
      });
      clearSessionCookie(reply, cookieOptions(ctx.config, req));
      return { success: true as const };
    },
  } satisfies Partial<Handlers<typeof memberCalls>>;
}
