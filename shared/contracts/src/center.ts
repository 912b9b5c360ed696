// Customer centre (issue 6): FAQ, notices, Q&A, satisfaction surveys with statistics, policy texts.
// One contract for the server, the center remote and the my-page remote.
import { z } from 'zod';
import { ATTACHMENT_TYPES, paged, UploadedFile } from './consultation';
import { QNA_NO_PATTERN, RECORD_ID_PATTERN } from './route-validation';
import { BOARD_HTML_MAX, BOARD_TITLE_MAX, CENTER_KEYWORD_MAX, FAQ_CATEGORIES, NOTICE_ATTACHMENT_MAX, NOTICE_CATEGORIES, NOTICE_SEARCH_TYPES, QNA_ANSWER_MAX, QNA_CATEGORIES, QNA_CONTENT_MAX, QNA_TITLE_MAX, SURVEY_AREAS, SURVEY_COMMENT_MAX } from './center-rules';

// The zod-free constants (limits, categories, labels) live in center-rules.ts for the browser's light pages.
export * from './center-rules';

const Page = z.coerce.number({ error: '페이지 번호는 1 이상의 숫자로 보내 주세요.' }).int().min(1).max(10_000).optional().default(1);
const PageSize = z.coerce.number({ error: '한 페이지 건수는 1~50 사이 숫자로 보내 주세요.' }).int().min(1).max(50).optional().default(10);
/**
 * Search words: trimmed, inner spaces kept. An empty keyword is not an error for the API (the whole
 * list); the pages ask for a word before they search, with their own message.
 */
const Keyword = z
  .string({ error: '검색어를 글자로 입력해 주세요.' })
  .trim()
  .max(CENTER_KEYWORD_MAX, { error: `검색어는 ${CENTER_KEYWORD_MAX}자 이하로 입력해 주세요.` })
  .optional()
  .default('');

const RecordId = (label: string) =>
  z.string({ error: `${label}가 없습니다.` }).trim().regex(RECORD_ID_PATTERN, { error: `${label}가 올바르지 않습니다.` });

// ─── FAQ (자주 묻는 질문) ───────────────────────────────────────────────────────────────────────
export const FaqCategoryField = z.enum(FAQ_CATEGORIES, { error: '분류를 목록에서 골라 주세요.' });
/** e.g. FAQ-0001 (also the `faqId` of /center/faq/detail). */
export const FaqId = RecordId('FAQ 번호');
export const FaqQuery = z.object({
  category: FaqCategoryField.optional(),
  /** Matches question and answer text, case-insensitively, as a substring ('보증금' finds '전세보증금'). */
  keyword: Keyword,
  page: Page,
  pageSize: PageSize,
});
/** Where an answer comes from (e.g. 법제처 찾기쉬운 생활법령정보 백문백답), shown on each entry. */
export const ContentSource = z.object({ title: z.string(), url: z.string() });
export const FaqItem = z.object({
  faqId: z.string(),
  category: FaqCategoryField,
  categoryName: z.string(),
  question: z.string(),
  /** Sanitised HTML (server-side allow-list); the pages render it as HTML. */
  answerHtml: z.string(),
  source: ContentSource.nullable(),
  viewCount: z.number().int(),
  updatedAt: z.string(),
});
export type FaqItem = z.infer<typeof FaqItem>;
export const FaqList = paged(FaqItem).extend({
  /** Entries per category for the tabs (of the whole FAQ, keyword applied, category ignored). */
  categoryCounts: z.array(z.object({ category: FaqCategoryField, name: z.string(), count: z.number().int() })),
});
export type FaqList = z.infer<typeof FaqList>;
export const FaqDetail = FaqItem.extend({
  /** Up to 5 other entries of the same category. */
  related: z.array(z.object({ faqId: z.string(), question: z.string() })),
});
export type FaqDetail = z.infer<typeof FaqDetail>;
export const FaqIdParams = z.object({ faqId: FaqId });

