// The zod-free part of the customer-centre contract (center/schemas.ts): limits, categories and labels the
// list pages show without loading zod (exported by @portal/contracts/client as well).

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
export const FAQ_CATEGORIES = ['PORTAL', 'LEGAL_AID', 'HOUSING', 'JEONSE_FRAUD', 'WELFARE', 'ELDERLY', 'HEALTH'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  PORTAL: '플랫폼 이용',
  LEGAL_AID: '법률구조 제도',
  HOUSING: '주택·임대차',
  JEONSE_FRAUD: '전세사기 피해',
  WELFARE: '복지·생활',
  ELDERLY: '노인·돌봄',
  HEALTH: '건강보험',
};

// ─── Notices ───
export const NOTICE_CATEGORIES = ['공지', '안내', '점검', '채용'] as const;
export const NOTICE_SEARCH_TYPES = ['ALL', 'TITLE', 'CONTENT'] as const;

// ─── Q&A ───
export const QNA_CATEGORIES = ['SITE', 'ACCOUNT', 'CONSULT', 'LEGAL_AID', 'ERROR', 'ETC'] as const;
export const QNA_CATEGORY_LABELS: Record<(typeof QNA_CATEGORIES)[number], string> = {
  SITE: '플랫폼 이용',
  ACCOUNT: '회원·로그인',
  CONSULT: '상담 예약·신청',
  LEGAL_AID: '법률구조 신청',
  ERROR: '오류 신고',
  ETC: '기타',
};
export const QNA_STATUS_LABELS = { WAITING: '답변 대기', ANSWERED: '답변 완료' } as const;
