// Back office (issue 34): the schemas of the append-only audit log, masked records opened with a reason.
import { z } from 'zod';
import { paged, Paging } from '../common';
import { ADMIN_ROLES } from './routes';

/**
 * What a row records: READ (a staff/editor GET), CHANGE (any other method), OPEN (a masked record
 * opened with a reason), EXPORT (the log itself exported), SIGN_IN (kept for the staff sign-in).
 */
export const AUDIT_ACTIONS = ['READ', 'CHANGE', 'OPEN', 'EXPORT', 'SIGN_IN'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = { READ: '열람', CHANGE: '변경', OPEN: '개인정보 보기', EXPORT: '내려받기', SIGN_IN: '로그인' };

/** The records a route's first parameter names (`target kind` of a row); other parameters keep their own name. */
export const AUDIT_TARGET_LABELS: Record<string, string> = {
  elrcpt: '전자접수 신청서',
  rsvt: '상담 예약',
  cyber: '사이버상담',
  qna: '묻고 답하기',
  opn: '오픈 API 활용 신청',
  prdoc: '증빙서류',
  notice: '공지사항',
  faq: '자주 묻는 질문',
};

/** The most rows one export holds (newest first); the answer's X-Audit-Row-Cap / X-Audit-Truncated headers and its first line say so. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

const realDate = (v: string) => {
  const [y, m, d] = v.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d && y >= 2000 && y <= 2100;
};
/** A day in Korean time (YYYY-MM-DD): from its 00:00 KST, to its 24:00 KST. */
const KstDay = (label: string) =>
  z
    .string({ error: `${label}을 YYYY-MM-DD 형식으로 보내 주세요.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}은 YYYY-MM-DD 형식으로 보내 주세요. 예: 2026-11-02` })
    .refine(realDate, { error: `${label}이 달력에 없는 날짜입니다. 날짜를 확인해 주세요.` });

const IdText = (label: string, max: number) =>
  z
    .string({ error: `${label}을 글자로 보내 주세요.` })
    .trim()
    .max(max, { error: `${label}은 ${max}자 이하로 보내 주세요.` })
    .regex(/^[\p{L}\p{N}._:-]*$/u, { error: `${label}에는 글자, 숫자, 점(.), 밑줄(_), 하이픈(-)만 쓸 수 있습니다.` });

/** The filters of the search and of the export (the same for both), newest first unless asked. */
const filterFields = {
  /** First day (KST) of the period, inclusive. */
  from: KstDay('시작일').optional(),
  /** Last day (KST) of the period, inclusive. */
  to: KstDay('종료일').optional(),
  /** The staff member's login id (exact). */
  actor: IdText('직원 아이디', 50).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: '구분은 READ, CHANGE, OPEN, EXPORT, SIGN_IN 중 하나로 보내 주세요.' }).optional(),
  /** The record kind (elrcpt, rsvt, cyber, qna, opn, prdoc …). */
  targetKind: IdText('대상 종류', 30).optional(),
  /** The record's number (aplyNo, rsvtNo, receiptNo, qnaNo …), exact. */
  targetId: IdText('대상 번호', 64).optional(),
  /** Sort order of the time (the only sort key: the log is read by time). */
  order: z.enum(['desc', 'asc'], { error: '정렬은 desc(최신순) 또는 asc(오래된순)로 보내 주세요.' }).optional().default('desc'),
};
const periodInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const PERIOD_ORDER = { error: '종료일은 시작일과 같거나 뒤의 날짜로 보내 주세요.', path: ['to'] };

/** GET /api/admin/audit/export: the filters alone (every row up to the cap). */
export const AuditFilter = z.object(filterFields).refine(periodInOrder, PERIOD_ORDER);
export type AuditFilter = z.infer<typeof AuditFilter>;
/** GET /api/admin/audit: the filters and the page. */
export const AuditQuery = z.object({ ...filterFields, ...Paging }).refine(periodInOrder, PERIOD_ORDER);

/** One row of the log as the back office shows it. Never a citizen's personal data. */
export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actorMemberId: z.string().nullable(),
  /** null for a refused call of someone the access check did not admit. */
  actorLoginId: z.string().nullable(),
  actorRole: z.string().nullable(),
  actorInstCode: z.string().nullable(),
  /** The contract key of the call (e.g. staffElrcpt). */
  callKey: z.string(),
  method: z.string(),
  /** The route as matched: `/api/staff/elrcpt/:aplyNo`. */
  route: z.string(),
  targetKind: z.string().nullable(),
  targetId: z.string().nullable(),
  /** OPEN only: why the record was opened. */
  reason: z.string().nullable(),
  /** The HTTP status answered (401/403/404 for refused calls). */
  status: z.number().int(),
  requestId: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditList = paged(AuditEntry);

// ─── Masked records opened with a reason ─────────────────────────────────────────────────────────
/**
 * The records whose staff answers are masked (홍*동, 010-****-5678, a****@example.kr …) and can be
 * opened: elrcpt (aplyNo; the application's institution officers), rsvt (rsvtNo) and cyber
 * (receiptNo) (the institution's consultation officers and manager), qna (qnaNo; content editors),
 * opn (applicationId; open-API approvers).
 */
export const RECORD_KINDS = ['elrcpt', 'rsvt', 'cyber', 'qna', 'opn'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export const RECORD_OPEN_REASON_MIN = 5;
export const RECORD_OPEN_REASON_MAX = 200;

export const RecordOpen = z.object({
  kind: z.enum(RECORD_KINDS, { error: '열람할 기록의 종류(elrcpt, rsvt, cyber, qna, opn)를 보내 주세요.' }),
  id: z
    .string({ error: '열람할 기록의 번호를 보내 주세요.' })
    .trim()
    .min(1, { error: '열람할 기록의 번호를 보내 주세요.' })
    .max(64, { error: '기록 번호는 64자 이하입니다. 번호를 확인해 주세요.' }),
  /** Why (kept in the audit log with the staff member's name): write the work, not the citizen's details. */
  reason: z
    .string({ error: '개인정보를 보는 사유를 적어 주세요.' })
    .trim()
    .min(RECORD_OPEN_REASON_MIN, { error: `개인정보를 보는 사유를 ${RECORD_OPEN_REASON_MIN}자 이상 적어 주세요. 예: 예약 변경 안내 전화` })
    .max(RECORD_OPEN_REASON_MAX, { error: `사유는 ${RECORD_OPEN_REASON_MAX}자 이하로 적어 주세요.` }),
});
export type RecordOpen = z.infer<typeof RecordOpen>;

/** One personal field of an opened record: where it sits in the masked answer, its Korean label and the unmasked value. */
export const OpenedField = z.object({
  /** The field's path in the staff answer (applicantName, content.applicant.mobile …) or an account contact (account.mobile). */
  key: z.string(),
  label: z.string(),
  value: z.string(),
});
export const RecordOpened = z.object({
  kind: z.enum(RECORD_KINDS),
  id: z.string(),
  fields: z.array(OpenedField),
  /** When it was opened (the audit row's time). The page shows the values while it stays open and forgets them after. */
  openedAt: z.string(),
});
export type RecordOpened = z.infer<typeof RecordOpened>;

/** The roles that search the log (INST_MANAGER: its institution's staff; SYSTEM_ADMIN: all). */
export const AUDIT_READERS = ['INST_MANAGER', 'SYSTEM_ADMIN'] as const satisfies readonly (typeof ADMIN_ROLES)[number][];
