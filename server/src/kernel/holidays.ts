import { holidayLookup, type HolidayLookup } from '@portal/contracts';
import type { Db } from '../db/client';
import { holidayYears, publicHolidays } from '../db/schema';

// Public holidays as data (issue 30): the calendar rules of @portal/contracts read a HolidayLookup
// built from public_holidays and holiday_years. Each process keeps one per database and forgets it
// on a change made here; another process sees a change within CACHE_MS.

const CACHE_MS = 60_000;
const cached = new WeakMap<Db, { loadedAt: number; lookup: Promise<HolidayLookup> }>();

/** The holidays of a database (pass the database's db, not a transaction: the cache is keyed by it). */
export function holidaysOf(db: Db): Promise<HolidayLookup> {
  const hit = cached.get(db);
  // a cache age, not a date: the process's monotonic time is right here whatever the app clock says
  if (hit && performance.now() - hit.loadedAt < CACHE_MS) return hit.lookup;
  const entry = { loadedAt: performance.now(), lookup: loadHolidays(db) };
  cached.set(db, entry);
  entry.lookup.catch(() => {
    if (cached.get(db) === entry) cached.delete(db);
  });
  return entry.lookup;
}

export function forgetHolidays(db: Db): void {
  cached.delete(db);
}

async function loadHolidays(db: Db): Promise<HolidayLookup> {
  const [rows, years] = await Promise.all([
    db.select({ date: publicHolidays.holidayDate, name: publicHolidays.name }).from(publicHolidays),
    db.select({ year: holidayYears.year }).from(holidayYears),
  ]);
  return holidayLookup(new Map(rows.map((r) => [r.date, r.name])), years.map((y) => y.year));
}
