// The notification outbox under load and failure (issue 13, defect 9): lease claims, retries with
// backoff + jitter, re-claim after a crashed sender, idempotent delivery, draining a backlog without
// waiting for the interval, the per-recipient SMS cap, /readyz details. PGlite; PostgreSQL with
// TEST_DATABASE_URL (outbox-concurrency.pg.test.ts runs senders in parallel).
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LogNotifyAdapter, type NotifyAdapter, type OutgoingNotification } from '../src/adapters/notify';
import {
  NOTIFY_SMS_CAP_PER_DAY,
  NOTIFY_SMS_CAP_PER_HOUR,
  OUTBOX_FIRST_RETRY_MS,
  OUTBOX_JITTER,
  OUTBOX_LEASE_MS,
  OUTBOX_MAX_ATTEMPTS,
  OutboxSender,
  enqueueNotification,
  setOutboxLog,
} from '../src/adapters/notify/outbox';
import { notificationLog, notificationOutbox } from '../src/db/schema';
import { TestClock, createTestApp } from './helpers';

const clock = new TestClock();
const START = Date.parse('2026-11-20T01:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  clock.t = START;
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0 });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  clock.t = START;
  // each test starts with nothing due (rows of earlier tests are settled)
  await db().update(notificationOutbox).set({ status: 'FAILED' }).where(inArray(notificationOutbox.status, ['PENDING', 'SENDING']));
});

const db = () => t.database.db;
let seq = 0;
const number = () => `0107${String(1_000_000 + ++seq).slice(1)}`;
const enqueue = async (n: number, opts: { mobile?: () => string; at?: Date } = {}) => {
  const refs: string[] = [];
  for (let i = 0; i < n; i++) {
    const ref = `R-OUTBOX-${++seq}`;
    await enqueueNotification(db(), { kind: 'RSVT_BOOKED', ref, mobileNo: (opts.mobile ?? number)(), text: `예약 ${ref}`, subject: '예약' }, opts.at ?? clock.now());
    refs.push(ref);
  }
  return refs;
};
const rowsOf = (refs: string[]) => db().select().from(notificationOutbox).where(inArray(notificationOutbox.subjectRef, refs));
const logsOf = async (refs: string[]) => {
  const ids = (await rowsOf(refs)).map((r) => r.id);
  return ids.length ? db().select().from(notificationLog).where(inArray(notificationLog.outboxId, ids)) : [];
};
const logAdapter = () => new LogNotifyAdapter(t.app.log);
const sender = (adapter: NotifyAdapter = logAdapter(), opts = {}) => new OutboxSender(db(), adapter, t.app.log, clock.now, opts);

describe('/readyz', () => {
  it('reports the unsent notices and the age of the oldest', async () => {
    let r = (await t.app.inject({ url: '/readyz' })).json();
    expect(r.details.outbox).toEqual({ pending: 0, oldestPendingAgeSeconds: 0 });
    const refs = await enqueue(2, { at: new Date(clock.t - 90_000) });
    await enqueue(1);
    r = (await t.app.inject({ url: '/readyz' })).json();
    expect(r).toMatchObject({ status: 'ready', details: { outbox: { pending: 3, oldestPendingAgeSeconds: 90 } } });
    // a claimed (SENDING) row still counts; a sent one does not
    const s = sender();
    const claim = await s.claim(1);
    expect((await t.app.inject({ url: '/readyz' })).json().details.outbox.pending).toBe(3);
    await s.deliver(claim.token, claim.rows);
    await s.drain();
    expect((await t.app.inject({ url: '/readyz' })).json().details.outbox).toEqual({ pending: 0, oldestPendingAgeSeconds: 0 });
    expect(await logsOf(refs)).toHaveLength(2);
  });
});

