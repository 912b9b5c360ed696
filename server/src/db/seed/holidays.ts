// The official 공휴일 of the years in data/public-holidays.json (source noted there and in
// data/LICENSE-NOTES.md). A year is written once, when it is not registered yet: what staff changed
// afterwards (a removed or renamed date, a reloaded list) is never undone by a later start.
import type { Db } from '../client';
import { holidayYears, publicHolidays } from '../schema';
import holidayData from './data/public-holidays.json';

export const officialHolidays: Record<string, Record<string, string>> = holidayData.years;

/** Writes the years of the data file not registered yet; answers the years written. */
export async function seedHolidays(tx: Db, now: Date, years: Record<string, Record<string, string>> = officialHolidays): Promise<number[]> {
  const all = Object.keys(years).map(Number);
  const known = new Set((await tx.select({ year: holidayYears.year }).from(holidayYears)).map((r) => r.year));
  const written: number[] = [];
  for (const year of all.filter((y) => !known.has(y))) {
    const rows = Object.entries(years[year]!).map(([holidayDate, name]) => ({ holidayDate, name, source: 'OFFICIAL' as const, createdAt: now, updatedAt: now }));
    // a date staff registered before the year's list came keeps staff's entry
    if (rows.length) await tx.insert(publicHolidays).values(rows).onConflictDoNothing();
    const [added] = await tx.insert(holidayYears).values({ year, source: 'OFFICIAL', loadedAt: now }).onConflictDoNothing().returning();
    if (added) written.push(year);
  }
  return written;
}
