import type { ApplicationSummary } from '@portal/contracts/client';
import { fmtDateTime } from '@portal/ui/format';
import type { Row } from '../my-list';
import { ElrcptStatusBadge } from './ElrcptStatusBadge';
import { rowHref } from './lifecycle';

/** The dates of a row: 작성 for a draft, 신청 once submitted, and the last change. */
function datesOf(a: ApplicationSummary): string {
  const day = (iso: string) => fmtDateTime(iso).slice(0, 10);
  const first = a.submittedAt ? `신청 ${day(a.submittedAt)}` : `작성 ${day(a.createdAt)}`;
  return `${first} · 최근 변경 ${day(a.updatedAt)}`;
}

/** One application as a row of my list (and of the home's recent items): a draft resumes its form, others open the view. */
export function applicationRow(a: ApplicationSummary): Row {
  const draft = a.status === 'DRAFT';
  return {
    id: a.aplyNo,
    kind: a.instName,
    badge: <ElrcptStatusBadge status={a.status} />,
    to: rowHref(a),
    title: (
      <>
        {a.title}
        <span className="sr-only">{draft ? ' 이어서 쓰기' : ' 신청 상세'}</span>
      </>
    ),
    meta: datesOf(a),
    no: draft ? '임시저장' : a.receiptNo ? `접수번호 ${a.receiptNo}` : `신청번호 ${a.aplyNo}`,
    note: a.nextAction,
  };
}
