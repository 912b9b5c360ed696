// Pure rules of 나의 서류 and 나의 제출 서류 (issue 17; no React): the tabs of both lists, the kinds
// the write page offers, the checks of its date, and where a requested document is answered.
import {
  PRDOC_ETC,
  PRDOC_FORM_CODES,
  PRDOC_KINDS,
  PRDOC_SOURCES,
  PRDOC_STATUS,
  PRDOC_STATUS_CODES,
  PRDOC_SUPPLIABLE,
  prdocExpiry,
  prdocFormPath,
  prdocKind,
  type PrdocCode,
  type PrdocStatus,
} from '@portal/contracts/client';

export const MY_DOC_LIST = '/my/doc/list';
export const MY_DOC_WRITE = '/my/doc/write';
/** The application remote's proof form of any kind (기타 included), as a page of its own. */
export const PRDOC_FORM_POPUP = '/elrcpt/prdoc/FormPopup';

/** /my/doc/list's tabs (`?status=` in the address, as the my-page lists keep their tab): the myDocList `source`. */
export const DOC_FILTERS = [
  { value: 'ALL', label: '전체' },
  { value: 'EXCHANGE', label: '공동이용' },
  { value: 'WALLET', label: PRDOC_SOURCES.WALLET },
  { value: 'UPLOAD', label: PRDOC_SOURCES.UPLOAD },
] as const;

/** /my/elprdoc/ElPrdocList's tabs: 전체 and each status of a requested or sent document. */
export const ELPRDOC_FILTERS: readonly { value: 'ALL' | PrdocStatus; label: string }[] = [{ value: 'ALL', label: '전체' }, ...PRDOC_STATUS_CODES.map((s) => ({ value: s, label: PRDOC_STATUS[s] }))];

/** The badge tone of a document's status (the status is always in words too). */
export function prdocTone(status: PrdocStatus): 'booked' | 'waiting' | 'done' | 'rejected' | 'cancelled' {
  if (status === 'CONFIRMED') return 'done';
  if (status === 'SUPPLEMENT' || status === 'REQUESTED') return 'waiting';
  if (status === 'EXPIRED') return 'rejected';
  return 'booked';
}

/** The kinds /my/doc/write offers: the 26 proof forms by name, then 기타 (named by the member). */
export const DOC_KIND_OPTIONS: readonly { value: PrdocCode; label: string }[] = [
  ...PRDOC_FORM_CODES.map((c) => ({ value: c, label: PRDOC_KINDS[c].name })),
  { value: PRDOC_ETC, label: '기타 (목록에 없는 서류)' },
];

/** Who issues a kind and how long it is accepted, as the write page says it; null for 기타. */
export function kindInfo(code: string): { issuer: string; validity: string; selfService: string } | null {
  const k = prdocKind(code);
  if (!k) return null;
  return { issuer: k.issuer, validity: `발급일로부터 ${k.validityDays}일`, selfService: k.selfService };
}

/** Today in Seoul as 'YYYY-MM-DD' (the date a 발급일 may not pass). */
export function seoulToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Whether 'YYYY-MM-DD' names a real day of the calendar. */
export function isRealDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * The 발급일's error in Korean, or undefined: required, a real date, not after today and, once the
 * kind is chosen, still accepted today (the server refuses an expired one the same way).
 */
export function issuedAtError(value: string, today: string, code = ''): string | undefined {
  const v = value.trim();
  if (!v) return '발급일을 입력해 주세요. 서류에 적힌 발급일입니다.';
  if (!isRealDay(v)) return '발급일을 YYYY-MM-DD 형식의 날짜로 입력해 주세요. 예: 2026-11-02';
  if (v > today) return `발급일은 오늘(${today})이나 그 전 날짜여야 합니다. 서류에 적힌 발급일을 확인해 주세요.`;
  const note = expiryNote(code, v, today);
  if (note?.expired) return `발급일이 ${v}인 서류는 ${note.expiresAt}부터 받지 않습니다(발급일로부터 ${prdocKind(code)?.validityDays ?? 90}일). 새로 발급받은 서류를 올려 주세요.`;
  return undefined;
}

/** Until when a document of this kind issued on that day is accepted, and whether that day has come (then it is no longer accepted). */
export function expiryNote(code: string, issuedAt: string, today: string): { expiresAt: string; lastDay: string; expired: boolean } | null {
  if (!code || !isRealDay(issuedAt) || issuedAt > today) return null;
  const expiresAt = prdocExpiry(code, issuedAt);
  const last = new Date(`${expiresAt}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  return { expiresAt, lastDay: last.toISOString().slice(0, 10), expired: expiresAt <= today };
}

/**
 * Where the member answers a requested, 보완요청 or expired document: its proof form with the
 * application and the document (`prdocFormPath(code)?aplyNo=…&prdocId=…`); a 기타 document, which
 * has no form of its own, the application remote's FormPopup (`?code=Etc&aplyNo=…&prdocId=…`).
 * Null when the status asks nothing of the member.
 */
export function supplyHref(item: { code: string; status: PrdocStatus; aplyNo: string; prdocId: string }): string | null {
  if (!PRDOC_SUPPLIABLE.includes(item.status)) return null;
  const q = `aplyNo=${encodeURIComponent(item.aplyNo)}&prdocId=${encodeURIComponent(item.prdocId)}`;
  if (item.code !== PRDOC_ETC && prdocKind(item.code)) return `${prdocFormPath(item.code as Exclude<PrdocCode, typeof PRDOC_ETC>)}?${q}`;
  return `${PRDOC_FORM_POPUP}?code=${PRDOC_ETC}&${q}`;
}

/** The words of the action: 보완하기 for a 보완요청, 제출하기 for a requested or expired document. */
export const supplyLabel = (status: PrdocStatus) => (status === 'SUPPLEMENT' ? '보완하기' : '제출하기');
