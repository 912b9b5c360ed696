import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { BOOKING_DAYS_AHEAD, REGIONS, RSVT_METHOD_LABELS, addDays, dateProblem, kstDate, pendingYearsNotice, type Institution, type InstitutionSummary, type Office, type RegionCode, type RsvtMethod, type SlotTime, type dscsnCalls } from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { dscsnInstitutions, dscsnOffices, dscsnSlots } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { coded } from '../../kernel/errors';
import type { DscsnContext } from './context';
import { holidaysOf } from '../../kernel/holidays';
import { loadOfficeSchedule, planDay, planOf, type DayPlan } from '../../kernel/office-schedule';
import type { OpenDataSources } from '../../kernel/open-data';

type InstRow = typeof dscsnInstitutions.$inferSelect;
export type OfficeRow = typeof dscsnOffices.$inferSelect;

const summaryOf = (i: InstRow): InstitutionSummary => ({
  instCode: i.instCode as InstitutionSummary['instCode'],
  name: i.name,
  summary: i.summary,
  phone: i.phone,
  website: i.website,
  methods: i.methods,
  infoPath: i.infoPath,
});

export const officeOf = (o: OfficeRow): Office => ({
  officeId: o.officeId,
  instCode: o.instCode as Office['instCode'],
  name: o.name,
  region: o.region as RegionCode,
  regionName: REGIONS[o.region as RegionCode],
  address: o.address,
  phone: o.phone,
  capacity: (Object.entries(o.capacity) as [RsvtMethod, number][])
    .filter(([, n]) => n > 0)
    .map(([method, perSlot]) => ({ method, perSlot })),
});

/** An office that books this method, or 404 (unknown office) / 400 (method not offered) naming the field. */
export async function bookableOffice(db: Db, officeId: string, method: RsvtMethod, unknownStatus: 400 | 404 = 404): Promise<OfficeRow> {
  const [o] = await db.select().from(dscsnOffices).where(and(eq(dscsnOffices.officeId, officeId), eq(dscsnOffices.useYn, true)));
  if (!o) {
    const message = '상담할 사무소를 찾을 수 없습니다. 사무소를 다시 골라 주세요.';
    throw unknownStatus === 404 ? coded(404, 'NOT_FOUND', message, 'officeId') : coded(400, 'UNKNOWN_OFFICE', message, 'officeId');
  }
  if (!((o.capacity[method] ?? 0) > 0)) {
    throw coded(400, 'METHOD_NOT_OFFERED', `${o.name}에서는 ${RSVT_METHOD_LABELS[method]}을 예약받지 않습니다. 상담 방법이나 사무소를 다시 골라 주세요.`, 'method');
  }
  return o;
}

/** Booked places per date and time of one office and method in a date range. */
async function bookedIn(db: Db, officeId: string, method: RsvtMethod, from: string, to: string) {
  const rows = await db
    .select({ date: dscsnSlots.slotDate, time: dscsnSlots.slotTime, booked: dscsnSlots.booked })
    .from(dscsnSlots)
    .where(and(eq(dscsnSlots.officeId, officeId), eq(dscsnSlots.method, method), gte(dscsnSlots.slotDate, from), lte(dscsnSlots.slotDate, to)));
  const map = new Map<string, number>();
  for (const r of rows) map.set(`${r.date} ${r.time}`, r.booked);
  return map;
}

/** closedReason of an open day on which this method has no places (set so by the office). */
const METHOD_OFF = '예약 받지 않음';

/**
 * Why a date of the booking window cannot be booked with this method at this office (Korean, names
 * the date), or null: the day's plan (closure, hours, places per method) on top of the calendar rules.
 */
export function planProblem(plan: DayPlan, method: RsvtMethod, officeName: string): string | null {
  if (plan.closed?.kind === 'CLOSURE') return `${plan.date}은(는) ${officeName} 휴무일(${plan.override?.reason ?? ''})이라 상담하지 않습니다. 다른 날짜를 골라 주세요.`;
  if (plan.closed) return `${plan.date}은(는) ${officeName}이(가) 상담하지 않는 날(${plan.closed.label})입니다. 다른 날짜를 골라 주세요.`;
  if (!(plan.capacity[method] > 0)) return `${plan.date}에는 ${officeName}에서 ${RSVT_METHOD_LABELS[method]}을 예약받지 않습니다. 다른 날짜나 상담 방법을 골라 주세요.`;
  return null;
}

