import { expect, shellReady, signIn, test } from './fixtures';
import type { Page, Route } from '@playwright/test';

const extendOk = (route: Route) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ authenticated: true, expiresAt: null, remainingSeconds: 1800 }) });

async function signedInHome(page: Page, context: import('@playwright/test').BrowserContext) {
  await signIn(context);
  await page.goto('/');
  await shellReady(page);
  const extend = page.getByRole('button', { name: '로그인 시간 연장' });
  await expect(extend).toBeVisible();
  return extend;
}

/** Records whether the overlay was ever put on the page (a MutationObserver, so even a flash counts). */
async function watchOverlay(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __overlaySeen: boolean };
    w.__overlaySeen = !!document.querySelector('[data-loading-overlay]');
    new MutationObserver(() => {
      if (document.querySelector('[data-loading-overlay]')) w.__overlaySeen = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __overlaySeen: boolean }).__overlaySeen);
}

test('a slow request shows the blocker (z-index 9999999, opacity 0.4) and the spinner (z-index 10000000), announced without moving focus', async ({ page, context, errors }) => {
  const extend = await signedInHome(page, context);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/session/extend', async (route) => {
    await held;
    await extendOk(route);
  });
  await extend.click();
  const blocker = page.locator('[data-loading-blocker]');
  const spinner = page.locator('[data-loading-spinner]');
  await expect(blocker).toBeVisible();
  await expect(spinner).toBeVisible();
  const styles = await page.evaluate(() => {
    const b = getComputedStyle(document.querySelector('[data-loading-blocker]')!);
    const s = getComputedStyle(document.querySelector('[data-loading-spinner]')!);
    return { bz: b.zIndex, bo: b.opacity, bp: b.position, bw: b.width, sz: s.zIndex, sp: s.position, vw: String(window.innerWidth) + 'px' };
  });
  expect(styles).toEqual({ bz: '9999999', bo: '0.4', bp: 'fixed', bw: styles.vw, sz: '10000000', sp: 'fixed', vw: styles.vw });
  await expect(page.getByRole('status').filter({ hasText: '처리 중입니다' })).toHaveCount(1);
  // focus stays on the button the visitor pressed
  await expect(extend).toBeFocused();
  // the blocker takes the pointer: a click on the page lands on it
  const hit = await page.evaluate(() => (document.elementFromPoint(10, 10) as HTMLElement | null)?.hasAttribute('data-loading-blocker'));
  expect(hit).toBe(true);
  release();
  await expect(blocker).toHaveCount(0);
  await expect(spinner).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '처리 중입니다' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a fast request never shows the overlay, not even for a frame', async ({ page, context, errors }) => {
  const extend = await signedInHome(page, context);
  await page.route('**/api/session/extend', extendOk);
  const seen = await watchOverlay(page);
  const answered = page.waitForResponse('**/api/session/extend');
  await extend.click();
  await answered;
  // give the 300 ms delay more than enough time to have fired if the counter had stayed up
  await page.waitForTimeout(800);
  expect(await seen()).toBe(false);
  expect(errors).toEqual([]);
});

test('a 500 answer resets the loading counter to 0: the overlay goes although another request is still running', async ({ page, context }) => {
  const extend = await signedInHome(page, context);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let calls = 0;
  await page.route('**/api/session/extend', async (route) => {
    calls += 1;
    if (calls === 1) {
      await held;
      return extendOk(route);
    }
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: '서버 오류 (시험)' }) });
  });
  await extend.click(); // request 1: held, counter 1
  await expect(page.locator('[data-loading-blocker]')).toBeVisible();
  await expect(extend).toBeFocused();
  const failed = page.waitForResponse((r) => r.url().endsWith('/api/session/extend') && r.status() === 500);
  await page.keyboard.press('Enter'); // request 2 (keyboard still works under the pointer blocker): 500
  await failed;
  await expect(page.locator('[data-loading-overlay]')).toHaveCount(0);
  // request 1 answers afterwards: the counter stays at 0 (never negative), no overlay comes back
  const seen = await watchOverlay(page);
  const done = page.waitForResponse((r) => r.url().endsWith('/api/session/extend') && r.status() === 200);
  release();
  await done;
  await page.waitForTimeout(500);
  expect(await seen()).toBe(false);
});
