-- Issue 34 (security): the back office's append-only audit log. One row per call of a staff or
-- editor access (every read as READ, every other method as CHANGE, refused calls too with their
-- status), per opening of a masked record (OPEN, with the staff member's reason) and per export of
-- the log itself (EXPORT); SIGN_IN is kept for the staff sign-in. Who: the member id, login id, role
-- and institution the route's access check found (the staff member, never a citizen's details).
-- What: the contract key, method and the route AS MATCHED (`/api/staff/elrcpt/:aplyNo`, never the
-- raw URL or its query) and the record named by the route's first parameter (kind and id). No
-- citizen's personal data is ever written here. Times come from the app's clock (no DEFAULT now()).
-- Append-only in the database itself: UPDATE, DELETE and TRUNCATE raise, whoever asks.
CREATE TABLE audit_log (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at              timestamptz NOT NULL,
  action          text NOT NULL CHECK (action IN ('READ', 'CHANGE', 'OPEN', 'EXPORT', 'SIGN_IN')),
  actor_member_id uuid,
  actor_login_id  text,
  actor_role      text,
  actor_inst_code text,
  call_key        text NOT NULL,
  method          text NOT NULL,
  route           text NOT NULL,
  target_kind     text,
  target_id       text,
  reason          text CHECK (reason IS NULL OR char_length(reason) <= 200),
  status          smallint NOT NULL,
  request_id      text NOT NULL,
  CHECK (action <> 'OPEN' OR reason IS NOT NULL)
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_inst_idx ON audit_log (actor_inst_code, at DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_login_id, at DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_kind, target_id, at DESC);
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP; END $$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
