import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CHANGE_DEADLINE_MINUTES, RSVT_ACTIVE_STATUSES, RSVT_STATUS_LABELS, dateProblem, slotStart, type HolidayLookup, type Reservation, type RsvtMethod, type dscsnCalls } from '@portal/contracts';
import { enqueueNotification } from '../../adapters/notify/outbox';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { dscsnReservations, dscsnSlots, dscsnTicketCounters, type NotifyKind } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { coded, pgError } from '../../kernel/errors';
import { holidaysOf } from '../../kernel/holidays';
import { lockOfficeDays, placesIn, planOf } from '../../kernel/office-schedule';
import { WRITE_LIMIT, perSession } from '../../kernel/limits';
import { recordNo } from '../../kernel/records';
import { memberContact } from '../../kernel/repos/members';
import { bookableOffice, planProblem, type OfficeRow } from './catalog';
import { lockRsvt, rsvtNotFound } from '../../kernel/repos/reservations';
import { dateLabel, kstDateTime, slotFull, type DscsnContext } from './context';
import { methodLabel, selectRsvts, slotEnd, toReservation, type RsvtJoined, type RsvtRow } from './reservation-view';

const DUPLICATE_DAY_MESSAGE = '같은 기관에 같은 날 잡아 둔 예약이 이미 있습니다. 한 사람은 한 기관에 하루 한 번만 예약할 수 있습니다. 마이페이지에서 기존 예약의 시간을 바꾸거나 다른 날을 골라 주세요.';
const duplicateDay = () => coded(409, 'DUPLICATE_DAY', DUPLICATE_DAY_MESSAGE, 'date');
const tooLate = () =>
  coded(409, 'TOO_LATE', `예약 시간 ${CHANGE_DEADLINE_MINUTES / 60}시간 전이 지나 바꾸거나 취소할 수 없습니다. 사무소에 전화로 알려 주세요.`);
const notChangeable = (status: RsvtRow['status']) =>
  coded(
    409,
    'NOT_CHANGEABLE',
    status === 'CANCELLED'
      ? '취소된 예약은 바꿀 수 없습니다. 새로 예약해 주세요.'
      : status === 'DONE'
        ? '상담이 끝난 예약은 바꾸거나 취소할 수 없습니다.'
        : `${RSVT_STATUS_LABELS[status]} 상태의 예약은 바꾸거나 취소할 수 없습니다. 사무소에 전화로 알려 주세요.`,
  );

/**
 * Takes one place in a slot that holds `places` by the day's plan (read under the day's lock); the
 * slot row is made on first use and its capacity follows the plan (never below what it holds). False
 * when the slot is full.
 */
async function takePlace(tx: Db, officeId: string, method: RsvtMethod, date: string, time: string, places: number): Promise<boolean> {
  await tx
    .insert(dscsnSlots)
    .values({ officeId, method, slotDate: date, slotTime: time, capacity: places, booked: 0 })
    .onConflictDoUpdate({
      target: [dscsnSlots.officeId, dscsnSlots.method, dscsnSlots.slotDate, dscsnSlots.slotTime],
      set: { capacity: sql`greatest(excluded.capacity, ${dscsnSlots.booked})` },
    });
  // the row lock makes concurrent bookings of one slot wait here and re-check "booked < capacity"
  const took = await tx
    .update(dscsnSlots)
    .set({ booked: sql`${dscsnSlots.booked} + 1` })
    .where(
      and(
        eq(dscsnSlots.officeId, officeId),
        eq(dscsnSlots.method, method),
        eq(dscsnSlots.slotDate, date),
        eq(dscsnSlots.slotTime, time),
        sql`${dscsnSlots.booked} < ${dscsnSlots.capacity}`,
      ),
    )
    .returning({ booked: dscsnSlots.booked });
  return took.length > 0;
}

/** The places of the slot by the office's schedule, or 400 naming the field when the schedule refuses the date or time. */
async function checkPlan(db: Db, office: OfficeRow, method: RsvtMethod, date: string, time: string, holidays: HolidayLookup): Promise<number> {
  const plan = await planOf(db, office, date, holidays);
  const problem = planProblem(plan, method, office.name);
  if (problem) throw coded(400, 'NOT_BOOKABLE_DATE', problem, 'date');
  if (!plan.times.includes(time)) {
    throw coded(400, 'NOT_BOOKABLE_TIME', `${date}에 ${office.name}은(는) ${plan.firstSlot}부터 ${plan.lastSlot}까지만 상담합니다. ${time}이 아닌 다른 시간을 골라 주세요.`, 'time');
  }
  return placesIn(plan, method, time);
}

