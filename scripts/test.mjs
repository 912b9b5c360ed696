#!/usr/bin/env node
// `npm test`: installs what is missing (pnpm, dependencies, Debian chromium, faketime, docker-compose,
// the production images' Node.js and, when no PostgreSQL answers, postgresql), builds, then runs typecheck,
// lint (ESLint), knip (unused exports), unit tests, the API suite on PGlite (its clock three years ahead)
// and again on PostgreSQL under the production Node, and the browser tests, side by side where a core
// would otherwise wait; ends with one summary line.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensurePostgres } from './lib/postgres.mjs';
import { playwrightReport, vitestReport } from './lib/test-report.mjs';
import { buildAll, ensureDebianPackage, ensurePnpm, ensureProductionNode, freePortBlock, installDeps, log, PRODUCTION_NODE, root } from './lib/tools.mjs';

const started = Date.now();
const pnpm = ensurePnpm();
installDeps(pnpm);
if (!ensureDebianPackage('chromium', 'chromium')) console.warn('! chromium is missing: browser tests will fail');
ensureDebianPackage('docker-compose', 'docker-compose');
const faketime = ensureDebianPackage('faketime', 'faketime');
if (!faketime) console.warn("! faketime is missing: the PGlite API suite runs at today's date instead of three years ahead");
const productionNode = ensureProductionNode();
if (!productionNode) console.warn(`! Node.js ${PRODUCTION_NODE} could not be installed: the PostgreSQL API suite runs on this machine's Node ${process.version}`);
buildAll(pnpm);

