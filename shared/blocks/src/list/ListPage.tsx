import { useMemo, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@portal/router';
import { Pagination } from '@portal/ui/pagination';
import { pageOfPages, searchedFor, toQuery } from './address';
import { SearchBox, type SearchBoxProps } from './SearchBox';
import { Empty, ListSkeleton } from './states';
import { LoadError, useFocusWhenReady } from '@portal/ui/form';

/** What every list keeps in its address. */
export interface ListAddress {
  /** Absent in a list without search. */
  keyword?: string;
  page: number;
}

/** One page of a contract list answer (faqList, noticeList, qnaPublic, …). */
export interface ListResult {
  readonly items: readonly unknown[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
}

/** A reading call of `defineQuery` (@portal/http/query): only its hook is used. */
export interface ListCall<I, D> {
  use(input: I): UseQueryResult<D, Error>;
}

/** What the slots around the items get: the address state, links of other states, and `arm`. */
export interface ListContext<Q> {
  q: Q;
  /** The address of another state of this list (a tab, a page). */
  hrefOf(next: Partial<Q>): string;
  /** Call before a navigation the visitor asked for: the result count takes focus once it is loaded. */
  arm(): void;
}

/** The search form of a list (SearchBox's words and options), `scopeKey` naming the state field its select sets. */
export type ListSearch<Q> = Pick<SearchBoxProps, 'id' | 'name' | 'hint' | 'maxLength' | 'scopes' | 'scopeLabel' | 'scopeWidth' | 'placeholder' | 'keywordOptional'> & { scopeKey?: keyof Q & string };

export interface ListPageProps<Q extends ListAddress, I, D extends ListResult> {
  /** The list's own address: '/center/faq/list' (default: the address it is shown at). */
  path?: string;
  /** The list's state from the address query: `{ keyword: keywordParam(s, MAX), page: pageParam(s), … }`. */
  read(search: string): Q;
  /** The address query of a state (default `toQuery(q)`: empty values and page 1 left out, in `read`'s order). */
  write?(q: Q): string;
  /** The reading call (`defineQuery(calls.faqList)`) and its input for a state of the address. */
  call: ListCall<I, D>;
  input(q: Q): I;
  /** What is listed, with its object particle: '공지사항을' (loading and error messages). */
  what: string;
  /** The page heading when the list is the whole page (a fallback's answer replaces it too). */
  heading?: ReactNode;
  /** Errors the page answers itself (a 401 → the sign-in notice) instead of the whole block; null or undefined leaves the error to the block. */
  fallback?(error: Error, retry: () => void): ReactNode;
  /** The search form; leave out for a list without search. `scopeKey` names the state field the select sets. */
  search?: ListSearch<Q>;
  /** Shown in every state under the search (filter links that need no data). */
  filters?(ctx: ListContext<Q>): ReactNode;
  /** Words before '총 N건' (default: `‘keyword’ 검색 결과 ` after a search). */
  countPrefix?(data: NoInfer<D>, q: Q): string;
  /** The count's own words instead of '… 총 N건' (e.g. '모두 N건'). */
  count?(data: NoInfer<D>, q: Q): ReactNode;
  /** On the count's line, at its end (an action such as 새 문의하기). */
  aside?: ReactNode;
  /** Adds ' (2/7쪽)' after the count. */
  countPages?: boolean;
  /** Whether there is nothing to show (default: no items). */
  isEmpty?(data: NoInfer<D>): boolean;
  /** The empty state's words (inside the block's empty box). */
  empty(q: Q, data: NoInfer<D>): ReactNode;
  /** The items (table, cards, accordion). */
  children(data: NoInfer<D>, ctx: ListContext<Q>): ReactNode;
  /** Shown once loaded, above the count (category tabs). */
  above?(data: NoInfer<D>, ctx: ListContext<Q>): ReactNode;
  /** Shown once loaded, between the items and the pagination (a note). */
  below?(data: NoInfer<D>, ctx: ListContext<Q>): ReactNode;
  /** The name of the pagination landmark: '공지사항 페이지'. */
  pagination: string;
}

/**
 * The list page block: the search form, the query in the address (`?keyword=&page=`, back and reload
 * keep it), loading / error with 다시 시도 / empty states from the query, the result count (it takes
 * focus after a search or a tab the visitor asked for, so a screen reader hears how many were
 * found), the items of a render function and the pagination. The page keeps its heading around it,
 * or gives it as `heading` when an error the page answers itself (`fallback`) replaces the whole page.
 */
export function ListPage<Q extends ListAddress, I, D extends ListResult>(props: ListPageProps<Q, I, D>) {
  const { read, call, input, what, search: box, pagination } = props;
  const write = props.write ?? ((q: Q) => toQuery(q as unknown as Record<string, string | number>));
  const { pathname, search } = useLocation();
  const path = props.path ?? pathname;
  const navigate = useNavigate();
  const q = read(search);
  const query = call.use(input(q));
  // a new answer (another search, page or tab) is a new state; a background refresh with the same data is not
  const answer = useMemo(() => ({ status: query.isSuccess ? 'ready' : query.status }), [query.status, query.data]); // eslint-disable-line react-hooks/exhaustive-deps -- query.data is the trigger: a new answer is a new state for the focus hook, though the memo reads only the status
  const { ref: countRef, arm } = useFocusWhenReady<HTMLParagraphElement>(answer);
  const hrefOf = (next: Partial<Q>) => path + write({ ...q, page: 1, ...next });
  const ctx: ListContext<Q> = { q, hrefOf, arm };
  const retry = () => void query.refetch();
  const own = query.isError ? props.fallback?.(query.error, retry) : null;
  if (own !== null && own !== undefined) return <>{own}</>;

  const count = query.isSuccess ? (
    <p className="ls-count" tabIndex={-1} ref={countRef} role="status" data-result-count="">
      {props.count ? (
        props.count(query.data, q)
      ) : (
        <>
          {props.countPrefix ? props.countPrefix(query.data, q) : searchedFor(q.keyword ?? '')}총 <strong>{query.data.total.toLocaleString('ko-KR')}</strong>건
          {props.countPages ? pageOfPages(query.data) : ''}
        </>
      )}
    </p>
  ) : null;

  return (
    <>
      {props.heading}
      {box ? (
        <ListSearchBox
          box={box}
          q={q}
          query={write(q)}
          onSearch={(next) => {
            arm();
            navigate(hrefOf(next));
          }}
        />
      ) : null}
      {props.filters?.(ctx)}
      {query.isSuccess && props.above ? props.above(query.data, ctx) : null}
      {query.isPending ? <ListSkeleton what={what} /> : null}
      {query.isError ? <LoadError what={what} retry={retry} /> : null}
      {query.isSuccess ? (
        <>
          {props.aside ? (
            <div className="ls-bar">
              {count}
              {props.aside}
            </div>
          ) : (
            count
          )}
          {(props.isEmpty ?? ((d: D) => d.items.length === 0))(query.data) ? <Empty>{props.empty(q, query.data)}</Empty> : props.children(query.data, ctx)}
          {props.below?.(query.data, ctx)}
          <Pagination page={query.data.page} total={query.data.total} pageSize={query.data.pageSize} label={pagination} hrefFor={(page) => path + write({ ...q, page })} />
        </>
      ) : null}
    </>
  );
}

function ListSearchBox<Q extends ListAddress>({ box, q, query, onSearch }: { box: ListSearch<Q>; q: Q; query: string; onSearch(next: Partial<Q>): void }) {
  const { scopeKey, ...words } = box;
  // as a plain GET form: the fields by their address names, the rest of the address kept (a new search starts at page 1)
  const keep: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(query)) if (key !== 'keyword' && key !== 'page' && key !== scopeKey) keep[key] = value;
  return (
    <SearchBox
      {...words}
      params={{ keyword: 'keyword', scope: scopeKey, keep }}
      keyword={q.keyword ?? ''}
      scope={scopeKey ? String(q[scopeKey]) : undefined}
      onSearch={(keyword, scope) => onSearch({ keyword, ...(scopeKey ? { [scopeKey]: scope } : {}) } as Partial<Q>)}
    />
  );
}
