-- Satisfaction surveys (만족도 조사, issue 6): surveys with questions per service area, one answer
-- per respondent (member, or the browser-session visitor key) per survey, scores 1..5.

CREATE TABLE surveys (
  survey_id   text PRIMARY KEY CHECK (survey_id ~ '^[A-Za-z0-9-]{3,40}$'),
  title       text NOT NULL,
  description text NOT NULL,
  starts_on   date NOT NULL,
  ends_on     date NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  CHECK (starts_on <= ends_on)
);

CREATE TABLE survey_questions (
  survey_id   text NOT NULL REFERENCES surveys (survey_id) ON DELETE CASCADE,
  question_id text NOT NULL CHECK (question_id ~ '^[A-Za-z0-9_-]{1,20}$'),
  area        text NOT NULL CHECK (area IN ('PORTAL', 'CONSULT', 'LEGAL_AID', 'INFO')),
  text        text NOT NULL,
  sort        integer NOT NULL DEFAULT 0,
  PRIMARY KEY (survey_id, question_id)
);

CREATE TABLE survey_responses (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  survey_id       text NOT NULL REFERENCES surveys (survey_id) ON DELETE CASCADE,
  -- 'member:<uuid>' or 'visitor:<sha256 of the session cookie>': never the cookie itself
  respondent_key  text NOT NULL,
  member_id       uuid REFERENCES members (id) ON DELETE SET NULL,
  idempotency_key text NOT NULL CHECK (char_length(idempotency_key) BETWEEN 1 AND 128),
  comment         text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 1000),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT survey_responses_once UNIQUE (survey_id, respondent_key),
  CONSTRAINT survey_responses_idem UNIQUE (idempotency_key)
);
CREATE INDEX survey_responses_month_idx ON survey_responses (created_at);
CREATE INDEX survey_responses_survey_month_idx ON survey_responses (survey_id, created_at);

CREATE TABLE survey_scores (
  response_id uuid NOT NULL REFERENCES survey_responses (id) ON DELETE CASCADE,
  question_id text NOT NULL,
  score       smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
  PRIMARY KEY (response_id, question_id)
);

-- the statistics page reads page satisfaction by period too
CREATE INDEX page_satisfaction_month_idx ON page_satisfaction (created_at);
