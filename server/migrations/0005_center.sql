-- Customer centre boards (issue 6): FAQ entries, notice bodies as sanitised HTML with attachments,
-- views counted once per browser and day, Q&A questions with their answer, the content-editor role.

CREATE TABLE faqs (
  faq_id       text PRIMARY KEY,
  category     text NOT NULL CHECK (category IN ('PORTAL', 'LEGAL_AID', 'HOUSING', 'JEONSE_FRAUD', 'WELFARE', 'ELDERLY', 'HEALTH')),
  question     text NOT NULL,
  -- sanitised on every write (server allow-list); answer_text is the same without tags, for search
  answer_html  text NOT NULL,
  answer_text  text NOT NULL,
  source_title text,
  source_url   text,
  view_count   integer NOT NULL DEFAULT 0,
  use_yn       boolean NOT NULL DEFAULT true,
  sort_order   integer NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  -- the editor who last changed it; NULL: as seeded (a re-seed only refreshes untouched entries)
  updated_by   uuid REFERENCES members (id)
);
CREATE INDEX faqs_list_idx ON faqs (sort_order, faq_id) WHERE use_yn;
CREATE INDEX faqs_category_idx ON faqs (category, sort_order, faq_id) WHERE use_yn;

-- notices.body stays the plain text (search "내용"); body_html is what the page shows.
ALTER TABLE notices ADD COLUMN body_html text NOT NULL DEFAULT '';
UPDATE notices SET body_html = '<p>' || replace(replace(replace(body, '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</p>';
ALTER TABLE notices ADD COLUMN created_by uuid REFERENCES members (id);
ALTER TABLE notices ADD COLUMN updated_by uuid REFERENCES members (id);
CREATE INDEX notices_list_idx ON notices (posted_at DESC, ntt_id DESC) WHERE use_yn;

-- A view counts once per browser (visitor cookie hash) and KST day; rows older than a day are purged.
CREATE TABLE board_views (
  kind       text NOT NULL CHECK (kind IN ('FAQ', 'NOTICE')),
  record_id  text NOT NULL,
  viewer_key text NOT NULL,
  day        date NOT NULL,
  PRIMARY KEY (kind, record_id, viewer_key, day)
);
CREATE INDEX board_views_day_idx ON board_views (day);

-- Q&A (묻고 답하기): the owner is a member row (a verified guest is a member row of type 09).
-- idempotency_key + request_hash: a retry with the same key gets the same question back.
CREATE TABLE qna (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  qna_no          text NOT NULL UNIQUE,
  owner_id        uuid NOT NULL REFERENCES members (id),
  category        text NOT NULL CHECK (category IN ('SITE', 'ACCOUNT', 'CONSULT', 'LEGAL_AID', 'ERROR', 'ETC')),
  title           text NOT NULL,
  content         text NOT NULL,
  is_public       boolean NOT NULL DEFAULT false,
  status          text NOT NULL DEFAULT 'WAITING' CHECK (status IN ('WAITING', 'ANSWERED')),
  answer          text,
  answered_at     timestamptz,
  answered_by     text,
  answered_by_id  uuid REFERENCES members (id),
  idempotency_key text NOT NULL,
  request_hash    text NOT NULL,
  created_at      timestamptz NOT NULL,
  CONSTRAINT qna_owner_key_uq UNIQUE (owner_id, idempotency_key)
);
CREATE INDEX qna_owner_idx ON qna (owner_id, created_at DESC);
CREATE INDEX qna_status_idx ON qna (status, created_at);
CREATE INDEX qna_public_idx ON qna (answered_at DESC) WHERE is_public AND status = 'ANSWERED';

-- An uploaded file belongs to at most one record: a cyber consultation, a notice or a question.
ALTER TABLE files ADD COLUMN notice_id text REFERENCES notices (ntt_id);
ALTER TABLE files ADD COLUMN qna_id uuid REFERENCES qna (id);
ALTER TABLE files ADD CONSTRAINT files_one_record CHECK (num_nonnulls(cyber_id, notice_id, qna_id) <= 1);
DROP INDEX files_unattached_idx;
CREATE INDEX files_unattached_idx ON files (uploaded_at) WHERE cyber_id IS NULL AND notice_id IS NULL AND qna_id IS NULL;
CREATE INDEX files_notice_idx ON files (notice_id);
CREATE INDEX files_qna_idx ON files (qna_id);

-- Content editors (portal operators) belong to no institution; consultation staff still need one.
ALTER TABLE staff ALTER COLUMN inst_code DROP NOT NULL;
ALTER TABLE staff DROP CONSTRAINT staff_role_check;
ALTER TABLE staff ADD CONSTRAINT staff_role_check CHECK (role IN ('CONSULT_STAFF', 'CONTENT_EDITOR'));
ALTER TABLE staff ADD CONSTRAINT staff_consult_inst CHECK (role <> 'CONSULT_STAFF' OR inst_code IS NOT NULL);

ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_kind_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_kind_check
  CHECK (kind IN ('RSVT_BOOKED', 'RSVT_CHANGED', 'RSVT_CANCELLED', 'CYBER_RECEIVED', 'CYBER_ANSWERED', 'QNA_ANSWERED'));
