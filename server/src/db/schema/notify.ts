import { bigint, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityKey, ts } from './columns';

// Notifications (0004_consultation, 0007_outbox_throughput): the outbox and the delivery log.

export type NotifyKind =
  | 'RSVT_BOOKED'
  | 'RSVT_CHANGED'
  | 'RSVT_CANCELLED'
  | 'CYBER_RECEIVED'
  | 'CYBER_ANSWERED'
  | 'QNA_ANSWERED'
  | 'ELRCPT_SUBMITTED'
  | 'ELRCPT_RECEIVED'
  | 'ELRCPT_SUPPLEMENT_REQUESTED'
  | 'ELRCPT_AIDED'
  | 'ELRCPT_REJECTED'
  | 'ELRCPT_WITHDRAWN'
  // 0009_prdoc
  | 'PRDOC_REQUESTED'
  | 'PRDOC_SUPPLEMENT'
  // 0017_openapi
  | 'OPENAPI_KEY_EXPIRING'
  // 0018_openapi_decisions
  | 'OPENAPI_APPROVED'
  | 'OPENAPI_REJECTED';
export const notificationOutbox = pgTable('notification_outbox', {
  id: identityKey(),
  kind: text('kind').$type<NotifyKind>().notNull(),
  channel: text('channel').$type<'SMS' | 'EMAIL'>().notNull(),
  recipient: text('recipient').notNull(),
  subjectRef: text('subject_ref').notNull(),
  payload: jsonb('payload').$type<{ text: string; subject?: string }>().notNull(),
  /** 0007: SENDING = claimed by a sender until claimedUntil; SUPPRESSED = over the per-recipient SMS cap, never sent. */
  status: text('status').$type<'PENDING' | 'SENDING' | 'SENT' | 'FAILED' | 'SUPPRESSED'>().notNull().default('PENDING'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull(),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull(),
  sentAt: ts('sent_at'),
  claimedUntil: ts('claimed_until'),
  claimedBy: text('claimed_by'),
  /** SMS: digits only; e-mail: lower case (the per-recipient cap counts by it). */
  recipientKey: text('recipient_key'),
});

export const notificationLog = pgTable(
  'notification_log',
  {
    id: identityKey(),
    /** Unique (0007): one delivery record per outbox row. */
    outboxId: bigint('outbox_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    recipientMasked: text('recipient_masked').notNull(),
    adapter: text('adapter').notNull(),
    body: text('body').notNull(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [
    uniqueIndex('notification_log_outbox_once').on(t.outboxId),
  ],
);
