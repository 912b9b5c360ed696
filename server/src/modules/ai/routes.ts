// AI guidance (issue 19): POST /api/ai/answer (JSON, or server-sent events when asked), a member's
// conversations. Members only; a member's questions are counted per hour.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, lt, min } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AI_MESSAGES, AI_QUESTIONS_PER_HOUR, AI_RETENTION_DAYS, AI_TURNS_MAX, type AiAnswer, type AiConversation, type AiConversationList, type aiCalls } from '@portal/contracts';
import { openAiCompatibleAdapter } from '../../adapters/llm/openai-compatible';
import { nowOf } from '../../clock';
import type { Db } from '../../db/client';
import { listPage } from '../../db/list-page';
import { aiConversations, aiMessages } from '../../db/schema';
import { codedError } from '../../http/errors';
import { coded, isUniqueViolation } from '../../kernel/errors';
import { lockLimit } from '../../kernel/limits';
import type { Module } from '../../kernel/module';
import { compose, sandboxAdapter, sourcesDate } from './answer';

const newId = (prefix: string) => `${prefix}-${randomBytes(12).toString('base64url')}`;
const HOUR = 3_600_000;
const notFound = () => coded(404, 'NOT_FOUND', AI_MESSAGES.notFound);

type MessageRow = typeof aiMessages.$inferSelect;
const answerOf = (m: MessageRow): AiAnswer => ({
  conversationId: m.conversationId,
  messageId: m.id,
  question: m.question,
  answer: m.answer,
  citations: m.citations as AiAnswer['citations'],
  noAnswer: m.noAnswer,
  handoff: m.handoff as AiAnswer['handoff'],
  sourcesDate: m.sourcesDate,
  sandbox: m.sandbox,
  notice: m.notice,
  createdAt: m.createdAt.toISOString(),
});

async function ownConversation(db: Db, memberId: string, id: string, now: Date) {
  const [c] = await db
    .select()
    .from(aiConversations)
    .where(and(eq(aiConversations.id, id), eq(aiConversations.memberId, memberId), gt(aiConversations.expiresAt, now)));
  if (!c) throw notFound();
  return c;
}

/** 429 when the member has asked AI_QUESTIONS_PER_HOUR questions in the last hour (Retry-After: until the oldest is an hour old). */
async function refuseOverHour(db: Db, reply: FastifyReply, memberId: string, now: Date) {
  const [recent] = await db
    .select({ n: count(), oldest: min(aiMessages.createdAt) })
    .from(aiMessages)
    .where(and(eq(aiMessages.memberId, memberId), gt(aiMessages.createdAt, new Date(now.getTime() - HOUR))));
  if (Number(recent?.n ?? 0) < AI_QUESTIONS_PER_HOUR) return;
  const wait = Math.max(1, Math.ceil((new Date(recent!.oldest!).getTime() + HOUR - now.getTime()) / 1000));
  reply.header('Retry-After', String(wait));
  throw codedError(429, 'AI_RATE_LIMITED', AI_MESSAGES.tooMany, { retryAfterSeconds: wait });
}

/**
 * The answer as server-sent events: each checked sentence (event: delta), then the whole (event: done).
 * The answer is checked whole before any of it is shown, so the events go as one reply through the
 * server's reply hooks (the security headers) like every other answer.
 */
function stream(reply: FastifyReply, answer: AiAnswer) {
  const events = answer.answer.split('\n').map((line) => `event: delta\ndata: ${JSON.stringify({ text: `${line}\n` })}\n\n`);
  events.push(`event: done\ndata: ${JSON.stringify(answer)}\n\n`);
  return reply.type('text/event-stream; charset=utf-8').header('Cache-Control', 'no-store').header('X-Accel-Buffering', 'no').send(events.join(''));
}

