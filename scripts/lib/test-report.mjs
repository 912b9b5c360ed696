// What npm test reads out of the runners' JSON reports: counts, and the names of what failed.
import path from 'node:path';

/** Vitest's JSON report: its counts, and `file › test` for each failed test (a file whose hooks or imports failed, by its first error line). */
export function vitestReport(report, root) {
  const failures = report.testResults.flatMap((f) => {
    const file = path.relative(root, f.name);
    const tests = f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${file} › ${a.fullName}`);
    return tests.length || f.status !== 'failed' ? tests : [`${file} › ${(f.message ?? '').split('\n')[0].slice(0, 200)}`];
  });
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + (report.numTodoTests ?? 0), failures };
}

/** Playwright's JSON report: its counts (a test that passed only on a retry counts as failed), and `file:line › describe › test` for each. */
export function playwrightReport(report) {
  const failures = [];
  const walk = (suite, outer) => {
    // a file's suite is titled by its file name, a describe block by its words
    const titles = suite.title && suite.title !== suite.file ? [...outer, suite.title] : outer;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === 'unexpected' || t.status === 'flaky')
          failures.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}${t.status === 'flaky' ? ' (passed on retry)' : ''}`);
    for (const child of suite.suites ?? []) walk(child, titles);
  };
  for (const s of report.suites ?? []) walk(s, []);
  return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky, skipped: report.stats.skipped, failures };
}
