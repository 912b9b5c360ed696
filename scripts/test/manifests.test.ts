import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every module-federation manifest of the workspace must agree on the shared singletons: one
// version of each, singleton everywhere. And the host build names no remote.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUILD_HINT = "빌드 결과가 없습니다. 먼저 'pnpm build'(또는 host/remotes 각각 빌드)를 실행하십시오.";

interface SharedEntry {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string;
}
interface Manifest {
  name: string;
  shared: SharedEntry[];
}

function readJson<T>(file: string): T {
  if (!existsSync(file)) throw new Error(`${path.relative(root, file)}: ${BUILD_HINT}`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

const remoteNames = readdirSync(path.join(root, 'remotes'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(root, 'remotes', d.name, 'package.json')))
  .map((d) => d.name);

function manifests(): { label: string; manifest: Manifest; version?: string }[] {
  const list: { label: string; manifest: Manifest; version?: string }[] = [
    { label: 'host', manifest: readJson<Manifest>(path.join(root, 'host', 'dist', 'mf-manifest.json')) },
  ];
  for (const name of remoteNames) {
    const dist = path.join(root, 'remotes', name, 'dist');
    const latest = readJson<{ version: string }>(path.join(dist, 'latest.json'));
    list.push({ label: `${name}@${latest.version}`, manifest: readJson<Manifest>(path.join(dist, latest.version, 'mf-manifest.json')), version: latest.version });
  }
  return list;
}

describe('module-federation manifests', () => {
  it('exist for the host and every remote', () => {
    expect(remoteNames.length).toBeGreaterThanOrEqual(10);
    expect(() => manifests()).not.toThrow();
  });

  it('agree on one version of each shared package, singleton everywhere, no workspace: ranges', () => {
    const versions = new Map<string, Set<string>>();
    const where = new Map<string, string[]>();
    let entries = 0;
    for (const { label, manifest } of manifests()) {
      expect(Array.isArray(manifest.shared), label).toBe(true);
      for (const s of manifest.shared) {
        entries++;
        expect(s.singleton, `${label}: ${s.name}`).toBe(true);
        expect(s.version, `${label}: ${s.name}`).toMatch(/^\d+\.\d+\.\d+/);
        expect(String(s.requiredVersion), `${label}: ${s.name}`).not.toContain('workspace:');
        (versions.get(s.name) ?? versions.set(s.name, new Set()).get(s.name)!).add(s.version);
        (where.get(s.name) ?? where.set(s.name, []).get(s.name)!).push(`${label}=${s.version}`);
      }
    }
    expect(entries).toBeGreaterThan(10);
    for (const [name, set] of versions) expect(set.size, `${name}: ${where.get(name)!.join(', ')}`).toBe(1);
    // the shared store and react must be shared by everyone who has them
    expect(versions.has('react')).toBe(true);
    expect(versions.has('@portal/session')).toBe(true);
  });

  it('leave the host build naming no remote (it learns them from /registry.json)', () => {
    const jsDir = path.join(root, 'host', 'dist', 'static', 'js');
    if (!existsSync(jsDir)) throw new Error(`host/dist/static/js: ${BUILD_HINT}`);
    const files = readdirSync(jsDir).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    const remoteVersions = manifests()
      .filter((m) => m.version)
      .map((m) => m.version!);
    for (const f of files) {
      const js = readFileSync(path.join(jsDir, f), 'utf8');
      expect(js.includes('/remotes/'), `${f} names a /remotes/ URL`).toBe(false);
      expect(js.includes('remoteEntry.js'), `${f} names a remoteEntry.js`).toBe(false);
      for (const v of remoteVersions) expect(js.includes(v), `${f} names remote version ${v}`).toBe(false);
    }
  });
});
