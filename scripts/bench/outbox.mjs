// Section "outbox": how fast a burst of notices leaves the notification outbox (issue 13, defect 9).
//   PostgreSQL: two built servers (two replicas, each with its background sender) on one fresh
//               database; N notices are inserted at once (a burst of receipts), then the table is
//               watched until none is PENDING or SENDING.
//   PGlite:     one sender (the same OutboxSender and loop) over an embedded database in a temp
//               folder, run as its own process (outbox-pglite.ts, bundled here with esbuild).
// Latency per notice = sent_at − created_at. Duplicates = delivery records beyond one per notice.
// Prints figures only; it never asserts timings.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../lib/tools.mjs';
import { int, ms } from './report.mjs';
import { bundleBenchEntry, startServer, withFreshPg } from './server.mjs';

const N = Number(process.env.BENCH_OUTBOX_N || 13_000);
const REPLICAS = 2;
const serverRequire = createRequire(path.join(root, 'server', 'package.json'));

const STATS = `
  SELECT count(*) FILTER (WHERE status = 'SENT')::int AS sent, count(*) FILTER (WHERE status <> 'SENT')::int AS unsent,
         percentile_disc(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM sent_at - created_at) * 1000) AS p50,
         percentile_disc(0.99) WITHIN GROUP (ORDER BY extract(epoch FROM sent_at - created_at) * 1000) AS p99,
         (SELECT count(*)::int - count(DISTINCT outbox_id)::int FROM notification_log) AS duplicates,
         (SELECT count(*)::int FROM notification_log) AS logged
  FROM notification_outbox`;

async function postgresRun() {
  return withFreshPg(async (url) => {
    process.stdout.write(`  PostgreSQL: starting ${REPLICAS} servers … `);
    const servers = [];
    try {
      // the first one migrates; the second starts once the schema is there
      for (let i = 0; i < REPLICAS; i++) servers.push(await startServer({ env: { DATABASE_URL: url, DB_POOL_SIZE: '10', NOTIFY_INTERVAL_MS: '250' }, label: `outbox server ${i + 1}` }));
      process.stdout.write('up\n');
      const c = new (serverRequire('pg').Client)({ connectionString: url });
      await c.connect();
      try {
        process.stdout.write(`  PostgreSQL: ${int(N)} notices at once, ${REPLICAS} senders … `);
        const t0 = performance.now();
        await c.query(
          `INSERT INTO notification_outbox (kind, channel, recipient, recipient_key, subject_ref, payload, next_attempt_at, created_at)
           SELECT 'CYBER_RECEIVED', 'SMS', '010' || lpad(i::text, 8, '0'), '010' || lpad(i::text, 8, '0'), 'C-BENCH-' || i,
                  '{"text":"[법률구조 플랫폼] 사이버상담이 접수되었습니다.","subject":"접수"}'::jsonb, now(), now()
           FROM generate_series(1, $1) AS i`,
          [N],
        );
        const deadline = Date.now() + 10 * 60_000;
        for (;;) {
          const { rows } = await c.query(`SELECT count(*)::int AS n FROM notification_outbox WHERE status IN ('PENDING', 'SENDING')`);
          if (rows[0].n === 0) break;
          if (Date.now() > deadline) throw new Error(`${rows[0].n} notices still unsent after 10 minutes`);
          await new Promise((r) => setTimeout(r, 50));
        }
        const seconds = (performance.now() - t0) / 1000;
        const { rows } = await c.query(STATS);
        const r = rows[0];
        const out = { label: `PostgreSQL, ${REPLICAS} servers`, n: N, senders: REPLICAS, seconds, sent: r.sent, unsent: r.unsent, p50: Number(r.p50), p99: Number(r.p99), duplicates: r.duplicates, logged: r.logged };
        process.stdout.write(`${(N / seconds).toFixed(0)} sent/s, drained in ${seconds.toFixed(1)} s\n`);
        return out;
      } finally {
        await c.end();
      }
    } finally {
      for (const s of servers) await s.stop();
    }
  });
}

async function pgliteRun() {
  const out = await bundleBenchEntry('outbox-pglite.ts', 'bench-outbox-pglite.mjs');
  process.stdout.write(`  PGlite: ${int(N)} notices at once, 1 sender … `);
  const child = spawn(process.execPath, [out, String(N)], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let text = '';
  child.stdout.on('data', (c) => (text += c));
  const code = await new Promise((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`PGlite run exited with ${code}`);
  const r = JSON.parse(text.trim().split('\n').at(-1));
  process.stdout.write(`${(N / r.seconds).toFixed(0)} sent/s, drained in ${r.seconds.toFixed(1)} s\n`);
  return { label: 'PGlite, 1 sender', ...r };
}

export async function benchOutbox() {
  const problems = [];
  const runs = [];
  for (const [name, run] of [
    ['PostgreSQL', postgresRun],
    ['PGlite', pgliteRun],
  ]) {
    try {
      runs.push(await run());
    } catch (error) {
      problems.push(`${name}: ${error.message}`);
    }
  }
  for (const r of runs) {
    if (r.duplicates) problems.push(`${r.label}: ${r.duplicates} notices delivered twice`);
    if (r.unsent || r.sent !== N) problems.push(`${r.label}: ${r.unsent} notices not sent`);
  }
  const result = {
    title: `Notification outbox: a burst of ${int(N)} notices`,
    tables: [
      {
        head: ['run', 'notices', 'senders', 'drained in', 'sent/s', 'p50 latency', 'p99 latency', 'duplicates', 'unsent'],
        rows: runs.map((r) => [r.label, int(r.n), String(r.senders), `${r.seconds.toFixed(1)} s`, (r.n / r.seconds).toFixed(0), ms(Math.round(r.p50)), ms(Math.round(r.p99)), int(r.duplicates), int(r.unsent)]),
      },
    ],
    notes: [
      'Before issue 13 the sender took at most 20 rows every NOTIFY_INTERVAL_MS (5 s): about 4 notices/s, whatever the number of replicas.',
      `Now: batches of 100 claimed with FOR UPDATE SKIP LOCKED and a 60 s lease, 12 sends in flight per sender, batches back to back while there is due work; the log adapter (a notification_log row per notice) stands in for the SMS gateway, so the figures are the outbox's own cost. Latency = sent_at − created_at, from the moment the burst was committed. PostgreSQL: built servers, NOTIFY_INTERVAL_MS=250 (idle poll), DB_POOL_SIZE=10.`,
      ...problems,
    ],
    data: { runs },
  };
  if (problems.length) result.failure = new Error(problems.join('; '));
  return result;
}
