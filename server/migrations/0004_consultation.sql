-- Consultation (issue 5): institutions and offices, 30-minute slots with a capacity counter,
-- reservations (visit, video, phone), cyber (written) consultations with attachments, institution
-- staff, idempotency records, and the notification outbox with its delivery log.

CREATE TABLE dscsn_institutions (
  inst_code    text PRIMARY KEY,
  name         text NOT NULL,
  summary      text NOT NULL,
  phone        text NOT NULL,
  website      text NOT NULL,
  methods      jsonb NOT NULL,
  info_path    text NOT NULL,
  description  jsonb NOT NULL,
  handles      jsonb NOT NULL,
  eligibility  jsonb NOT NULL,
  hours        text NOT NULL,
  address      text NOT NULL,
  services     jsonb NOT NULL,
  external_url text,
  sources      jsonb NOT NULL,
  sort_order   integer NOT NULL DEFAULT 0,
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- capacity: {"VISIT": 3, "PHONE": 2}: places per 30-minute slot for each method the office books.
CREATE TABLE dscsn_offices (
  office_id  text PRIMARY KEY,
  inst_code  text NOT NULL REFERENCES dscsn_institutions (inst_code),
  name       text NOT NULL,
  region     text NOT NULL,
  address    text NOT NULL,
  phone      text NOT NULL,
  capacity   jsonb NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  use_yn     boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dscsn_offices_inst_idx ON dscsn_offices (inst_code, region);

-- One row per slot that has ever been booked (created on the first booking). booked counts the
-- BOOKED and DONE reservations in it; the conditional UPDATE "booked < capacity" is what keeps a
-- slot within its capacity under any concurrency, and the CHECK is the last line of defence.
CREATE TABLE dscsn_slots (
  office_id text NOT NULL REFERENCES dscsn_offices (office_id),
  method    text NOT NULL CHECK (method IN ('VISIT', 'VIDEO', 'PHONE')),
  slot_date date NOT NULL,
  slot_time text NOT NULL,
  capacity  integer NOT NULL CHECK (capacity >= 0),
  booked    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (office_id, method, slot_date, slot_time),
  CONSTRAINT dscsn_slots_within_capacity CHECK (booked >= 0 AND booked <= capacity)
);

-- Check-in ticket numbers (번호표) per office and day, handed out in booking order and never reused.
CREATE TABLE dscsn_ticket_counters (
  office_id text NOT NULL,
  slot_date date NOT NULL,
  last_no   integer NOT NULL,
  PRIMARY KEY (office_id, slot_date)
);

CREATE TABLE dscsn_reservations (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  rsvt_no          text NOT NULL UNIQUE,
  member_id        uuid NOT NULL REFERENCES members (id),
  -- the person (members.person_key; a member and the same person's guest row share it)
  person_key       text NOT NULL,
  inst_code        text NOT NULL REFERENCES dscsn_institutions (inst_code),
  office_id        text NOT NULL REFERENCES dscsn_offices (office_id),
  method           text NOT NULL CHECK (method IN ('VISIT', 'VIDEO', 'PHONE')),
  slot_date        date NOT NULL,
  slot_time        text NOT NULL,
  starts_at        timestamptz NOT NULL,
  status           text NOT NULL DEFAULT 'BOOKED' CHECK (status IN ('BOOKED', 'DONE', 'CANCELLED')),
  field            text NOT NULL,
  summary          text NOT NULL,
  applicant_name   text NOT NULL,
  applicant_mobile text NOT NULL,
  applicant_email  text NOT NULL DEFAULT '',
  access_code      text,
  ticket_no        integer,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  cancelled_at     timestamptz,
  cancel_reason    text,
  done_at          timestamptz
);
-- One active booking per person, institution and day.
CREATE UNIQUE INDEX dscsn_reservations_person_day_uq ON dscsn_reservations (person_key, inst_code, slot_date) WHERE status = 'BOOKED';
CREATE INDEX dscsn_reservations_member_idx ON dscsn_reservations (member_id, created_at DESC);
CREATE INDEX dscsn_reservations_office_day_idx ON dscsn_reservations (office_id, slot_date);

-- Idempotency-Key of booking, time change and cyber calls: per member and call, the request's hash
-- and the first answer (a retry with the same key gets it back; another body gets 409).
CREATE TABLE dscsn_idempotency (
  member_id       uuid NOT NULL REFERENCES members (id),
  scope           text NOT NULL,
  idempotency_key text NOT NULL,
  request_hash    text NOT NULL,
  response        jsonb,
  created_at      timestamptz NOT NULL,
  PRIMARY KEY (member_id, scope, idempotency_key)
);
CREATE INDEX dscsn_idempotency_created_idx ON dscsn_idempotency (created_at);

CREATE TABLE dscsn_cyber (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  receipt_no         text NOT NULL UNIQUE,
  member_id          uuid NOT NULL REFERENCES members (id),
  kind               text NOT NULL CHECK (kind IN ('DOM', 'OVS', 'FR', 'LQA', 'KCAB')),
  inst_code          text NOT NULL REFERENCES dscsn_institutions (inst_code),
  field              text NOT NULL,
  title              text NOT NULL,
  question           text NOT NULL,
  is_public          boolean NOT NULL,
  status             text NOT NULL DEFAULT 'WAITING' CHECK (status IN ('WAITING', 'ANSWERED')),
  details            jsonb NOT NULL,
  created_at         timestamptz NOT NULL,
  expected_answer_by date NOT NULL,
  answer             text,
  answered_at        timestamptz,
  answered_by        uuid REFERENCES members (id)
);
CREATE INDEX dscsn_cyber_member_idx ON dscsn_cyber (member_id, created_at DESC);
CREATE INDEX dscsn_cyber_inst_idx ON dscsn_cyber (inst_code, status, created_at DESC);
CREATE INDEX dscsn_cyber_public_idx ON dscsn_cyber (answered_at DESC) WHERE is_public AND status = 'ANSWERED';

-- Uploaded files: the bytes live under DATA_DIR/uploads/<yyyy>/<mm>/<file_id>; unattached files
-- (cyber_id NULL) are removed after 24 hours.
CREATE TABLE files (
  file_id      text PRIMARY KEY,
  owner_id     uuid NOT NULL REFERENCES members (id),
  name         text NOT NULL,
  size         integer NOT NULL,
  type         text NOT NULL CHECK (type IN ('PDF', 'JPG', 'PNG', 'HWP')),
  mime         text NOT NULL,
  storage_path text NOT NULL,
  sha256       text NOT NULL,
  uploaded_at  timestamptz NOT NULL,
  cyber_id     uuid REFERENCES dscsn_cyber (id),
  attached_at  timestamptz
);
CREATE INDEX files_owner_idx ON files (owner_id);
CREATE INDEX files_unattached_idx ON files (uploaded_at) WHERE cyber_id IS NULL;
CREATE INDEX files_cyber_idx ON files (cyber_id);

-- Institution staff: a member scoped to one institution.
CREATE TABLE staff (
  member_id  uuid PRIMARY KEY REFERENCES members (id),
  inst_code  text NOT NULL REFERENCES dscsn_institutions (inst_code),
  role       text NOT NULL CHECK (role IN ('CONSULT_STAFF')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Notifications (SMS / e-mail) written in the same transaction as the change they announce; the
-- sender delivers them (FOR UPDATE SKIP LOCKED, retries with backoff) and records each delivery.
CREATE TABLE notification_outbox (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind            text NOT NULL CHECK (kind IN ('RSVT_BOOKED', 'RSVT_CHANGED', 'RSVT_CANCELLED', 'CYBER_RECEIVED', 'CYBER_ANSWERED')),
  channel         text NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  recipient       text NOT NULL,
  subject_ref     text NOT NULL,
  payload         jsonb NOT NULL,
  status          text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error      text,
  created_at      timestamptz NOT NULL,
  sent_at         timestamptz
);
CREATE INDEX notification_outbox_due_idx ON notification_outbox (next_attempt_at) WHERE status = 'PENDING';
CREATE INDEX notification_outbox_ref_idx ON notification_outbox (subject_ref);

CREATE TABLE notification_log (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  outbox_id         bigint NOT NULL REFERENCES notification_outbox (id),
  kind              text NOT NULL,
  channel           text NOT NULL,
  recipient_masked  text NOT NULL,
  adapter           text NOT NULL,
  body              text NOT NULL,
  sent_at           timestamptz NOT NULL
);
CREATE INDEX notification_log_outbox_idx ON notification_log (outbox_id);
