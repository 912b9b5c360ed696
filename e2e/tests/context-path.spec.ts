// The whole portal under an app context path: the second web server runs the same build with
// PORTAL_CONTEXT_PATH=/portal on E2E_PORT+1 (see playwright.config.ts and start-server.mjs).
import type { Page, Request } from '@playwright/test';
// @ts-expect-error plain ESM helper without types
import { contextBaseURL, contextOrigin, contextPath } from '../paths.mjs';
import { expect, shellReady, test } from './fixtures';

/** Every request the page makes, and the ones that left the context path or the origin. */
function recordRequests(page: Page) {
  const all: string[] = [];
  page.on('request', (r: Request) => {
    if (!r.url().startsWith('data:') && !r.url().startsWith('blob:')) all.push(r.url());
  });
  const outside = () =>
    all.filter((u) => {
      const url = new URL(u);
      return url.origin !== contextOrigin || !(url.pathname === contextPath || url.pathname.startsWith(`${contextPath}/`));
    });
  return { all, outside };
}

test('/portal/ renders the main page with the context path meta, everything from under /portal', async ({ page, errors }) => {
  const requests = recordRequests(page);
  const res = await page.goto(`${contextBaseURL}/`);
  expect(res?.status()).toBe(200);
  await shellReady(page);
  await expect(page.locator('[data-page="main"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('meta[name="app-context-path"]')).toHaveAttribute('content', contextPath);
  await expect(page.locator('meta[name="portal-build-id"]')).toHaveAttribute('content', /^[0-9a-f]{16}$/);
  await page.waitForLoadState('networkidle');
  // the shell's lazy chunks came through the runtime public path
  expect(requests.all.some((u) => u.startsWith(`${contextBaseURL}/static/js/`) && !/\/main\.[0-9a-f]+\.js$/.test(u))).toBe(true);
  // start-up calls and the registry went to /portal/…
  expect(requests.all).toContain(`${contextBaseURL}/registry.json`);
  expect(requests.all.some((u) => u.startsWith(`${contextBaseURL}/api/login/status`))).toBe(true);
  expect(requests.all.some((u) => u.startsWith(`${contextBaseURL}/api/menu/gnb`))).toBe(true);
  expect(requests.outside()).toEqual([]);
  expect(errors).toEqual([]);
});

test('a link in the header navigates inside /portal, and the API calls of the new page go to /portal/api', async ({ page, errors }) => {
  const requests = recordRequests(page);
  await page.goto(`${contextBaseURL}/`);
  await shellReady(page);
  const link = page.locator('header a[href^="/portal/"]:not([href="/portal/"])').first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/portal\/[^/]/);
  const before = requests.all.length;
  await link.click();
  await expect(page).toHaveURL(`${contextOrigin}${href}`);
  await shellReady(page);
  // an in-app navigation (no document reload) that asked the server about the new path under /portal/api;
  // polled: after an in-app navigation the load state is already 'networkidle', so waiting for it does
  // not wait for the new page's calls (on a busy machine the assertion ran before they were sent)
  await expect.poll(() => requests.all.slice(before).some((u) => u.startsWith(`${contextBaseURL}/api/`))).toBe(true);
  expect(requests.all.slice(before)).not.toContain(`${contextOrigin}${href}`);
  // every link the shell rendered stays under the prefix
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const h of hrefs) expect(h === contextPath || h.startsWith(`${contextPath}/`), h).toBe(true);
  expect(requests.outside()).toEqual([]);
  expect(errors).toEqual([]);
});

test('a remote route under /portal loads its remote from /portal/remotes', async ({ page, errors }) => {
  const requests = recordRequests(page);
  await page.goto(`${contextBaseURL}/dscsn/cyber`);
  await expect(page.locator('[data-remote="consultation"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.all.some((u) => u.startsWith(`${contextBaseURL}/remotes/consultation/`) && u.endsWith('/mf-manifest.json'))).toBe(true);
  expect(requests.all.some((u) => u.startsWith(`${contextBaseURL}/remotes/consultation/`) && u.endsWith('/remoteEntry.js'))).toBe(true);
  // the page's checks go under /portal/api (its breadcrumbs came with the server-rendered page)
  expect(requests.all.some((u) => u.startsWith(`${contextBaseURL}/api/menu/routeRule`))).toBe(true);
  expect(requests.outside()).toEqual([]);
  expect(errors).toEqual([]);
});

test('an unknown /portal/x answers 404 and shows Page not found inside the layout', async ({ page, errors }) => {
  const requests = recordRequests(page);
  const res = await page.goto(`${contextBaseURL}/x`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('[data-layout] header').first()).toBeVisible();
  expect(requests.outside()).toEqual([]);
  // the browser's own report of the document's 404 is expected; nothing else
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('outside /portal the server answers nothing but its probes', async ({ request }) => {
  for (const path of ['/', '/dscsn/cyber', '/api/menu/gnb', '/registry.json']) {
    const res = await request.get(`${contextOrigin}${path}`, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
  }
  expect((await request.get(`${contextOrigin}/readyz`)).status()).toBe(200);
  const manifest = await request.get(`${contextBaseURL}/_build/any/build-manifest.json?t=${Date.now()}`);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['cache-control']).toBe('no-store');
  expect((await manifest.json()).buildId).toMatch(/^[0-9a-f]{16}$/);
});
