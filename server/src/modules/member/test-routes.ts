import { eq, getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MOBILE_PATTERN } from '@portal/contracts';
import { members, notificationOutbox, rateLimits, sessions, staffRecoveryCodes, staffTotp, verifications } from '../../db/schema';
import { nowOf } from '../../clock';
import { validationError } from '../../http/route';
import { staffMemberships } from '../../kernel/principal';
import { createStaffSession, hashToken, sessionToken, setSessionCookie, setStaffCookie, staffSessionToken } from '../../kernel/session';
import { issueEnrolCode } from '../../kernel/sign-in/enrol-code';
import { createSandboxSessions } from './sandbox-sessions';
import { cookieOptions, currentFlow, type MemberContext } from './context';
import { bucketOf } from '../../kernel/counters';
import { openChallenge } from '../../kernel/captcha/challenges';
import { RESEND_COOLDOWN } from './verify-routes';

const AgeBody = z.object({
  seconds: z
    .number({ error: '지나간 것으로 칠 시간을 초 단위 숫자로 보내 주세요.' })
    .int({ error: '시간은 정수(초)로 보내 주세요.' })
    .min(1, { error: '시간은 1초 이상이어야 합니다.' })
    .max(800 * 86_400, { error: '시간은 800일 이하로 보내 주세요.' }),
  loginId: z.string().max(64).optional(),
  mobileNo: z.string().regex(MOBILE_PATTERN, { error: '휴대전화 번호는 01로 시작하는 숫자 10~11자리로 보내 주세요.' }).optional(),
});

/** `set` moving each named timestamp column of `table` back by `back` (an interval). */
function movedBack<T extends Table>(table: T, keys: (keyof T['_']['columns'] & string)[], back: SQL) {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((k) => [k, sql`${columns[k]} - ${back}`])) as Partial<Record<keyof T['_']['columns'], SQL>>;
}

/**
 * PORTAL_TEST_CLOCK=1 only (browser tests): POST /api/test/age { seconds, loginId? } lets time pass
 * for THIS browser alone — its session (idle end, 12 h end, login time, re-check window) and its
 * verifications move `seconds` into the past, with loginId that member's login delay too, and with
 * mobileNo that phone's resend cooldown (a journey that verifies one phone twice need not wait 30 s) — so
 * parallel browser tests that share one server do not disturb each other (unlike /api/test/clock).
 */
