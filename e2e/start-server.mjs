// Playwright's web server: a clean data folder and deploy folder, every remote's current build
// deployed into it, then the production server (PGlite) on the e2e port.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { e2eDataDir, e2eDeployDir, e2ePort, e2eSessionsFile, repoRoot } from './paths.mjs';

rmSync(e2eDataDir, { recursive: true, force: true });
rmSync(e2eDeployDir, { recursive: true, force: true });
process.env.DEPLOY_DIR = e2eDeployDir;
const { deployAll } = await import('../scripts/lib/remotes.mjs');
deployAll();

// Sandbox sign-ins for tests that need a member (the membership flow comes later): one token each.
const serverEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: e2eDataDir, DEPLOY_DIR: e2eDeployDir, LOG_LEVEL: 'warn' };
const out = execFileSync(process.execPath, [path.join(repoRoot, 'server', 'dist', 'cli.mjs'), 'sandbox:sessions', '--count', '200'], {
  env: serverEnv,
  encoding: 'utf8',
});
writeFileSync(e2eSessionsFile, out.trim().split('\n').pop());

const server = spawn(process.execPath, [path.join(repoRoot, 'server', 'dist', 'main.mjs')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(e2ePort),
    DATA_DIR: e2eDataDir,
    DEPLOY_DIR: e2eDeployDir,
    LOG_LEVEL: 'warn',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
