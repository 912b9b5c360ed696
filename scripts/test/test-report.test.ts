import { describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs without types
import { playwrightReport, vitestReport } from '../lib/test-report.mjs';

// npm test prints one line per failed test under its totals, read from the runners' JSON reports; these
// are the shapes vitest 4 and Playwright 1.x write.
describe('the names of what failed, from the runners’ reports', () => {
  it('vitest: each failed test as file › full name; a file that failed before its tests by its first error line', () => {
    const report = {
      numPassedTests: 3,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 0,
      testResults: [
        { name: '/repo/server/test/a.test.ts', status: 'failed', message: '', assertionResults: [{ status: 'passed', fullName: 'a works' }, { status: 'failed', fullName: 'a › refuses bad input' }] },
        { name: '/repo/server/test/b.test.ts', status: 'failed', message: 'Error: connect ECONNREFUSED 127.0.0.1:5432\n    at …', assertionResults: [] },
        { name: '/repo/server/test/c.test.ts', status: 'passed', message: '', assertionResults: [{ status: 'passed', fullName: 'c' }, { status: 'skipped', fullName: 'c later' }] },
      ],
    };
    expect(vitestReport(report, '/repo')).toEqual({
      passed: 3,
      failed: 1,
      skipped: 1,
      failures: ['server/test/a.test.ts › a › refuses bad input', 'server/test/b.test.ts › Error: connect ECONNREFUSED 127.0.0.1:5432'],
    });
  });

  it('playwright: failed and passed-on-retry tests as file:line › describe › title; a flaky test counts as failed', () => {
    const spec = (title: string, line: number, status: string) => ({ title, line, file: 'nav.spec.ts', tests: [{ status }] });
    const report = {
      stats: { expected: 2, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          title: 'nav.spec.ts',
          file: 'nav.spec.ts',
          specs: [spec('top level', 3, 'expected'), spec('top level fails', 9, 'unexpected')],
          suites: [{ title: 'scroll and focus', file: 'nav.spec.ts', specs: [spec('hash', 20, 'flaky'), spec('top', 30, 'expected')] }],
        },
      ],
    };
    expect(playwrightReport(report)).toEqual({
      passed: 2,
      failed: 2,
      skipped: 0,
      failures: ['nav.spec.ts:9 › top level fails', 'nav.spec.ts:20 › scroll and focus › hash (passed on retry)'],
    });
  });
});
