// Back office (issue 34): the schemas of work queues, the remote registry, the outbox, satisfaction statistics.
import { z } from 'zod';
import { codeList } from '../code-list';
import { InstitutionRef, paged, Paging } from '../common';
import { QNA_CATEGORIES } from '../center/rules';
import { ScoreFigures } from '../dgstfn/schemas';
import { isValidDate } from '../dscsn/rules';
import { ELRCPT_STATUS_CODES } from '../elrcpt/rules';

// ─── Home: work queues ──────────────────────────────────────────────────────────────────────────

/** How many of the oldest items a queue lists besides its count. */
export const QUEUE_OLDEST = 5;

/**
 * Unanswered cyber consultations of the caller's institution (consultation officers and managers),
 * oldest first. The promised answer date is the one the citizen was told on receipt: 3 working days
 * after the day of receipt, weekends and registered public holidays skipped (CYBER_ANSWER_WORKING_DAYS,
 * stored per consultation as `expectedAnswerBy`); `estimated` when the count ran into a year whose
 * holidays were not registered. `overdue`: the promised date is before today (KST).
 */
export const CyberQueue = z.object({
  ...InstitutionRef,
  waiting: z.number().int(),
  overdue: z.number().int(),
  /** Due today (KST): answer these first after the overdue ones. */
  dueToday: z.number().int(),
  oldest: z.array(
    z.object({
      receiptNo: z.string(),
      field: z.string(),
      title: z.string(),
      receivedAt: z.string(),
      expectedAnswerBy: z.string(),
      estimated: z.boolean(),
      overdue: z.boolean(),
    }),
  ),
});

/** Unanswered Q&A of the customer centre (content editors), oldest first. Q&A has no promised answer date. */
export const QnaQueue = z.object({
  waiting: z.number().int(),
  oldest: z.array(z.object({ qnaNo: z.string(), category: z.enum(QNA_CATEGORIES), title: z.string(), receivedAt: z.string() })),
});

/** Bookings per office of the caller's institution on one day, by status (BOOKED: still to come or not marked done). */
export const BookingDay = z.object({
  date: z.string(),
  total: z.number().int(),
  offices: z.array(z.object({ officeId: z.string(), name: z.string(), booked: z.number().int(), done: z.number().int(), cancelled: z.number().int() })),
});
export const BookingQueue = z.object({ ...InstitutionRef, today: BookingDay, tomorrow: BookingDay });

/**
 * Electronic applications of the caller's institution (application officers, and the consultation
 * officers and managers of an institution that takes applications): every status but DRAFT (a draft is
 * the citizen's own), and what waits for the institution: new (SUBMITTED), received (RECEIVED),
 * waiting for a decision (REVIEW), supplement submitted back (SUPPLEMENT_SUBMITTED). SUPPLEMENT_REQUESTED
 * waits for the citizen. `decidedLast7Days`: AIDED or REJECTED in the last 7 days.
 */
export const ApplicationQueue = z.object({
  instCode: z.string(),
  byStatus: z.array(z.object({ status: z.enum(ELRCPT_STATUS_CODES), label: z.string(), count: z.number().int() })),
  needsAction: z.number().int(),
  supplementRequested: z.number().int(),
  supplementSubmitted: z.number().int(),
  awaitingDecision: z.number().int(),
  decidedLast7Days: z.number().int(),
  /** Waiting for the institution, the longest-waiting first (by the time of submission). */
  oldest: z.array(z.object({ aplyNo: z.string(), receiptNo: z.string().nullable(), status: z.enum(ELRCPT_STATUS_CODES), submittedAt: z.string().nullable() })),
});

/** Documents a citizen submitted to an open application of the institution, waiting for the officer's check (prdoc review). */
export const DocumentQueue = z.object({
  instCode: z.string(),
  waiting: z.number().int(),
  oldest: z.array(z.object({ aplyNo: z.string(), prdocId: z.string(), name: z.string(), submittedAt: z.string().nullable() })),
});

/** Operating (OPER) open-API key applications waiting for an approver, oldest first. */
export const OpenApiQueue = z.object({
  pending: z.number().int(),
  oldest: z.array(z.object({ applicationId: z.string(), systemName: z.string(), createdAt: z.string() })),
});

/** The system administrator's figures: notices not yet delivered and the remote registry (no case contents). */
export const OperationsQueue = z.object({
  outbox: z.object({
    /** Waiting or being sent, and the age of the oldest. */
    pending: z.number().int(),
    oldestPendingAgeSeconds: z.number().int(),
    /** Failed at least once, another try scheduled. */
    retrying: z.number().int(),
    /** Out of tries (dead letters): only a retry from the outbox page sends them. */
    dead: z.number().int(),
  }),
  remotes: z.object({
    total: z.number().int(),
    live: z.number().int(),
    /** The latest deploy or rollback of any remote. */
    lastChange: z.object({ name: z.string(), version: z.string(), action: z.enum(['deploy', 'rollback']), at: z.string() }).nullable(),
  }),
});

