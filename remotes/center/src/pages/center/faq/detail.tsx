import { Link } from '@portal/router';
import type { FaqDetail as FaqDetailData } from '@portal/contracts/client';
import { ButtonLink } from '@portal/ui/form';
import { fmtDateTime } from '@portal/ui/format';
import { toQuery } from '@portal/blocks/list';
import { faqDetail } from '../../../api/faqDetail';
import { BoardDetail } from '../../../lib/BoardRecord';
import { FAQ_BOARD } from '../../../lib/boards';
import { withComma } from '../../../lib/format';
import { RichText } from '../../../lib/RichText';
import { SourceLine } from '../../../lib/SourceLine';
import '../../../lib/center.css';

/** /center/faq/detail?faqId=: one question with its answer, source and related questions; 목록 keeps the list's query. */
export default function FaqDetail() {
  return (
    <BoardDetail board={FAQ_BOARD} idParam="faqId" what="질문과 답변을" useRecord={(faqId) => faqDetail.use({ params: { faqId } })}>
      {(faq, listQuery) => <Detail faq={faq} listQuery={listQuery} />}
    </BoardDetail>
  );
}

function Detail({ faq, listQuery }: { faq: FaqDetailData; listQuery: string }) {
  return (
    <article className="ct-article" aria-labelledby="faq-title" data-faq={faq.faqId}>
      <p className="ct-badge ct-badge--category">{faq.categoryName}</p>
      <h1 id="faq-title" className="mb-page__title ct-article__title">
        <span className="ct-q" aria-hidden="true">
          Q.
        </span>{' '}
        {faq.question}
      </h1>
      <dl className="ct-meta">
        <div>
          <dt>분류</dt>
          <dd>{faq.categoryName}</dd>
        </div>
        <div>
          <dt>조회수</dt>
          <dd data-view-count="">{withComma(faq.viewCount)}</dd>
        </div>
        <div>
          <dt>수정일</dt>
          <dd>{fmtDateTime(faq.updatedAt).slice(0, 10)}</dd>
        </div>
      </dl>
      <section className="ct-article__body" aria-labelledby="faq-answer-title">
        <h2 id="faq-answer-title" className="ct-h2">
          답변
        </h2>
        <RichText html={faq.answerHtml} />
        <SourceLine source={faq.source} />
      </section>
      <section aria-labelledby="faq-related-title" className="ct-related">
        <h2 id="faq-related-title" className="ct-h2">
          같은 분류의 다른 질문
        </h2>
        {faq.related.length ? (
          <ul>
            {faq.related.map((r) => (
              <li key={r.faqId}>
                <Link to={`${FAQ_BOARD.detail}${toQuery({ faqId: r.faqId })}${listQuery.replace(/^\?/, '&')}`}>{r.question}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="fm-hint">같은 분류의 다른 질문이 없습니다.</p>
        )}
      </section>
      <div className="fm-actions ct-actions">
        <ButtonLink to={`${FAQ_BOARD.list}${listQuery}`} variant="secondary">
          목록
        </ButtonLink>
        <ButtonLink to="/center/qna" variant="tertiary">
          묻고 답하기
        </ButtonLink>
      </div>
    </article>
  );
}
