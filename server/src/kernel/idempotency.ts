// Idempotent writes (a call's `idempotent: { scope }`): defineRoute replays an earlier answer, hands the
// handler `write`, which claims the key and remembers the answer inside the write's transaction,
// and answers a twin's refusal or a lost race with the twin's answer.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { IdempotencyScope } from '@portal/contracts';
import type { Db } from '../db/client';
import { dscsnIdempotency } from '../db/schema';
import { coded } from './errors';
import { isRecordNoClash } from './records';

const MISMATCH = '같은 Idempotency-Key로 다른 내용을 보냈습니다. 새 신청이면 새 키로 보내 주세요 (페이지를 새로 고치면 새 키가 만들어집니다).';
const IN_PROGRESS = '같은 신청을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.';

/** Answers kept for Idempotency-Key retries: a week is far beyond any retry. */
const KEPT_MS = 7 * 86_400_000;

/** Hash of the parsed request (and what it applies to), to tell a retry from a different request under one key. */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/** One request's place in the store: whose key, of which kind of write, and the request's hash. */
export interface IdempotentRequest {
  owner: string;
  scope: IdempotencyScope;
  key: string;
  hash: string;
}

const row = (r: IdempotentRequest) =>
  and(eq(dscsnIdempotency.memberId, r.owner), eq(dscsnIdempotency.scope, r.scope), eq(dscsnIdempotency.idempotencyKey, r.key));

/**
 * The answer already given for this key, sent again with 200 (a double click or a retry); a
 * different request under the same key is 409 IDEMPOTENCY_MISMATCH. Null: no answer kept yet.
 */
export async function replay(db: Db, reply: FastifyReply, r: IdempotentRequest): Promise<unknown> {
  const [found] = await db.select().from(dscsnIdempotency).where(row(r));
  if (!found || found.response === null) return null;
  if (found.requestHash !== r.hash) throw coded(409, 'IDEMPOTENCY_MISMATCH', MISMATCH);
  reply.code(200).header('Idempotent-Replayed', 'true');
  return found.response;
}

/** Thrown by `write` when a twin request holds the key and has answered: defineRoute gives its answer. */
export class Replayed {
  constructor(readonly answer: unknown) {}
}

/**
 * The write of an idempotent call: in one transaction, claims the key (a twin request waits on the
 * key's row until this transaction ends), runs `change` and keeps its answer. A clash of a random
 * record number is tried again (at most 5 times). Losing the claim to a twin throws Replayed with
 * its answer, or 409 IN_PROGRESS while the twin is still being written.
 */
export function idempotentWrite(db: Db, reply: FastifyReply, r: IdempotentRequest, now: () => Date) {
  return async <T>(change: (tx: Db) => Promise<T>): Promise<T> => {
    for (let attempt = 0; ; attempt++) {
      try {
        const done = await db.transaction(async (tx) => {
          const claimed = await tx
            .insert(dscsnIdempotency)
            .values({ memberId: r.owner, scope: r.scope, idempotencyKey: r.key, requestHash: r.hash, response: null, createdAt: now() })
            .onConflictDoNothing()
            .returning({ key: dscsnIdempotency.idempotencyKey });
          if (!claimed.length) return null;
          const answer = await change(tx);
          await tx.update(dscsnIdempotency).set({ response: answer }).where(row(r));
          return { answer };
        });
        if (done) return done.answer;
        const twin = await replay(db, reply, r);
        if (twin !== null) throw new Replayed(twin);
        throw coded(409, 'IN_PROGRESS', IN_PROGRESS);
      } catch (error) {
        if (isRecordNoClash(error) && attempt < 5) continue;
        throw error;
      }
    }
  };
}

/** Removes kept answers older than a week. */
export async function sweepIdempotency(db: Db, now: Date): Promise<void> {
  await db.delete(dscsnIdempotency).where(lt(dscsnIdempotency.createdAt, new Date(now.getTime() - KEPT_MS)));
}
