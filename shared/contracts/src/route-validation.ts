import { APLY_NO_PATTERN } from './elrcpt/record-ids';
import { PRDOC_FORM_CODES, prdocFormPath } from './prdoc/codes';
import { normaliseMenuUrl } from './shell/menu-url';

/**
 * Route validation step (spec section 2): a route may validate its request before it renders; a
 * failure shows the not-found page with status 404 and 'Page Not Found: {path}'. The browser (before
 * it renders the route) and the server's page fallback (for the status code) both call
 * `validateRoute`, so the status and the page agree.
 *
 * The rules are deliberately conservative: only pages that show ONE record named in the query, where
 * the page is meaningless without it, are validated. Everything else renders and handles its own
 * query (a list page with a bad `page` number shows page 1, it is not a missing page).
 *
 * - `/center/ntc/detail?nttId=…`  one notice (공지사항). The id is the notice key of
 *   GET /api/center/ntc/latest (e.g. `NTT-2026-0001`).
 * - `/center/faq/detail?faqId=…`  one FAQ entry (자주 묻는 질문).
 * - `/my/dscsn/rsvt/MyDsctnRsvtView?rsvtNo=…`, `/my/dscsn/rsvt/MyPageNmbrView?rsvtNo=…`  one
 *   consultation reservation (R + date + 6 digits); `/my/dscsn/cyber/CybdsnDsctnView?receiptNo=…`
 *   one cyber consultation (C + date + 6 digits); `/center/qna/cmptn?qnaNo=…`, `/my/qna/detail?qnaNo=…`
 *   one question of 묻고 답하기 (Q + date + 6 digits). A well-formed number that is not the visitor's own
 *   is not a missing page but a refusal the page explains (the API answers 404 without content).
 * - `/my/elrcpt/MypElrcptView?aplyNo=…`, `/elrcpt/ElrcptCmptnInfo?aplyNo=…`,
 *   `/elrcpt/ElrcptRtrcnPopup?aplyNo=…`  one electronic application (A + date + 6 digits, see
 *   elrcpt/rules.ts); another member's number is again the page's refusal, not a missing page.
 * - `/elrcpt/prdoc/<code>Form?aplyNo=…` (the 26 proof forms), `/elrcpt/prdoc/FormPopup?aplyNo=…`,
 *   `/elrcpt/prdoc/elPrdocAddInfoPopup?aplyNo=…`  a document for one application (issue 17): the
 *   same number; the optional `prdocId` and `code` are the page's to check.
 * - `/statuteinfo/discussion/detail?caseId=…`, `/statuteinfo/legalaid/detail?caseId=…`  one
 *   법률상담사례 / 법률구조사례 (issue 18, e.g. `DSC-001`); a well-formed id the board does not hold is the
 *   page's own Korean not-found message with the way back to its list. (/law-case is not validated: its
 *   `?case=`, `?law=&jo=` and its plain list are one route, and the page explains a bad address.)
 *
 * Identifiers are opaque tokens: 1–40 ASCII letters, digits, '-' or '_' (covers numeric ids and the
 * server's `NTT-YYYY-NNNN` keys; rejects empty values, spaces, paths and markup). A parameter given
 * twice is rejected (which one would the page show?).
 */
export interface RouteValidationRule {
  /** Route path as in routes.txt. */
  path: string;
  /** Query parameters that must be present exactly once and match `pattern`. */
  required: readonly string[];
  pattern: RegExp;
  /** A query string that passes, for tests and the route walk. */
  example: string;
}

/** Consultation reservation and cyber-consultation receipt numbers (see consultation.ts). */
export const RSVT_NO_PATTERN = /^R\d{8}-\d{6}$/;
export const RECEIPT_NO_PATTERN = /^C\d{8}-\d{6}$/;
/** Q&A (묻고 답하기) question numbers (see center.ts). */
export const QNA_NO_PATTERN = /^Q\d{8}-\d{6}$/;

/** An opaque record identifier in a query string. */
export const RECORD_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** The rules of the routes addressed by one key: `param` once, matching `pattern` (`value`: one that passes). */
const keyed = (param: string, pattern: RegExp, value: string, paths: readonly string[]): RouteValidationRule[] =>
  paths.map((path) => ({ path, required: [param], pattern, example: `?${param}=${value}` }));

export const routeValidationRules: readonly RouteValidationRule[] = [
  ...keyed('nttId', RECORD_ID_PATTERN, 'NTT-2026-0001', ['/center/ntc/detail']),
  ...keyed('faqId', RECORD_ID_PATTERN, 'FAQ-0001', ['/center/faq/detail']),
  ...keyed('caseId', RECORD_ID_PATTERN, 'DSC-001', ['/statuteinfo/discussion/detail']),
  ...keyed('caseId', RECORD_ID_PATTERN, 'LAC-001', ['/statuteinfo/legalaid/detail']),
  ...keyed('rsvtNo', RSVT_NO_PATTERN, 'R20261204-483920', ['/my/dscsn/rsvt/MyDsctnRsvtView', '/my/dscsn/rsvt/MyPageNmbrView']),
  ...keyed('receiptNo', RECEIPT_NO_PATTERN, 'C20261121-000123', ['/my/dscsn/cyber/CybdsnDsctnView']),
  ...keyed('qnaNo', QNA_NO_PATTERN, 'Q20261121-000001', ['/center/qna/cmptn', '/my/qna/detail']),
  ...keyed('aplyNo', APLY_NO_PATTERN, 'A20261125-000042', [
    '/my/elrcpt/MypElrcptView',
    '/elrcpt/ElrcptCmptnInfo',
    '/elrcpt/ElrcptRtrcnPopup',
    ...PRDOC_FORM_CODES.map(prdocFormPath),
    '/elrcpt/prdoc/FormPopup',
    '/elrcpt/prdoc/elPrdocAddInfoPopup',
  ]),
];

const byPath = new Map(routeValidationRules.map((r) => [r.path.toLowerCase(), r]));

/** The validation rule of a route path, if it has one (paths match case-insensitively, like the router). */
export function routeValidationRule(path: string): RouteValidationRule | undefined {
  return byPath.get(normaliseMenuUrl(path).toLowerCase());
}

/** True when the request may render; false → 404 'Page Not Found: {path}'. */
export function validateRoute(path: string, search: URLSearchParams | string): boolean {
  const rule = routeValidationRule(path);
  if (!rule) return true;
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return rule.required.every((name) => {
    const values = params.getAll(name);
    return values.length === 1 && rule.pattern.test(values[0]);
  });
}

/** The message of a failed validation (spec sections 2 and 8). */
export function routeValidationMessage(path: string): string {
  return `Page Not Found: ${path}`;
}
