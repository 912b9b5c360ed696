-- Korean search and statute information (issue 18). Content tables (statutes, precedents, cases,
-- forms) are loaded from server/data/legal by the seed. search_docs is the one index every search
-- reads: one row per findable item (statute article, precedent, case, form, FAQ entry, notice,
-- service), its tokens made in the app (NFC, particles and endings stripped, Hangul bigrams plus
-- whole words) and stored as a tsvector with a GIN index, so the same SQL serves PGlite and
-- PostgreSQL and its read replicas.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- a law in one version: the version in force today (CURRENT) and, where the data has it, the
-- promulgated text that takes effect later (UPCOMING, shown as 시행 예정)
CREATE TABLE statute_laws (
  name          text NOT NULL,
  enforce_date  date NOT NULL,
  status        text NOT NULL CHECK (status IN ('CURRENT', 'UPCOMING')),
  -- 법률, 대통령령, 부령 ...
  law_kind      text NOT NULL,
  promulgated   date,
  promulgation_no text,
  ministry      text,
  source_url    text NOT NULL,
  article_count integer NOT NULL,
  PRIMARY KEY (name, enforce_date)
);
CREATE UNIQUE INDEX statute_laws_current_uq ON statute_laws (name) WHERE status = 'CURRENT';

CREATE TABLE statute_articles (
  law_name      text NOT NULL,
  enforce_date  date NOT NULL,
  -- '3', '3의2': the article's key in addresses and refs (제3조의2)
  jo            text NOT NULL,
  seq           integer NOT NULL,
  label         text NOT NULL,
  title         text NOT NULL DEFAULT '',
  -- 편/장/절 as the source writes them, e.g. '제3편 채권 > 제2장 계약 > 제8절 임대차'
  part          text NOT NULL DEFAULT '',
  body          text NOT NULL,
  PRIMARY KEY (law_name, enforce_date, jo),
  FOREIGN KEY (law_name, enforce_date) REFERENCES statute_laws (name, enforce_date) ON DELETE CASCADE
);
CREATE INDEX statute_articles_seq_idx ON statute_articles (law_name, enforce_date, seq);

CREATE TABLE precedents (
  -- the 사건번호 as the source writes it, e.g. '2019다12345' or '2016다244224, 244231'
  case_no       text PRIMARY KEY,
  court         text NOT NULL,
  decided_on    date NOT NULL,
  case_name     text NOT NULL,
  -- 민사, 가사, 형사, 일반행정
  case_type     text NOT NULL,
  -- the topic tab (TENANCY, WAGES ...)
  topic         text NOT NULL,
  holdings      text NOT NULL DEFAULT '',
  summary       text NOT NULL DEFAULT '',
  summary_excerpted boolean NOT NULL DEFAULT false,
  ref_articles  text NOT NULL DEFAULT '',
  ref_precedents text NOT NULL DEFAULT '',
  full_text     text NOT NULL DEFAULT '',
  full_excerpted boolean NOT NULL DEFAULT false,
  full_length   integer,
  serial_no     text,
  source_url    text NOT NULL,
  source_path   text,
  source_commit text
);

-- 참조조문 of a precedent that name an article this portal holds
CREATE TABLE precedent_articles (
  case_no   text NOT NULL REFERENCES precedents (case_no) ON DELETE CASCADE,
  law_name  text NOT NULL,
  jo        text NOT NULL,
  seq       integer NOT NULL,
  PRIMARY KEY (case_no, law_name, jo)
);
CREATE INDEX precedent_articles_article_idx ON precedent_articles (law_name, jo);

-- 법률상담사례 (DISCUSSION) and 법률구조사례 (LEGALAID): plain-language summaries written for the
-- portal, each resting on real decisions
CREATE TABLE legal_cases (
  case_id     text PRIMARY KEY,
  board       text NOT NULL CHECK (board IN ('DISCUSSION', 'LEGALAID')),
  category    text NOT NULL,
  title       text NOT NULL UNIQUE,
  question    text NOT NULL,
  answer      text NOT NULL,
  -- 사건번호 of the decisions it rests on, statute refs it cites
  precedents  jsonb NOT NULL DEFAULT '[]',
  articles    jsonb NOT NULL DEFAULT '[]',
  written_on  date NOT NULL,
  view_count  integer NOT NULL DEFAULT 0,
  sort_order  integer NOT NULL DEFAULT 0
);

