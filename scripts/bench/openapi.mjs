// Section "openapi": a keyed open API call with its quota counted in the database (issue 33), with
// autocannon at 50 connections against the built server on PostgreSQL and on PGlite; then the
// exactness of the count: 2 000 calls at once on a key with 1 000 left. The keys are applied for and
// approved through the API as a member and the approver would (sandbox accounts).
// Prints figures only; it never asserts timings.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import autocannon from 'autocannon';
import { int, ms } from './report.mjs';
import { assertLoopback, encryptPassword, startServer, withFreshPg } from './server.mjs';

const CONNECTIONS = 50;
const DURATION_S = 8;
const WARMUP_S = 2;
const BURST = 2000;
const LEFT = 1000;
const BURST_SOCKETS = 256;
const ENDPOINT = '/openapi/v1/notices?numOfRows=10';

/** A signed-in sandbox account: its cookies and XSRF token for the member and approver calls. */
async function signIn(base, loginId) {
  const xsrf = randomBytes(32).toString('base64url');
  const jar = new Map([['XSRF-TOKEN', xsrf]]);
  const call = async (method, path, body) => {
    const res = await fetch(base + path, {
      method,
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': xsrf, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return { status: res.status, body: await res.json() };
  };
  const key = (await call('GET', '/api/login/key')).body;
  const s = encryptPassword(key.publicKey);
  const login = await call('POST', '/api/login', { member: loginId, m: 'PWD', p: key.keyId, s });
  if (login.body.result !== 'OK') throw new Error(`${loginId} did not sign in: ${JSON.stringify(login.body)}`);
  return call;
}

/** An operating key approved with `dailyLimit` calls a day. */
async function approvedKey(member, approver, dailyLimit) {
  const applied = await member('POST', '/api/opn/applications', {
    useKind: 'OPER',
    purpose: '벤치마크: 키 확인과 호출 한도 계산의 비용을 잽니다',
    systemName: 'pnpm bench openapi',
    expectedDailyCalls: dailyLimit,
    termsAgreed: true,
  });
  if (applied.status !== 201) throw new Error(`apply: ${applied.status} ${JSON.stringify(applied.body)}`);
  const id = applied.body.application.applicationId;
  const approved = await approver('POST', `/api/staff/opn/applications/${id}/approve`, { dailyLimit });
  if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.body)}`);
  return applied.body.key;
}

function cannon(url, key, duration) {
  assertLoopback(url);
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, pipelining: 1, headers: { authorization: `Bearer ${key}` } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function runBackend(label, env) {
  process.stdout.write(`  ${label}: starting server … `);
  const server = await startServer({ env: { SEED_SANDBOX_ACCOUNTS: '1', ...env }, label: `${label} server` });
  process.stdout.write(`up in ${(server.startupMs / 1000).toFixed(1)} s\n`);
  try {
    const member = await signIn(server.url, 'sandboxmember');
    const approver = await signIn(server.url, 'sandboxopenapi');
    const key = await approvedKey(member, approver, 1_000_000);
    const probe = await fetch(server.url + ENDPOINT, { headers: { authorization: `Bearer ${key}` } });
    if (probe.status !== 200) throw new Error(`probe: ${probe.status} ${await probe.text()}`);
    process.stdout.write(`  ${label}: ${ENDPOINT} keyed, ${CONNECTIONS} connections (${WARMUP_S} s warm-up + ${DURATION_S} s) … `);
    await cannon(server.url + ENDPOINT, key, WARMUP_S);
    const r = await cannon(server.url + ENDPOINT, key, DURATION_S);
    process.stdout.write(`${int(r.requests.average)} req/s, p99 ${ms(r.latency.p99)}\n`);

    // exactness: a key with LEFT calls left today, BURST calls at once
    const limited = await approvedKey(member, approver, LEFT);
    process.stdout.write(`  ${label}: ${BURST} calls at once on a key with ${LEFT} left … `);
    // all BURST requests issued at once over BURST_SOCKETS connections: fetch's 10 s connect timeout
    // failed some of 2 000 fresh connections on a loaded machine (PGlite), which measures the client
    const agent = new http.Agent({ keepAlive: true, maxSockets: BURST_SOCKETS });
    const t0 = performance.now();
    const statuses = await Promise.all(
      Array.from(
        { length: BURST },
        () =>
          new Promise((resolve, reject) => {
            const req = http.get(server.url + ENDPOINT, { agent, headers: { authorization: `Bearer ${limited}` } }, (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode));
            });
            req.on('error', reject);
          }),
      ),
    );
    const burstMs = performance.now() - t0;
    agent.destroy();
    const admitted = statuses.filter((s) => s === 200).length;
    const refused = statuses.filter((s) => s === 429).length;
    process.stdout.write(`${admitted} admitted, ${refused} refused (429) in ${ms(Math.round(burstMs))}\n`);
    return {
      backend: label,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      errors: r.errors,
      non2xx: r.non2xx,
      burst: { calls: BURST, left: LEFT, admitted, refused, other: BURST - admitted - refused, ms: Math.round(burstMs) },
    };
  } finally {
    await server.stop();
  }
}

export async function benchOpenapi() {
  const runs = [];
  const problems = [];
  try {
    runs.push(await withFreshPg((url) => runBackend('PostgreSQL', { DATABASE_URL: url, DB_POOL_SIZE: '10' })));
  } catch (error) {
    problems.push(`PostgreSQL: ${error.message}`);
  }
  try {
    runs.push(await runBackend('PGlite', {}));
  } catch (error) {
    problems.push(`PGlite: ${error.message}`);
  }
  const inexact = runs.filter((r) => r.burst.admitted !== LEFT || r.burst.refused !== BURST - LEFT);
  if (inexact.length) problems.push(`the count was not exact: ${inexact.map((r) => `${r.backend} admitted ${r.burst.admitted}`).join(', ')}`);
  const result = {
    title: 'Open API: keyed call with quota counting (autocannon), and the count under a burst',
    tables: [
      {
        head: ['backend', 'endpoint', 'req/s', 'p50', 'p99', 'max', 'errors', 'non-2xx'],
        rows: runs.map((r) => [r.backend, ENDPOINT, int(r.rps), ms(r.p50), ms(r.p99), ms(r.max), int(r.errors), int(r.non2xx)]),
      },
      {
        title: `${BURST} calls at once (${BURST_SOCKETS} connections) on a key with ${LEFT} left`,
        head: ['backend', 'admitted (200)', 'refused (429)', 'other', 'wall time'],
        rows: runs.map((r) => [r.backend, int(r.burst.admitted), int(r.burst.refused), int(r.burst.other), ms(r.burst.ms)]),
      },
    ],
    notes: [
      `autocannon ${CONNECTIONS} connections, ${DURATION_S} s after a discarded ${WARMUP_S} s warm-up, Authorization: Bearer; every call looks the key up by its SHA-256 and counts itself in one INSERT … ON CONFLICT DO UPDATE … WHERE calls < limit (no cache). Server child process with NODE_ENV=production LOG_LEVEL=warn on 127.0.0.1, load generator on the same machine.`,
      ...problems,
    ],
    data: { connections: CONNECTIONS, durationS: DURATION_S, warmupS: WARMUP_S, runs },
  };
  if (problems.length) result.failure = new Error(problems.join('; '));
  return result;
}
