import { bigint, boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { lifetime, ts } from './columns';
import { members } from './member';

// Staff sign-in with a second factor (0020_staff_auth): the authenticator of each staff account, its
// recovery codes and the half-signed-in challenges. The staff session itself is a `sessions` row of
// kind STAFF (schema/member.ts).

/** The staff account the row is of (members.id), deleted with the account. */
const staffAccount = () => uuid('member_id').references(() => members.id, { onDelete: 'cascade' });

export const staffTotp = pgTable('staff_totp', {
  memberId: staffAccount().primaryKey(),
  /** The base32 secret sealed with AES-256-GCM (kernel/field-crypto.ts), associated data `staff-totp:<member id>`. */
  secretEnc: text('secret_enc').notNull(),
  enrolledAt: ts('enrolled_at').notNull(),
  /** The last time step (unix seconds / 30) accepted: a code of it or an earlier one is refused. */
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
});

export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    memberId: staffAccount().notNull(),
    /** HMAC-SHA256 of the normalised code (never the code). */
    codeHash: text('code_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.codeHash] })],
);

export type StaffLoginStep = 'PASSWORD' | 'ENROL' | 'VERIFY';

export const staffLoginChallenges = pgTable(
  'staff_login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: staffAccount().notNull(),
    step: text('step').$type<StaffLoginStep>().notNull(),
    /** The secret shown at enrolment, sealed like staff_totp's, until the first code confirms it. */
    pendingSecretEnc: text('pending_secret_enc'),
    failedCount: integer('failed_count').notNull().default(0),
    ...lifetime(),
  },
  (t) => [index('staff_login_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * A staff account as its institution's manager keeps it (0023_staff_accounts): disabled or not, the
 * last back-office sign-in, who created it. No row: active, never signed in since the table exists.
 */
export const staffAccounts = pgTable('staff_accounts', {
  memberId: staffAccount().primaryKey(),
  createdBy: uuid('created_by').references(() => members.id),
  /** Set: the account holds no staff role (kernel/principal.ts staffMemberships) and cannot sign in at /admin/login. */
  disabledAt: ts('disabled_at'),
  disabledBy: uuid('disabled_by').references(() => members.id),
  lastSignInAt: ts('last_sign_in_at'),
  /** The authenticator enrolment code's argon2id hash (0025): issued with the account or a reset, spent by the enrolment. */
  enrolCodeHash: text('enrol_code_hash'),
  /** When the code runs out; NULL with a code: the sandbox accounts' code, which does not. */
  enrolCodeExpiresAt: ts('enrol_code_expires_at'),
  /** Set by the manager's new-account call: the first sign-in chooses a password before its second factor (0025). */
  passwordMustChange: boolean('password_must_change').notNull().default(false),
});
