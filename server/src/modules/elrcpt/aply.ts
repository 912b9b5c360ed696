import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { ELRCPT_FORMS, RRN_LEGAL_BASIS, Rrn, canMove, type Application, type ElrcptForm, type elrcptCalls } from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { elrcptApplications, elrcptHistory, elrcptSupplements } from '../../db/schema';
import { HttpError, fieldError } from '../../http/errors';
import type { Handlers, Write } from '../../http/route';
import { WRITE_LIMIT } from '../../kernel/limits';
import { notAllowed, ownAply, type AplyRow } from '../../kernel/repos/applications';
import { checkOwnFiles, linkFiles } from './attachments';
import { newAplyNo, notDraft, type ElrcptContext } from './context';
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

/**
 * An idempotent change of the member's own application: the 404 of another member's number first,
 * then `change` on the locked row under the call's key, answered as the application.
 */
export async function ownChange(
  ctx: ElrcptContext,
  write: Write,
  memberId: string,
  aplyNo: string,
  now: Date,
  change: (tx: Db, row: AplyRow) => Promise<AplyRow>,
): Promise<Application> {
  await ownAply(ctx.db, memberId, aplyNo); // 404 first
  return write(async (tx) => toApplication(tx, ctx.rrnKey, await change(tx, await ownAply(tx, memberId, aplyNo, true))));
}

export function aplyHandlers(ctx: ElrcptContext) {
  const { db, rrnKey } = ctx;

  return {
    elrcptStart: {
      options: WRITE_LIMIT(60),
      handler: async (req, reply, { body, member: person, write }): Promise<Application> => {
        if (ELRCPT_FORMS[body.form].needsRrn && body.consent.rrnProcessing !== true) {
          throw fieldError('consent.rrnProcessing', `이 신청서는 주민등록번호를 받습니다. 주민등록번호 처리에 동의해 주세요. (근거: ${RRN_LEGAL_BASIS})`);
        }
        const now = nowOf(req);
        const started = await write(async (tx) => {
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
          return toApplication(tx, rrnKey, r!);
        });
        reply.code(201);
        return started;
      },
    },
    elrcptAply: async (_req, _reply, { params, member: person }) => {
      return toApplication(db, rrnKey, await ownAply(db, person.memberId, params.aplyNo));
    },
    elrcptDraftSave: {
      options: WRITE_LIMIT(600),
      handler: async (req, _reply, { params, body, member: person }) => {
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
      },
    },
    elrcptDraftDelete: {
      options: WRITE_LIMIT(60),
      handler: async (_req, _reply, { params, member: person }) => {
        await db.transaction(async (tx) => {
          const row = await ownAply(tx, person.memberId, params.aplyNo, true);
          if (row.status !== 'DRAFT') throw notDraft();
          // history, supplements, links and signature requests go with it (ON DELETE CASCADE)
          await tx.delete(elrcptApplications).where(eq(elrcptApplications.id, row.id));
        });
        return { success: true as const };
      },
    },
    elrcptWithdraw: {
      options: WRITE_LIMIT(30),
      handler: async (req, _reply, { params, body, member: person, write }) => {
        const now = nowOf(req);
        return ownChange(ctx, write, person.memberId, params.aplyNo, now, async (tx, row) => {
          if (!canMove(row.status, 'WITHDRAWN', 'citizen')) throw notAllowed(WITHDRAW_REFUSED[row.status] ?? '지금 상태에서는 취하할 수 없습니다.');
          return move(tx, row, 'WITHDRAWN', { kind: 'citizen', id: person.memberId }, body.reason, now, { withdrawnAt: now });
        });
      },
    },
    elrcptSupplement: {
      options: WRITE_LIMIT(30),
      handler: async (req, _reply, { params, body, member: person, write }) => {
        await ownAply(db, person.memberId, params.aplyNo); // 404 before the files are looked at
        await checkOwnFiles(db, person.memberId, body.attachments, 'attachments');
        const now = nowOf(req);
        return ownChange(ctx, write, person.memberId, params.aplyNo, now, async (tx, row) => {
          if (row.status !== 'SUPPLEMENT_REQUESTED') throw notAllowed('보완 요청을 받은 신청서만 보완 서류를 낼 수 있습니다. 마이페이지에서 진행 상황을 확인해 주세요.');
          const [open] = await tx
            .select({ id: elrcptSupplements.id })
            .from(elrcptSupplements)
            .where(and(eq(elrcptSupplements.aplyId, row.id), isNull(elrcptSupplements.submittedAt)))
            .orderBy(desc(elrcptSupplements.requestedAt))
            .limit(1);
          if (open) await tx.update(elrcptSupplements).set({ note: body.note, attachments: body.attachments, submittedAt: now }).where(eq(elrcptSupplements.id, open.id));
          await linkFiles(tx, row.id, body.attachments);
          return move(tx, row, 'SUPPLEMENT_SUBMITTED', { kind: 'citizen', id: person.memberId }, body.note, now);
        });
      },
    },
  } satisfies Partial<Handlers<typeof elrcptCalls>>;
}

