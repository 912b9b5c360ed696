// The remote registry: which published version of each remote the host loads, as plain files in the
// deploy folder (registry.json, history.json, remotes/<name>/<version>/), so that nginx in production
// serves exactly what is written here. ONE implementation for both writers: `pnpm portal remote:*`
// (scripts/lib/remotes.mjs, plain Node without TypeScript) and the back office's rollback console
// (server/src/modules/admin/ops.ts, bundled by esbuild). Every write is atomic (tmp + rename) and every
// read-modify-write holds <deploy>/registry.lock, so the CLI, CI and a browser click never lose one
// another's change. Node built-ins only: this file must run before `pnpm install` (npm start).
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const REMOTES = ['consultation', 'application', 'mypage', 'search', 'statute', 'openapi', 'membership', 'center', 'services', 'uikit', 'backoffice'];
/** <semver>-<10 hex of the build's content hash>: what a remote build names its version folder. */
export const VERSION_RE = /^\d+\.\d+\.\d+-[0-9a-f]{10}$/;

/** A refusal of the registry, in Korean; `code` tells the server which HTTP status fits. */
export class RegistryError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'RegistryError';
    this.code = code;
  }
}

export const isRemote = (name) => typeof name === 'string' && REMOTES.includes(name);

export function assertRemote(name) {
  if (!isRemote(name)) throw new RegistryError('UNKNOWN_REMOTE', `알 수 없는 리모트입니다: ${String(name).slice(0, 60)} (가능한 값: ${REMOTES.join(', ')})`);
}

const registryFile = (dir) => path.join(dir, 'registry.json');
const historyFile = (dir) => path.join(dir, 'history.json');
/** Where a remote's published versions live: <dir>/remotes/<name>/<version>/. */
export const storeDir = (dir, name) => path.join(dir, 'remotes', name);

function readJson(file, fallback) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

function writeJsonAtomic(file, data) {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(data, null, 2) + '\n');
  renameSync(tmp, file);
}

export function readRegistry(dir) {
  const r = readJson(registryFile(dir), null);
  return r && Array.isArray(r.remotes) ? r : { updatedAt: new Date(0).toISOString(), remotes: [] };
}

/** Every deploy and rollback per remote, oldest first. */
export function readHistory(dir) {
  const h = readJson(historyFile(dir), {});
  return h && typeof h === 'object' && !Array.isArray(h) ? h : {};
}

/** The versions in the store with when each was published (its folder's time), oldest first. */
export function published(dir, name) {
  assertRemote(name);
  const store = storeDir(dir, name);
  if (!existsSync(store)) return [];
  return readdirSync(store)
    .filter((v) => VERSION_RE.test(v) && existsSync(path.join(store, v, 'mf-manifest.json')))
    .map((version) => ({ version, publishedAt: statSync(path.join(store, version)).mtime }))
    .sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
}

/** The versions in the store, oldest first. */
export const publishedVersions = (dir, name) => published(dir, name).map((p) => p.version);

const LOCK_STALE_MS = 30_000;
const LOCK_WAIT_MS = 2 * LOCK_STALE_MS;
const LOCK_POLL_MS = 20;

/** One try at <dir>/registry.lock (created exclusively; one left by a killed process is taken over after 30 s). */
function tryLock(dir) {
  mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, 'registry.lock');
  try {
    closeSync(openSync(lock, 'wx'));
    return () => rmSync(lock, { force: true });
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    try {
      if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) rmSync(lock, { force: true });
    } catch {}
    return null;
  }
}

const lockedOut = (dir) => new RegistryError('LOCKED', `배포 저장소가 잠겨 있습니다: ${path.join(dir, 'registry.lock')}. 잠시 뒤 다시 시도해 주세요.`);

/** `task` under the lock, waiting synchronously (the command line). */
export function withRegistryLock(dir, task) {
  const until = Date.now() + LOCK_WAIT_MS;
  let release;
  while (!(release = tryLock(dir))) {
    if (Date.now() > until) throw lockedOut(dir);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, LOCK_POLL_MS);
  }
  try {
    return task();
  } finally {
    release();
  }
}