describe('sender', () => {
  it('drains a backlog batch after batch in one call, each row once', async () => {
    const refs = await enqueue(250);
    const s = sender(logAdapter(), { batch: 40, concurrency: 8 });
    const r = await s.drain();
    expect(r).toEqual({ sent: 250, failed: 0 });
    const rows = await rowsOf(refs);
    expect(rows.every((o) => o.status === 'SENT' && o.attempts === 1 && o.claimedBy === null)).toBe(true);
    const logs = await logsOf(refs);
    expect(logs).toHaveLength(250);
    expect(new Set(logs.map((l) => l.outboxId)).size).toBe(250);
    expect((await s.deliverDue()).claimed).toBe(0);
  });

  it('retries a failing delivery with exponential backoff plus jitter, then FAILED after the last try', async () => {
    for (const random of [() => 0, () => 0.999]) {
      const [ref] = await enqueue(1);
      const failing: NotifyAdapter = {
        name: 'log',
        send: async () => {
          throw new Error('gateway refused');
        },
      };
      const s = sender(failing, { random });
      const row = async () => (await rowsOf([ref!]))[0]!;
      for (let i = 1; i <= OUTBOX_MAX_ATTEMPTS; i++) {
        expect(await s.deliverDue()).toMatchObject({ sent: 0, failed: 1 });
        const r = await row();
        expect(r.attempts).toBe(i);
        const wait = r.nextAttemptAt.getTime() - clock.t;
        const base = OUTBOX_FIRST_RETRY_MS * 2 ** (i - 1);
        expect(wait).toBeGreaterThanOrEqual(base);
        expect(wait).toBeLessThanOrEqual(Math.round(base * (1 + OUTBOX_JITTER)));
        if (random() > 0.5) expect(wait).toBeGreaterThan(base * (1 + OUTBOX_JITTER * 0.9));
        expect(await s.deliverDue()).toMatchObject({ claimed: 0 }); // not due yet
        clock.t = r.nextAttemptAt.getTime();
      }
      expect(await row()).toMatchObject({ status: 'FAILED', attempts: OUTBOX_MAX_ATTEMPTS, lastError: 'gateway refused' });
      expect(await sender().deliverDue()).toMatchObject({ claimed: 0 });
    }
  });

  it('delivers on a later try after failures, once', async () => {
    const [ref] = await enqueue(1);
    let calls = 0;
    const flaky: NotifyAdapter = {
      name: 'log',
      send: async (n, d) => {
        if (++calls <= 2) throw new Error('timeout');
        await logAdapter().send(n, d);
      },
    };
    const s = sender(flaky, { random: () => 0.5 });
    for (let i = 0; i < 3; i++) {
      await s.deliverDue();
      clock.t = (await rowsOf([ref!]))[0]!.nextAttemptAt.getTime();
    }
    expect((await rowsOf([ref!]))[0]).toMatchObject({ status: 'SENT', attempts: 3, lastError: null });
    expect(await logsOf([ref!])).toHaveLength(1);
  });

  it('re-claims the rows of a sender that died after claiming, once its lease runs out', async () => {
    const refs = await enqueue(30);
    const crashed = sender();
    const claim = await crashed.claim(20); // …and the process is killed here
    expect(claim.rows).toHaveLength(20);
    const other = sender();
    expect(await other.deliverDue()).toMatchObject({ claimed: 10, sent: 10 }); // only the unclaimed ones
    clock.t += OUTBOX_LEASE_MS - 1000;
    expect(await other.deliverDue()).toMatchObject({ claimed: 0 }); // lease still running
    clock.t += 2000;
    expect(await other.deliverDue()).toMatchObject({ claimed: 20, sent: 20 });
    const rows = await rowsOf(refs);
    expect(rows.every((r) => r.status === 'SENT')).toBe(true);
    expect(rows.filter((r) => r.attempts === 2)).toHaveLength(20); // the lost claim counted as a try
    expect(await logsOf(refs)).toHaveLength(30);
    // the dead sender's late mark changes nothing
    expect(await crashed.deliver(claim.token, claim.rows)).toMatchObject({ sent: 20 });
    expect(await logsOf(refs)).toHaveLength(30);
  });

  it('does not double a delivery when a sender dies between sending and marking', async () => {
    const refs = await enqueue(5);
    const calls: number[] = [];
    const counting: NotifyAdapter = {
      name: 'log',
      send: async (n: OutgoingNotification, d) => {
        calls.push(n.outboxId);
        await logAdapter().send(n, d);
      },
    };
    const dying = sender(counting);
    const claim = await dying.claim();
    for (const r of claim.rows) await counting.send({ outboxId: r.id, kind: r.kind, channel: r.channel, recipient: r.recipient, text: r.payload.text, subject: r.payload.subject }, db());
    // killed before the mark: the rows stay SENDING until the lease runs out
    expect((await rowsOf(refs)).every((r) => r.status === 'SENDING')).toBe(true);
    clock.t += OUTBOX_LEASE_MS + 1;
    expect(await sender(counting).deliverDue()).toMatchObject({ claimed: 5, sent: 5 });
    expect(calls).toHaveLength(10); // the gateway was asked twice…
    expect(await logsOf(refs)).toHaveLength(5); // …and delivered once per row (idempotent by outbox id)
    expect((await rowsOf(refs)).every((r) => r.status === 'SENT')).toBe(true);
  });

  it('gives a row whose sender keeps dying up after the last try', async () => {
    const [ref] = await enqueue(1);
    for (let i = 0; i < OUTBOX_MAX_ATTEMPTS; i++) {
      expect((await sender().claim()).rows).toHaveLength(1);
      clock.t += OUTBOX_LEASE_MS + 1;
    }
    await sender().deliverDue();
    expect((await rowsOf([ref!]))[0]).toMatchObject({ status: 'FAILED', attempts: OUTBOX_MAX_ATTEMPTS });
    expect(await logsOf([ref!])).toHaveLength(0);
  });
});