export function testRoutes(app: FastifyInstance, ctx: MemberContext) {
  app.post('/api/test/age', async (req) => {
    const r = AgeBody.safeParse(req.body ?? {});
    if (!r.success) throw validationError(r.error, 'body');
    const back = sql`${r.data.seconds} * interval '1 second'`;
    const token = sessionToken(req);
    for (const t of [token, staffSessionToken(req)]) {
      if (t) await ctx.db.update(sessions).set(movedBack(sessions, ['expiresAt', 'absoluteExpiresAt', 'loginAt', 'reauthUntil'], back)).where(eq(sessions.tokenHash, hashToken(t)));
    }
    const flow = await currentFlow(ctx, req);
    if (flow) await ctx.db.update(verifications).set(movedBack(verifications, ['createdAt', 'expiresAt', 'verifiedAt'], back)).where(eq(verifications.flowHash, flow.flowHash));
    if (r.data.loginId)
      await ctx.db
        .update(members)
        .set({ delayedUntil: sql`${members.delayedUntil} - ${back}` })
        .where(eq(members.loginId, r.data.loginId));
    if (r.data.mobileNo)
      await ctx.db
        .update(rateLimits)
        .set({ expiresAt: sql`${rateLimits.expiresAt} - ${back}` })
        .where(eq(rateLimits.bucket, bucketOf(RESEND_COOLDOWN, r.data.mobileNo)));
    return { success: true as const };
  });

  /**
   * POST /api/test/session: this browser is signed in as the sandbox citizen with a session opened
   * now (browser tests sign in when a test starts, so a long suite never meets an idle-expired one).
   */
  app.post('/api/test/session', async (req, reply) => {
    const { memberName, tokens } = await createSandboxSessions(ctx.db, 1);
    setSessionCookie(reply, tokens[0], cookieOptions(ctx.config, req));
    return { success: true as const, memberName };
  });

  /** The sandbox staff account a test-only staff route names ({ loginId }), or 400 naming the field. */
  async function sandboxStaff(body: unknown): Promise<{ id: string; memberName: string }> {
    const r = StaffSessionBody.safeParse(body ?? {});
    if (!r.success) throw validationError(r.error, 'body');
    const [m] = await ctx.db.select({ id: members.id, memberName: members.memberName }).from(members).where(eq(members.loginId, r.data.loginId));
    if (!m || (await staffMemberships(ctx.db, m.id)).length === 0) throw validationError(new z.ZodError([{ code: 'custom', path: ['loginId'], message: '직원(샌드박스 담당자) 계정의 아이디를 보내 주세요.', input: r.data.loginId }]), 'body');
    return m;
  }

  /**
   * POST /api/test/staff-session { loginId }: this browser gets a staff session (cookie PORTAL_STAFF)
   * for a seeded sandbox staff account, opened now, as the back office's sign-in with a second factor
   * would leave it (browser tests of staff pages; server tests go through the real sign-in).
   */
  app.post('/api/test/staff-session', async (req, reply) => {
    const m = await sandboxStaff(req.body);
    const token = await createStaffSession(ctx.db, m.id, nowOf(req));
    setStaffCookie(reply, token, cookieOptions(ctx.config, req));
    return { success: true as const, memberName: m.memberName };
  });

  /**
   * POST /api/test/staff-totp-reset { loginId }: the sandbox staff account forgets its authenticator
   * and recovery codes and gets a new enrolment code (answered, like the manager's reset), so a
   * browser test of the sign-in pages enrols from the start (on a retry too).
   */
  app.post('/api/test/staff-totp-reset', async (req) => {
    const m = await sandboxStaff(req.body);
    await ctx.db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.memberId, m.id));
    await ctx.db.delete(staffTotp).where(eq(staffTotp.memberId, m.id));
    return { success: true as const, ...(await issueEnrolCode(ctx.db, m.id, nowOf(req))) };
  });

  /**
   * POST /api/test/outbox-failed { ref }: one dead letter in the outbox (an SMS out of tries, as a
   * gateway that kept refusing leaves it), so a browser test of the outbox page has a failed notice
   * to retry; the sandbox sender delivers it after the retry.
   */
  app.post('/api/test/outbox-failed', async (req) => {
    const r = OutboxFailedBody.safeParse(req.body ?? {});
    if (!r.success) throw validationError(r.error, 'body');
    const at = nowOf(req);
    const [row] = await ctx.db
      .insert(notificationOutbox)
      .values({
        kind: 'CYBER_ANSWERED',
        channel: 'SMS',
        recipient: '01055550000',
        recipientKey: '01055550000',
        subjectRef: r.data.ref,
        payload: { text: '[법률구조 플랫폼] 시험용 알림입니다.' },
        status: 'FAILED',
        attempts: 5,
        lastError: 'sandbox: 통신 오류 (시험용)',
        nextAttemptAt: at,
        createdAt: at,
      })
      .returning({ id: notificationOutbox.id });
    return { success: true as const, id: row!.id };
  });

  /** The digits of an open CAPTCHA challenge: what a person reads off the picture, for the browser tests. */
  app.get('/api/test/captcha/:captchaId', async (req, reply) => {
    const r = z.object({ captchaId: z.string().max(64) }).safeParse(req.params);
    if (!r.success) throw validationError(r.error, 'params');
    const answer = await openChallenge(ctx.db, r.data.captchaId, nowOf(req));
    if (!answer) return reply.code(404).send({ message: '열려 있는 자동 입력 방지 문자가 없습니다.' });
    return { answer };
  });
}

const OutboxFailedBody = z.object({ ref: z.string({ error: '알림이 가리킬 번호(ref)를 보내 주세요.' }).regex(/^[A-Z0-9-]{1,40}$/, { error: '번호는 영문 대문자, 숫자, 하이픈으로 40자까지 보내 주세요.' }) });

const StaffSessionBody = z.object({ loginId: z.string({ error: '직원 계정의 아이디를 보내 주세요.' }).regex(/^sandbox[a-z]+$/, { error: '샌드박스 직원 계정(sandbox…)의 아이디를 보내 주세요.' }) });
