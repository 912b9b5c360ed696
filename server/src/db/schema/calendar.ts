import { date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { changedByStaff, identityKey, ts } from './columns';

// Public holidays (0014_holidays): the dates the booking calendar closes, the years whose lists are
// registered, and the append-only log of staff changes.

export type HolidaySource = 'OFFICIAL' | 'STAFF';

export const publicHolidays = pgTable('public_holidays', {
  holidayDate: date('holiday_date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  source: text('source').$type<HolidaySource>().notNull(),
  createdAt: ts('created_at').notNull(),
  /** members.id of the staff member; null for the seed. */
  createdBy: uuid('created_by'),
  ...changedByStaff(),
});

export const holidayYears = pgTable('holiday_years', {
  year: integer('year').primaryKey(),
  source: text('source').$type<HolidaySource>().notNull(),
  loadedAt: ts('loaded_at').notNull(),
  loadedBy: uuid('loaded_by'),
});

export const holidayChanges = pgTable(
  'holiday_changes',
  {
    id: identityKey(),
    at: ts('at').notNull(),
    memberId: uuid('member_id').notNull(),
    action: text('action').$type<'ADD' | 'RENAME' | 'REMOVE' | 'LOAD_YEAR'>().notNull(),
    year: integer('year').notNull(),
    holidayDate: date('holiday_date', { mode: 'string' }),
    name: text('name'),
    previousName: text('previous_name'),
  },
  (t) => [index('holiday_changes_year_idx').on(t.year, t.at)],
);
