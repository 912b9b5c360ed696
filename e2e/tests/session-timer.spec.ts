import type { Page } from '@playwright/test';
import { expect, shellReady, signIn, test } from './fixtures';

const timerOf = (page: Page) => page.locator('.session-timer [role="timer"]');
async function remaining(page: Page): Promise<number> {
  return Number(await timerOf(page).getAttribute('data-session-remaining'));
}

test('anonymous visitors see no session timer', async ({ page, errors }) => {
  await page.goto('/');
  await shellReady(page);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: '로그인 시간 연장' })).toHaveCount(0);
  await expect(page.locator('.session-timer')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('signed in: the header shows mm:ss counting down from 30:00 with an extend button that resets it', async ({ page, context, errors }) => {
  await page.clock.install();
  await signIn(context);
  await page.goto('/');
  await shellReady(page);
  const group = page.getByRole('group', { name: '로그인 시간' });
  await expect(group).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(group).toContainText(/(30:00|29:5\d)/);
  expect(await remaining(page)).toBeLessThanOrEqual(1800);
  await page.clock.fastForward('10:00');
  await expect(group).toContainText(/(20:00|19:5\d)/);
  expect(await remaining(page)).toBeLessThanOrEqual(1200);
  const extendCall = page.waitForRequest((r) => r.url().endsWith('/api/session/extend') && r.method() === 'POST');
  await page.getByRole('button', { name: '로그인 시간 연장' }).click();
  await extendCall;
  await expect(group).toContainText(/(30:00|29:5\d)/);
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('at 360 px the timer and its extend button stay in the header bar, outside the menu', async ({ page, context, errors }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(context);
  await page.goto('/');
  await shellReady(page);
  const group = page.locator('.site-header__mobile-tools').getByRole('group', { name: '로그인 시간' });
  await expect(group).toBeVisible();
  await expect(group.getByRole('button', { name: '로그인 시간 연장' })).toBeVisible();
  await expect(page.locator('#site-menu')).toBeHidden();
  // one timer on the page, also with the menu open
  await page.getByRole('button', { name: '전체메뉴', exact: true }).click();
  await expect(page.locator('.session-timer')).toHaveCount(1);
  // nothing sticks out of a 360 px screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('5 minutes before expiry a warning alertdialog takes focus; 로그인 연장 extends; Escape keeps the session too', async ({ page, context }) => {
  await page.clock.install();
  await signIn(context);
  await page.goto('/');
  await shellReady(page);
  await expect(timerOf(page)).toBeVisible();
  await page.waitForLoadState('networkidle'); // start-up answers reset the timer: let them land first
  await page.clock.fastForward('24:00');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const warning = page.getByRole('alertdialog', { name: '로그인 시간 만료 예정' });
  // any answer resets the timer, and on a loaded machine a start-up answer can land after the jump:
  // go to 4:55 before whatever the timer says now, as often as a late answer moved it
  await expect(async () => {
    await page.clock.fastForward(Math.max(1, (await remaining(page)) - 295) * 1000);
    await expect(warning).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const extendButton = warning.getByRole('button', { name: '로그인 연장' });
  await expect(extendButton).toBeFocused();
  await expect(warning.getByRole('button', { name: '로그아웃' })).toBeVisible();
  // the description read on opening names the remaining time in words; the countdown is a timer, not a live region
  await expect(warning.locator('[role="timer"]')).toContainText(/4분 5\d초|5분/);
  expect(await warning.locator('[role="timer"]').getAttribute('aria-live')).toBeNull();
  const describedBy = await warning.getAttribute('aria-describedby');
  expect(await page.locator(`#${describedBy}`).textContent()).toContain('남은 시간');

  let extendRequest = page.waitForRequest((r) => r.url().endsWith('/api/session/extend'));
  // its answer resets the timer once more: it must be in before the clock jumps again
  const extendAnswer = page.waitForResponse((r) => r.url().endsWith('/api/session/extend'));
  await extendButton.click();
  await extendRequest;
  await extendAnswer;
  await expect(warning).toHaveCount(0);
  expect(await remaining(page)).toBeGreaterThan(1790);

  // again: Escape means "keep me signed in"
  await page.clock.fastForward('25:05');
  await expect(page.getByRole('alertdialog', { name: '로그인 시간 만료 예정' })).toBeVisible();
  extendRequest = page.waitForRequest((r) => r.url().endsWith('/api/session/extend'));
  await page.keyboard.press('Escape');
  await extendRequest;
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await remaining(page)).toBeGreaterThan(1790);
  await expect(page.getByRole('link', { name: '로그인', exact: true })).toHaveCount(0);
});

test('any answer from the server resets the timer (the interceptor)', async ({ page, context }) => {
  await page.clock.install();
  await signIn(context);
  await page.goto('/');
  await shellReady(page);
  await expect(timerOf(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('10:00');
  await expect.poll(() => remaining(page)).toBeLessThanOrEqual(1200);
  // a navigation asks the server for breadcrumbs: its answer resets the timer
  const answered = page.waitForResponse((r) => r.url().includes('/api/menu/breadcrumbList'));
  await page.getByRole('link', { name: '이용약관' }).click();
  await answered;
  await expect.poll(() => remaining(page)).toBeGreaterThan(1790);
});

test('at zero: local sign-out, POST /api/logout, the notice with 확인; a member page is left', async ({ page, context }) => {
  await page.clock.install();
  await signIn(context);
  await page.goto('/my/main/MyPageInfo');
  await shellReady(page);
  await expect(timerOf(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward('25:05');
  await expect(page.getByRole('alertdialog', { name: '로그인 시간 만료 예정' })).toBeVisible();
  const logoutCall = page.waitForRequest((r) => r.url().endsWith('/api/logout') && r.method() === 'POST');
  await page.clock.fastForward('05:00');
  await logoutCall;
  const notice = page.getByRole('alertdialog', { name: '로그아웃 안내' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('로그인 시간이 만료되어 로그아웃되었습니다.');
  await expect(page.getByRole('alertdialog', { name: '로그인 시간 만료 예정' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
  await expect(notice.getByRole('button', { name: '확인' })).toBeFocused();
  await notice.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(timerOf(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  // the server session is gone too
  const status = await (await page.request.get('/api/login/status')).json();
  expect(status.authenticated).toBe(false);
});

test('로그아웃 in the warning signs out at once, without the expiry notice', async ({ page, context }) => {
  await page.clock.install();
  await signIn(context);
  await page.goto('/');
  await shellReady(page);
  await expect(timerOf(page)).toBeVisible();
  await page.waitForLoadState('networkidle'); // start-up answers reset the timer: let them land first
  await page.clock.fastForward('25:05');
  const warning = page.getByRole('alertdialog', { name: '로그인 시간 만료 예정' });
  const logoutCall = page.waitForRequest((r) => r.url().endsWith('/api/logout'));
  await warning.getByRole('button', { name: '로그아웃' }).click();
  await logoutCall;
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(timerOf(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
});

test('two tabs agree (BroadcastChannel): an extend in one resets the other, a logout in one logs out both', async ({ context }) => {
  await context.clock.install();
  await signIn(context);
  const a = await context.newPage();
  const b = await context.newPage();
  for (const p of [a, b]) {
    await p.goto('/');
    await shellReady(p);
    await expect(timerOf(p)).toBeVisible();
    await p.waitForLoadState('networkidle');
  }
  await context.clock.fastForward('25:05');
  await expect(a.getByRole('alertdialog', { name: '로그인 시간 만료 예정' })).toBeVisible();
  await expect(b.getByRole('alertdialog', { name: '로그인 시간 만료 예정' })).toBeVisible();
  const extended = a.waitForResponse((r) => new URL(r.url()).pathname === '/api/session/extend');
  await a.getByRole('alertdialog').getByRole('button', { name: '로그인 연장' }).click();
  // the answer resets the timers again: wait for it before moving the clock on
  await extended;
  // tab B's warning closes and its timer moves on its own
  await expect(b.getByRole('alertdialog')).toHaveCount(0);
  await expect.poll(() => remaining(b)).toBeGreaterThan(1790);

  // a reset by a server answer in A (a navigation) moves B's timer as well
  await context.clock.fastForward('10:00');
  await expect.poll(() => remaining(b)).toBeLessThan(1300);
  // the route change's three checks each answer (and each answer resets the timers): all of them
  // must be in before the clock moves on, or a late one restarts the 30 minutes
  const checks = ['/api/menu/breadcrumbList', '/api/accessPage', '/api/menu/routeRule'].map((path) =>
    a.waitForResponse((r) => new URL(r.url()).pathname === path && new URL(r.url()).search.includes('trms')),
  );
  await a.getByRole('link', { name: '이용약관' }).click();
  await Promise.all(checks);
  // and the page's remote is in: a chunk still loading when the clock jumps would time out on it
  await expect(a.locator('[data-remote="center"]')).toBeVisible();
  // and so is its data (the policy text): its answer, arriving after the jump, would restart the 30 minutes
  await expect(a.locator('[data-remote="center"]').getByText('제1조').first()).toBeVisible();
  await expect.poll(() => remaining(b)).toBeGreaterThan(1790);

  // a logout in A logs B out
  await context.clock.fastForward('25:05');
  await a.getByRole('alertdialog').getByRole('button', { name: '로그아웃' }).click();
  await expect(timerOf(a)).toHaveCount(0);
  await expect(timerOf(b)).toHaveCount(0);
  await expect(b.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
  await expect(b.getByRole('alertdialog')).toHaveCount(0);
});
