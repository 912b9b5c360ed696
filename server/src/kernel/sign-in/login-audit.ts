// The append-only login audit: one row per sign-in attempt, citizen (member module) or staff (admin module).
import type { FastifyRequest } from 'fastify';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { loginAudit } from '../../db/schema';

export type AuditResult =
  | 'OK'
  | 'PASSWORD_CHANGE_DUE'
  | 'DORMANT'
  | 'FAIL'
  | 'DELAYED'
  | 'KEY_EXPIRED'
  | 'RATE_LIMITED'
  | 'NO_MEMBER'
  | 'NOT_VERIFIED'
  /** A staff account asked to sign in by identity (간편인증) or to reset its password by identity. */
  | 'STAFF_REFUSED'
  /** The back office's first step: a right password of an account that is no staff member. */
  | 'NOT_STAFF'
  /** The back office's first step: a right password of a staff account its manager disabled. */
  | 'DISABLED'
  /** The back office's second step: a wrong authenticator, recovery or enrolment code, or a code already used. */
  | 'TOTP_FAIL'
  /** Enrolment asked of an account with no live enrolment code (none issued, or it ran out). */
  | 'NO_ENROL_CODE';

/** One row of the append-only login audit (time, login id, client address, method, result). */
export async function audit(ctx: { db: Db }, req: FastifyRequest, loginId: string | null, method: string, result: AuditResult) {
  await ctx.db.insert(loginAudit).values({ at: nowOf(req), loginId: loginId?.slice(0, 64) ?? null, ip: req.ip, method, result });
}
