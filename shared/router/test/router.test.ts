import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-ignore plain .mjs without types
import { sharedFor } from '../../mf/src/shared-deps.mjs';
import * as router from '../src/index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const ROUTER_SPECIFIERS = ['react-router', 'react-router-dom', '@portal/router'];

interface Pkg {
  name: string;
  dir: string;
  deps: Record<string, string>;
}

function readPkg(dir: string): Pkg {
  const pj = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return { name: pj.name, dir, deps: { ...pj.dependencies } };
}

const packageDirs = (parent: string) =>
  readdirSync(path.join(root, parent), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(root, parent, d.name, 'package.json')))
    .map((d) => path.join(root, parent, d.name));

const sharedPkgs = packageDirs('shared').map(readPkg);
const host = readPkg(path.join(root, 'host'));
const remotes = packageDirs('remotes').map(readPkg);
const byName = new Map([host, ...remotes, ...sharedPkgs].map((p) => [p.name, p]));

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mjs|jsx?)$/.test(f) ? [full] : [];
  });
}

/** Router imports of browser code (everything but @portal/router itself): file, specifier, value names. */
function routerImports(dirs: string[]) {
  const found: { file: string; specifier: string; names: string[] }[] = [];
  const re = /(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+['"]([^'"]+)['"]/gs;
  for (const dir of dirs) {
    for (const file of sourceFiles(path.join(dir, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(re)) {
        const specifier = m[3];
        if (!ROUTER_SPECIFIERS.includes(specifier)) continue;
        const braces = /\{([^}]*)\}/.exec(m[2]);
        const names = m[1]
          ? []
          : (braces?.[1] ?? '')
              .split(',')
              .map((s) => s.trim())
              .filter((s) => s && !s.startsWith('type '))
              .map((s) => s.split(/\s+as\s+/)[0].trim());
        found.push({ file: path.relative(root, file), specifier, names });
      }
    }
  }
  return found;
}

/** The package's own folder and every workspace package it bundles (transitively), but not @portal/router. */
function bundledDirs(pkg: Pkg, seen = new Set<string>()): string[] {
  if (seen.has(pkg.name) || pkg.name === '@portal/router') return [];
  seen.add(pkg.name);
  const out = [pkg.dir];
  for (const [dep, range] of Object.entries(pkg.deps)) {
    const ws = byName.get(dep);
    if (ws && range.startsWith('workspace:')) out.push(...bundledDirs(ws, seen));
  }
  return out;
}

describe('@portal/router', () => {
  it('exports every router name the browser code imports', () => {
    const all = routerImports([host, ...remotes, ...sharedPkgs.filter((p) => p.name !== '@portal/router')].map((p) => p.dir));
    expect(all.length).toBeGreaterThan(0);
    const missing = all.flatMap((i) => i.names.filter((n) => !(n in router)).map((n) => `${i.file}: ${n} (from '${i.specifier}')`));
    expect(missing, "add these to shared/router/src/index.ts").toEqual([]);
  });

  it('re-exports the client API only: none of react-router’s server, RSC, cookie or session code', () => {
    const exported = Object.keys(router);
    expect(exported).toContain('createBrowserRouter');
    expect(exported).toContain('RouterProvider');
    for (const name of ['createRequestHandler', 'createStaticHandler', 'createStaticRouter', 'StaticRouterProvider', 'ServerRouter', 'createCookie', 'createCookieSessionStorage', 'createSessionStorage', 'Scripts', 'Meta', 'Links']) {
      expect(exported, name).not.toContain(name);
    }
  });

  it('is the one router module: every build that bundles router imports shares that module, and the host provides it', () => {
    const hostShared = sharedFor(host.dir) as Record<string, unknown>;
    expect(hostShared['@portal/router'] ?? hostShared['react-router'], 'the host shares a router').toBeDefined();
    for (const pkg of [host, ...remotes]) {
      const shared = sharedFor(pkg.dir) as Record<string, unknown>;
      for (const { file, specifier } of routerImports(bundledDirs(pkg))) {
        expect(shared[specifier], `${pkg.name} bundles ${file}, which imports '${specifier}': ${pkg.name} must depend on it so it is shared`).toBeDefined();
        expect(hostShared[specifier], `${file} imports '${specifier}', which the host does not provide: that remote would run a second router`).toBeDefined();
      }
      // a remote sharing a router package the host does not provide would fall back to its own copy
      for (const specifier of ROUTER_SPECIFIERS) {
        if (shared[specifier]) expect(hostShared[specifier], `${pkg.name} shares '${specifier}' but the host does not`).toBeDefined();
      }
    }
  });
});
