// Statute information (issue 18), area `statute`: statutes by article, precedents, 법률상담사례 and
// 법률구조사례, statutory and court forms. The lists' search words go through the one search index.
import { z } from 'zod';
import { keywordField, paged, Paging, RecordId } from '../common';
import { CASE_BOARDS, FORM_CATEGORIES, FORM_SOURCES, JO_PATTERN, LEGAL_TOPICS, STATUTE_KEYWORD_MAX, STATUTE_LIST_SORTS } from './rules';

export * from './rules';

const Keyword = keywordField(STATUTE_KEYWORD_MAX);
const ListSort = z.enum(STATUTE_LIST_SORTS, { error: '정렬 기준이 올바르지 않습니다.' }).optional();
const DateText = z.string();
const Counts = z.array(z.object({ code: z.string(), label: z.string(), count: z.number().int() }));

// ─── Statutes ───
export const LawName = z.string({ error: '법령 이름이 없습니다.' }).trim().min(1, { error: '법령 이름이 없습니다.' }).max(80, { error: '법령 이름이 올바르지 않습니다.' });
export const Jo = z.string().trim().regex(JO_PATTERN, { error: '조문 번호가 올바르지 않습니다. (예: 3, 3의2)' });
export const LawVersion = z.object({ enforceDate: DateText, status: z.enum(['CURRENT', 'UPCOMING']) });
export const LawSummary = LawVersion.extend({
  name: z.string(),
  lawKind: z.string(),
  articleCount: z.number().int(),
  /** The promulgated text that takes effect later (시행 예정), if the data has it. */
  upcoming: z.object({ enforceDate: DateText }).nullable(),
});
export const LawList = z.object({ items: z.array(LawSummary) });
export type LawList = z.infer<typeof LawList>;

/** Text with links: a piece naming an article this portal holds carries its law and jo. */
export const LinkedText = z.array(z.object({ text: z.string(), law: z.string().optional(), jo: z.string().optional() }));
export type LinkedText = z.infer<typeof LinkedText>;
export const ArticleHead = z.object({ jo: z.string(), label: z.string(), title: z.string() });
export const StatuteArticleQuery = z.object({ law: LawName, jo: Jo.optional(), version: z.iso.date({ error: '시행일은 YYYY-MM-DD로 보내 주세요.' }).optional() });
export const StatuteArticleView = z.object({
  law: LawVersion.extend({ name: z.string(), lawKind: z.string(), promulgated: DateText.nullable(), promulgationNo: z.string().nullable(), ministry: z.string().nullable(), sourceUrl: z.string() }),
  versions: z.array(LawVersion),
  article: ArticleHead.extend({ ref: z.string(), part: z.string(), body: LinkedText }),
  prev: ArticleHead.nullable(),
  next: ArticleHead.nullable(),
  /** Every article of this version by 편/장/절 (the law's table of contents). */
  toc: z.array(z.object({ part: z.string(), articles: z.array(ArticleHead) })),
  /** Decisions among the portal's precedents whose 참조조문 name this article. */
  precedents: z.array(z.object({ caseNo: z.string(), ref: z.string(), caseName: z.string(), decidedOn: DateText })),
  /** The same article in the other version differs (or is missing there). */
  differsInOtherVersion: z.boolean(),
});
export type StatuteArticleView = z.infer<typeof StatuteArticleView>;

