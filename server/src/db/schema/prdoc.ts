import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { identityKey, timestampsSetByCode, ts } from './columns';

// 나의서류 and the documents of an application (0009_prdoc, issue 17).

export type PrdocSourceCol = 'EXCHANGE' | 'WALLET' | 'UPLOAD';
export type PrdocStatusCol = 'REQUESTED' | 'SUBMITTED' | 'CONFIRMED' | 'SUPPLEMENT' | 'EXPIRED';

/**
 * A document as a member's 나의서류 and an application's documents both keep it: its kind (`code`; the
 * citizen's `title` for an Etc one), who issued it and its number, and the stored object, either an
 * upload (`fileId`, files) or bytes the server made (a fetched record, a wallet certificate) kept
 * encrypted by FileStorage (`storagePath`). Each row references its own object.
 */
const storedDocument = () => ({
  code: text('code').notNull(),
  title: text('title'),
  issuer: text('issuer'),
  docNo: text('doc_no'),
  fileId: text('file_id'),
  storagePath: text('storage_path'),
});

export const myDocs = pgTable(
  'my_docs',
  {
    id: text('id').primaryKey(),
    memberId: uuid('member_id').notNull(),
    ...storedDocument(),
    source: text('source').$type<PrdocSourceCol>().notNull(),
    issuedAt: date('issued_at', { mode: 'string' }).notNull(),
    expiresAt: date('expires_at', { mode: 'string' }).notNull(),
    createdAt: ts('created_at').notNull(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('my_docs_file_uq').on(t.memberId, t.fileId),
  ],
);

export const prdocItems = pgTable(
  'prdoc_items',
  {
    id: text('id').primaryKey(),
    aplyId: uuid('aply_id').notNull(),
    ...storedDocument(),
    status: text('status').$type<PrdocStatusCol>().notNull(),
    source: text('source').$type<PrdocSourceCol>(),
    myDocId: text('my_doc_id'),
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
    ...timestampsSetByCode(),
  },
  (t) => [
    uniqueIndex('prdoc_items_code_uq').on(t.aplyId, t.code).where(sql`code <> 'Etc'`),
  ],
);

/** One unmasked view of a fetched document (0015_prdoc_unmask_log): who, which document, why, when; never the number. Append-only. */
export const prdocUnmaskLog = pgTable(
  'prdoc_unmask_log',
  {
    id: identityKey(),
    at: ts('at').notNull(),
    viewerId: uuid('viewer_id').notNull(),
    viewerRole: text('viewer_role').$type<'OWNER' | 'STAFF'>().notNull(),
    instCode: text('inst_code'),
    myDocId: text('my_doc_id'),
    prdocId: text('prdoc_id'),
    purpose: text('purpose').$type<'SELF_CHECK' | 'ELIGIBILITY' | 'COURT_FILING'>().notNull(),
  },
  (t) => [index('prdoc_unmask_log_viewer_idx').on(t.viewerId, t.at)],
);
