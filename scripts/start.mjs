#!/usr/bin/env node
// `npm start`: installs what is missing, builds, deploys every remote's current build, then runs
// the server (which migrates and seeds its database) on http://localhost:8080.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { deployAll } from './lib/remotes.mjs';
import { buildAll, ensurePnpm, installDeps, log, root } from './lib/tools.mjs';

const pnpm = ensurePnpm();
installDeps(pnpm);
buildAll(pnpm);
if (process.argv.includes('--build-only')) process.exit(0);

log('deploying the current build of every remote');
for (const r of deployAll()) console.log(`  ${r.name.padEnd(13)} ${r.version}${r.changed ? '' : ' (unchanged)'}`);

log('starting the server');
const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.mjs')], {
  stdio: 'inherit',
  cwd: root,
  // npm start is the one-machine demonstration a newcomer tries: PORTAL_DEMO=1 declares it (sandbox
  // identity checks and the other stand-ins are allowed; every page and notice says it is a
  // demonstration) and the README's sample accounts exist. A real deployment runs
  // server/dist/main.mjs without either, with real adapters and keys (see docker-compose.yml).
  env: { NODE_ENV: 'production', PORTAL_DEMO: '1', SEED_SANDBOX_ACCOUNTS: '1', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
