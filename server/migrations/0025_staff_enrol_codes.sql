-- Issue 34 (back office): an authenticator is registered only with an enrolment code the institution
-- manager issued (a new account, an authenticator reset) and handed over in person, so a password
-- alone never registers an app. Kept as an argon2id hash; it runs out (7 days) and is spent by the
-- enrolment. A NULL expiry is the sandbox accounts' code (never in production: no sandbox seed there).
ALTER TABLE staff_accounts
  ADD COLUMN enrol_code_hash       text,
  ADD COLUMN enrol_code_expires_at timestamptz;
