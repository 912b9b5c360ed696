#!/usr/bin/env node
// `npm test`: installs what is missing (pnpm, dependencies, Debian chromium, faketime, docker-compose,
// the production images' Node.js and, when no PostgreSQL answers, postgresql), builds, then runs typecheck,
// lint (ESLint), knip (unused exports), unit tests, the API suite on PGlite (its clock three years ahead)
// and again on PostgreSQL under the production Node, and the browser tests; ends with one summary line.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensurePostgres } from './lib/postgres.mjs';
import { buildAll, ensureDebianPackage, ensurePnpm, ensureProductionNode, installDeps, log, PRODUCTION_NODE, root, run } from './lib/tools.mjs';

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
function readCounts(file, status) {
  let counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
  try {
    const j = JSON.parse(readFileSync(file, 'utf8'));
    const failures = j.testResults.flatMap((f) => {
      const file = path.relative(root, f.name);
      const tests = f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${file} › ${a.fullName}`);
      // a file whose hooks or imports failed reports no failed test of its own
      return tests.length || f.status !== 'failed' ? tests : [`${file} › ${(f.message ?? '').split('\n')[0].slice(0, 200)}`];
    });
    counts = { passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests + (j.numTodoTests ?? 0), failures };
  } catch {
    counts.failed = 1; // the runner did not even report
  }
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}
const vitestArgs = (name, args) => ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${path.join(results, `${name}.json`)}`, ...args];

function vitest(name, cwd, args, env = {}) {
  log(`${name}`);
  const r = run(pnpm, vitestArgs(name, args), { cwd, env: { ...process.env, ...env }, allowFail: true });
  suites.push({ name, ...readCounts(path.join(results, `${name}.json`), r.status) });
}

/**
 * The process clock moved by libfaketime (`faketime -f +3y`): Date.now(), new Date() and PGlite's
 * now() (it runs in the process) all read the moved date. The monotonic clock is left alone, so
 * timers and timeouts keep real time.
 */
const movedClock = (shift, cmd, args) => ({ cmd: 'faketime', args: ['-f', shift, cmd, ...args], env: { FAKETIME_DONT_FAKE_MONOTONIC: '1' } });

/** Suites that share nothing run side by side; each one's output is printed whole when it ends. */
async function vitestTogether(list) {
  log(`${list.map((s) => `${s.name}${s.clockShift ? ` (clock ${s.clockShift})` : ''}${s.note ? ` (${s.note})` : ''}`).join(' + ')} (side by side)`);
  const ended = await Promise.all(
    list.map(
      ({ name, cwd, args, env, clockShift }) =>
        new Promise((resolve) => {
          const plain = { cmd: pnpm, args: vitestArgs(name, args), env: {} };
          const how = clockShift ? movedClock(clockShift, plain.cmd, plain.args) : plain;
          const child = spawn(how.cmd, how.args, { cwd, env: { ...process.env, FORCE_COLOR: '1', ...how.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
          const out = [];
          child.stdout.on('data', (c) => out.push(c));
          child.stderr.on('data', (c) => out.push(c));
          child.on('close', (status) => {
            log(`${name} ended (exit ${status})`);
            resolve({ name, status, output: Buffer.concat(out).toString() });
          });
        }),
    ),
  );
  for (const e of ended) {
    console.log(`\n──── ${e.name} ────`);
    process.stdout.write(e.output);
    suites.push({ name: e.name, ...readCounts(path.join(results, `${e.name}.json`), e.status) });
  }
}

log('typecheck (tsc over every package)');
const tc = run(pnpm, ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only'], { allowFail: true });
suites.push({ name: 'typecheck', passed: tc.status === 0 ? 1 : 0, failed: tc.status === 0 ? 0 : 1, skipped: 0 });

log('lint (ESLint: browser code and its boundaries, Node code (server, e2e, scripts), server module boundaries)');
const lint = run(pnpm, ['run', '--silent', 'lint'], { allowFail: true });
suites.push({ name: 'lint', passed: lint.status === 0 ? 1 : 0, failed: lint.status === 0 ? 0 : 1, skipped: 0 });

log('knip (exports nothing imports: knip.jsonc)');
const knip = run(pnpm, ['exec', 'knip', '--no-progress'], { allowFail: true });
suites.push({ name: 'knip', passed: knip.status === 0 ? 1 : 0, failed: knip.status === 0 ? 0 : 1, skipped: 0 });

vitest('unit', root, ['--config', 'vitest.unit.config.ts']);
const pgServer = await ensurePostgres();
try {
  const server = path.join(root, 'server');
  // The PGlite half runs three years ahead of the real date, the PostgreSQL half at today's: a test
  // that leans on the machine's or the database's date instead of its test clock fails now, not on
  // the day CI reaches that date (docs/testing.md "Running a suite at another date").
  await vitestTogether([
    { name: 'api-pglite', cwd: server, args: [], clockShift: faketime ? '+3y' : undefined },
    // on the production images' Node (first on PATH: pnpm, vitest and its forks run on it), the rest on this machine's
    {
      name: 'api-postgres',
      note: productionNode ? `Node ${PRODUCTION_NODE}` : undefined,
      cwd: server,
      args: [],
      env: { TEST_DATABASE_URL: pgServer.url, ...(productionNode ? { PATH: `${productionNode}${path.delimiter}${process.env.PATH}`, PORTAL_EXPECT_NODE: PRODUCTION_NODE } : {}) },
    },
  ]);
} finally {
  pgServer.stop();
}

log('browser tests (Playwright, Debian chromium, production build)');
const e2e = run(pnpm, ['exec', 'playwright', 'test'], { cwd: path.join(root, 'e2e'), allowFail: true });
let e2eCounts = { passed: 0, failed: 0, skipped: 0, failures: [] };
try {
  const j = JSON.parse(readFileSync(path.join(results, 'e2e.json'), 'utf8'));
  e2eCounts = { passed: j.stats.expected, failed: j.stats.unexpected + j.stats.flaky, skipped: j.stats.skipped, failures: playwrightFailures(j) };
} catch {
  e2eCounts.failed = 1;
}
if (e2e.status !== 0 && e2eCounts.failed === 0) e2eCounts.failed = 1;
suites.push({ name: 'e2e', ...e2eCounts });

/** Tests whose final result was not the expected one (failed, or passed only on a retry). */
function playwrightFailures(report) {
  const out = [];
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected' || t.status === 'flaky') out.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}${t.status === 'flaky' ? ' (passed on retry)' : ''}`);
  };
  for (const s of report.suites ?? []) walk(s, []);
  return out;
}

const total = suites.reduce((a, s) => ({ passed: a.passed + s.passed, failed: a.failed + s.failed, skipped: a.skipped + s.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
console.log('\nsuite          passed  failed  skipped');
for (const s of suites) console.log(`${s.name.padEnd(14)} ${String(s.passed).padStart(6)}  ${String(s.failed).padStart(6)}  ${String(s.skipped).padStart(7)}`);
// the names of what failed sit beside the totals, so the last lines of a long log are enough
for (const s of suites) for (const f of s.failures ?? []) console.log(`✗ ${s.name}: ${f}`);
console.log(`\n(${Math.round((Date.now() - started) / 1000)} s)`);
console.log(`total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