-- 법령 서식 (STATUTE: 별지/별표 of decrees and rules, with law.go.kr files) and 법원 제출 서식
-- (COURT: forms citizens file at court, with what each is for)
CREATE TABLE legal_forms (
  form_id     text PRIMARY KEY,
  source      text NOT NULL CHECK (source IN ('STATUTE', 'COURT')),
  category    text NOT NULL,
  title       text NOT NULL,
  purpose     text NOT NULL DEFAULT '',
  law_name    text,
  law_kind    text,
  enforce_date date,
  -- 별지 제1호서식, 별표 2 ...
  form_no     text,
  file_url    text,
  pdf_url     text,
  source_url  text NOT NULL,
  sort_order  integer NOT NULL DEFAULT 0,
  UNIQUE (source, title, form_no)
);

CREATE TABLE search_docs (
  id          bigserial PRIMARY KEY,
  -- statute | precedent | case | form | faq | notice | service
  kind        text NOT NULL,
  -- the stable identity: '주택임대차보호법 제3조의2', '대법원 2019다12345', an FAQ question, a form title
  ref         text NOT NULL,
  title       text NOT NULL,
  -- a line under the title: law name and part, court and date, category
  meta        text NOT NULL DEFAULT '',
  body        text NOT NULL DEFAULT '',
  url         text NOT NULL,
  category    text NOT NULL DEFAULT '',
  doc_date    date,
  -- a fixed lift of the item (e.g. the law in force over an old decree); 1 = none
  boost       real NOT NULL DEFAULT 1,
  tsv         tsvector NOT NULL,
  -- 초성 of the title for autocomplete
  choseong    text NOT NULL DEFAULT '',
  -- where the row comes from, to re-index or drop it when the source changes
  source_key  text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, ref)
);
CREATE UNIQUE INDEX search_docs_source_uq ON search_docs (source_key);
CREATE INDEX search_docs_tsv_idx ON search_docs USING gin (tsv);
CREATE INDEX search_docs_kind_idx ON search_docs (kind, category);

-- words of titles and synonyms, for typo suggestions (trigram similarity on a jamo spelling) and
-- autocomplete (prefix and 초성)
CREATE TABLE search_terms (
  term        text PRIMARY KEY,
  -- the word spelt in Latin letters jamo by jamo, so pg_trgm compares it whatever the locale
  jamo_key    text NOT NULL,
  choseong    text NOT NULL,
  -- how many documents hold it (the more, the likelier a suggestion)
  df          integer NOT NULL DEFAULT 0
);
CREATE INDEX search_terms_trgm_idx ON search_terms USING gin (jamo_key gin_trgm_ops);
CREATE INDEX search_terms_choseong_idx ON search_terms (choseong text_pattern_ops);
CREATE INDEX search_terms_prefix_idx ON search_terms (term text_pattern_ops);

-- plain words and legal terms that mean the same (월급 못 받음 = 임금체불): every phrase of a group
-- also searches for the others. Editors extend it.
CREATE TABLE search_synonyms (
  id          serial PRIMARY KEY,
  group_name  text NOT NULL,
  phrases     jsonb NOT NULL,
  -- SEED rows come back with the seed, EDITOR rows are the editors' own
  origin      text NOT NULL DEFAULT 'EDITOR' CHECK (origin IN ('SEED', 'EDITOR')),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (group_name)
);

-- counts of searched queries per day for 인기 검색어 (normalised text only, nothing of who asked)
CREATE TABLE search_query_stats (
  query       text NOT NULL,
  day         date NOT NULL,
  hits        integer NOT NULL DEFAULT 0,
  searches    integer NOT NULL DEFAULT 1,
  PRIMARY KEY (query, day)
);

-- what the seed last loaded (a hash of the legal data), so a start with the same data skips it
CREATE TABLE content_versions (
  name        text PRIMARY KEY,
  digest      text NOT NULL,
  loaded_at   timestamptz NOT NULL DEFAULT now()
);
