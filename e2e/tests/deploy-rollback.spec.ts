import { expect, test } from './fixtures';
import { buildRemote as build, portal } from './deploy-helpers';

// a small remote (its pages are not built yet): two builds of it take the least time
const REMOTE = 'uikit';
const buildRemote = (tag: string) => build(REMOTE, tag);

test.describe.configure({ mode: 'serial' });

test('deploying two versions of one remote and rolling back changes what the next page load shows', async ({ page, request }) => {
  test.setTimeout(120_000);
  const alpha = buildRemote('alpha');
  const beta = buildRemote('beta');
  expect(alpha.version).not.toBe(beta.version);
  const health = await (await request.get('/healthz')).json();

  portal('remote:deploy', REMOTE, '--from', alpha.out);
  await page.goto('/sample/download');
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

// issue 15: the server renders reading pages through the remote version the registry names
test('rolling back the center remote changes the server-rendered HTML of /center/faq/list on the next request', async ({ request }) => {
  test.setTimeout(180_000);
  const tagOf = async () => /data-remote="center" data-build-tag="([^"]*)"/.exec(await (await request.get('/center/faq/list')).text())?.[1];
  const started = (await (await request.get('/healthz')).json()).startedAt;
  const alpha = build('center', 'ssr-alpha');
  const beta = build('center', 'ssr-beta');
  expect(alpha.version).not.toBe(beta.version);

  portal('remote:deploy', 'center', '--from', alpha.out);
  expect(await tagOf()).toBe('ssr-alpha');
  portal('remote:deploy', 'center', '--from', beta.out);
  expect(await tagOf()).toBe('ssr-beta');
  expect(portal('remote:rollback', 'center')).toContain(`${beta.version} → ${alpha.version}`);
  expect(await tagOf()).toBe('ssr-alpha');
  // no host rebuild, no server restart
  expect((await (await request.get('/healthz')).json()).startedAt).toBe(started);
});
