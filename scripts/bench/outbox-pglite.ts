// The PGlite half of `pnpm bench outbox`, bundled by outbox.mjs into server/dist and run as its own
// process: an embedded database in a temp folder (as a single-instance install has), migrated, a
// burst of N notices inserted at once, then ONE sender (the server's OutboxSender with the log
// adapter, the loop the background tick runs) until nothing is left. Prints one JSON line.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LogNotifyAdapter } from '../../server/src/adapters/notify';
import { OutboxSender } from '../../server/src/adapters/notify/outbox';
import { openDatabase } from '../../server/src/db/client';
import { migrate } from '../../server/src/db/migrate';

const N = Number(process.argv[2] ?? 13_000);
const noop = () => undefined;
const log = { info: noop, warn: noop, error: noop, debug: noop, trace: noop, fatal: noop, child: () => log, level: 'silent' } as unknown as FastifyBaseLogger;

const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-outbox-'));
const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
try {
  await migrate(database, path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'migrations'));
  const db = database.db;
  await db.execute(sql`
    INSERT INTO notification_outbox (kind, channel, recipient, recipient_key, subject_ref, payload, next_attempt_at, created_at)
    SELECT 'CYBER_RECEIVED', 'SMS', '010' || lpad(i::text, 8, '0'), '010' || lpad(i::text, 8, '0'), 'C-BENCH-' || i,
           '{"text":"[법률구조 플랫폼] 사이버상담이 접수되었습니다.","subject":"접수"}'::jsonb, now(), now()
    FROM generate_series(1, ${N}) AS i`);
  const sender = new OutboxSender(db, new LogNotifyAdapter(log), log, () => new Date());
  const t0 = performance.now();
  let sent = 0;
  for (;;) {
    const r = await sender.drain();
    sent += r.sent;
    if (r.sent === 0) break;
  }
  const seconds = (performance.now() - t0) / 1000;
  const rows = (await db.execute(sql`
    SELECT count(*) FILTER (WHERE status = 'SENT')::int AS sent, count(*) FILTER (WHERE status <> 'SENT')::int AS unsent,
           percentile_disc(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM sent_at - created_at) * 1000) AS p50,
           percentile_disc(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM sent_at - created_at) * 1000) AS p99,
           (SELECT count(*)::int - count(DISTINCT outbox_id)::int FROM notification_log) AS duplicates,
           (SELECT count(*)::int FROM notification_log) AS logged
    FROM notification_outbox`)) as unknown as { rows: Record<string, number | string>[] };
  const r = rows.rows[0]!;
  console.log(JSON.stringify({ n: N, senders: 1, seconds, sentCount: sent, sent: Number(r.sent), unsent: Number(r.unsent), p50: Number(r.p50), p99: Number(r.p99), duplicates: Number(r.duplicates), logged: Number(r.logged) }));
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