// ─── Precedents ───
export const LegalTopicField = z.enum(LEGAL_TOPICS, { error: '분야를 목록에서 골라 주세요.' });
export const PrecedentQuery = z.object({
  q: Keyword,
  topic: LegalTopicField.optional(),
  caseType: z.enum(['민사', '가사', '형사', '일반행정'], { error: '사건 종류를 목록에서 골라 주세요.' }).optional(),
  sort: ListSort,
  ...Paging,
});
export const PrecedentSummary = z.object({
  caseNo: z.string(),
  ref: z.string(),
  court: z.string(),
  decidedOn: DateText,
  caseName: z.string(),
  caseType: z.string(),
  topic: LegalTopicField,
  topicName: z.string(),
  /** The first lines of 판시사항. */
  preview: z.string(),
});
export const PrecedentList = paged(PrecedentSummary).extend({ topicCounts: Counts });
export type PrecedentList = z.infer<typeof PrecedentList>;
export const CaseNoQuery = z.object({
  caseNo: z.string({ error: '사건번호가 없습니다.' }).trim().min(1, { error: '사건번호가 없습니다.' }).max(60, { error: '사건번호가 올바르지 않습니다.' }),
});
export const PrecedentDetail = PrecedentSummary.omit({ preview: true }).extend({
  holdings: z.string(),
  summary: z.string(),
  summaryExcerpted: z.boolean(),
  /** 참조조문, line by line, the articles the portal holds linked. */
  refArticles: z.array(LinkedText),
  refPrecedents: z.string(),
  fullText: z.string(),
  fullExcerpted: z.boolean(),
  fullLength: z.number().int().nullable(),
  sourceUrl: z.string(),
  /** The portal's cases that rest on this decision. */
  cases: z.array(z.object({ caseId: z.string(), board: z.enum(CASE_BOARDS), title: z.string() })),
});
export type PrecedentDetail = z.infer<typeof PrecedentDetail>;

// ─── 법률상담사례 / 법률구조사례 ───
export const CaseBoardField = z.enum(CASE_BOARDS, { error: '게시판은 DISCUSSION 또는 LEGALAID로 보내 주세요.' });
export const CaseQuery = z.object({ board: CaseBoardField, category: LegalTopicField.optional(), q: Keyword, sort: ListSort, ...Paging });
export const CaseSummary = z.object({
  caseId: z.string(),
  board: CaseBoardField,
  category: LegalTopicField,
  categoryName: z.string(),
  title: z.string(),
  preview: z.string(),
  writtenOn: DateText,
  viewCount: z.number().int(),
});
export const CaseList = paged(CaseSummary).extend({ categoryCounts: Counts });
export type CaseList = z.infer<typeof CaseList>;
export const CaseIdParams = z.object({ caseId: RecordId('사례 번호') });
export const CaseDetail = CaseSummary.omit({ preview: true }).extend({
  question: z.string(),
  /** Paragraphs separated by blank lines; references to articles the portal holds linked. */
  answer: LinkedText,
  precedents: z.array(z.object({ caseNo: z.string(), ref: z.string(), caseName: z.string(), decidedOn: DateText })),
  articles: z.array(z.object({ ref: z.string(), law: z.string(), jo: z.string(), title: z.string() })),
  prev: z.object({ caseId: z.string(), title: z.string() }).nullable(),
  next: z.object({ caseId: z.string(), title: z.string() }).nullable(),
});
export type CaseDetail = z.infer<typeof CaseDetail>;

// ─── Forms ───
export const FormQuery = z.object({
  source: z.enum(FORM_SOURCES, { error: '서식 구분은 STATUTE 또는 COURT로 보내 주세요.' }),
  category: z.enum(FORM_CATEGORIES, { error: '분야를 목록에서 골라 주세요.' }).optional(),
  q: Keyword,
  sort: ListSort,
  ...Paging,
});
export const FormItem = z.object({
  formId: z.string(),
  source: z.enum(FORM_SOURCES),
  category: z.enum(FORM_CATEGORIES),
  categoryName: z.string(),
  title: z.string(),
  /** What the form is for (court forms; statutory forms name their law instead). */
  purpose: z.string(),
  lawName: z.string().nullable(),
  formNo: z.string().nullable(),
  enforceDate: DateText.nullable(),
  /** The official file (HWP) and PDF: law.go.kr for statutory forms, the court's site for court forms. */
  fileUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  sourceUrl: z.string(),
});
export type FormItem = z.infer<typeof FormItem>;
export const FormList = paged(FormItem).extend({ categoryCounts: Counts });
export type FormList = z.infer<typeof FormList>;
