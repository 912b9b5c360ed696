import { and, desc, eq, gte, lte, notInArray, sql } from 'drizzle-orm';
import { yearOf, type Holiday, type HolidayYear, type dscsnCalls } from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { holidayChanges, holidayYears, members, publicHolidays } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Handlers } from '../../http/route';
import { forgetHolidays } from '../../kernel/holidays';

const NO_HOLIDAY = '그 날짜에는 등록된 공휴일이 없습니다. 날짜를 확인해 주세요.';

async function yearView(db: Db, year: number): Promise<HolidayYear> {
  const [registered] = await db.select().from(holidayYears).where(eq(holidayYears.year, year));
  const rows = await db
    .select({ h: publicHolidays, by: members.memberName })
    .from(publicHolidays)
    .leftJoin(members, eq(members.id, publicHolidays.updatedBy))
    .where(and(gte(publicHolidays.holidayDate, `${year}-01-01`), lte(publicHolidays.holidayDate, `${year}-12-31`)))
    .orderBy(publicHolidays.holidayDate);
  const changes = await db
    .select({ c: holidayChanges, by: members.memberName })
    .from(holidayChanges)
    .leftJoin(members, eq(members.id, holidayChanges.memberId))
    .where(eq(holidayChanges.year, year))
    .orderBy(desc(holidayChanges.at), desc(holidayChanges.id))
    .limit(50);
  return {
    year,
    registered: !!registered,
    registeredAt: registered?.loadedAt.toISOString() ?? null,
    registeredFrom: registered?.source ?? null,
    holidays: rows.map(({ h, by }) => holidayOf(h, by)),
    changes: changes.map(({ c, by }) => ({
      at: c.at.toISOString(),
      action: c.action,
      date: c.holidayDate,
      name: c.name,
      previousName: c.previousName,
      by: by ?? '(탈퇴한 담당자)',
    })),
  };
}

const holidayOf = (h: typeof publicHolidays.$inferSelect, by: string | null): Holiday => ({
  date: h.holidayDate,
  name: h.name,
  source: h.source,
  updatedAt: h.updatedAt.toISOString(),
  updatedBy: h.updatedBy ? (by ?? '(탈퇴한 담당자)') : null,
});

/** 400 naming every entry of a year's list that is outside the year or repeats a date. */
function listProblems(year: number, list: { date: string }[]): HttpError | null {
  const seen = new Set<string>();
  const errors: { field: string; message: string }[] = [];
  list.forEach(({ date }, i) => {
    if (yearOf(date) !== year) errors.push({ field: `holidays.${i}.date`, message: `${date}은(는) ${year}년 날짜가 아닙니다. ${year}년 공휴일만 보내 주세요.` });
    else if (seen.has(date)) errors.push({ field: `holidays.${i}.date`, message: `${date}이(가) 목록에 두 번 있습니다. 날짜마다 한 번만 보내 주세요.` });
    seen.add(date);
  });
  if (!errors.length) return null;
  return new HttpError(400, `요청 값을 확인해 주십시오. ${errors.map((e) => `${e.field}: ${e.message}`).join(' / ')}`, errors);
}

export function holidayHandlers(db: Db) {
  return {
    staffHolidayYear: async (_req, _reply, { query }) => yearView(db, query.year),
    staffHolidayPut: async (req, reply, { params, body, staff: s }) => {
      const now = nowOf(req);
      const me = s.memberId;
      const { row, created } = await db.transaction(async (tx) => {
        const [added] = await tx
          .insert(publicHolidays)
          .values({ holidayDate: params.date, name: body.name, source: 'STAFF', createdAt: now, createdBy: me, updatedAt: now, updatedBy: me })
          .onConflictDoNothing()
          .returning();
        if (added) {
          await tx.insert(holidayChanges).values({ at: now, memberId: me, action: 'ADD', year: yearOf(params.date), holidayDate: params.date, name: body.name });
          return { row: added, created: true };
        }
        const [was] = await tx.select().from(publicHolidays).where(eq(publicHolidays.holidayDate, params.date)).for('update');
        // the same name again changes nothing: a retried request leaves no second log line
        if (was!.name === body.name) return { row: was!, created: false };
        const [renamed] = await tx
          .update(publicHolidays)
          .set({ name: body.name, source: 'STAFF', updatedAt: now, updatedBy: me })
          .where(eq(publicHolidays.holidayDate, params.date))
          .returning();
        await tx.insert(holidayChanges).values({ at: now, memberId: me, action: 'RENAME', year: yearOf(params.date), holidayDate: params.date, name: body.name, previousName: was!.name });
        return { row: renamed!, created: false };
      });
      forgetHolidays(db);
      if (created) reply.code(201);
      const [who] = row.updatedBy ? await db.select({ name: members.memberName }).from(members).where(eq(members.id, row.updatedBy)) : [];
      return holidayOf(row, who?.name ?? null);
    },
    staffHolidayDelete: async (req, _reply, { params, staff: s }) => {
      const now = nowOf(req);
      await db.transaction(async (tx) => {
        const [gone] = await tx.delete(publicHolidays).where(eq(publicHolidays.holidayDate, params.date)).returning();
        if (!gone) throw new HttpError(404, NO_HOLIDAY);
        await tx.insert(holidayChanges).values({ at: now, memberId: s.memberId, action: 'REMOVE', year: yearOf(params.date), holidayDate: params.date, previousName: gone.name });
      });
      forgetHolidays(db);
      return { success: true as const };
    },
    staffHolidayYearLoad: async (req, _reply, { params, body, staff: s }) => {
      const problem = listProblems(params.year, body.holidays);
      if (problem) throw problem;
      const now = nowOf(req);
      const me = s.memberId;
      const { year } = params;
      const dates = body.holidays.map((h) => h.date);
      await db.transaction(async (tx) => {
        // one load of a year at a time: two at once would each keep the other's rows
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('holiday_years'), ${year})`);
        // the year's official list is replaced; holidays staff added one by one (STAFF) stay
        await tx
          .delete(publicHolidays)
          .where(
            and(
              gte(publicHolidays.holidayDate, `${year}-01-01`),
              lte(publicHolidays.holidayDate, `${year}-12-31`),
              eq(publicHolidays.source, 'OFFICIAL'),
              notInArray(publicHolidays.holidayDate, dates),
            ),
          );
        await tx
          .insert(publicHolidays)
          .values(body.holidays.map((h) => ({ holidayDate: h.date, name: h.name, source: 'OFFICIAL' as const, createdAt: now, createdBy: me, updatedAt: now, updatedBy: me })))
          .onConflictDoUpdate({
            target: publicHolidays.holidayDate,
            set: { name: sql`excluded.name`, source: 'OFFICIAL', updatedAt: now, updatedBy: me },
            // a row already as listed is left alone, so loading the same list twice changes nothing
            setWhere: sql`public_holidays.name <> excluded.name OR public_holidays.source <> 'OFFICIAL'`,
          });
        await tx
          .insert(holidayYears)
          .values({ year, source: 'STAFF', loadedAt: now, loadedBy: me })
          .onConflictDoUpdate({ target: holidayYears.year, set: { source: 'STAFF', loadedAt: now, loadedBy: me } });
        await tx.insert(holidayChanges).values({ at: now, memberId: me, action: 'LOAD_YEAR', year, name: `공휴일 ${dates.length}일` });
      });
      forgetHolidays(db);
      return yearView(db, year);
    },
  } satisfies Partial<Handlers<typeof dscsnCalls>>;
}
