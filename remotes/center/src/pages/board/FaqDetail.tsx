import { Link, useLocation } from '@portal/router';
import { RECORD_ID_PATTERN, routeValidationMessage, type FaqDetail as FaqDetailData } from '@portal/contracts/client';
import { ErrorPage } from '@portal/ui';
import { ButtonLink, PageHeading, errorStatus } from '@portal/ui/form';
import { centerApi } from '../../lib/api';
import { param, toQuery } from '../../lib/query';
import { RichText } from '../../lib/RichText';
import { SourceLine } from '../../lib/SourceLine';
import { LoadError, Loading } from '../../lib/states';
import { useKeyedLoad } from '../../lib/use-load';
import { withComma } from '../../lib/format';
import { fmtDateTime } from '@portal/ui/format';
import { readFaqQuery } from './FaqList';
import '../../lib/center.css';

const PATH = '/center/faq/detail';

/** /center/faq/detail?faqId=: one question with its answer, source and related questions; 목록 keeps the list's query. */
export default function FaqDetail() {
  const { search } = useLocation();
  const faqId = param(search, 'faqId');
  const list = readFaqQuery(search);
  const listQuery = toQuery({ category: list.category, keyword: list.keyword, page: list.page });
  const [state, retry] = useKeyedLoad(faqId, async () => {
    if (!RECORD_ID_PATTERN.test(faqId)) return null;
    try {
      return await centerApi.faqDetail(faqId);
    } catch (e) {
      if (errorStatus(e) === 404 || errorStatus(e) === 400) return null;
      throw e;
    }
  });

  if (state.status === 'ready' && state.data === null) return <ErrorPage status={404} detail={routeValidationMessage(PATH)} />;
  return (
    <div className="mb-page mb-page--wide ct-page" data-page="faq-detail">
      {state.status === 'loading' ? <Loading label="질문과 답변을 불러오는 중입니다" /> : null}
      {state.status === 'error' ? (
        <>
          <PageHeading title="자주 묻는 질문" />
          <LoadError what="질문과 답변을" retry={retry} />
        </>
      ) : null}
      {state.status === 'ready' && state.data ? <Detail faq={state.data} listQuery={listQuery} /> : null}
    </div>
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
                <Link to={`${PATH}${toQuery({ faqId: r.faqId })}${listQuery.replace(/^\?/, '&')}`}>{r.question}</Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="fm-hint">같은 분류의 다른 질문이 없습니다.</p>
        )}
      </section>
      <div className="fm-actions ct-actions">
        <ButtonLink to={`/center/faq/list${listQuery}`} variant="secondary">
          목록
        </ButtonLink>
        <ButtonLink to="/center/qna" variant="tertiary">
          묻고 답하기
        </ButtonLink>
      </div>
    </article>
  );
}
