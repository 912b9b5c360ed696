import type { FastifyBaseLogger } from 'fastify';
import { maskMobile } from '@portal/contracts';
import type { NotifyAdapterName } from '../../config';
import type { Db } from '../../db/client';
import { notificationLog, type NotifyKind } from '../../db/schema';

export interface OutgoingNotification {
  outboxId: number;
  kind: NotifyKind;
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  text: string;
  subject?: string;
}

/**
 * An SMS / e-mail sender. The outbox sender calls it inside the transaction that marks the row
 * sent, so a delivery and its "sent" mark stand or fall together. A real gateway is a new class
 * here plus a name in config.NOTIFY_ADAPTERS; it must throw when the gateway refuses (the outbox retries).
 */
export interface NotifyAdapter {
  readonly name: NotifyAdapterName;
  send(notification: OutgoingNotification, tx: Db): Promise<void>;
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

  async send(n: OutgoingNotification, tx: Db): Promise<void> {
    const masked = maskRecipient(n.channel, n.recipient);
    await tx.insert(notificationLog).values({
      outboxId: n.outboxId,
      kind: n.kind,
      channel: n.channel,
      recipientMasked: masked,
      adapter: this.name,
      body: n.text,
      sentAt: new Date(),
    });
    // the text can hold an institution and a time, never a name; the recipient is masked
    this.log.info({ notification: { id: n.outboxId, kind: n.kind, channel: n.channel, to: masked } }, 'notification sent');
  }
}

export function createNotifyAdapter(name: NotifyAdapterName, log: FastifyBaseLogger): NotifyAdapter {
  switch (name) {
    case 'log':
      return new LogNotifyAdapter(log);
    default:
      throw new Error(`NOTIFY_ADAPTER=${name as string}: 이 빌드에 없는 알림 어댑터입니다.`);
  }
}