/**
 * Inside the booking's transaction: the day's schedule lock (shared: a schedule change of that day
 * waits, or is waited for), the plan read again, then the place taken. A change the manager made
 * meanwhile is honoured: no place, no booking.
 */
async function takePlannedPlace(tx: Db, office: OfficeRow, method: RsvtMethod, date: string, time: string, holidays: HolidayLookup): Promise<void> {
  await lockOfficeDays(tx, office.officeId, [date], 'shared');
  const places = placesIn(await planOf(tx, office, date, holidays), method, time);
  if (places === 0) throw coded(409, 'SCHEDULE_CHANGED', `방금 ${office.name}의 상담 일정이 바뀌어 ${date} ${time}에는 예약을 받지 않습니다. 다른 날짜나 시간을 골라 주세요.`, 'time');
  if (!(await takePlace(tx, office.officeId, method, date, time, places))) throw slotFull();
}

async function freePlace(tx: Db, r: Pick<RsvtRow, 'officeId' | 'method' | 'slotDate' | 'slotTime'>): Promise<void> {
  await tx
    .update(dscsnSlots)
    .set({ booked: sql`greatest(${dscsnSlots.booked} - 1, 0)` })
    .where(
      and(
        eq(dscsnSlots.officeId, r.officeId),
        eq(dscsnSlots.method, r.method),
        eq(dscsnSlots.slotDate, r.slotDate),
        eq(dscsnSlots.slotTime, r.slotTime),
      ),
    );
}

/** The next check-in ticket number of an office's day (handed out once, in booking order). */
async function nextTicket(tx: Db, officeId: string, date: string): Promise<number> {
  const [row] = await tx
    .insert(dscsnTicketCounters)
    .values({ officeId, slotDate: date, lastNo: 1 })
    .onConflictDoUpdate({
      target: [dscsnTicketCounters.officeId, dscsnTicketCounters.slotDate],
      set: { lastNo: sql`${dscsnTicketCounters.lastNo} + 1` },
    })
    .returning({ lastNo: dscsnTicketCounters.lastNo });
  return row!.lastNo;
}

const KIND_TITLES: Record<Extract<NotifyKind, `RSVT_${string}`>, string> = {
  RSVT_BOOKED: '상담 예약이 완료되었습니다',
  RSVT_CHANGED: '상담 예약 시간이 바뀌었습니다',
  RSVT_CANCELLED: '상담 예약이 취소되었습니다',
};

/**
 * The notice of a booking, change or cancellation, queued in the same transaction (no names in it).
 * It goes to the account's own contacts only — the mobile number stored on the member or guest row,
 * which is always a verified one, and the account's e-mail — never to the applicant number or
 * address typed in the form (those stay on the reservation for the institution's staff): otherwise
 * anyone could make the portal text a third party.
 */
async function notifyRsvt(tx: Db, kind: keyof typeof KIND_TITLES, j: RsvtJoined, r: RsvtRow, now: Date) {
  const title = KIND_TITLES[kind];
  const text = `[법률구조 플랫폼] ${title}. ${j.instName} ${j.officeName} ${methodLabel(r.method)} ${dateLabel(r.slotDate)} ${r.slotTime}, 예약번호 ${r.rsvtNo}. 자세한 내용은 마이페이지 > 나의 상담 예약에서 확인해 주세요.`;
  const owner = await memberContact(tx, r.memberId);
  await enqueueNotification(tx, { kind, ref: r.rsvtNo, mobileNo: owner?.mobileNo || null, email: owner?.email || null, text, subject: title }, now);
}

async function ownRsvt(db: Db, memberId: string, rsvtNo: string): Promise<RsvtJoined> {
  const [j] = await selectRsvts(db, and(eq(dscsnReservations.rsvtNo, rsvtNo), eq(dscsnReservations.memberId, memberId)));
  if (!j) throw rsvtNotFound();
  return j;
}

/** Locks the member's reservation row for a change in this transaction (404 for anyone else's). */
const lockOwn = (tx: Db, memberId: string, rsvtNo: string) => lockRsvt(tx, rsvtNo, eq(dscsnReservations.memberId, memberId));

const deadlinePassed = (r: RsvtRow, now: Date) => now.getTime() >= r.startsAt.getTime() - CHANGE_DEADLINE_MINUTES * 60_000;

/** Maps unique violations of a booking transaction to the person's answer. */
function mapConflict(error: unknown): never {
  if (error instanceof HttpError) throw error;
  const pg = pgError(error);
  if (pg.code === '23505' && pg.constraint === 'dscsn_reservations_person_day_uq') throw duplicateDay();
  if (pg.code === '23514' && pg.constraint === 'dscsn_slots_within_capacity') throw slotFull();
  throw error;
}

