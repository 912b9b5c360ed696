import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM helper without types
import { e2eDeployDir, repoRoot } from '../paths.mjs';
import { expect, test } from './fixtures';

const REMOTE = 'openapi';
const remoteDir = path.join(repoRoot, 'remotes', REMOTE);

/** A real production build of one remote, labelled by tag, into its own output folder. */
function buildRemote(tag: string): { out: string; version: string } {
  const out = mkdtempSync(path.join(os.tmpdir(), `portal-${REMOTE}-${tag}-`));
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

function portal(...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'portal.mjs'), ...args], {
    env: { ...process.env, DEPLOY_DIR: e2eDeployDir },
    encoding: 'utf8',
  });
  expect(r.status, r.stdout + r.stderr).toBe(0);
  return r.stdout;
}

test.describe.configure({ mode: 'serial' });

test('deploying two versions of one remote and rolling back changes what the next page load shows', async ({ page, request }) => {
  test.setTimeout(120_000);
  const alpha = buildRemote('alpha');
  const beta = buildRemote('beta');
  expect(alpha.version).not.toBe(beta.version);
  const health = await (await request.get('/healthz')).json();

  portal('remote:deploy', REMOTE, '--from', alpha.out);
  await page.goto('/opn/OpnApiList');
  await expect(page.locator(`[data-remote="${REMOTE}"]`)).toHaveAttribute('data-build-tag', 'alpha');

  portal('remote:deploy', REMOTE, '--from', beta.out);
  await page.reload();
  await expect(page.locator(`[data-remote="${REMOTE}"]`)).toHaveAttribute('data-build-tag', 'beta');
  const registry = await (await request.get('/registry.json')).json();
  expect(registry.remotes.find((r: { name: string }) => r.name === REMOTE).version).toBe(beta.version);

  const out = portal('remote:rollback', REMOTE);
  expect(out).toContain(`${beta.version} → ${alpha.version}`);
  await page.reload();
  await expect(page.locator(`[data-remote="${REMOTE}"]`)).toHaveAttribute('data-build-tag', 'alpha');

  // the server was neither rebuilt nor restarted
  expect((await (await request.get('/healthz')).json()).startedAt).toBe(health.startedAt);
  expect(portal('remote:list')).toContain(alpha.version);
});
