import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notificationOutbox, type NotifyKind } from '../../db/schema';
import { maskRecipient, type NotifyAdapter } from './index';
import { errorSummary } from '../../http/log-safe';

/** What a failed delivery keeps in last_error: never a database error's message (it can quote values). */
const lastErrorOf = (error: unknown) => {
  const s = errorSummary(error);
  return (s.message ?? [s.name, s.sqlState ?? s.code].filter(Boolean).join(' ')).slice(0, 300);
};

export interface NewNotification {
  kind: NotifyKind;
  /** The reservation or receipt number it is about. */
  ref: string;
  mobileNo?: string | null;
  email?: string | null;
  text: string;
  subject: string;
}

/** SMS per recipient (number) in any rolling hour / 24 hours; beyond, the row is SUPPRESSED. */
export const NOTIFY_SMS_CAP_PER_HOUR = 10;
export const NOTIFY_SMS_CAP_PER_DAY = 30;
/** Advisory lock class of the per-recipient cap (with hashtext(recipient) as the second key). */
const CAP_LOCK = 7_243_002;

/** What the per-recipient cap counts: the digits of a number, an address in lower case. */
export const recipientKey = (channel: 'SMS' | 'EMAIL', recipient: string) => (channel === 'SMS' ? recipient.replace(/\D/g, '') : recipient.trim().toLowerCase());

let capLog: Pick<FastifyBaseLogger, 'warn'> | null = null;
/** The logger of the masked "suppressed" lines (set once by the app). */
export function setOutboxLog(log: Pick<FastifyBaseLogger, 'warn'>) {
  capLog = log;
}

/**
 * Queues a notification in the transaction of the change it announces (outbox): one SMS row when
 * there is a mobile number, one e-mail row when there is an address. An SMS to a number that has
 * had NOTIFY_SMS_CAP_PER_HOUR in the last hour or NOTIFY_SMS_CAP_PER_DAY in the last 24 hours is
 * stored as SUPPRESSED (the record shows it; nothing is sent) and a masked warning is logged.
 * Enqueues for one number wait for each other (transaction-scoped advisory lock), so concurrent
 * bookings cannot both slip under the cap. Returns the rows written (suppressed ones included).
 */
