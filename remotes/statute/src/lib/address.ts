// The addresses of the statute area: what /law-case shows (a list, a decision or an article) and the
// list states (?category=&keyword=&sort=&page=). Pure, so the rules are unit-tested (test/address.test.ts).
import { FORM_CATEGORIES, JO_PATTERN, LEGAL_TOPICS, STATUTE_KEYWORD_MAX, STATUTE_LIST_SORTS, type FormCategory, type LegalTopic, type StatuteListSort } from '@portal/contracts/client';
import { keywordParam, pageParam, param } from '@portal/blocks/list';

const oneOf = <T extends string>(list: readonly T[], raw: string): T | '' => ((list as readonly string[]).includes(raw) ? (raw as T) : '');

export const PRECEDENT_CASE_TYPES = ['민사', '가사', '형사', '일반행정'] as const;
export type PrecedentCaseType = (typeof PRECEDENT_CASE_TYPES)[number];

/** What /law-case shows: one decision (?case=), one article of a law (?law=&jo=&version=) or the precedent search. */
export type LawCaseView =
  | { kind: 'case'; caseNo: string }
  | { kind: 'law'; law: string; jo: string; joValid: boolean; version: string; versionValid: boolean }
  | { kind: 'list' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readLawCase(search: string): LawCaseView {
  const params = new URLSearchParams(search);
  if (params.has('case')) return { kind: 'case', caseNo: param(search, 'case') };
  if (params.has('law')) {
    const jo = param(search, 'jo');
    const version = param(search, 'version');
    return { kind: 'law', law: param(search, 'law'), jo, joValid: jo === '' || JO_PATTERN.test(jo), version, versionValid: version === '' || (DATE.test(version) && !Number.isNaN(Date.parse(version))) };
  }
  return { kind: 'list' };
}

/** The sort of a list state: a known one; relevance only with a search word. */
function sortParam(search: string, keyword: string): StatuteListSort | '' {
  const sort = oneOf(STATUTE_LIST_SORTS, param(search, 'sort'));
  return sort === 'relevance' && !keyword ? '' : sort;
}

/** The sort a list shows as chosen: the address's, else relevance after a search and recent without one (the server's default). */
export const shownSort = (q: { sort: StatuteListSort | ''; keyword: string }): StatuteListSort => q.sort || (q.keyword ? 'relevance' : 'recent');

/** The sorts a list offers: relevance first after a search. */
export const sortsOf = (offered: readonly StatuteListSort[], keyword: string) => (keyword ? ['relevance' as const, ...offered] : offered);

export interface PrecedentListQuery {
  topic: LegalTopic | '';
  caseType: PrecedentCaseType | '';
  keyword: string;
  sort: StatuteListSort | '';
  page: number;
}

/** ?topic=&caseType=&keyword=&sort=&page= of /law-case (unknown values are left out). */
export function readPrecedentQuery(search: string): PrecedentListQuery {
  const keyword = keywordParam(search, STATUTE_KEYWORD_MAX);
  return { topic: oneOf(LEGAL_TOPICS, param(search, 'topic')), caseType: oneOf(PRECEDENT_CASE_TYPES, param(search, 'caseType')), keyword, sort: sortParam(search, keyword), page: pageParam(search) };
}

/** ?category=&keyword=&sort=&page= of a list with category tabs (a case board, a form list). */
export interface TabListQuery<C extends string> {
  category: C | '';
  keyword: string;
  sort: StatuteListSort | '';
  page: number;
}
export type CaseListQuery = TabListQuery<LegalTopic>;
export type FormListQuery = TabListQuery<FormCategory>;

function readTabListQuery<C extends string>(search: string, categories: readonly C[]): TabListQuery<C> {
  const keyword = keywordParam(search, STATUTE_KEYWORD_MAX);
  return { category: oneOf(categories, param(search, 'category')), keyword, sort: sortParam(search, keyword), page: pageParam(search) };
}
export const readCaseQuery = (search: string): CaseListQuery => readTabListQuery(search, LEGAL_TOPICS);
export const readFormQuery = (search: string): FormListQuery => readTabListQuery(search, FORM_CATEGORIES);
