import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@portal/router';
import { SEARCH_KIND_LABELS, SEARCH_MESSAGES, SEARCH_TABS, searchHref, type SearchItem, type SearchResult } from '@portal/contracts/client';
import { isHttpError, serverMessage } from '@portal/http';
import { PageHeading } from '@portal/ui/form';
import { directionParticle, objectParticle } from '@portal/ui/format';
import { readSearch, searchAddress, tabCount, type SearchAddress, type TabKey } from './address';
import { Marked } from './Marked';
import { SearchBar, type SearchBarProps } from './SearchBar';
import './search.css';

type Counts = SearchResult['facets']['kinds'];

/** The address state of a result page; the plain form's 결과 내 재검색 (?within=1&prev=) is rewritten to the canonical address. */
export function useSearchAddress(): SearchAddress & { path: string; search: string; emptyAsked: boolean } {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const a = readSearch(search);
  const params = new URLSearchParams(search);
  const plainWithin = params.has('prev') || params.has('within');
  useEffect(() => {
    if (plainWithin && a.q) navigate(searchAddress(pathname, a), { replace: true });
  });
  return { ...a, path: pathname, search, emptyAsked: params.has('q') && !a.q };
}

/** The server's Korean sentence when it refused the query itself (400: empty, too long, nothing searchable). */
export function refusal(error: Error | null): string | null {
  if (!error || !isHttpError(error) || error.response?.status !== 400) return null;
  // the field's own sentence (errors[] of the 400 body) rather than the summary
  const fields = (error.response.data as { errors?: { field?: unknown; message?: unknown }[] } | null)?.errors;
  const own = Array.isArray(fields) ? fields.find((f) => f.field === 'q' && typeof f.message === 'string') : undefined;
  return (own?.message as string | undefined) ?? serverMessage(error) ?? SEARCH_MESSAGES.empty;
}

/** The heading, the search bar and the tabs with their counts around a result page's body. */
export function SearchFrame({ title, page, tab, counts, bar, exact = false, children }: { title: string; page: string; tab: TabKey | null; counts: Counts | null; bar: SearchBarProps; exact?: boolean; children: ReactNode }) {
  return (
    <div className="mb-page mb-page--wide se-page" data-page={page}>
      <PageHeading title={title} />
      <SearchBar {...bar} />
      <SearchTabs q={bar.q} current={tab} counts={counts} exact={exact} />
      {children}
    </div>
  );
}

/**
 * The result tabs (SEARCH_TABS), each with its count once the answer is in; links, so they work without
 * scripts. A search asked as typed (exact=1) stays as typed on every tab.
 */
export function SearchTabs({ q, current, counts, exact }: { q: string; current: TabKey | null; counts: Counts | null; exact: boolean }) {
  if (!q) return null;
  return (
    <nav className="se-tabs" aria-label="검색 결과 분류" data-search-tabs="">
      <ul>
        {SEARCH_TABS.map((t) => (
          <li key={t.key}>
            <Link to={searchHref(t.path, q, exact ? { exact: '1' } : {})} className={`se-tab ${t.key === current ? 'is-current' : ''}`.trim()} aria-current={t.key === current ? 'page' : undefined} data-tab={t.key}>
              {t.label}
              {counts ? (
                <span className="se-tab__count"> ({tabCount(t, counts).toLocaleString('ko-KR')})</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** 혹시 ○○을(를) 찾으셨나요? and 함께 찾은 말 of an answer. */
export function Hints({ data, path, keep }: { data: Pick<SearchResult, 'q' | 'correctedFrom' | 'suggestions' | 'expanded'>; path: string; keep?: Record<string, string> }) {
  const [first] = data.suggestions;
  if (!first && !data.correctedFrom && data.expanded.length === 0) return null;
  return (
    <div className="se-hints">
      {data.correctedFrom ? (
        <p className="se-suggest" data-corrected="">
          ‘{data.q}’{directionParticle(data.q)} 검색한 결과입니다.{' '}
          <Link to={searchHref(path, data.correctedFrom, { ...keep, exact: '1' })}>‘{data.correctedFrom}’ 그대로 검색</Link>
        </p>
      ) : null}
      {first ? (
        <p className="se-suggest" data-spelling="">
          혹시 <Link to={searchHref(path, first, keep)}>{first}</Link>
          {objectParticle(first)} 찾으셨나요?
        </p>
      ) : null}
      {data.expanded.length ? (
        <p className="se-expanded" data-expanded="">
          <span className="se-expanded__label">함께 찾은 말:</span> {data.expanded.join(', ')}
        </p>
      ) : null}
    </div>
  );
}

/** The items of a result list: kind, title (matched words marked), where it sits, the snippet. */
export function ResultItems({ items, level = 2 }: { items: readonly SearchItem[]; level?: 2 | 3 }) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <ul className="se-items" data-results="">
      {items.map((item) => (
        <li key={`${item.kind}:${item.ref}`} className="se-item" data-kind={item.kind}>
          <H className="se-item__title">
            <span className="se-item__kind">{SEARCH_KIND_LABELS[item.kind]}</span>{' '}
            {item.url.startsWith('/') ? (
              <Link to={item.url}>
                <Marked text={item.titleMarked} />
              </Link>
            ) : (
              <a href={item.url}>
                <Marked text={item.titleMarked} />
              </a>
            )}
          </H>
          {item.meta || item.date ? <p className="se-item__meta">{[item.meta, item.date].filter(Boolean).join(' · ')}</p> : null}
          {item.snippet ? (
            <p className="se-item__snippet">
              <Marked text={item.snippet} />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
