import { date, jsonb, pgTable, primaryKey, smallint, boolean, text } from 'drizzle-orm/pg-core';
import { changedByStaff } from './columns';

// Office scheduling (0022_schedule, issue 34): the usual hours of each weekday and what is set for
// single dates (closures, other hours, other places per slot). The citizen calendar, the slot lists
// and booking read them through server/src/kernel/office-schedule.ts.

type SlotCapacity = Partial<Record<'VISIT' | 'VIDEO' | 'PHONE', number>>;

export const dscsnOfficeHours = pgTable(
  'dscsn_office_hours',
  {
    officeId: text('office_id').notNull(),
    /** 1 Monday … 5 Friday. */
    weekday: smallint('weekday').notNull(),
    open: boolean('open').notNull(),
    firstSlot: text('first_slot').notNull(),
    lastSlot: text('last_slot').notNull(),
    ...changedByStaff(),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.weekday] })],
);

export const dscsnOfficeDays = pgTable(
  'dscsn_office_days',
  {
    officeId: text('office_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull(),
    reason: text('reason'),
    firstSlot: text('first_slot'),
    lastSlot: text('last_slot'),
    /** Places per slot of the methods set for this date; null: all follow the office. */
    capacity: jsonb('capacity').$type<SlotCapacity>(),
    ...changedByStaff(),
  },
  (t) => [primaryKey({ columns: [t.officeId, t.day] })],
);
