import { expect, test } from './fixtures';
import { axeViolations, field, loginThroughPage, realErrors, verifyBySms, waitForPage } from './member-helpers';

// The sandbox sample accounts of the README (seeded when SEED_SANDBOX_ACCOUNTS=1 or outside
// production): sandboxoldpw (password 100 days old) and sandboxdormant (no login for 400 days).
// Each test uses its own account once, so the tests run in parallel.

const SANDBOX_PASSWORD = 'Sandbox#2026';

async function seeded(request: import('@playwright/test').APIRequestContext): Promise<boolean> {
  const r = await request.get('/api/join/idCheck?loginId=sandboxmember');
  return r.ok() && (await r.json()).available === false;
}

test('a password older than 90 days: /login/guide offers 변경하기 or 다음에 변경 (then the return address)', async ({ page, request, errors }) => {
  expect(await seeded(request), 'the e2e server seeds the sandbox accounts (SEED_SANDBOX_ACCOUNTS=1 in start-server.mjs)').toBe(true);
  await loginThroughPage(page, 'sandboxoldpw', SANDBOX_PASSWORD, `/login?returnUrl=${encodeURIComponent('/center/gd')}`);
  await waitForPage(page, 'login-guide');
  await expect(page.getByText('비밀번호를 바꾼 지 90일이 지났습니다.')).toBeVisible();
  await expect(page.locator('.user-links__name').first()).toContainText('박변경');
  await page.getByRole('button', { name: '변경하기' }).click();
  await expect(field(page, '현재 비밀번호')).toBeVisible();
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await expect(page.locator('[data-error-summary]')).toBeFocused();
  await expect(page.locator('[data-error-summary]')).toContainText('현재 비밀번호를 입력해 주세요.');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '다음에 변경' }).click();
  await expect(page).toHaveURL(/\/center\/gd$/);
  expect(realErrors(errors)).toEqual([]);
});

test('a dormant account: /login/guide/rmv releases it with verification, then login works', async ({ page, request, errors }) => {
  test.setTimeout(90_000);
  expect(await seeded(request), 'the e2e server seeds the sandbox accounts (SEED_SANDBOX_ACCOUNTS=1 in start-server.mjs)').toBe(true);
  await loginThroughPage(page, 'sandboxdormant', SANDBOX_PASSWORD);
  await waitForPage(page, 'login-guide-rmv');
  await expect(page.locator('[data-dormant-id]')).toHaveText('sandboxdormant');
  expect((await (await page.request.get('/api/login/status')).json()).authenticated).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
  await verifyBySms(page, { name: '이휴면', birthDate: '19750505', mobileNo: '01023456789', gender: 'F' });
  await waitForPage(page, 'login');
  await expect(page.getByText('휴면 상태를 풀었습니다. 아이디와 비밀번호로 다시 로그인해 주세요.')).toBeVisible();
  await field(page, '아이디').fill('sandboxdormant');
  await field(page, '비밀번호').fill(SANDBOX_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.locator('.user-links__name').first()).toContainText('이휴면');
  expect(realErrors(errors)).toEqual([]);
});

test('find ID: verification shows the masked ID with its join date', async ({ page, request, errors }) => {
  test.setTimeout(90_000);
  expect(await seeded(request), 'the e2e server seeds the sandbox accounts (SEED_SANDBOX_ACCOUNTS=1 in start-server.mjs)').toBe(true);
  await page.goto('/login');
  await page.getByRole('link', { name: '아이디 찾기' }).click();
  await waitForPage(page, 'login-search-id');
  await verifyBySms(page, { name: '김샌드', birthDate: '19800101', mobileNo: '01012345678', gender: 'M' });
  await expect(page.locator('[data-masked-id]')).toHaveText('sa*********er');
  await expect(page.getByRole('heading', { name: '회원님의 아이디입니다' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(realErrors(errors)).toEqual([]);
});

test('keyboard only: log in with the keyboard; with a controlled clock the idle session ends after 30 minutes', async ({ page, request, errors }) => {
  test.setTimeout(90_000);
  expect(await seeded(request), 'the e2e server seeds the sandbox accounts (SEED_SANDBOX_ACCOUNTS=1 in start-server.mjs)').toBe(true);
  await page.clock.install();
  await page.goto('/login?returnUrl=%2Fmy%2Finfo%2Fcheck');
  await waitForPage(page, 'login');
  await field(page, '아이디').focus();
  await page.keyboard.type('sandboxmember');
  await page.keyboard.press('Tab');
  await expect(field(page, '비밀번호')).toBeFocused();
  await page.keyboard.type(SANDBOX_PASSWORD);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '보기 비밀번호' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('아이디 저장')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await waitForPage(page, 'my-recheck');
  await expect(page.locator('.user-links__name').first()).toContainText('김샌드');
  expect((await (await page.request.get('/api/login/status')).json()).authenticated).toBe(true);

  // idle: the shell's 30-minute timer signs out locally and on the server
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('25:05');
  // the warning's lazily loaded dialog must be in before the clock jumps again (its chunk-load
  // timeout runs on the same fake clock)
  await expect(page.getByRole('alertdialog', { name: '로그인 시간 만료 예정' })).toBeVisible();
  const logoutCall = page.waitForRequest((r) => r.url().endsWith('/api/logout') && r.method() === 'POST');
  await page.clock.fastForward('05:00');
  await logoutCall;
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  expect((await (await page.request.get('/api/login/status')).json()).authenticated).toBe(false);
  // (no console check here: fast-forwarding 30 minutes also fires the load timeout of the shell's
  // lazily loaded dialog stylesheet — a clock artefact of the shell, see session-timer.spec.ts)
  expect(realErrors(errors).filter((e) => !/Loading css chunk \d+ failed/.test(e))).toEqual([]);
});
