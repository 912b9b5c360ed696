import { useMemo } from 'react';
import { Link } from '@portal/router';
import { SEARCH_TABS, SEARCH_TOTAL_PER_KIND, searchHref } from '@portal/contracts/client';
import { ListSkeleton, useEach } from '@portal/blocks/list';
import { LoadError, useFocusWhenReady } from '@portal/ui/form';
import { search } from '../api/search';
import { tabCount } from './address';
import { NoResult, SearchHelp } from './NoResult';
import { Hints, refusal, ResultItems, SearchFrame, useSearchAddress } from './parts';

const GROUPS = SEARCH_TABS.filter((t) => t.kinds.length > 0);

/**
 * /search/totalresult: the first SEARCH_TOTAL_PER_KIND items of every tab (SEARCH_TABS order), each
 * group with its count and 더보기 to its tab. The requests are sent together.
 */
export function TotalResults() {
  const a = useSearchAddress();
  // first the search of every kind (the one the server counts for 인기 검색어, with the counts, the
  // spelling suggestions and the synonyms used), then one per group for its first items
  const inputs = useMemo(
    () => (a.q
      ? [undefined, ...GROUPS.map((t) => t.kinds.join(','))].map((kind) => ({
          query: { q: a.q, kind, size: kind ? SEARCH_TOTAL_PER_KIND : 1, exact: a.exact ? ('1' as const) : undefined },
        }))
      : []),
    [a.q, a.exact],
  );
  const groups = useEach(search, inputs);
  const answer = useMemo(() => ({ status: groups.status === 'success' ? 'ready' : groups.status }), [groups.status, groups.data]); // eslint-disable-line react-hooks/exhaustive-deps -- a new answer is a new state for the focus hook
  const { ref: countRef, arm } = useFocusWhenReady<HTMLParagraphElement>(answer);
  const refused = a.emptyAsked ? '검색어를 입력해 주세요.' : refusal(groups.error);
  const data = a.q && groups.status === 'success' ? groups.data! : null;
  const first = data?.[0] ?? null;
  const counts = first?.facets.kinds ?? null;
  const total = counts ? counts.reduce((n, c) => n + c.count, 0) : 0;

  let body;
  if (!a.q || refused) body = <SearchHelp />;
  else if (groups.status === 'pending') body = <ListSkeleton what="검색 결과를" />;
  else if (groups.status === 'error') body = <LoadError what="검색 결과를" retry={() => void groups.refetch()} />;
  else if (first && total === 0) body = <NoResult q={a.q} data={first} />;
  else if (data && counts)
    body = (
      <>
        <Hints data={first!} path={a.path} />
        <p className="ls-count se-count" tabIndex={-1} ref={countRef} role="status" data-result-count="">
          ‘{first!.q}’ 통합검색 결과 총 <strong>{total.toLocaleString('ko-KR')}</strong>건
        </p>
        {GROUPS.map((t, i) => {
          const n = tabCount(t, counts);
          const items = data[i + 1]?.items ?? [];
          if (n === 0 || items.length === 0) return null;
          return (
            <section key={t.key} className="se-group" aria-labelledby={`se-group-${t.key}`} data-group={t.key}>
              <div className="se-group__head">
                <h2 className="se-group__title" id={`se-group-${t.key}`}>
                  {t.label} <span className="se-group__count">{n.toLocaleString('ko-KR')}건</span>
                </h2>
                {n > items.length ? (
                  <Link to={searchHref(t.path, a.q)} className="se-more" data-more={t.key}>
                    더보기<span className="sr-only">: {t.label} 검색 결과 {n.toLocaleString('ko-KR')}건 모두</span>
                  </Link>
                ) : null}
              </div>
              <ResultItems items={items} level={3} />
            </section>
          );
        })}
      </>
    );

  return (
    <SearchFrame title="통합검색" page="search-total" exact={a.exact} tab="total" counts={counts} bar={{ path: a.path, q: a.q, error: refused, searched: Boolean(data), within: total > 0, onSearch: arm }}>
      {body}
    </SearchFrame>
  );
}
