// Section "api": throughput and latency of two menu calls and two service-finding calls with autocannon, against the built
// server on PGlite (temp DATA_DIR) and on PostgreSQL (a fresh bench_<random> database, dropped after).
import autocannon from 'autocannon';
import { int, ms } from './report.mjs';
import { assertLoopback, startServer, withFreshPg } from './server.mjs';

const ENDPOINTS = [
  '/api/menu/gnb',
  '/api/menu/breadcrumbList?menuUrl=/dscsn/tel/klacInfo',
  // issue 20: the easy finder's ranking and the map's nearest offices
  '/api/services/finder?problem=FAMILY&persons=SINGLE_PARENT&income=LE50&region=22&sigungu=22010',
  '/api/services/offices?lat=35.8665&lon=128.5936&limit=10',
];
const CONNECTIONS = 10;
const DURATION_S = 8;
const WARMUP_S = 2;
const TARGET_RPS = 2000;
const TARGET_P99_MS = 50;

function cannon(url, duration) {
  assertLoopback(url);
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function runEndpoint(baseUrl, endpoint) {
  const url = baseUrl + endpoint;
  // sanity check: the call answers 200 before we measure it
  const probe = await fetch(url);
  const probeBytes = (await probe.arrayBuffer()).byteLength;
  await cannon(url, WARMUP_S); // warm-up, discarded
  const r = await cannon(url, DURATION_S);
  return {
    endpoint,
    probeStatus: probe.status,
    bodyBytes: probeBytes,
    rps: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    mean: r.latency.average,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    throughputMBs: r.throughput.average / 1e6,
  };
}

async function runBackend(label, env) {
  process.stdout.write(`  ${label}: starting server … `);
  const server = await startServer({ env, label: `${label} server` });
  process.stdout.write(`up in ${(server.startupMs / 1000).toFixed(1)} s\n`);
  try {
    const out = [];
    for (const endpoint of ENDPOINTS) {
      process.stdout.write(`  ${label}: ${endpoint} (${WARMUP_S} s warm-up + ${DURATION_S} s) … `);
      const r = await runEndpoint(server.url, endpoint);
      process.stdout.write(`${int(r.rps)} req/s\n`);
      out.push({ backend: label, ...r });
    }
    return { startupMs: Math.round(server.startupMs), runs: out };
  } finally {
    await server.stop();
  }
}

export async function benchApi() {
  const backends = {};
  const problems = [];
  try {
    backends.pglite = await runBackend('PGlite', {});
  } catch (error) {
    problems.push(`PGlite: ${error.message}`);
  }
  try {
    backends.postgres = await withFreshPg((url) => runBackend('PostgreSQL', { DATABASE_URL: url }));
  } catch (error) {
    problems.push(`PostgreSQL: ${error.message}`);
  }

  const rows = [];
  for (const b of Object.values(backends))
    for (const r of b.runs)
      rows.push([r.backend, r.endpoint, int(r.rps), ms(r.p50), ms(r.p99), ms(r.max), int(r.errors), int(r.timeouts), int(r.non2xx), `${(r.bodyBytes / 1024).toFixed(1)} KB`]);

  const notes = [
    `autocannon ${CONNECTIONS} connections, ${DURATION_S} s per run after a discarded ${WARMUP_S} s warm-up; server child process with NODE_ENV=production LOG_LEVEL=warn on 127.0.0.1; load generator and server share the same machine (and CPU with anything else running). autocannon records latency at 1 ms resolution.`,
  ];
  const verdicts = [];
  for (const r of backends.pglite?.runs ?? []) {
    const rpsOk = r.rps >= TARGET_RPS;
    const p99Ok = r.p99 < TARGET_P99_MS;
    const parts = [
      rpsOk ? `${int(r.rps)} req/s ≥ ${TARGET_RPS} ✓` : `${int(r.rps)} req/s — MISSED by ${int(TARGET_RPS - r.rps)} req/s (${((1 - r.rps / TARGET_RPS) * 100).toFixed(0)} %)`,
      p99Ok ? `p99 ${ms(r.p99)} < ${TARGET_P99_MS} ms ✓` : `p99 ${ms(r.p99)} — MISSED by ${ms(r.p99 - TARGET_P99_MS)}`,
    ];
    verdicts.push({ endpoint: r.endpoint, rpsOk, p99Ok });
    notes.push(`Target on PGlite (≥ ${TARGET_RPS} req/s, p99 < ${TARGET_P99_MS} ms) for ${r.endpoint}: ${parts.join(', ')}.`);
  }
  for (const [k, b] of Object.entries(backends)) notes.push(`${k}: server start-up (migrate + seed + listen) ${(b.startupMs / 1000).toFixed(1)} s.`);
  notes.push(...problems);
  const result = {
    title: 'API: throughput and latency (autocannon)',
    tables: [{ head: ['backend', 'endpoint', 'req/s', 'p50', 'p99', 'max', 'errors', 'timeouts', 'non-2xx', 'body'], rows }],
    notes,
    data: { connections: CONNECTIONS, durationS: DURATION_S, warmupS: WARMUP_S, target: { rps: TARGET_RPS, p99Ms: TARGET_P99_MS }, verdicts, backends },
  };
  if (problems.length) result.failure = new Error(problems.join('; '));
  return result;
}
