-- Issue 35 (CAPTCHA): 자동 입력 방지 challenges. The guest and password-search verifications ask for
-- one after repeated failures from an address; each is checked once (used_at) within its five minutes.
CREATE TABLE captcha_challenges (
  id text PRIMARY KEY,
  answer text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX captcha_challenges_expires_at ON captcha_challenges (expires_at);