export async function enqueueNotification(tx: Db, n: NewNotification, now: Date): Promise<number> {
  const targets = [
    ...(n.mobileNo ? [{ channel: 'SMS' as const, recipient: n.mobileNo }] : []),
    ...(n.email ? [{ channel: 'EMAIL' as const, recipient: n.email }] : []),
  ];
  const rows = [];
  for (const r of targets) {
    const key = recipientKey(r.channel, r.recipient);
    let status: 'PENDING' | 'SUPPRESSED' = 'PENDING';
    let lastError: string | null = null;
    if (r.channel === 'SMS') {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${CAP_LOCK}, hashtext(${key}))`);
      const since = (ms: number) => new Date(now.getTime() - ms);
      const recent = (ms: number) =>
        tx
          .select({ n: count() })
          .from(notificationOutbox)
          .where(and(eq(notificationOutbox.recipientKey, key), eq(notificationOutbox.channel, 'SMS'), ne(notificationOutbox.status, 'SUPPRESSED'), gt(notificationOutbox.createdAt, since(ms))));
      const [hour] = await recent(3600_000);
      const [day] = await recent(86_400_000);
      if ((hour?.n ?? 0) >= NOTIFY_SMS_CAP_PER_HOUR || (day?.n ?? 0) >= NOTIFY_SMS_CAP_PER_DAY) {
        status = 'SUPPRESSED';
        lastError = `per-recipient cap: ${hour?.n ?? 0} in the last hour (max ${NOTIFY_SMS_CAP_PER_HOUR}), ${day?.n ?? 0} in 24 h (max ${NOTIFY_SMS_CAP_PER_DAY})`;
        capLog?.warn({ notification: { kind: n.kind, channel: r.channel, to: maskRecipient(r.channel, r.recipient), lastHour: hour?.n, last24h: day?.n } }, 'notification suppressed: per-recipient SMS cap');
      }
    }
    rows.push({ ...r, recipientKey: key, status, lastError, kind: n.kind, subjectRef: n.ref, payload: { text: n.text, subject: n.subject }, nextAttemptAt: now, createdAt: now });
  }
  if (rows.length) await tx.insert(notificationOutbox).values(rows);
  return rows.length;
}

/** Tries per notification before it is marked FAILED; the wait doubles from 30 s (+ up to 20 % jitter). */
export const OUTBOX_MAX_ATTEMPTS = 5;
export const OUTBOX_FIRST_RETRY_MS = 30_000;
export const OUTBOX_JITTER = 0.2;
/** Rows one claim takes; sends in flight at once per sender; how long a claim holds its rows. */
export const OUTBOX_BATCH = 100;
export const OUTBOX_CONCURRENCY = 12;
export const OUTBOX_LEASE_MS = 60_000;

export type OutboxRow = typeof notificationOutbox.$inferSelect;
export interface OutboxOptions {
  batch?: number;
  concurrency?: number;
  leaseMs?: number;
  /** 0 ≤ x < 1, for the jitter (tests pass a fixed one). */
  random?: () => number;
}

/** The wait before try `attempts + 1` after `attempts` failed tries. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  return Math.round(OUTBOX_FIRST_RETRY_MS * 2 ** (attempts - 1) * (1 + OUTBOX_JITTER * random()));
}

/**
 * Delivers due outbox rows; every replica runs one. A batch is claimed in ONE statement (rows set
 * to SENDING with a lease and a claim token, chosen with FOR UPDATE SKIP LOCKED so parallel
 * senders take disjoint rows), sent outside any transaction with at most `concurrency` in flight,
 * then marked SENT (one statement for the batch) or rescheduled with backoff + jitter, or FAILED
 * after OUTBOX_MAX_ATTEMPTS. A sender that dies leaves its rows SENDING: when the lease runs out
 * they go back to PENDING (or FAILED if out of tries) and are claimed again. The adapter must be
 * idempotent per outboxId (the log adapter writes a delivery once), so a crash between the send
 * and the mark never doubles a delivery.
 */
export class OutboxSender {
  readonly batch: number;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  private readonly random: () => number;

  constructor(
    private readonly db: Db,
    private readonly adapter: NotifyAdapter,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
    opts: OutboxOptions = {},
  ) {
    this.batch = opts.batch ?? OUTBOX_BATCH;
    this.concurrency = opts.concurrency ?? OUTBOX_CONCURRENCY;
    this.leaseMs = opts.leaseMs ?? OUTBOX_LEASE_MS;
    this.random = opts.random ?? Math.random;
  }

  /** Rows whose lease ran out (their sender died) become claimable again, or FAILED when out of tries. */
  async releaseExpired(): Promise<number> {
    const now = this.now();
    const rows = await this.db
      .update(notificationOutbox)
      .set({
        status: sql`CASE WHEN ${notificationOutbox.attempts} >= ${OUTBOX_MAX_ATTEMPTS} THEN 'FAILED' ELSE 'PENDING' END`,
        nextAttemptAt: now,
        claimedUntil: null,
        claimedBy: null,
        lastError: 'lease expired (sender stopped before marking)',
      })
      .where(and(eq(notificationOutbox.status, 'SENDING'), lte(notificationOutbox.claimedUntil, now)))
      .returning({ id: notificationOutbox.id });
    if (rows.length) this.log.warn({ notification: { released: rows.length } }, 'notification claims expired; claimable again');
    return rows.length;
  }

  /** Claims up to `limit` due rows for this sender (one statement, after releasing expired leases). */
  async claim(limit = this.batch): Promise<{ token: string; rows: OutboxRow[] }> {
    await this.releaseExpired();
    const now = this.now();
    const token = randomBytes(9).toString('base64url');
    const due = this.db
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.status, 'PENDING'), lte(notificationOutbox.nextAttemptAt, now)))
      .orderBy(asc(notificationOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(notificationOutbox)
      .set({ status: 'SENDING', claimedUntil: new Date(now.getTime() + this.leaseMs), claimedBy: token, attempts: sql`${notificationOutbox.attempts} + 1` })
      .where(and(inArray(notificationOutbox.id, due), eq(notificationOutbox.status, 'PENDING')))
      .returning();
    return { token, rows: rows.sort((a, b) => a.id - b.id) };
  }

  /** Sends claimed rows (bounded concurrency) and marks each; only rows still held by `token` are marked. */
  async deliver(token: string, rows: OutboxRow[]): Promise<{ sent: number; failed: number }> {
    const ok: number[] = [];
    let failed = 0;
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        try {
          await this.adapter.send({ outboxId: row.id, kind: row.kind, channel: row.channel, recipient: row.recipient, text: row.payload.text, subject: row.payload.subject }, this.db);
          ok.push(row.id);
        } catch (error) {
          failed++;
          await this.reschedule(token, row, error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.concurrency, rows.length) }, worker));
    if (ok.length) {
      const marked = await this.db
        .update(notificationOutbox)
        .set({ status: 'SENT', sentAt: this.now(), lastError: null, claimedUntil: null, claimedBy: null })
        .where(and(inArray(notificationOutbox.id, ok), eq(notificationOutbox.claimedBy, token), eq(notificationOutbox.status, 'SENDING')))
        .returning({ id: notificationOutbox.id });
      if (marked.length < ok.length) {
        // our lease ran out and another sender took them: it finds the delivery already written
        this.log.warn({ notification: { sent: ok.length, marked: marked.length } }, 'notification claims lost before marking');
      }
    }
    return { sent: ok.length, failed };
  }

  private async reschedule(token: string, row: OutboxRow, error: unknown) {
    const giveUp = row.attempts >= OUTBOX_MAX_ATTEMPTS;
    const now = this.now();
    await this.db
      .update(notificationOutbox)
      .set({
        status: giveUp ? 'FAILED' : 'PENDING',
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts, this.random)),
        lastError: lastErrorOf(error),
        claimedUntil: null,
        claimedBy: null,
      })
      .where(and(eq(notificationOutbox.id, row.id), eq(notificationOutbox.claimedBy, token)));
    this.log.warn({ notification: { id: row.id, kind: row.kind, attempts: row.attempts, giveUp }, err: errorSummary(error) }, 'notification not delivered');
  }

  /** One batch: claim (expired leases first), send, mark. Returns what it handled. */
  async deliverDue(limit = this.batch): Promise<{ sent: number; failed: number; claimed: number }> {
    const { token, rows } = await this.claim(limit);
    if (!rows.length) return { sent: 0, failed: 0, claimed: 0 };
    return { ...(await this.deliver(token, rows)), claimed: rows.length };
  }

  /** Batches back to back while there is due work (a full batch), until `stop()` says so. */
  async drain(stop: () => boolean = () => false): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const r = await this.deliverDue();
      sent += r.sent;
      failed += r.failed;
      if (r.claimed < this.batch || stop()) return { sent, failed };
    }
  }
}

/** Unsent notices (waiting or being sent) and the age of the oldest, for /readyz (one index-only query). */
export async function outboxBacklog(db: Db, now: Date): Promise<{ pending: number; oldestPendingAgeSeconds: number }> {
  const [r] = await db
    .select({ pending: count(), oldest: sql<Date | string | null>`min(${notificationOutbox.createdAt})` })
    .from(notificationOutbox)
    .where(inArray(notificationOutbox.status, ['PENDING', 'SENDING']));
  const oldest = r?.oldest ? new Date(r.oldest) : null;
  return { pending: Number(r?.pending ?? 0), oldestPendingAgeSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : 0 };
}
