import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ELRCPT_FORMS, ELRCPT_INSTS, PRDOC_STATUS, RRN_UNMASK_PURPOSES, prdocName, type ElrcptForm, type ElrcptInst, type PrdocItem, type prdocCalls } from '@portal/contracts';
import { enqueueNotification } from '../../adapters/notify/outbox';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { elrcptAccessLog, prdocItems, prdocUnmaskLog, type NotifyKind } from '../../db/schema';
import { fieldError } from '../../http/errors';
import type { Handlers, Write } from '../../http/route';
import { auditAs } from '../../kernel/audit';
import { coded } from '../../kernel/errors';
import { WRITE_LIMIT } from '../../kernel/limits';
import type { StaffMember } from '../../kernel/principal';
import { NEUTRAL_NOTICE, instAply, notAllowed, type AplyRow } from '../../kernel/repos/applications';
import { memberContact } from '../../kernel/repos/members';
import { newPrdocId, noRecordContent, nothingHidden, prdocNotFound, type PrdocContext } from './context';
import { readStoredRecord } from './objects';
import { hasBackHalves, sendRecordText } from './rrn';
import { aplyClosed, aplyPrdocs, itemView } from './view';

const logRead = (tx: Db, staffMemberId: string, aplyNo: string, at: Date) => tx.insert(elrcptAccessLog).values({ staffMemberId, aplyNo, action: 'PRDOC', at });

/**
 * The applicant's notice of a document request or a 보완요청, in the change's transaction, to the
 * account's contacts as the application's notice choices allow; the sensitive forms get the
 * neutral text (never the institution or the document).
 */
async function notifyApplicant(tx: Db, a: AplyRow, kind: Extract<NotifyKind, 'PRDOC_REQUESTED' | 'PRDOC_SUPPLEMENT'>, docName: string, now: Date) {
  const def = ELRCPT_FORMS[a.form as ElrcptForm];
  const notices = (a.content.notices ?? {}) as { sms?: boolean; email?: boolean };
  const owner = await memberContact(tx, a.memberId);
  const inst = ELRCPT_INSTS[a.instCode as ElrcptInst].name;
  const what = kind === 'PRDOC_REQUESTED' ? `${docName} 제출을 요청했습니다` : `${docName}에 보완을 요청했습니다`;
  const subject = def.sensitive ? '법률구조 플랫폼 알림' : kind === 'PRDOC_REQUESTED' ? '증빙서류 제출 요청이 있습니다' : '증빙서류 보완 요청이 있습니다';
  const text = def.sensitive ? NEUTRAL_NOTICE : `[법률구조 플랫폼] ${inst}에서 신청번호 ${a.aplyNo}의 ${what}. 마이페이지 > 나의 제출 서류에서 확인해 주세요.`;
  await enqueueNotification(
    tx,
    { kind, ref: a.aplyNo, mobileNo: notices.sms === false ? null : owner?.mobileNo || null, email: notices.email === false ? null : owner?.email || null, text, subject },
    now,
  );
}

