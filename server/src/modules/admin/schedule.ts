import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  BOOKING_DAYS_AHEAD,
  RSVT_METHOD_LABELS,
  RSVT_METHODS,
  SCHEDULE_WEEKDAYS,
  SLOT_TIMES,
  WEEKDAY_LABELS,
  addDays,
  kstDate,
  maskMobile,
  maskName,
  weekday,
  type AffectedBooking,
  type DeskRsvt,
  type HolidayLookup,
  type RsvtMethod,
  type ScheduleApplied,
  type ScheduleDay,
  type ScheduleDayInput,
  type ScheduleMonth,
  type adminScheduleCalls,
} from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { dscsnOfficeDays, dscsnOfficeHours, dscsnOffices, dscsnReservations } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { holidaysOf } from '../../kernel/holidays';
import type { ModuleContext } from '../../kernel/module';
import { loadOfficeSchedule, lockOfficeDays, officeCapacity, planDay, weekdayHours, type DayPlan, type DayRow, type OfficeRow, type OfficeSchedule } from '../../kernel/office-schedule';
import { checkIn, markNoShow, rsvtNotFound } from '../../kernel/repos/reservations';

// Office scheduling and the desk (issue 34): a manager sets a month of an office's schedule in one
// transaction, refused (nothing saved) when a booked citizen would lose their slot; consultation
// officers and managers see a day's bookings and check visitors in or mark no-shows. Completing a
// consultation is the consultation area's call (kernel/repos/reservations.ts holds the rules of all three).

type RsvtRow = typeof dscsnReservations.$inferSelect;

const OFFICE_NOT_FOUND = '사무소를 찾을 수 없습니다. 담당 기관의 사무소를 다시 골라 주세요.';

/** An office of the staff member's institution; 404 for any other (another institution's is as unknown as a wrong id). */
async function ownOffice(db: Db, instCode: string, officeId: string): Promise<OfficeRow> {
  const [o] = await db
    .select()
    .from(dscsnOffices)
    .where(and(eq(dscsnOffices.officeId, officeId), eq(dscsnOffices.instCode, instCode), eq(dscsnOffices.useYn, true)));
  if (!o) throw new HttpError(404, OFFICE_NOT_FOUND, [{ field: 'officeId', message: OFFICE_NOT_FOUND }]);
  return o;
}

function monthDates(month: string): string[] {
  const out: string[] = [];
  for (let d = `${month}-01`; d.startsWith(month); d = addDays(d, 1)) out.push(d);
  return out;
}

