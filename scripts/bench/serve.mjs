// Section "serve" (issue 36): what 50 visitors at once feel. The production server with every remote
// deployed, on PGlite and on PostgreSQL in turn; autocannon at 50 connections against a static file,
// the prerendered main page, server-rendered reading pages, the search page and the APIs behind them,
// side by side in one run, each as a ratio of the static file's rate. Then the CPU one uncached render
// costs (the server process's own CPU time over sequential requests, read from /proc) and the
// server's resident memory after the load. Prints figures only; it never asserts timings.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { int, ms } from './report.mjs';
import { searchQueries, searchTestQueries } from './search-queries.mjs';
import { assertLoopback, startPortal, withFreshPg } from './server.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SERVE_SECONDS || 8);
const WARMUP_S = 2;
const CPU_SAMPLES = 40;

/** [label, path, kind]: kind 'static' is the yardstick; 'page' is a reading page anyone may see. */
const TARGETS = [
  ['static file', '/registry.json', 'static'],
  ['/ (prerendered)', '/', 'main'],
  ['FAQ list', '/center/faq/list', 'page'],
  ['notice list', '/center/ntc/list', 'page'],
  ['usage guide', '/center/gd', 'page'],
  ['search page', `/search/totalresult?q=${encodeURIComponent('전세')}`, 'page'],
  ['FAQ API', '/api/center/faq', 'api'],
  ['search API, one query', `/api/search?q=${encodeURIComponent('전세')}`, 'api'],
  ['search API, query mix', '/api/search?q=… (see searchMix)', 'api'],
];

/**
 * What 50 searchers at once ask (issue 36: "popular queries repeat"): the judged questions of both
 * search sets, in a fixed shuffled order, drawn by Zipf's law (the n-th most asked 1/n as often, as
 * search logs are), page 1 mostly, 2 and 3 sometimes. 4 000 addresses, the same on every run.
 */
function searchMix() {
  let seed = 20261201;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const questions = [...new Set([...searchQueries, ...searchTestQueries].map((e) => e.q))];
  for (let i = questions.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [questions[i], questions[j]] = [questions[j], questions[i]];
  }
  const weights = questions.map((_, n) => 1 / (n + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const pick = () => {
    let r = random() * total;
    for (let n = 0; n < questions.length; n++) if ((r -= weights[n]) <= 0) return questions[n];
    return questions[0];
  };
  return Array.from({ length: 4000 }, () => {
    const r = random();
    const page = r < 0.85 ? 1 : r < 0.95 ? 2 : 3;
    return `/api/search?q=${encodeURIComponent(pick())}${page > 1 ? `&page=${page}` : ''}`;
  });
}
const SEARCH_MIX = searchMix();

const CPU_PAGES = ['/center/faq/list', '/center/ntc/list', '/center/gd', `/search/totalresult?q=${encodeURIComponent('전세')}`];

/** autocannon at 50 connections on `url`, or on each of `paths` in turn (on url's server). */
function cannon(url, duration, paths = null) {
  assertLoopback(url);
  let next = 0;
  const requests = paths ? [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }] : undefined;
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1, timeout: 10, ...(requests ? { requests } : {}) }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The server process's CPU seconds so far (user + system), from /proc/<pid>/stat. */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[11], fields[12] are utime and stime (the 14th and 15th of the whole line), in clock ticks
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const residentMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : null;
};