describe('per-recipient SMS cap', () => {
  it(`queues at most ${NOTIFY_SMS_CAP_PER_HOUR} an hour and ${NOTIFY_SMS_CAP_PER_DAY} a day per number; the rest are SUPPRESSED, logged masked, never sent`, async () => {
    const warns: unknown[] = [];
    setOutboxLog({ warn: ((o: unknown) => void warns.push(o)) as never });
    try {
      const formats = ['010-5555-0001', '01055550001', '010 5555 0001'];
      let k = 0;
      const same = () => formats[k++ % formats.length]!;
      const status = async (refs: string[]) => (await rowsOf(refs)).map((r) => r.status);
      const h0 = await enqueue(NOTIFY_SMS_CAP_PER_HOUR + 2, { mobile: same });
      expect((await status(h0)).filter((s) => s === 'SUPPRESSED')).toHaveLength(2);
      // e-mail is not capped, other numbers are not affected
      await enqueueNotification(db(), { kind: 'CYBER_ANSWERED', ref: 'R-CAP-EMAIL', mobileNo: '010-5555-0001', email: 'cap@example.kr', text: 'x', subject: 'x' }, clock.now());
      expect((await rowsOf(['R-CAP-EMAIL'])).map((r) => [r.channel, r.status]).sort()).toEqual([
        ['EMAIL', 'PENDING'],
        ['SMS', 'SUPPRESSED'],
      ]);
      expect((await status(await enqueue(1)))[0]).toBe('PENDING');
      // hour by hour up to the day's cap
      const later: string[][] = [];
      for (let h = 1; h <= 3; h++) {
        clock.t = START + h * 3600_000 + 1000;
        later.push(await enqueue(NOTIFY_SMS_CAP_PER_HOUR + 1, { mobile: same }));
      }
      const counts = await Promise.all(later.map(async (refs) => (await status(refs)).filter((s) => s === 'PENDING').length));
      expect(counts).toEqual([NOTIFY_SMS_CAP_PER_HOUR, NOTIFY_SMS_CAP_PER_DAY - 2 * NOTIFY_SMS_CAP_PER_HOUR, 0]);
      // a day later the number gets notices again
      clock.t = START + 24 * 3600_000 + 1000;
      expect(await status(await enqueue(1, { mobile: same }))).toEqual(['PENDING']);
      // suppressed rows are records only
      await sender().drain();
      const all = await rowsOf([...h0, ...later.flat()]);
      const suppressed = all.filter((r) => r.status === 'SUPPRESSED');
      expect(suppressed.length).toBe(2 + 1 + 1 + (NOTIFY_SMS_CAP_PER_HOUR + 1)); // hour 0: 2, hours 1–2: 1 each, hour 3: all
      expect(suppressed.every((r) => r.lastError?.startsWith('per-recipient cap'))).toBe(true);
      expect(await db().select().from(notificationLog).where(inArray(notificationLog.outboxId, suppressed.map((r) => r.id)))).toHaveLength(0);
      const text = JSON.stringify(warns);
      expect(text).toContain('010-****-0001');
      expect(text).not.toMatch(/5555-?0001|55550001/);
    } finally {
      setOutboxLog(t.app.log);
      clock.t = START;
    }
  });

  it('holds under concurrent enqueues for one number (PostgreSQL: parallel transactions)', async () => {
    const mobile = '010-6666-0002';
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        db().transaction(async (tx) => {
          await enqueueNotification(tx, { kind: 'RSVT_BOOKED', ref: `R-CAPC-${i}`, mobileNo: mobile, text: 'x', subject: 'x' }, clock.now());
        }),
      ),
    );
    expect(results).toHaveLength(25);
    const rows = await db().select().from(notificationOutbox).where(eq(notificationOutbox.recipientKey, '01066660002'));
    expect(rows.filter((r) => r.status !== 'SUPPRESSED')).toHaveLength(NOTIFY_SMS_CAP_PER_HOUR);
    expect(rows.filter((r) => r.status === 'SUPPRESSED')).toHaveLength(15);
  });
});

describe('schema', () => {
  it('writes a delivery once per outbox row (unique notification_log.outbox_id)', async () => {
    const [ref] = await enqueue(1);
    const [row] = await rowsOf([ref!]);
    const a = logAdapter();
    const n = { outboxId: row!.id, kind: row!.kind, channel: row!.channel, recipient: row!.recipient, text: 'x', subject: 'x' };
    await a.send(n, db());
    await a.send(n, db());
    await expect(db().execute(sql`INSERT INTO notification_log (outbox_id, kind, channel, recipient_masked, adapter, body, sent_at) VALUES (${row!.id}, 'RSVT_BOOKED', 'SMS', 'x', 'log', 'x', ${clock.now().toISOString()})`)).rejects.toThrow();
    expect(await logsOf([ref!])).toHaveLength(1);
  });
});
