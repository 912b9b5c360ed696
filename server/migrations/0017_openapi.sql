-- Open API (issue 33): members apply for keys (development use approved at once, operating use after
-- an approver's decision), keys are stored only as their SHA-256, and every keyed call is counted per
-- application, API and KST day in one upsert that refuses past the day's limit.

-- the staff role that decides operating applications, and the key-expiry notice
ALTER TABLE staff DROP CONSTRAINT staff_role_check;
ALTER TABLE staff ADD CONSTRAINT staff_role_check CHECK (role IN ('CONSULT_STAFF', 'CONTENT_EDITOR', 'OPENAPI_APPROVER'));

ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_kind_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_kind_check
  CHECK (kind IN ('RSVT_BOOKED', 'RSVT_CHANGED', 'RSVT_CANCELLED', 'CYBER_RECEIVED', 'CYBER_ANSWERED', 'QNA_ANSWERED',
                  'ELRCPT_SUBMITTED', 'ELRCPT_RECEIVED', 'ELRCPT_SUPPLEMENT_REQUESTED', 'ELRCPT_AIDED', 'ELRCPT_REJECTED', 'ELRCPT_WITHDRAWN',
                  'PRDOC_REQUESTED', 'PRDOC_SUPPLEMENT', 'OPENAPI_KEY_EXPIRING'));

CREATE TABLE openapi_applications (
  id                    text PRIMARY KEY,
  member_id             uuid NOT NULL,
  use_kind              text NOT NULL CHECK (use_kind IN ('DEV', 'OPER')),
  purpose               text NOT NULL,
  system_name           text NOT NULL,
  expected_daily_calls  integer NOT NULL,
  -- CIDRs the keys may be used from; empty: any address
  ip_allow              jsonb NOT NULL DEFAULT '[]',
  status                text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'REVOKED')),
  daily_limit           integer NOT NULL,
  reject_reason         text,
  decided_by            uuid,
  decided_at            timestamptz,
  terms_agreed_at       timestamptz NOT NULL,
  created_at            timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL
);
CREATE INDEX openapi_applications_member_idx ON openapi_applications (member_id, created_at);
CREATE INDEX openapi_applications_pending_idx ON openapi_applications (created_at) WHERE status = 'PENDING';

-- one row per issued key; the key itself is never stored, only sha256(key) and a hint (prefix … last 4)
CREATE TABLE openapi_keys (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id     text NOT NULL REFERENCES openapi_applications (id) ON DELETE CASCADE,
  key_hash           text NOT NULL,
  key_hint           text NOT NULL,
  issued_at          timestamptz NOT NULL,
  -- issued_at + 2 years; a reissue brings the old key's down to 24 hours after the reissue
  expires_at         timestamptz NOT NULL,
  replaced_at        timestamptz,
  revoked_at         timestamptz,
  -- when the 30-days-before-expiry notice was queued (once per key)
  expiry_noticed_at  timestamptz,
  CONSTRAINT openapi_keys_key_hash_key UNIQUE (key_hash)
);
CREATE INDEX openapi_keys_application_idx ON openapi_keys (application_id);

-- calls admitted per application, API and KST day (the quota and the statistics)
CREATE TABLE openapi_usage (
  application_id  text NOT NULL REFERENCES openapi_applications (id) ON DELETE CASCADE,
  api             text NOT NULL,
  day             date NOT NULL,
  calls           integer NOT NULL,
  PRIMARY KEY (application_id, api, day)
);
