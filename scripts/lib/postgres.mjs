// A PostgreSQL server for the PostgreSQL half of the tests: the machine's own when one answers on
// 127.0.0.1:5432, otherwise a private cluster from Debian's postgresql package on a loopback port.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureDebianPackage, log, root } from './tools.mjs';

export function portOpen(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const s = net.connect({ port, host });
    const done = (ok) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(timeoutMs, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

function pgBin(name) {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const p = path.join(base, v, 'bin', name);
    if (existsSync(p)) return p;
  }
  return null;
}

/** Returns { url, stop } for a server the tests may create databases on. */
export async function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {} };
  if (await portOpen(5432)) {
    const url = 'postgres://postgres@127.0.0.1:5432/test';
    const probe = spawnSync('psql', [url, '-tAc', 'select 1'], { encoding: 'utf8' });
    if (probe.status === 0 || !existsSync('/usr/bin/psql')) return { url, stop: () => {} };
  }
  if (!pgBin('initdb')) ensureDebianPackage('/usr/lib/postgresql/15/bin/initdb', 'postgresql');
  const initdb = pgBin('initdb');
  const pgCtl = pgBin('pg_ctl');
  if (!initdb || !pgCtl) throw new Error('PostgreSQL could not be installed (Debian package postgresql)');
  const port = 55432;
  const dir = path.join(root, '.test-tmp', 'pg');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // initdb refuses to run as root: run the cluster as the postgres user the package created
  const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asUser.length) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(id.stdout), Number(gid.stdout));
    chownSync(path.dirname(dir), Number(id.stdout), Number(gid.stdout));
  }
  const sh = (cmd, args) => {
    const all = [...asUser, cmd, ...args];
    const r = spawnSync(all[0], all.slice(1), { stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`${cmd} failed`);
  };
  log(`starting a private PostgreSQL on 127.0.0.1:${port}`);
  sh(initdb, ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  sh(pgCtl, ['-D', path.join(dir, 'data'), '-l', path.join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => sh(pgCtl, ['-D', path.join(dir, 'data'), '-m', 'fast', 'stop']),
  };
}
