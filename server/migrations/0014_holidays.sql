-- Public holidays as data (issue 30): the booking calendar and the working-day count read this
-- table, not a list in the code. A year is bookable only once its list is registered (holiday_years);
-- staff add 임시공휴일, rename or remove a date and load a year's official list, every change logged.
-- Times come from the app's clock (no DEFAULT now()): tests run the app on a clock of their own.
CREATE TABLE public_holidays (
  holiday_date date PRIMARY KEY,
  name         text NOT NULL,
  source       text NOT NULL CHECK (source IN ('OFFICIAL', 'STAFF')),
  created_at   timestamptz NOT NULL,
  created_by   uuid,
  updated_at   timestamptz NOT NULL,
  updated_by   uuid
);

-- Which years' lists are registered: the seed (OFFICIAL, from server/src/db/seed/data/public-holidays.json)
-- or a staff member (STAFF) loaded it.
CREATE TABLE holiday_years (
  year      integer PRIMARY KEY,
  source    text NOT NULL CHECK (source IN ('OFFICIAL', 'STAFF')),
  loaded_at timestamptz NOT NULL,
  loaded_by uuid
);

-- Every staff change. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE.
CREATE TABLE holiday_changes (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at            timestamptz NOT NULL,
  member_id     uuid NOT NULL,
  action        text NOT NULL CHECK (action IN ('ADD', 'RENAME', 'REMOVE', 'LOAD_YEAR')),
  year          integer NOT NULL,
  holiday_date  date,
  name          text,
  previous_name text
);
CREATE INDEX holiday_changes_year_idx ON holiday_changes (year, at);
CREATE FUNCTION holiday_changes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'holiday_changes is append-only: % is not allowed', TG_OP; END $$;
CREATE TRIGGER holiday_changes_no_change BEFORE UPDATE OR DELETE ON holiday_changes FOR EACH ROW EXECUTE FUNCTION holiday_changes_append_only();
CREATE TRIGGER holiday_changes_no_truncate BEFORE TRUNCATE ON holiday_changes FOR EACH STATEMENT EXECUTE FUNCTION holiday_changes_append_only();

-- Whether the expected answer date counted weekdays of a year whose holidays were not registered.
ALTER TABLE dscsn_cyber ADD COLUMN expected_answer_estimated boolean NOT NULL DEFAULT false;
