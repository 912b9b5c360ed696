import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  field,
  joinThroughPages,
  loginThroughPage,
  logoutThroughHeader,
  newLoginId,
  newPassword,
  newPerson,
  realErrors,
  verifyBySimple,
  verifyBySms,
  waitForPage,
} from './member-helpers';

// Membership journeys end to end against the real server (sandbox verification adapter): join,
// login, password change and recovery, withdrawal, one account per person, guest and simple auth.

test('join → logout → login → change password → recover password → login → withdraw', async ({ page, errors }) => {
  test.setTimeout(180_000);
  const person = newPerson();
  const loginId = newLoginId();
  const pw1 = newPassword();
  const pw2 = newPassword();
  const pw3 = newPassword();

  await joinThroughPages(page, person, loginId, pw1);
  await page.getByRole('link', { name: '로그인하기' }).click();
  await waitForPage(page, 'login');

  // login with the new account; the header shows the name
  await loginThroughPage(page, loginId, pw1);
  await expect(page.locator('.user-links__name').first()).toContainText(person.name);
  // a first login has no earlier one to show; the next login shows it (Asia/Seoul) beside the name
  await expect(page.locator('.user-links__last')).toHaveCount(0);
  await logoutThroughHeader(page);
  await loginThroughPage(page, loginId, pw1);
  await expect(page.locator('.user-links__name').first()).toContainText(person.name);
  await expect(page.locator('.user-links__last').first()).toHaveText(/^최근 로그인 \d{4}\. \d{2}\. \d{2}\. \d{2}:\d{2}$/);

  // change the password from my page: re-check, then the new password ends every session
  await page.goto('/my/pswd/check');
  await waitForPage(page, 'my-recheck');
  await field(page, '현재 비밀번호').fill(pw1);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await waitForPage(page, 'my-pswd');
  await field(page, '새 비밀번호').fill(pw2);
  await field(page, '새 비밀번호 확인').fill(pw2);
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await waitForPage(page, 'login');
  await expect(page.getByText('비밀번호를 바꿨습니다. 새 비밀번호로 다시 로그인해 주세요.')).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();
  const status = await (await page.request.get('/api/login/status')).json();
  expect(status.authenticated).toBe(false);

  // the old password no longer works
  await loginThroughPage(page, loginId, pw1);
  await expect(page.locator('[data-login-failure]')).toContainText('비밀번호를 1번 잘못 입력했습니다');

  // recover the password: ID → verification → new password
  await page.getByRole('link', { name: '비밀번호 찾기' }).click();
  await waitForPage(page, 'login-search-pwd');
  await field(page, '아이디').fill(loginId);
  await page.getByRole('button', { name: '다음' }).click();
  await verifyBySms(page, person);
  await field(page, '새 비밀번호').fill(pw3);
  await field(page, '새 비밀번호 확인').fill(pw3);
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await expect(page.getByRole('heading', { name: '새 비밀번호를 정했습니다' })).toBeVisible();
  await page.getByRole('button', { name: '로그인하러 가기' }).click();

  await loginThroughPage(page, loginId, pw3);
  await expect(page.locator('.user-links__name').first()).toContainText(person.name);

  // withdraw
  await page.goto('/my/whdwl');
  await waitForPage(page, 'my-whdwl');
  await page.getByRole('radio', { name: '법률 문제가 해결되었습니다' }).check();
  await field(page, '비밀번호').fill(pw3);
  await page.getByLabel(/탈퇴하면 되돌릴 수 없다는 것을 확인했습니다/).check();
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await waitForPage(page, 'my-whdwl-completion');
  await expect(page.getByText('회원 탈퇴를 마쳤습니다.')).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();
  expect((await (await page.request.get('/api/login/status')).json()).authenticated).toBe(false);

  // the account is gone
  await loginThroughPage(page, loginId, pw3);
  await expect(page.locator('[data-login-failure]')).toBeVisible();
  expect(realErrors(errors)).toEqual([]);
});

