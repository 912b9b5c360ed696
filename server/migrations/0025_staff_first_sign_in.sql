-- Issue 34 (back office), a staff account's first sign-in. An authenticator is registered only with an enrolment code the institution
-- manager issued (a new account, an authenticator reset) and handed over in person, so a password
-- alone never registers an app. Kept as an argon2id hash; it runs out (7 days) and is spent by the
-- enrolment. A NULL expiry is the sandbox accounts' code (never in production: no sandbox seed there).
ALTER TABLE staff_accounts
  ADD COLUMN enrol_code_hash       text,
  ADD COLUMN enrol_code_expires_at timestamptz;

-- An account made by its institution manager signs in first with the one-time initial password the
-- manager saw: it must choose its own password before its second factor (the challenge's PASSWORD
-- step), so nobody but the staff member knows the password they work with.
ALTER TABLE staff_accounts ADD COLUMN password_must_change boolean NOT NULL DEFAULT false;
ALTER TABLE staff_login_challenges DROP CONSTRAINT staff_login_challenges_step_check;
ALTER TABLE staff_login_challenges ADD CONSTRAINT staff_login_challenges_step_check CHECK (step IN ('PASSWORD', 'ENROL', 'VERIFY'));
