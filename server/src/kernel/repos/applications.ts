// Electronic applications as two areas read them: the citizen's own (elrcpt, prdoc) and the
// institution officer's (elrcpt staff, prdoc staff review).
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { elrcptApplications } from '../../db/schema';
import { coded } from '../errors';

export type AplyRow = typeof elrcptApplications.$inferSelect;

const APLY_NOT_FOUND = '신청서를 찾을 수 없습니다. 신청번호를 확인해 주세요.';
export const aplyNotFound = () => coded(404, 'NOT_FOUND', APLY_NOT_FOUND);
export const notAllowed = (message: string) => coded(409, 'NOT_ALLOWED', message);

/** The neutral notice of the victims' forms: never the case, the institution or its victim service. */
export const NEUTRAL_NOTICE = '[법률구조 플랫폼] 신청하신 건의 진행 상황이 바뀌었습니다. 마이페이지에서 확인해 주십시오.';

/** The member's own application (404 for anyone else's and for unknown numbers alike). */
export async function ownAply(db: Db, memberId: string, aplyNo: string, lock = false): Promise<AplyRow> {
  const q = db.select().from(elrcptApplications).where(and(eq(elrcptApplications.aplyNo, aplyNo), eq(elrcptApplications.memberId, memberId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw aplyNotFound();
  return row;
}

/** An application of the staff member's institution, never a draft; another institution's reads like a missing one (404). */
export async function instAply(tx: Db, instCode: string, aplyNo: string, lock = false): Promise<AplyRow> {
  const q = tx
    .select()
    .from(elrcptApplications)
    .where(and(eq(elrcptApplications.aplyNo, aplyNo), eq(elrcptApplications.instCode, instCode), ne(elrcptApplications.status, 'DRAFT')));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw aplyNotFound();
  return row;
}
