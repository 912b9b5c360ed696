import { expect, shellReady, signIn, test } from './fixtures';
// @ts-expect-error plain ESM helper without types
import { e2ePort } from '../paths.mjs';

/** dev.localhost resolves to 127.0.0.1 in Chromium: a development-site host name for the same server. */
const devOrigin = `http://dev.localhost:${e2ePort}`;
const short = '메뉴 정보를 불러오는 중 서버 오류가 발생했습니다. (시험)';
const long = '서버 오류 시험 메시지입니다. '.repeat(8).trim();

test('on a development host a server error shows an alert: the message, 관리자에게 문의하세요 and 확인', async ({ page }) => {
  await page.route('**/api/menu/gnb', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: short }) }));
  await page.goto(`${devOrigin}/`);
  await shellReady(page);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(short);
  await expect(alert).toContainText('관리자에게 문의하세요');
  const ok = alert.getByRole('button', { name: '확인' });
  await expect(ok).toBeFocused();
  expect(await alert.locator('.portal-dialog__text').evaluate((n) => getComputedStyle(n).textAlign)).toBe('center');
  await ok.click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a message over 100 characters is left-aligned in the development alert', async ({ page }) => {
  expect(long.length).toBeGreaterThan(100);
  await page.route('**/api/menu/siteMap', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: long }) }));
  await page.goto(`${devOrigin}/`);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(long);
  expect(await alert.locator('.portal-dialog__text').evaluate((n) => getComputedStyle(n).textAlign)).toBe('left');
  // Escape dismisses it
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('on a development host a 400 passes through without an alert', async ({ page }) => {
  let answered = false;
  await page.route('**/api/menu/gnb', (route) => {
    answered = true;
    return route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: '잘못된 요청 (시험)' }) });
  });
  await page.goto(`${devOrigin}/`);
  await shellReady(page);
  await page.waitForLoadState('networkidle');
  expect(answered).toBe(true);
  await page.waitForTimeout(500);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('on other hosts (localhost) a server error shows no alert: the call just fails', async ({ page }) => {
  let answered = false;
  await page.route('**/api/menu/gnb', (route) => {
    answered = true;
    return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: short }) });
  });
  await page.goto('/');
  await shellReady(page);
  await page.waitForLoadState('networkidle');
  expect(answered).toBe(true);
  await page.waitForTimeout(500);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText(short)).toHaveCount(0);
});

test('same-origin calls carry the XSRF-TOKEN cookie as X-XSRF-TOKEN, and the server accepts them', async ({ page, context, errors }) => {
  await signIn(context);
  await page.goto('/');
  await shellReady(page);
  const request = page.waitForRequest((r) => r.url().endsWith('/api/session/extend') && r.method() === 'POST');
  await page.getByRole('button', { name: '로그인 시간 연장' }).click();
  const sent = await request;
  const cookie = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN');
  expect(cookie?.value).toBeTruthy();
  expect(sent.headers()['x-xsrf-token']).toBe(cookie!.value);
  // the page sends cookies (credentials) with it
  expect((await sent.allHeaders())['cookie']).toContain('PORTAL_SESSION=');
  const response = await sent.response();
  expect(response?.status()).not.toBe(403);
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});
