import { boolean, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, ts } from './columns';

// AI guidance (0012_ai).

export const aiConversations = pgTable('ai_conversations', {
  id: text('id').primaryKey(),
  memberId: uuid('member_id').notNull(),
  title: text('title').notNull(),
  ...timestamps(),
  expiresAt: ts('expires_at').notNull(),
});

export const aiMessages = pgTable(
  'ai_messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id').notNull(),
    memberId: uuid('member_id').notNull(),
    /** 1, 2, … in the conversation (a second answer for the same turn is refused by the unique index). */
    turn: integer('turn').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    citations: jsonb('citations').$type<{ n: number; ref: string; kind: string; title: string; quote: string; url: string }[]>().notNull(),
    noAnswer: boolean('no_answer').notNull(),
    handoff: jsonb('handoff').$type<{ reason: string | null; message: string; question: string; emergency: { name: string; tel: string }[] }>().notNull(),
    sourcesDate: text('sources_date').notNull(),
    sandbox: boolean('sandbox').notNull(),
    notice: text('notice'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ai_messages_conversation').on(t.conversationId, t.turn),
  ],
);