// ─── Notices (공지사항) ─────────────────────────────────────────────────────────────────────────
export const NoticeCategoryField = z.enum(NOTICE_CATEGORIES, { error: '분류(공지, 안내, 점검, 채용)를 골라 주세요.' });
/** e.g. NTT-2026-0001 (the `nttId` of /center/ntc/detail). */
export const NttId = RecordId('공지 번호');
export const NoticeQuery = z.object({
  searchType: z.enum(NOTICE_SEARCH_TYPES, { error: '검색 범위(전체, 제목, 내용)를 골라 주세요.' }).optional().default('ALL'),
  keyword: Keyword,
  page: Page,
  pageSize: PageSize,
});
export const NoticeAttachment = z.object({
  fileId: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.enum(ATTACHMENT_TYPES),
  /** GET address of the bytes (Content-Disposition: attachment, the original name). */
  url: z.string(),
});
export const NoticeListItem = z.object({
  nttId: z.string(),
  category: NoticeCategoryField,
  title: z.string(),
  pinned: z.boolean(),
  postedAt: z.string(),
  viewCount: z.number().int(),
  attachmentCount: z.number().int(),
});
export type NoticeListItem = z.infer<typeof NoticeListItem>;
/** Pinned notices come first on every page (not counted in `total`); `items` are the others, newest first. */
export const NoticeList = paged(NoticeListItem).extend({ pinned: z.array(NoticeListItem) });
export type NoticeList = z.infer<typeof NoticeList>;
const Neighbour = z.object({ nttId: z.string(), title: z.string() }).nullable();
export const NoticeDetail = NoticeListItem.extend({
  /** Sanitised HTML. */
  bodyHtml: z.string(),
  attachments: z.array(NoticeAttachment),
  updatedAt: z.string(),
  /** In list order (pinned first, then newest): prev is the one above, next the one below. */
  prev: Neighbour,
  next: Neighbour,
});
export type NoticeDetail = z.infer<typeof NoticeDetail>;
export const NttIdParams = z.object({ nttId: NttId });
export const NoticeFileParams = z.object({ nttId: NttId, fileId: z.string().trim().regex(/^[A-Za-z0-9_-]{10,64}$/, { error: '파일 번호가 올바르지 않습니다.' }) });

// ─── Q&A (묻고 답하기) ──────────────────────────────────────────────────────────────────────────
/** e.g. Q20261121-000001 (the `qnaNo` of /center/qna/cmptn and /my/qna/detail). */
export const QnaNo = z.string({ error: '문의 번호가 없습니다.' }).trim().regex(QNA_NO_PATTERN, { error: '문의 번호가 올바르지 않습니다. 예: Q20261121-000001' });
export const QnaRequest = z.object({
  category: z.enum(QNA_CATEGORIES, { error: '문의 분류를 골라 주세요.' }),
  title: z
    .string({ error: '제목을 입력해 주세요.' })
    .trim()
    .min(2, { error: '제목을 2자 이상 입력해 주세요.' })
    .max(QNA_TITLE_MAX, { error: `제목은 ${QNA_TITLE_MAX}자 이하로 입력해 주세요.` }),
  /** Plain text (shown as text, never as HTML: markup a person types stays visible characters). */
  content: z
    .string({ error: '문의 내용을 입력해 주세요.' })
    .trim()
    .min(10, { error: '문의 내용을 10자 이상 적어 주세요.' })
    .max(QNA_CONTENT_MAX, { error: `문의 내용은 ${QNA_CONTENT_MAX}자 이하로 적어 주세요.` }),
  /** One optional attachment uploaded with POST /api/files (PDF, JPG, PNG, HWP up to 10 MB). */
  fileId: z.string().trim().regex(/^[A-Za-z0-9_-]{10,64}$/, { error: '첨부파일 정보가 올바르지 않습니다. 파일을 다시 올려 주세요.' }).nullable().optional().default(null),
  /** Private by default: only the asker and staff see it. Public ones appear (without names) on /center/qna. */
  isPublic: z.boolean({ error: '공개 여부를 골라 주세요.' }).optional().default(false),
  consent: z.literal(true, { error: '개인정보 수집·이용에 동의해 주세요.' }),
});
export type QnaRequest = z.input<typeof QnaRequest>;
export const QnaAnswer = z.object({ answer: z.string(), answeredAt: z.string(), answeredBy: z.string() });
export const Qna = z.object({
  qnaNo: z.string(),
  category: z.enum(QNA_CATEGORIES),
  title: z.string(),
  content: z.string(),
  isPublic: z.boolean(),
  status: z.enum(['WAITING', 'ANSWERED']),
  createdAt: z.string(),
  /** 'MEMBER' or 'GUEST' (a verified non-member). */
  askedAs: z.enum(['MEMBER', 'GUEST']),
  attachment: UploadedFile.nullable(),
  answer: QnaAnswer.nullable(),
});
export type Qna = z.infer<typeof Qna>;
export const QnaNoParams = z.object({ qnaNo: QnaNo });
export const MyQnaQuery = z.object({ page: Page, pageSize: PageSize });
export const QnaSummary = Qna.omit({ content: true, attachment: true, answer: true });
export const MyQnaList = paged(QnaSummary);
/** Public answered questions (no names) on /center/qna. */
export const PublicQnaQuery = z.object({ keyword: Keyword, page: Page, pageSize: PageSize });
export const PublicQna = z.object({ qnaNo: z.string(), category: z.enum(QNA_CATEGORIES), title: z.string(), content: z.string(), answer: z.string(), answeredAt: z.string() });
export const PublicQnaList = paged(PublicQna);

