import { Link } from '@portal/router';
import { SEARCH_QUERY_MAX, searchHref } from '@portal/contracts/client';
import { ListSkeleton } from '@portal/blocks/list';
import { LoadError } from '@portal/ui/form';
import { search } from '../../api/search';
import { ResultItems } from '../parts';
import { resultHref } from './address';
import { FAMILIES, familyPath, tabPath, type Family } from './tabs';

/** The family's result tabs; links keep the conversation. */
export function FamilyTabs({ family, current, conversationId }: { family: Family; current: string | null; conversationId: string }) {
  const f = FAMILIES[family];
  return (
    <nav className="se-tabs ai-tabs" aria-label={`${f.title} 결과 분류`} data-ai-tabs="">
      <ul>
        <li>
          <Link to={resultHref(familyPath(family), { conversationId })} className={`se-tab ${current === null ? 'is-current' : ''}`.trim()} aria-current={current === null ? 'page' : undefined}>
            안내
          </Link>
        </li>
        {f.tabs.map((t) => (
          <li key={t.key}>
            <Link to={resultHref(tabPath(family, t.key), { conversationId })} className={`se-tab ${t.key === current ? 'is-current' : ''}`.trim()} aria-current={t.key === current ? 'page' : undefined} data-tab={t.key}>
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What a tab lists: the public search's items of its kinds for the question (erresult: the e-filing pages). */
export function TabResults({ family, tab, question }: { family: Family; tab: string; question: string }) {
  const t = FAMILIES[family].tabs.find((x) => x.key === tab)!;
  const q = question.slice(0, SEARCH_QUERY_MAX);
  const query = search.use({ query: { q, kind: t.kinds.join(','), size: 10 } }, { enabled: Boolean(q && t.kinds.length) });
  return (
    <section className="ai-tab" aria-labelledby="ai-tab-title" data-ai-tab={tab}>
      <h2 className="ai-section__title" id="ai-tab-title">
        {t.label}
      </h2>
      {t.kinds.length === 0 ? (
        <ul className="ai-links">
          <li>
            <Link to="/elrcpt/aply">법률구조 전자접수 신청하기</Link> — 신청서를 쓰고 증빙서류를 올려 온라인으로 냅니다.
          </li>
          <li>
            <Link to="/my/elrcpt/list">나의 전자접수 내역 보기</Link> — 낸 신청서의 처리 상태와 보완 요청을 확인합니다.
          </li>
        </ul>
      ) : !q ? (
        <p className="ai-note">질문을 하면 관련 {t.label}을(를) 함께 보여 드립니다.</p>
      ) : query.isPending ? (
        <ListSkeleton what={`${t.label} 목록을`} rows={3} />
      ) : query.isError ? (
        <LoadError what={`${t.label} 목록을`} retry={() => void query.refetch()} />
      ) : (
        <>
          <p className="ai-note" data-result-count="">
            질문과 관련된 {t.label} {query.data.total.toLocaleString('ko-KR')}건
          </p>
          {query.data.items.length ? <ResultItems items={query.data.items} level={3} /> : <p className="ai-empty">질문과 관련된 {t.label}을(를) 찾지 못했습니다.</p>}
          {t.searchPath ? (
            <p>
              <Link to={searchHref(t.searchPath, q)}>통합검색에서 {t.label} 모두 보기</Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
