import { Link, useLocation } from '@portal/router';
import { CONSULT_FIELDS, RECEIPT_NO_PATTERN, type CyberConsultation } from '@portal/contracts/client';
import { Spinner } from '@portal/ui';
import { ButtonLink, LoadError, Notice, PageHeading, errorStatus } from '@portal/ui/form';
import { myCyber } from '../../../api/myCyber';
import { fmtDate, fmtDateTime } from '../../../lib/cyber-format';
import '../../../lib/cyber.css';

type Loaded = { kind: 'found'; c: CyberConsultation } | { kind: 'missing' };

/** /dscsn/cyber/CyberRsvtCmptnInfo?receiptNo=…: the receipt of a cyber consultation or KCAB application. */
export default function CyberRsvtCmptnInfo() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const all = params.getAll('receiptNo');
  const receiptNo = all.length === 1 ? all[0]!.trim() : '';
  const wellFormed = RECEIPT_NO_PATTERN.test(receiptNo);
  if (!wellFormed) return <ReceiptPage state={{ status: 'ready', data: { kind: 'missing' } }} receiptNo={receiptNo} wellFormed={false} />;
  return <LoadedReceipt receiptNo={receiptNo} />;
}

type State = { status: 'loading' } | { status: 'error'; retry(): void } | { status: 'ready'; data: Loaded };

/** myCyber: 404 or 401 (not there, another person's, signed out) → the same not-found page. */
function LoadedReceipt({ receiptNo }: { receiptNo: string }) {
  const q = myCyber.use({ params: { receiptNo } });
  const status = errorStatus(q.error);
  const state: State =
    q.status === 'pending' || !q.isFetchedAfterMount
      ? { status: 'loading' }
      : q.status === 'success'
        ? { status: 'ready', data: { kind: 'found', c: q.data } }
        : status === 404 || status === 401
          ? { status: 'ready', data: { kind: 'missing' } }
          : { status: 'error', retry: () => void q.refetch() };
  return <ReceiptPage state={state} receiptNo={receiptNo} wellFormed />;
}

function ReceiptPage({ state, receiptNo, wellFormed }: { state: State; receiptNo: string; wellFormed: boolean }) {
  return (
    <div className="mb-page cy-page" data-page="cyber-complete">
      {state.status === 'loading' ? <Spinner label="접수 내용을 불러오는 중입니다" /> : null}
      {state.status === 'error' ? (
        <>
          <PageHeading title="접수 확인" />
          <LoadError what="접수 내용을" retry={state.retry} />
        </>
      ) : null}
      {state.status === 'ready' && state.data.kind === 'missing' ? (
        <>
          <PageHeading title="접수 내용을 찾을 수 없습니다" />
          <Notice tone="warning" role="status">
            <p data-not-found="">
              {receiptNo ? `접수번호 ${wellFormed ? receiptNo : ''}에 해당하는 신청을 찾을 수 없습니다.` : '주소에 접수번호가 없습니다.'} 접수번호는 C20261121-000123
              같은 모양이며, 본인이 신청한 내용만 볼 수 있습니다.
            </p>
            <p>신청한 내용은 마이페이지의 사이버상담 내역에서 모두 확인하실 수 있습니다.</p>
          </Notice>
          <div className="fm-actions">
            <ButtonLink to="/my/dscsn/cyber/CybdsnDsctnList">사이버상담 내역 보기</ButtonLink>
            <ButtonLink to="/dscsn/cyber" variant="secondary">
              사이버상담 안내로 가기
            </ButtonLink>
          </div>
        </>
      ) : null}
      {state.status === 'ready' && state.data.kind === 'found' ? <Receipt c={state.data.c} /> : null}
    </div>
  );
}

function Receipt({ c }: { c: CyberConsultation }) {
  const kcab = c.kind === 'KCAB';
  const view = `/my/dscsn/cyber/CybdsnDsctnView?receiptNo=${encodeURIComponent(c.receiptNo)}`;
  return (
    <>
      <PageHeading title={kcab ? '중재·조정 신청을 접수했습니다' : '사이버상담 신청을 접수했습니다'} lead={`${c.instName}에 접수되었습니다.`} />
      <div className="cy-receipt" data-receipt="">
        <p className="cy-receipt__label">접수번호</p>
        <p className="cy-receipt__no" data-receipt-no="">
          {c.receiptNo}
        </p>
        <dl className="fm-dl">
          <dt>접수 기관</dt>
          <dd>{c.instName}</dd>
          <dt>{kcab ? '검토 예정일' : '답변 예정일'}</dt>
          <dd data-expected="">{fmtDate(c.expectedAnswerBy)}까지</dd>
          <dt>접수 일시</dt>
          <dd>{fmtDateTime(c.createdAt)}</dd>
          <dt>상담 분야</dt>
          <dd>{CONSULT_FIELDS[c.field]}</dd>
          <dt>제목</dt>
          <dd>{c.title}</dd>
          <dt>첨부파일</dt>
          <dd>{c.attachments.length ? c.attachments.map((a) => a.name).join(', ') : '없음'}</dd>
          <dt>공개 여부</dt>
          <dd>{c.isPublic ? '공개 (답변 뒤 이름 없이 공개)' : '비공개'}</dd>
        </dl>
      </div>
      <div className="fm-card">
        <h2>다음 안내</h2>
        <ul className="fm-list">
          <li>
            {kcab
              ? '대한상사중재원 담당자가 신청 내용을 검토한 뒤 절차와 비용을 안내해 드립니다.'
              : `${c.instName}이(가) 답변을 등록하면 휴대전화 문자로 알려 드립니다.`}
          </li>
          <li>
            답변과 진행 상황은 <Link to={view}>마이페이지 › 사이버상담 내역 › {c.receiptNo}</Link>에서 보실 수 있습니다.
          </li>
          <li>접수한 내용은 고칠 수 없습니다. 더 알릴 내용이 있으면 새로 신청해 주세요.</li>
        </ul>
      </div>
      <div className="fm-actions">
        <ButtonLink to={view}>신청 내용 보기</ButtonLink>
        <ButtonLink to="/dscsn/cyber" variant="secondary">
          사이버상담 안내로 가기
        </ButtonLink>
      </div>
    </>
  );
}