export function staffHandlers(ctx: PrdocContext) {
  const { db, storage } = ctx;

  /** One idempotent staff change of an application's documents: 404 first, then `change` under the key; 201 when it made the item. */
  async function staffChange(
    req: FastifyRequest,
    reply: FastifyReply,
    write: Write,
    s: StaffMember,
    aplyNo: string,
    change: (tx: Db, a: AplyRow, staffId: string, now: Date) => Promise<{ id: string; created: boolean }>,
  ): Promise<PrdocItem> {
    await instAply(db, s.instCode, aplyNo); // 404 first
    const now = nowOf(req);
    let created = false;
    const item = await write(async (tx) => {
      const a = await instAply(tx, s.instCode, aplyNo, true);
      const done = await change(tx, a, s.memberId, now);
      created = done.created;
      await logRead(tx, s.memberId, a.aplyNo, now);
      const [row] = await tx.select().from(prdocItems).where(eq(prdocItems.id, done.id));
      return itemView(tx, storage, row!);
    });
    reply.code(created ? 201 : 200);
    return item;
  }

  /** An item of an application the staff member's institution handles (404 otherwise). */
  async function instItem(s: StaffMember, aplyNo: string, prdocId: string) {
    const a = await instAply(db, s.instCode, aplyNo);
    const [it] = await db.select().from(prdocItems).where(and(eq(prdocItems.id, prdocId), eq(prdocItems.aplyId, a.id)));
    if (!it) throw prdocNotFound();
    return { a, it };
  }

  return {
    staffPrdocUnmask: {
      options: WRITE_LIMIT(60),
      handler: async (req, _reply, { params, body, staff: s }) => {
        const { a, it } = await instItem(s, params.aplyNo, params.prdocId);
        const stored = await readStoredRecord(storage, it.storagePath);
        if (!stored || !hasBackHalves(stored)) throw nothingHidden();
        const now = nowOf(req);
        // one audit log for every opening of masked personal data (issue 34): this one is an OPEN whose reason is the purpose
        auditAs(req, { action: 'OPEN', reason: RRN_UNMASK_PURPOSES[body.purpose] });
        await db.transaction(async (tx) => {
          await tx.insert(prdocUnmaskLog).values({ at: now, viewerId: s.memberId, viewerRole: 'STAFF', instCode: s.instCode, prdocId: it.id, purpose: body.purpose });
          await logRead(tx, s.memberId, a.aplyNo, now);
        });
        return itemView(db, storage, it, 'unmasked');
      },
    },
    staffPrdocDownload: async (req, reply, { params, staff: s }) => {
      const { a, it } = await instItem(s, params.aplyNo, params.prdocId);
      const stored = await readStoredRecord(storage, it.storagePath);
      if (!stored) throw noRecordContent();
      await logRead(db, s.memberId, a.aplyNo, nowOf(req));
      return sendRecordText(reply, stored);
    },
    staffPrdocs: async (req, _reply, { params, staff: s }) => {
      const a = await instAply(db, s.instCode, params.aplyNo);
      await logRead(db, s.memberId, a.aplyNo, nowOf(req));
      return aplyPrdocs(db, storage, a);
    },
    staffPrdocReview: async (req, reply, { params, body, staff: s, write }) =>
      staffChange(req, reply, write, s, params.aplyNo, async (tx, a, staffId, now) => {
        const [it] = await tx.select().from(prdocItems).where(and(eq(prdocItems.id, params.prdocId), eq(prdocItems.aplyId, a.id))).for('update');
        if (!it) throw prdocNotFound();
        if (aplyClosed(a)) throw notAllowed('결정이 났거나 취하한 신청서의 서류는 확인하거나 보완을 요청할 수 없습니다.');
        if (it.status !== 'SUBMITTED') throw notAllowed(`제출된 서류만 확인하거나 보완을 요청할 수 있습니다. 이 서류는 ${PRDOC_STATUS[it.status]} 상태입니다.`);
        const reason = body.reason?.trim() || null;
        await tx.update(prdocItems).set({ status: body.result, reviewedAt: now, reviewedBy: staffId, reviewNote: reason, updatedAt: now }).where(eq(prdocItems.id, it.id));
        if (body.result === 'SUPPLEMENT') await notifyApplicant(tx, a, 'PRDOC_SUPPLEMENT', prdocName(it.code, it.title), now);
        return { id: it.id, created: false };
      }),
    staffPrdocRequest: async (req, reply, { params, body, staff: s, write }) =>
      staffChange(req, reply, write, s, params.aplyNo, async (tx, a, staffId, now) => {
        if (aplyClosed(a)) throw notAllowed('결정이 났거나 취하한 신청서에는 서류를 요청할 수 없습니다.');
        if (body.code === 'Etc' && !body.title) throw fieldError('title', '요청할 서류 이름을 2자 이상 적어 주세요. 예: 가족관계증명서');
        const requested = { status: 'REQUESTED' as const, requestedAt: now, requestNote: body.reason, requestedBy: staffId, reviewedAt: null, reviewNote: null, reviewedBy: null, updatedAt: now };
        const name = prdocName(body.code, body.title);
        if (body.code !== 'Etc') {
          const [same] = await tx.select().from(prdocItems).where(and(eq(prdocItems.aplyId, a.id), eq(prdocItems.code, body.code))).for('update');
          if (same) {
            if (same.status === 'REQUESTED') throw coded(409, 'ALREADY', `${name}은(는) 이미 요청한 서류입니다. 신청인이 낼 때까지 기다려 주세요.`);
            // asked again (a newer one): the item waits for the citizen; what was supplied stays until replaced
            await tx.update(prdocItems).set(requested).where(eq(prdocItems.id, same.id));
            await notifyApplicant(tx, a, 'PRDOC_REQUESTED', name, now);
            return { id: same.id, created: false };
          }
        }
        const id = newPrdocId();
        await tx.insert(prdocItems).values({ id, aplyId: a.id, code: body.code, title: body.code === 'Etc' ? body.title! : null, ...requested, createdAt: now });
        await notifyApplicant(tx, a, 'PRDOC_REQUESTED', name, now);
        return { id, created: true };
      }),
  } satisfies Partial<Handlers<typeof prdocCalls>>;
}