/** Places left per day of an office and method, from tomorrow through the booking window (counts only), by the office's schedule. */
async function calendarDays(db: Db, office: OfficeRow, method: RsvtMethod, now: Date) {
  const today = kstDate(now);
  const from = addDays(today, 1);
  const to = addDays(today, BOOKING_DAYS_AHEAD);
  const [booked, holidays, schedule] = await Promise.all([bookedIn(db, office.officeId, method, from, to), holidaysOf(db), loadOfficeSchedule(db, office.officeId, from, to)]);
  const days = [];
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    dates.push(d);
    const plan = planDay(office, schedule, d, holidays);
    const places = plan.capacity[method];
    if (plan.closed || !(places > 0)) {
      days.push({ date: d, bookable: false, remaining: 0, closedReason: plan.closed?.label ?? METHOD_OFF });
      continue;
    }
    let remaining = 0;
    for (const t of plan.times) remaining += Math.max(0, places - (booked.get(`${d} ${t}`) ?? 0));
    days.push({ date: d, bookable: remaining > 0, remaining, closedReason: remaining > 0 ? null : '마감' });
  }
  return { from, to, days, dates, holidays };
}

/** Consultation availability as the open API publishes it (issue 33): null for an office or method that books nothing. */
export function openAvailability(db: Db): OpenDataSources['availability'] {
  return async (q, now) => {
    const [office] = await db.select().from(dscsnOffices).where(and(eq(dscsnOffices.officeId, q.officeId), eq(dscsnOffices.useYn, true)));
    if (!office || !((office.capacity[q.method] ?? 0) > 0)) return null;
    const { days } = await calendarDays(db, office, q.method, now);
    return days.map((d) => ({ officeId: office.officeId, method: q.method, ...d }));
  };
}

export function catalogHandlers(ctx: DscsnContext) {
  const { db } = ctx;

  return {
    dscsnInstList: async (_req, reply) => {
      reply.header('Cache-Control', 'no-cache');
      const rows = await db.select().from(dscsnInstitutions).orderBy(asc(dscsnInstitutions.sortOrder));
      return rows.map(summaryOf);
    },
    dscsnInst: async (_req, reply, { params }): Promise<Institution> => {
      reply.header('Cache-Control', 'no-cache');
      const code = params.instCode.trim().toUpperCase();
      const [i] = await db.select().from(dscsnInstitutions).where(eq(dscsnInstitutions.instCode, code));
      if (!i) throw new HttpError(404, '기관을 찾을 수 없습니다. 기관 목록에서 다시 골라 주세요.');
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(dscsnOffices)
        .where(and(eq(dscsnOffices.instCode, i.instCode), eq(dscsnOffices.useYn, true)));
      return {
        ...summaryOf(i),
        description: i.description,
        handles: i.handles,
        eligibility: i.eligibility,
        hours: i.hours,
        address: i.address,
        services: i.services,
        externalUrl: i.externalUrl,
        officeCount: Number(n),
        sources: i.sources,
      };
    },
    dscsnOffices: async (_req, reply, { query }) => {
      reply.header('Cache-Control', 'no-cache');
      const rows = await db
        .select()
        .from(dscsnOffices)
        .where(
          and(
            eq(dscsnOffices.instCode, query.instCode),
            eq(dscsnOffices.useYn, true),
            query.region ? eq(dscsnOffices.region, query.region) : undefined,
            query.method ? sql`coalesce((${dscsnOffices.capacity} ->> ${query.method})::int, 0) > 0` : undefined,
          ),
        )
        .orderBy(asc(dscsnOffices.sortOrder), asc(dscsnOffices.officeId));
      return rows.map(officeOf);
    },
    dscsnCalendar: async (req, reply, { query }) => {
      reply.header('Cache-Control', 'no-store');
      const office = await bookableOffice(db, query.officeId, query.method);
      const { from, to, days, dates, holidays } = await calendarDays(db, office, query.method, nowOf(req));
      return { officeId: office.officeId, method: query.method, from, to, days, notice: pendingYearsNotice(dates, holidays) };
    },
    dscsnSlots: async (req, reply, { query }) => {
      reply.header('Cache-Control', 'no-store');
      const office = await bookableOffice(db, query.officeId, query.method);
      const holidays = await holidaysOf(db);
      const problem = dateProblem(query.date, nowOf(req), holidays);
      if (problem) throw coded(400, 'NOT_BOOKABLE_DATE', problem, 'date');
      const plan = await planOf(db, office, query.date, holidays);
      const closed = planProblem(plan, query.method, office.name);
      if (closed) throw coded(400, 'NOT_BOOKABLE_DATE', closed, 'date');
      const booked = await bookedIn(db, office.officeId, query.method, query.date, query.date);
      // the times the office offers that day, each with the day's places for the method
      const capacity = plan.capacity[query.method];
      const slots = (plan.times as SlotTime[]).map((time) => {
        const remaining = Math.max(0, capacity - (booked.get(`${query.date} ${time}`) ?? 0));
        return { time, capacity, remaining, bookable: remaining > 0 };
      });
      return { officeId: office.officeId, method: query.method, date: query.date, slots };
    },
    dscsnApplicant: async (_req, _reply, { person: p }) => {
      return { name: p.memberName, mobileNo: p.mobileNo, email: p.email, mbrTypeCd: p.mbrTypeCd };
    },
  } satisfies Partial<Handlers<typeof dscsnCalls>>;
}
