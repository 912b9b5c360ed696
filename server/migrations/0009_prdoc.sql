-- Supporting documents (issue 17): 나의서류 (my_docs: a member's saved documents, uploaded, fetched
-- through 행정정보 공동이용 or received from the 전자문서지갑) and the documents of an application
-- (prdoc_items). A stored object is either an upload (file_id → files) or bytes the server made (a
-- fetched record, a wallet certificate: storage_path, through FileStorage.putBuffer). An item keeps
-- its own reference to the object, so deleting the my_doc never removes the copy an application used,
-- the bytes go only when nothing references them any more.

CREATE TABLE my_docs (
  -- 'D' + 24 hex
  id            text PRIMARY KEY,
  member_id     uuid NOT NULL REFERENCES members (id),
  code          text NOT NULL,
  -- the name the citizen gives an Etc document
  title         text,
  source        text NOT NULL CHECK (source IN ('EXCHANGE', 'WALLET', 'UPLOAD')),
  issuer        text,
  issued_at     date NOT NULL,
  expires_at    date NOT NULL,
  -- an upload; the file of a deleted document may be swept later (the tombstone then keeps NULL)
  file_id       text REFERENCES files (file_id) ON DELETE SET NULL,
  storage_path  text,
  doc_no        text,
  created_at    timestamptz NOT NULL,
  -- deleted by the member: a tombstone (its bytes are gone unless a copy of an application uses them,
  -- it keeps an attached file from coming back as a document of mine at the next draft save)
  deleted_at    timestamptz,
  CHECK (deleted_at IS NOT NULL OR (file_id IS NULL) <> (storage_path IS NULL))
);
CREATE INDEX my_docs_member_idx ON my_docs (member_id, created_at DESC) WHERE deleted_at IS NULL;
-- one document of mine per uploaded file (attaching the same file again does not make a second)
CREATE UNIQUE INDEX my_docs_file_uq ON my_docs (member_id, file_id);
CREATE INDEX my_docs_storage_idx ON my_docs (storage_path) WHERE storage_path IS NOT NULL;

CREATE TABLE prdoc_items (
  -- 'P' + 24 hex
  id               text PRIMARY KEY,
  aply_id          uuid NOT NULL REFERENCES elrcpt_applications (id) ON DELETE CASCADE,
  code             text NOT NULL,
  title            text,
  status           text NOT NULL CHECK (status IN ('REQUESTED', 'SUBMITTED', 'CONFIRMED', 'SUPPLEMENT', 'EXPIRED')),
  -- NULL while REQUESTED and nothing was supplied yet
  source           text CHECK (source IN ('EXCHANGE', 'WALLET', 'UPLOAD')),
  my_doc_id        text REFERENCES my_docs (id) ON DELETE SET NULL,
  -- the copy this application uses (its own reference)
  file_id          text REFERENCES files (file_id),
  storage_path     text,
  issuer           text,
  doc_no           text,
  issued_at        date,
  expires_at       date,
  requested_at     timestamptz,
  request_note     text,
  requested_by     uuid REFERENCES members (id),
  submitted_at     timestamptz,
  reviewed_at      timestamptz,
  review_note      text,
  reviewed_by      uuid REFERENCES members (id),
  -- 행정정보 공동이용: the consent of this document for this application
  consent_at       timestamptz,
  consent_purpose  text,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL
);
CREATE INDEX prdoc_items_aply_idx ON prdoc_items (aply_id, created_at);
-- one item per form code and application (Etc documents may be many)
CREATE UNIQUE INDEX prdoc_items_code_uq ON prdoc_items (aply_id, code) WHERE code <> 'Etc';
CREATE INDEX prdoc_items_file_idx ON prdoc_items (file_id) WHERE file_id IS NOT NULL;
CREATE INDEX prdoc_items_storage_idx ON prdoc_items (storage_path) WHERE storage_path IS NOT NULL;
CREATE INDEX prdoc_items_my_doc_idx ON prdoc_items (my_doc_id) WHERE my_doc_id IS NOT NULL;
CREATE INDEX prdoc_items_expiry_idx ON prdoc_items (expires_at) WHERE status = 'SUBMITTED';

-- Files already attached to applications are documents of their owner too (source UPLOAD, 'Etc',
-- titled by the file name without its extension, issued on the upload date, KST).
INSERT INTO my_docs (id, member_id, code, title, source, issued_at, expires_at, file_id, created_at)
SELECT 'D' || substr(md5(f.file_id || f.owner_id::text), 1, 24), f.owner_id, 'Etc',
       left(regexp_replace(f.name, '\.[^.]*$', ''), 60), 'UPLOAD',
       ((f.uploaded_at AT TIME ZONE 'UTC') + interval '9 hours')::date, ((f.uploaded_at AT TIME ZONE 'UTC') + interval '9 hours')::date + 90,
       f.file_id, f.uploaded_at
FROM files f
WHERE EXISTS (SELECT 1 FROM elrcpt_files ef WHERE ef.file_id = f.file_id)
ON CONFLICT DO NOTHING;

ALTER TABLE elrcpt_access_log DROP CONSTRAINT elrcpt_access_log_action_check;
ALTER TABLE elrcpt_access_log ADD CONSTRAINT elrcpt_access_log_action_check CHECK (action IN ('LIST', 'READ', 'MOVE', 'FILE', 'PRDOC'));

ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_kind_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_kind_check
  CHECK (kind IN ('RSVT_BOOKED', 'RSVT_CHANGED', 'RSVT_CANCELLED', 'CYBER_RECEIVED', 'CYBER_ANSWERED', 'QNA_ANSWERED',
                  'ELRCPT_SUBMITTED', 'ELRCPT_RECEIVED', 'ELRCPT_SUPPLEMENT_REQUESTED', 'ELRCPT_AIDED', 'ELRCPT_REJECTED', 'ELRCPT_WITHDRAWN',
                  'PRDOC_REQUESTED', 'PRDOC_SUPPLEMENT'));
