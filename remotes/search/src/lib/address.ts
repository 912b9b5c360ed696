// A search lives in its address (?q=&kind=&category=&sort=&page=&size=): back, reload and shared
// links keep it. Pure, unit-tested in test/address.test.ts.
import {
  SEARCH_KINDS,
  SEARCH_MESSAGES,
  SEARCH_QUERY_MAX,
  SEARCH_SIZE_DEFAULT,
  SEARCH_TABS,
  type SearchKind,
  type SearchSort,
} from '@portal/contracts/client';

export const PAGE_SIZES = [10, 20, 50] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
export type TabKey = SearchTab['key'];

export interface SearchAddress {
  /** As typed: the server cleans and checks it (an empty or too long query is its 400, shown by the field). */
  q: string;
  /** basicresult's kind filter (every kind when empty). */
  kinds: SearchKind[];
  category: string;
  sort: SearchSort;
  page: number;
  size: number;
  /** Search the words as typed (no automatic spelling correction): `exact=1`. */
  exact: boolean;
}

const one = (params: URLSearchParams, name: string) => {
  const all = params.getAll(name);
  return all.length === 1 ? all[0]! : '';
};

/**
 * The words of a search within the results (결과 내 재검색): the earlier query and the new words not
 * already in it.
 */
export function withinQuery(previous: string, typed: string): string {
  const before = previous.trim().split(/\s+/).filter(Boolean);
  const added = typed.trim().split(/\s+/).filter((w) => w && !before.includes(w));
  return [...before, ...added].join(' ');
}

export function readSearch(search: string): SearchAddress {
  const params = new URLSearchParams(search);
  let q = one(params, 'q').trim();
  // the plain GET form of 결과 내 재검색 (no script): ?within=1&prev=<earlier query>&q=<new words>
  const prev = one(params, 'prev').trim();
  if (one(params, 'within') === '1' && prev) q = withinQuery(prev, q);
  // kind=statute,precedent or kind=statute&kind=precedent (checkboxes of a GET form); order of SEARCH_KINDS
  const asked = new Set(params.getAll('kind').flatMap((k) => k.split(',')).map((k) => k.trim()));
  const kinds = SEARCH_KINDS.filter((k) => asked.has(k));
  const page = Number(one(params, 'page'));
  const size = Number(one(params, 'size'));
  return {
    q,
    kinds,
    category: one(params, 'category').trim().slice(0, 40),
    sort: one(params, 'sort') === 'recent' ? 'recent' : 'relevance',
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : SEARCH_SIZE_DEFAULT,
    exact: one(params, 'exact') === '1',
  };
}

/** The address of a state: defaults left out, in a fixed order. */
export function searchAddress(path: string, a: Partial<SearchAddress> & { q: string }): string {
  const params = new URLSearchParams({ q: a.q });
  if (a.kinds?.length) params.set('kind', a.kinds.join(','));
  if (a.category) params.set('category', a.category);
  if (a.sort === 'recent') params.set('sort', 'recent');
  if (a.size && a.size !== SEARCH_SIZE_DEFAULT) params.set('size', String(a.size));
  if (a.page && a.page > 1) params.set('page', String(a.page));
  if (a.exact) params.set('exact', '1');
  return `${path}?${params.toString()}`;
}

/** The field's message before sending (the server checks the same and answers 400 otherwise). */
export function queryProblem(text: string): string | null {
  const cleaned = text.replace(/\s+/g, ' ').trim();
  if (!cleaned) return SEARCH_MESSAGES.empty;
  if (cleaned.length > SEARCH_QUERY_MAX) return SEARCH_MESSAGES.tooLong;
  return null;
}

export const tabOf = (key: string): SearchTab | undefined => SEARCH_TABS.find((t) => t.key === key);

/** The count of a tab from the answer's counts of every kind (the total tab: all of them). */
export function tabCount(tab: SearchTab, counts: readonly { kind: SearchKind; count: number }[]): number {
  const kinds = tab.kinds as readonly SearchKind[];
  return counts.filter((c) => kinds.length === 0 || kinds.includes(c.kind)).reduce((n, c) => n + c.count, 0);
}
