import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM helper without types
import { e2eDeployDir, repoRoot } from '../paths.mjs';
import { expect } from './fixtures';

/** A real production build of one remote (browser and server builds), labelled by tag, into its own output folder. */
export function buildRemote(name: string, tag: string, remoteDir = path.join(repoRoot, 'remotes', name)): { out: string; version: string } {
  const out = mkdtempSync(path.join(os.tmpdir(), `portal-${name}-${tag}-`));
  const env = { ...process.env, PORTAL_BUILD_TAG: tag, PORTAL_REMOTE_OUT: out, NODE_ENV: 'production' };
  for (const [cmd, args] of [
    [path.join(remoteDir, 'node_modules', '.bin', 'rspack'), ['build']],
    [process.execPath, [path.join(repoRoot, 'shared', 'mf', 'src', 'stamp.mjs')]],
  ] as const) {
    const r = spawnSync(cmd, args, { cwd: remoteDir, env, encoding: 'utf8' });
    expect(r.status, `${cmd} ${args.join(' ')}\n${r.stdout}\n${r.stderr}`).toBe(0);
  }
  return { out, version: JSON.parse(readFileSync(path.join(out, 'latest.json'), 'utf8')).version };
}

/** `pnpm portal …` against the e2e deploy folder; its output. */
export function portal(...args: string[]): string {
  const r = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'portal.mjs'), ...args], {
    env: { ...process.env, DEPLOY_DIR: e2eDeployDir },
    encoding: 'utf8',
  });
  expect(r.status, r.stdout + r.stderr).toBe(0);
  return r.stdout;
}

/**
 * A real build of one remote as it was before `route` was built: a copy of the remote (beside it, so
 * its node_modules links still resolve) without the page's file and its entry in pages.ts. Deployed, the
 * host still routes `route` to the remote, which answers with the honest /ready page.
 */
export function buildRemoteWithout(name: string, tag: string, route: string): { out: string; version: string } {
  const source = path.join(repoRoot, 'remotes', name);
  const copy = path.join(repoRoot, 'remotes', `.e2e-${name}-${tag}-${process.pid}`);
  try {
    for (const entry of readdirSync(source)) if (entry !== 'dist') cpSync(path.join(source, entry), path.join(copy, entry), { recursive: true, verbatimSymlinks: true });
    rmSync(path.join(copy, 'src', 'pages', `${route.slice(1)}.tsx`));
    const pagesFile = path.join(copy, 'src', 'pages.ts');
    const pages = readFileSync(pagesFile, 'utf8');
    const entry = `    '${route}',\n`;
    expect(pages).toContain(entry);
    writeFileSync(pagesFile, pages.replace(entry, ''));
    return buildRemote(name, tag, copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
