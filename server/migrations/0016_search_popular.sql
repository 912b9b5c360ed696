-- 인기 검색어 that anonymous visitors cannot write (issue 31). The old per-day counts counted every
-- search request (server renders and prefetches included) and nothing of who asked, so five requests
-- published any text: they go, with what they counted. Now a word is counted once per visitor and day,
-- only when the visitor searched (POST /api/search/count), only if it is a short keyword; shown when
-- enough different visitors searched it and no editor hid it. Days come from the app's clock.
DROP TABLE search_query_stats;

-- today's random salt of visitor ids; earlier days' rows are deleted, so a stored id can no longer be
-- linked to a session or an address once its day is over
CREATE TABLE search_visitor_salts (
  day   date PRIMARY KEY,
  salt  text NOT NULL
);

-- one row per day, word and visitor: a word counts once per visitor a day. visitor is
-- HMAC-SHA-256(the day's salt, the signed-in member or else the address's network), never the address.
-- Rows older than the 7 days 인기 검색어 reads are deleted.
CREATE TABLE search_popular_visits (
  day      date NOT NULL,
  query    text NOT NULL,
  visitor  text NOT NULL,
  PRIMARY KEY (day, query, visitor)
);

-- words editors hide from 인기 검색어 (normalised; a counted query containing one is never shown)
CREATE TABLE search_popular_blocks (
  id          serial PRIMARY KEY,
  word        text NOT NULL,
  created_at  timestamptz NOT NULL,
  created_by  uuid,
  CONSTRAINT search_popular_blocks_word_key UNIQUE (word)
);
