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
  // npm start is the sandbox a newcomer tries: the README's sample accounts exist (a real deployment
  // runs server/dist/main.mjs without SEED_SANDBOX_ACCOUNTS, see docker-compose.yml).
  env: { NODE_ENV: 'production', SEED_SANDBOX_ACCOUNTS: '1', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
