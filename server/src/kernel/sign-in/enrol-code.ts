// Authenticator enrolment codes (issue 34, 0025): the institution manager's new-account and
// authenticator-reset calls issue one, shown once and handed over in person; the sign-in's enrolment
// asks for it before it shows a QR code, and spends it when the app is registered. So a password
// that leaked (or the manager's own knowledge of an initial password) never registers an app alone.
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { STAFF_ENROL_CODE_DAYS } from '@portal/contracts';
import type { Db } from '../../db/client';
import { staffAccounts } from '../../db/schema';
import { hashPassword, verifyPassword } from './password';

/** Crockford's base32 (no I, L, O, U): 5 bits a character. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A one-time code of 10 characters (50 bits), shown as XXXXX-XXXXX: recovery and enrolment codes. */
export function newOneTimeCode(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** A code as typed: upper case, no spaces or dashes, the letters people confuse with digits read as the digits. */
export function normaliseOneTimeCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** The enrolment code's stored form (argon2id of the normalised code). */
export const enrolCodeHash = (code: string) => hashPassword(normaliseOneTimeCode(code));

/** Gives the account a new enrolment code (the old one is void), in `db` (a transaction or not); returns it as shown. */
export async function issueEnrolCode(db: Db, memberId: string, now: Date): Promise<{ enrolCode: string; enrolCodeExpiresAt: string }> {
  const enrolCode = newOneTimeCode();
  const expiresAt = new Date(now.getTime() + STAFF_ENROL_CODE_DAYS * 86_400_000);
  await keepEnrolCode(db, memberId, await enrolCodeHash(enrolCode), expiresAt);
  return { enrolCode, enrolCodeExpiresAt: expiresAt.toISOString() };
}

/** Stores a code's hash for the account (expiresAt null: it does not run out, the sandbox accounts'). */
export async function keepEnrolCode(db: Db, memberId: string, hash: string, expiresAt: Date | null) {
  const set = { enrolCodeHash: hash, enrolCodeExpiresAt: expiresAt };
  await db.insert(staffAccounts).values({ memberId, ...set }).onConflictDoUpdate({ target: staffAccounts.memberId, set });
}

/** Is `code` the account's live enrolment code? NONE: no code was issued, or it ran out. */
export async function checkEnrolCode(db: Db, memberId: string, code: string, now: Date): Promise<'OK' | 'BAD' | 'NONE'> {
  const [row] = await db
    .select({ hash: staffAccounts.enrolCodeHash, expiresAt: staffAccounts.enrolCodeExpiresAt })
    .from(staffAccounts)
    .where(eq(staffAccounts.memberId, memberId));
  if (!row?.hash || (row.expiresAt && row.expiresAt <= now)) return 'NONE';
  return (await verifyPassword(normaliseOneTimeCode(code), row.hash)) ? 'OK' : 'BAD';
}

/** The enrolment is done: the code is spent. */
export async function spendEnrolCode(db: Db, memberId: string) {
  await db.update(staffAccounts).set({ enrolCodeHash: null, enrolCodeExpiresAt: null }).where(eq(staffAccounts.memberId, memberId));
}
