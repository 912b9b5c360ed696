import { and, eq, gte, lte, sql } from 'drizzle-orm';
import {
  DEFAULT_FIRST_SLOT,
  DEFAULT_LAST_SLOT,
  HOLIDAYS_PENDING,
  RSVT_METHODS,
  slotTimesBetween,
  weekday,
  yearOf,
  type HolidayLookup,
  type MethodCounts,
  type RsvtMethod,
  type ScheduleClosedKind,
} from '@portal/contracts';
import type { Db } from '../db/client';
import { dscsnOfficeDays, dscsnOfficeHours, type dscsnOffices } from '../db/schema';

// An office's schedule (issue 34): the usual hours of each weekday, what is set for single dates,
// the holiday table and the office's usual places per slot, resolved into one plan per date. The
// citizen calendar, the slot lists, booking (inside its transaction) and the back office's month all
// read the same plan, so what a manager sets is what a citizen can book.
//
// Concurrency: a booking takes its day's lock shared (bookings of one day do not wait for each
// other; the slot row's conditional UPDATE orders them), a schedule change takes the lock of every
// date it changes exclusively. So a change either sees a booking and counts it, or the booking
// waits, then reads the changed plan.

export type OfficeRow = typeof dscsnOffices.$inferSelect;
/** What is set for one date of an office (dscsn_office_days). */
export type DayRow = typeof dscsnOfficeDays.$inferSelect;

export interface WeekdayHours {
  open: boolean;
  firstSlot: string;
  lastSlot: string;
}

export interface OfficeSchedule {
  /** By weekday 1 … 5; missing: open DEFAULT_FIRST_SLOT … DEFAULT_LAST_SLOT. */
  weekly: Map<number, WeekdayHours>;
  /** What is set for single dates of the loaded range. */
  days: Map<string, DayRow>;
}

export interface DayPlan {
  date: string;
  closed: { kind: ScheduleClosedKind; label: string } | null;
  holidayName: string | null;
  firstSlot: string | null;
  lastSlot: string | null;
  /** The slot times offered (empty when closed). */
  times: string[];
  /** Places per slot of each method (0 when closed or not offered). */
  capacity: MethodCounts;
  override: DayRow | null;
}

const DEFAULT_HOURS: WeekdayHours = { open: true, firstSlot: DEFAULT_FIRST_SLOT, lastSlot: DEFAULT_LAST_SLOT };

export const weekdayHours = (s: OfficeSchedule, wd: number): WeekdayHours => s.weekly.get(wd) ?? DEFAULT_HOURS;

/** The office's usual places per slot of each method (0: not offered). */
export const officeCapacity = (office: Pick<OfficeRow, 'capacity'>): MethodCounts => ({
  VISIT: office.capacity.VISIT ?? 0,
  VIDEO: office.capacity.VIDEO ?? 0,
  PHONE: office.capacity.PHONE ?? 0,
});

/** The weekly hours and the dates set between `from` and `to` (inclusive) of one office. */
export async function loadOfficeSchedule(db: Db, officeId: string, from: string, to: string): Promise<OfficeSchedule> {
  // one after the other: `db` may be a transaction (one connection)
  const weekly = await db.select().from(dscsnOfficeHours).where(eq(dscsnOfficeHours.officeId, officeId));
  const days = await db
    .select()
    .from(dscsnOfficeDays)
    .where(and(eq(dscsnOfficeDays.officeId, officeId), gte(dscsnOfficeDays.day, from), lte(dscsnOfficeDays.day, to)));
  return {
    weekly: new Map(weekly.map((w) => [w.weekday, { open: w.open, firstSlot: w.firstSlot, lastSlot: w.lastSlot }])),
    days: new Map(days.map((d) => [d.day, d])),
  };
}

/**
 * One date's plan. Closed, first reason wins: 주말, 공휴일 정보 준비 중 (a year whose holidays are not
 * registered), 공휴일(name) from the holiday table, 휴무(reason) set for the date, 정기 휴무 (the
 * weekday is off and the date has no hours of its own). Hours: the date's own, else the weekday's.
 * Places per slot: the date's own for a method, else the office's; a method the office does not
 * offer has none.
 */
export function planDay(office: Pick<OfficeRow, 'capacity'>, s: OfficeSchedule, date: string, holidays: HolidayLookup): DayPlan {
  const wd = weekday(date);
  const override = s.days.get(date) ?? null;
  const holidayName = holidays.nameOf(date) ?? null;
  const hours = weekdayHours(s, wd);
  let closed: DayPlan['closed'] = null;
  if (wd === 0 || wd === 6) closed = { kind: 'WEEKEND', label: '주말' };
  else if (!holidays.hasYear(yearOf(date))) closed = { kind: 'HOLIDAYS_PENDING', label: HOLIDAYS_PENDING };
  else if (holidayName) closed = { kind: 'HOLIDAY', label: `공휴일(${holidayName})` };
  else if (override?.closed) closed = { kind: 'CLOSURE', label: `휴무(${override.reason ?? ''})` };
  else if (!hours.open && !override?.firstSlot) closed = { kind: 'WEEKLY_OFF', label: '정기 휴무' };
  if (closed) return { date, closed, holidayName, firstSlot: null, lastSlot: null, times: [], capacity: { VISIT: 0, VIDEO: 0, PHONE: 0 }, override };
  const firstSlot = override?.firstSlot ?? hours.firstSlot;
  const lastSlot = override?.lastSlot ?? hours.lastSlot;
  const base = officeCapacity(office);
  const capacity = { VISIT: 0, VIDEO: 0, PHONE: 0 };
  for (const m of RSVT_METHODS) capacity[m] = base[m] > 0 ? (override?.capacity?.[m] ?? base[m]) : 0;
  return { date, closed, holidayName, firstSlot, lastSlot, times: slotTimesBetween(firstSlot, lastSlot), capacity, override };
}

/** Places of a method in a slot of the plan: 0 when the day is closed, the time not offered or the method has none. */
export const placesIn = (plan: DayPlan, method: RsvtMethod, time: string): number => (plan.times.includes(time) ? plan.capacity[method] : 0);

/** One date's plan read in `db` (a transaction: after its day lock, so it sees the last committed change). */
export async function planOf(db: Db, office: OfficeRow, date: string, holidays: HolidayLookup): Promise<DayPlan> {
  return planDay(office, await loadOfficeSchedule(db, office.officeId, date, date), date, holidays);
}

/**
 * Takes the schedule locks of an office's dates for this transaction, in date order (so two
 * transactions never wait for each other crosswise): `shared` for a booking, `exclusive` for a
 * change of the schedule. Released at commit or rollback.
 */
export async function lockOfficeDays(tx: Db, officeId: string, dates: Iterable<string>, mode: 'shared' | 'exclusive'): Promise<void> {
  const fn = sql.raw(mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock');
  for (const date of [...new Set(dates)].sort()) {
    await tx.execute(sql`SELECT ${fn}(hashtext('dscsn_office_day'), hashtext(${`${officeId} ${date}`}))`);
  }
}
