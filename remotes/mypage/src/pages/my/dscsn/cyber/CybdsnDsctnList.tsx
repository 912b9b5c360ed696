import { Link, useLocation } from '@portal/router';
import { CONSULT_FIELDS, type CyberConsultation } from '@portal/contracts/client';
import { ButtonLink, PageHeading } from '@portal/ui/form';
import { Pagination, pageFromQuery } from '@portal/ui/pagination';
import { CyberStatusBadge, ErrorState, LoadingState, SignInNeeded, listOf } from '../../../../lib/dscsn/common';
import { fmtDate, fmtDateTime } from '../../../../lib/dscsn/format';
import { myCyberList } from '../../../../api/myCyberList';
import '../../../../lib/dscsn/dscsn.css';

type Item = Omit<CyberConsultation, 'question' | 'answer' | 'attachments' | 'details'>;
const PATH = '/my/dscsn/cyber/CybdsnDsctnList';
const PAGE_SIZE = 10;
const KIND_LABELS: Record<Item['kind'], string> = {
  DOM: '사이버상담(국내 거주)',
  OVS: '재외국민 사이버상담',
  FR: '외국인 사이버상담',
  LQA: '가정법률 온라인상담',
  KCAB: '중재·조정 신청',
};

/** /my/dscsn/cyber/CybdsnDsctnList: my cyber consultations and KCAB applications, newest first. */
export default function CybdsnDsctnList() {
  const { search } = useLocation();
  const page = pageFromQuery(new URLSearchParams(search).get('page'));
  const q = myCyberList.use({ query: { page, pageSize: PAGE_SIZE } });
  const state = listOf(q);
  const retry = () => void q.refetch();
  if (state.status === 'ready' && state.data === null)
    return (
      <div className="mb-page mb-page--wide" data-page="my-cyber-list">
        <SignInNeeded />
      </div>
    );
  return (
    <div className="mb-page mb-page--wide md-page" data-page="my-cyber-list">
      <PageHeading title="사이버상담 내역" lead="글로 신청한 상담과 중재·조정 신청, 그 답변을 확인합니다." />
      {state.status === 'loading' ? <LoadingState label="사이버상담 내역을 불러오는 중입니다" /> : null}
      {state.status === 'error' ? <ErrorState what="사이버상담 내역을" retry={retry} /> : null}
      {state.status === 'ready' && state.data ? (
        <>
          <p className="md-count" role="status" data-result-count="">
            모두 {state.data.total}건
          </p>
          {state.data.items.length === 0 ? (
            <div className="md-empty" data-empty="">
              <p>신청한 사이버상담이 없습니다.</p>
              <p>법률 문제를 글로 물어보시면 3근무일 안에 답변을 드립니다.</p>
              <ButtonLink to="/dscsn/cyber">사이버상담 신청하기</ButtonLink>
            </div>
          ) : (
            <ul className="md-list" aria-label="사이버상담 목록">
              {state.data.items.map((c) => (
                <li key={c.receiptNo} className="md-row" data-receipt={c.receiptNo}>
                  <div className="md-row__top">
                    <span className="md-method">{KIND_LABELS[c.kind]}</span>
                    <CyberStatusBadge status={c.status} />
                  </div>
                  <p className="md-row__title">
                    <Link to={`/my/dscsn/cyber/CybdsnDsctnView?receiptNo=${encodeURIComponent(c.receiptNo)}`} className="md-row__link">
                      {c.title}
                    </Link>
                  </p>
                  <p className="md-row__meta">
                    {c.instName} · {CONSULT_FIELDS[c.field]} · 신청 {fmtDateTime(c.createdAt).slice(0, 10)}
                    {c.status === 'WAITING' ? ` · 답변 예정 ${fmtDate(c.expectedAnswerBy)}` : ''}
                  </p>
                  <p className="md-row__no">접수번호 {c.receiptNo}</p>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={state.data.page} total={state.data.total} pageSize={state.data.pageSize} label="사이버상담 목록 페이지" hrefFor={(p) => (p > 1 ? `${PATH}?page=${p}` : PATH)} />
        </>
      ) : null}
    </div>
  );
}
