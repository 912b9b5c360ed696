import { Link, useLocation, useNavigate } from '@portal/router';
import { FAQ_CATEGORIES, type FaqCategory, type FaqList as FaqListData } from '@portal/contracts/client';
import { PageHeading, useFocusWhenReady } from '@portal/ui/form';
import { Pagination } from '@portal/ui/pagination';
import { Accordion } from '../../lib/Accordion';
import { centerApi } from '../../lib/api';
import { keywordParam, pageParam, param, toQuery } from '../../lib/query';
import { RichText } from '../../lib/RichText';
import { SearchBox } from '../../lib/SearchBox';
import { SourceLine } from '../../lib/SourceLine';
import { Empty, LoadError, Loading } from '../../lib/states';
import { useKeyedLoad } from '../../lib/use-load';
import { withComma } from '../../lib/format';
import '../../lib/center.css';

const PATH = '/center/faq/list';
const PAGE_SIZE = 10;

export function readFaqQuery(search: string) {
  const raw = param(search, 'category');
  const category = (FAQ_CATEGORIES as readonly string[]).includes(raw) ? (raw as FaqCategory) : '';
  return { category, keyword: keywordParam(search), page: pageParam(search) };
}

/** /center/faq/list: category tabs with counts, search, the accordion of questions, pages. State lives in the address. */
export default function FaqList() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const q = readFaqQuery(search);
  const [state, retry] = useKeyedLoad(`${q.category}|${q.keyword}|${q.page}`, () =>
    centerApi.faqList({ category: q.category, keyword: q.keyword, page: q.page, pageSize: PAGE_SIZE }),
  );

  const { ref: countRef, arm: armFocus } = useFocusWhenReady<HTMLParagraphElement>(state);

  const go = (next: { category?: string; keyword?: string; page?: number }) => {
    armFocus();
    navigate(PATH + toQuery({ category: next.category ?? q.category, keyword: next.keyword ?? q.keyword, page: next.page ?? 1 }));
  };

  return (
    <div className="mb-page mb-page--wide ct-page" data-page="faq-list">
      <PageHeading title="자주 묻는 질문" lead="플랫폼 이용과 생활 법률에 관해 많이 묻는 질문과 답변입니다. 찾는 답이 없으면 묻고 답하기에 남겨 주세요." />
      <SearchBox id="faq-keyword" name="자주 묻는 질문" keyword={q.keyword} hint="질문과 답변에서 찾습니다(예: 보증금)." onSearch={(keyword) => go({ keyword })} />

      {state.status === 'ready' ? <FaqTabs data={state.data} current={q.category} keyword={q.keyword} onPick={armFocus} /> : null}
      {state.status === 'loading' ? <Loading label="자주 묻는 질문을 불러오는 중입니다" /> : null}
      {state.status === 'error' ? <LoadError what="자주 묻는 질문을" retry={retry} /> : null}
      {state.status === 'ready' ? (
        <>
          <p className="ct-count" tabIndex={-1} ref={countRef} role="status" data-result-count="">
            {q.keyword ? `‘${q.keyword}’ 검색 결과 ` : ''}
            {q.category ? `${state.data.categoryCounts.find((c) => c.category === q.category)?.name ?? ''} ` : ''}총 <strong>{withComma(state.data.total)}</strong>건
          </p>
          {state.data.items.length === 0 ? (
            <Empty>
              <p>{q.keyword ? `‘${q.keyword}’에 맞는 질문이 없습니다.` : '이 분류에는 아직 등록된 질문이 없습니다.'}</p>
              <p>다른 검색어(예: 짧은 낱말, 띄어쓰기를 바꾼 말)로 찾아보시거나, 분류를 ‘전체’로 바꿔 보세요.</p>
              <p>
                찾는 답이 없으면 <Link to="/center/qna">묻고 답하기</Link>에 질문을 남겨 주세요.
                {q.keyword || q.category ? (
                  <>
                    {' '}
                    <Link to={PATH}>검색 조건 지우기</Link>
                  </>
                ) : null}
              </p>
            </Empty>
          ) : (
            <Accordion
              idPrefix="faq"
              headingLevel={2}
              items={state.data.items.map((item) => ({
                id: item.faqId,
                tag: item.categoryName,
                head: item.question,
                body: (
                  <div className="ct-answer">
                    <RichText html={item.answerHtml} />
                    <SourceLine source={item.source} />
                    <p className="ct-more">
                      <Link to={`/center/faq/detail${toQuery({ faqId: item.faqId, category: q.category, keyword: q.keyword, page: q.page })}`}>
                        자세히 보기<span className="sr-only">: {item.question}</span>
                      </Link>
                    </p>
                  </div>
                ),
              }))}
            />
          )}
          <Pagination
            page={state.data.page}
            total={state.data.total}
            pageSize={state.data.pageSize}
            label="자주 묻는 질문 페이지"
            hrefFor={(p) => PATH + toQuery({ category: q.category, keyword: q.keyword, page: p })}
          />
        </>
      ) : null}
    </div>
  );
}

function FaqTabs({ data, current, keyword, onPick }: { data: FaqListData; current: string; keyword: string; onPick(): void }) {
  const all = data.categoryCounts.reduce((n, c) => n + c.count, 0);
  const tabs = [{ category: '', name: '전체', count: all }, ...data.categoryCounts];
  return (
    <nav className="ct-tabs" aria-label="질문 분류" data-faq-tabs="">
      <ul>
        {tabs.map((t) => {
          const selected = t.category === current;
          return (
            <li key={t.category || 'ALL'}>
              <Link
                to={PATH + toQuery({ category: t.category, keyword })}
                className={`ct-tab ${selected ? 'is-current' : ''}`.trim()}
                aria-current={selected ? 'page' : undefined}
                onClick={onPick}
                data-category={t.category || 'ALL'}
              >
                {t.name} <span className="ct-tab__count">({withComma(t.count)})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
