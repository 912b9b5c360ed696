// Outbox senders of several replicas in parallel on PostgreSQL (issue 13, defect 9): each its own
// connection pool, all claiming from the same table with FOR UPDATE SKIP LOCKED. Every row is
// delivered exactly once, also when one sender dies holding a claim.
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogNotifyAdapter, type NotifyAdapter } from '../src/adapters/notify';
import { OUTBOX_LEASE_MS, OutboxSender } from '../src/adapters/notify/outbox';
import { openDatabase, type Database } from '../src/db/client';
import { notificationLog, notificationOutbox } from '../src/db/schema';
import { TestClock, createTestApp } from './helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
const replicas: Database[] = [];
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0 });
  const url = ((await t.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as { rows: { name: string }[] }).rows[0]!;
  const base = new URL(process.env.TEST_DATABASE_URL!);
  base.pathname = `/${url.name}`;
  for (let i = 0; i < 4; i++) replicas.push(await openDatabase({ databaseUrl: base.toString(), poolSize: 4 }));
});
afterAll(async () => {
  for (const r of replicas) await r.close();
  await t.close();
});

/** n rows in one statement, as a burst of receipts would leave them. */
async function burst(n: number, tag: string): Promise<number[]> {
  const res = (await t.database.db.execute(sql`
    INSERT INTO notification_outbox (kind, channel, recipient, recipient_key, subject_ref, payload, next_attempt_at, created_at)
    SELECT 'CYBER_RECEIVED', 'SMS', '010' || lpad(i::text, 8, '0'), '010' || lpad(i::text, 8, '0'), ${tag} || i, '{"text":"접수되었습니다","subject":"접수"}'::jsonb, ${clock.now()}, ${clock.now()}
    FROM generate_series(1, ${n}) AS i RETURNING id`)) as unknown as { rows: { id: string | number }[] };
  return res.rows.map((r) => Number(r.id));
}

function countingAdapter(calls: Map<number, number>): NotifyAdapter {
  const log = new LogNotifyAdapter(t.app.log);
  return {
    name: 'log',
    send: async (n, d) => {
      calls.set(n.outboxId, (calls.get(n.outboxId) ?? 0) + 1);
      await log.send(n, d);
    },
  };
}

describe('parallel senders on PostgreSQL', () => {
  it('4 senders drain 2 000 rows together, each row sent exactly once, every sender doing a share', async () => {
    const ids = await burst(2000, 'P4-');
    const calls = new Map<number, number>();
    const senders = replicas.map((r) => new OutboxSender(r.db, countingAdapter(calls), t.app.log, clock.now, { batch: 50, concurrency: 8 }));
    const shares = await Promise.all(
      senders.map(async (s) => {
        let sent = 0;
        for (;;) {
          const r = await s.deliverDue();
          sent += r.sent;
          if (r.claimed === 0) return sent;
        }
      }),
    );
    expect(shares.reduce((a, b) => a + b, 0)).toBe(2000);
    expect(shares.filter((n) => n > 0).length).toBeGreaterThanOrEqual(2);
    expect(calls.size).toBe(2000);
    expect([...calls.values()].every((n) => n === 1)).toBe(true);
    const rows = await t.database.db.select().from(notificationOutbox).where(inArray(notificationOutbox.id, ids));
    expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
    const logs = await t.database.db.select({ outboxId: notificationLog.outboxId }).from(notificationLog).where(inArray(notificationLog.outboxId, ids));
    expect(logs).toHaveLength(2000);
  });

  it('a sender that dies holding claims: the others finish, its rows come back after the lease, one delivery each', async () => {
    const ids = await burst(600, 'DIE-');
    const calls = new Map<number, number>();
    const dead = new OutboxSender(replicas[0]!.db, countingAdapter(calls), t.app.log, clock.now, { batch: 100 });
    const held = await dead.claim(); // killed before sending
    // and one that died after sending, before marking
    const half = new OutboxSender(replicas[1]!.db, countingAdapter(calls), t.app.log, clock.now, { batch: 50 });
    const halfClaim = await half.claim();
    for (const r of halfClaim.rows) await countingAdapter(calls).send({ outboxId: r.id, kind: r.kind, channel: r.channel, recipient: r.recipient, text: r.payload.text, subject: r.payload.subject }, replicas[1]!.db);
    const live = replicas.slice(2).map((r) => new OutboxSender(r.db, countingAdapter(calls), t.app.log, clock.now, { batch: 40 }));
    const run = () => Promise.all(live.map((s) => s.drain()));
    await run();
    expect(await run()).toEqual([{ sent: 0, failed: 0 }, { sent: 0, failed: 0 }]);
    clock.t += OUTBOX_LEASE_MS + 1;
    await run();
    const rows = await t.database.db.select().from(notificationOutbox).where(inArray(notificationOutbox.id, ids));
    expect(rows.filter((r) => r.status !== 'SENT')).toEqual([]);
    const logs = await t.database.db.select({ outboxId: notificationLog.outboxId }).from(notificationLog).where(inArray(notificationLog.outboxId, ids));
    expect(logs).toHaveLength(600);
    expect(new Set(logs.map((l) => l.outboxId)).size).toBe(600);
    expect(held.rows).toHaveLength(100);
    // the half-sent rows reached the gateway twice, the log once
    expect(halfClaim.rows.every((r) => calls.get(r.id) === 2)).toBe(true);
  });
});
