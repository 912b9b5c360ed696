import type { Page } from '@playwright/test';
import { expect, shellReady, test } from './fixtures';
// @ts-expect-error plain ESM helper without types
import { contextBaseURL, contextPath } from '../paths.mjs';

const runningId = (page: Page) => page.evaluate(() => document.querySelector('meta[name="portal-build-id"]')?.getAttribute('content') ?? null);
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __spaMarker?: string }).__spaMarker ?? null);

/** Answers the manifest poll with `next(running)` as the live build id; records the polled URLs. */
async function serveManifest(page: Page, next: (running: string) => string) {
  const polled: string[] = [];
  await page.route('**/_build/*/build-manifest.json*', async (route) => {
    polled.push(route.request().url());
    const running = decodeURIComponent(new URL(route.request().url()).pathname.split('/')[2]);
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'cache-control': 'no-store' },
      body: JSON.stringify({ buildId: next(running), hostBuild: 'e2e', registryUpdatedAt: new Date(0).toISOString() }),
    });
  });
  return polled;
}

test('the page knows its build id from <meta name="portal-build-id"> and the server manifest agrees', async ({ page, request }) => {
  await page.goto('/');
  await shellReady(page);
  const id = await runningId(page);
  expect(id).toBeTruthy();
  const manifest = await (await request.get(`/_build/${id}/build-manifest.json?t=${Date.now()}`)).json();
  expect(manifest.buildId).toBe(id);
});

test('polls every 60 s with a timestamp query; a different id makes the next link click a full page load', async ({ page, errors }) => {
  await page.clock.install();
  const polled = await serveManifest(page, (running) => `${running}-next`);
  await page.goto('/');
  await shellReady(page);
  await page.evaluate(() => ((window as unknown as { __spaMarker: string }).__spaMarker = 'spa'));
  expect(polled).toEqual([]);
  const poll = page.waitForRequest('**/_build/*/build-manifest.json*');
  await page.clock.fastForward('01:01');
  const url = new URL((await poll).url());
  expect(url.pathname).toBe(`/_build/${await runningId(page)}/build-manifest.json`);
  expect(Number(url.searchParams.get('t'))).toBeGreaterThan(0);
  await expect(page.locator('html')).toHaveAttribute('data-build-update', 'pending');
  const load = page.waitForEvent('load');
  await page.getByRole('link', { name: '이용약관' }).click();
  await load;
  await expect(page).toHaveURL(/\/trms$/);
  await shellReady(page);
  expect(await marker(page)).toBeNull();
  expect(errors).toEqual([]);
});

test('with the same id the next link click stays a single-page navigation', async ({ page, errors }) => {
  await page.clock.install();
  await serveManifest(page, (running) => running);
  await page.goto('/');
  await shellReady(page);
  await page.evaluate(() => ((window as unknown as { __spaMarker: string }).__spaMarker = 'spa'));
  const poll = page.waitForResponse('**/_build/*/build-manifest.json*');
  await page.clock.fastForward('01:01');
  await poll;
  await page.waitForTimeout(300); // (nothing to wait for when there is no update: give the answer time to be read)
  await expect(page.locator('html')).not.toHaveAttribute('data-build-update', /.*/);
  await page.getByRole('link', { name: '이용약관' }).click();
  await expect(page).toHaveURL(/\/trms$/);
  await shellReady(page);
  expect(await marker(page)).toBe('spa');
  expect(errors).toEqual([]);
});

test('the manifest is checked again when the tab becomes visible', async ({ page }) => {
  const polled = await serveManifest(page, (running) => running);
  await page.goto('/');
  await shellReady(page);
  await page.waitForLoadState('networkidle');
  expect(polled).toHaveLength(0);
  const poll = page.waitForResponse('**/_build/*/build-manifest.json*');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await poll;
  await expect.poll(() => polled.length).toBe(1);
  expect(new URL(polled[0]).searchParams.get('t')).toMatch(/^\d+$/);
});

test('a page chunk that fails to load reloads the target route once (guard cookie, 10 s), then shows the error with retry', async ({ page, context }) => {
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') {
      const u = new URL(r.url());
      documents.push(u.pathname + u.search);
    }
  });
  await page.route('**/remotes/center/**', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/center/faq/list?page=2');
  const alert = page.locator('[data-remote-error="center"]');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: '다시 시도' })).toBeVisible();
  // exactly one full reload, to the same route
  expect(documents).toEqual(['/center/faq/list?page=2', '/center/faq/list?page=2']);
  const guard = (await context.cookies()).find((c) => c.name === 'portal-chunk-reload');
  expect(guard).toBeTruthy();
  const left = guard!.expires - Date.now() / 1000;
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThanOrEqual(10);
  // a while later nothing else reloads the page
  await page.waitForTimeout(1000);
  expect(documents).toHaveLength(2);
});

test('under a context path the manifest is polled at {ctx}/_build/… and a failed chunk reloads {ctx}/route', async ({ page, context }) => {
  await page.clock.install();
  const polled: string[] = [];
  await page.route('**/_build/*/build-manifest.json*', (route) => {
    polled.push(new URL(route.request().url()).pathname);
    return route.continue();
  });
  await page.goto(`${contextBaseURL}/`);
  await shellReady(page);
  const poll = page.waitForResponse('**/_build/*/build-manifest.json*');
  await page.clock.fastForward('01:01');
  expect((await poll).status()).toBe(200);
  expect(polled[0]).toBe(`${contextPath}/_build/${await runningId(page)}/build-manifest.json`);

  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
  });
  await page.route('**/remotes/center/**', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto(`${contextBaseURL}/center/faq/list`);
  await expect(page.locator('[data-remote-error="center"]')).toBeVisible();
  expect(documents).toEqual([`${contextPath}/center/faq/list`, `${contextPath}/center/faq/list`]);
  const guard = (await context.cookies(`${contextBaseURL}/`)).find((c) => c.name === 'portal-chunk-reload');
  expect(guard?.path).toBe(contextPath);
});
