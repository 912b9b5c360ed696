// The zod-free part of the statute-information contract (statute/schemas.ts): topics, form fields,
// sorts and the addresses of statute articles and precedents.
import { codeList } from '../code-list';

/** Topics of precedents and of the consultation and legal-aid cases that rest on them. */
export const { codes: LEGAL_TOPICS, labels: LEGAL_TOPIC_LABELS } = codeList({
  TENANCY: '주택임대차',
  COMMERCIAL_LEASE: '상가임대차',
  FRAUD: '사기·전세사기',
  WAGES: '임금·퇴직금',
  DISMISSAL: '해고·근로자성',
  INDUSTRIAL_ACCIDENT: '산업재해',
  DIVORCE: '이혼·재산분할',
  CUSTODY: '양육·친권',
  INHERITANCE: '상속·유류분',
  DEBT: '대여금·채무',
  INSOLVENCY: '회생·파산',
  DAMAGES: '손해배상',
  DEFAMATION: '명예훼손',
  CONSUMER: '소비자',
});
export type LegalTopic = (typeof LEGAL_TOPICS)[number];

/** Fields of the statutory and court forms. */
export const { codes: FORM_CATEGORIES, labels: FORM_CATEGORY_LABELS } = codeList({
  LABOR: '근로·임금',
  FAMILY: '가족·가정',
  HOUSING: '주거·임대차',
  WELFARE: '복지',
  LITIGATION: '소송·집행',
  INSOLVENCY: '회생·파산',
  LEGAL_AID: '법률구조',
});
export type FormCategory = (typeof FORM_CATEGORIES)[number];

export const CASE_BOARDS = ['DISCUSSION', 'LEGALAID'] as const;
export type CaseBoard = (typeof CASE_BOARDS)[number];
export const CASE_BOARD_LABELS: Record<CaseBoard, string> = { DISCUSSION: '법률상담사례', LEGALAID: '법률구조사례' };
export const CASE_BOARD_PATHS: Record<CaseBoard, string> = { DISCUSSION: '/statuteinfo/discussion', LEGALAID: '/statuteinfo/legalaid' };
export const FORM_SOURCES = ['STATUTE', 'COURT'] as const;
export type FormSource = (typeof FORM_SOURCES)[number];
export const FORM_SOURCE_LABELS: Record<FormSource, string> = { STATUTE: '법령 서식', COURT: '법원 제출 서식' };
export const FORM_SOURCE_PATHS: Record<FormSource, string> = { STATUTE: '/statuteinfo/template/korea/list', COURT: '/statuteinfo/template/supremecourt/list' };

/** List sorts: relevance only with a search word (otherwise recent). */
export const STATUTE_LIST_SORTS = ['recent', 'old', 'views', 'title', 'relevance'] as const;
export type StatuteListSort = (typeof STATUTE_LIST_SORTS)[number];
export const STATUTE_LIST_SORT_LABELS: Record<StatuteListSort, string> = { recent: '최신순', old: '오래된순', views: '조회순', title: '가나다순', relevance: '정확도순' };
export const STATUTE_KEYWORD_MAX = 100;

/** 3 → 제3조, '3의2' → 제3조의2 (the `jo` key of an article in addresses and refs). */
export const articleLabel = (jo: string) => {
  const [n, branch] = jo.split('의');
  return branch ? `제${n}조의${branch}` : `제${n}조`;
};
/** 제3조의2 → '3의2'; null when the text is not an article number. */
export const joOfLabel = (label: string) => {
  const m = /^제(\d+)조(?:의(\d+))?$/.exec(label.replace(/\s+/g, ''));
  return m ? (m[2] ? `${m[1]}의${m[2]}` : m[1]!) : null;
};
export const JO_PATTERN = /^\d{1,4}(의\d{1,3})?$/;
/** The stable identity of an article in the search index: '주택임대차보호법 제3조의2'. */
export const statuteRef = (law: string, jo: string) => `${law} ${articleLabel(jo)}`;
export const precedentRef = (caseNo: string) => `대법원 ${caseNo}`;

/**
 * Where a statute article and a precedent are read: /law-case is 법령·판례 (law + case) — its list is
 * 판례 검색, `?case=` one decision, `?law=&jo=` one article of a law (in force unless `version`).
 */
export const LAW_CASE_PATH = '/law-case';
export const statuteHref = (law: string, jo?: string, version?: string) =>
  `${LAW_CASE_PATH}?${new URLSearchParams({ law, ...(jo ? { jo } : {}), ...(version ? { version } : {}) }).toString()}`;
export const precedentHref = (caseNo: string) => `${LAW_CASE_PATH}?${new URLSearchParams({ case: caseNo }).toString()}`;
export const caseHref = (board: CaseBoard, caseId: string) => `${CASE_BOARD_PATHS[board]}/detail?caseId=${encodeURIComponent(caseId)}`;
