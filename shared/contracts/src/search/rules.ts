// The zod-free part of the search contract (search/schemas.ts): kinds, tabs, limits and labels the
// search pages and the main page's search form use without loading zod.
import { codeList } from '../code-list';

/** What the one search index holds. */
export const { codes: SEARCH_KINDS, labels: SEARCH_KIND_LABELS } = codeList({
  statute: '법령',
  precedent: '판례',
  case: '상담·구조사례',
  form: '서식',
  faq: '자주 묻는 질문',
  notice: '공지사항',
  service: '기관·서비스',
});
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Longest query the index is asked (longer ones get SEARCH_MESSAGES.tooLong, nothing is cut). */
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_SIZE_DEFAULT = 10;
export const SEARCH_SIZE_MAX = 50;
/** Items of each kind on /search/totalresult before its "더보기". */
export const SEARCH_TOTAL_PER_KIND = 3;
export const { codes: SEARCH_SORTS, labels: SEARCH_SORT_LABELS } = codeList({ relevance: '정확도순', recent: '최신순' });
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** Recent searches kept on the device (localStorage), newest first. */
export const RECENT_SEARCHES_KEY = 'portal.recentSearches';
export const RECENT_SEARCHES_MAX = 10;
export const SUGGEST_MAX = 8;

export const SEARCH_MESSAGES = {
  empty: '검색어를 입력해 주세요.',
  tooLong: `검색어는 ${SEARCH_QUERY_MAX}자 이하로 입력해 주세요.`,
  noWords: '검색할 수 있는 글자가 없습니다. 한글, 영문 또는 숫자로 입력해 주세요.',
} as const;

/**
 * The result pages: one tab each. `kinds` empty = every kind. totalresult groups by kind with counts
 * and 더보기; basicresult is one ranked list of everything (basicresultLlm the same list with room
 * for the AI summary); the others list their kinds.
 */
export const SEARCH_TABS = [
  { key: 'total', path: '/search/totalresult', label: '통합검색', kinds: [] },
  { key: 'public', path: '/search/publicresult', label: '법령', kinds: ['statute'] },
  { key: 'research', path: '/search/researchresult', label: '판례', kinds: ['precedent'] },
  { key: 'example', path: '/search/exampleresult', label: '상담·구조사례', kinds: ['case'] },
  { key: 'form', path: '/search/formresult', label: '서식', kinds: ['form'] },
  { key: 'service', path: '/search/serviceresult', label: '기관·서비스', kinds: ['service'] },
  { key: 'etc', path: '/search/etcresult', label: '공지·자주 묻는 질문', kinds: ['faq', 'notice'] },
] as const satisfies readonly { key: string; path: string; label: string; kinds: readonly SearchKind[] }[];
export const SEARCH_BASIC_PATH = '/search/basicresult';
export const SEARCH_EMPTY_PATH = '/search/empty';

/** The result page that lists a kind (totalresult's 더보기). */
export const searchTabOfKind = (kind: SearchKind) => SEARCH_TABS.find((t) => (t.kinds as readonly SearchKind[]).includes(kind))!;

/** Where a search from the main page or a result page goes: the query stays in the address. */
export const searchHref = (path: string, q: string, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ q, ...extra }).toString()}`;
