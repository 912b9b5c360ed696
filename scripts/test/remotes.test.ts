import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Registry } from '../../shared/contracts/src/index';

// The deploy/rollback library against a temporary store and fake build folders.
const base = mkdtempSync(path.join(tmpdir(), 'portal-remotes-'));
const deployDir = path.join(base, 'deploy');
const buildOut = path.join(base, 'build');
const V1 = '0.1.0-aaaaaaaaaa';
const V2 = '0.1.1-bbbbbbbbbb';
const V3 = '0.1.2-cccccccccc';

type Lib = typeof import('../lib/remotes.mjs');
let lib: Lib;
const saved = { DEPLOY_DIR: process.env.DEPLOY_DIR, PORTAL_REMOTE_OUT: process.env.PORTAL_REMOTE_OUT };

/** What a remote build leaves behind: <out>/<version>/{mf-manifest.json,remoteEntry.js} and latest.json. */
function fakeBuild(name: string, version: string, out = buildOut) {
  mkdirSync(path.join(out, version, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(out, version, 'mf-manifest.json'), JSON.stringify({ name, metaData: { buildInfo: { buildVersion: version } } }));
  writeFileSync(path.join(out, version, 'remoteEntry.js'), `/* ${name} ${version} */`);
  writeFileSync(path.join(out, 'latest.json'), JSON.stringify({ name, version, builtAt: new Date().toISOString(), tag: 'test' }));
}

const registry = () => Registry.parse(JSON.parse(readFileSync(path.join(deployDir, 'registry.json'), 'utf8')));
const live = (name: string) => registry().remotes.find((r) => r.name === name);

beforeAll(async () => {
  process.env.DEPLOY_DIR = deployDir;
  process.env.PORTAL_REMOTE_OUT = buildOut;
  // @ts-expect-error plain .mjs without types
  lib = (await import('../lib/remotes.mjs')) as Lib;
});
afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  rmSync(base, { recursive: true, force: true });
});

describe('scripts/lib/remotes.mjs', () => {
  it('reads an empty registry before anything is deployed', () => {
    expect(lib.deployDir()).toBe(path.resolve(deployDir));
    expect(lib.readRegistry().remotes).toEqual([]);
  });

  it('deploy publishes the latest build and points the registry at its manifest', () => {
    fakeBuild('consultation', V1);
    const r = lib.deploy('consultation');
    expect(r).toMatchObject({ name: 'consultation', version: V1, previous: null, changed: true });
    expect(existsSync(path.join(deployDir, 'remotes', 'consultation', V1, 'mf-manifest.json'))).toBe(true);
    expect(existsSync(path.join(deployDir, 'remotes', 'consultation', V1, 'remoteEntry.js'))).toBe(true);
    const entry = live('consultation');
    expect(entry).toMatchObject({ name: 'consultation', version: V1, manifestUrl: `/remotes/consultation/${V1}/mf-manifest.json` });
    expect(new Date(entry!.deployedAt).toISOString()).toBe(entry!.deployedAt);
    expect(lib.publishedVersions('consultation')).toEqual([V1]);
  });

  it('deploying v2 then rolling back with no version returns to v1', () => {
    fakeBuild('consultation', V2);
    const d = lib.deploy('consultation');
    expect(d).toMatchObject({ version: V2, previous: V1, changed: true });
    expect(live('consultation')!.manifestUrl).toBe(`/remotes/consultation/${V2}/mf-manifest.json`);
    expect(lib.publishedVersions('consultation').sort()).toEqual([V1, V2].sort());

    const r = lib.rollback('consultation');
    expect(r).toMatchObject({ name: 'consultation', version: V1, previous: V2, changed: true });
    expect(live('consultation')).toMatchObject({ version: V1, manifestUrl: `/remotes/consultation/${V1}/mf-manifest.json` });
    // the newer folder stays in the store, so rolling forward is one command
    expect(existsSync(path.join(deployDir, 'remotes', 'consultation', V2, 'mf-manifest.json'))).toBe(true);
    expect(lib.rollback('consultation', V2)).toMatchObject({ version: V2, previous: V1 });
    expect(live('consultation')!.version).toBe(V2);
  });

  it('never overwrites a published version folder', () => {
    const file = path.join(deployDir, 'remotes', 'consultation', V2, 'remoteEntry.js');
    const before = readFileSync(file, 'utf8');
    writeFileSync(path.join(buildOut, V2, 'remoteEntry.js'), '/* changed after publishing */');
    lib.deploy('consultation', { version: V2 });
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('refuses to roll back to a version that was never published, in Korean', () => {
    expect(() => lib.rollback('consultation', V3)).toThrow(/[가-힣]/);
    expect(() => lib.rollback('consultation', V3)).toThrow(V3);
    expect(live('consultation')!.version).toBe(V2);
  });

  it('refuses to roll back a remote that has no earlier version', () => {
    const centerOut = path.join(base, 'build-center');
    fakeBuild('center', V1, centerOut);
    lib.deploy('center', { from: centerOut });
    expect(() => lib.rollback('center')).toThrow(/이전 버전이 없습니다/);
    expect(live('center')!.version).toBe(V1);
    // and one never deployed at all
    expect(() => lib.rollback('mypage')).toThrow(/[가-힣]/);
  });

  it('refuses unknown remote names', () => {
    expect(() => lib.deploy('nope')).toThrow(/알 수 없는 리모트/);
    expect(() => lib.rollback('nope')).toThrow(/알 수 없는 리모트/);
    expect(() => lib.publish('../../etc')).toThrow(/알 수 없는 리모트/);
  });

  it('refuses to deploy when there is no build, in Korean', () => {
    const empty = path.join(base, 'empty-build');
    mkdirSync(empty, { recursive: true });
    expect(() => lib.deploy('search', { from: empty })).toThrow(/빌드가 없습니다/);
    expect(() => lib.deploy('search', { from: empty, version: V3 })).toThrow(/[가-힣]/);
    expect(live('search')).toBeUndefined();
  });

  it('keeps a registry valid for the contracts Registry schema, in remote order, one entry per remote', () => {
    const reg = registry();
    expect(reg.remotes.map((r) => r.name)).toEqual(['consultation', 'center']);
    expect(new Date(reg.updatedAt).toISOString()).toBe(reg.updatedAt);
    for (const e of reg.remotes) expect(e.manifestUrl).toBe(`/remotes/${e.name}/${e.version}/mf-manifest.json`);
    // no temp files left behind by the atomic writes
    expect(readFileSync(path.join(deployDir, 'registry.json'), 'utf8').endsWith('\n')).toBe(true);
    const leftovers = readdirSync(deployDir).filter((f) => f.endsWith('.tmp'));
    expect(leftovers).toEqual([]);
  });

  it('records every deploy and rollback in history.json', () => {
    const history = JSON.parse(readFileSync(path.join(deployDir, 'history.json'), 'utf8'));
    expect(history.consultation.map((h: { version: string; action: string }) => `${h.action}:${h.version}`)).toEqual([
      `deploy:${V1}`,
      `deploy:${V2}`,
      `rollback:${V1}`,
      `rollback:${V2}`,
      `deploy:${V2}`,
    ]);
  });
});
