// The zod-free part of the customer-centre contract (center/schemas.ts): limits, categories and labels the
// list pages show without loading zod (exported by @portal/contracts/client as well).
import { codeList } from '../code-list';

// ─── Limits ────────────────────────────────────────────────────────────────────────────────────
export const CENTER_KEYWORD_MAX = 50;
export const QNA_TITLE_MAX = 100;
export const QNA_CONTENT_MAX = 4000;
export const QNA_ANSWER_MAX = 4000;
/** Notices and FAQ answers written by content editors (HTML, sanitised on the server). */
export const BOARD_TITLE_MAX = 200;
export const BOARD_HTML_MAX = 50_000;
export const NOTICE_ATTACHMENT_MAX = 5;

/** Page message when the search box is empty (the lists do not send an empty search). */
export const EMPTY_SEARCH_MESSAGE = '검색어를 입력해 주세요.';

// ─── FAQ ───
export const { codes: FAQ_CATEGORIES, labels: FAQ_CATEGORY_LABELS } = codeList({ PORTAL: '플랫폼 이용', LEGAL_AID: '법률구조 제도', HOUSING: '주택·임대차', JEONSE_FRAUD: '전세사기 피해', WELFARE: '복지·생활', ELDERLY: '노인·돌봄', HEALTH: '건강보험' });
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

// ─── Notices ───
export const NOTICE_CATEGORIES = ['공지', '안내', '점검', '채용'] as const;
export const NOTICE_SEARCH_TYPES = ['ALL', 'TITLE', 'CONTENT'] as const;

// ─── Content editors' lists (the back office) ───
/** A staff list's filter on publication: all, shown to the public, or hidden. */
export const { codes: CONTENT_STATES, labels: CONTENT_STATE_LABELS } = codeList({ ALL: '전체', VISIBLE: '게시 중', HIDDEN: '숨김' });
export type ContentState = (typeof CONTENT_STATES)[number];

// ─── Q&A ───
export const { codes: QNA_CATEGORIES, labels: QNA_CATEGORY_LABELS } = codeList({ SITE: '플랫폼 이용', ACCOUNT: '회원·로그인', CONSULT: '상담 예약·신청', LEGAL_AID: '법률구조 신청', ERROR: '오류 신고', ETC: '기타' });
export const QNA_STATUS_LABELS = { WAITING: '답변 대기', ANSWERED: '답변 완료' } as const;
