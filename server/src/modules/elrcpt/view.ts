import { asc, eq } from 'drizzle-orm';
import {
  CASE_TYPES,
  ELRCPT_FORMS,
  ELRCPT_INSTS,
  ELRCPT_STATUS,
  maskRrn,
  type Application,
  type ApplicationSummary,
  type ElrcptForm,
  type ElrcptInst,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { elrcptHistory, elrcptSupplements } from '../../db/schema';
import type { AplyRow } from '../../kernel/repos/applications';
import { decryptRrn } from './rrn';

const NEXT_ACTION: Partial<Record<AplyRow['status'], string>> = {
  DRAFT: '신청서를 마저 작성하고 전자서명한 뒤 제출해 주세요.',
  SUPPLEMENT_REQUESTED: '보완 요청 내용을 확인하고 보완 서류를 제출해 주세요.',
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSummary(r: AplyRow): ApplicationSummary {
  const form = r.form as ElrcptForm;
  const caseType = ((r.content.case ?? {}) as { caseType?: string }).caseType;
  return {
    aplyNo: r.aplyNo,
    form,
    inst: r.instCode as ElrcptInst,
    instName: ELRCPT_INSTS[r.instCode as ElrcptInst].name,
    title: ELRCPT_FORMS[form].title,
    status: r.status,
    statusLabel: ELRCPT_STATUS[r.status],
    receiptNo: r.receiptNo,
    // the code (CASE_TYPES names it), only when it is one
    caseType: caseType && caseType in CASE_TYPES ? caseType : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    submittedAt: iso(r.submittedAt),
    nextAction: NEXT_ACTION[r.status] ?? null,
  };
}

/** The whole application as its owner (and its institution's staff) read it: the RRN only masked. */
export async function toApplication(db: Db, rrnKey: Buffer, r: AplyRow): Promise<Application> {
  const history = await db.select().from(elrcptHistory).where(eq(elrcptHistory.aplyId, r.id)).orderBy(asc(elrcptHistory.at), asc(elrcptHistory.id));
  const supplements = await db.select().from(elrcptSupplements).where(eq(elrcptSupplements.aplyId, r.id)).orderBy(asc(elrcptSupplements.requestedAt), asc(elrcptSupplements.id));
  const last = (to: AplyRow['status']) => [...history].reverse().find((h) => h.toStatus === to);
  const decided = r.status === 'AIDED' || r.status === 'REJECTED' ? last(r.status) : undefined;
  const withdrawn = r.status === 'WITHDRAWN' ? last('WITHDRAWN') : undefined;
  return {
    ...toSummary(r),
    consent: r.consent as Application['consent'],
    carry: (r.carry ?? null) as Application['carry'],
    content: r.content as Application['content'],
    rrnMasked: r.rrnEnc ? maskRrn(decryptRrn(rrnKey, r.rrnEnc, r.aplyNo)) || null : null,
    version: r.version,
    history: history.map((h) => ({ from: h.fromStatus, to: h.toStatus, actor: h.actorKind, message: h.message, at: h.at.toISOString() })),
    supplements: supplements.map((s) => ({
      requestedAt: s.requestedAt.toISOString(),
      request: s.request,
      dueDate: s.dueDate,
      submittedAt: iso(s.submittedAt),
      note: s.note,
      attachments: s.attachments,
    })),
    decision: decided ? { status: decided.toStatus as 'AIDED' | 'REJECTED', reason: decided.message, at: decided.at.toISOString() } : null,
    withdrawal: withdrawn ? { reason: withdrawn.message ?? '', at: withdrawn.at.toISOString() } : null,
  };
}

/** Many summaries' applicant names (staff list): the name typed in the form. */
export function applicantName(r: AplyRow): string {
  return ((r.content.applicant ?? {}) as { name?: string }).name ?? '';
}

