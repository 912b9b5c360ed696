import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiCalls, type InstCode } from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { listPage } from '../../db/list-page';
import { dscsnCyber, dscsnInstitutions, dscsnReservations, members, staff } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { requirePerson, rsvtNotFound, type DscsnContext } from './context';
import { CYBER_NOT_FOUND, cyberView, notifyCyber } from './cyber';
import { selectRsvts, toReservation } from './reservation-view';
import { isEditor } from '../center/editor-auth';

export const STAFF_ONLY = '기관 상담 담당자만 쓸 수 있는 기능입니다. 담당자 계정으로 로그인해 주세요.';

/** The signed-in staff member and their institution: 401 without a session, 403 for anyone else. */
export async function requireStaff(db: Db, req: FastifyRequest) {
  const person = await requirePerson(db, req);
  const [s] = await db
    .select({ instCode: staff.instCode, role: staff.role, instName: dscsnInstitutions.name })
    .from(staff)
    .innerJoin(dscsnInstitutions, eq(dscsnInstitutions.instCode, staff.instCode))
    .where(and(eq(staff.memberId, person.memberId), eq(staff.role, 'CONSULT_STAFF')));
  // content editors (no institution) are not consultation staff
  if (!s?.instCode) throw new HttpError(403, STAFF_ONLY);
  return { person, ...s, instCode: s.instCode, role: 'CONSULT_STAFF' as const };
}

export function staffRoutes(app: FastifyInstance, ctx: DscsnContext) {
  const { db } = ctx;

  defineRoute(app, apiCalls.staffMe, async (req, reply) => {
    const person = await requirePerson(db, req);
    if (await isEditor(db, person.memberId)) return { instCode: null, instName: null, role: 'CONTENT_EDITOR' as const };
    const s = await requireStaff(db, req);
    return { instCode: s.instCode as InstCode, instName: s.instName, role: s.role };
  });

  defineRoute(app, apiCalls.staffCyberList, async (req, reply, { query }) => {
    const s = await requireStaff(db, req);
    const where = and(eq(dscsnCyber.instCode, s.instCode), query.status === 'ALL' ? undefined : eq(dscsnCyber.status, query.status));
    // the oldest waiting question first; answered ones newest first
    const rows = db.select().from(dscsnCyber).where(where).orderBy(query.status === 'WAITING' ? asc(dscsnCyber.createdAt) : desc(dscsnCyber.createdAt)).$dynamic();
    return listPage(db, query, { table: dscsnCyber, where }, rows, (found) => cyberView(db, found));
  });

  defineRoute(app, apiCalls.staffCyberAnswer, async (req, reply, { params, body }) => {
    const s = await requireStaff(db, req);
    const now = nowOf(req);
    const answered = await db.transaction(async (tx) => {
      const [r] = await tx
        .select()
        .from(dscsnCyber)
        .where(and(eq(dscsnCyber.receiptNo, params.receiptNo), eq(dscsnCyber.instCode, s.instCode)))
        .for('update');
      // another institution's receipt is as unknown as a wrong number
      if (!r) throw new HttpError(404, CYBER_NOT_FOUND);
      if (r.status === 'ANSWERED') throw new HttpError(409, '이미 답변한 상담입니다. 답변은 한 번만 등록할 수 있습니다.', undefined, { code: 'ALREADY_ANSWERED' });
      const [u] = await tx
        .update(dscsnCyber)
        .set({ status: 'ANSWERED', answer: body.answer, answeredAt: now, answeredBy: s.person.memberId })
        .where(eq(dscsnCyber.id, r.id))
        .returning();
      const [owner] = await tx.select({ mobileNo: members.mobileNo, email: members.email }).from(members).where(eq(members.id, r.memberId));
      await notifyCyber(tx, 'CYBER_ANSWERED', u!, s.instName, { mobileNo: owner?.mobileNo ?? null, email: owner?.email ?? null }, now);
      return u!;
    });
    return (await cyberView(db, [answered]))[0]!;
  });

  defineRoute(app, apiCalls.staffRsvtList, async (req, reply, { query }) => {
    const s = await requireStaff(db, req);
    const rows = await selectRsvts(
      db,
      and(eq(dscsnReservations.instCode, s.instCode), eq(dscsnReservations.slotDate, query.date), query.officeId ? eq(dscsnReservations.officeId, query.officeId) : undefined),
      { order: [asc(dscsnReservations.slotTime), asc(dscsnReservations.createdAt)] },
    );
    const now = nowOf(req);
    return rows.map((j) => toReservation(j, now));
  });

  defineRoute(app, apiCalls.staffRsvtDone, async (req, reply, { params }) => {
    const s = await requireStaff(db, req);
    const now = nowOf(req);
    await db.transaction(async (tx) => {
      const [r] = await tx
        .select()
        .from(dscsnReservations)
        .where(and(eq(dscsnReservations.rsvtNo, params.rsvtNo), eq(dscsnReservations.instCode, s.instCode)))
        .for('update');
      if (!r) throw rsvtNotFound();
      if (r.status === 'DONE') return;
      if (r.status !== 'BOOKED') throw new HttpError(409, '취소된 예약은 상담 완료로 바꿀 수 없습니다.', undefined, { code: 'NOT_CHANGEABLE' });
      if (now < r.startsAt) throw new HttpError(409, '상담 시작 시간 전에는 상담 완료로 바꿀 수 없습니다.', undefined, { code: 'NOT_STARTED' });
      // a done consultation keeps its place in the slot (booked counts BOOKED and DONE)
      await tx.update(dscsnReservations).set({ status: 'DONE', doneAt: now, updatedAt: now }).where(eq(dscsnReservations.id, r.id));
    });
    const [j] = await selectRsvts(db, and(eq(dscsnReservations.rsvtNo, params.rsvtNo), eq(dscsnReservations.instCode, s.instCode)));
    return toReservation(j!, now);
  });
}
