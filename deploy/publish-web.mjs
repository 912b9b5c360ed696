#!/usr/bin/env node
// Publishes front-end builds into the volumes nginx serves (entrypoint of deploy/Dockerfile.web).
//
//   publish-web.mjs all                       host shell + every remote's current build
//   publish-web.mjs host                      host shell only
//   publish-web.mjs remote:deploy <name> [version] | --all
//   publish-web.mjs remote:rollback <name> [version]
//   publish-web.mjs remote:list
//
// remote:* are passed to scripts/portal.mjs (the same CLI as `pnpm portal …`), with DEPLOY_DIR
// pointing at the mounted deploy volume. Nothing here restarts nginx or the server: the host
// reads /registry.json on every page load.
//
// Host shell: content-hashed files are copied first and old ones are kept (a browser still
// running yesterday's index.html may fetch its chunks), then index.html is replaced last by an
// atomic rename, so no client ever sees an index.html whose chunks are not there yet.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const hostDist = path.resolve(process.env.HOST_DIST || path.join(root, 'host', 'dist'));
const hostTarget = path.resolve(process.env.HOST_TARGET || '/srv/host');
const ENTRY = /^index\.html(\.gz|\.br)?$/;

function publishHost() {
  if (!existsSync(path.join(hostDist, 'index.html'))) throw new Error(`호스트 빌드가 없습니다: ${hostDist}`);
  mkdirSync(hostTarget, { recursive: true });
  const entries = readdirSync(hostDist);
  for (const name of entries.filter((n) => !ENTRY.test(n))) {
    cpSync(path.join(hostDist, name), path.join(hostTarget, name), { recursive: true, force: true });
  }
  for (const name of entries.filter((n) => ENTRY.test(n)).sort((a, b) => b.length - a.length)) {
    // .br/.gz before the plain file: the plain index.html is the last thing to change
    const tmp = path.join(hostTarget, `.${name}.${process.pid}.tmp`);
    cpSync(path.join(hostDist, name), tmp);
    renameSync(tmp, path.join(hostTarget, name));
  }
  console.log(`host shell → ${hostTarget}`);
}

function portal(args) {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'portal.mjs'), ...args], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const [cmd = 'all', ...rest] = process.argv.slice(2);
try {
  if (cmd === 'all') {
    publishHost();
    portal(['remote:deploy', '--all']);
  } else if (cmd === 'host') {
    publishHost();
  } else if (cmd.startsWith('remote:')) {
    portal([cmd, ...rest]);
  } else {
    console.error('usage: publish-web.mjs all | host | remote:deploy <name>|--all [version] | remote:rollback <name> [version] | remote:list');
    process.exit(2);
  }
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}
