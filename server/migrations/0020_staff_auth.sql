-- Issue 34: staff sign-in with a second factor (TOTP) and the staff session.
--
-- A staff session is a row of `sessions` of kind STAFF, reached only through its own cookie
-- (PORTAL_STAFF); a citizen's session is of kind MEMBER (PORTAL_SESSION). Each cookie's lookup asks
-- for its own kind, so neither cookie ever opens the other kind's row.
ALTER TABLE sessions ADD COLUMN kind text NOT NULL DEFAULT 'MEMBER' CHECK (kind IN ('MEMBER', 'STAFF'));

-- The authenticator of a staff account: its TOTP secret sealed with AES-256-GCM under the key of
-- personal identifiers (ELRCPT_RRN_KEY), and the last time step accepted (each code works once).
CREATE TABLE staff_totp (
  member_id    uuid PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  secret_enc   text NOT NULL,
  enrolled_at  timestamptz NOT NULL,
  last_step    bigint NOT NULL DEFAULT 0
);

-- Recovery codes: only an HMAC of each is kept; a code is used up by setting used_at.
CREATE TABLE staff_recovery_codes (
  member_id   uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code_hash   text NOT NULL,
  created_at  timestamptz NOT NULL,
  used_at     timestamptz,
  PRIMARY KEY (member_id, code_hash)
);

-- Between the password and the second factor (5 minutes): the challenge cookie's SHA-256, whose step
-- it is, the secret being enrolled (sealed like staff_totp's) and the wrong codes sent so far.
CREATE TABLE staff_login_challenges (
  token_hash          text PRIMARY KEY,
  member_id           uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  step                text NOT NULL CHECK (step IN ('ENROL', 'VERIFY')),
  pending_secret_enc  text,
  failed_count        integer NOT NULL DEFAULT 0,
  created_at          timestamptz NOT NULL,
  expires_at          timestamptz NOT NULL
);
CREATE INDEX staff_login_challenges_expires_idx ON staff_login_challenges (expires_at);
