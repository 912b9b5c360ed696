import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MBR_TYPE, maskMobile, type JoinRequest, type memberCalls } from '@portal/contracts';
import { nowOf } from '../../clock';
import { joinRequests, members, verifications } from '../../db/schema';
import { codedError, fieldError, HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { pgError } from '../../kernel/errors';
import { currentFlow, verifiedFor, type MemberContext } from './context';
import { hashPassword } from '../../kernel/sign-in/password';
import { newPasswordProblem } from './password-strength';
import { JOIN_TERMS, TERMS_VERSION } from './terms';
import { contactProblem } from './account-routes';
import { ALREADY_MEMBER_MESSAGE, UNDER_14_MESSAGE, ageOn } from './verify-routes';
import { VERIFIED_FLOW_TTL_SECONDS } from '@portal/contracts';
import { isNull } from 'drizzle-orm';

/** ID-check calls per client address and minute (stops walking the member list). */
export const ID_CHECK_RATE_LIMIT = { max: 30, timeWindow: 60_000 };
const ID_TAKEN = '이미 쓰이고 있거나 쓸 수 없는 아이디입니다. 다른 아이디를 입력해 주세요.';

/** 400 on mobileNo: the join form sent a number other than the one verified for JOIN. */
export const notVerifiedMobile = (verified: string) =>
  `휴대전화 번호는 본인확인한 번호(${maskMobile(verified)})만 등록할 수 있습니다. 다른 번호를 쓰려면 그 번호로 본인확인을 다시 해 주세요.`;

export function joinHandlers(ctx: MemberContext) {
  const { db } = ctx;

  return {
    joinTerms: async (_req, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return JOIN_TERMS;
    },
    joinIdCheck: {
      options: { config: { rateLimit: ID_CHECK_RATE_LIMIT } },
      handler: async (_req, reply, { query }) => {
        reply.header('Cache-Control', 'no-store');
        // withdrawn accounts keep their row (anonymised), so their ids stay taken
        const [m] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, query.loginId));
        return m
          ? { loginId: query.loginId, available: false, message: ID_TAKEN }
          : { loginId: query.loginId, available: true, message: '사용할 수 있는 아이디입니다.' };
      },
    },
    joinIdentity: async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const v = await verifiedFor(ctx, req, ['JOIN']);
      return {
        memberName: v.memberName,
        birthDate: v.birthDate,
        mobileNo: v.mobileNo,
        validUntil: new Date(v.verifiedAt!.getTime() + VERIFIED_FLOW_TTL_SECONDS * 1000).toISOString(),
      };
    },
    join: async (req, reply, { body, headers }) => {
      const key = headers['idempotency-key'];
      const flow = await currentFlow(ctx, req);

      // a repeated key answers what the first request answered (only to the browser that sent it)
      const replay = async () => {
        const [row] = await db.select().from(joinRequests).where(eq(joinRequests.idempotencyKey, key));
        if (!row) return null;
        if (!flow || row.flowHash !== flow.flowHash)
          throw new HttpError(409, '이미 사용한 Idempotency-Key입니다. 요청마다 새 값을 보내 주세요.');
        reply.code(200).header('Idempotent-Replayed', 'true');
        return row.response;
      };
      const earlier = await replay();
      if (earlier) return earlier;
      try {
        const made = await joinOnce(req, body, key);
        if (made) {
          reply.code(201);
          return made;
        }
      } catch (error) {
        // a refusal this request's twin may have caused (it used the verification up a moment ago): its answer is the one to give
        const twin = await replay();
        if (twin) return twin;
        throw error;
      }
      // the twin holds the key: its answer once it has one
      const again = await replay();
      if (again) return again;
      throw new HttpError(409, '같은 가입 요청을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.');
    },
  } satisfies Partial<Handlers<typeof memberCalls>>;

  /** The member made, with the key claimed in the same transaction; null when a twin request with the key claimed it first. */
  async function joinOnce(req: FastifyRequest, body: JoinRequest, key: string) {
    const now = nowOf(req);
      const v = await verifiedFor(ctx, req, ['JOIN']);
      if (ageOn(v.birthDate, now) < 14) throw fieldError('birthDate', UNDER_14_MESSAGE);
      contactProblem(body.email ?? '', body.notifyEmail, body.agreements.PRIVACY_OPTIONAL);
      // only a verified number is stored: the JOIN verification's; another one in the form is refused
      if (body.mobileNo && body.mobileNo !== v.mobileNo) throw fieldError('mobileNo', notVerifiedMobile(v.mobileNo));
      const problem = newPasswordProblem(body.newPassword, { loginId: body.loginId, name: v.memberName, birthDate: v.birthDate, mobileNo: v.mobileNo });
      if (problem) throw fieldError('newPassword', problem);
      const passwordHash = await hashPassword(body.newPassword);
      const agreedAt = now.toISOString();
      const agreements = Object.fromEntries(
        JOIN_TERMS.map((t) => [t.termsId, { version: TERMS_VERSION, agreedAt, agreed: Boolean(body.agreements[t.termsId as keyof JoinRequest['agreements']]) }]),
      );

      try {
        const result = await db.transaction(async (tx) => {
          // the key row first: a concurrent request with the same key waits here until this one ends
          const claimed = await tx
            .insert(joinRequests)
            .values({ idempotencyKey: key, flowHash: v.flowHash, response: { loginId: '', memberName: '', joinedAt: '' }, createdAt: now })
            .onConflictDoNothing()
            .returning({ key: joinRequests.idempotencyKey });
          if (!claimed[0]) return null;
          const [taken] = await tx.select({ id: members.id }).from(members).where(eq(members.loginId, body.loginId));
          if (taken) throw fieldError('loginId', ID_TAKEN);
          const [same] = await tx
            .select({ id: members.id })
            .from(members)
            .where(and(eq(members.personKey, v.personKey), ne(members.mbrTypeCd, MBR_TYPE.GUEST)));
          if (same) throw codedError(409, 'ALREADY_MEMBER', ALREADY_MEMBER_MESSAGE);
          const used = await tx
            .update(verifications)
            .set({ consumedAt: now })
            .where(and(eq(verifications.id, v.id), isNull(verifications.consumedAt)))
            .returning({ id: verifications.id });
          if (!used[0]) throw codedError(409, 'NOT_VERIFIED', '본인확인을 먼저 해 주세요. 본인확인 뒤 10분이 지났다면 다시 해 주세요.');
          const [m] = await tx
            .insert(members)
            .values({
              loginId: body.loginId,
              memberName: v.memberName,
              mbrTypeCd: body.mbrTypeCd,
              passwordHash,
              personKey: v.personKey,
              birthDate: v.birthDate,
              gender: (v.gender as 'M' | 'F' | null) ?? null,
              mobileNo: v.mobileNo,
              email: body.email || null,
              notifySms: body.notifySms,
              notifyEmail: body.notifyEmail,
              privacyOptional: body.agreements.PRIVACY_OPTIONAL,
              agreements,
              passwordChangedAt: now,
              createdAt: now,
            })
            .returning();
          const response = { loginId: m.loginId, memberName: m.memberName, joinedAt: m.createdAt.toISOString() };
          await tx.update(joinRequests).set({ response, memberId: m.id }).where(eq(joinRequests.idempotencyKey, key));
          return response;
        });
        return result;
      } catch (error) {
        if (error instanceof HttpError) throw error;
        const pg = pgError(error);
        if (pg.code !== '23505') throw error;
        if (pg.constraint?.includes('login_id')) throw fieldError('loginId', ID_TAKEN);
        if (pg.constraint?.includes('person_key')) throw codedError(409, 'ALREADY_MEMBER', ALREADY_MEMBER_MESSAGE);
        return null; // the key row of a concurrent request with the same key
      }
  }
}