/**
 * GET /api/admin/queues: only the queues the caller's roles and institution may see; a queue the caller
 * may not see is absent (not empty). AI answers marked unhelpful are not a queue: the AI module stores
 * no such feedback yet.
 */
export const AdminQueues = z.object({
  /** KST dates the figures were counted for. */
  today: z.string(),
  tomorrow: z.string(),
  cyber: CyberQueue.optional(),
  qna: QnaQueue.optional(),
  bookings: BookingQueue.optional(),
  applications: ApplicationQueue.optional(),
  documents: DocumentQueue.optional(),
  openApi: OpenApiQueue.optional(),
  operations: OperationsQueue.optional(),
});
export type AdminQueues = z.infer<typeof AdminQueues>;

// ─── Operations: the remote registry ────────────────────────────────────────────────────────────

/** A remote's name as the registry knows it (lower-case letters; an unknown one is 404). */
const RemoteName = z
  .string({ error: '리모트 이름이 없습니다.' })
  .trim()
  .regex(/^[a-z]{1,40}$/, { error: '리모트 이름은 영문 소문자로 보내 주세요. 예: center' });
export const RegistryRemoteParams = z.object({ remote: RemoteName });

/** A published version folder: <semver>-<10 hex>, e.g. 0.1.0-0123456789. */
const RemoteVersion = z
  .string({ error: '버전을 골라 주세요.' })
  .trim()
  .regex(/^\d{1,6}\.\d{1,6}\.\d{1,6}-[0-9a-f]{10}$/, { error: '버전은 배포 목록에 있는 형식(예: 0.1.0-0123456789)으로 골라 주세요.' });

/**
 * `from`: the version the operator saw live (null: none). When given, the change is made only if it is
 * still live, so a double click or two operators never move a remote twice (409 REGISTRY_CHANGED; a
 * repeat whose target is already live answers changed: false). The page should always send it.
 */
const expectedLive = { from: RemoteVersion.nullable().optional() };

/** POST …/rollback: to `version`, or (none) to the version live before the current one, as `pnpm portal remote:rollback`. */
export const RegistryRollbackRequest = z.object({ version: RemoteVersion.optional(), ...expectedLive });
/** POST …/deploy: point at an already published version (publishing a new build stays with `pnpm portal`). */
export const RegistryDeployRequest = z.object({ version: RemoteVersion, ...expectedLive });

export const RegistryHistoryEntry = z.object({
  version: z.string(),
  at: z.string(),
  action: z.enum(['deploy', 'rollback']),
  from: z.string().nullable(),
  /** The staff login id when done from the back office; null: the command line (`pnpm portal`). */
  by: z.string().nullable(),
});

export const RegistryRemote = z.object({
  name: z.string(),
  live: z.object({ version: z.string(), deployedAt: z.string() }).nullable(),
  /** Versions in the store, newest first; `live` marks the one served. */
  published: z.array(z.object({ version: z.string(), publishedAt: z.string(), live: z.boolean() })),
  /** Deploys and rollbacks, newest first (the last REGISTRY_HISTORY_SHOWN). */
  history: z.array(RegistryHistoryEntry),
  /** Where a rollback without a version would go (null: nothing earlier to go back to). */
  rollbackTo: z.string().nullable(),
});
export const REGISTRY_HISTORY_SHOWN = 20;

export const RegistryView = z.object({ updatedAt: z.string(), remotes: z.array(RegistryRemote) });
export type RegistryView = z.infer<typeof RegistryView>;

export const RegistryChanged = z.object({
  name: z.string(),
  version: z.string(),
  previous: z.string().nullable(),
  changed: z.boolean(),
  /** A Korean sentence for the page's notice. */
  message: z.string(),
});

// ─── Operations: the outbox ─────────────────────────────────────────────────────────────────────

/** What a notice is about (notification_outbox.kind), with the name the console shows. */
export const { codes: OUTBOX_KINDS, labels: OUTBOX_KIND_LABELS } = codeList({
  RSVT_BOOKED: '상담 예약 완료',
  RSVT_CHANGED: '상담 예약 변경',
  RSVT_CANCELLED: '상담 예약 취소',
  CYBER_RECEIVED: '사이버상담 접수',
  CYBER_ANSWERED: '사이버상담 답변',
  QNA_ANSWERED: '묻고 답하기 답변',
  ELRCPT_SUBMITTED: '전자접수 제출',
  ELRCPT_RECEIVED: '전자접수 접수',
  ELRCPT_SUPPLEMENT_REQUESTED: '전자접수 보완 요청',
  ELRCPT_AIDED: '법률구조 결정',
  ELRCPT_REJECTED: '법률구조 기각',
  ELRCPT_WITHDRAWN: '전자접수 취하',
  PRDOC_REQUESTED: '증빙서류 요청',
  PRDOC_SUPPLEMENT: '증빙서류 보완 요청',
  OPENAPI_KEY_EXPIRING: '오픈 API 키 만료 예정',
  OPENAPI_APPROVED: '오픈 API 승인',
  OPENAPI_REJECTED: '오픈 API 반려',
});
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/**
 * The outbox as the console shows it: QUEUED (never tried yet), SENDING (claimed by a sender), RETRYING
 * (failed, another try scheduled), SENT, DEAD (out of tries: the dead letters, sent again only by a
 * retry), SUPPRESSED (over the per-recipient SMS cap: never sent, not retryable).
 */
