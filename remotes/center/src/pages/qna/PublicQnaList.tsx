import { Link, useLocation, useNavigate } from '@portal/router';
import { useFocusWhenReady } from '@portal/ui/form';
import { QNA_CATEGORY_LABELS } from '@portal/contracts/client';
import { Pagination } from '@portal/ui/pagination';
import { Accordion } from '../../lib/Accordion';
import { centerApi } from '../../lib/api';
import { day, withComma } from '../../lib/format';
import { keywordParam, pageParam, toQuery } from '../../lib/query';
import { SearchBox } from '../../lib/SearchBox';
import { Empty, LoadError, Loading } from '../../lib/states';
import { useKeyedLoad } from '../../lib/use-load';

const PATH = '/center/qna';
const PAGE_SIZE = 10;

/** The public answered questions of /center/qna (no names): search, pages, accordion. State in the address. */
export function PublicQnaList() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const keyword = keywordParam(search);
  const page = pageParam(search);
  const [state, retry] = useKeyedLoad(`${keyword}|${page}`, () => centerApi.qnaPublic({ keyword, page, pageSize: PAGE_SIZE }));
  const { ref: countRef, arm: armFocus } = useFocusWhenReady<HTMLParagraphElement>(state);

  return (
    <section className="ct-public" aria-labelledby="qna-public-title" data-public-qna="">
      <h2 id="qna-public-title" className="ct-h2">
        공개된 문의와 답변
      </h2>
      <p className="fm-hint">질문한 분이 공개를 고르고 답변이 끝난 문의입니다. 이름은 싣지 않습니다.</p>
      <SearchBox
        id="qna-keyword"
        name="공개된 문의"
        keyword={keyword}
        hint="제목과 내용에서 찾습니다."
        onSearch={(word) => {
          armFocus();
          navigate(PATH + toQuery({ keyword: word }));
        }}
      />
      {state.status === 'loading' ? <Loading label="공개된 문의를 불러오는 중입니다" /> : null}
      {state.status === 'error' ? <LoadError what="공개된 문의를" retry={retry} /> : null}
      {state.status === 'ready' ? (
        <>
          <p className="ct-count" tabIndex={-1} ref={countRef} role="status" data-result-count="">
            {keyword ? `‘${keyword}’ 검색 결과 ` : ''}총 <strong>{withComma(state.data.total)}</strong>건
          </p>
          {state.data.items.length === 0 ? (
            <Empty>
              <p>{keyword ? `‘${keyword}’에 맞는 공개된 문의가 없습니다. 다른 검색어로 찾아보세요.` : '아직 공개된 문의가 없습니다.'}</p>
              {keyword ? (
                <p>
                  <Link to={PATH}>검색 조건 지우기</Link>
                </p>
              ) : null}
            </Empty>
          ) : (
            <Accordion
              idPrefix="pqna"
              items={state.data.items.map((q) => ({
                id: q.qnaNo,
                tag: QNA_CATEGORY_LABELS[q.category],
                head: q.title,
                body: (
                  <div className="ct-answer">
                    <h4 className="ct-h4">문의</h4>
                    <p className="ct-text">{q.content}</p>
                    <h4 className="ct-h4">답변 <span className="ct-muted">({day(q.answeredAt)})</span></h4>
                    <p className="ct-text ct-text--answer">{q.answer}</p>
                  </div>
                ),
              }))}
            />
          )}
          <Pagination page={state.data.page} total={state.data.total} pageSize={state.data.pageSize} label="공개된 문의 페이지" hrefFor={(p) => PATH + toQuery({ keyword, page: p })} />
        </>
      ) : null}
    </section>
  );
}
