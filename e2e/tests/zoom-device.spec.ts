import { expect, shellReady, test } from './fixtures';

const rootZoom = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.style.getPropertyValue('zoom'));

test('zoom: default 100 %, −/+/reset in steps of 10 within 80–150 %, applied to the page and remembered', async ({ page, errors }) => {
  await page.goto('/');
  await shellReady(page);
  const group = page.getByRole('group', { name: '화면 크기' });
  const value = group.locator('output');
  await expect(value).toHaveText(/100%/);
  expect(await rootZoom(page)).toBe('');
  const headerHeight = () => page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().height);
  const heightAt100 = await headerHeight();

  await group.getByRole('button', { name: '화면 확대' }).click();
  await expect(value).toHaveText(/110%/);
  expect(await rootZoom(page)).toBe('1.1');
  await expect(page.locator('html')).toHaveAttribute('data-zoom', '110');
  // everything is drawn larger, and the layout re-flows: nothing is pushed off screen sideways
  expect(await headerHeight()).toBeGreaterThan(heightAt100);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

  // remembered across a reload
  await page.reload();
  await shellReady(page);
  await expect(page.getByRole('group', { name: '화면 크기' }).locator('output')).toHaveText(/110%/);
  expect(await rootZoom(page)).toBe('1.1');

  const plus = page.getByRole('button', { name: '화면 확대' });
  for (let i = 0; i < 4; i++) await plus.click();
  await expect(page.getByRole('group', { name: '화면 크기' }).locator('output')).toHaveText(/150%/);
  await expect(plus).toHaveAttribute('aria-disabled', 'true');
  await expect(plus).toBeFocused(); // focus is not lost at the limit
  await page.keyboard.press('Enter'); // and pressing it again changes nothing
  await expect(page.getByRole('group', { name: '화면 크기' }).locator('output')).toHaveText(/150%/);
  expect(await rootZoom(page)).toBe('1.5');

  await page.getByRole('button', { name: '화면 크기 원래대로' }).click();
  await expect(page.getByRole('group', { name: '화면 크기' }).locator('output')).toHaveText(/100%/);
  expect(await rootZoom(page)).toBe('');
  const minus = page.getByRole('button', { name: '화면 축소' });
  await minus.click();
  await minus.click();
  await expect(page.getByRole('group', { name: '화면 크기' }).locator('output')).toHaveText(/80%/);
  await expect(minus).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: '화면 크기' }).locator('output')).toHaveText(/80%/);
  expect(await page.evaluate(() => localStorage.getItem('portal.zoom'))).toBe('80');
  // the value is announced politely
  await expect(page.getByRole('group', { name: '화면 크기' }).locator('output')).toHaveAttribute('aria-live', 'polite');
  expect(errors).toEqual([]);
});

test('device info: resizing across 1025 px flips desktop, recomputed on every resize', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await shellReady(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-device', 'desktop');
  await expect(html).toHaveAttribute('data-desktop', 'true');
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(html).toHaveAttribute('data-desktop', 'false');
  // a desktop browser in a narrow window is not a mobile device
  await expect(html).toHaveAttribute('data-device', 'other');
  await page.setViewportSize({ width: 1025, height: 800 });
  await expect(html).toHaveAttribute('data-desktop', 'true');
  await expect(html).toHaveAttribute('data-device', 'desktop');
});

test('device info: a phone user agent below 1025 px is mobile; an iPad on iPadOS (Mac UA + touch) is iOS', async ({ browser }) => {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
    hasTouch: true,
  });
  const p = await phone.newPage();
  await p.goto('/');
  await shellReady(p);
  await expect(p.locator('html')).toHaveAttribute('data-device', 'mobile');
  await expect(p.locator('html')).toHaveAttribute('data-android', 'true');
  await phone.close();

  const ipad = await browser.newContext({
    viewport: { width: 820, height: 1180 },
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
    hasTouch: true,
  });
  const t = await ipad.newPage();
  // Chromium emulation reports touch points only with isMobile; give the page an iPad's 5
  await t.addInitScript(() => Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5 }));
  await t.goto('/');
  await shellReady(t);
  await expect(t.locator('html')).toHaveAttribute('data-device', 'mobile');
  await expect(t.locator('html')).toHaveAttribute('data-ios', 'true');
  await t.setViewportSize({ width: 1180, height: 820 });
  await expect(t.locator('html')).toHaveAttribute('data-device', 'desktop');
  await expect(t.locator('html')).toHaveAttribute('data-ios', 'true');
  await ipad.close();
});
