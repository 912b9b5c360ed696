-- AI guidance (issue 19): a member's conversations and their questions and answers. Personal data:
-- kept until expires_at (a year), deletable by the member (the messages go with the conversation).
CREATE TABLE ai_conversations (
  id          text PRIMARY KEY,
  member_id   uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  title       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX ai_conversations_member ON ai_conversations (member_id, updated_at DESC);
CREATE INDEX ai_conversations_expiry ON ai_conversations (expires_at);

CREATE TABLE ai_messages (
  id               text PRIMARY KEY,
  conversation_id  text NOT NULL REFERENCES ai_conversations(id) ON DELETE CASCADE,
  member_id        uuid NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  turn             integer NOT NULL,
  question         text NOT NULL,
  answer           text NOT NULL,
  citations        jsonb NOT NULL,
  no_answer        boolean NOT NULL,
  handoff          jsonb NOT NULL,
  sources_date     text NOT NULL,
  sandbox          boolean NOT NULL,
  notice           text,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ai_messages_conversation ON ai_messages (conversation_id, turn);
-- the hourly question limit counts a member's recent questions
CREATE INDEX ai_messages_member_recent ON ai_messages (member_id, created_at DESC);
