// Plain Node (no dependencies): finds or installs the tools `npm start` and `npm test` need.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PNPM_VERSION = '10.34.8';

/** A step's line, with the minutes and seconds since the command started (a long log's timeline). */
export function log(msg) {
  const s = Math.round(process.uptime());
  console.log(`\x1b[1m▶ ${msg}\x1b[0m \x1b[2m(${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')})\x1b[0m`);
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) {
    if (opts.allowFail) return r;
    console.error(`✖ ${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status || 1);
  }
  return r;
}

function works(cmd, args = ['--version']) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** pnpm 10 from PATH, else installed globally with npm, else into .tools/ of the repository. */
export function ensurePnpm() {
  const local = path.join(root, '.tools', 'node_modules', '.bin', 'pnpm');
  for (const candidate of ['pnpm', local]) {
    const v = works(candidate);
    if (v && v.startsWith('10.')) return candidate;
  }
  log(`installing pnpm ${PNPM_VERSION}`);
  if (spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' }).status === 0 && works('pnpm')?.startsWith('10.')) {
    return 'pnpm';
  }
  run('npm', ['install', '--no-save', '--prefix', path.join(root, '.tools'), `pnpm@${PNPM_VERSION}`]);
  return local;
}

/** Installs workspace dependencies exactly as locked (fast no-op when already installed). */
export function installDeps(pnpm) {
  log('installing dependencies (pnpm install --frozen-lockfile)');
  run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline']);
}

export function buildAll(pnpm) {
  log('building host, remotes and server (turbo, cached)');
  run(pnpm, ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
}

/** Debian packages, installed with apt-get when the command is missing (root or sudo needed). */
export function ensureDebianPackage(command, pkg) {
  if (works('sh', ['-c', `command -v ${command}`])) return true;
  log(`installing Debian package ${pkg}`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => spawnSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], { stdio: 'inherit', env });
  apt(['update', '-qq']);
  const r = apt(['install', '-y', '-qq', '--no-install-recommends', pkg]);
  return r.status === 0 && Boolean(works('sh', ['-c', `command -v ${command}`]));
}

/**
 * The Node.js major the production images run (deploy/Dockerfile.*: node:24-bookworm-slim), from the
 * npm registry's official builds (node-linux-<arch>) into .tools/node<major>/; its folder to put
 * first on PATH, or null when it cannot be had (no registry, another platform).
 */
export const PRODUCTION_NODE = '24.22.3';
export function ensureProductionNode() {
  const pkg = `node-${process.platform}-${process.arch}`;
  const prefix = path.join(root, '.tools', `node${PRODUCTION_NODE.split('.')[0]}`);
  const bin = path.join(prefix, 'node_modules', pkg, 'bin');
  const have = () => works(path.join(bin, 'node'));
  if (have() === `v${PRODUCTION_NODE}`) return bin;
  log(`installing Node.js ${PRODUCTION_NODE} (${pkg} from the npm registry) for the production-runtime suite`);
  const r = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, `${pkg}@${PRODUCTION_NODE}`], { stdio: 'inherit' });
  return r.status === 0 && have() === `v${PRODUCTION_NODE}` ? bin : null;
}

const portFree = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () => probe.close(() => resolve(true)));
  });

/**
 * The first port from `from` where it and the `size` after it are free (the browser suite serves on its
 * port and the next, and some specs start servers of their own up to 13 above it): a server left running
 * by another run must not fail the whole suite.
 */
export async function freePortBlock(from, size) {
  const free = async (start) => {
    for (let port = start; port < start + size; port++) if (!(await portFree(port))) return false;
    return true;
  };
  for (let start = from; start < from + 20 * size; start += size) if (await free(start)) return start;
  return from;
}
