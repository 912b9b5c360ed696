#!/usr/bin/env node
// `npm test`: installs what is missing (pnpm, dependencies, Debian chromium, docker-compose and,
// when no PostgreSQL answers, postgresql), builds, then runs typecheck, lint (ESLint), unit tests,
// the API suite on PGlite and again on PostgreSQL, and the browser tests; ends with one summary line.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensurePostgres } from './lib/postgres.mjs';
import { buildAll, ensureDebianPackage, ensurePnpm, installDeps, log, root, run } from './lib/tools.mjs';

const started = Date.now();
const pnpm = ensurePnpm();
installDeps(pnpm);
if (!ensureDebianPackage('chromium', 'chromium')) console.warn('! chromium is missing: browser tests will fail');
ensureDebianPackage('docker-compose', 'docker-compose');
buildAll(pnpm);

const results = path.join(root, '.test-tmp', 'results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const suites = [];
function vitest(name, cwd, args, env = {}) {
  log(`${name}`);
  const file = path.join(results, `${name}.json`);
  const r = run(pnpm, ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`, ...args], {
    cwd,
    env: { ...process.env, ...env },
    allowFail: true,
  });
  let counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    const j = JSON.parse(readFileSync(file, 'utf8'));
    counts = { passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests + (j.numTodoTests ?? 0) };
  } catch {
    counts.failed = 1; // the runner did not even report
  }
  if (r.status !== 0 && counts.failed === 0) counts.failed = 1;
  suites.push({ name, ...counts });
}

log('typecheck (tsc over every package)');
const tc = run(pnpm, ['exec', 'turbo', 'run', 'typecheck', '--output-logs=errors-only'], { allowFail: true });
suites.push({ name: 'typecheck', passed: tc.status === 0 ? 1 : 0, failed: tc.status === 0 ? 0 : 1, skipped: 0 });

log('lint (ESLint: boundaries of host, remotes and shared packages)');
const lint = run(pnpm, ['run', '--silent', 'lint'], { allowFail: true });
suites.push({ name: 'lint', passed: lint.status === 0 ? 1 : 0, failed: lint.status === 0 ? 0 : 1, skipped: 0 });

vitest('unit', root, ['--config', 'vitest.unit.config.ts']);
vitest('api-pglite', path.join(root, 'server'), []);
const pgServer = await ensurePostgres();
try {
  vitest('api-postgres', path.join(root, 'server'), [], { TEST_DATABASE_URL: pgServer.url });
} finally {
  pgServer.stop();
}

log('browser tests (Playwright, Debian chromium, production build)');
const e2e = run(pnpm, ['exec', 'playwright', 'test'], { cwd: path.join(root, 'e2e'), allowFail: true });
let e2eCounts = { passed: 0, failed: 0, skipped: 0 };
try {
  const j = JSON.parse(readFileSync(path.join(results, 'e2e.json'), 'utf8'));
  e2eCounts = { passed: j.stats.expected, failed: j.stats.unexpected + j.stats.flaky, skipped: j.stats.skipped };
} catch {
  e2eCounts.failed = 1;
}
if (e2e.status !== 0 && e2eCounts.failed === 0) e2eCounts.failed = 1;
suites.push({ name: 'e2e', ...e2eCounts });

const total = suites.reduce((a, s) => ({ passed: a.passed + s.passed, failed: a.failed + s.failed, skipped: a.skipped + s.skipped }), {
  passed: 0,
  failed: 0,
  skipped: 0,
});
console.log('\nsuite          passed  failed  skipped');
for (const s of suites) console.log(`${s.name.padEnd(14)} ${String(s.passed).padStart(6)}  ${String(s.failed).padStart(6)}  ${String(s.skipped).padStart(7)}`);
console.log(`\n(${Math.round((Date.now() - started) / 1000)} s)`);
console.log(`total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
