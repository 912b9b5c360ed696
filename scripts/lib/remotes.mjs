// The remote registry: which built version of each remote the host loads. Plain files, so that
// nginx in production serves exactly what this CLI writes; every write is atomic (tmp + rename).
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './tools.mjs';

export const REMOTES = ['consultation', 'application', 'mypage', 'search', 'statute', 'openapi', 'membership', 'center', 'services', 'uikit', 'backoffice'];
const VERSION_RE = /^\d+\.\d+\.\d+-[0-9a-f]{10}$/;

export function deployDir() {
  return path.resolve(process.env.DEPLOY_DIR || path.join(root, '.deploy'));
}

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

function assertRemote(name) {
  if (!REMOTES.includes(name)) throw new Error(`알 수 없는 리모트입니다: ${name} (가능한 값: ${REMOTES.join(', ')})`);
}

export const registryFile = () => path.join(deployDir(), 'registry.json');
const historyFile = () => path.join(deployDir(), 'history.json');

export function readRegistry() {
  return readJson(registryFile(), { updatedAt: new Date(0).toISOString(), remotes: [] });
}

/** Build output folder of a remote (PORTAL_REMOTE_OUT overrides, as for the build itself). */
export function buildDir(name, from) {
  return path.resolve(from || process.env.PORTAL_REMOTE_OUT || path.join(root, 'remotes', name, 'dist'));
}

export function latestBuild(name, from) {
  const latest = readJson(path.join(buildDir(name, from), 'latest.json'), null);
  if (!latest) throw new Error(`${name}: 빌드가 없습니다. 먼저 'pnpm --filter @portal/${name} build'를 실행하십시오.`);
  return latest;
}

/** Versions published to the store, oldest first. */
export function publishedVersions(name) {
  const dir = path.join(deployDir(), 'remotes', name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((v) => VERSION_RE.test(v) && existsSync(path.join(dir, v, 'mf-manifest.json')))
    .sort((a, b) => statSync(path.join(dir, a)).mtimeMs - statSync(path.join(dir, b)).mtimeMs);
}

/** Copies a built version folder into the store (immutable once there). */
export function publish(name, { from, version } = {}) {
  assertRemote(name);
  const v = version || latestBuild(name, from).version;
  const target = path.join(deployDir(), 'remotes', name, v);
  if (!existsSync(path.join(target, 'mf-manifest.json'))) {
    const source = path.join(buildDir(name, from), v);
    if (!existsSync(path.join(source, 'mf-manifest.json'))) throw new Error(`${name} ${v}: 빌드 폴더가 없습니다 (${source})`);
    const tmp = `${target}.${process.pid}.tmp`;
    cpSync(source, tmp, { recursive: true });
    renameSync(tmp, target);
  }
  return v;
}

const LOCK_STALE_MS = 30_000;

/**
 * Two deploys at once (two operators, two CI jobs) must not lose one another's registry entry: the
 * read-modify-write of registry.json and history.json holds DEPLOY_DIR/registry.lock (created
 * exclusively; one left behind by a killed process is taken over after 30 s).
 */
function withRegistryLock(task) {
  mkdirSync(deployDir(), { recursive: true });
  const lock = path.join(deployDir(), 'registry.lock');
  const until = Date.now() + 2 * LOCK_STALE_MS;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) rmSync(lock, { force: true });
      } catch {}
      if (Date.now() > until) throw new Error(`배포 저장소가 잠겨 있습니다: ${lock}`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
  try {
    return task();
  } finally {
    rmSync(lock, { force: true });
  }
}

function point(name, version, action) {
  return withRegistryLock(() => pointUnlocked(name, version, action));
}

function pointUnlocked(name, version, action) {
  const registry = readRegistry();
  const now = new Date().toISOString();
  const entry = { name, version, manifestUrl: `/remotes/${name}/${version}/mf-manifest.json`, deployedAt: now };
  const previous = registry.remotes.find((r) => r.name === name);
  registry.remotes = [...registry.remotes.filter((r) => r.name !== name), entry].sort(
    (a, b) => REMOTES.indexOf(a.name) - REMOTES.indexOf(b.name),
  );
  registry.updatedAt = now;
  writeJsonAtomic(registryFile(), registry);
  const history = readJson(historyFile(), {});
  (history[name] ??= []).push({ version, at: now, action, from: previous?.version ?? null });
  writeJsonAtomic(historyFile(), history);
  return { name, version, previous: previous?.version ?? null, changed: previous?.version !== version };
}

/** Publishes (if needed) and points the registry at a version: the latest build by default. */
export function deploy(name, { version, from } = {}) {
  assertRemote(name);
  if (version && !publishedVersions(name).includes(version)) publish(name, { from, version });
  const v = version || publish(name, { from });
  return point(name, v, 'deploy');
}

/** Deploys the current build of every remote (what `npm start`, the e2e server and the bench serve). */
export function deployAll(opts = {}) {
  return REMOTES.map((name) => deploy(name, opts));
}

/** Points the registry back: at the given version, or at the one live before the current one. */
export function rollback(name, version) {
  assertRemote(name);
  const current = readRegistry().remotes.find((r) => r.name === name)?.version;
  let target = version;
  if (!target) {
    const trail = (readJson(historyFile(), {})[name] ?? []).map((h) => h.version);
    // walk back past the current version to the one that was live before it
    const earlier = trail.slice(0, trail.lastIndexOf(current)).reverse();
    target = earlier.find((v) => v !== current && publishedVersions(name).includes(v));
    if (!target) throw new Error(`${name}: 되돌릴 이전 버전이 없습니다.`);
  }
  if (!publishedVersions(name).includes(target)) throw new Error(`${name}: 버전 ${target}이(가) 배포 저장소에 없습니다.`);
  return point(name, target, 'rollback');
}

export function list() {
  const registry = readRegistry();
  return REMOTES.map((name) => {
    const live = registry.remotes.find((r) => r.name === name);
    let built = null;
    try {
      built = latestBuild(name).version;
    } catch {}
    return { name, live: live?.version ?? null, deployedAt: live?.deployedAt ?? null, built, versions: publishedVersions(name) };
  });
}
