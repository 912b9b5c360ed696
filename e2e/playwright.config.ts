import { execSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ESM helper without types
import { baseURL, contextOrigin, e2ePort } from './paths.mjs';
// @ts-expect-error plain ESM helper without types
import { disableFeaturesArg } from './chromium-args.mjs';

/** Debian's chromium (no browser download); its path from the environment or the package. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim();
  } catch {
    return '/usr/bin/chromium';
  }
}

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '../.test-tmp/results/e2e.json' }]],
  // Deploying and rolling back remotes changes what every page of the shared server loads: those
  // tests (the command line's, and the back office's registry page in admin-ops) run after all the
  // others, one file at a time (both move the uikit remote).
  projects: [
    { name: 'pages', testIgnore: /(deploy-rollback|admin-ops)\.spec\.ts$/ },
    { name: 'deploy', testMatch: /(deploy-rollback|admin-ops)\.spec\.ts$/, dependencies: ['pages'], workers: 1 },
  ],
  use: {
    baseURL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...disableFeaturesArg()],
    },
  },
  webServer: [
    {
      command: 'node start-server.mjs',
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_PORT: String(e2ePort) },
    },
    {
      // the same build under PORTAL_CONTEXT_PATH=/portal on E2E_PORT+1 (tests/context-path.spec.ts);
      // started after the first, whose deploy folder it shares; probes answer at the root
      command: 'node start-server.mjs --context',
      url: `${contextOrigin}/readyz`,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { E2E_PORT: String(e2ePort) },
    },
  ],
});
