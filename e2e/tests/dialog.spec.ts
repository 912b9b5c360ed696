import { axeScan, violationLines } from './axe';
import { expect, shellReady, signIn, test } from './fixtures';
// @ts-expect-error plain ESM helper without types
import { e2ePort } from '../paths.mjs';

// The dialog module (@portal/ui/dialog) is exercised where the product uses it: the session warning
// and notice, and the development-site alert. There is no test harness page.

test('the dialog module is not on the main page: it loads when a dialog first opens', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await shellReady(page);
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts.map((u) => page.request.get(u).then((r) => r.text())));
  expect(bodies.some((b) => b.includes('Close this dialog'))).toBe(false);
  expect(bodies.some((b) => b.includes('maxTicksLimit'))).toBe(false); // nor chart.js
});

test('session warning: modal, focus trapped inside, Escape answers it, focus returns to where it was', async ({ page, context }) => {
  await page.clock.install();
  await signIn(context);
  await page.goto('/');
  await shellReady(page);
  await expect(page.getByRole('button', { name: '로그인 시간 연장' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const opener = page.getByRole('button', { name: '화면 확대' });
  await opener.focus();
  await page.clock.fastForward('25:05');
  const dialog = page.getByRole('alertdialog', { name: '로그인 시간 만료 예정' });
  await expect(dialog).toBeVisible();
  expect(await dialog.getAttribute('aria-modal')).toBe('true');
  // native modal: the rest of the page cannot be reached
  expect(await page.evaluate(() => document.querySelector('dialog[open]')!.matches(':modal'))).toBe(true);
  const extend = dialog.getByRole('button', { name: '로그인 연장' });
  const logout = dialog.getByRole('button', { name: '로그아웃' });
  await expect(extend).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(logout).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(extend).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(logout).toBeFocused();

  expect((await axeScan(page, 'dialog[open]')).map((v) => v.id)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the development alert: Korean 확인 button, Escape dismisses, focus goes back to the page', async ({ page }) => {
  await page.route('**/api/menu/gnb', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: '시험용 서버 오류입니다.' }) }),
  );
  await page.goto(`http://dev.localhost:${e2ePort}/`);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button')).toHaveText(['확인']);
  await expect(alert.getByRole('button', { name: '확인' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(alert.getByRole('button', { name: '확인' })).toBeFocused(); // the only control keeps focus
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await page.evaluate(() => document.querySelectorAll('dialog').length)).toBe(0);
});

test('axe finds nothing on the signed-in header (session timer and zoom control)', async ({ browser }) => {
  const context = await browser.newContext();
  await signIn(context);
  const page = await context.newPage();
  await page.goto('/');
  await shellReady(page);
  await expect(page.getByRole('button', { name: '로그인 시간 연장' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const violations = await axeScan(page);
  await context.close();
  expect(violationLines(violations)).toEqual([]);
});
