import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notificationOutbox, type NotifyKind } from '../../db/schema';
import type { NotifyAdapter } from './index';

export interface NewNotification {
  kind: NotifyKind;
  /** The reservation or receipt number it is about. */
  ref: string;
  mobileNo?: string | null;
  email?: string | null;
  text: string;
  subject: string;
}

/**
 * Queues a notification in the transaction of the change it announces (outbox): one SMS row when
 * there is a mobile number, one e-mail row when there is an address. Returns the rows written.
 */
export async function enqueueNotification(tx: Db, n: NewNotification, now: Date): Promise<number> {
  const rows = [
    ...(n.mobileNo ? [{ channel: 'SMS' as const, recipient: n.mobileNo }] : []),
    ...(n.email ? [{ channel: 'EMAIL' as const, recipient: n.email }] : []),
  ].map((r) => ({ ...r, kind: n.kind, subjectRef: n.ref, payload: { text: n.text, subject: n.subject }, nextAttemptAt: now, createdAt: now }));
  if (rows.length) await tx.insert(notificationOutbox).values(rows);
  return rows.length;
}

/** Tries per notification before it is marked FAILED; the wait doubles from 30 s. */
export const OUTBOX_MAX_ATTEMPTS = 5;
export const OUTBOX_FIRST_RETRY_MS = 30_000;

/**
 * Delivers due outbox rows. Each batch is one transaction that locks its rows with
 * FOR UPDATE SKIP LOCKED, so replicas (and overlapping ticks) never send a row twice.
 */
export class OutboxSender {
  constructor(
    private readonly db: Db,
    private readonly adapter: NotifyAdapter,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  /** Sends what is due now; returns how many rows it handled (sent or rescheduled). */
  async deliverDue(limit = 20): Promise<{ sent: number; failed: number }> {
    const now = this.now();
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(notificationOutbox)
        .where(and(eq(notificationOutbox.status, 'PENDING'), lte(notificationOutbox.nextAttemptAt, now)))
        .orderBy(asc(notificationOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      let sent = 0;
      let failed = 0;
      for (const row of due) {
        const attempts = row.attempts + 1;
        try {
          await tx.transaction(async (sp) => {
            await this.adapter.send(
              { outboxId: row.id, kind: row.kind, channel: row.channel, recipient: row.recipient, text: row.payload.text, subject: row.payload.subject },
              sp,
            );
            await sp.update(notificationOutbox).set({ status: 'SENT', attempts, sentAt: now, lastError: null }).where(eq(notificationOutbox.id, row.id));
          });
          sent++;
        } catch (error) {
          failed++;
          const giveUp = attempts >= OUTBOX_MAX_ATTEMPTS;
          const wait = OUTBOX_FIRST_RETRY_MS * 2 ** (attempts - 1);
          await tx
            .update(notificationOutbox)
            .set({
              attempts,
              status: giveUp ? 'FAILED' : 'PENDING',
              nextAttemptAt: new Date(now.getTime() + wait),
              lastError: String((error as Error)?.message ?? error).slice(0, 300),
            })
            .where(eq(notificationOutbox.id, row.id));
          this.log.warn({ notification: { id: row.id, kind: row.kind, attempts, giveUp } }, 'notification not delivered');
        }
      }
      return { sent, failed };
    });
  }
}