export const { codes: OUTBOX_VIEW_STATUSES, labels: OUTBOX_STATUS_LABELS } = codeList({
  QUEUED: '대기',
  SENDING: '발송 중',
  RETRYING: '재시도 대기',
  SENT: '발송 완료',
  DEAD: '발송 실패',
  SUPPRESSED: '발송 제한',
});
export type OutboxViewStatus = (typeof OUTBOX_VIEW_STATUSES)[number];

export const OutboxQuery = z.object({
  status: z.enum(OUTBOX_VIEW_STATUSES, { error: `상태는 ${OUTBOX_VIEW_STATUSES.join(', ')} 중 하나로 보내 주세요.` }).optional(),
  kind: z.enum(OUTBOX_KINDS, { error: '알림 종류가 올바르지 않습니다. 목록에서 골라 주세요.' }).optional(),
  ...Paging,
});

/** One notice, without its text (it can name the person and the case): the recipient masked. */
export const OutboxEntry = z.object({
  id: z.number().int(),
  kind: z.enum(OUTBOX_KINDS),
  channel: z.enum(['SMS', 'EMAIL']),
  /** 010-****-5678, ab***@example.kr */
  recipient: z.string(),
  /** The reservation, receipt or application number the notice is about. */
  ref: z.string(),
  status: z.enum(OUTBOX_VIEW_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When a sender takes it next (QUEUED, RETRYING); null otherwise. */
  nextAttemptAt: z.string().nullable(),
  retryable: z.boolean(),
});
export const OutboxPage = paged(OutboxEntry).extend({
  /** Every status with its count (the whole outbox, not only the filter). */
  counts: z.object(Object.fromEntries(OUTBOX_VIEW_STATUSES.map((s) => [s, z.number().int()])) as Record<OutboxViewStatus, z.ZodNumber>),
});
export type OutboxPage = z.infer<typeof OutboxPage>;

export const OutboxIdParams = z.object({
  id: z.coerce.number({ error: '알림 번호는 숫자로 보내 주세요.' }).int({ error: '알림 번호는 정수로 보내 주세요.' }).min(1, { error: '알림 번호가 올바르지 않습니다.' }).max(Number.MAX_SAFE_INTEGER, { error: '알림 번호가 올바르지 않습니다.' }),
});

export const OutboxRetried = z.object({ entry: OutboxEntry, changed: z.boolean(), message: z.string() });

// ─── Operations: satisfaction per menu ──────────────────────────────────────────────────────────

const Day = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}은 YYYY-MM-DD 형식으로 보내 주세요.`, abort: true })
    .refine(isValidDate, { error: `${label}이 올바른 날짜가 아닙니다.` });

export const SATISFACTION_SORTS = ['RESPONSES', 'AVERAGE_ASC', 'AVERAGE_DESC', 'MENU'] as const;
/** The longest period asked at once. */
export const SATISFACTION_MAX_DAYS = 366;

export const AdminSatisfactionQuery = z
  .object({
    /** KST days, both inclusive; default: the last 30 days up to today. */
    from: Day('시작일').optional(),
    to: Day('끝일').optional(),
    /** RESPONSES: most answered first (default); AVERAGE_ASC: lowest average first; AVERAGE_DESC; MENU: by menu id. */
    sort: z.enum(SATISFACTION_SORTS, { error: `정렬은 ${SATISFACTION_SORTS.join(', ')} 중 하나로 보내 주세요.` }).optional().default('RESPONSES'),
    ...Paging,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: '시작일이 끝일보다 늦습니다. 기간을 다시 골라 주세요.', path: ['from'] });

export const MenuSatisfaction = z.object({ menuId: z.string(), name: z.string(), menuUrl: z.string().nullable(), ...ScoreFigures });
export const AdminSatisfaction = z.object({
  from: z.string(),
  to: z.string(),
  /** Every menu together. */
  overall: z.object(ScoreFigures),
  /** Menus with at least one answer in the period, a page of them. */
  menus: paged(MenuSatisfaction),
});
export type AdminSatisfaction = z.infer<typeof AdminSatisfaction>;
