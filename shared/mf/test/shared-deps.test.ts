import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-ignore plain .mjs without types
import { sharedFor, SINGLETONS } from '../src/shared-deps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
type Shared = Record<string, { singleton: boolean; version: string; requiredVersion: string; strictVersion: boolean }>;

describe('sharedFor()', () => {
  it('lists exactly the singletons the host depends on, each with an explicit version', () => {
    const shared = sharedFor(path.join(root, 'host')) as Shared;
    const hostDeps = JSON.parse(readFileSync(path.join(root, 'host', 'package.json'), 'utf8')).dependencies;
    // the router is '@portal/router' (react-router's client API) or, before the host imports it, react-router
    const routerPkg = hostDeps['@portal/router'] ? '@portal/router' : 'react-router';
    expect(Object.keys(shared).sort()).toEqual(
      ['react', 'react-dom', 'react/jsx-runtime', routerPkg, 'zustand', '@tanstack/react-query', '@portal/session'].sort(),
    );
    for (const [name, s] of Object.entries(shared)) {
      expect(s.singleton, name).toBe(true);
      expect(s.version, name).toMatch(/^\d+\.\d+\.\d+/);
      expect(s.requiredVersion, name).toBe(`^${s.version}`);
    }
    expect(JSON.stringify(shared)).not.toContain('workspace:');
  });

  it('takes versions from the installed packages (the pnpm catalog)', () => {
    const shared = sharedFor(path.join(root, 'host')) as Shared;
    const catalog = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
    for (const name of ['react', 'react-dom', 'react-router', 'zustand', '@tanstack/react-query'].filter((n) => shared[n])) {
      const m = catalog.match(new RegExp(`^\\s+"?${name.replace(/[/@.-]/g, '\\$&')}"?:\\s*(\\S+)`, 'm'));
      expect(m, name).not.toBeNull();
      expect(shared[name].version, name).toBe(m![1]);
    }
    expect(shared['react/jsx-runtime'].version).toBe(shared.react.version);
    const sessionPkg = JSON.parse(readFileSync(path.join(root, 'shared', 'session', 'package.json'), 'utf8'));
    expect(shared['@portal/session'].version).toBe(sessionPkg.version);
  });

  it('shares nothing a package does not depend on', () => {
    const shared = sharedFor(path.join(root, 'shared', 'session')) as Shared;
    expect(Object.keys(shared).sort()).toEqual(['zustand']);
    expect(SINGLETONS).toContain('antd');
    expect(SINGLETONS).toContain('react-router-dom');
    expect(SINGLETONS).toContain('@portal/router');
  });

  it('never shares react-router beside @portal/router: react-router must stay private to it, so the build tree-shakes it', () => {
    for (const dir of [path.join(root, 'host'), ...readdirSync(path.join(root, 'remotes')).map((r) => path.join(root, 'remotes', r))]) {
      const shared = sharedFor(dir) as Shared;
      if (shared['@portal/router']) expect(Object.keys(shared), dir).not.toContain('react-router');
    }
  });
});
