import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from '@portal/router';
import { SEARCH_KINDS, SEARCH_KIND_LABELS, SEARCH_SORTS, SEARCH_SORT_LABELS, type SearchKind, type SearchResult, type SearchSort } from '@portal/contracts/client';
import { ListSkeleton } from '@portal/blocks/list';
import { LoadError, useFocusWhenReady } from '@portal/ui/form';
import { Pagination } from '@portal/ui/pagination';
import { search } from '../api/search';
import { PAGE_SIZES, searchAddress, type SearchAddress, type SearchTab } from './address';
import { NoResult, SearchHelp } from './NoResult';
import { Hints, refusal, ResultItems, SearchFrame, useSearchAddress } from './parts';

export interface ListResultsProps {
  title: string;
  page: string;
  /** A result tab (its kinds fixed), or null for basicresult (every kind, filtered by the address's `kind`). */
  tab: SearchTab | null;
  /** Shown between the hints and the list (basicresultLlm's AI summary region). */
  top?: ReactNode;
}

/**
 * One ranked result list: a tab's kinds with their category facets, or every kind with the kind
 * filter (basicresult). Sort, page size and pages live in the address; the count takes focus after a
 * search the visitor asked for; no result shows the no-result help in place.
 */
export function ListResults({ title, page, tab, top }: ListResultsProps) {
  const a = useSearchAddress();
  const kinds: readonly SearchKind[] = tab ? tab.kinds : a.kinds;
  const query = search.use(
    { query: { q: a.q, kind: kinds.join(',') || undefined, category: a.category || undefined, sort: a.sort, page: a.page, size: a.size, exact: a.exact ? ('1' as const) : undefined } },
    { enabled: Boolean(a.q) },
  );
  const answer = useMemo(() => ({ status: query.isSuccess ? 'ready' : query.status }), [query.status, query.data]); // eslint-disable-line react-hooks/exhaustive-deps -- a new answer is a new state for the focus hook
  const { ref: countRef, arm } = useFocusWhenReady<HTMLParagraphElement>(answer);
  const refused = a.emptyAsked ? refusal(null) ?? '검색어를 입력해 주세요.' : refusal(query.error);
  const data = query.isSuccess ? query.data : null;
  // a new search keeps the page size and basicresult's kinds
  const keep: Record<string, string> = {};
  if (!tab && a.kinds.length) keep.kind = a.kinds.join(',');
  if (a.size !== 10) keep.size = String(a.size);
  const hrefOf = (next: Partial<SearchAddress>) => searchAddress(a.path, { ...a, page: 1, ...next });

  let body: ReactNode;
  if (!a.q || refused) body = <SearchHelp />;
  else if (query.isPending) body = <ListSkeleton what="검색 결과를" />;
  else if (query.isError) body = <LoadError what="검색 결과를" retry={() => void query.refetch()} />;
  else if (data && data.total === 0)
    body = (
      <>
        {tab === null && a.kinds.length ? <KindFilter a={a} data={data} hrefOf={hrefOf} arm={arm} /> : null}
        <NoResult q={a.q} data={data} scope={tab ?? (a.kinds.length ? { key: 'basic', path: a.path, label: a.kinds.map((k) => SEARCH_KIND_LABELS[k]).join('·') } : null)} />
      </>
    );
  else if (data)
    body = (
      <>
        {tab ? <CategoryFacets a={a} data={data} hrefOf={hrefOf} arm={arm} /> : <KindFilter a={a} data={data} hrefOf={hrefOf} arm={arm} />}
        <div className="se-bar">
          <p className="ls-count se-count" tabIndex={-1} ref={countRef} role="status" data-result-count="">
            ‘{data.q}’ 검색 결과 총 <strong>{data.total.toLocaleString('ko-KR')}</strong>건
            {data.total ? ` (${data.page}/${Math.max(1, Math.ceil(data.total / data.size))}쪽)` : ''}
          </p>
          <ViewForm a={a} hrefOf={hrefOf} arm={arm} />
        </div>
        {data.items.length ? (
          <ResultItems items={data.items} />
        ) : (
          <p className="se-box__note">
            이 페이지에는 결과가 없습니다. <Link to={hrefOf({})}>첫 페이지로 가기</Link>
          </p>
        )}
        <Pagination page={data.page} total={data.total} pageSize={data.size} label="검색 결과 페이지" hrefFor={(p) => hrefOf({ page: p })} />
      </>
    );

  return (
    <SearchFrame title={title} page={page} exact={a.exact} tab={tab ? tab.key : null} counts={data?.facets.kinds ?? null} bar={{ path: a.path, q: a.q, keep, error: refused, searched: query.isSuccess, within: Boolean(data?.total), onSearch: arm }}>
      {a.q && !refused ? top : null}
      {data ? <Hints data={data.total ? data : { ...data, suggestions: [] }} path={a.path} keep={keep} /> : null}
      {body}
    </SearchFrame>
  );
}