/** `task` under the lock, waiting without blocking the event loop (the server). */
export async function withRegistryLockAsync(dir, task) {
  const until = Date.now() + LOCK_WAIT_MS;
  let release;
  while (!(release = tryLock(dir))) {
    if (Date.now() > until) throw lockedOut(dir);
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
  try {
    return task();
  } finally {
    release();
  }
}

function assertPublished(dir, name, version) {
  if (!publishedVersions(dir, name).includes(version)) {
    throw new RegistryError('UNKNOWN_VERSION', `${name}: 버전 ${String(version).slice(0, 60)}이(가) 배포 저장소에 없습니다.`);
  }
}

/** Points the registry at a published version and records it in the history (call under the lock). */
function point(dir, name, version, action, { now = new Date(), by } = {}) {
  assertPublished(dir, name, version);
  const registry = readRegistry(dir);
  const at = now.toISOString();
  const entry = { name, version, manifestUrl: `/remotes/${name}/${version}/mf-manifest.json`, deployedAt: at };
  const previous = registry.remotes.find((r) => r.name === name);
  registry.remotes = [...registry.remotes.filter((r) => r.name !== name), entry].sort((a, b) => REMOTES.indexOf(a.name) - REMOTES.indexOf(b.name));
  registry.updatedAt = at;
  writeJsonAtomic(registryFile(dir), registry);
  const history = readHistory(dir);
  (history[name] ??= []).push({ version, at, action, from: previous?.version ?? null, ...(by ? { by } : {}) });
  writeJsonAtomic(historyFile(dir), history);
  return { name, version, previous: previous?.version ?? null, changed: previous?.version !== version };
}

/** Where a rollback without a version goes: the version live before the current one that is still in the store, or null. */
export function rollbackCandidate(dir, name) {
  assertRemote(name);
  const current = readRegistry(dir).remotes.find((r) => r.name === name)?.version;
  const trail = (readHistory(dir)[name] ?? []).map((h) => h.version);
  const store = publishedVersions(dir, name);
  // walk back past the current version to the one that was live before it
  const earlier = trail.slice(0, trail.lastIndexOf(current)).reverse();
  return earlier.find((v) => v !== current && store.includes(v)) ?? null;
}

/**
 * Under the lock: with `expected` (the version the caller saw live; null: none), a remote changed
 * meanwhile is refused (CHANGED), unless it already is at `version` (a repeat: nothing to do, null
 * returned); without `expected`, always go on.
 */
function checkExpected(dir, name, version, expected) {
  if (expected === undefined) return undefined;
  const current = readRegistry(dir).remotes.find((r) => r.name === name)?.version ?? null;
  if (current === expected) return undefined;
  if (version && current === version) return { name, version, previous: current, changed: false };
  throw new RegistryError('CHANGED', `${name}: 그사이 지금 버전이 ${current ?? '(없음)'}(으)로 바뀌었습니다. 목록을 새로 고친 뒤 다시 골라 주세요.`);
}

const deployTask = (dir, name, version, opts = {}) => () => checkExpected(dir, name, version, opts.expected) ?? point(dir, name, version, 'deploy', opts);
const rollbackTask = (dir, name, version, opts = {}) => () => {
  const repeat = checkExpected(dir, name, version, opts.expected);
  if (repeat) return repeat;
  const target = version || rollbackCandidate(dir, name);
  if (!target) throw new RegistryError('NO_EARLIER_VERSION', `${name}: 되돌릴 이전 버전이 없습니다.`);
  return point(dir, name, target, 'rollback', opts);
};

/** Points the registry at an already published version (`pnpm portal remote:deploy <name> <version>`). */
export function deployPublished(dir, name, version, opts) {
  assertRemote(name);
  return withRegistryLock(dir, deployTask(dir, name, version, opts));
}
export async function deployPublishedAsync(dir, name, version, opts) {
  assertRemote(name);
  return withRegistryLockAsync(dir, deployTask(dir, name, version, opts));
}

/** Points the registry back: at the given version, or at the one live before the current one (`pnpm portal remote:rollback`). */
export function rollback(dir, name, version, opts) {
  assertRemote(name);
  return withRegistryLock(dir, rollbackTask(dir, name, version, opts));
}
export async function rollbackAsync(dir, name, version, opts) {
  assertRemote(name);
  return withRegistryLockAsync(dir, rollbackTask(dir, name, version, opts));
}

/** Every remote: the live version and since when, and the published versions (oldest first). */
export function listRemotes(dir) {
  const registry = readRegistry(dir);
  return REMOTES.map((name) => {
    const live = registry.remotes.find((r) => r.name === name);
    return { name, live: live?.version ?? null, deployedAt: live?.deployedAt ?? null, published: published(dir, name) };
  });
}
