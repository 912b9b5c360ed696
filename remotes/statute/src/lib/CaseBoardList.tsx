import { Link } from '@portal/router';
import { caseHref, LEGAL_TOPIC_LABELS, STATUTE_KEYWORD_MAX, STATUTE_LIST_SORT_LABELS, type CaseBoard, type CaseList } from '@portal/contracts/client';
import { ListPage, searchedFor, toQuery, type ListContext } from '@portal/blocks/list';
import { caseList } from '../api/caseList';
import { readCaseQuery, type CaseListQuery } from './address';
import { BOARD_TEXT } from './boards';
import { dateLabel, Heading, StatutePage, withComma } from './parts';
import { TabsAndSorts } from './list-filters';

const PAGE_SIZE = 10;
const SORTS = ['recent', 'views', 'title'] as const;

/** /statuteinfo/discussion/list and /statuteinfo/legalaid/list: category tabs with counts, search, sort, pages. */
export default function CaseBoardList({ board }: { board: CaseBoard }) {
  const text = BOARD_TEXT[board];
  return (
    <StatutePage page={`${text.name}-list`}>
      <Heading title={text.title} lead={text.lead} print={`${text.title} 목록`} />
      <ListPage
        path={text.list}
        read={readCaseQuery}
        call={caseList}
        input={(q) => ({ query: { board, category: q.category || undefined, q: q.keyword, sort: q.sort || undefined, page: q.page, pageSize: PAGE_SIZE } })}
        what={`${text.title}를`}
        search={{ id: `${text.name}-keyword`, name: text.title, hint: '제목, 질문과 답변에서 찾습니다(예: 보증금, 해고).', maxLength: STATUTE_KEYWORD_MAX }}
        above={(data, ctx) => <Filters data={data} ctx={ctx} />}
        countPrefix={(_, q) => `${searchedFor(q.keyword)}${q.category ? `${LEGAL_TOPIC_LABELS[q.category]} ` : ''}`}
        countPages
        empty={(q) => (
          <>
            <p>{q.keyword ? `‘${q.keyword}’에 맞는 사례가 없습니다.` : '이 분야에는 아직 사례가 없습니다.'}</p>
            <p>짧은 낱말이나 다른 말로 찾아보시거나 분야를 ‘전체’로 바꿔 보세요.</p>
            <p>
              <Link to={text.list}>검색 조건 지우기</Link>
            </p>
          </>
        )}
        pagination={`${text.title} 목록 페이지`}
      >
        {(data, { q }) => (
          <ul className="st-items" data-case-list="">
            {data.items.map((c) => (
              <li key={c.caseId} className="st-item" data-case={c.caseId}>
                <p className="st-badges">
                  <span className="st-badge">{c.categoryName}</span>
                </p>
                <h2 className="st-item__title">
                  <Link to={`${caseHref(board, c.caseId)}${toQuery({ category: q.category, keyword: q.keyword, sort: q.sort, page: q.page }).replace(/^\?/, '&')}`}>{c.title}</Link>
                </h2>
                {c.preview ? <p className="st-item__preview">{c.preview}</p> : null}
                <p className="st-item__meta">
                  <span>작성일 {dateLabel(c.writtenOn)}</span> <span>조회 {withComma(c.viewCount)}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </ListPage>
    </StatutePage>
  );
}

function Filters({ data, ctx }: { data: CaseList; ctx: ListContext<CaseListQuery> }) {
  return <TabsAndSorts ctx={ctx} field="category" label="사례 분야" mark="category-tabs" counts={data.categoryCounts} sorts={SORTS} sortLabel={(s) => STATUTE_LIST_SORT_LABELS[s]} />;
}
