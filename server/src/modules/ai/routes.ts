// AI guidance (issue 19): POST /api/ai/answer (JSON, or server-sent events when asked), a member's
// conversations. Members only; a member's questions are counted per hour.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, lt, min } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AI_MESSAGES, AI_QUESTIONS_PER_HOUR, AI_RETENTION_DAYS, AI_TURNS_MAX, apiCalls, type AiAnswer, type AiConversation, type AiConversationList } from '@portal/contracts';
import { nowOf } from '../../clock';
import type { Database, Db } from '../../db/client';
import { listPage } from '../../db/list-page';
import { aiConversations, aiMessages } from '../../db/schema';
import { codedError } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { coded, requirePerson } from '../dscsn/context';
import { claim, remember, replayAfterRace, startIdempotent } from '../dscsn/idempotency';
import { pgError } from '../member/join-routes';
import { searchIndex } from '../search/engine';
import { compose, sandboxAdapter, sourcesDate, type AnswerAdapter } from './answer';

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

export function aiRoutes(app: FastifyInstance, { db }: Database, read: Database, perAddressHour: number, adapter: AnswerAdapter = sandboxAdapter) {
  const index = searchIndex(read.db, db);
  // conversations past their year are deleted, whoever's they are, at most once an hour per server
  let purgedAt = 0;
  const purgeExpired = async (now: Date) => {
    if (now.getTime() - purgedAt < HOUR) return;
    purgedAt = now.getTime();
    await db.delete(aiConversations).where(lt(aiConversations.expiresAt, now));
  };

  defineRoute(
    app,
    apiCalls.aiAnswer,
    async (req, reply, { body, headers }) => {
      const wantsStream = /text\/event-stream/.test(String(req.headers.accept ?? ''));
      const { person, key, hash, earlier } = await startIdempotent<{ messageId: string }>(db, req, reply, 'AI_ANSWER', headers, body);
      const now = nowOf(req);
      const send = async (messageId: string) => {
        const [m] = await db.select().from(aiMessages).where(and(eq(aiMessages.id, messageId), eq(aiMessages.memberId, person.memberId)));
        if (!m) throw notFound();
        return wantsStream ? stream(reply, answerOf(m)) : answerOf(m);
      };
      if (earlier) return send(earlier.messageId);
      await purgeExpired(now);

      const conversation = body.conversationId ? await ownConversation(db, person.memberId, body.conversationId, now) : null;
      // turns are numbered 1, 2, … in a conversation: the last one's number is their count
      const [last] = conversation
        ? await db.select({ turn: aiMessages.turn, question: aiMessages.question }).from(aiMessages).where(eq(aiMessages.conversationId, conversation.id)).orderBy(desc(aiMessages.turn)).limit(1)
        : [];
      const taken = last?.turn ?? 0;
      if (taken >= AI_TURNS_MAX) throw coded(409, 'TOO_MANY_TURNS', AI_MESSAGES.turns);
      const [recent] = await db
        .select({ n: count(), oldest: min(aiMessages.createdAt) })
        .from(aiMessages)
        .where(and(eq(aiMessages.memberId, person.memberId), gt(aiMessages.createdAt, new Date(now.getTime() - HOUR))));
      if (Number(recent?.n ?? 0) >= AI_QUESTIONS_PER_HOUR) {
        const wait = Math.max(1, Math.ceil((new Date(recent!.oldest!).getTime() + HOUR - now.getTime()) / 1000));
        reply.header('Retry-After', String(wait));
        throw codedError(429, 'AI_RATE_LIMITED', AI_MESSAGES.tooMany, { retryAfterSeconds: wait });
      }

      const composed = await compose(db, index, adapter, body.question, last?.question ?? null);
      const date = await sourcesDate(read.db);
      const messageId = newId('AIM');
      const won = await db
        .transaction(async (tx) => {
        if (!(await claim(tx, person.memberId, 'AI_ANSWER', key, hash, now))) return false;
        const conversationId = conversation?.id ?? newId('AIC');
        if (conversation) await tx.update(aiConversations).set({ updatedAt: now }).where(eq(aiConversations.id, conversationId));
        else
          await tx.insert(aiConversations).values({
            id: conversationId,
            memberId: person.memberId,
            title: body.question.slice(0, 60),
            createdAt: now,
            updatedAt: now,
            expiresAt: new Date(now.getTime() + AI_RETENTION_DAYS * 24 * HOUR),
          });
        await tx.insert(aiMessages).values({ id: messageId, conversationId, memberId: person.memberId, turn: taken + 1, question: body.question, ...composed, sourcesDate: date, createdAt: now });
        // the key remembers which message it made, never the words (they go when the member deletes them)
        await remember(tx, person.memberId, 'AI_ANSWER', key, { messageId });
        return true;
        })
        .catch((error: unknown) => {
          // another question of the same conversation took this turn a moment ago (two tabs)
          if (pgError(error).code === '23505' && pgError(error).constraint === 'ai_messages_conversation') throw coded(409, 'TURN_TAKEN', AI_MESSAGES.turnTaken);
          throw error;
        });
      if (!won) return send((await replayAfterRace<{ messageId: string }>(db, reply, person.memberId, 'AI_ANSWER', key, hash)).messageId);
      return send(messageId);
    },
    // per address too, across members (AI_QUESTIONS_PER_ADDRESS_HOUR: a shared office asks more than one member)
    { config: { rateLimit: { max: perAddressHour, timeWindow: HOUR, keyGenerator: (req: FastifyRequest) => req.ip } } },
  );

  defineRoute(app, apiCalls.aiConversations, async (req, _reply, { query }): Promise<AiConversationList> => {
    const person = await requirePerson(db, req);
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
  });

  defineRoute(app, apiCalls.aiConversation, async (req, _reply, { params }): Promise<AiConversation> => {
    const person = await requirePerson(db, req);
    const c = await ownConversation(db, person.memberId, params.conversationId, nowOf(req));
    const turns = await db.select().from(aiMessages).where(eq(aiMessages.conversationId, c.id)).orderBy(aiMessages.turn);
    return { conversationId: c.id, title: c.title, createdAt: c.createdAt.toISOString(), expiresAt: c.expiresAt.toISOString(), turns: turns.map(answerOf) };
  });

  defineRoute(app, apiCalls.aiConversationDelete, async (req, _reply, { params }) => {
    const person = await requirePerson(db, req);
    const gone = await db
      .delete(aiConversations)
      .where(and(eq(aiConversations.id, params.conversationId), eq(aiConversations.memberId, person.memberId)))
      .returning({ id: aiConversations.id });
    if (!gone.length) throw notFound();
    return { success: true as const };
  });
}
