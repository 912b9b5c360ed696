import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { elrcptStaff, staff } from '../../db/schema';
import { codedError } from '../../http/errors';

/**
 * Staff accounts (issue 31): consultation staff and content editors (staff) and the application
 * staff of an institution (elrcpt_staff). They open other people's records, so proving a name and a
 * birth date is never enough for them: no 간편인증/본인확인 sign-in and no password recovery by
 * identity. Their manager resets their password.
 */
export async function isStaffAccount(db: Db, memberId: string): Promise<boolean> {
  const [s] = await db.select({ id: staff.memberId }).from(staff).where(eq(staff.memberId, memberId)).limit(1);
  if (s) return true;
  const [e] = await db.select({ id: elrcptStaff.memberId }).from(elrcptStaff).where(eq(elrcptStaff.memberId, memberId)).limit(1);
  return Boolean(e);
}

export const STAFF_VERIFIED_LOGIN_MESSAGE =
  '담당자·운영자 계정은 간편인증이나 본인확인으로 로그인할 수 없습니다. 아이디와 비밀번호로 로그인해 주세요. 비밀번호를 잊었다면 소속 기관의 계정 관리자에게 재설정을 요청해 주세요.';
export const STAFF_RECOVERY_MESSAGE =
  '담당자·운영자 계정의 비밀번호는 본인확인으로 다시 정할 수 없습니다. 소속 기관의 계정 관리자에게 비밀번호 재설정을 요청해 주세요.';

/** 403 STAFF_ACCOUNT: a staff account asked for a sign-in or a password reset by identity alone. */
export const staffRefused = (message: string) => codedError(403, 'STAFF_ACCOUNT', message);
