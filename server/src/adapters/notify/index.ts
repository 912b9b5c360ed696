import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '@portal/contracts';
import type { NotifyAdapterName } from '../../config';
import type { Db } from '../../db/client';
import { notificationLog, type NotifyKind } from '../../db/schema';
import { pickAdapter } from '../pick';

export interface OutgoingNotification {
  outboxId: number;
  kind: NotifyKind;
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  text: string;
  subject?: string;
}

/**
 * An SMS / e-mail sender. The outbox sender calls it outside any transaction, up to
 * OUTBOX_CONCURRENCY at once, then marks the row sent: a sender that dies between the two leaves
 * the row claimed, and when its lease runs out the row is sent again. So an adapter MUST be
 * idempotent per `outboxId` (the log adapter writes one notification_log row per outbox id; a real
 * gateway passes the outbox id as its idempotency / message key). A real gateway is a new class
 * here plus a name in config.ADAPTERS.NOTIFY_ADAPTER; it must throw when the gateway refuses (the outbox retries).
 */
export interface NotifyAdapter {
  readonly name: NotifyAdapterName;
  send(notification: OutgoingNotification, db: Db): Promise<void>;
}

/** 01012345678 → 010-****-5678; hong@example.kr → ho***@example.kr. */
export function maskRecipient(channel: 'SMS' | 'EMAIL', recipient: string): string {
  if (channel === 'SMS') return maskMobile(recipient);
  const at = recipient.indexOf('@');
  if (at < 1) return '***';
  return `${recipient.slice(0, Math.min(2, at))}***${recipient.slice(at)}`;
}

/** Default sender: a notification_log row and one log line, both with the recipient masked. */
export class LogNotifyAdapter implements NotifyAdapter {
  readonly name = 'log' as const;
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(n: OutgoingNotification, db: Db): Promise<void> {
    const masked = maskRecipient(n.channel, n.recipient);
    // once per outbox row: a second send of the same row (after a lost claim) writes nothing
    const written = await db
      .insert(notificationLog)
      .values({
        outboxId: n.outboxId,
        kind: n.kind,
        channel: n.channel,
        recipientMasked: masked,
        adapter: this.name,
        body: n.text,
        sentAt: new Date(),
      })
      .onConflictDoNothing({ target: notificationLog.outboxId })
      .returning({ id: notificationLog.id });
    if (!written.length) return;
    // the text can hold an institution and a time, never a name; the recipient is masked
    this.log.info({ notification: { id: n.outboxId, kind: n.kind, channel: n.channel, to: masked } }, 'notification sent');
  }
}

/** What every notice of a demonstration deployment (PORTAL_DEMO=1) begins with: SMS text, e-mail subject and body. */
export const DEMO_NOTICE_MARK = '[시연]';

/** A sender that marks every notice as coming from a demonstration deployment before it goes out. */
export function demoMarked(adapter: NotifyAdapter): NotifyAdapter {
  const mark = (s: string) => (s.startsWith(DEMO_NOTICE_MARK) ? s : `${DEMO_NOTICE_MARK} ${s}`);
  return {
    name: adapter.name,
    send: (n, db) => adapter.send({ ...n, text: mark(n.text), ...(n.subject === undefined ? {} : { subject: mark(n.subject) }) }, db),
  };
}

export function createNotifyAdapter(name: NotifyAdapterName, log: FastifyBaseLogger, opts: { demo?: boolean } = {}): NotifyAdapter {
  const adapter = pickAdapter('NOTIFY_ADAPTER', '알림', name, { log: () => new LogNotifyAdapter(log) });
  return opts.demo ? demoMarked(adapter) : adapter;
}
