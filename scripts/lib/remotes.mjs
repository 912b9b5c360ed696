// `pnpm portal remote:*`: the command line over the remote registry. What the registry is and how it
// changes (registry.json, history.json, the version store, the lock, rollback's choice of version)
// lives in shared/registry, which the server's rollback console uses too; this file adds only what a
// build machine does: where the deploy folder and the builds are, and copying a build into the store.
// (A relative import: `npm start` runs this before `pnpm install` has linked the workspace.)
import { cpSync, existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import * as registry from '../../shared/registry/src/index.mjs';
import { root } from './tools.mjs';

export const { REMOTES } = registry;

export function deployDir() {
  return path.resolve(process.env.DEPLOY_DIR || path.join(root, '.deploy'));
}

export const readRegistry = () => registry.readRegistry(deployDir());

/** Build output folder of a remote (PORTAL_REMOTE_OUT overrides, as for the build itself). */
export function buildDir(name, from) {
  return path.resolve(from || process.env.PORTAL_REMOTE_OUT || path.join(root, 'remotes', name, 'dist'));
}

export function latestBuild(name, from) {
  let latest = null;
  try {
    latest = JSON.parse(readFileSync(path.join(buildDir(name, from), 'latest.json'), 'utf8'));
  } catch {}
  if (!latest) throw new Error(`${name}: 빌드가 없습니다. 먼저 'pnpm --filter @portal/${name} build'를 실행하십시오.`);
  return latest;
}

/** Versions published to the store, oldest first. */
export const publishedVersions = (name) => registry.publishedVersions(deployDir(), name);

/** Copies a built version folder into the store (immutable once there). */
export function publish(name, { from, version } = {}) {
  registry.assertRemote(name);
  const v = version || latestBuild(name, from).version;
  const target = path.join(registry.storeDir(deployDir(), name), v);
  if (!existsSync(path.join(target, 'mf-manifest.json'))) {
    const source = path.join(buildDir(name, from), v);
    if (!existsSync(path.join(source, 'mf-manifest.json'))) throw new Error(`${name} ${v}: 빌드 폴더가 없습니다 (${source})`);
    const tmp = `${target}.${process.pid}.tmp`;
    cpSync(source, tmp, { recursive: true });
    renameSync(tmp, target);
  }
  return v;
}

/** Publishes (if needed) and points the registry at a version: the latest build by default. */
export function deploy(name, { version, from } = {}) {
  registry.assertRemote(name);
  if (version && !publishedVersions(name).includes(version)) publish(name, { from, version });
  const v = version || publish(name, { from });
  return registry.deployPublished(deployDir(), name, v);
}

/** Deploys the current build of every remote (what `npm start`, the e2e server and the bench serve). */
export function deployAll(opts = {}) {
  return REMOTES.map((name) => deploy(name, opts));
}

/** Points the registry back: at the given version, or at the one live before the current one. */
export const rollback = (name, version) => registry.rollback(deployDir(), name, version);

export function list() {
  return registry.listRemotes(deployDir()).map(({ name, live, deployedAt, published }) => {
    let built = null;
    try {
      built = latestBuild(name).version;
    } catch {}
    return { name, live, deployedAt, built, versions: published.map((p) => p.version) };
  });
}