// ─── Content editors (portal operators) ────────────────────────────────────────────────────────
/** The CONTENT_EDITOR staff role writes notices and FAQ entries and answers Q&A (sample account in the README). */
export const StaffQnaQuery = z.object({
  status: z.enum(['WAITING', 'ANSWERED', 'ALL'], { error: '상태는 WAITING, ANSWERED, ALL 중 하나로 보내 주세요.' }).optional().default('WAITING'),
  page: Page,
  pageSize: PageSize,
});
export const StaffQnaList = paged(Qna);
export const StaffQnaAnswer = z.object({
  answer: z
    .string({ error: '답변을 입력해 주세요.' })
    .trim()
    .min(10, { error: '답변을 10자 이상 입력해 주세요.' })
    .max(QNA_ANSWER_MAX, { error: `답변은 ${QNA_ANSWER_MAX}자 이하로 입력해 주세요.` }),
});
const BoardTitle = z
  .string({ error: '제목을 입력해 주세요.' })
  .trim()
  .min(2, { error: '제목을 2자 이상 입력해 주세요.' })
  .max(BOARD_TITLE_MAX, { error: `제목은 ${BOARD_TITLE_MAX}자 이하로 입력해 주세요.` });
/** Rich text: the server keeps an allow-list of tags and attributes and drops the rest (scripts, on* handlers, javascript: links). */
const BoardHtml = (label: string) =>
  z
    .string({ error: `${label}을 입력해 주세요.` })
    .trim()
    .min(1, { error: `${label}을 입력해 주세요.` })
    .max(BOARD_HTML_MAX, { error: `${label}은 ${BOARD_HTML_MAX.toLocaleString('ko-KR')}자 이하로 입력해 주세요.` });
export const NoticeWrite = z.object({
  category: NoticeCategoryField,
  title: BoardTitle,
  bodyHtml: BoardHtml('본문'),
  pinned: z.boolean().optional().default(false),
  /** false hides the notice from every public list and detail (404 there); staff still read it. */
  visible: z.boolean().optional().default(true),
  /** Files uploaded by the editor with POST /api/files. */
  fileIds: z.array(z.string().trim().regex(/^[A-Za-z0-9_-]{10,64}$/, { error: '첨부파일 정보가 올바르지 않습니다.' })).max(NOTICE_ATTACHMENT_MAX, { error: `첨부파일은 ${NOTICE_ATTACHMENT_MAX}개까지 올릴 수 있습니다.` }).optional().default([]),
});
export type NoticeWrite = z.input<typeof NoticeWrite>;
export const FaqWrite = z.object({
  category: FaqCategoryField,
  question: BoardTitle,
  answerHtml: BoardHtml('답변'),
  visible: z.boolean().optional().default(true),
});
export type FaqWrite = z.input<typeof FaqWrite>;
/** What an editor gets back: the stored record as the public sees it, plus visibility. */
export const StaffNotice = NoticeDetail.omit({ prev: true, next: true }).extend({ visible: z.boolean() });
export const StaffFaq = FaqItem.extend({ visible: z.boolean() });

