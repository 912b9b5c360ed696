import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { dscsnIdempotency } from '../../db/schema';
import { coded, requestHash, requirePerson } from './context';

export type IdemScope = 'AI_ANSWER' | 'ONE_STOP' | 'RSVT' | 'RSVT_TIME' | 'CYBER' | 'ELRCPT_START' | 'ELRCPT_SUBMIT' | 'ELRCPT_WITHDRAW' | 'ELRCPT_SUPPLEMENT' | 'ELRCPT_MOVE' | 'PRDOC_SUPPLY' | 'MYDOC_CREATE' | 'PRDOC_REVIEW' | 'PRDOC_REQUEST';

const MISMATCH = '같은 Idempotency-Key로 다른 내용을 보냈습니다. 새 신청이면 새 키로 보내 주세요 (페이지를 새로 고치면 새 키가 만들어집니다).';

/**
 * The answer already given to this member for this key, sent again with 200 (a double click or a
 * retry); a different request under the same key is 409 IDEMPOTENCY_MISMATCH. Null: key not used yet.
 */
export async function replay<T>(db: Db, reply: FastifyReply, memberId: string, scope: IdemScope, key: string, hash: string): Promise<T | null> {
  const [row] = await db
    .select()
    .from(dscsnIdempotency)
    .where(and(eq(dscsnIdempotency.memberId, memberId), eq(dscsnIdempotency.scope, scope), eq(dscsnIdempotency.idempotencyKey, key)));
  if (!row || row.response === null) return null;
  if (row.requestHash !== hash) throw coded(409, 'IDEMPOTENCY_MISMATCH', MISMATCH);
  reply.code(200).header('Idempotent-Replayed', 'true');
  return row.response as T;
}

/**
 * The start of a person's idempotent write (answered no-store): who sends it, its Idempotency-Key,
 * the hash of `request`, and the answer an earlier request under that key got (`replay`), if any.
 */
export async function startIdempotent<T>(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  scope: IdemScope,
  headers: { 'idempotency-key': string },
  request: unknown,
) {
  reply.header('Cache-Control', 'no-store');
  const person = await requirePerson(db, req);
  const key = headers['idempotency-key'];
  const hash = requestHash(request);
  const earlier = await replay<T>(db, reply, person.memberId, scope, key, hash);
  return { person, key, hash, earlier };
}

/**
 * Claims the key inside the change's transaction. A concurrent request with the same key waits on
 * the primary key until this transaction ends; false means another request holds (or held) it.
 */
export async function claim(tx: Db, memberId: string, scope: IdemScope, key: string, hash: string, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(dscsnIdempotency)
    .values({ memberId, scope, idempotencyKey: key, requestHash: hash, response: null, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: dscsnIdempotency.idempotencyKey });
  return rows.length > 0;
}

export async function remember(tx: Db, memberId: string, scope: IdemScope, key: string, response: unknown): Promise<void> {
  await tx
    .update(dscsnIdempotency)
    .set({ response })
    .where(and(eq(dscsnIdempotency.memberId, memberId), eq(dscsnIdempotency.scope, scope), eq(dscsnIdempotency.idempotencyKey, key)));
}

/** After a lost race on the key: the winner's answer, or 409 while it is still being written. */
export async function replayAfterRace<T>(db: Db, reply: FastifyReply, memberId: string, scope: IdemScope, key: string, hash: string): Promise<T> {
  const again = await replay<T>(db, reply, memberId, scope, key, hash);
  if (again) return again;
  throw coded(409, 'IN_PROGRESS', '같은 신청을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.');
}
