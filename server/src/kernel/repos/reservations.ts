import { and, eq, type SQL } from 'drizzle-orm';
import { kstDate, RSVT_METHOD_LABELS } from '@portal/contracts';
import type { Db } from '../../db/client';
import { dscsnReservations } from '../../db/schema';
import { coded } from '../errors';

// What an institution's staff do to a booking on the day (issue 34): check in a visitor, mark a
// no-show, complete the consultation. One place for the rules, shared by the consultation area's
// "done" call and the back office's desk calls. Each runs in its own transaction with the
// reservation row locked, and answers a repeat of the same step with nothing changed (a double
// click, two desks at once): the second waits for the row, then finds the step done.

type RsvtRow = typeof dscsnReservations.$inferSelect;

const RSVT_NOT_FOUND = '예약을 찾을 수 없습니다. 예약번호를 확인해 주세요.';
export const rsvtNotFound = () => coded(404, 'NOT_FOUND', RSVT_NOT_FOUND);

const refused = (code: string, message: string) => coded(409, code, message);

/**
 * The reservation with this number locked for a change in this transaction, if it is also `whose`
 * (the institution's, the member's); 404 otherwise, as for a wrong number.
 */
export async function lockRsvt(tx: Db, rsvtNo: string, whose: SQL): Promise<RsvtRow> {
  const [r] = await tx
    .select()
    .from(dscsnReservations)
    .where(and(eq(dscsnReservations.rsvtNo, rsvtNo), whose))
    .for('update');
  if (!r) throw rsvtNotFound();
  return r;
}

const when = (r: RsvtRow) => `${r.slotDate} ${r.slotTime}`;

/** Why a step cannot be taken from a final status (취소, 상담완료), or null. */
function finalStatus(r: RsvtRow, step: string): Error | null {
  if (r.status === 'CANCELLED') return refused('NOT_CHANGEABLE', `취소된 예약(${when(r)})입니다. ${step}할 수 없습니다. 필요하면 새로 예약하도록 안내해 주세요.`);
  if (r.status === 'DONE') return refused('NOT_CHANGEABLE', `이미 상담을 마친 예약(${when(r)})입니다. ${step}할 수 없습니다.`);
  return null;
}

/** A step on a booking in one transaction: `decide` throws a refusal, returns null (already so) or the change to write. */
async function step(db: Db, instCode: string, rsvtNo: string, decide: (r: RsvtRow) => Partial<RsvtRow> | null): Promise<void> {
  await db.transaction(async (tx) => {
    const r = await lockRsvt(tx, rsvtNo, eq(dscsnReservations.instCode, instCode));
    const change = decide(r);
    if (change) await tx.update(dscsnReservations).set(change).where(eq(dscsnReservations.id, r.id));
  });
}

/**
 * Check-in at the desk (방문 확인): a visit of today, booked or marked no-show (a visitor who came
 * late). Already checked in: nothing changes.
 */
export function checkIn(db: Db, instCode: string, rsvtNo: string, now: Date): Promise<void> {
  return step(db, instCode, rsvtNo, (r) => {
    if (r.status === 'CHECKED_IN') return null;
    const final = finalStatus(r, '방문 확인을');
    if (final) throw final;
    if (r.method !== 'VISIT') {
      throw refused('NOT_VISIT', `이 예약은 ${RSVT_METHOD_LABELS[r.method]} 예약입니다. 방문 확인은 방문상담 예약만 합니다.`);
    }
    if (r.slotDate !== kstDate(now)) {
      throw refused(
        'NOT_TODAY',
        `이 예약은 ${when(r)} 방문 예약입니다. 방문 확인은 예약한 날 당일에만 할 수 있습니다. ${r.slotDate > kstDate(now) ? '예약한 날 다시 확인해 주세요.' : '지난 예약은 확인할 수 없습니다.'}`,
      );
    }
    return { status: 'CHECKED_IN', checkedInAt: now, noShowAt: null, updatedAt: now };
  });
}

/** No-show (미방문): a booking nobody came for, after its start. Already a no-show: nothing changes. The place stays taken (the time is past). */
export function markNoShow(db: Db, instCode: string, rsvtNo: string, now: Date): Promise<void> {
  return step(db, instCode, rsvtNo, (r) => {
    if (r.status === 'NO_SHOW') return null;
    const final = finalStatus(r, '미방문으로 표시');
    if (final) throw final;
    if (r.status === 'CHECKED_IN') throw refused('NOT_CHANGEABLE', `방문 확인된 예약(${when(r)})입니다. 미방문으로 표시할 수 없습니다.`);
    if (now < r.startsAt) {
      throw refused('NOT_STARTED', `상담 시작 시간(${when(r)}) 전에는 미방문으로 표시할 수 없습니다. 시작 시간이 지난 뒤에 다시 표시해 주세요.`);
    }
    return { status: 'NO_SHOW', noShowAt: now, updatedAt: now };
  });
}

/**
 * Consultation done (상담 완료): a booking or a checked-in visit, after its start. Already done:
 * nothing changes. A done consultation keeps its place in the slot.
 */
export function complete(db: Db, instCode: string, rsvtNo: string, now: Date): Promise<void> {
  return step(db, instCode, rsvtNo, (r) => {
    if (r.status === 'DONE') return null;
    if (r.status === 'CANCELLED') throw refused('NOT_CHANGEABLE', '취소된 예약은 상담 완료로 바꿀 수 없습니다.');
    if (r.status === 'NO_SHOW') throw refused('NOT_CHANGEABLE', `미방문으로 표시한 예약(${when(r)})입니다. 찾아왔다면 먼저 방문 확인을 한 뒤 상담 완료로 바꿔 주세요.`);
    if (now < r.startsAt) throw refused('NOT_STARTED', '상담 시작 시간 전에는 상담 완료로 바꿀 수 없습니다.');
    return { status: 'DONE', doneAt: now, updatedAt: now };
  });
}