interface FilterProps {
  a: SearchAddress & { path: string };
  data: SearchResult;
  hrefOf(next: Partial<SearchAddress>): string;
  arm(): void;
}

/** The categories inside the tab's kinds (전체 first), with counts: links. */
function CategoryFacets({ a, data, hrefOf, arm }: FilterProps) {
  const { categories } = data.facets;
  if (categories.length === 0) return null;
  const all = [{ category: '', label: '전체', count: categories.reduce((n, c) => n + c.count, 0) }, ...categories];
  return (
    <nav className="se-facets" aria-label="분류" data-facets="">
      <ul>
        {all.map((c) => {
          const current = c.category === a.category;
          return (
            <li key={c.category || 'ALL'}>
              <Link to={hrefOf({ category: c.category })} className={`se-chip ${current ? 'is-current' : ''}`.trim()} aria-current={current ? 'page' : undefined} onClick={arm} data-category={c.category || 'ALL'}>
                {c.label} <span className="se-chip__count">({c.count.toLocaleString('ko-KR')})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** basicresult's kind filter: checkboxes with each kind's count, a GET form (works without scripts). */
function KindFilter({ a, data, hrefOf, arm }: FilterProps) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<SearchKind[]>(a.kinds);
  const asked = a.kinds.join(',');
  useEffect(() => setChosen(a.kinds), [asked]); // eslint-disable-line react-hooks/exhaustive-deps -- the address's kinds, compared as text
  const count = (k: SearchKind) => data.facets.kinds.find((c) => c.kind === k)?.count ?? 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    arm();
    navigate(hrefOf({ kinds: SEARCH_KINDS.filter((k) => chosen.includes(k)) }));
  };
  return (
    <form className="se-kinds" action={a.path} method="get" onSubmit={submit} data-kind-filter="">
      <input type="hidden" name="q" value={a.q} />
      {a.sort !== 'relevance' ? <input type="hidden" name="sort" value={a.sort} /> : null}
      {a.size !== 10 ? <input type="hidden" name="size" value={a.size} /> : null}
      <fieldset>
        <legend className="se-kinds__legend">검색 대상 (고르지 않으면 전체)</legend>
        <ul className="se-kinds__list">
          {SEARCH_KINDS.map((k) => (
            <li key={k}>
              <input
                id={`se-kind-${k}`}
                type="checkbox"
                name="kind"
                value={k}
                checked={chosen.includes(k)}
                onChange={(e) => setChosen((now) => (e.target.checked ? [...now, k] : now.filter((x) => x !== k)))}
              />
              <label htmlFor={`se-kind-${k}`} className="se-chip">
                {SEARCH_KIND_LABELS[k]} <span className="se-chip__count">({count(k).toLocaleString('ko-KR')})</span>
              </label>
            </li>
          ))}
        </ul>
        <button type="submit" className="btn btn-secondary btn-small">
          적용
        </button>
      </fieldset>
    </form>
  );
}

/** Sort (정확도순/최신순) and page size, applied together: a GET form keeping the rest of the address. */
function ViewForm({ a, hrefOf, arm }: Omit<FilterProps, 'data'>) {
  const navigate = useNavigate();
  const [sort, setSort] = useState<SearchSort>(a.sort);
  const [size, setSize] = useState(a.size);
  useEffect(() => setSort(a.sort), [a.sort]);
  useEffect(() => setSize(a.size), [a.size]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    arm();
    navigate(hrefOf({ sort, size }));
  };
  return (
    <form className="se-view" action={a.path} method="get" onSubmit={submit} aria-label="정렬과 보기 개수" data-view-form="">
      <input type="hidden" name="q" value={a.q} />
      {a.kinds.length ? <input type="hidden" name="kind" value={a.kinds.join(',')} /> : null}
      {a.category ? <input type="hidden" name="category" value={a.category} /> : null}
      <label htmlFor="se-sort" className="sr-only">
        정렬
      </label>
      <select id="se-sort" name="sort" className="fm-select se-view__select" value={sort} onChange={(e) => setSort(e.target.value as SearchSort)}>
        {SEARCH_SORTS.map((s) => (
          <option key={s} value={s}>
            {SEARCH_SORT_LABELS[s]}
          </option>
        ))}
      </select>
      <label htmlFor="se-size" className="sr-only">
        한 페이지에 볼 개수
      </label>
      <select id="se-size" name="size" className="fm-select se-view__select" value={size} onChange={(e) => setSize(Number(e.target.value))}>
        {PAGE_SIZES.map((n) => (
          <option key={n} value={n}>
            {n}개씩
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-secondary btn-small">
        적용
      </button>
    </form>
  );
}
