import { eq } from 'drizzle-orm';
import { ELRCPT_FORMS, ELRCPT_INSTS, NOTIFIED_STATUSES, type ElrcptForm, type ElrcptInst, type ElrcptStatus } from '@portal/contracts';
import { enqueueNotification } from '../../adapters/notify/outbox';
import type { Db } from '../../db/client';
import { elrcptApplications, elrcptHistory, type NotifyKind } from '../../db/schema';
import { NEUTRAL_NOTICE, type AplyRow } from '../../kernel/repos/applications';
import { memberContact } from '../../kernel/repos/members';

const TITLES: Partial<Record<ElrcptStatus, string>> = {
  SUBMITTED: '법률구조 전자접수 신청이 완료되었습니다',
  RECEIVED: '법률구조 신청이 접수되었습니다',
  SUPPLEMENT_REQUESTED: '법률구조 신청에 보완 요청이 있습니다',
  AIDED: '법률구조 신청에 대한 구조 결정이 있었습니다',
  REJECTED: '법률구조 신청에 대한 결정이 있었습니다',
  WITHDRAWN: '법률구조 신청이 취하되었습니다',
};

/**
 * Queues the notice of a move that concerns the citizen (NOTIFIED_STATUSES) in the move's
 * transaction, to the account's own contacts as the application's notice choices allow. The
 * sensitive forms (성폭력, 스토킹·가정폭력) get the neutral text on every channel.
 */
export async function notifyMove(tx: Db, r: AplyRow, to: ElrcptStatus, now: Date): Promise<void> {
  const title = TITLES[to];
  if (!title || !NOTIFIED_STATUSES.includes(to)) return;
  const def = ELRCPT_FORMS[r.form as ElrcptForm];
  const notices = (r.content.notices ?? {}) as { sms?: boolean; email?: boolean };
  const owner = await memberContact(tx, r.memberId);
  const mobileNo = notices.sms === false ? null : owner?.mobileNo || null;
  const email = notices.email === false ? null : owner?.email || null;
  const inst = ELRCPT_INSTS[r.instCode as ElrcptInst].name;
  const text = def.sensitive
    ? NEUTRAL_NOTICE
    : `[법률구조 플랫폼] ${title}. ${inst}${r.receiptNo ? ` 접수번호 ${r.receiptNo}` : ''}. 마이페이지 > 나의 전자접수에서 확인해 주세요.`;
  const subject = def.sensitive ? '법률구조 플랫폼 알림' : title;
  await enqueueNotification(tx, { kind: `ELRCPT_${to}` as NotifyKind, ref: r.aplyNo, mobileNo, email, text, subject }, now);
}

/** One status change: the row, its history entry (who, when, message) and the notice, in the caller's transaction. */
export async function move(
  tx: Db,
  r: AplyRow,
  to: ElrcptStatus,
  actor: { kind: 'citizen' | 'staff' | 'system'; id: string | null },
  message: string | null,
  now: Date,
  extra: Partial<typeof elrcptApplications.$inferInsert> = {},
): Promise<AplyRow> {
  const [u] = await tx
    .update(elrcptApplications)
    .set({ status: to, updatedAt: now, ...extra })
    .where(eq(elrcptApplications.id, r.id))
    .returning();
  await tx.insert(elrcptHistory).values({ aplyId: r.id, fromStatus: r.status === to ? null : r.status, toStatus: to, actorKind: actor.kind, actorId: actor.id, message, at: now });
  await notifyMove(tx, u!, to, now);
  return u!;
}
