import { Link, useLocation } from '@portal/router';
import { QNA_CATEGORY_LABELS } from '@portal/contracts/client';
import { ButtonLink, PageHeading } from '@portal/ui/form';
import { Pagination, pageFromQuery } from '@portal/ui/pagination';
import { ErrorState, LoadingState, SignInNeeded, useKeyedLoad } from '../dscsn/common';
import { fmtDateTime } from '../dscsn/format';
import { myQnaPage } from './api';
import { QnaStatusBadge } from './QnaStatusBadge';
import '../dscsn/dscsn.css';
import './qna.css';

const PATH = '/my/qna/list';
const PAGE_SIZE = 10;

/** /my/qna/list: my questions, newest first (번호, 분류, 제목, 상태, 등록일), paged. */
export default function MyQnaList() {
  const { search } = useLocation();
  const page = pageFromQuery(new URLSearchParams(search).get('page'));
  const [state, retry] = useKeyedLoad(String(page), () => myQnaPage(page, PAGE_SIZE));
  if (state.status === 'ready' && state.data === null)
    return (
      <div className="mb-page mb-page--wide" data-page="my-qna-list">
        <SignInNeeded />
      </div>
    );
  return (
    <div className="mb-page mb-page--wide md-page" data-page="my-qna-list">
      <PageHeading title="나의 문의 내역" lead="묻고 답하기에 남긴 문의입니다. 제목을 누르면 문의와 답변을 볼 수 있습니다." />
      {state.status === 'loading' ? <LoadingState label="문의 내역을 불러오는 중입니다" /> : null}
      {state.status === 'error' ? <ErrorState what="문의 내역을" retry={retry} /> : null}
      {state.status === 'ready' && state.data ? (
        <>
          <div className="mq-bar">
            <p className="md-count" role="status" data-result-count="">
              모두 {state.data.total}건
            </p>
            <ButtonLink to="/center/qna" variant="secondary" className="btn-small">
              새 문의하기
            </ButtonLink>
          </div>
          {state.data.items.length === 0 ? (
            <div className="md-empty" data-empty="">
              <p>남긴 문의가 없습니다.</p>
              <p>플랫폼 이용에 궁금한 점이 있으면 물어보세요. 운영자가 답변합니다.</p>
              <ButtonLink to="/center/qna">묻고 답하기에서 문의하기</ButtonLink>
            </div>
          ) : (
            <table className="mq-table" data-qna-table="">
              <caption className="sr-only">나의 문의 목록: 번호, 분류, 제목, 상태, 등록일</caption>
              <thead>
                <tr>
                  <th scope="col" className="mq-col-no">번호</th>
                  <th scope="col" className="mq-col-cat">분류</th>
                  <th scope="col">제목</th>
                  <th scope="col" className="mq-col-status">상태</th>
                  <th scope="col" className="mq-col-date">등록일</th>
                </tr>
              </thead>
              <tbody>
                {state.data.items.map((q, i) => (
                  <tr key={q.qnaNo} data-qna={q.qnaNo}>
                    <td className="mq-col-no" data-label="번호">
                      {state.data!.total - (state.data!.page - 1) * state.data!.pageSize - i}
                    </td>
                    <td className="mq-col-cat" data-label="분류">
                      {QNA_CATEGORY_LABELS[q.category]}
                    </td>
                    <td className="mq-col-title">
                      <Link to={`/my/qna/detail?qnaNo=${encodeURIComponent(q.qnaNo)}`}>{q.title}</Link>
                    </td>
                    <td className="mq-col-status">
                      <QnaStatusBadge status={q.status} />
                    </td>
                    <td className="mq-col-date" data-label="등록일">
                      {fmtDateTime(q.createdAt).slice(0, 10)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pagination page={state.data.page} total={state.data.total} pageSize={state.data.pageSize} label="나의 문의 목록 페이지" hrefFor={(p) => (p > 1 ? `${PATH}?page=${p}` : PATH)} />
        </>
      ) : null}
    </div>
  );
}
