import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ELRCPT_FORMS, RRN_LEGAL_BASIS, Rrn, apiCalls, canMove, type Application, type ElrcptForm } from '@portal/contracts';
import { nowOf } from '../../clock';
import { elrcptApplications, elrcptHistory, elrcptSupplements } from '../../db/schema';
import { HttpError, fieldError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { WRITE_LIMIT, requirePerson } from '../dscsn/context';
import { claim, remember, replay, replayAfterRace, startIdempotent, type IdemScope } from '../dscsn/idempotency';
import { pgError } from '../member/join-routes';
import { checkOwnFiles, linkFiles } from './attachments';
import { newAplyNo, notAllowed, notDraft, ownAply, type AplyRow, type ElrcptContext } from './context';
import { move } from './lifecycle';
import { encryptRrn } from './rrn';
import { toApplication } from './view';

const STALE = '다른 기기나 창에서 이 신청서를 더 나중에 저장했습니다. 화면을 새로 고쳐 최신 내용을 불러온 뒤 이어서 작성해 주세요.';

const WITHDRAW_REFUSED: Partial<Record<AplyRow['status'], string>> = {
  DRAFT: '임시저장 신청서는 취하하지 않고 삭제합니다. 마이페이지에서 삭제해 주세요.',
  AIDED: '이미 구조 결정이 난 신청은 취하할 수 없습니다. 기관에 문의해 주세요.',
  REJECTED: '이미 결정이 난 신청은 취하할 수 없습니다.',
  WITHDRAWN: '이미 취하한 신청입니다.',
};

export function aplyRoutes(app: FastifyInstance, ctx: ElrcptContext) {
  const { db, rrnKey } = ctx;

  /**
   * The shape of every idempotent change of one application: the replay of an earlier answer,
   * the 404 of another member's number, then `change` in a transaction that claims the key (a
   * refusal caused by this very request's twin answers the twin's answer).
   */
  async function idempotentChange(
    req: Parameters<Parameters<typeof defineRoute>[2]>[0],
    reply: Parameters<Parameters<typeof defineRoute>[2]>[1],
    scope: IdemScope,
    headers: { 'idempotency-key': string },
    request: { aplyNo: string } & Record<string, unknown>,
    change: (tx: typeof db, row: AplyRow, memberId: string, now: Date) => Promise<AplyRow>,
    map: (error: unknown) => Promise<never> = async (e) => {
      throw e;
    },
  ): Promise<Application> {
    const { person, key, hash, earlier } = await startIdempotent<Application>(db, req, reply, scope, headers, request);
    if (earlier) return earlier;
    await ownAply(db, person.memberId, request.aplyNo); // 404 first
    const now = nowOf(req);
    try {
      const result = await db.transaction(async (tx) => {
        if (!(await claim(tx, person.memberId, scope, key, hash, now))) return null;
        const row = await ownAply(tx, person.memberId, request.aplyNo, true);
        const changed = await change(tx, row, person.memberId, now);
        const answer = await toApplication(tx, rrnKey, changed);
        await remember(tx, person.memberId, scope, key, answer);
        return answer;
      });
      if (!result) return replayAfterRace<Application>(db, reply, person.memberId, scope, key, hash);
      return result;
    } catch (error) {
      const twin = await replay<Application>(db, reply, person.memberId, scope, key, hash);
      if (twin) return twin;
      return map(error);
    }
  }

  defineRoute(app, apiCalls.elrcptStart, async (req, reply, { body, headers }): Promise<Application> => {
    const { person, key, hash, earlier } = await startIdempotent<Application>(db, req, reply, 'ELRCPT_START', headers, body);
    if (earlier) return earlier;
    if (ELRCPT_FORMS[body.form].needsRrn && body.consent.rrnProcessing !== true) {
      throw fieldError('consent.rrnProcessing', `이 신청서는 주민등록번호를 받습니다. 주민등록번호 처리에 동의해 주세요. (근거: ${RRN_LEGAL_BASIS})`);
    }
    const now = nowOf(req);
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await db.transaction(async (tx) => {
          if (!(await claim(tx, person.memberId, 'ELRCPT_START', key, hash, now))) return null;
          const [r] = await tx
            .insert(elrcptApplications)
            .values({
              aplyNo: newAplyNo(now),
              memberId: person.memberId,
              personKey: person.personKey,
              form: body.form,
              instCode: ELRCPT_FORMS[body.form].inst,
              content: {},
              consent: { ...body.consent, at: now.toISOString() },
              carry: body.carry ?? null,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          await tx.insert(elrcptHistory).values({ aplyId: r!.id, fromStatus: null, toStatus: 'DRAFT', actorKind: 'citizen', actorId: person.memberId, message: null, at: now });
          const answer = await toApplication(tx, rrnKey, r!);
          await remember(tx, person.memberId, 'ELRCPT_START', key, answer);
          return answer;
        });
        if (!result) return replayAfterRace<Application>(db, reply, person.memberId, 'ELRCPT_START', key, hash);
        reply.code(201);
        return result;
      } catch (error) {
        const pg = pgError(error);
        if (pg.code === '23505' && pg.constraint === 'elrcpt_applications_aply_no_key' && attempt < 5) continue;
        throw error;
      }
    }
  }, WRITE_LIMIT(60));

  defineRoute(app, apiCalls.elrcptAply, async (req, reply, { params }) => {
    const person = await requirePerson(db, req);
    return toApplication(db, rrnKey, await ownAply(db, person.memberId, params.aplyNo));
  });

  defineRoute(app, apiCalls.elrcptDraftSave, async (req, reply, { params, body }) => {
    const person = await requirePerson(db, req);
    const current = await ownAply(db, person.memberId, params.aplyNo); // 404 before anything else
    const { rrn, ...applicant } = body.content.applicant ?? {};
    // the RRN is split out: encrypted in rrn_enc, never in content (undefined: keep the stored one; '': remove it)
    let newRrn: string | null | undefined;
    if (rrn !== undefined) {
      if (rrn.trim() === '') newRrn = null;
      else {
        if (!ELRCPT_FORMS[current.form as ElrcptForm].needsRrn) throw fieldError('content.applicant.rrn', '이 신청서는 주민등록번호를 받지 않습니다. 칸을 비워 주세요.');
        const parsed = Rrn.safeParse(rrn);
        if (!parsed.success) throw fieldError('content.applicant.rrn', parsed.error.issues[0]!.message);
        newRrn = parsed.data;
      }
    }
    const content: Record<string, unknown> = { ...body.content, ...(body.content.applicant ? { applicant } : {}) };
    const attachments = body.content.attachments ?? [];
    await checkOwnFiles(db, person.memberId, attachments, 'content.attachments');
    const now = nowOf(req);
    return db.transaction(async (tx) => {
      const row = await ownAply(tx, person.memberId, params.aplyNo, true);
      if (row.status !== 'DRAFT') throw notDraft();
      if (row.version !== body.version) throw new HttpError(409, STALE, undefined, { code: 'STALE_DRAFT' });
      const [u] = await tx
        .update(elrcptApplications)
        .set({
          content,
          ...(newRrn === undefined ? {} : { rrnEnc: newRrn === null ? null : encryptRrn(rrnKey, newRrn, row.aplyNo) }),
          version: sql`${elrcptApplications.version} + 1`,
          updatedAt: now,
        })
        .where(eq(elrcptApplications.id, row.id))
        .returning({ version: elrcptApplications.version });
      await linkFiles(tx, row.id, attachments, true);
      return { aplyNo: row.aplyNo, version: u!.version, savedAt: now.toISOString() };
    });
  }, WRITE_LIMIT(600));

  defineRoute(app, apiCalls.elrcptDraftDelete, async (req, reply, { params }) => {
    const person = await requirePerson(db, req);
    await db.transaction(async (tx) => {
      const row = await ownAply(tx, person.memberId, params.aplyNo, true);
      if (row.status !== 'DRAFT') throw notDraft();
      // history, supplements, links and signature requests go with it (ON DELETE CASCADE)
      await tx.delete(elrcptApplications).where(eq(elrcptApplications.id, row.id));
    });
    return { success: true as const };
  }, WRITE_LIMIT(60));

  defineRoute(app, apiCalls.elrcptWithdraw, async (req, reply, { params, body, headers }) =>
    idempotentChange(req, reply, 'ELRCPT_WITHDRAW', headers, { aplyNo: params.aplyNo, ...body }, async (tx, row, memberId, now) => {
      if (!canMove(row.status, 'WITHDRAWN', 'citizen')) throw notAllowed(WITHDRAW_REFUSED[row.status] ?? '지금 상태에서는 취하할 수 없습니다.');
      return move(tx, row, 'WITHDRAWN', { kind: 'citizen', id: memberId }, body.reason, now, { withdrawnAt: now });
    }),
  WRITE_LIMIT(30));

  defineRoute(app, apiCalls.elrcptSupplement, async (req, reply, { params, body, headers }) => {
    const person = await requirePerson(db, req);
    await ownAply(db, person.memberId, params.aplyNo); // 404 before the files are looked at
    await checkOwnFiles(db, person.memberId, body.attachments, 'attachments');
    return idempotentChange(req, reply, 'ELRCPT_SUPPLEMENT', headers, { aplyNo: params.aplyNo, ...body }, async (tx, row, memberId, now) => {
      if (row.status !== 'SUPPLEMENT_REQUESTED') throw notAllowed('보완 요청을 받은 신청서만 보완 서류를 낼 수 있습니다. 마이페이지에서 진행 상황을 확인해 주세요.');
      const [open] = await tx
        .select({ id: elrcptSupplements.id })
        .from(elrcptSupplements)
        .where(and(eq(elrcptSupplements.aplyId, row.id), isNull(elrcptSupplements.submittedAt)))
        .orderBy(desc(elrcptSupplements.requestedAt))
        .limit(1);
      if (open) await tx.update(elrcptSupplements).set({ note: body.note, attachments: body.attachments, submittedAt: now }).where(eq(elrcptSupplements.id, open.id));
      await linkFiles(tx, row.id, body.attachments);
      return move(tx, row, 'SUPPLEMENT_SUBMITTED', { kind: 'citizen', id: memberId }, body.note, now);
    });
  }, WRITE_LIMIT(30));

  return { idempotentChange };
}