// ─── Satisfaction surveys (만족도 조사) ─────────────────────────────────────────────────────────
/** e.g. SRVY-2026-2 (the `srvyId` of /dgstfn/DgstfnSrvyExmn; without it the page shows the open survey). */
export const SurveyId = RecordId('설문 번호');
export const SurveyQuestion = z.object({ questionId: z.string(), area: z.enum(SURVEY_AREAS), text: z.string() });
export const SurveySummary = z.object({
  surveyId: z.string(),
  title: z.string(),
  description: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  status: z.enum(['OPEN', 'CLOSED', 'UPCOMING']),
  responseCount: z.number().int(),
  /** true when this browser session (or this member) has answered it. */
  answered: z.boolean(),
});
export type SurveySummary = z.infer<typeof SurveySummary>;
export const SurveyList = z.array(SurveySummary);
export const Survey = SurveySummary.extend({ questions: z.array(SurveyQuestion) });
export type Survey = z.infer<typeof Survey>;
export const SurveyIdParams = z.object({ surveyId: SurveyId });
export const SurveyAnswerRequest = z.object({
  /** Every question answered: questionId → 1 (매우 불만족) … 5 (매우 만족). */
  scores: z.record(
    z.string(),
    z.number({ error: '모든 문항에 1점부터 5점 중 하나를 골라 주세요.' }).int().min(1, { error: '점수는 1점부터 5점 사이로 골라 주세요.' }).max(5, { error: '점수는 1점부터 5점 사이로 골라 주세요.' }),
  ),
  comment: z.string().trim().max(SURVEY_COMMENT_MAX, { error: `의견은 ${SURVEY_COMMENT_MAX}자 이하로 적어 주세요.` }).optional().default(''),
});
export type SurveyAnswerRequest = z.input<typeof SurveyAnswerRequest>;
export const SurveyAnswerSaved = z.object({ surveyId: z.string(), answeredAt: z.string() });

const YearMonth = z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: '기간은 YYYY-MM 형식으로 골라 주세요.' });
export const SurveyStatsQuery = z
  .object({
    /** Inclusive months; default: the last 6 months up to this month. */
    from: YearMonth.optional(),
    to: YearMonth.optional(),
    surveyId: SurveyId.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: '시작 월이 끝 월보다 늦습니다. 기간을 다시 골라 주세요.', path: ['from'] });
const ScoreBucket = z.object({ count: z.number().int(), average: z.number().nullable() });
export const SurveyStats = z.object({
  from: z.string(),
  to: z.string(),
  surveyId: z.string().nullable(),
  responses: z.number().int(),
  average: z.number().nullable(),
  /** Answers (every question's score) per score, index 0 = 1점 … 4 = 5점. */
  distribution: z.array(z.number().int()).length(5),
  monthly: z.array(ScoreBucket.extend({ month: z.string() })),
  byArea: z.array(ScoreBucket.extend({ area: z.enum(SURVEY_AREAS), name: z.string() })),
  /** The shell's page-satisfaction box (만족도 5단계) in the same period. */
  pageSatisfaction: z.object({
    responses: z.number().int(),
    average: z.number().nullable(),
    distribution: z.array(z.number().int()).length(5),
    monthly: z.array(ScoreBucket.extend({ month: z.string() })),
    /** Menus with answers, most answers first (at most 10). */
    byMenu: z.array(ScoreBucket.extend({ menuId: z.string(), name: z.string() })),
  }),
});
export type SurveyStats = z.infer<typeof SurveyStats>;

// ─── Policy texts (이용약관 versions) ───────────────────────────────────────────────────────────
/** A terms version is named by its effective date, e.g. 2026-11-01 (the `version` of /trms/trmsView). */
export const TermsVersion = z.string({ error: '약관 버전이 없습니다.' }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, { error: '약관 버전은 시행일(YYYY-MM-DD)로 보내 주세요.' });
export const TermsVersionSummary = z.object({
  version: z.string(),
  effectiveDate: z.string(),
  /** Until the next version took effect (null: in force). */
  endDate: z.string().nullable(),
  current: z.boolean(),
  /** What changed against the version before, in one or two sentences. */
  changeSummary: z.string(),
});
export const TermsVersionList = z.array(TermsVersionSummary);
export const TermsDocument = TermsVersionSummary.extend({
  title: z.string(),
  /** Articles in order; each article's text is plain (paragraphs separated by blank lines). */
  articles: z.array(z.object({ articleNo: z.string(), heading: z.string(), text: z.string() })),
  /** 부칙 */
  addendum: z.string(),
});
export type TermsDocument = z.infer<typeof TermsDocument>;
export const TermsVersionParams = z.object({ version: TermsVersion });
