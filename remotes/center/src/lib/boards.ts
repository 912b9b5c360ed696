// The FAQ and notice boards: their addresses and list queries, read by their lists and by their detail pages (목록 keeps the list's query).
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

/** A board: its name (the pages' data-page prefix), its heading, its list and detail addresses and its list query. */
export interface Board<Q> {
  name: string;
  title: string;
  /** The list page's lead under the heading. */
  lead: string;
  list: string;
  detail: string;
  read(search: string): Q;
  write(q: Q): string;
}

export const FAQ_BOARD: Board<ReturnType<typeof readFaqQuery>> = {
  name: 'faq',
  title: '자주 묻는 질문',
  lead: '플랫폼 이용과 생활 법률에 관해 많이 묻는 질문과 답변입니다. 찾는 답이 없으면 묻고 답하기에 남겨 주세요.',
  list: FAQ_LIST,
  detail: '/center/faq/detail',
  read: readFaqQuery,
  write: toQuery,
};

export const NOTICE_BOARD: Board<ReturnType<typeof readNoticeQuery>> = {
  name: 'notice',
  title: '공지사항',
  lead: '법률구조 플랫폼의 새 소식, 서비스 안내, 시스템 점검 일정을 알려 드립니다.',
  list: NOTICE_LIST,
  detail: '/center/ntc/detail',
  read: readNoticeQuery,
  write: noticeListQuery,
};