const results = path.join(root, '.test-tmp', 'results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const suites = [];
/**
 * A runner's counts from its JSON report (`read` parses it); a runner that wrote none, or failed without
 * naming a failed test, counts one failure that says so.
 */
function counted(read, status) {
  let counts;
  try {
    counts = read();
  } catch {
    return { passed: 0, failed: 1, skipped: 0, failures: ['the runner wrote no report (its output is above)'] };
  }
  if (status !== 0 && counts.failed === 0) return { ...counts, failed: 1, failures: [`the runner ended with exit ${status} and named no failed test (its output is above)`] };
  return counts;
}
const readCounts = (file, status) => counted(() => vitestReport(JSON.parse(readFileSync(file, 'utf8')), root), status);
const vitestArgs = (name, args) => ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(results, `${name}.json`)}`, ...args];

/**
 * The process clock moved by libfaketime (`faketime -f +3y`): Date.now(), new Date() and PGlite's
 * now() (it runs in the process) all read the moved date. The monotonic clock is left alone, so
 * timers and timeouts keep real time.
 */
const movedClock = (shift, cmd, args) => ({ cmd: 'faketime', args: ['-f', shift, cmd, ...args], env: { FAKETIME_DONT_FAKE_MONOTONIC: '1' } });

/**
 * One runner started beside others. Its output is kept and printed whole when it ends (`live`: as it
 * comes); resolves to its exit status.
 */
function launch({ name, cmd, args, cwd = root, env = {}, live = false }) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, FORCE_COLOR: '1', ...env }, stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'] });
    const out = [];
    child.stdout?.on('data', (c) => out.push(c));
    child.stderr?.on('data', (c) => out.push(c));
    child.on('close', (status) => {
      log(`${name} ended (exit ${status})`);
      if (!live) {
        console.log(`\n──── ${name} ────`);
        process.stdout.write(Buffer.concat(out).toString());
      }
      resolve(status);
    });
  });
}

/** A vitest suite started beside others; its counts join the summary when it ends. */
async function vitest({ name, cwd, args, env = {}, clockShift }) {
  const plain = { cmd: pnpm, args: vitestArgs(name, args), env: {} };
  const how = clockShift ? movedClock(clockShift, plain.cmd, plain.args) : plain;
  const status = await launch({ name, cmd: how.cmd, args: how.args, cwd, env: { ...how.env, ...env } });
  suites.push({ name, ...readCounts(path.join(results, `${name}.json`), status) });
}

/** A check that passes or fails as a whole (its errors are in its output). */
async function check(name, args) {
  const status = await launch({ name, cmd: pnpm, args });
  const ok = status === 0;
  suites.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, failures: ok ? [] : [`exit ${status}: its errors are in the output above`] });
}

// Side by side on two cores: the three TypeScript programs (turbo runs them at once) beside ESLint,
// knip and the unit tests (one core's work each, one after another).
log('typecheck (tsc: pages, shared packages, server) beside lint (ESLint over the whole tree), knip (exports nothing imports) and unit tests');
await Promise.all([
  check('typecheck', ['run', '--silent', 'typecheck', '--output-logs=errors-only']),
  (async () => {
    await check('lint', ['run', '--silent', 'lint']);
    await check('knip', ['exec', 'knip', '--no-progress']);
    await vitest({ name: 'unit', cwd: root, args: ['--config', 'vitest.unit.config.ts'] });
  })(),
]);

const E2E_DEFAULT_PORT = 18_080; // e2e/paths.mjs
const e2ePort = Number(process.env.E2E_PORT) || (await freePortBlock(E2E_DEFAULT_PORT, 20));
let e2e;
/** The browser suite, its list reporter printed as it runs. */
function startBrowserSuite() {
  log('browser tests (Playwright, Debian chromium, production build)');
  if (e2ePort !== E2E_DEFAULT_PORT) console.log(`  a port from ${E2E_DEFAULT_PORT} to ${E2E_DEFAULT_PORT + 19} is taken: the browser suite serves from ${e2ePort}`);
  e2e = launch({ name: 'e2e', cmd: pnpm, args: ['exec', 'playwright', 'test'], cwd: path.join(root, 'e2e'), env: { E2E_PORT: String(e2ePort) }, live: true });
}

const pgServer = await ensurePostgres();
try {
  const server = path.join(root, 'server');
  // The PGlite half runs three years ahead of the real date, the PostgreSQL half at today's: a test
  // that leans on the machine's or the database's date instead of its test clock fails now, not on
  // the day CI reaches that date (docs/testing.md "Running a suite at another date").
  log(`api-pglite${faketime ? ' (clock +3y)' : ''} + api-postgres${productionNode ? ` (Node ${PRODUCTION_NODE})` : ''} (side by side; the browser suite starts when the first ends)`);
  const api = [
    vitest({ name: 'api-pglite', cwd: server, args: [], clockShift: faketime ? '+3y' : undefined }),
    // on the production images' Node (first on PATH: pnpm, vitest and its forks run on it), the rest on this machine's
    vitest({
      name: 'api-postgres',
      cwd: server,
      args: [],
      env: { TEST_DATABASE_URL: pgServer.url, ...(productionNode ? { PATH: `${productionNode}${path.delimiter}${process.env.PATH}`, PORTAL_EXPECT_NODE: PRODUCTION_NODE } : {}) },
    }),
  ];
  // the suite that ends first leaves a core idle while the other finishes: the browser suite takes it
  await Promise.race(api);
  startBrowserSuite();
  await Promise.all(api);
} finally {
  pgServer.stop();
}
const e2eStatus = await e2e;
const e2eCounts = counted(() => playwrightReport(JSON.parse(readFileSync(path.join(results, 'e2e.json'), 'utf8'))), e2eStatus);
suites.push({ name: 'e2e', ...e2eCounts });

const total = suites.reduce((a, s) => ({ passed: a.passed + s.passed, failed: a.failed + s.failed, skipped: a.skipped + s.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
// in the order they started, whichever ended first
const ORDER = ['typecheck', 'lint', 'knip', 'unit', 'api-pglite', 'api-postgres', 'e2e'];
suites.sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
console.log('\nsuite          passed  failed  skipped');
for (const s of suites) console.log(`${s.name.padEnd(14)} ${String(s.passed).padStart(6)}  ${String(s.failed).padStart(6)}  ${String(s.skipped).padStart(7)}`);
// the names of what failed sit beside the totals, so the last lines of a long log are enough
for (const s of suites) for (const f of s.failures ?? []) console.log(`✗ ${s.name}: ${f}`);
console.log(`\n(${Math.round((Date.now() - started) / 1000)} s)`);
console.log(`total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
