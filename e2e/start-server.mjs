// Playwright's web servers.
//   node start-server.mjs            a clean data folder and deploy folder, every remote's current
//                                    build deployed into it, then the production server (PGlite) on
//                                    the e2e port.
//   node start-server.mjs --context  the same build under PORTAL_CONTEXT_PATH=/portal on the e2e
//                                    port + 1, with its own data folder and the SAME deploy folder
//                                    (Playwright starts it after the first one is ready).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { contextDataDir, contextPath, contextPort, e2eDataDir, e2eDeployDir, e2ePort, repoRoot } from './paths.mjs';
import { freshDataDir, seedOnce } from './seeded-data.mjs';

const withContext = process.argv.includes('--context');
const dataDir = withContext ? contextDataDir : e2eDataDir;

const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  // a demonstration deployment: the sandbox adapters are allowed, every page shows the banner
  PORTAL_DEMO: '1',
  DATA_DIR: dataDir,
  DEPLOY_DIR: e2eDeployDir,
  LOG_LEVEL: 'warn',
  PORTAL_CONTEXT_PATH: withContext ? contextPath : '',
  // The README's sample accounts (dormant, old password …) and the per-browser test clock
  // (POST /api/test/age) for session-expiry and login-delay journeys. Never set in a deployment.
  SEED_SANDBOX_ACCOUNTS: '1',
  PORTAL_TEST_CLOCK: '1',
  // Every browser test comes from 127.0.0.1: the per-address SMS guard (20 an hour, tested in the
  // API suite) would otherwise stop the suite part-way. The per-phone limits stay as deployed.
  VERIFY_SENDS_PER_IP_PER_HOUR: '1000',
  // the CAPTCHA after failed guest and password-search verifications: per browser as deployed (3), per address off
  CAPTCHA_AFTER_FAILURES: '100000',
  // every browser of the suite asks from 127.0.0.1
  AI_QUESTIONS_PER_ADDRESS_HOUR: '1000',
  SEARCH_PAGES_PER_ADDRESS_MINUTE: '100000',
  SEARCH_CALLS_PER_ADDRESS_MINUTE: '100000',
};

if (!withContext) {
  rmSync(e2eDeployDir, { recursive: true, force: true });
  process.env.DEPLOY_DIR = e2eDeployDir;
  const { deployAll } = await import('../scripts/lib/remotes.mjs');
  deployAll();
  seedOnce(serverEnv);
}
// the context server starts once the first is ready: the seeded folder is there
freshDataDir(dataDir);

const server = spawn(process.execPath, [path.join(repoRoot, 'server', 'dist', 'main.mjs')], {
  stdio: 'inherit',
  env: { ...serverEnv, PORT: String(withContext ? contextPort : e2ePort) },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
