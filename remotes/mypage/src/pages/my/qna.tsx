import { Link } from '@portal/router';
import { QNA_CATEGORY_LABELS } from '@portal/contracts/client';
import { Spinner } from '@portal/ui';
import { fmtDateTime } from '@portal/ui/format';
import { ButtonLink, LoadError, PageHeading, errorStatus } from '@portal/ui/form';
import { allMyQna } from '../../api/myQnaList';
import { QnaStatusBadge } from '../../lib/QnaStatusBadge';
import { SignInNeeded } from '../../lib/signed-out';
import '../../lib/dscsn/dscsn.css';
import '../../lib/qna.css';

/** /my/qna: the entry of 나의 문의 — counts by status, 새 문의하기, the five latest questions. */
export default function MyQna() {
  const q = allMyQna.use();
  if (q.isError && errorStatus(q.error) === 401)
    return (
      <div className="mb-page mb-page--wide" data-page="my-qna">
        <SignInNeeded />
      </div>
    );
  const items = q.data?.items ?? [];
  const waiting = items.filter((x) => x.status === 'WAITING').length;
  const answered = items.filter((x) => x.status === 'ANSWERED').length;
  return (
    <div className="mb-page mb-page--wide md-page" data-page="my-qna">
      <PageHeading title="나의 문의" lead="묻고 답하기에 남긴 문의와 답변을 확인합니다." />
      {q.isPending ? <Spinner label="나의 문의를 불러오는 중입니다" /> : null}
      {q.isError ? <LoadError what="나의 문의를" retry={() => void q.refetch()} /> : null}
      {q.isSuccess ? (
        <>
          <ul className="mq-counts" aria-label="문의 현황">
            <li data-count="WAITING">
              <span className="mq-counts__label">답변 대기</span>
              <strong className="mq-counts__n">{waiting}</strong>건
            </li>
            <li data-count="ANSWERED">
              <span className="mq-counts__label">답변 완료</span>
              <strong className="mq-counts__n">{answered}</strong>건
            </li>
          </ul>
          <div className="fm-actions mq-actions">
            <ButtonLink to="/center/qna">새 문의하기</ButtonLink>
            <ButtonLink to="/my/qna/list" variant="secondary">
              전체 문의 내역
            </ButtonLink>
          </div>
          <h2 className="mq-h2">최근 문의</h2>
          {items.length === 0 ? (
            <div className="md-empty" data-empty="">
              <p>아직 남긴 문의가 없습니다.</p>
              <p>플랫폼 이용에 궁금한 점이 있으면 묻고 답하기에 남겨 주세요.</p>
            </div>
          ) : (
            <ul className="md-list" aria-label="최근 문의 5건">
              {items.slice(0, 5).map((x) => (
                <li key={x.qnaNo} className="md-row" data-qna={x.qnaNo}>
                  <div className="md-row__top">
                    <span className="md-method">{QNA_CATEGORY_LABELS[x.category]}</span>
                    <QnaStatusBadge status={x.status} />
                  </div>
                  <p className="md-row__title">
                    <Link to={`/my/qna/detail?qnaNo=${encodeURIComponent(x.qnaNo)}`} className="md-row__link">
                      {x.title}
                    </Link>
                  </p>
                  <p className="md-row__meta">
                    등록 {fmtDateTime(x.createdAt).slice(0, 10)} · 문의 번호 {x.qnaNo}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </div>
  );
}
