-- Shell issue: server route rules, page satisfaction, notices, and a shared rate-limit counter.

-- Route rules (GET /api/menu/routeRule): where a site path must go instead of rendering.
-- match_type EXACT matches the normalised path only; PREFIX matches it and every path below it.
-- REDIRECT targets are site paths of known routes; EXTERNAL targets are allow-listed https
-- addresses (both also checked by the server when it seeds and when it reads the table).
CREATE TABLE route_rules (
  rule_id      text PRIMARY KEY,
  match_path   text NOT NULL CHECK (match_path LIKE '/%'),
  match_type   text NOT NULL DEFAULT 'EXACT' CHECK (match_type IN ('EXACT', 'PREFIX')),
  priority     integer NOT NULL DEFAULT 0,
  action       text NOT NULL CHECK (action IN ('REDIRECT', 'EXTERNAL')),
  target       text NOT NULL,
  institution  text,
  message      text,
  use_yn       boolean NOT NULL DEFAULT true,
  starts_at    timestamptz,
  ends_at      timestamptz,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (action <> 'EXTERNAL' OR target LIKE 'https://%'),
  CHECK (action <> 'REDIRECT' OR (target LIKE '/%' AND target NOT LIKE '//%')),
  CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
);
CREATE INDEX route_rules_match_idx ON route_rules (match_path);

-- Page satisfaction (만족도 조사): one row per answer; the idempotency key makes a repeated
-- submit (double click, retry after a lost answer) return the first row instead of a second one.
CREATE TABLE page_satisfaction (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  menu_id         text NOT NULL REFERENCES menus (menu_id) ON DELETE CASCADE,
  score           smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
  comment         text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 500),
  member_id       uuid REFERENCES members (id) ON DELETE SET NULL,
  idempotency_key text NOT NULL UNIQUE CHECK (char_length(idempotency_key) BETWEEN 1 AND 64),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_satisfaction_menu_idx ON page_satisfaction (menu_id, created_at);

-- Notices (공지사항): the main page shows the latest; the notice board of a later issue reads them too.
CREATE TABLE notices (
  ntt_id     text PRIMARY KEY,
  category   text NOT NULL,
  title      text NOT NULL,
  body       text NOT NULL,
  pinned     boolean NOT NULL DEFAULT false,
  posted_at  timestamptz NOT NULL,
  view_count integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
  use_yn     boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notices_latest_idx ON notices (pinned DESC, posted_at DESC) WHERE use_yn;

-- Rate-limit counters shared by every replica (@fastify/rate-limit with a database store).
CREATE TABLE rate_limits (
  bucket     text PRIMARY KEY,
  hits       integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_expires_idx ON rate_limits (expires_at);
