import { Link } from '@portal/router';
import { CENTER_KEYWORD_MAX, type FaqList as FaqListData } from '@portal/contracts/client';
import { searchedFor, toQuery, type ListContext } from '@portal/blocks/list';
import { faqList } from '../../../api/faqList';
import { Accordion } from '@portal/ui/accordion';
import { BoardList } from '../../../lib/BoardRecord';
import { FAQ_BOARD, FAQ_LIST, readFaqQuery } from '../../../lib/boards';
import { withComma } from '../../../lib/format';
import { RichText } from '../../../lib/RichText';
import { SourceLine } from '../../../lib/SourceLine';
import '../../../lib/center.css';

const PAGE_SIZE = 10;
type FaqQuery = ReturnType<typeof readFaqQuery>;

/** /center/faq/list: category tabs with counts, search, the accordion of questions, pages. State lives in the address. */
export default function FaqList() {
  return (
    <BoardList
      board={FAQ_BOARD}
      call={faqList}
      input={(q) => ({ query: { category: q.category || undefined, keyword: q.keyword, page: q.page, pageSize: PAGE_SIZE } })}
      what="자주 묻는 질문을"
      search={{ id: 'faq-keyword', name: '자주 묻는 질문', hint: '질문과 답변에서 찾습니다(예: 보증금).', maxLength: CENTER_KEYWORD_MAX }}
      above={(data, ctx) => <FaqTabs data={data} ctx={ctx} />}
      countPrefix={(data, q) => `${searchedFor(q.keyword)}${q.category ? `${data.categoryCounts.find((c) => c.category === q.category)?.name ?? ''} ` : ''}`}
      empty={(q) => (
        <>
          <p>{q.keyword ? `‘${q.keyword}’에 맞는 질문이 없습니다.` : '이 분류에는 아직 등록된 질문이 없습니다.'}</p>
          <p>다른 검색어(예: 짧은 낱말, 띄어쓰기를 바꾼 말)로 찾아보시거나, 분류를 ‘전체’로 바꿔 보세요.</p>
          <p>
            찾는 답이 없으면 <Link to="/center/qna">묻고 답하기</Link>에 질문을 남겨 주세요.
            {q.keyword || q.category ? (
              <>
                {' '}
                <Link to={FAQ_LIST}>검색 조건 지우기</Link>
              </>
            ) : null}
          </p>
        </>
      )}
      pagination="자주 묻는 질문 페이지"
    >
      {(data, { q }) => (
        <Accordion
          idPrefix="faq"
          headingLevel={2}
          items={data.items.map((item) => ({
            id: item.faqId,
            tag: item.categoryName,
            head: item.question,
            href: `/center/faq/detail${toQuery({ faqId: item.faqId, category: q.category, keyword: q.keyword, page: q.page })}`,
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
    </BoardList>
  );
}

function FaqTabs({ data, ctx }: { data: FaqListData; ctx: ListContext<FaqQuery> }) {
  const all = data.categoryCounts.reduce((n, c) => n + c.count, 0);
  const tabs = [{ category: '' as const, name: '전체', count: all }, ...data.categoryCounts];
  return (
    <nav className="ct-tabs" aria-label="질문 분류" data-faq-tabs="">
      <ul>
        {tabs.map((t) => {
          const selected = t.category === ctx.q.category;
          return (
            <li key={t.category || 'ALL'}>
              <Link
                to={ctx.hrefOf({ category: t.category })}
                className={`ct-tab ${selected ? 'is-current' : ''}`.trim()}
                aria-current={selected ? 'page' : undefined}
                onClick={ctx.arm}
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
