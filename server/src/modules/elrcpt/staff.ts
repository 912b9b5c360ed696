import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ELRCPT_INST_CODES, ELRCPT_STATUS, OPEN_STATUSES, apiCalls, canMove, type ElrcptInst } from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { listPage } from '../../db/list-page';
import { elrcptAccessLog, elrcptApplications, elrcptStaff, elrcptSupplements, staff } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { requirePerson } from '../dscsn/context';
import { claim, remember, replay, replayAfterRace, startIdempotent } from '../dscsn/idempotency';
import { STAFF_ONLY, requireStaff } from '../dscsn/staff';
import { instAply, notAllowed, type AplyRow, type ElrcptContext } from './context';
import { move } from './lifecycle';
import { applicantName, toApplication, toSummary } from './view';

const ELRCPT_STAFF_ONLY = '기관 전자접수 담당자만 쓸 수 있는 기능입니다. 담당자 계정으로 로그인해 주세요.';

/**
 * The signed-in staff member of an institution that takes applications: the staff of LEGALAID
 * (elrcpt_staff, not consultation staff) or a consultation staff member of KLAC, LHM, LQA or KCAB.
 * 401 without a session, 403 for anyone else.
 */
export async function requireElrcptStaff(db: Db, req: FastifyRequest): Promise<{ memberId: string; instCode: ElrcptInst }> {
  const person = await requirePerson(db, req);
  const instCode = await elrcptStaffInst(db, person.memberId);
  if (instCode) return { memberId: person.memberId, instCode };
  throw new HttpError(403, ELRCPT_STAFF_ONLY);
}

/** The institution whose applications this member handles as staff, or null. */
export async function elrcptStaffInst(db: Db, memberId: string): Promise<ElrcptInst | null> {
  const [own] = await db.select({ instCode: elrcptStaff.instCode }).from(elrcptStaff).where(eq(elrcptStaff.memberId, memberId));
  if (own) return own.instCode as ElrcptInst;
  const [s] = await db.select({ instCode: staff.instCode }).from(staff).where(and(eq(staff.memberId, memberId), eq(staff.role, 'CONSULT_STAFF')));
  return s?.instCode && (ELRCPT_INST_CODES as readonly string[]).includes(s.instCode) ? (s.instCode as ElrcptInst) : null;
}

/** The guard of `access: 'staff'` calls: consultation staff, or the staff of an institution that only takes applications. */
export async function requireAnyStaff(db: Db, req: FastifyRequest): Promise<unknown> {
  try {
    return await requireStaff(db, req);
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 403)) throw error;
    try {
      return await requireElrcptStaff(db, req);
    } catch {
      throw new HttpError(403, STAFF_ONLY);
    }
  }
}

export function staffElrcptRoutes(app: FastifyInstance, ctx: ElrcptContext) {
  const { db, rrnKey } = ctx;

  const log = (tx: Db, staffMemberId: string, aplyNos: string[], action: 'LIST' | 'READ' | 'MOVE', at: Date) =>
    aplyNos.length ? tx.insert(elrcptAccessLog).values(aplyNos.map((aplyNo) => ({ staffMemberId, aplyNo, action, at }))) : Promise.resolve();

  const staffView = async (tx: Db, r: AplyRow) => ({ ...(await toApplication(tx, rrnKey, r)), applicantName: applicantName(r) });

  defineRoute(app, apiCalls.staffElrcptList, async (req, reply, { query }) => {
    const s = await requireElrcptStaff(db, req);
    const status: SQL =
      query.status === 'OPEN'
        ? inArray(elrcptApplications.status, [...OPEN_STATUSES])
        : query.status === 'ALL'
          ? ne(elrcptApplications.status, 'DRAFT')
          : // drafts are the citizen's own: never listed
            and(eq(elrcptApplications.status, query.status as AplyRow['status']), ne(elrcptApplications.status, 'DRAFT'))!;
    const where = and(eq(elrcptApplications.instCode, s.instCode), status);
    const rows = db.select().from(elrcptApplications).where(where).orderBy(desc(elrcptApplications.submittedAt), desc(elrcptApplications.aplyNo)).$dynamic();
    return listPage(db, query, { table: elrcptApplications, where }, rows, async (found) => {
      await log(db, s.memberId, found.map((r) => r.aplyNo), 'LIST', nowOf(req));
      return found.map((r) => ({ ...toSummary(r), applicantName: applicantName(r) }));
    });
  });

  defineRoute(app, apiCalls.staffElrcpt, async (req, reply, { params }) => {
    const s = await requireElrcptStaff(db, req);
    const row = await instAply(db, s.instCode, params.aplyNo);
    await log(db, s.memberId, [row.aplyNo], 'READ', nowOf(req));
    return staffView(db, row);
  });

  defineRoute(app, apiCalls.staffElrcptMove, async (req, reply, { params, body, headers }) => {
    const s = await requireElrcptStaff(db, req);
    type Answer = Awaited<ReturnType<typeof staffView>>;
    const { key, hash, earlier } = await startIdempotent<Answer>(db, req, reply, 'ELRCPT_MOVE', headers, { aplyNo: params.aplyNo, ...body });
    if (earlier) return earlier;
    await instAply(db, s.instCode, params.aplyNo); // 404 first
    const now = nowOf(req);
    try {
      const result = await db.transaction(async (tx) => {
        if (!(await claim(tx, s.memberId, 'ELRCPT_MOVE', key, hash, now))) return null;
        const row = await instAply(tx, s.instCode, params.aplyNo, true);
        if (!canMove(row.status, body.to, 'staff')) throw notAllowed(`지금 상태(${ELRCPT_STATUS[row.status]})에서는 ${ELRCPT_STATUS[body.to]}(으)로 바꿀 수 없습니다. 처리 순서: 신청 → 접수 → 심사 → 보완요청·구조결정·기각.`);
        const message = body.message || null;
        if (body.to === 'SUPPLEMENT_REQUESTED') await tx.insert(elrcptSupplements).values({ aplyId: row.id, request: message!, requestedAt: now, requestedBy: s.memberId });
        const decided = body.to === 'AIDED' || body.to === 'REJECTED';
        const moved = await move(tx, row, body.to, { kind: 'staff', id: s.memberId }, message, now, decided ? { decidedAt: now } : {});
        await log(tx, s.memberId, [row.aplyNo], 'MOVE', now);
        const answer = await staffView(tx, moved);
        await remember(tx, s.memberId, 'ELRCPT_MOVE', key, answer);
        return answer;
      });
      if (!result) return replayAfterRace<Answer>(db, reply, s.memberId, 'ELRCPT_MOVE', key, hash);
      return result;
    } catch (error) {
      const twin = await replay<Answer>(db, reply, s.memberId, 'ELRCPT_MOVE', key, hash);
      if (twin) return twin;
      throw error;
    }
  });
}
