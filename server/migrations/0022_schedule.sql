-- Issue 34 (back office, scheduling and the desk): an office's weekly hours and per-date settings
-- (closures with a reason, other hours, other places per slot), which the citizen calendar, the slot
-- lists and booking read; and the desk's statuses of a reservation (checked in, no-show).

-- Usual hours of a weekday (1 Monday … 5 Friday; weekends are always closed). No row: open
-- 09:00–17:30 (the slot grid of @portal/contracts SLOT_TIMES, lunch 12:00–13:00 closed).
CREATE TABLE dscsn_office_hours (
  office_id  text NOT NULL REFERENCES dscsn_offices (office_id),
  weekday    smallint NOT NULL CHECK (weekday BETWEEN 1 AND 5),
  open       boolean NOT NULL,
  first_slot text NOT NULL,
  last_slot  text NOT NULL CHECK (first_slot <= last_slot),
  updated_at timestamptz NOT NULL,
  updated_by uuid REFERENCES members (id),
  PRIMARY KEY (office_id, weekday)
);

-- What is set for one date: closed with a reason, or its own first/last slot and/or places per
-- slot by method ({"VISIT": 2}; a method left out follows dscsn_offices.capacity). No row: the
-- weekly hours and the office's capacity.
CREATE TABLE dscsn_office_days (
  office_id  text NOT NULL REFERENCES dscsn_offices (office_id),
  day        date NOT NULL,
  closed     boolean NOT NULL,
  reason     text,
  first_slot text,
  last_slot  text,
  capacity   jsonb,
  updated_at timestamptz NOT NULL,
  updated_by uuid REFERENCES members (id),
  PRIMARY KEY (office_id, day),
  CONSTRAINT dscsn_office_days_closed_reason CHECK (NOT closed OR reason IS NOT NULL),
  CONSTRAINT dscsn_office_days_times CHECK ((first_slot IS NULL) = (last_slot IS NULL) AND (first_slot IS NULL OR first_slot <= last_slot))
);

-- The desk's statuses: CHECKED_IN (the visitor came, on the day) and NO_SHOW (did not come, marked
-- after the start). Both keep their place in the slot, like DONE; only CANCELLED frees it.
ALTER TABLE dscsn_reservations DROP CONSTRAINT dscsn_reservations_status_check;
ALTER TABLE dscsn_reservations ADD CONSTRAINT dscsn_reservations_status_check
  CHECK (status IN ('BOOKED', 'CHECKED_IN', 'DONE', 'NO_SHOW', 'CANCELLED'));
ALTER TABLE dscsn_reservations ADD COLUMN checked_in_at timestamptz;
ALTER TABLE dscsn_reservations ADD COLUMN no_show_at timestamptz;

-- One active booking per person, institution and day: a checked-in booking is still the day's one;
-- a cancelled, no-show or done one does not hold the person's day.
DROP INDEX dscsn_reservations_person_day_uq;
CREATE UNIQUE INDEX dscsn_reservations_person_day_uq ON dscsn_reservations (person_key, inst_code, slot_date) WHERE status IN ('BOOKED', 'CHECKED_IN');

-- The desk's list: an institution's bookings of a day.
CREATE INDEX dscsn_reservations_inst_day_idx ON dscsn_reservations (inst_code, slot_date, slot_time);
