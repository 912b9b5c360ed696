import { bigint, boolean, char, date, integer, jsonb, pgTable, primaryKey, real, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CatalogueService, HelpMethod, InstCategory, LinkLevel, RegionCode, ServiceMatch, ServiceType, SourceRef } from '@portal/contracts';

// Mirrors migrations/*.sql (the SQL is what runs; this is how the code reads and writes it).

export const menus = pgTable('menus', {
  menuId: text('menu_id').primaryKey(),
  parentMenuId: text('parent_menu_id'),
  menuName: text('menu_name').notNull(),
  menuUrl: text('menu_url').unique(),
  menuType: text('menu_type').$type<'MENU' | 'TAB' | 'PAGE' | 'POPUP'>().notNull(),
  moduleNm: text('module_nm').$type<'SRVC' | 'LWA' | 'LWA_DSC'>(),
  useSatisfaction: boolean('use_satisfaction').notNull().default(false),
  access: text('access').$type<'PUBLIC' | 'MEMBER'>().notNull().default('PUBLIC'),
  sortOrder: integer('sort_order').notNull().default(0),
  useYn: boolean('use_yn').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const codeGroups = pgTable('code_groups', {
  codeGroupId: text('code_group_id').primaryKey(),
  codeGroupName: text('code_group_name').notNull(),
});

export const codes = pgTable(
  'codes',
  {
    codeGroupId: text('code_group_id').notNull(),
    code: text('code').notNull(),
    codeName: text('code_name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    useYn: boolean('use_yn').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.codeGroupId, t.code] })],
);

export const nations = pgTable('nations', {
  alpha2: char('alpha2', { length: 2 }).primaryKey(),
  alpha3: char('alpha3', { length: 3 }).notNull().unique(),
  numeric: char('numeric', { length: 3 }).notNull().unique(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
});

export const members = pgTable('members', {
  id: uuid('id').primaryKey().defaultRandom(),
  loginId: text('login_id').notNull().unique(),
  memberName: text('member_name').notNull(),
  mbrTypeCd: text('mbr_type_cd').notNull(),
  passwordHash: text('password_hash'),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // 0003_membership
  personKey: text('person_key'),
  birthDate: char('birth_date', { length: 8 }),
  gender: char('gender', { length: 1 }).$type<'M' | 'F'>(),
  mobileNo: text('mobile_no'),
  email: text('email'),
  notifySms: boolean('notify_sms').notNull().default(false),
  notifyEmail: boolean('notify_email').notNull().default(false),
  privacyOptional: boolean('privacy_optional').notNull().default(false),
  agreements: jsonb('agreements').$type<Record<string, { version: string; agreedAt: string; agreed: boolean }>>().notNull().default({}),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  passwordChangeDeferredAt: timestamp('password_change_deferred_at', { withTimezone: true }),
  failedCount: integer('failed_count').notNull().default(0),
  delayedUntil: timestamp('delayed_until', { withTimezone: true }),
  status: text('status').$type<'ACTIVE' | 'DORMANT' | 'WITHDRAWN'>().notNull().default('ACTIVE'),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
});

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: uuid('member_id').notNull(),
  loginAt: timestamp('login_at', { withTimezone: true }).notNull().defaultNow(),
  prevLoginAt: timestamp('prev_login_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  reauthUntil: timestamp('reauth_until', { withTimezone: true }),
});

export const routeRules = pgTable('route_rules', {
  ruleId: text('rule_id').primaryKey(),
  matchPath: text('match_path').notNull(),
  matchType: text('match_type').$type<'EXACT' | 'PREFIX'>().notNull().default('EXACT'),
  priority: integer('priority').notNull().default(0),
  action: text('action').$type<'REDIRECT' | 'EXTERNAL'>().notNull(),
  target: text('target').notNull(),
  institution: text('institution'),
  message: text('message'),
  useYn: boolean('use_yn').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pageSatisfaction = pgTable('page_satisfaction', {
  id: uuid('id').primaryKey().defaultRandom(),
  menuId: text('menu_id').notNull(),
  score: smallint('score').notNull(),
  comment: text('comment').notNull().default(''),
  memberId: uuid('member_id'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notices = pgTable('notices', {
  nttId: text('ntt_id').primaryKey(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  pinned: boolean('pinned').notNull().default(false),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  viewCount: integer('view_count').notNull().default(0),
  useYn: boolean('use_yn').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  // 0005_center: body is the plain text (search), body_html what the page shows
  bodyHtml: text('body_html').notNull().default(''),
  createdBy: uuid('created_by'),
  updatedBy: uuid('updated_by'),
  // 0013_services: a notice of one participating institution (its board on /servicepvsn)
  instCode: text('inst_code'),
});

export const rateLimits = pgTable('rate_limits', {
  bucket: text('bucket').primaryKey(),
  hits: integer('hits').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// ─── 0003_membership ───────────────────────────────────────────────────────────────────────────
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const authFlows = pgTable('auth_flows', {
  flowHash: text('flow_hash').primaryKey(),
  dormantLoginId: text('dormant_login_id'),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  flowHash: text('flow_hash').notNull(),
  purpose: text('purpose').$type<'JOIN' | 'GUEST' | 'ANYID' | 'FIND_ID' | 'FIND_PWD' | 'DORMANT' | 'MOBILE'>().notNull(),
  method: text('method').$type<'SMS' | 'SIMPLE'>().notNull(),
  provider: text('provider').notNull(),
  adapter: text('adapter').notNull(),
  memberName: text('member_name').notNull(),
  birthDate: char('birth_date', { length: 8 }).notNull(),
  gender: char('gender', { length: 1 }),
  mobileNo: text('mobile_no').notNull(),
  personKey: text('person_key').notNull(),
  loginId: text('login_id'),
  codeHash: text('code_hash'),
  tries: integer('tries').notNull().default(0),
  decision: text('decision').$type<'PENDING' | 'APPROVED' | 'DENIED'>().notNull().default('PENDING'),
  superseded: boolean('superseded').notNull().default(false),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  verifiedAt: ts('verified_at'),
  consumedAt: ts('consumed_at'),
});

export const loginKeyPairs = pgTable('login_key_pairs', {
  pairId: text('pair_id').primaryKey(),
  publicDer: text('public_der').notNull(),
  privatePem: text('private_pem').notNull(),
  createdAt: ts('created_at').notNull(),
});

export const loginKeys = pgTable('login_keys', {
  keyId: text('key_id').primaryKey(),
  pairId: text('pair_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const loginAudit = pgTable('login_audit', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: ts('at').notNull(),
  loginId: text('login_id'),
  ip: text('ip').notNull(),
  method: text('method').notNull(),
  result: text('result').notNull(),
});

export const withdrawals = pgTable('withdrawals', {
  id: uuid('id').primaryKey().defaultRandom(),
  reasonCd: text('reason_cd').notNull(),
  reasonText: text('reason_text').notNull().default(''),
  mbrTypeCd: text('mbr_type_cd').notNull(),
  at: ts('at').notNull(),
});

export const joinRequests = pgTable('join_requests', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  flowHash: text('flow_hash').notNull(),
  memberId: uuid('member_id'),
  response: jsonb('response').$type<{ loginId: string; memberName: string; joinedAt: string }>().notNull(),
  createdAt: ts('created_at').notNull(),
});

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

// ─── 0004_consultation ─────────────────────────────────────────────────────────────────────────
type Methods = ('VISIT' | 'VIDEO' | 'PHONE' | 'CYBER' | 'EXTERNAL')[];
type RsvtMethodCol = 'VISIT' | 'VIDEO' | 'PHONE';

export const dscsnInstitutions = pgTable('dscsn_institutions', {
  instCode: text('inst_code').primaryKey(),
  name: text('name').notNull(),
  summary: text('summary').notNull(),
  phone: text('phone').notNull(),
  website: text('website').notNull(),
  methods: jsonb('methods').$type<Methods>().notNull(),
  infoPath: text('info_path').notNull(),
  description: jsonb('description').$type<string[]>().notNull(),
  handles: jsonb('handles').$type<string[]>().notNull(),
  eligibility: jsonb('eligibility').$type<string[]>().notNull(),
  hours: text('hours').notNull(),
  address: text('address').notNull(),
  services: jsonb('services').$type<{ title: string; description: string; href: string | null }[]>().notNull(),
  externalUrl: text('external_url'),
  sources: jsonb('sources').$type<{ title: string; url: string }[]>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const dscsnOffices = pgTable('dscsn_offices', {
  officeId: text('office_id').primaryKey(),
  instCode: text('inst_code').notNull(),
  name: text('name').notNull(),
  region: text('region').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  capacity: jsonb('capacity').$type<Partial<Record<RsvtMethodCol, number>>>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  useYn: boolean('use_yn').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // 0013_services: where the office is on the map and its hours
  sigungu: text('sigungu'),
  hours: text('hours'),
});

export const dscsnSlots = pgTable(
  'dscsn_slots',
  {
    officeId: text('office_id').notNull(),
    method: text('method').$type<RsvtMethodCol>().notNull(),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    slotTime: text('slot_time').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.method, t.slotDate, t.slotTime] })],
);

export const dscsnTicketCounters = pgTable(
  'dscsn_ticket_counters',
  {
    officeId: text('office_id').notNull(),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.slotDate] })],
);

export const dscsnReservations = pgTable('dscsn_reservations', {
  id: uuid('id').primaryKey().defaultRandom(),
  rsvtNo: text('rsvt_no').notNull().unique(),
  memberId: uuid('member_id').notNull(),
  personKey: text('person_key').notNull(),
  instCode: text('inst_code').notNull(),
  officeId: text('office_id').notNull(),
  method: text('method').$type<RsvtMethodCol>().notNull(),
  slotDate: date('slot_date', { mode: 'string' }).notNull(),
  slotTime: text('slot_time').notNull(),
  startsAt: ts('starts_at').notNull(),
  status: text('status').$type<'BOOKED' | 'DONE' | 'CANCELLED'>().notNull().default('BOOKED'),
  field: text('field').notNull(),
  summary: text('summary').notNull(),
  applicantName: text('applicant_name').notNull(),
  applicantMobile: text('applicant_mobile').notNull(),
  applicantEmail: text('applicant_email').notNull().default(''),
  accessCode: text('access_code'),
  ticketNo: integer('ticket_no'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
  cancelledAt: ts('cancelled_at'),
  cancelReason: text('cancel_reason'),
  doneAt: ts('done_at'),
});

export const dscsnIdempotency = pgTable(
  'dscsn_idempotency',
  {
    memberId: uuid('member_id').notNull(),
    scope: text('scope').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.scope, t.idempotencyKey] })],
);

export const dscsnCyber = pgTable('dscsn_cyber', {
  id: uuid('id').primaryKey().defaultRandom(),
  receiptNo: text('receipt_no').notNull().unique(),
  memberId: uuid('member_id').notNull(),
  kind: text('kind').$type<'DOM' | 'OVS' | 'FR' | 'LQA' | 'KCAB' | 'ONE'>().notNull(),
  instCode: text('inst_code').notNull(),
  field: text('field').notNull(),
  title: text('title').notNull(),
  question: text('question').notNull(),
  isPublic: boolean('is_public').notNull(),
  status: text('status').$type<'WAITING' | 'ANSWERED'>().notNull().default('WAITING'),
  details: jsonb('details').$type<{ label: string; value: string }[]>().notNull(),
  createdAt: ts('created_at').notNull(),
  expectedAnswerBy: date('expected_answer_by', { mode: 'string' }).notNull(),
  answer: text('answer'),
  answeredAt: ts('answered_at'),
  answeredBy: uuid('answered_by'),
  // 0013_services: one of the cases of a one-stop request
  oneStopId: uuid('one_stop_id'),
});

export const files = pgTable('files', {
  fileId: text('file_id').primaryKey(),
  ownerId: uuid('owner_id').notNull(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
  type: text('type').$type<'PDF' | 'JPG' | 'PNG' | 'HWP'>().notNull(),
  mime: text('mime').notNull(),
  storagePath: text('storage_path').notNull(),
  sha256: text('sha256').notNull(),
  uploadedAt: ts('uploaded_at').notNull(),
  cyberId: uuid('cyber_id'),
  attachedAt: ts('attached_at'),
  // 0005_center: at most one of cyber_id, notice_id, qna_id
  noticeId: text('notice_id'),
  qnaId: uuid('qna_id'),
});

export const staff = pgTable('staff', {
  memberId: uuid('member_id').primaryKey(),
  /** NULL for content editors (0005); consultation staff always have one. */
  instCode: text('inst_code'),
  role: text('role').$type<'CONSULT_STAFF' | 'CONTENT_EDITOR'>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type NotifyKind =
  | 'RSVT_BOOKED'
  | 'RSVT_CHANGED'
  | 'RSVT_CANCELLED'
  | 'CYBER_RECEIVED'
  | 'CYBER_ANSWERED'
  | 'QNA_ANSWERED'
  | 'ELRCPT_SUBMITTED'
  | 'ELRCPT_RECEIVED'
  | 'ELRCPT_SUPPLEMENT_REQUESTED'
  | 'ELRCPT_AIDED'
  | 'ELRCPT_REJECTED'
  | 'ELRCPT_WITHDRAWN'
  // 0009_prdoc
  | 'PRDOC_REQUESTED'
  | 'PRDOC_SUPPLEMENT';
export const notificationOutbox = pgTable('notification_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').$type<NotifyKind>().notNull(),
  channel: text('channel').$type<'SMS' | 'EMAIL'>().notNull(),
  recipient: text('recipient').notNull(),
  subjectRef: text('subject_ref').notNull(),
  payload: jsonb('payload').$type<{ text: string; subject?: string }>().notNull(),
  /** 0007: SENDING = claimed by a sender until claimedUntil; SUPPRESSED = over the per-recipient SMS cap, never sent. */
  status: text('status').$type<'PENDING' | 'SENDING' | 'SENT' | 'FAILED' | 'SUPPRESSED'>().notNull().default('PENDING'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull(),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull(),
  sentAt: ts('sent_at'),
  claimedUntil: ts('claimed_until'),
  claimedBy: text('claimed_by'),
  /** SMS: digits only; e-mail: lower case (the per-recipient cap counts by it). */
  recipientKey: text('recipient_key'),
});

export const notificationLog = pgTable('notification_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** Unique (0007): one delivery record per outbox row. */
  outboxId: bigint('outbox_id', { mode: 'number' }).notNull(),
  kind: text('kind').notNull(),
  channel: text('channel').notNull(),
  recipientMasked: text('recipient_masked').notNull(),
  adapter: text('adapter').notNull(),
  body: text('body').notNull(),
  sentAt: ts('sent_at').notNull(),
});

// ─── Customer centre boards (0005) ─────────────────────────────────────────────────────────────
export const faqs = pgTable('faqs', {
  faqId: text('faq_id').primaryKey(),
  category: text('category').$type<'PORTAL' | 'LEGAL_AID' | 'HOUSING' | 'JEONSE_FRAUD' | 'WELFARE' | 'ELDERLY' | 'HEALTH'>().notNull(),
  question: text('question').notNull(),
  answerHtml: text('answer_html').notNull(),
  answerText: text('answer_text').notNull(),
  sourceTitle: text('source_title'),
  sourceUrl: text('source_url'),
  viewCount: integer('view_count').notNull().default(0),
  useYn: boolean('use_yn').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

/** What board_views counts: FAQ entries, notices, 법률상담·구조사례 (0011). */
export type ViewedKind = 'FAQ' | 'NOTICE' | 'CASE';

export const boardViews = pgTable(
  'board_views',
  {
    kind: text('kind').$type<ViewedKind>().notNull(),
    recordId: text('record_id').notNull(),
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.recordId, t.viewerKey, t.day] })],
);

export const qna = pgTable('qna', {
  id: uuid('id').primaryKey().defaultRandom(),
  qnaNo: text('qna_no').notNull().unique(),
  ownerId: uuid('owner_id').notNull(),
  category: text('category').$type<'SITE' | 'ACCOUNT' | 'CONSULT' | 'LEGAL_AID' | 'ERROR' | 'ETC'>().notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  isPublic: boolean('is_public').notNull().default(false),
  status: text('status').$type<'WAITING' | 'ANSWERED'>().notNull().default('WAITING'),
  answer: text('answer'),
  answeredAt: ts('answered_at'),
  /** The staff display name shown to the asker (e.g. 법률구조 플랫폼 운영팀). */
  answeredBy: text('answered_by'),
  answeredById: uuid('answered_by_id'),
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
  createdAt: ts('created_at').notNull(),
});

// ─── Satisfaction surveys (0006) ─────────────────────────────────────────────────────────────────
export const surveys = pgTable('surveys', {
  surveyId: text('survey_id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    surveyId: text('survey_id').notNull(),
    questionId: text('question_id').notNull(),
    area: text('area').$type<'PORTAL' | 'CONSULT' | 'LEGAL_AID' | 'INFO'>().notNull(),
    text: text('text').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.questionId] })],
);

export const surveyResponses = pgTable('survey_responses', {
  id: uuid('id').primaryKey().defaultRandom(),
  surveyId: text('survey_id').notNull(),
  respondentKey: text('respondent_key').notNull(),
  memberId: uuid('member_id'),
  idempotencyKey: text('idempotency_key').notNull().unique('survey_responses_idem'),
  comment: text('comment').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const surveyScores = pgTable(
  'survey_scores',
  {
    responseId: uuid('response_id').notNull(),
    questionId: text('question_id').notNull(),
    score: smallint('score').notNull(),
  },
  (t) => [primaryKey({ columns: [t.responseId, t.questionId] })],
);

// ─── Electronic application (0008) ───────────────────────────────────────────────────────────────
type ElrcptStatusCol = 'DRAFT' | 'SUBMITTED' | 'RECEIVED' | 'REVIEW' | 'SUPPLEMENT_REQUESTED' | 'SUPPLEMENT_SUBMITTED' | 'AIDED' | 'REJECTED' | 'WITHDRAWN';

export const elrcptApplications = pgTable('elrcpt_applications', {
  id: uuid('id').primaryKey().defaultRandom(),
  aplyNo: text('aply_no').notNull().unique(),
  memberId: uuid('member_id').notNull(),
  personKey: text('person_key').notNull(),
  form: text('form').notNull(),
  instCode: text('inst_code').notNull(),
  status: text('status').$type<ElrcptStatusCol>().notNull().default('DRAFT'),
  /** DraftContent without applicant.rrn. */
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  /** AES-256-GCM: v1.iv.tag.ciphertext (base64url), AAD = aply_no. */
  rrnEnc: text('rrn_enc'),
  consent: jsonb('consent').$type<Record<string, unknown> & { at: string }>().notNull(),
  carry: jsonb('carry').$type<{ targetTypes: string[]; caseCategory?: string } | null>(),
  version: integer('version').notNull().default(0),
  receiptNo: text('receipt_no').unique(),
  caseKey: text('case_key'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
  submittedAt: ts('submitted_at'),
  decidedAt: ts('decided_at'),
  withdrawnAt: ts('withdrawn_at'),
});

export const elrcptHistory = pgTable('elrcpt_history', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  aplyId: uuid('aply_id').notNull(),
  fromStatus: text('from_status').$type<ElrcptStatusCol>(),
  toStatus: text('to_status').$type<ElrcptStatusCol>().notNull(),
  actorKind: text('actor_kind').$type<'citizen' | 'staff' | 'system'>().notNull(),
  actorId: uuid('actor_id'),
  message: text('message'),
  at: ts('at').notNull(),
});

export const elrcptSupplements = pgTable('elrcpt_supplements', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  aplyId: uuid('aply_id').notNull(),
  request: text('request').notNull(),
  requestedAt: ts('requested_at').notNull(),
  requestedBy: uuid('requested_by').notNull(),
  note: text('note'),
  attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
  submittedAt: ts('submitted_at'),
});

export const elrcptFiles = pgTable(
  'elrcpt_files',
  {
    aplyId: uuid('aply_id').notNull(),
    fileId: text('file_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.aplyId, t.fileId] })],
);

export const esignRequests = pgTable('esign_requests', {
  signId: text('sign_id').primaryKey(),
  aplyId: uuid('aply_id').notNull(),
  memberId: uuid('member_id').notNull(),
  adapter: text('adapter').notNull(),
  provider: text('provider').notNull(),
  contentHash: text('content_hash').notNull(),
  state: text('state').$type<'PENDING' | 'SIGNED' | 'EXPIRED' | 'CANCELLED'>().notNull().default('PENDING'),
  requestedAt: ts('requested_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  signedAt: ts('signed_at'),
  signature: text('signature'),
});

export const elrcptAccessLog = pgTable('elrcpt_access_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  staffMemberId: uuid('staff_member_id').notNull(),
  aplyNo: text('aply_no').notNull(),
  action: text('action').$type<'LIST' | 'READ' | 'MOVE' | 'FILE' | 'PRDOC'>().notNull(),
  at: ts('at').notNull(),
});

export const elrcptStaff = pgTable('elrcpt_staff', {
  memberId: uuid('member_id').primaryKey(),
  instCode: text('inst_code').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const elrcptReceiptCounters = pgTable(
  'elrcpt_receipt_counters',
  {
    instCode: text('inst_code').notNull(),
    year: integer('year').notNull(),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.instCode, t.year] })],
);

// 0009_prdoc: 나의서류 and the documents of an application (issue 17)
export type PrdocSourceCol = 'EXCHANGE' | 'WALLET' | 'UPLOAD';
export type PrdocStatusCol = 'REQUESTED' | 'SUBMITTED' | 'CONFIRMED' | 'SUPPLEMENT' | 'EXPIRED';

export const myDocs = pgTable('my_docs', {
  id: text('id').primaryKey(),
  memberId: uuid('member_id').notNull(),
  code: text('code').notNull(),
  title: text('title'),
  source: text('source').$type<PrdocSourceCol>().notNull(),
  issuer: text('issuer'),
  issuedAt: date('issued_at', { mode: 'string' }).notNull(),
  expiresAt: date('expires_at', { mode: 'string' }).notNull(),
  /** An upload (files), or … */
  fileId: text('file_id'),
  /** … bytes the server made (a fetched record, a wallet certificate), encrypted by FileStorage. */
  storagePath: text('storage_path'),
  docNo: text('doc_no'),
  createdAt: ts('created_at').notNull(),
  deletedAt: ts('deleted_at'),
});

export const prdocItems = pgTable('prdoc_items', {
  id: text('id').primaryKey(),
  aplyId: uuid('aply_id').notNull(),
  code: text('code').notNull(),
  title: text('title'),
  status: text('status').$type<PrdocStatusCol>().notNull(),
  source: text('source').$type<PrdocSourceCol>(),
  myDocId: text('my_doc_id'),
  fileId: text('file_id'),
  storagePath: text('storage_path'),
  issuer: text('issuer'),
  docNo: text('doc_no'),
  issuedAt: date('issued_at', { mode: 'string' }),
  expiresAt: date('expires_at', { mode: 'string' }),
  requestedAt: ts('requested_at'),
  requestNote: text('request_note'),
  requestedBy: uuid('requested_by'),
  submittedAt: ts('submitted_at'),
  reviewedAt: ts('reviewed_at'),
  reviewNote: text('review_note'),
  reviewedBy: uuid('reviewed_by'),
  consentAt: ts('consent_at'),
  consentPurpose: text('consent_purpose'),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

// ─── Korean search and statute information (0010) ──────────────────────────────────────────────
export const statuteLaws = pgTable(
  'statute_laws',
  {
    name: text('name').notNull(),
    enforceDate: date('enforce_date', { mode: 'string' }).notNull(),
    status: text('status').$type<'CURRENT' | 'UPCOMING'>().notNull(),
    lawKind: text('law_kind').notNull(),
    promulgated: date('promulgated', { mode: 'string' }),
    promulgationNo: text('promulgation_no'),
    ministry: text('ministry'),
    sourceUrl: text('source_url').notNull(),
    articleCount: integer('article_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.enforceDate] })],
);

export const statuteArticles = pgTable(
  'statute_articles',
  {
    lawName: text('law_name').notNull(),
    enforceDate: date('enforce_date', { mode: 'string' }).notNull(),
    jo: text('jo').notNull(),
    seq: integer('seq').notNull(),
    label: text('label').notNull(),
    title: text('title').notNull().default(''),
    part: text('part').notNull().default(''),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lawName, t.enforceDate, t.jo] })],
);

export const precedents = pgTable('precedents', {
  caseNo: text('case_no').primaryKey(),
  court: text('court').notNull(),
  decidedOn: date('decided_on', { mode: 'string' }).notNull(),
  caseName: text('case_name').notNull(),
  caseType: text('case_type').notNull(),
  topic: text('topic').notNull(),
  holdings: text('holdings').notNull().default(''),
  summary: text('summary').notNull().default(''),
  summaryExcerpted: boolean('summary_excerpted').notNull().default(false),
  refArticles: text('ref_articles').notNull().default(''),
  refPrecedents: text('ref_precedents').notNull().default(''),
  fullText: text('full_text').notNull().default(''),
  fullExcerpted: boolean('full_excerpted').notNull().default(false),
  fullLength: integer('full_length'),
  serialNo: text('serial_no'),
  sourceUrl: text('source_url').notNull(),
  sourcePath: text('source_path'),
  sourceCommit: text('source_commit'),
});

export const precedentArticles = pgTable(
  'precedent_articles',
  {
    caseNo: text('case_no').notNull(),
    lawName: text('law_name').notNull(),
    jo: text('jo').notNull(),
    seq: integer('seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.caseNo, t.lawName, t.jo] })],
);

export const legalCases = pgTable('legal_cases', {
  caseId: text('case_id').primaryKey(),
  board: text('board').$type<'DISCUSSION' | 'LEGALAID'>().notNull(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  precedents: jsonb('precedents').$type<string[]>().notNull(),
  articles: jsonb('articles').$type<string[]>().notNull(),
  writtenOn: date('written_on', { mode: 'string' }).notNull(),
  viewCount: integer('view_count').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const legalForms = pgTable('legal_forms', {
  formId: text('form_id').primaryKey(),
  source: text('source').$type<'STATUTE' | 'COURT'>().notNull(),
  category: text('category').notNull(),
  title: text('title').notNull(),
  purpose: text('purpose').notNull().default(''),
  lawName: text('law_name'),
  lawKind: text('law_kind'),
  enforceDate: date('enforce_date', { mode: 'string' }),
  formNo: text('form_no'),
  fileUrl: text('file_url'),
  pdfUrl: text('pdf_url'),
  sourceUrl: text('source_url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const searchDocs = pgTable('search_docs', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  ref: text('ref').notNull(),
  title: text('title').notNull(),
  meta: text('meta').notNull().default(''),
  body: text('body').notNull().default(''),
  url: text('url').notNull(),
  category: text('category').notNull().default(''),
  docDate: date('doc_date', { mode: 'string' }),
  boost: real('boost').notNull().default(1),
  choseong: text('choseong').notNull().default(''),
  sourceKey: text('source_key').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  groupName: text('group_name').notNull(),
  phrases: jsonb('phrases').$type<string[]>().notNull(),
  origin: text('origin').$type<'SEED' | 'EDITOR'>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const contentVersions = pgTable('content_versions', {
  name: text('name').primaryKey(),
  digest: text('digest').notNull(),
  loadedAt: ts('loaded_at').notNull().defaultNow(),
});

// ─── AI guidance (migrations/0012_ai.sql) ───
export const aiConversations = pgTable('ai_conversations', {
  id: text('id').primaryKey(),
  memberId: uuid('member_id').notNull(),
  title: text('title').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
});

export const aiMessages = pgTable('ai_messages', {
  id: text('id').primaryKey(),
  conversationId: text('conversation_id').notNull(),
  memberId: uuid('member_id').notNull(),
  /** 1, 2, … in the conversation (a second answer for the same turn is refused by the unique index). */
  turn: integer('turn').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  citations: jsonb('citations').$type<{ n: number; ref: string; kind: string; title: string; quote: string; url: string }[]>().notNull(),
  noAnswer: boolean('no_answer').notNull(),
  handoff: jsonb('handoff').$type<{ reason: string | null; message: string; question: string; emergency: { name: string; tel: string }[] }>().notNull(),
  sourcesDate: text('sources_date').notNull(),
  sandbox: boolean('sandbox').notNull(),
  notice: text('notice'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

// ─── 0013_services ─────────────────────────────────────────────────────────────────────────────
export const svcInstitutions = pgTable('svc_institutions', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  unit: text('unit'),
  category: text('category').$type<InstCategory>().notNull(),
  linkLevel: text('link_level').$type<LinkLevel>().notNull(),
  linked: jsonb('linked').$type<string[]>().notNull(),
  summary: text('summary').notNull(),
  phone: text('phone'),
  website: text('website'),
  hours: text('hours'),
  address: text('address'),
  sources: jsonb('sources').$type<SourceRef[]>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  useYn: boolean('use_yn').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const svcServices = pgTable('svc_services', {
  id: text('id').primaryKey(),
  instCode: text('inst_code').notNull(),
  title: text('title').notNull(),
  types: jsonb('types').$type<ServiceType[]>().notNull(),
  summary: text('summary').notNull(),
  who: jsonb('who').$type<string[]>().notNull(),
  cost: text('cost').notNull(),
  methods: jsonb('methods').$type<HelpMethod[]>().notNull(),
  apply: jsonb('apply').$type<CatalogueService['apply']>().notNull(),
  documents: jsonb('documents').$type<string[]>().notNull(),
  regions: jsonb('regions').$type<RegionCode[]>().notNull(),
  match: jsonb('match').$type<ServiceMatch>().notNull(),
  sources: jsonb('sources').$type<SourceRef[]>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  useYn: boolean('use_yn').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const svcOffices = pgTable('svc_offices', {
  officeId: text('office_id').primaryKey(),
  instCode: text('inst_code').notNull(),
  name: text('name').notNull(),
  sigungu: text('sigungu').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  hours: text('hours'),
  methods: jsonb('methods').$type<HelpMethod[]>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  useYn: boolean('use_yn').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const svcOneStop = pgTable('svc_one_stop', {
  id: uuid('id').primaryKey(),
  receiptNo: text('receipt_no').notNull().unique(),
  memberId: uuid('member_id').notNull(),
  problem: text('problem').notNull(),
  title: text('title').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
