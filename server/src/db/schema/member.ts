import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { externalProvider, identityKey, lifetime, ts, uuidKey } from './columns';

// Membership (0001_foundation members/sessions, 0003_membership): accounts, sessions, verification, login keys, secrets.

export const members = pgTable(
  'members',
  {
    id: uuidKey(),
    loginId: text('login_id').notNull().unique('members_login_id_key'),
    memberName: text('member_name').notNull(),
    mbrTypeCd: text('mbr_type_cd').notNull(),
    passwordHash: text('password_hash'),
    lastLoginAt: ts('last_login_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
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
    passwordChangedAt: ts('password_changed_at'),
    passwordChangeDeferredAt: ts('password_change_deferred_at'),
    failedCount: integer('failed_count').notNull().default(0),
    delayedUntil: ts('delayed_until'),
    status: text('status').$type<'ACTIVE' | 'DORMANT' | 'WITHDRAWN'>().notNull().default('ACTIVE'),
    withdrawnAt: ts('withdrawn_at'),
  },
  (t) => [
    uniqueIndex('members_person_key_uq').on(t.personKey).where(sql`person_key IS NOT NULL AND mbr_type_cd <> '09'`),
    uniqueIndex('members_guest_person_key_uq').on(t.personKey).where(sql`person_key IS NOT NULL AND mbr_type_cd = '09'`),
  ],
);

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: uuid('member_id').notNull(),
  loginAt: ts('login_at').notNull().defaultNow(),
  prevLoginAt: ts('prev_login_at'),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  absoluteExpiresAt: ts('absolute_expires_at').notNull().default(sql`now() + interval '12 hours'`),
  reauthUntil: ts('reauth_until'),
  /** MEMBER: a citizen's session (cookie PORTAL_SESSION); STAFF: a staff session opened by the back office's sign-in with a second factor (PORTAL_STAFF, 0020). */
  kind: text('kind').$type<SessionKind>().notNull().default('MEMBER'),
});

export type SessionKind = 'MEMBER' | 'STAFF';

export const authFlows = pgTable('auth_flows', {
  flowHash: text('flow_hash').primaryKey(),
  dormantLoginId: text('dormant_login_id'),
  ...lifetime(),
});

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  flowHash: text('flow_hash').notNull(),
  purpose: text('purpose').$type<'JOIN' | 'GUEST' | 'ANYID' | 'FIND_ID' | 'FIND_PWD' | 'DORMANT' | 'MOBILE'>().notNull(),
  method: text('method').$type<'SMS' | 'SIMPLE'>().notNull(),
  ...externalProvider(),
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
  ...lifetime(),
  verifiedAt: ts('verified_at'),
  consumedAt: ts('consumed_at'),
});

/** 자동 입력 방지 (0027_captcha): one challenge, checked once (used_at), good until expires_at. */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: text('id').primaryKey(),
    answer: text('answer').notNull(),
    ...lifetime(),
    usedAt: ts('used_at'),
  },
  (t) => [index('captcha_challenges_expires_at').on(t.expiresAt)],
);

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
  id: identityKey(),
  at: ts('at').notNull(),
  loginId: text('login_id'),
  ip: text('ip').notNull(),
  method: text('method').notNull(),
  result: text('result').notNull(),
});

export const withdrawals = pgTable('withdrawals', {
  id: uuidKey(),
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
