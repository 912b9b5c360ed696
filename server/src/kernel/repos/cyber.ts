// Written consultations (dscsn_cyber): a citizen's own cyber consultation and the cases of a one-stop request alike.
import { enqueueNotification } from '../../adapters/notify/outbox';
import type { Db } from '../../db/client';
import type { dscsnCyber } from '../../db/schema';

export type CyberRow = typeof dscsnCyber.$inferSelect;

/** The notice of a received or answered consultation, queued in the caller's transaction (no names in it). */
export async function notifyCyber(tx: Db, kind: 'CYBER_RECEIVED' | 'CYBER_ANSWERED', r: CyberRow, instName: string, contact: { mobileNo: string | null; email: string | null }, now: Date) {
  const title = kind === 'CYBER_RECEIVED' ? '사이버상담이 접수되었습니다' : '사이버상담에 답변이 등록되었습니다';
  const tail = kind === 'CYBER_RECEIVED' ? `답변 예정일 ${r.expectedAnswerBy}.` : '마이페이지 > 사이버 상담 내역에서 답변을 확인해 주세요.';
  const text = `[법률구조 플랫폼] ${title}. ${instName} 접수번호 ${r.receiptNo}. ${tail}`;
  await enqueueNotification(tx, { kind, ref: r.receiptNo, mobileNo: contact.mobileNo, email: contact.email, text, subject: title }, now);
}