async function runDatabase(label, env) {
  process.stdout.write(`  ${label}: deploying the remotes and starting the server … `);
  const server = await startPortal({ env, label: `${label} serve server` });
  process.stdout.write(`up in ${(server.startupMs / 1000).toFixed(1)} s\n`);
  try {
    for (const [, path] of TARGETS) {
      if (path.includes('…')) continue;
      const res = await fetch(server.url + path);
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      await res.arrayBuffer();
    }
    // CPU of one render: sequential requests, so nothing but this render runs in the process
    // uncached: each request a new address (a query field the page ignores), so no kept page answers;
    // kept: the same address again (server/src/ssr/render-cache.ts), as the load below mostly is
    const cpu = {};
    const cpuOf = async (address) => {
      const c0 = cpuSeconds(server.pid);
      for (let i = 0; i < CPU_SAMPLES; i++) await (await fetch(server.url + address(i))).arrayBuffer();
      return ((cpuSeconds(server.pid) - c0) * 1000) / CPU_SAMPLES;
    };
    for (const path of CPU_PAGES) {
      const uncached = await cpuOf((i) => `${path}${path.includes('?') ? '&' : '?'}bench=${Date.now()}-${i}`);
      const kept = await cpuOf(() => path);
      cpu[path] = { uncached, kept };
    }
    const rows = [];
    for (const [what, path, kind] of TARGETS) {
      process.stdout.write(`  ${label}: ${what} (${path}), ${CONNECTIONS} connections … `);
      const mix = what.endsWith('query mix') ? SEARCH_MIX : null;
      if (mix) {
        // a live portal has been asked its popular questions before: each address once, four at a time
        const distinct = [...new Set(mix)];
        const t0 = performance.now();
        for (let i = 0; i < distinct.length; i += 4) await Promise.all(distinct.slice(i, i + 4).map(async (p) => (await fetch(server.url + p)).arrayBuffer()));
        process.stdout.write(`(${distinct.length} addresses asked once first, ${((performance.now() - t0) / 1000).toFixed(1)} s) `);
      }
      await cannon(server.url + (mix ? '/' : path), WARMUP_S, mix);
      const r = await cannon(server.url + (mix ? '/' : path), DURATION_S, mix);
      const failed = r.errors + r.timeouts + r.non2xx;
      process.stdout.write(`${int(r.requests.average)} req/s, p99 ${ms(r.latency.p99)}${failed ? `, ${failed} failed` : ''}\n`);
      rows.push({ what, path, kind, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, failed, timeouts: r.timeouts });
    }
    return { label, rows, cpu, residentMb: residentMb(server.pid) };
  } finally {
    await server.stop();
  }
}

export async function benchServe() {
  const runs = [];
  const problems = [];
  for (const [label, go] of [
    ['PGlite', () => runDatabase('PGlite', {})],
    ['PostgreSQL', () => withFreshPg((url) => runDatabase('PostgreSQL', { DATABASE_URL: url }))],
  ]) {
    try {
      runs.push(await go());
    } catch (error) {
      problems.push(`${label}: ${error.message}`);
    }
  }
  const ratio = (run, row) => {
    const yard = run.rows.find((r) => r.kind === 'static');
    return yard ? `${Math.round((row.rps / yard.rps) * 100)} %` : '–';
  };
  const result = {
    title: `What 50 visitors at once get: pages and APIs beside a static file (${CONNECTIONS} connections, ${DURATION_S} s each after ${WARMUP_S} s of warm-up)`,
    tables: [
      {
        head: ['database', 'what', 'path', 'req/s', 'of the static rate', 'p50', 'p99', 'failed'],
        rows: runs.flatMap((run) => run.rows.map((r) => [run.label, r.what, r.path.length > 40 ? `${r.path.slice(0, 39)}…` : r.path, int(r.rps), ratio(run, r), ms(r.p50), ms(r.p99), String(r.failed)])),
      },
      {
        head: ['database', 'page', 'CPU per request, rendered anew', 'CPU per request, kept page', 'resident memory after the load'],
        rows: runs.flatMap((run) =>
          Object.entries(run.cpu).map(([path, c], i) => [run.label, path, ms(+c.uncached.toFixed(1)), ms(+c.kept.toFixed(1)), i === 0 && run.residentMb ? `${run.residentMb.toFixed(0)} MB` : '']),
        ),
      },
    ],
    notes: [
      'Aims (issue 36): a reading page ≥ 50 % of the static rate with p99 ≤ 100 ms on both databases; ≤ 5 ms CPU per uncached render; search ≥ 1 000 req/s, p99 ≤ 100 ms on PostgreSQL; ≤ 300 MB resident.',
      `CPU per request: the server process's user + system time (/proc, 10 ms ticks) over ${CPU_SAMPLES} sequential requests (Node's fetch: brotli asked for), divided by ${CPU_SAMPLES}; "rendered anew" adds a query field the page ignores to every request, "kept" repeats the address.`,
      'The load generator runs on the same 2-core machine as the server: ratios matter more than absolute figures.',
      ...problems,
    ],
    data: { runs },
  };
  if (problems.length) result.failure = new Error(problems.join('; '));
  return result;
}
