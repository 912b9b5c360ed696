-- Membership and sign-in (issue 4): member profile, identity verification, login keys, the login
-- audit (append-only), withdrawals and join idempotency. Resident registration numbers are never
-- collected; the verified person is known by person_key (an HMAC, like a provider's CI value).

ALTER TABLE members ADD COLUMN person_key text;
ALTER TABLE members ADD COLUMN birth_date char(8);
ALTER TABLE members ADD COLUMN gender char(1) CHECK (gender IN ('M', 'F'));
ALTER TABLE members ADD COLUMN mobile_no text;
ALTER TABLE members ADD COLUMN email text;
ALTER TABLE members ADD COLUMN notify_sms boolean NOT NULL DEFAULT false;
ALTER TABLE members ADD COLUMN notify_email boolean NOT NULL DEFAULT false;
ALTER TABLE members ADD COLUMN privacy_optional boolean NOT NULL DEFAULT false;
-- {"TERMS": {"version": "2026-11-01", "agreedAt": "…"}, …}: which text was agreed to, and when
ALTER TABLE members ADD COLUMN agreements jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE members ADD COLUMN password_changed_at timestamptz;
ALTER TABLE members ADD COLUMN password_change_deferred_at timestamptz;
ALTER TABLE members ADD COLUMN failed_count integer NOT NULL DEFAULT 0;
ALTER TABLE members ADD COLUMN delayed_until timestamptz;
ALTER TABLE members ADD COLUMN status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DORMANT', 'WITHDRAWN'));
ALTER TABLE members ADD COLUMN withdrawn_at timestamptz;
-- One account per verified person; guests (mbr_type_cd 09) have their own single row per person.
CREATE UNIQUE INDEX members_person_key_uq ON members (person_key) WHERE person_key IS NOT NULL AND mbr_type_cd <> '09';
CREATE UNIQUE INDEX members_guest_person_key_uq ON members (person_key) WHERE person_key IS NOT NULL AND mbr_type_cd = '09';

-- Sessions: absolute end (12 h) on top of the sliding idle end, and the password re-check window.
ALTER TABLE sessions ADD COLUMN absolute_expires_at timestamptz NOT NULL DEFAULT now() + interval '12 hours';
ALTER TABLE sessions ADD COLUMN reauth_until timestamptz;
CREATE INDEX sessions_member_idx ON sessions (member_id);

-- A browser's membership flow (HttpOnly cookie PORTAL_FLOW; the table keeps its SHA-256): binds
-- verifications to the browser and remembers the login id a DORMANT login answered for.
CREATE TABLE auth_flows (
  flow_hash        text PRIMARY KEY,
  dormant_login_id text,
  created_at       timestamptz NOT NULL,
  expires_at       timestamptz NOT NULL
);
CREATE INDEX auth_flows_expires_idx ON auth_flows (expires_at);

-- One identity verification (SMS code or simple-authentication app request).
CREATE TABLE verifications (
  id          text PRIMARY KEY,
  flow_hash   text NOT NULL REFERENCES auth_flows (flow_hash) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('JOIN', 'GUEST', 'ANYID', 'FIND_ID', 'FIND_PWD', 'DORMANT', 'MOBILE')),
  method      text NOT NULL CHECK (method IN ('SMS', 'SIMPLE')),
  provider    text NOT NULL,
  adapter     text NOT NULL,
  member_name text NOT NULL,
  birth_date  char(8) NOT NULL,
  gender      char(1),
  mobile_no   text NOT NULL,
  person_key  text NOT NULL,
  login_id    text,
  code_hash   text,
  tries       integer NOT NULL DEFAULT 0,
  decision    text NOT NULL DEFAULT 'PENDING' CHECK (decision IN ('PENDING', 'APPROVED', 'DENIED')),
  superseded  boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  verified_at timestamptz,
  consumed_at timestamptz
);
CREATE INDEX verifications_flow_idx ON verifications (flow_hash, purpose, created_at DESC);
CREATE INDEX verifications_created_idx ON verifications (created_at);

-- RSA key pairs for the login form (shared by every replica) and the one-time key ids (p).
CREATE TABLE login_key_pairs (
  pair_id     text PRIMARY KEY,
  public_der  text NOT NULL,
  private_pem text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE TABLE login_keys (
  key_id     text PRIMARY KEY,
  pair_id    text NOT NULL REFERENCES login_key_pairs (pair_id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX login_keys_expires_idx ON login_keys (expires_at);

-- Every login attempt. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (see README).
CREATE TABLE login_audit (
  id       bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at       timestamptz NOT NULL,
  login_id text,
  ip       text NOT NULL,
  method   text NOT NULL,
  result   text NOT NULL
);
CREATE INDEX login_audit_login_idx ON login_audit (login_id, at);
CREATE FUNCTION login_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'login_audit is append-only: % is not allowed', TG_OP; END $$;
CREATE TRIGGER login_audit_no_change BEFORE UPDATE OR DELETE ON login_audit FOR EACH ROW EXECUTE FUNCTION login_audit_append_only();
CREATE TRIGGER login_audit_no_truncate BEFORE TRUNCATE ON login_audit FOR EACH STATEMENT EXECUTE FUNCTION login_audit_append_only();

-- Withdrawals: reason and time only (no personal data, no member id).
CREATE TABLE withdrawals (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reason_cd   text NOT NULL,
  reason_text text NOT NULL DEFAULT '',
  mbr_type_cd text NOT NULL,
  at          timestamptz NOT NULL
);

-- POST /api/join idempotency: the first request's answer, bound to the browser flow that sent it.
CREATE TABLE join_requests (
  idempotency_key text PRIMARY KEY,
  flow_hash       text NOT NULL,
  member_id       uuid REFERENCES members (id) ON DELETE SET NULL,
  response        jsonb NOT NULL,
  created_at      timestamptz NOT NULL
);

-- Server secrets shared by the replicas (person-key HMAC when PERSON_KEY_SECRET is not set).
CREATE TABLE app_secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
