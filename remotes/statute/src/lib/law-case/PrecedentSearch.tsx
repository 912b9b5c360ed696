import { Link } from '@portal/router';
import { LAW_CASE_PATH, LEGAL_TOPIC_LABELS, precedentHref, STATUTE_KEYWORD_MAX, STATUTE_LIST_SORT_LABELS, type PrecedentList } from '@portal/contracts/client';
import { ChoiceLinks, ListPage, searchedFor, type ListContext } from '@portal/blocks/list';
import { precedentList } from '../../api/precedentList';
import { PRECEDENT_CASE_TYPES, readPrecedentQuery, type PrecedentListQuery } from '../address';
import { dateLabel, Heading, StatutePage } from '../parts';
import { TabsAndSorts } from '../list-filters';

const PAGE_SIZE = 10;
const SORTS = ['recent', 'old', 'title'] as const;
const SORT_WORDS = { ...STATUTE_LIST_SORT_LABELS, recent: '선고일 최신순', old: '선고일 오래된순', title: '사건명 가나다순' };

/** /law-case without a decision or a law: 판례 검색 over the portal's Supreme Court decisions. */
export default function PrecedentSearch() {
  return (
    <StatutePage page="precedent-list">
      <Heading
        title="판례 검색"
        print="판례 목록"
        lead="생활 법률 문제에 관한 대법원 판례입니다. 분야를 고르거나 낱말로 찾고, 판례의 참조조문에서 법령 조문으로 바로 갈 수 있습니다."
      />
      <ListPage
        path={LAW_CASE_PATH}
        read={readPrecedentQuery}
        call={precedentList}
        input={(q) => ({ query: { q: q.keyword, topic: q.topic || undefined, caseType: q.caseType || undefined, sort: q.sort || undefined, page: q.page, pageSize: PAGE_SIZE } })}
        what="판례를"
        search={{ id: 'precedent-keyword', name: '판례', hint: '사건명, 판시사항, 판결요지, 사건번호에서 찾습니다(예: 보증금 반환, 2019다12345).', maxLength: STATUTE_KEYWORD_MAX }}
        filters={(ctx) => <CaseTypes ctx={ctx} />}
        above={(data, ctx) => <Filters data={data} ctx={ctx} />}
        countPrefix={(data, q) => `${searchedFor(q.keyword)}${q.topic ? `${LEGAL_TOPIC_LABELS[q.topic]} ` : ''}${q.caseType ? `${q.caseType} ` : ''}`}
        countPages
        empty={(q) => (
          <>
            <p>{q.keyword ? `‘${q.keyword}’에 맞는 판례가 없습니다.` : '이 조건에 맞는 판례가 없습니다.'}</p>
            <p>짧은 낱말이나 다른 말(예: 월세 → 차임)로 찾아보시거나 분야를 ‘전체’로 바꿔 보세요.</p>
            <p>
              <Link to={LAW_CASE_PATH}>검색 조건 지우기</Link>
            </p>
          </>
        )}
        pagination="판례 목록 페이지"
      >
        {(data) => (
          <ul className="st-items" data-precedent-list="">
            {data.items.map((p) => (
              <li key={p.caseNo} className="st-item" data-precedent={p.caseNo}>
                <p className="st-badges">
                  <span className="st-badge">{p.topicName}</span>
                  <span className="st-badge st-badge--plain">{p.caseType}</span>
                </p>
                <h2 className="st-item__title">
                  <Link to={precedentHref(p.caseNo)}>
                    {p.caseName}
                    <span className="sr-only"> ({p.ref})</span>
                  </Link>
                </h2>
                <p className="st-item__meta">
                  {p.court} {dateLabel(p.decidedOn)} 선고 {p.caseNo} 판결
                </p>
                {p.preview ? <p className="st-item__preview">{p.preview}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </ListPage>
    </StatutePage>
  );
}

function CaseTypes({ ctx }: { ctx: ListContext<PrecedentListQuery> }) {
  return (
    <ChoiceLinks
      kind="sort"
      label="사건 종류"
      mark="case-types"
      current={ctx.q.caseType}
      onChoose={ctx.arm}
      choices={[{ value: '', label: '전체', href: ctx.hrefOf({ caseType: '' }) }, ...PRECEDENT_CASE_TYPES.map((t) => ({ value: t, label: t, href: ctx.hrefOf({ caseType: t }) }))]}
    />
  );
}

function Filters({ data, ctx }: { data: PrecedentList; ctx: ListContext<PrecedentListQuery> }) {
  return <TabsAndSorts ctx={ctx} field="topic" label="판례 분야" mark="topic-tabs" counts={data.topicCounts} sorts={SORTS} sortLabel={(s) => SORT_WORDS[s]} />;
}
