-- Electronic application for legal aid (issue 16): applications with their draft content (the
-- resident registration number is never in `content`: it is kept AES-256-GCM encrypted in rrn_enc),
-- the history of every status change, supplements, e-signature requests, the staff access log, the
-- staff of institutions that take applications but give no consultations (LEGALAID), and the
-- per-institution, per-year counter of receipt numbers.

CREATE TABLE elrcpt_applications (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- A + KST date + '-' + 6 digits, e.g. A20261125-000042
  aply_no       text NOT NULL UNIQUE,
  member_id     uuid NOT NULL REFERENCES members (id),
  -- the person (members.person_key): one open application per person, institution and case
  person_key    text NOT NULL,
  form          text NOT NULL,
  inst_code     text NOT NULL CHECK (inst_code IN ('KLAC', 'LHM', 'LQA', 'LEGALAID', 'KCAB')),
  status        text NOT NULL DEFAULT 'DRAFT'
                CHECK (status IN ('DRAFT', 'SUBMITTED', 'RECEIVED', 'REVIEW', 'SUPPLEMENT_REQUESTED', 'SUPPLEMENT_SUBMITTED', 'AIDED', 'REJECTED', 'WITHDRAWN')),
  -- DraftContent without applicant.rrn
  content       jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- 'v1.' + base64url(iv 12 bytes) + '.' + base64url(tag 16 bytes) + '.' + base64url(ciphertext); AAD = aply_no
  rrn_enc       text,
  -- the consent of the …AgreInfo page, with its time ("at")
  consent       jsonb NOT NULL,
  -- what the self-diagnosis handed over
  carry         jsonb,
  version       integer NOT NULL DEFAULT 0,
  -- 2026-KLAC-000123, given when submitted
  receipt_no    text UNIQUE,
  -- case type + '|' + normalised opponent name (README); set when submitted
  case_key      text,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  submitted_at  timestamptz,
  decided_at    timestamptz,
  withdrawn_at  timestamptz
);
-- One open application per person, institution and case: the database decides under concurrency.
CREATE UNIQUE INDEX elrcpt_applications_open_case_uq ON elrcpt_applications (person_key, inst_code, case_key)
  WHERE status IN ('SUBMITTED', 'RECEIVED', 'REVIEW', 'SUPPLEMENT_REQUESTED', 'SUPPLEMENT_SUBMITTED');
-- my list (newest first), the staff list of an institution
CREATE INDEX elrcpt_applications_member_idx ON elrcpt_applications (member_id, updated_at DESC);
CREATE INDEX elrcpt_applications_inst_idx ON elrcpt_applications (inst_code, status, submitted_at DESC) WHERE status <> 'DRAFT';

CREATE TABLE elrcpt_history (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  aply_id     uuid NOT NULL REFERENCES elrcpt_applications (id) ON DELETE CASCADE,
  from_status text,
  to_status   text NOT NULL,
  actor_kind  text NOT NULL CHECK (actor_kind IN ('citizen', 'staff', 'system')),
  actor_id    uuid REFERENCES members (id),
  message     text,
  at          timestamptz NOT NULL
);
CREATE INDEX elrcpt_history_aply_idx ON elrcpt_history (aply_id, at, id);

CREATE TABLE elrcpt_supplements (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  aply_id      uuid NOT NULL REFERENCES elrcpt_applications (id) ON DELETE CASCADE,
  request      text NOT NULL,
  requested_at timestamptz NOT NULL,
  requested_by uuid NOT NULL REFERENCES members (id),
  note         text,
  attachments  jsonb NOT NULL DEFAULT '[]'::jsonb,
  submitted_at timestamptz
);
CREATE INDEX elrcpt_supplements_aply_idx ON elrcpt_supplements (aply_id, requested_at);

-- Files an application uses (draft attachments, supplements): a file may serve several applications
-- (MyDocPopup picks saved documents); a file listed here is never swept as unattached.
CREATE TABLE elrcpt_files (
  aply_id  uuid NOT NULL REFERENCES elrcpt_applications (id) ON DELETE CASCADE,
  file_id  text NOT NULL REFERENCES files (file_id),
  PRIMARY KEY (aply_id, file_id)
);
CREATE INDEX elrcpt_files_file_idx ON elrcpt_files (file_id);

CREATE TABLE esign_requests (
  sign_id      text PRIMARY KEY,
  aply_id      uuid NOT NULL REFERENCES elrcpt_applications (id) ON DELETE CASCADE,
  member_id    uuid NOT NULL REFERENCES members (id),
  adapter      text NOT NULL,
  provider     text NOT NULL,
  -- SHA-256 (hex) of the canonical document signed (README)
  content_hash text NOT NULL,
  state        text NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'SIGNED', 'EXPIRED', 'CANCELLED')),
  requested_at timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  signed_at    timestamptz,
  -- base64url signature over content_hash (sandbox: Ed25519)
  signature    text
);
CREATE INDEX esign_requests_aply_idx ON esign_requests (aply_id, requested_at DESC);

-- Every staff read (list, open) and move of an application.
CREATE TABLE elrcpt_access_log (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_member_id uuid NOT NULL REFERENCES members (id),
  aply_no         text NOT NULL,
  action          text NOT NULL CHECK (action IN ('LIST', 'READ', 'MOVE')),
  at              timestamptz NOT NULL
);
CREATE INDEX elrcpt_access_log_aply_idx ON elrcpt_access_log (aply_no, at);
CREATE INDEX elrcpt_access_log_staff_idx ON elrcpt_access_log (staff_member_id, at);

-- Staff of institutions that take applications but are not consultation institutions (LEGALAID):
-- kept apart from `staff` so the consultation pages never show them an institution.
CREATE TABLE elrcpt_staff (
  member_id  uuid PRIMARY KEY REFERENCES members (id),
  inst_code  text NOT NULL CHECK (inst_code IN ('KLAC', 'LHM', 'LQA', 'LEGALAID', 'KCAB')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE elrcpt_receipt_counters (
  inst_code text NOT NULL,
  year      integer NOT NULL,
  last_no   integer NOT NULL,
  PRIMARY KEY (inst_code, year)
);

ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_kind_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_kind_check
  CHECK (kind IN ('RSVT_BOOKED', 'RSVT_CHANGED', 'RSVT_CANCELLED', 'CYBER_RECEIVED', 'CYBER_ANSWERED', 'QNA_ANSWERED',
                  'ELRCPT_SUBMITTED', 'ELRCPT_RECEIVED', 'ELRCPT_SUPPLEMENT_REQUESTED', 'ELRCPT_AIDED', 'ELRCPT_REJECTED', 'ELRCPT_WITHDRAWN'));
