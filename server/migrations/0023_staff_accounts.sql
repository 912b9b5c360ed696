-- Issue 34 (back office, staff accounts): what an institution manager keeps about each staff account
-- of the institution besides its roles (staff, elrcpt_staff) and its authenticator (staff_totp):
-- disabled or not (a disabled account signs in at the back office no more and holds no role; its
-- staff sessions end when it is disabled), its last back-office sign-in (members.last_login_at is the
-- citizen's), who created it. No row: an account created before this table (seed, by hand), active.
CREATE TABLE staff_accounts (
  member_id        uuid PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  created_by       uuid REFERENCES members (id),
  disabled_at      timestamptz,
  disabled_by      uuid REFERENCES members (id),
  last_sign_in_at  timestamptz
);
