// Section "login": password-login throughput and latency against the built server (real HTTP),
// plus the cost of one argon2id hash with the server's parameters. Each login is what the login page
// does: GET /api/login/key, RSA-OAEP-256 encryption of the password, POST /api/login.
// The server runs with SEED_SANDBOX_ACCOUNTS=1 and signs in the sample account sandboxmember.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../lib/tools.mjs';
import { int, ms, percentile } from './report.mjs';
import { encryptPassword, SANDBOX_PASSWORD, startServer, withFreshPg } from './server.mjs';

const LOGIN_ID = 'sandboxmember';
const CONCURRENCY = 4;
const DURATION_S = 8;
const WARMUP_S = 2;
const SINGLE_S = 4;
const TARGET_HASH_MS = 100;

/** The server's argon2id parameters, read from its source so the figure follows any change. */
function argon2Params() {
  const src = readFileSync(path.join(root, 'server', 'src', 'kernel', 'sign-in', 'password.ts'), 'utf8');
  const m = /ARGON2_PARAMS = \{ memoryCost: ([\d_]+), timeCost: (\d+), parallelism: (\d+) \}/.exec(src);
  if (!m) throw new Error('ARGON2_PARAMS not found in server/src/kernel/sign-in/password.ts');
  return { memoryCost: Number(m[1].replaceAll('_', '')), timeCost: Number(m[2]), parallelism: Number(m[3]) };
}

async function hashCost() {
  const params = argon2Params();
  // the server's own copy of @node-rs/argon2 (algorithm 2 = Argon2id)
  const { hash } = createRequire(path.join(root, 'server', 'package.json'))('@node-rs/argon2');
  const once = () => hash(SANDBOX_PASSWORD, { ...params, outputLen: 32, algorithm: 2 });
  await once();
  const times = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    await once();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { ...params, medianMs: times[5], minMs: times[0], maxMs: times[9] };
}

async function oneLogin(base, xsrf) {
  const headers = { cookie: `XSRF-TOKEN=${xsrf}` };
  const t0 = performance.now();
  const key = await (await fetch(`${base}/api/login/key`, { headers })).json();
  const s = encryptPassword(key.publicKey);
  const t1 = performance.now();
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'x-xsrf-token': xsrf },
    body: JSON.stringify({ member: LOGIN_ID, m: 'PWD', p: key.keyId, s }),
  });
  const body = await res.json();
  const t2 = performance.now();
  if (res.status !== 200 || body.result !== 'OK') throw new Error(`login answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { total: t2 - t0, post: t2 - t1 };
}

async function run(base, seconds, concurrency = CONCURRENCY) {
  const xsrf = randomBytes(32).toString('base64url');
  const totals = [];
  const posts = [];
  let errors = 0;
  let firstError = null;
  const end = performance.now() + seconds * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        try {
          const r = await oneLogin(base, xsrf);
          totals.push(r.total);
          posts.push(r.post);
        } catch (error) {
          errors++;
          firstError ??= error.message;
          if (errors > 20) return;
        }
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  totals.sort((a, b) => a - b);
  posts.sort((a, b) => a - b);
  return { logins: totals.length, perSecond: totals.length / elapsed, p50: percentile(totals, 0.5), p99: percentile(totals, 0.99), postP50: percentile(posts, 0.5), postP99: percentile(posts, 0.99), errors, firstError };
}

async function backend(label, env) {
  process.stdout.write(`  ${label}: starting server … `);
  const server = await startServer({ env: { SEED_SANDBOX_ACCOUNTS: '1', ...env }, label: `${label} server` });
  process.stdout.write(`up in ${(server.startupMs / 1000).toFixed(1)} s\n`);
  try {
    await run(server.url, WARMUP_S);
    process.stdout.write(`  ${label}: one client for ${SINGLE_S} s … `);
    const single = await run(server.url, SINGLE_S, 1);
    process.stdout.write(`p50 ${single.postP50.toFixed(0)} ms per login\n`);
    process.stdout.write(`  ${label}: ${CONCURRENCY} concurrent logins for ${DURATION_S} s … `);
    const r = await run(server.url, DURATION_S);
    process.stdout.write(`${r.perSecond.toFixed(1)} logins/s\n`);
    return [
      { backend: label, clients: 1, ...single },
      { backend: label, clients: CONCURRENCY, ...r },
    ];
  } finally {
    await server.stop();
  }
}

export async function benchLogin() {
  const problems = [];
  const hash = await hashCost();
  const runs = [];
  try {
    runs.push(...(await backend('PGlite', {})));
  } catch (error) {
    problems.push(`PGlite: ${error.message}`);
  }
  try {
    runs.push(...(await withFreshPg((url) => backend('PostgreSQL', { DATABASE_URL: url }))));
  } catch (error) {
    problems.push(`PostgreSQL: ${error.message}`);
  }
  for (const r of runs) if (r.errors) problems.push(`${r.backend}: ${r.errors} failed logins (${r.firstError})`);
  const rows = runs.map((r) => [r.backend, r.clients, int(r.logins), r.perSecond.toFixed(1), ms(r.p50), ms(r.p99), ms(r.postP50), ms(r.postP99), int(r.errors)]);
  const result = {
    title: 'Login: password sign-in throughput and latency',
    tables: [
      { head: ['backend', 'clients', 'logins', 'logins/s', 'p50 (key + login)', 'p99 (key + login)', 'p50 POST /api/login', 'p99 POST /api/login', 'errors'], rows },
      {
        title: 'argon2id, one hash with the server parameters',
        head: ['m (KiB)', 't', 'p', 'median', 'min', 'max'],
        rows: [[int(hash.memoryCost), hash.timeCost, hash.parallelism, ms(hash.medianMs), ms(hash.minMs), ms(hash.maxMs)]],
      },
    ],
    notes: [
      `One client for ${SINGLE_S} s (the cost of one login), then ${CONCURRENCY} concurrent clients for ${DURATION_S} s (throughput), after a discarded ${WARMUP_S} s warm-up; each login = GET /api/login/key + RSA-OAEP-256 encryption in the client + POST /api/login (argon2id check, new session, audit row). Server child process with NODE_ENV=production on 127.0.0.1, same machine as the client.`,
      `One argon2id hash (m=${hash.memoryCost} KiB, t=${hash.timeCost}, p=${hash.parallelism}): ${ms(hash.medianMs)} median (target ≤ ~${TARGET_HASH_MS} ms per login on these cores: ${hash.medianMs <= TARGET_HASH_MS ? '✓' : 'MISSED'}). The server runs at most one hash per core at once (libuv's thread pool, password.ts), so 2 cores bound throughput at roughly 2 / hash time.`,
      ...problems,
    ],
    data: { concurrency: CONCURRENCY, durationS: DURATION_S, singleS: SINGLE_S, hash, runs },
  };
  if (problems.length) result.failure = new Error(problems.join('; '));
  return result;
}