export function bookingHandlers(ctx: DscsnContext) {
  const { db } = ctx;

  return {
    dscsnRsvt: {
      options: WRITE_LIMIT(60),
      // a refusal may be caused by this very request's twin (a double click that committed in the meantime): defineRoute answers the twin's answer then
      handler: async (req, reply, { body, person, write }): Promise<Reservation> => {
        const office = await bookableOffice(db, body.officeId, body.method, 400);
        const now = nowOf(req);
        const holidays = await holidaysOf(db);
        const problem = dateProblem(body.date, now, holidays);
        if (problem) throw coded(400, 'NOT_BOOKABLE_DATE', problem, 'date');
        const places = await checkPlan(db, office, body.method, body.date, body.time, holidays);
        const startsAt = slotStart(body.date, body.time);

        // friendly answer first; the partial unique index decides under concurrency
        const [same] = await db
          .select({ id: dscsnReservations.id })
          .from(dscsnReservations)
          .where(
            and(
              eq(dscsnReservations.personKey, person.personKey),
              eq(dscsnReservations.instCode, office.instCode),
              eq(dscsnReservations.slotDate, body.date),
              inArray(dscsnReservations.status, RSVT_ACTIVE_STATUSES),
            ),
          );
        if (same) throw duplicateDay();
        // a slot already full answers at once, without a transaction; the conditional UPDATE decides the rest
        const [slot] = await db
          .select({ booked: dscsnSlots.booked })
          .from(dscsnSlots)
          .where(and(eq(dscsnSlots.officeId, office.officeId), eq(dscsnSlots.method, body.method), eq(dscsnSlots.slotDate, body.date), eq(dscsnSlots.slotTime, body.time)));
        if (slot && slot.booked >= places) throw slotFull();

        const booked = await write(async (tx) => {
          await takePlannedPlace(tx, office, body.method, body.date, body.time, holidays);
          const [r] = await tx
            .insert(dscsnReservations)
            .values({
              rsvtNo: recordNo('R', body.date),
              memberId: person.memberId,
              personKey: person.personKey,
              instCode: office.instCode,
              officeId: office.officeId,
              method: body.method,
              slotDate: body.date,
              slotTime: body.time,
              startsAt,
              field: body.field,
              summary: body.summary,
              applicantName: body.applicant.name,
              applicantMobile: body.applicant.mobileNo,
              applicantEmail: body.applicant.email ?? '',
              accessCode: body.method === 'VIDEO' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : null,
              ticketNo: body.method === 'VISIT' ? await nextTicket(tx, office.officeId, body.date) : null,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          const [j] = await selectRsvts(tx, eq(dscsnReservations.id, r!.id));
          await notifyRsvt(tx, 'RSVT_BOOKED', j!, r!, now);
          return toReservation(j!, now);
        }).catch(mapConflict);
        reply.code(201);
        return booked;
      },
    },
    myRsvtList: async (req, _reply, { query, person }) => {
      const where = and(eq(dscsnReservations.memberId, person.memberId), query.status === 'ALL' ? undefined : eq(dscsnReservations.status, query.status));
      const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(dscsnReservations).where(where);
      const rows = await selectRsvts(db, where, {
        order: [desc(dscsnReservations.startsAt), desc(dscsnReservations.createdAt)],
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const now = nowOf(req);
      return { items: rows.map((j) => toReservation(j, now)), page: query.page, pageSize: query.pageSize, total: Number(n) };
    },
    myRsvt: async (req, _reply, { params, person }) => {
      return toReservation(await ownRsvt(db, person.memberId, params.rsvtNo), nowOf(req));
    },
    myRsvtCancel: async (req, _reply, { params, body, person }) => {
      const now = nowOf(req);
      const reason = body?.reason ?? '';
      await db.transaction(async (tx) => {
        const r = await lockOwn(tx, person.memberId, params.rsvtNo);
        if (r.status === 'CANCELLED') return; // already cancelled: same answer, nothing changes
        if (r.status !== 'BOOKED') throw notChangeable(r.status);
        if (deadlinePassed(r, now)) throw tooLate();
        const [c] = await tx
          .update(dscsnReservations)
          .set({ status: 'CANCELLED', cancelledAt: now, cancelReason: reason || null, updatedAt: now })
          .where(eq(dscsnReservations.id, r.id))
          .returning();
        await freePlace(tx, r);
        const [j] = await selectRsvts(tx, eq(dscsnReservations.id, r.id));
        await notifyRsvt(tx, 'RSVT_CANCELLED', j!, c!, now);
      });
      return toReservation(await ownRsvt(db, person.memberId, params.rsvtNo), now);
    },
    myRsvtTimeChange: async (req, _reply, { params, body, person, write }): Promise<Reservation> => {
      const now = nowOf(req);
      const current = await ownRsvt(db, person.memberId, params.rsvtNo); // 404 before anything about dates
      const holidays = await holidaysOf(db);
      const problem = dateProblem(body.date, now, holidays);
      if (problem) throw coded(400, 'NOT_BOOKABLE_DATE', problem, 'date');
      if (current.r.slotDate === body.date && current.r.slotTime === body.time) {
        throw coded(400, 'SAME_TIME', '지금 예약과 같은 날짜·시간입니다. 다른 시간을 골라 주세요.', 'time');
      }
      const office = await bookableOffice(db, current.r.officeId, current.r.method, 400);
      await checkPlan(db, office, current.r.method, body.date, body.time, holidays);
      const startsAt = slotStart(body.date, body.time);
      return write(async (tx) => {
        const r = await lockOwn(tx, person.memberId, params.rsvtNo);
        if (r.status !== 'BOOKED') throw notChangeable(r.status);
        if (deadlinePassed(r, now)) throw tooLate();
        // slot rows in one order (date, time) in every transaction, so two changes never deadlock
        const steps = [
          { at: `${body.date} ${body.time}`, run: () => takePlannedPlace(tx, office, r.method, body.date, body.time, holidays) },
          { at: `${r.slotDate} ${r.slotTime}`, run: () => freePlace(tx, r) },
        ].sort((a, b) => a.at.localeCompare(b.at));
        for (const s of steps) await s.run();
        const ticketNo = r.method === 'VISIT' ? (r.slotDate === body.date ? r.ticketNo : await nextTicket(tx, r.officeId, body.date)) : null;
        const [u] = await tx
          .update(dscsnReservations)
          .set({ slotDate: body.date, slotTime: body.time, startsAt, ticketNo, updatedAt: now })
          .where(eq(dscsnReservations.id, r.id))
          .returning();
        const [j] = await selectRsvts(tx, eq(dscsnReservations.id, r.id));
        await notifyRsvt(tx, 'RSVT_CHANGED', j!, u!, now);
        return toReservation(j!, now);
      }).catch(mapConflict);
    },
    dscsnVideoEnter: {
      options: {
        config: {
          // guessing access codes: 20 tries per 10 minutes per session (or address without one)
          rateLimit: {
            max: 20,
            timeWindow: 10 * 60_000,
            keyGenerator: perSession,
          },
        },
      },
      handler: async (req, _reply, { body, person }) => {
        const wrong = () => coded(404, 'NOT_FOUND', '예약번호 또는 접속번호가 맞지 않습니다. 예약 완료 화면이나 마이페이지의 예약번호와 접속번호 6자리를 확인해 주세요.');
        const [j] = await selectRsvts(db, and(eq(dscsnReservations.rsvtNo, body.rsvtNo), eq(dscsnReservations.memberId, person.memberId)));
        if (!j || j.r.method !== 'VIDEO' || j.r.accessCode !== body.accessCode) throw wrong();
        const r = j.r;
        if (r.status === 'CANCELLED') throw coded(409, 'NOT_CHANGEABLE', '취소된 예약입니다. 화상 상담실에 입장할 수 없습니다.');
        if (r.status === 'DONE') throw coded(409, 'NOT_CHANGEABLE', '이미 끝난 상담입니다. 화상 상담실에 입장할 수 없습니다.');
        if (r.status === 'NO_SHOW') throw coded(409, 'NOT_CHANGEABLE', '상담 시간에 접속하지 않아 미방문으로 처리된 예약입니다. 기관에 전화로 문의해 주세요.');
        const now = nowOf(req);
        const opensAt = new Date(r.startsAt.getTime() - 10 * 60_000);
        const closesAt = slotEnd(r.startsAt);
        if (now < opensAt) {
          throw coded(409, 'NOT_OPEN', `화상 상담실은 ${kstDateTime(opensAt)}(상담 시작 10분 전)부터 입장할 수 있습니다. 그때 다시 입장해 주세요.`);
        }
        if (now >= closesAt) throw coded(409, 'CLOSED', `상담 시간(${kstDateTime(r.startsAt)}~${kstDateTime(closesAt).slice(11)})이 끝나 입장할 수 없습니다.`);
        const room = await ctx.video.room({ rsvtNo: r.rsvtNo, instCode: r.instCode, startsAt: r.startsAt, endsAt: closesAt });
        return { rsvtNo: r.rsvtNo, roomName: room.roomName, roomUrl: room.roomUrl, opensAt: opensAt.toISOString(), closesAt: closesAt.toISOString(), sandbox: ctx.video.sandbox };
      },
    },
  } satisfies Partial<Handlers<typeof dscsnCalls>>;
}

