// Customer centre (issue 6), area `center`: FAQ, notices (and the main page's latest notices), Q&A.
// One contract for the server, the center remote, the my-page remote and the host's main page.
import { z } from 'zod';
import { paged, Paging, RecordId, sorting, StaffQuestionQuery, textField, UploadedFile } from '../common';
import { QNA_NO_PATTERN } from '../route-validation';
import { BOARD_HTML_MAX, BOARD_TITLE_MAX, CENTER_KEYWORD_MAX, CONTENT_STATES, FAQ_CATEGORIES, NOTICE_ATTACHMENT_MAX, NOTICE_CATEGORIES, NOTICE_SEARCH_TYPES, QNA_ANSWER_MAX, QNA_CATEGORIES, QNA_CONTENT_MAX, QNA_TITLE_MAX } from './rules';

// The zod-free constants (limits, categories, labels) live in rules.ts for the browser's light pages.
export * from './rules';

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

// ─── FAQ (자주 묻는 질문) ───────────────────────────────────────────────────────────────────────
export const FaqCategoryField = z.enum(FAQ_CATEGORIES, { error: '분류를 목록에서 골라 주세요.' });
/** e.g. FAQ-0001 (also the `faqId` of /center/faq/detail). */
export const FaqId = RecordId('FAQ 번호');
export const FaqQuery = z.object({
  category: FaqCategoryField.optional(),
  /** Matches question and answer text, case-insensitively, as a substring ('보증금' finds '전세보증금'). */
  keyword: Keyword,
  ...Paging,
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
  ...Paging,
});
export const NoticeAttachment = UploadedFile.omit({ uploadedAt: true }).extend({
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
  title: textField('제목', 2, QNA_TITLE_MAX),
  /** Plain text (shown as text, never as HTML: markup a person types stays visible characters). */
  content: textField('문의 내용', 10, QNA_CONTENT_MAX, { verb: '적어', ask: '입력해' }),
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
export const MyQnaQuery = z.object({ ...Paging });
export const QnaSummary = Qna.omit({ content: true, attachment: true, answer: true });
export const MyQnaList = paged(QnaSummary);
/** Public answered questions (no names) on /center/qna. */
export const PublicQnaQuery = z.object({ keyword: Keyword, ...Paging });
export const PublicQna = z.object({ qnaNo: z.string(), category: z.enum(QNA_CATEGORIES), title: z.string(), content: z.string(), answer: z.string(), answeredAt: z.string() });
export const PublicQnaList = paged(PublicQna);

// ─── Content editors (portal operators) ────────────────────────────────────────────────────────
/** The CONTENT_EDITOR staff role writes notices and FAQ entries and answers Q&A (sample account in the README). */
export const StaffQnaQuery = StaffQuestionQuery;
export const StaffQnaList = paged(Qna);
export const StaffQnaAnswer = z.object({ answer: textField('답변', 10, QNA_ANSWER_MAX) });
const BoardTitle = textField('제목', 2, BOARD_TITLE_MAX);
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
export type StaffFaq = z.infer<typeof StaffFaq>;
export type StaffNotice = z.infer<typeof StaffNotice>;

/** Publication state of the back office's lists (ALL unless asked). */
const ContentStateField = z.enum(CONTENT_STATES, { error: '게시 상태는 ALL, VISIBLE, HIDDEN 중 하나로 보내 주세요.' }).optional().default('ALL');
/** The editors' notice list: hidden ones too, the title searched (substring), sorted by a column. */
export const StaffNoticeQuery = z.object({ keyword: Keyword, state: ContentStateField, ...sorting(['postedAt', 'viewCount', 'title'], { sort: 'postedAt', order: 'desc' }), ...Paging });
export const StaffNoticeListItem = NoticeListItem.extend({ visible: z.boolean(), updatedAt: z.string() });
export type StaffNoticeListItem = z.infer<typeof StaffNoticeListItem>;
export const StaffNoticeList = paged(StaffNoticeListItem);
/** The editors' FAQ list: hidden entries too; the keyword searches the question (substring); `order` is the public list's order. */
export const StaffFaqQuery = z.object({
  keyword: Keyword,
  category: FaqCategoryField.optional(),
  state: ContentStateField,
  ...sorting(['order', 'updatedAt', 'viewCount'], { sort: 'order', order: 'asc' }),
  ...Paging,
});
export const StaffFaqList = paged(StaffFaq);
/** Rich text as an editor typed it, to see it as the public will (nothing stored). */
export const RichTextPreviewRequest = z.object({
  html: z.string({ error: '미리 볼 내용을 보내 주세요.' }).max(BOARD_HTML_MAX, { error: `내용은 ${BOARD_HTML_MAX.toLocaleString('ko-KR')}자 이하로 입력해 주세요.` }),
});
/** The sanitised HTML the public pages would show (the same allow-list as every write), its text, and whether anything readable is left. */
export const RichTextPreview = z.object({ html: z.string(), text: z.string(), empty: z.boolean() });
export type RichTextPreview = z.infer<typeof RichTextPreview>;

// ─── Latest notices (the main page of the host) ────────────────────────────────────────────────
/** Latest notices for the main page: GET /api/center/ntc/latest?limit=5. */
const LIMIT_ERROR = '가져올 공지 수(limit)는 1부터 20 사이의 정수로 보내 주세요.';
export const NoticeLatestQuery = z.object({
  limit: z.coerce
    .number({ error: LIMIT_ERROR })
    .int({ error: LIMIT_ERROR })
    .min(1, { error: LIMIT_ERROR })
    .max(20, { error: LIMIT_ERROR })
    .optional()
    .default(5),
});
export const NoticeSummary = z.object({
  nttId: z.string(),
  title: z.string(),
  category: z.string(),
  postedAt: z.string(),
  pinned: z.boolean(),
});
export type NoticeSummary = z.infer<typeof NoticeSummary>;
export const NoticeSummaryList = z.array(NoticeSummary);
