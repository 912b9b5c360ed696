// The dependencies host and remotes share as ONE instance at runtime (architecture page).
// A package shares only those it depends on; versions come from the installed package, so the
// pnpm catalog (one version per dependency) is what keeps every manifest in agreement.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const SINGLETONS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-router',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'antd',
  '@portal/session',
  // The router as the portal shares it: only the client API it uses, so the host build tree-shakes
  // react-router's server/RSC code away (a shared package itself is never tree-shaken). Browser
  // code imports '@portal/router', never react-router, so no build shares react-router itself.
  '@portal/router',
];

function installedVersion(pkgDir, name) {
  const require = createRequire(path.join(pkgDir, 'package.json'));
  const base = name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
  let dir = path.dirname(require.resolve(base));
  // walk up to the package root (the folder whose package.json names the package)
  for (;;) {
    try {
      const pj = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (pj.name === base) return pj.version;
    } catch {}
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`cannot find version of ${base} from ${pkgDir}`);
    dir = up;
  }
}

/** The `shared` option of ModuleFederationPlugin for the package in pkgDir. */
export function sharedFor(pkgDir) {
  const pj = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const deps = { ...pj.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const base = name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
    if (!deps[base]) continue;
    const version = installedVersion(pkgDir, name);
    shared[name] = {
      singleton: true,
      // a workspace package needs an explicit version, or the manifest says "workspace:*"
      version,
      requiredVersion: `^${version}`,
      strictVersion: false,
    };
  }
  return shared;
}
