import { date, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestampsSetByCode, ts, uuidKey } from './columns';

// Open API (0017_openapi): key applications, the keys (their SHA-256 only) and the calls counted per
// application, API and KST day.

export type OpenApiUseKind = 'DEV' | 'OPER';
export type OpenApiStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'REVOKED';

export const openapiApplications = pgTable(
  'openapi_applications',
  {
    id: text('id').primaryKey(),
    memberId: uuid('member_id').notNull(),
    useKind: text('use_kind').$type<OpenApiUseKind>().notNull(),
    purpose: text('purpose').notNull(),
    systemName: text('system_name').notNull(),
    expectedDailyCalls: integer('expected_daily_calls').notNull(),
    /** CIDRs the keys may be used from; empty: any address. */
    ipAllow: jsonb('ip_allow').$type<string[]>().notNull().default([]),
    status: text('status').$type<OpenApiStatus>().notNull(),
    dailyLimit: integer('daily_limit').notNull(),
    rejectReason: text('reject_reason'),
    decidedBy: uuid('decided_by'),
    decidedAt: ts('decided_at'),
    termsAgreedAt: ts('terms_agreed_at').notNull(),
    ...timestampsSetByCode(),
  },
  (t) => [
    index('openapi_applications_member_idx').on(t.memberId, t.createdAt),
    index('openapi_applications_pending_idx').on(t.createdAt).where(sql`status = 'PENDING'`),
  ],
);

/** The key application the row is of, deleted with it. */
const keyApplication = () =>
  text('application_id')
    .notNull()
    .references(() => openapiApplications.id, { onDelete: 'cascade' });

export const openapiKeys = pgTable(
  'openapi_keys',
  {
    id: uuidKey(),
    applicationId: keyApplication(),
    /** sha256 hex of the whole key: the key itself is shown once and never stored. */
    keyHash: text('key_hash').notNull(),
    /** What the owner sees of it: the prefix and the last four characters. */
    keyHint: text('key_hint').notNull(),
    issuedAt: ts('issued_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    replacedAt: ts('replaced_at'),
    revokedAt: ts('revoked_at'),
    expiryNoticedAt: ts('expiry_noticed_at'),
  },
  (t) => [unique('openapi_keys_key_hash_key').on(t.keyHash), index('openapi_keys_application_idx').on(t.applicationId)],
);

export const openapiUsage = pgTable(
  'openapi_usage',
  {
    applicationId: keyApplication(),
    api: text('api').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.api, t.day] })],
);