/** 2026-12-04 → 12월 4일(금). */
const dayLabel = (date: string) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일(${WEEKDAY_LABELS[weekday(date)]})`;

// ─── The month view ────────────────────────────────────────────────────────────────────────────

/** Places held per date, method and time (every status but 취소) in a date range. */
async function heldPlaces(db: Db, officeId: string, from: string, to: string) {
  const rows = await db
    .select({ date: dscsnReservations.slotDate, method: dscsnReservations.method, time: dscsnReservations.slotTime, n: sql<number>`count(*)::int` })
    .from(dscsnReservations)
    .where(and(eq(dscsnReservations.officeId, officeId), gte(dscsnReservations.slotDate, from), lte(dscsnReservations.slotDate, to), ne(dscsnReservations.status, 'CANCELLED')))
    .groupBy(dscsnReservations.slotDate, dscsnReservations.method, dscsnReservations.slotTime)
    .orderBy(dscsnReservations.slotDate, dscsnReservations.slotTime, dscsnReservations.method);
  const byDate = new Map<string, { time: string; method: RsvtMethod; count: number }[]>();
  for (const r of rows) {
    const list = byDate.get(r.date) ?? [];
    list.push({ time: r.time, method: r.method, count: Number(r.n) });
    byDate.set(r.date, list);
  }
  return byDate;
}

type Override = NonNullable<ScheduleDay['override']>;
const overrideOf = (row: DayRow | null): ScheduleDay['override'] =>
  row ? { closed: row.closed, reason: row.reason, firstSlot: row.firstSlot as Override['firstSlot'], lastSlot: row.lastSlot as Override['lastSlot'], capacity: row.capacity } : null;

async function monthView(db: Db, office: OfficeRow, month: string, now: Date, holidays: HolidayLookup): Promise<ScheduleMonth> {
  const dates = monthDates(month);
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
  const today = kstDate(now);
  // one after the other: `db` may be a transaction (one connection)
  const schedule = await loadOfficeSchedule(db, office.officeId, from, to);
  const held = await heldPlaces(db, office.officeId, from, to);
  const days = dates.map((date): ScheduleDay => {
    const plan = planDay(office, schedule, date, holidays);
    const bookedSlots = held.get(date) ?? [];
    const booked = { VISIT: 0, VIDEO: 0, PHONE: 0 };
    for (const s of bookedSlots) booked[s.method] += s.count;
    const open = !plan.closed && plan.times.length > 0 && RSVT_METHODS.some((m) => plan.capacity[m] > 0);
    return {
      date,
      weekday: weekday(date),
      editable: date >= today,
      open,
      closed: plan.closed,
      holidayName: plan.holidayName,
      firstSlot: plan.firstSlot,
      lastSlot: plan.lastSlot,
      times: plan.times,
      capacity: plan.capacity,
      booked,
      bookedSlots,
      override: overrideOf(plan.override),
    };
  });
  return {
    officeId: office.officeId,
    officeName: office.name,
    instCode: office.instCode,
    month,
    today,
    officeCapacity: officeCapacity(office),
    slotTimes: [...SLOT_TIMES],
    weekly: SCHEDULE_WEEKDAYS.map((wd) => ({ weekday: wd, weekdayLabel: WEEKDAY_LABELS[wd], ...weekdayHours(schedule, wd) })) as ScheduleMonth['weekly'],
    days,
  };
}

// ─── Applying a month ──────────────────────────────────────────────────────────────────────────

type Setting = Pick<DayRow, 'closed' | 'reason' | 'firstSlot' | 'lastSlot' | 'capacity'>;

/** A date's input as the row it stores, or null: the date follows the weekly hours and the office again. */
function settingOf(d: Omit<ScheduleDayInput, 'date'>): Setting | null {
  if (d.closed) return { closed: true, reason: d.reason ?? '', firstSlot: null, lastSlot: null, capacity: null };
  const capacity = d.capacity && Object.keys(d.capacity).length ? d.capacity : null;
  if (!d.firstSlot && !capacity) return null;
  return { closed: false, reason: null, firstSlot: d.firstSlot ?? null, lastSlot: d.lastSlot ?? null, capacity };
}

const settingKey = (s: Setting | null) =>
  s ? JSON.stringify([s.closed, s.reason, s.firstSlot, s.lastSlot, s.capacity ? RSVT_METHODS.map((m) => s.capacity![m] ?? null) : null]) : 'null';

const planKey = (p: DayPlan) => JSON.stringify([p.closed?.kind ?? null, p.times, p.capacity]);

/** 400 naming each day or weekday the month cannot take (outside the month, twice, a method the office does not book, a past date changed). */
function inputProblems(office: OfficeRow, body: { month: string; days: ScheduleDayInput[]; weekly?: { weekday: number }[] }, current: OfficeSchedule, today: string): HttpError | null {
  const errors: { field: string; message: string }[] = [];
  const seen = new Set<string>();
  body.days.forEach((d, i) => {
    if (!d.date.startsWith(`${body.month}-`)) errors.push({ field: `days.${i}.date`, message: `${d.date}은(는) ${body.month} 달의 날짜가 아닙니다. 그 달의 날짜만 보내 주세요.` });
    else if (seen.has(d.date)) errors.push({ field: `days.${i}.date`, message: `${d.date}이(가) 목록에 두 번 있습니다. 날짜마다 한 번만 보내 주세요.` });
    seen.add(d.date);
    for (const m of RSVT_METHODS) {
      if (d.capacity?.[m] !== undefined && !((office.capacity[m] ?? 0) > 0)) {
        errors.push({ field: `days.${i}.capacity.${m}`, message: `${office.name}은(는) ${RSVT_METHOD_LABELS[m]}을 예약받지 않는 사무소입니다. ${m} 정원은 빼고 보내 주세요.` });
      }
    }
    if (d.date < today && settingKey(settingOf(d)) !== settingKey(current.days.get(d.date) ?? null)) {
      errors.push({ field: `days.${i}.date`, message: `${d.date}은(는) 지난 날짜라 바꿀 수 없습니다. 오늘(${today}) 이후 날짜만 바꿔 주세요.` });
    }
  });
  const weekdays = new Set<number>();
  body.weekly?.forEach((w, i) => {
    if (weekdays.has(w.weekday)) errors.push({ field: `weekly.${i}.weekday`, message: `${WEEKDAY_LABELS[w.weekday]}요일이 두 번 있습니다. 요일마다 한 번만 보내 주세요.` });
    weekdays.add(w.weekday);
  });
  if (!errors.length) return null;
  return new HttpError(400, `요청 값을 확인해 주십시오. ${errors.map((e) => `${e.field}: ${e.message}`).join(' / ')}`, errors);
}

/**
 * The bookings (every status but 취소, on `dates`) the plans leave without their slot: the day closed
 * or the method given no places (all of its bookings), the time no longer offered, or a slot with
 * more bookings than its places (all of that slot's bookings: the manager decides whom to move).
 */
async function conflicts(tx: Db, officeId: string, dates: string[], plans: Map<string, DayPlan>): Promise<AffectedBooking[]> {
  if (!dates.length) return [];
  const rows = await tx
    .select()
    .from(dscsnReservations)
    .where(and(eq(dscsnReservations.officeId, officeId), inArray(dscsnReservations.slotDate, dates), ne(dscsnReservations.status, 'CANCELLED')))
    .orderBy(asc(dscsnReservations.slotDate), asc(dscsnReservations.slotTime), asc(dscsnReservations.method), asc(dscsnReservations.createdAt));
  const slots = new Map<string, RsvtRow[]>();
  for (const r of rows) {
    const k = `${r.slotDate} ${r.slotTime} ${r.method}`;
    slots.set(k, [...(slots.get(k) ?? []), r]);
  }
  const out: AffectedBooking[] = [];
  for (const held of slots.values()) {
    const { slotDate, slotTime, method } = held[0]!;
    const plan = plans.get(slotDate)!;
    const why: AffectedBooking['why'] | null = plan.closed
      ? 'DAY_CLOSED'
      : !plan.times.includes(slotTime)
        ? 'TIME_REMOVED'
        : held.length > plan.capacity[method]
          ? 'OVER_CAPACITY'
          : null;
    if (!why) continue;
    for (const r of held) out.push({ rsvtNo: r.rsvtNo, date: r.slotDate, time: r.slotTime, method: r.method, status: r.status, applicantName: maskName(r.applicantName), why });
  }
  return out;
}

/** The refusal's sentence: per date what the bookings are and what to change. */
function conflictMessage(affected: AffectedBooking[], plans: Map<string, DayPlan>): string {
  const byDate = new Map<string, AffectedBooking[]>();
  for (const a of affected) byDate.set(a.date, [...(byDate.get(a.date) ?? []), a]);
  const parts = [...byDate].map(([date, list]) => {
    const plan = plans.get(date)!;
    const closed = list.filter((a) => a.why === 'DAY_CLOSED');
    const removed = list.filter((a) => a.why === 'TIME_REMOVED');
    const over = list.filter((a) => a.why === 'OVER_CAPACITY');
    const says: string[] = [];
    if (closed.length) says.push(`예약 ${closed.length}건이 있어 ${plan.closed ? '휴무로 정할' : '그 방법의 예약을 닫을'} 수 없습니다`);
    if (removed.length) says.push(`${[...new Set(removed.map((a) => a.time))].join(', ')}에 예약이 있어 상담 시간(${plan.firstSlot}~${plan.lastSlot})에서 뺄 수 없습니다`);
    const slots = new Map<string, number>();
    for (const a of over) slots.set(`${a.time} ${RSVT_METHOD_LABELS[a.method]}`, (slots.get(`${a.time} ${RSVT_METHOD_LABELS[a.method]}`) ?? 0) + 1);
    for (const [slot, n] of slots) {
      const method = over.find((a) => `${a.time} ${RSVT_METHOD_LABELS[a.method]}` === slot)!.method;
      says.push(`${slot} 예약이 ${n}건이라 정원을 ${plan.capacity[method]}명으로 줄일 수 없습니다(${n}명 이상으로 해 주세요)`);
    }
    return `${dayLabel(date)}: ${says.join(', ')}`;
  });
  return `예약한 시민이 자리를 잃게 되어 아무것도 바꾸지 않았습니다. ${parts.join(' / ')}. 예약을 옮기거나 취소한 뒤 다시 바꾸거나, 예약이 남는 범위로 바꿔 주세요. 영향받는 예약은 affected 목록에 있습니다.`;
}

/** Ends the transaction without saving, carrying what to answer (a dry run's preview or a refusal). */
class Rollback<T> extends Error {
  constructor(readonly answer: T) {
    super('rollback');
  }
}

async function applyMonth(
  db: Db,
  office: OfficeRow,
  body: { month: string; days: ScheduleDayInput[]; weekly?: { weekday: number; open: boolean; firstSlot: string; lastSlot: string }[]; dryRun: boolean },
  memberId: string,
  now: Date,
): Promise<{ status: 200; answer: ScheduleApplied } | { status: 409; affected: AffectedBooking[]; message: string }> {
  const today = kstDate(now);
  const holidays = await holidaysOf(db);
  const dates = monthDates(body.month);
  try {
    return await db.transaction(async (tx) => {
      const id = office.officeId;
      const before = await loadOfficeSchedule(tx, id, dates[0]!, dates[dates.length - 1]!);
      const problem = inputProblems(office, body, before, today);
      if (problem) throw problem;

      // what really changes (the same body again changes nothing, writes nothing)
      const changedDays = body.days.filter((d) => settingKey(settingOf(d)) !== settingKey(before.days.get(d.date) ?? null));
      const changedWeekly = (body.weekly ?? []).filter((w) => {
        const was = weekdayHours(before, w.weekday);
        return was.open !== w.open || was.firstSlot !== w.firstSlot || was.lastSlot !== w.lastSlot;
      });

      // the dates whose plan may change: the dates set, and with new weekly hours every date a booking can be on
      const checked = new Set(changedDays.map((d) => d.date).filter((d) => d >= today));
      if (changedWeekly.length) {
        for (let i = 0; i <= BOOKING_DAYS_AHEAD; i++) checked.add(addDays(today, i));
        const later = await tx
          .selectDistinct({ date: dscsnReservations.slotDate })
          .from(dscsnReservations)
          .where(and(eq(dscsnReservations.officeId, id), gte(dscsnReservations.slotDate, today), ne(dscsnReservations.status, 'CANCELLED')));
        for (const { date } of later) checked.add(date);
      }
      // bookings of these dates wait until this commits or rolls back (or this waits for theirs)
      await lockOfficeDays(tx, id, checked, 'exclusive');
      const span = [...checked].sort();
      const wasPlans = span.length ? await loadOfficeSchedule(tx, id, span[0]!, span[span.length - 1]!) : null;

      for (const d of changedDays) {
        const s = settingOf(d);
        if (!s) await tx.delete(dscsnOfficeDays).where(and(eq(dscsnOfficeDays.officeId, id), eq(dscsnOfficeDays.day, d.date)));
        else {
          const row = { ...s, updatedAt: now, updatedBy: memberId };
          await tx
            .insert(dscsnOfficeDays)
            .values({ officeId: id, day: d.date, ...row })
            .onConflictDoUpdate({ target: [dscsnOfficeDays.officeId, dscsnOfficeDays.day], set: row });
        }
      }
      for (const w of changedWeekly) {
        const row = { open: w.open, firstSlot: w.firstSlot, lastSlot: w.lastSlot, updatedAt: now, updatedBy: memberId };
        await tx
          .insert(dscsnOfficeHours)
          .values({ officeId: id, weekday: w.weekday, ...row })
          .onConflictDoUpdate({ target: [dscsnOfficeHours.officeId, dscsnOfficeHours.weekday], set: row });
      }

      // a booking counts against a change only where the date's plan really changed
      const plans = new Map<string, DayPlan>();
      const moved: string[] = [];
      if (wasPlans) {
        const after = await loadOfficeSchedule(tx, id, span[0]!, span[span.length - 1]!);
        for (const date of span) {
          const plan = planDay(office, after, date, holidays);
          plans.set(date, plan);
          if (planKey(plan) !== planKey(planDay(office, wasPlans, date, holidays))) moved.push(date);
        }
      }
      const affected = await conflicts(tx, id, moved, plans);
      if (affected.length && !body.dryRun) throw new Rollback({ status: 409 as const, affected, message: conflictMessage(affected, plans) });
      const schedule = await monthView(tx, office, body.month, now, holidays);
      const answer = { status: 200 as const, answer: { applied: !body.dryRun, affected, schedule } };
      if (body.dryRun) throw new Rollback(answer);
      return answer;
    });
  } catch (error) {
    if (error instanceof Rollback) return error.answer as Awaited<ReturnType<typeof applyMonth>>;
    throw error;
  }
}

// ─── The desk ──────────────────────────────────────────────────────────────────────────────────

const DESK_ORDER: Record<string, SQL[]> = {
  time: [asc(dscsnReservations.slotTime), asc(dscsnReservations.ticketNo), asc(dscsnReservations.rsvtNo)],
  '-time': [desc(dscsnReservations.slotTime), desc(dscsnReservations.ticketNo), desc(dscsnReservations.rsvtNo)],
  status: [
    sql`CASE ${dscsnReservations.status} WHEN 'BOOKED' THEN 1 WHEN 'CHECKED_IN' THEN 2 WHEN 'NO_SHOW' THEN 3 WHEN 'DONE' THEN 4 ELSE 5 END`,
    asc(dscsnReservations.slotTime),
    asc(dscsnReservations.rsvtNo),
  ],
  ticket: [sql`${dscsnReservations.ticketNo} ASC NULLS LAST`, asc(dscsnReservations.slotTime), asc(dscsnReservations.rsvtNo)],
};

function deskView(r: RsvtRow, officeName: string, now: Date): DeskRsvt {
  const started = now >= r.startsAt;
  return {
    rsvtNo: r.rsvtNo,
    status: r.status,
    method: r.method,
    officeId: r.officeId,
    officeName,
    date: r.slotDate,
    time: r.slotTime,
    startsAt: r.startsAt.toISOString(),
    applicantName: maskName(r.applicantName),
    applicantMobile: maskMobile(r.applicantMobile),
    field: r.field,
    ticketNo: r.method === 'VISIT' && r.ticketNo !== null ? `A-${String(r.ticketNo).padStart(3, '0')}` : null,
    checkedInAt: r.checkedInAt?.toISOString() ?? null,
    noShowAt: r.noShowAt?.toISOString() ?? null,
    doneAt: r.doneAt?.toISOString() ?? null,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    canCheckIn: r.method === 'VISIT' && r.slotDate === kstDate(now) && (r.status === 'BOOKED' || r.status === 'NO_SHOW'),
    canNoShow: r.status === 'BOOKED' && started,
    canComplete: (r.status === 'BOOKED' || r.status === 'CHECKED_IN') && started,
  };
}

async function deskRsvt(db: Db, instCode: string, rsvtNo: string, now: Date): Promise<DeskRsvt> {
  const [found] = await db
    .select({ r: dscsnReservations, officeName: dscsnOffices.name })
    .from(dscsnReservations)
    .innerJoin(dscsnOffices, eq(dscsnOffices.officeId, dscsnReservations.officeId))
    .where(and(eq(dscsnReservations.rsvtNo, rsvtNo), eq(dscsnReservations.instCode, instCode)));
  if (!found) throw rsvtNotFound();
  return deskView(found.r, found.officeName, now);
}

export function scheduleHandlers({ db }: Pick<ModuleContext, 'db'>): Handlers<typeof adminScheduleCalls> {
  return {
    adminSchedule: async (req, _reply, { query, staff }) => {
      const office = await ownOffice(db, staff.instCode, query.officeId);
      return monthView(db, office, query.month, nowOf(req), await holidaysOf(db));
    },
    adminSchedulePut: async (req, _reply, { body, staff }) => {
      const office = await ownOffice(db, staff.instCode, body.officeId);
      const result = await applyMonth(db, office, body, staff.memberId, nowOf(req));
      if (result.status === 200) return result.answer;
      // ScheduleConflict: nothing saved; the message names the dates and what to change
      throw new HttpError(409, result.message, undefined, { code: 'SCHEDULE_CONFLICT', affected: result.affected });
    },
    adminRsvtList: async (req, _reply, { query, staff }) => {
      const now = nowOf(req);
      const date = query.date ?? kstDate(now);
      if (query.officeId) await ownOffice(db, staff.instCode, query.officeId);
      const day = and(
        eq(dscsnReservations.instCode, staff.instCode),
        eq(dscsnReservations.slotDate, date),
        query.officeId ? eq(dscsnReservations.officeId, query.officeId) : undefined,
      );
      const byStatus = await db
        .select({ status: dscsnReservations.status, n: sql<number>`count(*)::int` })
        .from(dscsnReservations)
        .where(day)
        .groupBy(dscsnReservations.status);
      const counts = { BOOKED: 0, CHECKED_IN: 0, DONE: 0, NO_SHOW: 0, CANCELLED: 0 };
      for (const s of byStatus) counts[s.status] = Number(s.n);
      const total = query.status === 'ALL' ? Object.values(counts).reduce((a, b) => a + b, 0) : counts[query.status];
      const rows = await db
        .select({ r: dscsnReservations, officeName: dscsnOffices.name })
        .from(dscsnReservations)
        .innerJoin(dscsnOffices, eq(dscsnOffices.officeId, dscsnReservations.officeId))
        .where(and(day, query.status === 'ALL' ? undefined : eq(dscsnReservations.status, query.status)))
        .orderBy(...DESK_ORDER[query.sort]!)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { items: rows.map(({ r, officeName }) => deskView(r, officeName, now)), page: query.page, pageSize: query.pageSize, total, date, counts };
    },
    adminRsvtCheckIn: async (req, _reply, { body, staff }) => {
      const now = nowOf(req);
      await checkIn(db, staff.instCode, body.rsvtNo, now);
      return deskRsvt(db, staff.instCode, body.rsvtNo, now);
    },
    adminRsvtNoShow: async (req, _reply, { params, staff }) => {
      const now = nowOf(req);
      await markNoShow(db, staff.instCode, params.rsvtNo, now);
      return deskRsvt(db, staff.instCode, params.rsvtNo, now);
    },
  };
}
