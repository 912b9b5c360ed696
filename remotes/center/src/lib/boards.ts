// The addresses of the FAQ and notice lists, read by their lists and by their detail pages (목록 keeps the list's query).
import { CENTER_KEYWORD_MAX, FAQ_CATEGORIES, NOTICE_SEARCH_TYPES, type FaqCategory } from '@portal/contracts/client';
import { keywordParam, pageParam, param, toQuery } from '@portal/blocks/list';

export const FAQ_LIST = '/center/faq/list';
export const NOTICE_LIST = '/center/ntc/list';

/** ?category=&keyword=&page= of /center/faq/list (an unknown category is 전체). */
export function readFaqQuery(search: string) {
  const raw = param(search, 'category');
  const category: FaqCategory | '' = (FAQ_CATEGORIES as readonly string[]).includes(raw) ? (raw as FaqCategory) : '';
  return { category, keyword: keywordParam(search, CENTER_KEYWORD_MAX), page: pageParam(search) };
}

export type NoticeSearchType = (typeof NOTICE_SEARCH_TYPES)[number];

/** ?searchType=&keyword=&page= of /center/ntc/list (an unknown search type is ALL). */
export function readNoticeQuery(search: string) {
  const raw = param(search, 'searchType');
  const searchType: NoticeSearchType = (NOTICE_SEARCH_TYPES as readonly string[]).includes(raw) ? (raw as NoticeSearchType) : 'ALL';
  return { searchType, keyword: keywordParam(search, CENTER_KEYWORD_MAX), page: pageParam(search) };
}

/** The query of a notice list state: the search type only with a keyword and when it is not ALL. */
export function noticeListQuery(q: ReturnType<typeof readNoticeQuery>): string {
  return toQuery({ searchType: q.keyword && q.searchType !== 'ALL' ? q.searchType : '', keyword: q.keyword, page: q.page });
}
