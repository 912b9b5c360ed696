import type { ReactNode } from 'react';
import type { Reservation } from '@portal/contracts/client';
import { CONSULT_FIELDS, type ConsultField } from '@portal/contracts/client';
import { dateText, instantText, methodLabel, slotText, statusLabel } from './format';

/** One term of a definition list, left out when there is nothing to say. */
export function Term({ term, children }: { term: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The facts of one reservation as a definition list (completion, cancel and time-change pages). */
export function RsvtDetails({ r, brief }: { r: Reservation; brief?: boolean }) {
  return (
    <dl className="fm-dl" data-rsvt-details="">
      <dt>상태</dt>
      <dd>
        <span className={`ds-badge ds-badge--${r.status.toLowerCase()}`}>{statusLabel(r.status)}</span>
      </dd>
      <dt>상담 방법</dt>
      <dd>{methodLabel(r.method)}</dd>
      <dt>날짜와 시간</dt>
      <dd data-rsvt-when="">
        {dateText(r.date)} {slotText(r.time)}
      </dd>
      <dt>기관</dt>
      <dd>{r.instName}</dd>
      <dt>사무소</dt>
      <dd>{r.officeName}</dd>
      <Term term="주소">{!brief && r.method === 'VISIT' ? r.officeAddress : null}</Term>
      {!brief ? (
        <>
          <dt>사무소 전화</dt>
          <dd>
            <a href={`tel:${r.officePhone.replace(/[^\d+]/g, '')}`}>{r.officePhone}</a>
          </dd>
          <dt>상담 분야</dt>
          <dd>{CONSULT_FIELDS[r.field as ConsultField] ?? r.field}</dd>
          <dt>신청인</dt>
          <dd>
            {r.applicantName} ({r.applicantMobile})
          </dd>
        </>
      ) : null}
      {r.status === 'CANCELLED' && r.cancelledAt ? (
        <>
          <dt>취소한 때</dt>
          <dd>
            {instantText(r.cancelledAt)}
            {r.cancelReason ? ` (사유: ${r.cancelReason})` : ''}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
