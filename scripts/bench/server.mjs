// Starts the built server (server/dist/main.mjs) as a child process on a free loopback port.
import { spawn } from 'node:child_process';
import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../lib/tools.mjs';

export const serverMain = path.join(root, 'server', 'dist', 'main.mjs');

/** The documented password of every sandbox account (SEED_SANDBOX_ACCOUNTS=1). */
export const SANDBOX_PASSWORD = 'Sandbox#2026';

/** A password as the login page sends it (`s`): RSA-OAEP-256 with the base64 SPKI key of GET /api/login/key, in base64. */
export function encryptPassword(publicKey, password = SANDBOX_PASSWORD) {
  const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
}

export function tempDir(prefix) {
  return mkdtempSync(path.join(os.tmpdir(), `portal-bench-${prefix}-`));
}

/**
 * @param {{ env?: Record<string,string>, label?: string, timeoutMs?: number }} opts
 * env: extra variables (DATABASE_URL, DEPLOY_DIR …). DATA_DIR defaults to a fresh temp folder.
 * Resolves to { url, port, stop(), logs(), startupMs }.
 */
export async function startServer({ env = {}, label = 'server', timeoutMs = 90_000 } = {}) {
  if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing: build the server first (pnpm --filter @portal/server build)`);
  const ownData = env.DATA_DIR ? null : tempDir('data');
  const childEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // the sandbox adapters the benches run with are allowed only in a demonstration deployment
    PORTAL_DEMO: '1',
    LOG_LEVEL: 'warn',
    // every bench connection comes from 127.0.0.1: the per-address search limits would measure themselves
    SEARCH_PAGES_PER_ADDRESS_MINUTE: '100000',
    SEARCH_CALLS_PER_ADDRESS_MINUTE: '100000',
    PORT: '0',
    HOST: '127.0.0.1',
    ...(ownData ? { DATA_DIR: ownData } : {}),
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const t0 = performance.now();
  // BENCH_NODE_ARGS: flags for the server's node, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to see where a render's time goes
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, serverMain], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output += chunk;
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stderr.on('data', keep);

  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label}: not listening after ${timeoutMs} ms\n${output.slice(-2000)}`)), timeoutMs);
    child.stdout.on('data', (chunk) => {
      keep(chunk);
      const m = /http:\/\/(?:localhost|127\.0\.0\.1):(\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited during start-up (${code ?? signal})\n${output.slice(-2000)}`));
    });
  });
  const startupMs = performance.now() - t0;

  let stopped = false;
  const stop = async () => {
    if (!stopped) {
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killer);
      }
    }
    if (ownData) rmSync(ownData, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}`, port, stop, logs: () => output, startupMs, pid: child.pid };
}

/**
 * The production server as a visitor meets it: the current build of every remote deployed into a
 * fresh DEPLOY_DIR (never the repo's .deploy), then the built server over a temp PGlite.
 * `env` as startServer's (DATABASE_URL …). Resolves to startServer()'s handle plus `deployed` ([{ name, version }]); stop() also removes the
 * temp deploy folder and restores DEPLOY_DIR for later sections.
 */
export async function startPortal({ label = 'portal server', env = {} } = {}) {
  const deployDir = tempDir('deploy');
  const previousDeployDir = process.env.DEPLOY_DIR;
  const restore = () => {
    if (previousDeployDir === undefined) delete process.env.DEPLOY_DIR;
    else process.env.DEPLOY_DIR = previousDeployDir;
    rmSync(deployDir, { recursive: true, force: true });
  };
  try {
    process.env.DEPLOY_DIR = deployDir; // remotes.mjs reads it on every call; set before the import anyway
    const { deployAll } = await import('../lib/remotes.mjs');
    const deployed = await deployAll();
    const server = await startServer({ env: { ...env, DEPLOY_DIR: deployDir }, label });
    const stop = server.stop;
    return {
      ...server,
      deployed,
      stop: async () => {
        try {
          await stop();
        } finally {
          restore();
        }
      },
    };
  } catch (error) {
    restore();
    throw error;
  }
}

/** PostgreSQL of the benchmarks (BENCH_PG_URL, default the machine's local server). */
export const BENCH_PG_URL = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** Benchmarks only ever load this machine. */
export function assertLoopback(url) {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) throw new Error(`refusing to target ${host}: loopback only`);
}

/** Runs fn with the URL of a new, empty database on the local PostgreSQL, dropped afterwards (loopback only). */
export async function withFreshPg(fn) {
  const pg = createRequire(path.join(root, 'server', 'package.json'))('pg');
  assertLoopback(BENCH_PG_URL);
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_PG_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(BENCH_PG_URL);
    url.pathname = `/${name}`;
    try {
      return await fn(url.toString());
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => console.error(`  could not drop ${name}: ${error.message}`));
    }
  } finally {
    await admin.end().catch(() => undefined);
  }
}

/**
 * Bundles a TypeScript entry of a bench (it imports the server's modules) into server/dist/<name>,
 * npm packages external as in the server's own build; returns the output path.
 */
export async function bundleBenchEntry(entry, name) {
  const serverRequire = createRequire(path.join(root, 'server', 'package.json'));
  const pj = serverRequire('./package.json');
  const outfile = path.join(root, 'server', 'dist', name);
  await serverRequire('esbuild').build({
    entryPoints: [path.join(root, 'scripts', 'bench', entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pj.dependencies).filter((n) => !n.startsWith('@portal/')),
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    loader: { '.txt': 'text' },
    logLevel: 'warning',
  });
  return outfile;
}

/**
 * Runs a bundled bench entry (bundleBenchEntry) as its own process over `url` (none: PGlite) and
 * returns the JSON of its last line with the label; `say` writes the one-line summary after "… ".
 */
export async function runBenchProcess(out, label, url, what, say) {
  process.stdout.write(`  ${label}: seeding the full index and ${what} … `);
  const child = spawn(process.execPath, [out, ...(url ? [url] : [])], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let text = '';
  child.stdout.on('data', (c) => (text += c));
  const code = await new Promise((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`${label} run exited with ${code}`);
  const r = JSON.parse(text.trim().split('\n').at(-1));
  process.stdout.write(`${say(r)}\n`);
  return { label, ...r };
}

/** `run(label, url)` on a fresh PostgreSQL database, then on PGlite: the runs that worked and what failed. */
export async function onBothDatabases(run) {
  const runs = [];
  const problems = [];
  for (const [label, go] of [
    ['PostgreSQL', () => withFreshPg((url) => run('PostgreSQL', url))],
    ['PGlite', () => run('PGlite')],
  ]) {
    try {
      runs.push(await go());
    } catch (error) {
      problems.push(`${label}: ${error.message}`);
    }
  }
  return { runs, problems };
}
