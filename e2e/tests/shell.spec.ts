import { axeScan, violationLines } from './axe';
import type { Browser } from '@playwright/test';
import { expect, hydrated, shellReady, test } from './fixtures';

async function axe(browser: Browser, url: string, prepare?: (p: import('@playwright/test').Page) => Promise<void>) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (prepare) await prepare(page);
  await page.goto(url);
  await shellReady(page);
  await page.waitForLoadState('networkidle');
  const violations = await axeScan(page);
  await context.close();
  return violationLines(violations);
}

test('an unknown path shows Page not found with status 404, inside the layout', async ({ page, errors }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('[data-layout="default"] header')).toBeVisible();
  await expect(page.getByRole('link', { name: '홈으로 가기' })).toBeVisible();
  // the browser's own 404 report for the document is expected; nothing else
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

// the honest 준비 중 page of a route whose remote lacks the page: deploy-rollback.spec.ts (it deploys
// a remote version without the page; every route of this build is built)

test('the /ready page names the requested page from its query', async ({ page }) => {
  await page.goto('/ready?page=/plt/intr');
  await expect(page.getByText('/plt/intr')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('준비 중');
});

test('host and remotes share ONE @portal/session store instance', async ({ page, errors }) => {
  // a page of the uikit remote: its area carries the id of the store it reads, the host's
  // (that the remote renders what the host wrote there: the /ready test in deploy-rollback.spec.ts)
  await page.goto('/sample/password');
  const remote = page.locator('[data-remote="uikit"]');
  await expect(remote).toBeVisible();
  const hostId = await page.locator('[data-layout]').first().getAttribute('data-session-store-id');
  const remoteId = await remote.getAttribute('data-session-store-id');
  expect(hostId).toBeTruthy();
  expect(remoteId).toBe(hostId);
  expect(await page.evaluate(() => (globalThis as { __PORTAL_SESSION_INSTANCES__?: number }).__PORTAL_SESSION_INSTANCES__)).toBe(1);
  await expect(page.locator('[data-page="sample-password"]')).toBeVisible();
  // navigating to another remote keeps the single instance
  await page.goto('/myservice/lawmap');
  await expect(page.locator('[data-remote="services"]')).toBeVisible();
  expect(await page.evaluate(() => (globalThis as { __PORTAL_SESSION_INSTANCES__?: number }).__PORTAL_SESSION_INSTANCES__)).toBe(1);
  expect(errors).toEqual([]);
});

test('a remote that cannot load shows a Korean message with retry inside the layout, and retry recovers', async ({ page }) => {
  let block = true;
  await page.route('**/remotes/consultation/**', (route) => (block ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
  await page.goto('/dscsn/tel');
  const alert = page.locator('[data-remote-error="consultation"]');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText('화면을 불러오지 못했습니다');
  await expect(page.locator('[data-layout="service"] header')).toBeVisible();
  await expect(page.locator('[data-layout="service"] footer')).toBeVisible();
  block = false;
  await alert.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.locator('[data-remote="consultation"]')).toBeVisible();
});

test('the host build names no remote URL: remotes come from /registry.json', async ({ page, request }) => {
  const registry = await (await request.get('/registry.json')).json();
  expect(registry.remotes.map((r: { name: string }) => r.name).sort()).toEqual(
    ['application', 'center', 'consultation', 'membership', 'mypage', 'openapi', 'search', 'services', 'statute', 'uikit', 'backoffice'].sort(),
  );
  const scripts: string[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script' && !r.url().includes('/remotes/')) scripts.push(await r.text());
  });
  await page.goto('/');
  await expect(page.locator('[data-remote="host"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) expect(s).not.toMatch(/\/remotes\/[a-z]+\/\d/);
});

test('axe finds nothing on the main page, a ready page, not-found, the error page and the remote-failure state', async ({ browser }) => {
  test.setTimeout(120_000); // six pages with axe on a shared machine; not a speed check
  expect(await axe(browser, '/')).toEqual([]);
  expect(await axe(browser, '/dscsn/cyber')).toEqual([]);
  expect(await axe(browser, '/no/such/page')).toEqual([]);
  expect(await axe(browser, '/error?status=500')).toEqual([]);
  expect(await axe(browser, '/elrcpt/ElrcptGdPopup')).toEqual([]);
  expect(
    await axe(browser, '/center/gd', async (p) => {
      await p.route('**/remotes/center/**', (r) => r.fulfill({ status: 503, body: '' }));
    }),
  ).toEqual([]);
});

test('the main page is usable at 360 px: search validates in Korean and keeps the text', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/');
  // a page of a fresh context is not the fixture's: a click before hydration would be the plain form's
  await hydrated(page);
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page.getByRole('alert')).toContainText('검색어를 입력해 주십시오');
  await page.getByLabel('법률 문제 검색').fill('전세 보증금');
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/\/search\/totalresult\?q=/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

// The browser suite's server is a demonstration deployment (PORTAL_DEMO=1, e2e/start-server.mjs): the
// server writes the banner into every page it serves; axe above checks its contrast on each page.
test('the demonstration banner is on every page, a named region above the header that covers nothing at 360 px', async ({ browser, page: wide }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const banner = page.getByRole('region', { name: '시연용 누리집 안내' });
  for (const url of ['/', '/dscsn/cyber', '/ready?page=/plt/intr', '/error?status=500', '/no/such/page']) {
    await page.goto(url);
    await shellReady(page);
    await expect(banner, url).toBeVisible();
    await expect(banner).toContainText('시연용 누리집입니다.');
    await expect(banner).toContainText('샌드박스');
    const box = (await banner.boundingBox())!;
    const header = (await page.locator('[data-layout] header').first().boundingBox())!;
    expect(box.y + box.height, url).toBeLessThanOrEqual(header.y + 0.5);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), url).toBeLessThanOrEqual(0);
    // not a stop of the Tab key: the skip link stays the first
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '본문 바로가기' })).toBeFocused();
  }
  await context.close();
  // a navigation inside the app keeps it (it is outside the React root)
  await wide.goto('/');
  await wide.getByRole('contentinfo').getByRole('link', { name: '오픈 API' }).click();
  await expect(wide.locator('[data-remote="openapi"]')).toBeVisible();
  await expect(wide.getByRole('region', { name: '시연용 누리집 안내' })).toBeVisible();
});

test('the error page titles follow the spec', async ({ page }) => {
  await page.goto('/error?status=404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await page.goto('/error?status=500');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
});