export const aiModule: Module<typeof aiCalls> = ({ db, readDb, config, search: index }) => {
  const adapter = config.llm.adapter === 'openai-compatible' ? openAiCompatibleAdapter(config.llm) : sandboxAdapter;
  // conversations past their year are deleted, whoever's they are, at most once an hour per server
  let purgedAt = 0;
  const purgeExpired = async (now: Date) => {
    if (now.getTime() - purgedAt < HOUR) return;
    purgedAt = now.getTime();
    await db.delete(aiConversations).where(lt(aiConversations.expiresAt, now));
  };

  /** A message of the member's, as JSON or (when asked) as server-sent events. */
  const send = async (req: FastifyRequest, reply: FastifyReply, memberId: string, messageId: string) => {
    const [m] = await db.select().from(aiMessages).where(and(eq(aiMessages.id, messageId), eq(aiMessages.memberId, memberId)));
    if (!m) throw notFound();
    return /text\/event-stream/.test(String(req.headers.accept ?? '')) ? stream(reply, answerOf(m)) : answerOf(m);
  };

  return {
    handlers: {
      aiAnswer: {
        // per address too, across members (AI_QUESTIONS_PER_ADDRESS_HOUR: a shared office asks more than one member)
        options: { config: { rateLimit: { max: config.aiQuestionsPerAddressHour, timeWindow: HOUR, keyGenerator: (req: FastifyRequest) => req.ip } } },
        // the key keeps which message it made, never the words (they go when the member deletes them)
        replayed: (kept: { messageId: string }, req, reply, { member }) => send(req, reply, member.memberId, kept.messageId),
        handler: async (req, reply, { body, member, write }) => {
          const now = nowOf(req);
          await purgeExpired(now);

          const conversation = body.conversationId ? await ownConversation(db, member.memberId, body.conversationId, now) : null;
          // turns are numbered 1, 2, … in a conversation: the last one's number is their count
          const [last] = conversation
            ? await db.select({ turn: aiMessages.turn, question: aiMessages.question }).from(aiMessages).where(eq(aiMessages.conversationId, conversation.id)).orderBy(desc(aiMessages.turn)).limit(1)
            : [];
          const taken = last?.turn ?? 0;
          if (taken >= AI_TURNS_MAX) throw coded(409, 'TOO_MANY_TURNS', AI_MESSAGES.turns);
          // early, before the answer is composed; counted again under the member's lock when it is stored
          await refuseOverHour(db, reply, member.memberId, now);

          const composed = await compose(db, index, adapter, body.question, last?.question ?? null);
          const date = await sourcesDate(readDb);
          const messageId = newId('AIM');
          await write(async (tx) => {
            // the count and the insert as one step: a member's questions at once are stored one after another
            await lockLimit(tx, 'ai-questions', member.memberId);
            await refuseOverHour(tx, reply, member.memberId, now);
            const conversationId = conversation?.id ?? newId('AIC');
            if (conversation) await tx.update(aiConversations).set({ updatedAt: now }).where(eq(aiConversations.id, conversationId));
            else
              await tx.insert(aiConversations).values({
                id: conversationId,
                memberId: member.memberId,
                title: body.question.slice(0, 60),
                createdAt: now,
                updatedAt: now,
                expiresAt: new Date(now.getTime() + AI_RETENTION_DAYS * 24 * HOUR),
              });
            await tx.insert(aiMessages).values({ id: messageId, conversationId, memberId: member.memberId, turn: taken + 1, question: body.question, ...composed, sourcesDate: date, createdAt: now });
            return { messageId };
          }).catch((error: unknown) => {
            // another question of the same conversation took this turn a moment ago (two tabs)
            if (isUniqueViolation(error, 'ai_messages_conversation')) throw coded(409, 'TURN_TAKEN', AI_MESSAGES.turnTaken);
            throw error;
          });
          return send(req, reply, member.memberId, messageId);
        },
      },
      aiConversations: async (req, _reply, { query, member: person }): Promise<AiConversationList> => {
        const now = nowOf(req);
        await purgeExpired(now);
        const mine = and(eq(aiConversations.memberId, person.memberId), gt(aiConversations.expiresAt, now));
        return listPage(
          db,
          query,
          { table: aiConversations, where: mine },
          db.select().from(aiConversations).where(mine).orderBy(desc(aiConversations.updatedAt), desc(aiConversations.id)).$dynamic(),
          async (rows) => {
            const turns = rows.length
              ? await db
                  .select({ id: aiMessages.conversationId, n: count() })
                  .from(aiMessages)
                  .where(inArray(aiMessages.conversationId, rows.map((r) => r.id)))
                  .groupBy(aiMessages.conversationId)
              : [];
            return rows.map((r) => ({ conversationId: r.id, title: r.title, turns: Number(turns.find((t) => t.id === r.id)?.n ?? 0), updatedAt: r.updatedAt.toISOString() }));
          },
        );
      },
      aiConversation: async (req, _reply, { params, member: person }): Promise<AiConversation> => {
        const c = await ownConversation(db, person.memberId, params.conversationId, nowOf(req));
        const turns = await db.select().from(aiMessages).where(eq(aiMessages.conversationId, c.id)).orderBy(aiMessages.turn);
        return { conversationId: c.id, title: c.title, createdAt: c.createdAt.toISOString(), expiresAt: c.expiresAt.toISOString(), turns: turns.map(answerOf) };
      },
      aiConversationDelete: async (_req, _reply, { params, member: person }) => {
        const gone = await db
          .delete(aiConversations)
          .where(and(eq(aiConversations.id, params.conversationId), eq(aiConversations.memberId, person.memberId)))
          .returning({ id: aiConversations.id });
        if (!gone.length) throw notFound();
        return { success: true as const };
      },
    },
  };
};
