import { and, asc, eq } from 'drizzle-orm';
import { consultStaff, type InstCode, type dscsnCalls } from '@portal/contracts';
import { nowOf } from '../../clock';
import { listPage } from '../../db/list-page';
import { dscsnCyber, dscsnReservations } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { STAFF_ONLY, isEditor, staffAdmitted } from '../../kernel/principal';
import { questionOrder } from '../../kernel/question-order';
import { notifyCyber } from '../../kernel/repos/cyber';
import { memberContact } from '../../kernel/repos/members';
import { complete } from '../../kernel/repos/reservations';
import type { DscsnContext } from './context';
import { CYBER_NOT_FOUND, cyberView } from './cyber';
import { selectRsvts, toReservation } from './reservation-view';

export function staffHandlers(ctx: DscsnContext) {
  const { db } = ctx;

  return {
    staffMe: async (_req, _reply, { staff }) => {
      if (await isEditor(db, staff.memberId)) return { instCode: null, instName: null, role: 'CONTENT_EDITOR' as const };
      const s = await staffAdmitted(db, staff.memberId, consultStaff.staff);
      if (!s) throw new HttpError(403, STAFF_ONLY);
      return { instCode: s.instCode as InstCode, instName: s.instName!, role: 'CONSULT_STAFF' as const };
    },
    staffCyberList: async (_req, _reply, { query, staff: s }) => {
      const where = and(eq(dscsnCyber.instCode, s.instCode), query.status === 'ALL' ? undefined : eq(dscsnCyber.status, query.status));
      const rows = db.select().from(dscsnCyber).where(where).orderBy(...questionOrder(query.status, dscsnCyber)).$dynamic();
      return listPage(db, query, { table: dscsnCyber, where }, rows, (found) => cyberView(db, found));
    },
    staffCyber: async (_req, _reply, { params, staff: s }) => {
      const rows = await db
        .select()
        .from(dscsnCyber)
        .where(and(eq(dscsnCyber.receiptNo, params.receiptNo), eq(dscsnCyber.instCode, s.instCode)));
      // another institution's receipt is as unknown as a wrong number (its content never leaves)
      if (!rows[0]) throw new HttpError(404, CYBER_NOT_FOUND);
      return (await cyberView(db, rows))[0]!;
    },
    staffCyberAnswer: async (req, _reply, { params, body, staff: s }) => {
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
        const owner = await memberContact(tx, r.memberId);
        await notifyCyber(tx, 'CYBER_ANSWERED', u!, s.instName!, { mobileNo: owner?.mobileNo ?? null, email: owner?.email ?? null }, now);
        return u!;
      });
      return (await cyberView(db, [answered]))[0]!;
    },
    staffRsvtList: async (req, _reply, { query, staff: s }) => {
      const rows = await selectRsvts(
        db,
        and(eq(dscsnReservations.instCode, s.instCode), eq(dscsnReservations.slotDate, query.date), query.officeId ? eq(dscsnReservations.officeId, query.officeId) : undefined),
        { order: [asc(dscsnReservations.slotTime), asc(dscsnReservations.createdAt)] },
      );
      const now = nowOf(req);
      return rows.map((j) => toReservation(j, now));
    },
    staffRsvtDone: async (req, _reply, { params, staff: s }) => {
      const now = nowOf(req);
      // the rules of the day's steps (check-in, no-show, done) live in one place with the back office's desk
      await complete(db, s.instCode, params.rsvtNo, now);
      const [j] = await selectRsvts(db, and(eq(dscsnReservations.rsvtNo, params.rsvtNo), eq(dscsnReservations.instCode, s.instCode)));
      return toReservation(j!, now);
    },
  } satisfies Partial<Handlers<typeof dscsnCalls>>;
}
