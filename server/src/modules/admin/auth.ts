// Back office (issue 34): staff sign-in with a second factor and the staff session.
//
//   1. POST /api/admin/login: the member login's body and one-time RSA key, its password check and
//      delays (kernel/sign-in); staff accounts only. A 5-minute challenge (httpOnly cookie, its
//      SHA-256 kept in staff_login_challenges) says what comes next: ENROL or VERIFY.
//      PASSWORD first for an account its manager made: POST /api/admin/password sets its own password.
//   2. ENROL: POST /api/admin/totp/enrol with the enrolment code the manager issued (enrol-code.ts)
//      shows the QR code (drawn here), then .../enrol/confirm with the app's first code stores the
//      secret (sealed) and 10 recovery codes (HMAC only), and spends the enrolment code.
//      VERIFY: POST /api/admin/totp/verify with the app's code or a recovery code.
//   3. Either ends in a staff session: a `sessions` row of kind STAFF behind the PORTAL_STAFF cookie,
//      idle 15 minutes (slid by every staff call, kernel/session.ts), at most 8 hours.
//
// TOTP (RFC 6238) as authenticator apps do it: SHA-1, 6 digits, 30 s; one step either side is
// accepted, and a step once accepted never again for that account (staff_totp.last_step, moved by
// one conditional UPDATE, so the same code sent twice at once admits one). Five wrong codes void a
// challenge; besides, every account has 10 wrong codes per 15 minutes (kernel/counters.ts claim).
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { generateSecret, generateURI, verify } from 'otplib';
import { renderSVG } from 'uqr';
import {
  STAFF_CHALLENGE_SECONDS,
  STAFF_RECOVERY_CODES,
  STAFF_SESSION_ABSOLUTE_SECONDS,
  STAFF_SESSION_IDLE_SECONDS,
  passwordProblem,
  type AdminMe,
  type adminAuthCalls,
} from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { members, staffAccounts, staffLoginChallenges, staffRecoveryCodes, staffTotp } from '../../db/schema';
import { cookiePath, secureCookie } from '../../http/cookies';
import { codedError, fieldError, HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { claim, peek, release } from '../../kernel/counters';
import { loadFieldKey, openField, sealField } from '../../kernel/field-crypto';
import { staffDisabled, staffMemberships, type StaffMember } from '../../kernel/principal';
import { createStaffSession, deleteStaffSession, hashToken, setStaffCookie, staffSessionToken, touchSession, type CookieOptions } from '../../kernel/session';
import { audit } from '../../kernel/sign-in/login-audit';
import { LoginKeys } from '../../kernel/sign-in/login-keys';
import { hashPassword, verifyPassword } from '../../kernel/sign-in/password';
import { checkPassword, passwordMember } from '../../kernel/sign-in/password-check';
import { checkEnrolCode, newOneTimeCode, normaliseOneTimeCode, spendEnrolCode } from '../../kernel/sign-in/enrol-code';

/** The half-signed-in step's cookie (between the password and the second factor). */
export const CHALLENGE_COOKIE = 'PORTAL_STAFF_STEP';
/** What authenticator apps show as the account's issuer. */
export const TOTP_ISSUER = '법률구조 플랫폼';
const TOTP_PERIOD = 30;
/** Wrong codes that void one challenge. */
export const CHALLENGE_MAX_FAILURES = 5;
/** Wrong second-factor codes per account and window, across challenges and regenerations. */
export const TOTP_FAILURES_PER_ACCOUNT = 10;
const TOTP_FAILURE_WINDOW_MS = 15 * 60_000;
const TOTP_LIMIT = 'staff-2fa-fail';

const STAFF_DISABLED_MESSAGE = '사용이 중지된 직원 계정입니다. 다시 쓰려면 소속 기관의 기관 관리자에게 문의해 주세요.';
export const NOT_STAFF_MESSAGE =
  '직원 계정이 아닙니다. 법률구조 플랫폼의 직원으로 등록된 계정만 관리자 화면에 로그인할 수 있습니다. 시민 서비스는 /login 에서 로그인해 주세요.';
const NO_CHALLENGE =
  '로그인 1단계(아이디·비밀번호)를 먼저 해 주세요. 1단계 뒤 5분이 지났거나 인증 코드를 5번 틀렸다면 /admin/login 에서 처음부터 다시 로그인해 주세요.';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const secretAad = (memberId: string) => `staff-totp:${memberId}`;

/**
 * The time step (unix seconds / 30) whose code `code` is, looked for in the step of `now` and one
 * either side (an app's clock a little off, a code typed as it changed); null when it is none of them.
 */
export async function totpStep(secret: string, code: string, now: Date): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, period: TOTP_PERIOD, digits: 6, algorithm: 'sha1', epochTolerance: TOTP_PERIOD });
  return result.valid ? Math.floor(epoch / TOTP_PERIOD) + result.delta : null;
}

