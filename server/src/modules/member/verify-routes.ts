import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { MBR_TYPE, VERIFIED_FLOW_TTL_SECONDS, VERIFY_CODE_LENGTH, VERIFY_CODE_TTL_SECONDS, VERIFY_MAX_TRIES, VERIFY_RESEND_COOLDOWN_SECONDS, maskMobile, maskName, type VerifyConfirmed, type VerifyStarted, type memberCalls } from '@portal/contracts';
import { nowOf } from '../../clock';
import { members, verifications } from '../../db/schema';
import { codedError, fieldError, HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { currentFlow, ensureFlow, type MemberContext } from './context';
import { audit } from '../../kernel/sign-in/login-audit';
import { hit } from '../../kernel/counters';
import { captchaNeeded, countFailure, passChallenge } from '../../kernel/captcha/challenges';
import { hmac, personKey } from './secrets';
import { isStaffAccount, STAFF_RECOVERY_MESSAGE, staffRefused } from './staff-accounts';

/** Code sends per phone number in an hour (sandbox and real adapters alike); per address: config. */
export const VERIFY_SENDS_PER_PHONE_PER_HOUR = 5;
const HOUR = 3_600_000;

/** Full years between a YYYYMMDD birth date and a day (만 나이). */
export function ageOn(birthDate: string, on: Date): number {
  const y = +birthDate.slice(0, 4), m = +birthDate.slice(4, 6), d = +birthDate.slice(6, 8);
  let age = on.getUTCFullYear() - y;
  if (on.getUTCMonth() + 1 < m || (on.getUTCMonth() + 1 === m && on.getUTCDate() < d)) age--;
  return age;
}
export const UNDER_14_MESSAGE =
  '만 14세 미만은 온라인으로 회원가입을 할 수 없습니다. 법정대리인과 함께 대한법률구조공단 상담전화(국번 없이 132)로 문의해 주세요.';

export const ALREADY_MEMBER_MESSAGE =
  '이미 가입한 회원입니다. 한 사람은 하나의 계정만 만들 수 있습니다. 아이디가 기억나지 않으면 아이디 찾기(/login/search/id)를 이용해 주세요.';
export const MEMBER_MISMATCH_MESSAGE = '입력하신 아이디와 본인확인한 정보가 맞는 회원이 없습니다. 아이디를 확인해 주세요.';

/** The verifications a script could use to probe people or accounts: their failures turn the CAPTCHA on. */
const CAPTCHA_GUARDED: ReadonlySet<string> = new Set(['GUEST', 'FIND_PWD']);

/** The rate_limits namespace of the 30-second resend wait, per phone number. */
export const RESEND_COOLDOWN = 'verify-cooldown';

const secondsUntil = (t: Date, now: Date) => Math.max(1, Math.ceil((t.getTime() - now.getTime()) / 1000));

export function verifyHandlers(ctx: MemberContext) {
  const { db, adapter } = ctx;

  return {
    verifyRequest: async (req, reply, { body }): Promise<VerifyStarted> => {
      const now = nowOf(req);
      if (body.purpose === 'JOIN' && ageOn(body.birthDate, now) < 14) throw fieldError('birthDate', UNDER_14_MESSAGE);
      // DORMANT may leave loginId out: the login that answered DORMANT in this browser remembered it
      const loginId = body.loginId ?? (body.purpose === 'DORMANT' ? (await currentFlow(ctx, req))?.dormantLoginId : null) ?? null;
      if ((body.purpose === 'FIND_PWD' || body.purpose === 'DORMANT') && !loginId) throw fieldError('loginId', '아이디를 입력해 주세요.');

      // the guest and password-search verifications ask a person, not a script, after repeated failures
      const failureKeys = CAPTCHA_GUARDED.has(body.purpose) ? { address: req.ip, browser: await ensureFlow(ctx, req, reply) } : null;
      if (failureKeys && (await captchaNeeded(db, failureKeys, now, ctx.config.captchaAfterFailures))) {
        if (!body.captchaId || !body.captchaAnswer)
          throw codedError(428, 'CAPTCHA_REQUIRED', '본인확인에 여러 번 실패하여 자동 입력 방지 확인이 필요합니다. 그림의 숫자를 입력한 뒤 다시 요청해 주세요.');
        await passChallenge(db, body.captchaId, body.captchaAnswer, now);
      }

      // a resend waits 30 s (per phone number, whichever browser asks)
      const cooldown = await hit(db, RESEND_COOLDOWN, body.mobileNo, VERIFY_RESEND_COOLDOWN_SECONDS * 1000, now);
      if (cooldown.hits > 1) {
        const wait = secondsUntil(cooldown.resetAt, now);
        throw codedError(429, 'RESEND_TOO_SOON', `인증번호는 ${VERIFY_RESEND_COOLDOWN_SECONDS}초에 한 번만 다시 받을 수 있습니다. ${wait}초 뒤에 다시 요청해 주세요.`, {
          retryAfterSeconds: wait,
        });
      }
      const perIp = await hit(db, 'verify-ip', req.ip, HOUR, now);
      if (perIp.hits > ctx.config.verifySendsPerIpPerHour) {
        const wait = secondsUntil(perIp.resetAt, now);
        throw codedError(429, 'RATE_LIMITED', `본인확인 요청이 너무 많습니다. ${Math.ceil(wait / 60)}분 뒤에 다시 시도해 주세요.`, { retryAfterSeconds: wait });
      }
      const perPhone = await hit(db, 'verify-phone', body.mobileNo, HOUR, now);
      if (perPhone.hits > VERIFY_SENDS_PER_PHONE_PER_HOUR) {
        const wait = secondsUntil(perPhone.resetAt, now);
        throw codedError(
          429,
          'RATE_LIMITED',
          `이 휴대전화 번호로는 한 시간에 ${VERIFY_SENDS_PER_PHONE_PER_HOUR}번까지 인증번호를 받을 수 있습니다. ${Math.ceil(wait / 60)}분 뒤에 다시 시도해 주세요.`,
          { retryAfterSeconds: wait },
        );
      }

      const person = { name: body.name, birthDate: body.birthDate, mobileNo: body.mobileNo, gender: body.method === 'SMS' ? body.gender : undefined };
      const provider = body.method === 'SMS' ? body.carrier : body.provider;
      const check = await adapter.checkPerson(person, body.method, provider);
      if (!check.ok && check.reason === 'PROVIDER_ERROR')
        throw codedError(502, 'PROVIDER_ERROR', '본인확인 기관에 연결하지 못했습니다. 잠시 후 다시 시도하거나 다른 인증 방법을 선택해 주세요.');
      if (!check.ok && failureKeys) await countFailure(db, failureKeys, now);
      if (!check.ok)
        throw codedError(409, 'IDENTITY_MISMATCH', '본인확인 기관에 등록된 정보와 이름, 생년월일, 휴대전화 번호가 맞지 않습니다. 입력한 내용을 확인해 주세요.');

      const flowHash = failureKeys?.browser ?? (await ensureFlow(ctx, req, reply));
      const id = randomUUID();
      const code = body.method === 'SMS' ? String(randomInt(0, 10 ** VERIFY_CODE_LENGTH)).padStart(VERIFY_CODE_LENGTH, '0') : null;
      const expiresAt = new Date(now.getTime() + VERIFY_CODE_TTL_SECONDS * 1000);
      // a new request replaces the earlier ones of this browser for the same purpose
      await db
        .update(verifications)
        .set({ superseded: true })
        .where(and(eq(verifications.flowHash, flowHash), eq(verifications.purpose, body.purpose), isNull(verifications.consumedAt)));
      await db.insert(verifications).values({
        id,
        flowHash,
        purpose: body.purpose,
        method: body.method,
        provider,
        adapter: adapter.name,
        memberName: body.name,
        birthDate: body.birthDate,
        gender: body.method === 'SMS' ? body.gender : null,
        mobileNo: body.mobileNo,
        personKey: personKey(ctx.secret, body.name, body.birthDate),
        loginId,
        codeHash: code ? hmac(ctx.secret, id, code) : null,
        createdAt: now,
        expiresAt,
      });
      if (code) await adapter.sendCode(body.mobileNo, code);
      else await adapter.requestApproval(person, provider);
      if (Math.random() < 0.02) db.delete(verifications).where(lt(verifications.createdAt, new Date(now.getTime() - 86_400_000))).catch(() => undefined);
      return {
        verificationId: id,
        method: body.method,
        expiresAt: expiresAt.toISOString(),
        resendAvailableAt: new Date(now.getTime() + VERIFY_RESEND_COOLDOWN_SECONDS * 1000).toISOString(),
        triesLeft: VERIFY_MAX_TRIES,
        sentTo: maskMobile(body.mobileNo),
        sandbox: adapter.sandbox,
        sandboxCode: adapter.sandbox ? code : null,
      };
    },
    verifyConfirm: async (req, _reply, { body }): Promise<VerifyConfirmed> => {
      const now = nowOf(req);
      const flow = await currentFlow(ctx, req);
      const [v] = flow
        ? await db.select().from(verifications).where(and(eq(verifications.id, body.verificationId), eq(verifications.flowHash, flow.flowHash)))
        : [];
      if (!v) throw codedError(404, 'NOT_FOUND', '본인확인 요청을 찾을 수 없습니다. 인증번호를 다시 받아 주세요.');
      const confirmed = (verifiedAt: Date): VerifyConfirmed => ({
        verified: true,
        purpose: v.purpose,
        validUntil: new Date(verifiedAt.getTime() + VERIFIED_FLOW_TTL_SECONDS * 1000).toISOString(),
        maskedName: maskName(v.memberName),
        maskedMobile: maskMobile(v.mobileNo),
      });
      if (v.verifiedAt && !v.consumedAt && !v.superseded) return confirmed(v.verifiedAt);
      if (v.superseded || v.consumedAt)
        throw codedError(410, 'EXPIRED', '이 본인확인 요청은 더 쓸 수 없습니다. 가장 최근에 받은 인증번호를 입력하거나 다시 요청해 주세요.');
      if (v.expiresAt <= now) throw codedError(410, 'EXPIRED', '인증 시간(3분)이 지났습니다. 인증번호를 다시 받아 주세요.');

      if (v.method === 'SMS') {
        if (v.tries >= VERIFY_MAX_TRIES) throw tooManyTries();
        if (!body.code) throw fieldError('code', `인증번호 ${VERIFY_CODE_LENGTH}자리를 입력해 주세요.`);
        // every try takes one of the VERIFY_MAX_TRIES in one statement before the code is compared, so
        // guesses sent at once get no more comparisons than guesses sent one after another; the
        // right code gives its try back (only wrong codes count, as before)
        const [row] = await db
          .update(verifications)
          .set({ tries: sql`${verifications.tries} + 1` })
          .where(and(eq(verifications.id, v.id), lt(verifications.tries, VERIFY_MAX_TRIES)))
          .returning({ tries: verifications.tries });
        if (!row) throw tooManyTries();
        const expected = Buffer.from(v.codeHash ?? '');
        const given = Buffer.from(hmac(ctx.secret, v.id, body.code));
        if (expected.length === given.length && timingSafeEqual(expected, given)) {
          await db.update(verifications).set({ tries: sql`greatest(${verifications.tries} - 1, 0)` }).where(eq(verifications.id, v.id));
        } else {
          if (CAPTCHA_GUARDED.has(v.purpose)) await countFailure(db, { address: req.ip, browser: v.flowHash }, now);
          const left = VERIFY_MAX_TRIES - row.tries;
          if (left <= 0) throw tooManyTries();
          throw codedError(409, 'CODE_MISMATCH', `인증번호가 맞지 않습니다. 받은 ${VERIFY_CODE_LENGTH}자리 숫자를 확인해 주세요. (${left}번 더 입력할 수 있습니다)`, {
            triesLeft: left,
          });
        }
      } else {
        const status = await adapter.approvalStatus(v.decision);
        if (status === 'PENDING') throw codedError(409, 'NOT_APPROVED', '아직 인증 앱에서 승인하지 않았습니다. 앱에서 인증을 승인한 뒤 인증 완료를 눌러 주세요.');
        if (status === 'DENIED') throw codedError(409, 'DENIED', '인증 앱에서 요청을 거절했습니다. 본인이 맞다면 다시 요청해 주세요.');
      }

      // what the purpose needs of the verified person
      if (v.purpose === 'JOIN') {
        const [m] = await db
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.personKey, v.personKey), ne(members.mbrTypeCd, MBR_TYPE.GUEST)));
        if (m) throw codedError(409, 'ALREADY_MEMBER', ALREADY_MEMBER_MESSAGE);
        if (ageOn(v.birthDate, now) < 14) throw fieldError('birthDate', UNDER_14_MESSAGE);
      }
      if (v.purpose === 'FIND_PWD' || v.purpose === 'DORMANT') {
        const [m] = v.loginId
          ? await db
              .select({ id: members.id })
              .from(members)
              .where(and(eq(members.loginId, v.loginId), eq(members.personKey, v.personKey), ne(members.status, 'WITHDRAWN'), ne(members.mbrTypeCd, MBR_TYPE.GUEST)))
          : [];
        if (!m && CAPTCHA_GUARDED.has(v.purpose)) await countFailure(db, { address: req.ip, browser: v.flowHash }, now);
        if (!m) throw codedError(409, 'NO_MEMBER', MEMBER_MISMATCH_MESSAGE);
        // a staff account's password is reset by its manager, never by proving a name and birth date
        if (v.purpose === 'FIND_PWD' && (await isStaffAccount(db, m.id))) {
          await audit(ctx, req, v.loginId, 'FIND_PWD', 'STAFF_REFUSED');
          throw staffRefused(STAFF_RECOVERY_MESSAGE);
        }
        if (v.purpose === 'DORMANT' && flow?.dormantLoginId && flow.dormantLoginId !== v.loginId) throw codedError(409, 'NO_MEMBER', MEMBER_MISMATCH_MESSAGE);
      }

      const [done] = await db
        .update(verifications)
        .set({ verifiedAt: now })
        .where(and(eq(verifications.id, v.id), isNull(verifications.verifiedAt)))
        .returning({ verifiedAt: verifications.verifiedAt });
      return confirmed(done?.verifiedAt ?? now);
    },
  // The stand-in for the person's phone app answers only the browser that made the request (its
  // PORTAL_FLOW): another browser, even one that learnt the id, gets the same 404 as an unknown id.
    verifySandboxDecision: async (req, _reply, { body }) => {
      if (!adapter.sandbox) throw new HttpError(404, '샌드박스 본인확인을 쓰지 않는 서버입니다.');
      const flow = await currentFlow(ctx, req);
      const noneWaiting = () => new HttpError(404, '승인을 기다리는 간편인증 요청이 없습니다. 간편인증을 다시 요청해 주세요.');
      if (!flow) throw noneWaiting();
      const updated = await db
        .update(verifications)
        .set({ decision: body.approve ? 'APPROVED' : 'DENIED' })
        .where(
          and(
            eq(verifications.id, body.verificationId),
            eq(verifications.flowHash, flow.flowHash),
            eq(verifications.method, 'SIMPLE'),
            eq(verifications.decision, 'PENDING'),
            sql`${verifications.expiresAt} > ${nowOf(req).toISOString()}::timestamptz`,
          ),
        )
        .returning({ id: verifications.id });
      if (!updated[0]) throw noneWaiting();
      return { success: true as const };
    },
  } satisfies Partial<Handlers<typeof memberCalls>>;
}

function tooManyTries() {
  return codedError(429, 'TOO_MANY_TRIES', `인증번호를 ${VERIFY_MAX_TRIES}번 틀려 이 인증번호는 더 쓸 수 없습니다. 인증번호를 다시 받아 주세요.`, { triesLeft: 0 });
}