test('double click on 가입하기 creates one account (one Idempotency-Key per form); a second join of the same person points to ID search', async ({ page, browser, errors }) => {
  test.setTimeout(150_000);
  const person = newPerson();
  const loginId = newLoginId();
  const pw = newPassword();
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/join') posts.push(r);
  });
  await page.goto('/join');
  await page.getByRole('radio', { name: /일반회원/ }).check();
  await page.getByRole('button', { name: '다음' }).click();
  await page.getByLabel('전체 동의 (선택 항목 포함)').check();
  await page.getByRole('button', { name: '다음' }).click();
  await verifyBySms(page, person);
  await waitForPage(page, 'join-memberinfo');
  await field(page, '아이디').fill(loginId);
  await page.getByRole('button', { name: '중복 확인' }).click();
  await field(page, '비밀번호').fill(pw);
  await field(page, '비밀번호 확인').fill(pw);
  await page.getByRole('button', { name: '가입하기' }).dblclick();
  await waitForPage(page, 'join-complete');
  expect(posts.length).toBeGreaterThanOrEqual(1);
  const keys = new Set(await Promise.all(posts.map(async (r) => (await r.allHeaders())['idempotency-key'])));
  expect(keys.size).toBe(1);
  // the same key again (a retry) answers the same account, not a second one
  const key = [...keys][0];
  const replay = await page.evaluate(
    async ({ key, body }) => {
      const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '');
      const r = await fetch('/api/join', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-XSRF-TOKEN': xsrf }, body });
      return { status: r.status, body: await r.json() };
    },
    { key, body: posts[0].postData() ?? '{}' },
  );
  expect(replay.status).toBe(200);
  expect(replay.body.loginId).toBe(loginId);
  const check = await (await page.request.get(`/api/join/idCheck?loginId=${loginId}`)).json();
  expect(check.available).toBe(false);
  await loginThroughPage(page, loginId, pw);
  await expect(page.locator('.user-links__name').first()).toContainText(person.name);
  expect(realErrors(errors)).toEqual([]);

  // one account per verified person: the same person joining again in another browser
  const second = await browser.newContext();
  const other = await second.newPage();
  await other.goto('/join');
  await other.getByRole('radio', { name: /일반회원/ }).check();
  await other.getByRole('button', { name: '다음' }).click();
  await waitForPage(other, 'join-agreement');
  await other.getByLabel('전체 동의 (선택 항목 포함)').check();
  await other.getByRole('button', { name: '다음' }).click();
  await waitForPage(other, 'join-identify');
  await verifyBySms(other, person);
  const alert = other.getByRole('alert').filter({ hasText: '이미 가입한 분입니다' });
  await expect(alert).toBeVisible();
  await alert.getByRole('link', { name: '아이디 찾기' }).click();
  await waitForPage(other, 'login-search-id');
  await second.close();
});

test('lockout: after 5 wrong passwords the next try waits, with a countdown and the button disabled', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const person = newPerson();
  const loginId = newLoginId();
  const pw = newPassword();
  const ctx = await browser.newContext();
  await joinThroughPages(await ctx.newPage(), person, loginId, pw);
  await ctx.close();

  await page.goto('/login');
  await waitForPage(page, 'login');
  await field(page, '아이디').fill(loginId);
  for (let i = 1; i <= 5; i++) {
    await field(page, '비밀번호').fill(`wrong-${i}`);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page.locator('[data-login-failure]')).toContainText(`비밀번호를 ${i}번 잘못 입력했습니다. 5번 넘게 틀리면 잠시 기다려야 합니다.`);
    await expect(page.locator('[data-login-failure]')).toBeFocused();
  }
  // the typed ID stays
  await expect(field(page, '아이디')).toHaveValue(loginId);
  await field(page, '비밀번호').fill(pw);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.locator('[data-login-failure]')).toContainText('잠시 기다려야 합니다');
  await expect(page.locator('[data-login-failure]')).toContainText(/\d+초 뒤에 다시 시도해 주세요/);
  await expect(page.getByRole('button', { name: /초 뒤에 로그인할 수 있습니다/ })).toBeDisabled();
});

test('guest login: agreement, verification, a guest session with the name in the header', async ({ page, errors }) => {
  test.setTimeout(90_000);
  const person = newPerson();
  await page.goto('/login');
  await page.getByRole('link', { name: '비회원 로그인' }).click();
  await waitForPage(page, 'login-gst-agreement');
  // consent is required
  await page.getByRole('button', { name: '동의하고 본인확인' }).click();
  await expect(page.locator('[data-error-summary]')).toBeFocused();
  await expect(page.locator('[data-error-summary]')).toContainText('비회원 개인정보 수집·이용에 동의해 주세요.');
  await page.getByLabel(/비회원 개인정보 수집·이용에 동의합니다/).check();
  await page.getByRole('button', { name: '동의하고 본인확인' }).click();
  await waitForPage(page, 'login-gst');
  await verifyBySms(page, person);
  await expect(page.locator('[data-page="main"]')).toBeVisible();
  await expect(page.locator('.user-links__name').first()).toContainText(person.name);
  const status = await (await page.request.get('/api/login/status')).json();
  expect(status).toMatchObject({ authenticated: true, mbrTypeCd: '09', memberName: person.name });
  expect(realErrors(errors)).toEqual([]);
});

test('simple authentication: the sandbox app denies, then approves and the member is signed in', async ({ page, browser, errors }) => {
  test.setTimeout(150_000);
  const person = newPerson();
  const ctx = await browser.newContext();
  await joinThroughPages(await ctx.newPage(), person, newLoginId(), newPassword());
  await ctx.close();

  await page.goto('/login?returnUrl=%2Fmy%2Finfo%2Fcheck');
  await page.getByRole('link', { name: '간편인증 로그인' }).click();
  await waitForPage(page, 'login-anyid');
  await expect(page.getByRole('heading', { name: '간편인증', exact: true })).toBeVisible();
  await verifyBySimple(page, person, false);
  await expect(page.getByRole('alert').filter({ hasText: '인증 앱에서 요청을 거절했습니다' }).or(page.getByRole('alert').filter({ hasText: '앱에서 인증을 거절했습니다' }))).toBeVisible();
  // a new request of the same phone within 30 s waits (the helper waits the seconds the page names)
  await verifyBySimple(page, person, true);
  await waitForPage(page, 'my-recheck');
  await expect(page.locator('.user-links__name').first()).toContainText(person.name);
  expect(realErrors(errors)).toEqual([]);
});