/** The staff member as the back office shows them (adminMe and the sign-in answers). */
export async function adminMeOf(db: Db, memberId: string, session: { expiresAt: Date; absoluteExpiresAt: Date }, now: Date): Promise<AdminMe> {
  const [m] = await db.select({ loginId: members.loginId, name: members.memberName }).from(members).where(eq(members.id, memberId));
  const held = await staffMemberships(db, memberId);
  const inst = held.find((h) => h.instCode !== '');
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.memberId, memberId), isNull(staffRecoveryCodes.usedAt)));
  return {
    memberId,
    loginId: m?.loginId ?? '',
    name: m?.name ?? '',
    roles: [...new Set(held.map((h) => h.role))],
    instCode: inst?.instCode ?? null,
    instName: inst?.instName ?? null,
    expiresAt: session.expiresAt.toISOString(),
    absoluteExpiresAt: session.absoluteExpiresAt.toISOString(),
    now: now.toISOString(),
    recoveryCodesLeft: Number(left?.n ?? 0),
  };
}

export async function authHandlers(db: Db, config: Config): Promise<Handlers<typeof adminAuthCalls>> {
  const keys = new LoginKeys(db);
  const fieldKey = await loadFieldKey(db, config.rrnKey);
  // recovery codes are kept as HMACs under a key derived from the field key: 50 random bits are not
  // found from a leaked table without the key
  const recoveryKey = createHmac('sha256', fieldKey).update('staff-recovery-code').digest();
  const recoveryHash = (code: string) => createHmac('sha256', recoveryKey).update(normaliseOneTimeCode(code)).digest('hex');

  const cookie = (req: FastifyRequest): CookieOptions => ({ secure: secureCookie(config, req), path: cookiePath(config) });
  const setChallengeCookie = (req: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(CHALLENGE_COOKIE, token, { ...cookie(req), httpOnly: true, sameSite: 'strict', maxAge: STAFF_CHALLENGE_SECONDS });
  const clearChallengeCookie = (req: FastifyRequest, reply: FastifyReply) => reply.clearCookie(CHALLENGE_COOKIE, { ...cookie(req), httpOnly: true, sameSite: 'strict' });

  function challengeToken(req: FastifyRequest): string | null {
    const t = req.cookies[CHALLENGE_COOKIE];
    return t && /^[A-Za-z0-9_-]{43}$/.test(t) ? t : null;
  }

  /** The twin of a password change that has already moved the challenge on (a double click). */
  const passwordAlreadySet = () => codedError(409, 'NOT_PASSWORD_STEP', '이미 새 비밀번호를 정했습니다. 다음 단계로 넘어가 주세요.');

  /** This browser's live challenge (not over, fewer than 5 wrong codes), or 401. */
  async function challengeOf(req: FastifyRequest) {
    const token = challengeToken(req);
    const now = nowOf(req);
    const [row] = token
      ? await db
          .select()
          .from(staffLoginChallenges)
          .where(and(eq(staffLoginChallenges.tokenHash, sha256(token)), gt(staffLoginChallenges.expiresAt, now), lt(staffLoginChallenges.failedCount, CHALLENGE_MAX_FAILURES)))
      : [];
    if (!row) throw codedError(401, 'NO_CHALLENGE', NO_CHALLENGE);
    const [m] = await db.select({ loginId: members.loginId }).from(members).where(eq(members.id, row.memberId));
    return { ...row, loginId: m?.loginId ?? '' };
  }

  /** Takes one of the account's places for a wrong code (429 when none is left); the caller gives it back on success. */
  async function claimAttempt(req: FastifyRequest, memberId: string, loginId: string) {
    const now = nowOf(req);
    if ((await claim(db, TOTP_LIMIT, memberId, TOTP_FAILURES_PER_ACCOUNT, TOTP_FAILURE_WINDOW_MS, now)) !== null) return;
    const { resetAt } = await peek(db, TOTP_LIMIT, memberId, now);
    const wait = Math.max(1, Math.ceil(((resetAt ?? now).getTime() - now.getTime()) / 1000));
    await audit({ db }, req, loginId, 'ADMIN_TOTP', 'RATE_LIMITED');
    throw codedError(429, 'RATE_LIMITED', `인증 코드를 너무 여러 번 틀렸습니다. ${Math.ceil(wait / 60)}분 뒤에 다시 시도해 주세요.`, { retryAfterSeconds: wait });
  }

  /**
   * Is `code` the app's code of a step within one of now that was not accepted before? When it is,
   * the step is taken (staff_totp.last_step) in the same statement that checks it is new.
   */
  async function takeTotpStep(memberId: string, secret: string, code: string, now: Date): Promise<'OK' | 'BAD' | 'USED'> {
    const [row] = await db.select({ lastStep: staffTotp.lastStep }).from(staffTotp).where(eq(staffTotp.memberId, memberId));
    const step = await totpStep(secret, code, now);
    if (step === null || !row) return 'BAD';
    const taken = await db
      .update(staffTotp)
      .set({ lastStep: step })
      .where(and(eq(staffTotp.memberId, memberId), lt(staffTotp.lastStep, step)))
      .returning({ memberId: staffTotp.memberId });
    return taken[0] ? 'OK' : 'USED';
  }

  async function storedSecret(memberId: string): Promise<string | null> {
    const [row] = await db.select({ secretEnc: staffTotp.secretEnc }).from(staffTotp).where(eq(staffTotp.memberId, memberId));
    return row ? openField(fieldKey, row.secretEnc, secretAad(memberId)) : null;
  }

  /** A wrong code on a challenge: counted; the fifth voids it. Always throws the 401 to answer. */
  async function wrongCode(req: FastifyRequest, reply: FastifyReply, tokenHash: string, loginId: string, kind: 'BAD' | 'USED' | 'ENROL_CODE'): Promise<never> {
    const [row] = await db
      .update(staffLoginChallenges)
      .set({ failedCount: sql`${staffLoginChallenges.failedCount} + 1` })
      .where(eq(staffLoginChallenges.tokenHash, tokenHash))
      .returning({ failedCount: staffLoginChallenges.failedCount });
    await audit({ db }, req, loginId, 'ADMIN_TOTP', 'TOTP_FAIL');
    const failed = row?.failedCount ?? CHALLENGE_MAX_FAILURES;
    if (failed >= CHALLENGE_MAX_FAILURES) {
      await db.delete(staffLoginChallenges).where(eq(staffLoginChallenges.tokenHash, tokenHash));
      clearChallengeCookie(req, reply);
      throw codedError(401, 'CHALLENGE_VOID', `인증 코드를 ${CHALLENGE_MAX_FAILURES}번 틀려 이번 로그인을 끝냈습니다. /admin/login 에서 아이디와 비밀번호부터 다시 로그인해 주세요.`);
    }
    const tail = ` (${failed}번 틀림: ${CHALLENGE_MAX_FAILURES}번 틀리면 처음부터 다시 로그인해야 합니다)`;
    if (kind === 'ENROL_CODE') throw codedError(401, 'BAD_ENROL_CODE', `등록 코드가 맞지 않습니다. 기관 관리자에게 받은 10자리 등록 코드(예: ABCDE-12345)를 확인해 입력해 주세요.${tail}`);
    if (kind === 'USED') throw codedError(401, 'CODE_USED', `이미 쓴 인증 코드입니다. 인증 앱에 새 코드가 나타나면 그 코드를 입력해 주세요.${tail}`);
    throw codedError(401, 'BAD_CODE', `인증 코드가 맞지 않습니다. 인증 앱에 지금 표시된 6자리 숫자 또는 복구 코드를 입력해 주세요.${tail}`);
  }

  /** Ends the challenge (once: a second success on it gets 401) and opens the staff session. */
  async function openStaffSession(req: FastifyRequest, reply: FastifyReply, tokenHash: string, memberId: string) {
    const now = nowOf(req);
    const ended = await db.delete(staffLoginChallenges).where(eq(staffLoginChallenges.tokenHash, tokenHash)).returning({ memberId: staffLoginChallenges.memberId });
    if (!ended[0]) throw codedError(401, 'NO_CHALLENGE', NO_CHALLENGE);
    const o = cookie(req);
    await deleteStaffSession(db, req, reply, o); // no session fixation: the browser's old staff session ends
    const token = await createStaffSession(db, memberId, now);
    // the manager's list shows the last back-office sign-in (members.last_login_at stays the citizen's)
    await db.insert(staffAccounts).values({ memberId, lastSignInAt: now }).onConflictDoUpdate({ target: staffAccounts.memberId, set: { lastSignInAt: now } });
    setStaffCookie(reply, token, o);
    clearChallengeCookie(req, reply);
    return adminMeOf(db, memberId, {
      expiresAt: new Date(now.getTime() + STAFF_SESSION_IDLE_SECONDS * 1000),
      absoluteExpiresAt: new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_SECONDS * 1000),
    }, now);
  }

  /** Ten new recovery codes for the account (the old ones are void), in `tx`; returns them as shown. */
  async function replaceRecoveryCodes(tx: Db, memberId: string, now: Date): Promise<string[]> {
    const codes = Array.from({ length: STAFF_RECOVERY_CODES }, newOneTimeCode);
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.memberId, memberId));
    await tx.insert(staffRecoveryCodes).values(codes.map((c) => ({ memberId, codeHash: recoveryHash(c), createdAt: now })));
    return codes;
  }

  /** What the second factor is for the account: ENROL (no authenticator yet) or VERIFY. */
  async function secondFactorStep(memberId: string): Promise<'ENROL' | 'VERIFY'> {
    const [enrolled] = await db.select({ memberId: staffTotp.memberId }).from(staffTotp).where(eq(staffTotp.memberId, memberId));
    return enrolled ? 'VERIFY' : 'ENROL';
  }

  const sessionEnds = (s: StaffMember) => ({ expiresAt: s.person.expiresAt, absoluteExpiresAt: s.person.absoluteExpiresAt });

  return {
    adminLogin: async (req, reply, { body }) => {
      const now = nowOf(req);
      const loginId = body.member;
      const password = await keys.consumeAndDecrypt(body.p, body.s, now);
      if (password === null) {
        await audit({ db }, req, loginId, 'ADMIN_PWD', 'KEY_EXPIRED');
        throw codedError(409, 'KEY_EXPIRED', '로그인 키가 만료되었거나 이미 사용되었습니다. 다시 로그인해 주세요.');
      }
      const [row] = await db.select().from(members).where(eq(members.loginId, loginId));
      const member = await checkPassword({ db }, req, loginId, passwordMember(row), password, 'ADMIN_PWD');
      if (await staffDisabled(db, member.id)) {
        await audit({ db }, req, loginId, 'ADMIN_PWD', 'DISABLED');
        throw codedError(403, 'STAFF_DISABLED', STAFF_DISABLED_MESSAGE);
      }
      if ((await staffMemberships(db, member.id)).length === 0) {
        await audit({ db }, req, loginId, 'ADMIN_PWD', 'NOT_STAFF');
        throw codedError(403, 'NOT_STAFF', NOT_STAFF_MESSAGE);
      }
      const [account] = await db.select({ mustChange: staffAccounts.passwordMustChange }).from(staffAccounts).where(eq(staffAccounts.memberId, member.id));
      const step = account?.mustChange ? ('PASSWORD' as const) : await secondFactorStep(member.id);
      const old = challengeToken(req);
      if (old) await db.delete(staffLoginChallenges).where(eq(staffLoginChallenges.tokenHash, sha256(old)));
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + STAFF_CHALLENGE_SECONDS * 1000);
      await db.insert(staffLoginChallenges).values({ tokenHash: sha256(token), memberId: member.id, step, createdAt: now, expiresAt });
      if (randomInt(50) === 0) db.delete(staffLoginChallenges).where(lt(staffLoginChallenges.expiresAt, new Date(now.getTime() - 3_600_000))).catch(() => undefined);
      setChallengeCookie(req, reply, token);
      await audit({ db }, req, loginId, 'ADMIN_PWD', 'OK');
      return { step, loginId: member.loginId, expiresAt: expiresAt.toISOString() };
    },

    adminPasswordSet: async (req, _reply, { body }) => {
      const now = nowOf(req);
      const c = await challengeOf(req);
      if (c.step !== 'PASSWORD') throw codedError(409, 'NOT_PASSWORD_STEP', '비밀번호를 바꾸는 단계가 아닙니다. /admin/login 에서 처음부터 다시 로그인해 주세요.');
      const problem = passwordProblem(body.newPassword, c.loginId);
      if (problem) throw fieldError('newPassword', problem);
      // the stored hash and the challenge's step in one read: the twin of a request that has just moved
      // the challenge on (a double click) sees both changed and is told it is done, not that its
      // password is the initial one
      const [m] = await db
        .select({ hash: members.passwordHash, step: staffLoginChallenges.step })
        .from(staffLoginChallenges)
        .innerJoin(members, eq(members.id, staffLoginChallenges.memberId))
        .where(eq(staffLoginChallenges.tokenHash, c.tokenHash));
      if (m?.step !== 'PASSWORD') throw passwordAlreadySet();
      if (await verifyPassword(body.newPassword, m.hash)) {
        throw fieldError('newPassword', '기관 관리자에게 받은 처음 비밀번호와 다른 비밀번호를 정해 주세요.');
      }
      const passwordHash = await hashPassword(body.newPassword);
      const step = await secondFactorStep(c.memberId);
      const moved = await db.transaction(async (tx) => {
        // the challenge moves on once: a twin request (a double click) finds it moved and changes nothing
        const [ch] = await tx
          .update(staffLoginChallenges)
          .set({ step })
          .where(and(eq(staffLoginChallenges.tokenHash, c.tokenHash), eq(staffLoginChallenges.step, 'PASSWORD')))
          .returning({ expiresAt: staffLoginChallenges.expiresAt });
        if (!ch) return null;
        await tx.update(members).set({ passwordHash, passwordChangedAt: now, passwordChangeDeferredAt: null }).where(eq(members.id, c.memberId));
        await tx.update(staffAccounts).set({ passwordMustChange: false }).where(eq(staffAccounts.memberId, c.memberId));
        return ch;
      });
      if (!moved) throw passwordAlreadySet();
      await audit({ db }, req, c.loginId, 'ADMIN_PWD_SET', 'OK');
      return { step, loginId: c.loginId, expiresAt: moved.expiresAt.toISOString() };
    },

    adminTotpEnrol: async (req, reply, { body }) => {
      const c = await challengeOf(req);
      if (c.step !== 'ENROL' || (await storedSecret(c.memberId)) !== null) {
        throw codedError(409, 'ALREADY_ENROLLED', '이미 인증 앱을 등록한 계정입니다. 인증 앱의 6자리 코드 또는 복구 코드로 로그인해 주세요.');
      }
      await claimAttempt(req, c.memberId, c.loginId);
      const enrolCode = await checkEnrolCode(db, c.memberId, body.enrolCode, nowOf(req));
      if (enrolCode === 'NONE') {
        await audit({ db }, req, c.loginId, 'ADMIN_TOTP_ENROL', 'NO_ENROL_CODE');
        throw codedError(409, 'NO_ENROL_CODE', '이 계정에는 쓸 수 있는 등록 코드가 없습니다(발급되지 않았거나 7일이 지났습니다). 소속 기관의 기관 관리자에게 인증 앱 초기화를 부탁해 새 등록 코드를 받아 주세요.');
      }
      if (enrolCode === 'BAD') return wrongCode(req, reply, c.tokenHash, c.loginId, 'ENROL_CODE');
      await release(db, TOTP_LIMIT, c.memberId, nowOf(req));
      // asked again within the same step (a double click, a reload): the same secret again
      let secret = c.pendingSecretEnc ? openField(fieldKey, c.pendingSecretEnc, secretAad(c.memberId)) : null;
      if (!secret) {
        secret = generateSecret(); // 20 random bytes, base32
        await db
          .update(staffLoginChallenges)
          .set({ pendingSecretEnc: sealField(fieldKey, secret, secretAad(c.memberId)) })
          .where(and(eq(staffLoginChallenges.tokenHash, c.tokenHash), isNull(staffLoginChallenges.pendingSecretEnc)));
        const [kept] = await db.select({ enc: staffLoginChallenges.pendingSecretEnc }).from(staffLoginChallenges).where(eq(staffLoginChallenges.tokenHash, c.tokenHash));
        if (kept?.enc) secret = openField(fieldKey, kept.enc, secretAad(c.memberId)); // a twin request's secret won
      }
      const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label: c.loginId, secret, algorithm: 'sha1', digits: 6, period: TOTP_PERIOD });
      return { qrSvg: renderSVG(otpauthUri, { ecc: 'M', border: 2 }), secret, otpauthUri, issuer: TOTP_ISSUER, account: c.loginId };
    },

    adminTotpEnrolConfirm: async (req, reply, { body }) => {
      const now = nowOf(req);
      const c = await challengeOf(req);
      if (c.step !== 'ENROL' || !c.pendingSecretEnc) {
        throw codedError(409, 'NOT_ENROLLING', c.step === 'ENROL' ? '인증 앱 등록을 먼저 시작해 QR 코드를 받아 주세요.' : '이미 인증 앱을 등록한 계정입니다. 인증 코드로 로그인해 주세요.');
      }
      await claimAttempt(req, c.memberId, c.loginId);
      const secret = openField(fieldKey, c.pendingSecretEnc, secretAad(c.memberId));
      const step = await totpStep(secret, body.code, now);
      if (step === null) return wrongCode(req, reply, c.tokenHash, c.loginId, 'BAD');
      const recoveryCodes = await db.transaction(async (tx) => {
        const made = await tx
          .insert(staffTotp)
          .values({ memberId: c.memberId, secretEnc: c.pendingSecretEnc!, enrolledAt: now, lastStep: step })
          .onConflictDoNothing()
          .returning({ memberId: staffTotp.memberId });
        // a twin confirm (a double click) enrolled a moment ago
        if (!made[0]) throw codedError(409, 'ALREADY_ENROLLED', '이미 인증 앱을 등록했습니다. 인증 앱의 6자리 코드로 로그인해 주세요.');
        await spendEnrolCode(tx as unknown as Db, c.memberId);
        return replaceRecoveryCodes(tx as unknown as Db, c.memberId, now);
      });
      await release(db, TOTP_LIMIT, c.memberId, now);
      const me = await openStaffSession(req, reply, c.tokenHash, c.memberId);
      await audit({ db }, req, c.loginId, 'ADMIN_TOTP_ENROL', 'OK');
      return { me, recoveryCodes };
    },

    adminTotpVerify: async (req, reply, { body }) => {
      const now = nowOf(req);
      const c = await challengeOf(req);
      const secret = await storedSecret(c.memberId);
      if (c.step !== 'VERIFY' || !secret) throw codedError(409, 'NOT_ENROLLED', '아직 인증 앱을 등록하지 않은 계정입니다. 인증 앱 등록을 먼저 마쳐 주세요.');
      await claimAttempt(req, c.memberId, c.loginId);
      if ('code' in body) {
        const taken = await takeTotpStep(c.memberId, secret, body.code, now);
        if (taken !== 'OK') return wrongCode(req, reply, c.tokenHash, c.loginId, taken === 'USED' ? 'USED' : 'BAD');
      } else {
        const used = await db
          .update(staffRecoveryCodes)
          .set({ usedAt: now })
          .where(and(eq(staffRecoveryCodes.memberId, c.memberId), eq(staffRecoveryCodes.codeHash, recoveryHash(body.recoveryCode)), isNull(staffRecoveryCodes.usedAt)))
          .returning({ memberId: staffRecoveryCodes.memberId });
        if (!used[0]) return wrongCode(req, reply, c.tokenHash, c.loginId, 'BAD');
      }
      await release(db, TOTP_LIMIT, c.memberId, now);
      const me = await openStaffSession(req, reply, c.tokenHash, c.memberId);
      await audit({ db }, req, c.loginId, 'code' in body ? 'ADMIN_TOTP' : 'ADMIN_RECOVERY', 'OK');
      return { me };
    },

    adminMe: async (req, _reply, { staff }) => adminMeOf(db, staff.memberId, sessionEnds(staff), nowOf(req)),

    adminSessionExtend: async (req, _reply, { staff }) => {
      const token = staffSessionToken(req)!; // the access check found the session by it
      const expiresAt = await touchSession(db, hashToken(token), nowOf(req), true, STAFF_SESSION_IDLE_SECONDS);
      if (!expiresAt) throw new HttpError(401, '직원 세션이 끝났습니다. /admin/login 에서 다시 로그인해 주세요.');
      return adminMeOf(db, staff.memberId, { expiresAt, absoluteExpiresAt: staff.person.absoluteExpiresAt }, nowOf(req));
    },

    adminLogout: async (req, reply) => {
      const challenge = challengeToken(req);
      if (challenge) await db.delete(staffLoginChallenges).where(eq(staffLoginChallenges.tokenHash, sha256(challenge)));
      clearChallengeCookie(req, reply);
      await deleteStaffSession(db, req, reply, cookie(req));
      return { success: true as const };
    },

    adminRecoveryRegenerate: async (req, _reply, { body, staff }) => {
      const now = nowOf(req);
      const secret = await storedSecret(staff.memberId);
      if (!secret) throw codedError(401, 'NOT_ENROLLED', '인증 앱을 등록한 뒤에 복구 코드를 새로 받을 수 있습니다.');
      await claimAttempt(req, staff.memberId, staff.person.loginId);
      const taken = await takeTotpStep(staff.memberId, secret, body.code, now);
      if (taken !== 'OK') {
        await audit({ db }, req, staff.person.loginId, 'ADMIN_RECOVERY_NEW', 'TOTP_FAIL');
        throw codedError(
          401,
          taken === 'USED' ? 'CODE_USED' : 'BAD_CODE',
          taken === 'USED' ? '이미 쓴 인증 코드입니다. 인증 앱에 새 코드가 나타나면 그 코드를 입력해 주세요.' : '인증 코드가 맞지 않습니다. 인증 앱에 지금 표시된 6자리 숫자를 입력해 주세요.',
        );
      }
      await release(db, TOTP_LIMIT, staff.memberId, now);
      const recoveryCodes = await db.transaction((tx) => replaceRecoveryCodes(tx as unknown as Db, staff.memberId, now));
      await audit({ db }, req, staff.person.loginId, 'ADMIN_RECOVERY_NEW', 'OK');
      return { recoveryCodes };
    },
  };
}
