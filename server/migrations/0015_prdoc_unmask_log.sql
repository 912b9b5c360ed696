-- Who opened a fetched document with its 주민등록번호 뒷자리 (issue 31 item 7): one row per unmasked
-- view, the member (OWNER, through 나의서류) or the institution's officer (STAFF, an application's
-- item), the document, the purpose and the time. Never the number itself. Append-only like
-- holiday_changes. Times come from the app's clock (no DEFAULT now()).
CREATE TABLE prdoc_unmask_log (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at          timestamptz NOT NULL,
  viewer_id   uuid NOT NULL,
  viewer_role text NOT NULL CHECK (viewer_role IN ('OWNER', 'STAFF')),
  inst_code   text,
  my_doc_id   text,
  prdoc_id    text,
  purpose     text NOT NULL CHECK (purpose IN ('SELF_CHECK', 'ELIGIBILITY', 'COURT_FILING')),
  CHECK ((my_doc_id IS NULL) <> (prdoc_id IS NULL))
);
CREATE INDEX prdoc_unmask_log_viewer_idx ON prdoc_unmask_log (viewer_id, at);
CREATE FUNCTION prdoc_unmask_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'prdoc_unmask_log is append-only: % is not allowed', TG_OP; END $$;
CREATE TRIGGER prdoc_unmask_log_no_change BEFORE UPDATE OR DELETE ON prdoc_unmask_log FOR EACH ROW EXECUTE FUNCTION prdoc_unmask_log_append_only();
CREATE TRIGGER prdoc_unmask_log_no_truncate BEFORE TRUNCATE ON prdoc_unmask_log FOR EACH STATEMENT EXECUTE FUNCTION prdoc_unmask_log_append_only();
