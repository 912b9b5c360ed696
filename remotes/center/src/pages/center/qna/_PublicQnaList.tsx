import { Link } from '@portal/router';
import { CENTER_KEYWORD_MAX, QNA_CATEGORY_LABELS } from '@portal/contracts/client';
import { keywordParam, ListPage, pageParam } from '@portal/blocks/list';
import { qnaPublic } from '../../../api/qnaPublic';
import { Accordion } from '@portal/ui/accordion';
import { day } from '../../../lib/format';

const PATH = '/center/qna';
const PAGE_SIZE = 10;
const readQuery = (search: string) => ({ keyword: keywordParam(search, CENTER_KEYWORD_MAX), page: pageParam(search) });

/** The public answered questions of /center/qna (no names): search, pages, accordion. State in the address. */
export function PublicQnaList() {
  return (
    <section className="ct-public" aria-labelledby="qna-public-title" data-public-qna="">
      <h2 id="qna-public-title" className="ct-h2">
        공개된 문의와 답변
      </h2>
      <p className="fm-hint">질문한 분이 공개를 고르고 답변이 끝난 문의입니다. 이름은 싣지 않습니다.</p>
      <ListPage
        path={PATH}
        read={readQuery}
        call={qnaPublic}
        input={(q) => ({ query: { keyword: q.keyword, page: q.page, pageSize: PAGE_SIZE } })}
        what="공개된 문의를"
        search={{ id: 'qna-keyword', name: '공개된 문의', hint: '제목과 내용에서 찾습니다.', maxLength: CENTER_KEYWORD_MAX }}
        empty={(q) => (
          <>
            <p>{q.keyword ? `‘${q.keyword}’에 맞는 공개된 문의가 없습니다. 다른 검색어로 찾아보세요.` : '아직 공개된 문의가 없습니다.'}</p>
            {q.keyword ? (
              <p>
                <Link to={PATH}>검색 조건 지우기</Link>
              </p>
            ) : null}
          </>
        )}
        pagination="공개된 문의 페이지"
      >
        {(data) => (
          <Accordion
            idPrefix="pqna"
            items={data.items.map((q) => ({
              id: q.qnaNo,
              tag: QNA_CATEGORY_LABELS[q.category],
              head: q.title,
              body: (
                <div className="ct-answer">
                  <h4 className="ct-h4">문의</h4>
                  <p className="ct-text">{q.content}</p>
                  <h4 className="ct-h4">
                    답변 <span className="ct-muted">({day(q.answeredAt)})</span>
                  </h4>
                  <p className="ct-text ct-text--answer">{q.answer}</p>
                </div>
              ),
            }))}
          />
        )}
      </ListPage>
    </section>
  );
}
