import { holidayLookup, type HolidayLookup } from '@portal/contracts';
import type { Db } from '../db/client';
import { holidayYears, publicHolidays } from '../db/schema';
import { TtlCache } from './ttl-cache';

// Public holidays as data (issue 30): the calendar rules of @portal/contracts read a HolidayLookup
// built from public_holidays and holiday_years. Each process keeps one per database and forgets it
// on a change made here; another process sees a change within CACHE_MS.

const CACHE_MS = 60_000;
const cached = new WeakMap<Db, TtlCache<HolidayLookup>>();

/** The holidays of a database (pass the database's db, not a transaction: the cache is keyed by it). */
export function holidaysOf(db: Db): Promise<HolidayLookup> {
  let cache = cached.get(db);
  if (!cache) {
    cache = new TtlCache(() => loadHolidays(db), CACHE_MS);
    cached.set(db, cache);
  }
  return cache.get();
}

export function forgetHolidays(db: Db): void {
  cached.get(db)?.invalidate();
}

async function loadHolidays(db: Db): Promise<HolidayLookup> {
  const [rows, years] = await Promise.all([
    db.select({ date: publicHolidays.holidayDate, name: publicHolidays.name }).from(publicHolidays),
    db.select({ year: holidayYears.year }).from(holidayYears),
  ]);
  return holidayLookup(new Map(rows.map((r) => [r.date, r.name])), years.map((y) => y.year));
}
