import { expect, test } from './fixtures';
import { buildRemote as build, buildRemoteWithout, portal } from './deploy-helpers';

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
  await page.goto('/sample/password');
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
  // the page is now kept (server/src/ssr/render-cache.ts): a deploy and a rollback must still show at once
  await expect.poll(async () => (await request.get('/center/faq/list')).headers()['x-page-cache']).toBe('hit');
  portal('remote:deploy', 'center', '--from', beta.out);
  expect(await tagOf()).toBe('ssr-beta');
  expect(portal('remote:rollback', 'center')).toContain(`${beta.version} → ${alpha.version}`);
  expect(await tagOf()).toBe('ssr-alpha');
  // no host rebuild, no server restart
  expect((await (await request.get('/healthz')).json()).startedAt).toBe(started);
});

// Every route is built (route-walk.spec.ts): the honest 준비 중 page is reached the way it appears in
// production, a route the host sends to a remote whose deployed version does not have the page yet.
test('a route whose deployed remote version lacks the page shows the honest 준비 중 page naming it (from the host\'s breadcrumbs in the one session store), with home and back', async ({ page, request, errors }) => {
  test.setTimeout(180_000);
  const route = '/sample/esign/form1';
  const without = buildRemoteWithout(REMOTE, 'no-esign', route);
  portal('remote:deploy', REMOTE, '--from', without.out);
  try {
    const crumbs = (await (await request.get(`/api/menu/breadcrumbList?menuUrl=${route}`)).json()) as { menuName: string }[];
    await page.goto(route);
    const area = page.locator(`[data-remote="${REMOTE}"]`);
    await expect(area).toHaveAttribute('data-build-tag', 'no-esign');
    await expect(area).toHaveAttribute('data-page-built', 'false');
    await expect(area.getByRole('heading', { level: 1 })).toContainText('준비 중');
    // state the host wrote (the breadcrumbs of this route) is what the remote renders: one store
    await expect(area.getByRole('heading', { level: 1 })).toContainText(crumbs[crumbs.length - 1]!.menuName);
    await expect(area.getByRole('heading', { level: 1 })).toContainText('전자서명 양식 1');
    expect(await area.getAttribute('data-session-store-id')).toBe(await page.locator('[data-layout]').first().getAttribute('data-session-store-id'));
    await expect(area.getByText(route)).toBeVisible();
    await expect(area.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
    await area.getByRole('button', { name: '이전 페이지로' }).click();
    await expect(page).toHaveURL(/\/$/);

    // reached in the app (no link to it on the main page): 이전 페이지로 returns to the page before
    await page.goto('/');
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await expect(area).toHaveAttribute('data-page-built', 'false');
    await page.getByRole('button', { name: '이전 페이지로' }).click();
    await expect(page.locator('[data-page="main"]')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    expect(portal('remote:rollback', REMOTE)).toContain(`${without.version} → `);
  }
  // the version before is back: the page is built again
  await page.goto(route);
  await expect(page.locator(`[data-remote="${REMOTE}"]`)).toHaveAttribute('data-page-built', 'true');
});
