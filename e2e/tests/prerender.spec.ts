import { expect, hydrated, test } from './fixtures';
// @ts-expect-error plain ESM helper without types
import { baseURL } from '../paths.mjs';

// The main page arrives prerendered (host/prerender, server/src/modules/shell/build-info.ts): it is
// readable and usable before any script runs, and the shell then adopts that very markup.

test('without scripts the main page shows the landing page with working links and a search that works', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('법률구조 플랫폼');
  await expect(page.locator('.site-header')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  // the entry points are plain links to real routes
  await expect(page.locator('a[href="/dscsn/rsvt/DscsnRsvtM"]').first()).toBeVisible();
  // the search box submits as a form
  await page.locator('#main-search').fill('전세 보증금');
  await page.locator('#main-search').press('Enter');
  await expect(page).toHaveURL(/\/search\/totalresult\?q=%EC%A0%84%EC%84%B8/);
  await context.close();
});

test('the shell hydrates the prerendered markup: same nodes, no error, and what was typed before stays', async ({ page, errors }) => {
  // hold the shell's scripts until the visitor has typed, as on a slow phone
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/static/js/main.*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-prerendered] #hero-title')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { heroBefore: Element | null }).heroBefore = document.getElementById('hero-title')));
  await page.locator('#main-search').fill('임금체불');
  release();
  await hydrated(page);
  // hydration kept the DOM (a replacement would be a new node: a new largest paint and lost input)
  expect(await page.evaluate(() => (window as unknown as { heroBefore: Element | null }).heroBefore === document.getElementById('hero-title'))).toBe(true);
  await expect(page.locator('#main-search')).toHaveValue('임금체불');
  // the app now owns the form: the search is a client-side navigation (the window survives) with the typed query
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.locator('#main-search').press('Enter');
  await expect(page).toHaveURL(/\/search\/totalresult\?q=%EC%9E%84%EA%B8%88%EC%B2%B4%EB%B6%88/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(errors).toEqual([]);
});

test('a first visit paints in the system font and caches Pretendard GOV for the next visit, which uses it without a swap', async ({ browser }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const first = await page.goto('/');
  expect(await first!.text()).not.toContain('@font-face');
  await hydrated(page);
  // the warm-up fetches both weights when idle and says so with the cookie
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'portal_fonts')?.value, { timeout: 20_000 }).toBe('1');
  // …without applying the font to the page already painted
  expect(await page.evaluate(() => [...document.fonts].some((f) => f.family.includes('Pretendard') && f.status === 'loaded'))).toBe(false);

  const second = await page.goto('/center/faq/list');
  const html = await second!.text();
  expect(html).toMatch(/<link rel="preload" href="\/static\/media\/PretendardGOV-Regular\.subset\.[0-9a-f]+\.woff2" as="font"/);
  expect(html).toContain('font-display:optional');
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].filter((f) => f.family.includes('Pretendard') && f.status === 'loaded').map((f) => f.weight).sort()))
    .toEqual(['400', '700']);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Pretendard GOV');
  expect(errors).toEqual([]);
  await context.close();
});

for (const width of [1280, 360]) {
  test(`at ${width} px nothing on the main page moves while the shell takes over and the menus arrive`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number };
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const gnb = page.waitForResponse((r) => r.url().includes('/api/menu/gnb'));
    await page.goto('/');
    await hydrated(page);
    await gnb;
    await page.waitForLoadState('networkidle');
    // the cumulative layout shift score (Lighthouse: good below 0.1); the desktop header keeps its
    // GNB bar's height free while prerendered and while the menus load
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01);
    await context.close();
  });
}
