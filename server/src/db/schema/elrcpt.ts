import { sql } from 'drizzle-orm';
import { date, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { externalProvider, filedBy, identityKey, timestampsSetByCode, ts, uuidKey } from './columns';

// Electronic application (0008_elrcpt).

type ElrcptStatusCol = 'DRAFT' | 'SUBMITTED' | 'RECEIVED' | 'REVIEW' | 'SUPPLEMENT_REQUESTED' | 'SUPPLEMENT_SUBMITTED' | 'AIDED' | 'REJECTED' | 'WITHDRAWN';

export const elrcptApplications = pgTable(
  'elrcpt_applications',
  {
    id: uuidKey(),
    aplyNo: text('aply_no').notNull().unique('elrcpt_applications_aply_no_key'),
    ...filedBy(),
    form: text('form').notNull(),
    instCode: text('inst_code').notNull(),
    status: text('status').$type<ElrcptStatusCol>().notNull().default('DRAFT'),
    /** DraftContent without applicant.rrn. */
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    /** AES-256-GCM: v1.iv.tag.ciphertext (base64url), AAD = aply_no. */
    rrnEnc: text('rrn_enc'),
    consent: jsonb('consent').$type<Record<string, unknown> & { at: string }>().notNull(),
    carry: jsonb('carry').$type<{ targetTypes: string[]; caseCategory?: string } | null>(),
    version: integer('version').notNull().default(0),
    receiptNo: text('receipt_no').unique('elrcpt_applications_receipt_no_key'),
    caseKey: text('case_key'),
    ...timestampsSetByCode(),
    submittedAt: ts('submitted_at'),
    decidedAt: ts('decided_at'),
    withdrawnAt: ts('withdrawn_at'),
  },
  (t) => [
    uniqueIndex('elrcpt_applications_open_case_uq')
      .on(t.personKey, t.instCode, t.caseKey)
      .where(sql`status IN ('SUBMITTED', 'RECEIVED', 'REVIEW', 'SUPPLEMENT_REQUESTED', 'SUPPLEMENT_SUBMITTED')`),
  ],
);

export const elrcptHistory = pgTable('elrcpt_history', {
  id: identityKey(),
  aplyId: uuid('aply_id').notNull(),
  fromStatus: text('from_status').$type<ElrcptStatusCol>(),
  toStatus: text('to_status').$type<ElrcptStatusCol>().notNull(),
  actorKind: text('actor_kind').$type<'citizen' | 'staff' | 'system'>().notNull(),
  actorId: uuid('actor_id'),
  message: text('message'),
  at: ts('at').notNull(),
});

export const elrcptSupplements = pgTable('elrcpt_supplements', {
  id: identityKey(),
  aplyId: uuid('aply_id').notNull(),
  request: text('request').notNull(),
  requestedAt: ts('requested_at').notNull(),
  requestedBy: uuid('requested_by').notNull(),
  /** 보완 기한: the date (Korea) by which the citizen should supplement (0026; NULL: asked before dates were kept). */
  dueDate: date('due_date', { mode: 'string' }),
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
  /** null: a sample document's request (/sample/esign/*), never submitted */
  aplyId: uuid('aply_id'),
  memberId: uuid('member_id').notNull(),
  ...externalProvider(),
  contentHash: text('content_hash').notNull(),
  state: text('state').$type<'PENDING' | 'SIGNED' | 'EXPIRED' | 'CANCELLED'>().notNull().default('PENDING'),
  requestedAt: ts('requested_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  signedAt: ts('signed_at'),
  signature: text('signature'),
});

export const elrcptAccessLog = pgTable('elrcpt_access_log', {
  id: identityKey(),
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
