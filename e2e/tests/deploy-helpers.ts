import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM helper without types
import { e2eDeployDir, repoRoot } from '../paths.mjs';
import { expect } from './fixtures';

/** A real production build of one remote (browser and server builds), labelled by tag, into its own output folder. */
export function buildRemote(name: string, tag: string): { out: string; version: string } {
  const remoteDir = path.join(repoRoot, 'remotes', name);
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
