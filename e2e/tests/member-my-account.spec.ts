import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, field, joinThroughPages, loginThroughPage, newLoginId, newPassword, newPerson, realErrors, startSms, verifyBySms, waitForPage, type Person } from './member-helpers';
import { docShot, docShotsWanted } from './screenshots';

// The account pages of my page against the real server: password re-check, my info (contact,
// consents, mobile change), password change and withdrawal forms with bad input; axe at 1280/360.

const summary = (page: Page) => page.locator('[data-error-summary]');

async function member(browser: Browser): Promise<{ person: Person; loginId: string; pw: string }> {
  const person = newPerson();
  const loginId = newLoginId();
  const pw = newPassword();
  const ctx = await browser.newContext();
  await joinThroughPages(await ctx.newPage(), person, loginId, pw);
  await ctx.close();
  return { person, loginId, pw };
}

test('my info: sign-in first, the password re-check, edits with bad and good input, mobile change by verification', async ({ page, browser, errors }) => {
  test.setTimeout(150_000);
  const { person, loginId, pw } = await member(browser);

  // anonymous: the shell sends /my/info to the login page with a returnUrl
  await page.goto('/my/info');
  await waitForPage(page, 'login');
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/my/info');
  await field(page, '아이디').fill(loginId);
  await field(page, '비밀번호').fill(pw);
  await page.getByRole('button', { name: '로그인', exact: true }).click();

  // signed in but not re-checked: back to /my/info/check with the reason
  await waitForPage(page, 'my-recheck');
  await expect(page).toHaveURL(/\/my\/info\/check$/);
  await expect(page.getByText('개인정보를 보호하기 위해 비밀번호를 다시 확인해 주세요.')).toBeVisible();
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page)).toContainText('비밀번호를 입력해 주세요.');
  await field(page, '현재 비밀번호').fill('not-my-password');
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(field(page, '현재 비밀번호')).toHaveAttribute('aria-invalid', 'true');
  await expect(summary(page)).toBeFocused();
  await expect(field(page, '현재 비밀번호')).toHaveValue('not-my-password');
  await field(page, '현재 비밀번호').fill(pw);
  await page.getByRole('button', { name: '확인', exact: true }).click();

  await waitForPage(page, 'my-info');
  await expect(page.locator('[data-my-login-id]')).toHaveText(loginId);
  await expect(page.locator('#main-content').getByText(person.name, { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  for (const width of docShotsWanted ? [1280, 360] : []) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await docShot(page, `member-my-info-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // bad e-mail, and e-mail notices without an address
  await field(page, '전자우편').fill('hong@example');
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(summary(page)).toBeFocused();
  await expect(field(page, '전자우편')).toHaveAccessibleDescription(/전자우편 주소를 hong@example.kr 형식으로 입력해 주세요/);
  await expect(field(page, '전자우편')).toHaveValue('hong@example');
  await field(page, '전자우편').fill(`${loginId}@example.kr`);
  await page.getByLabel(/전자우편 알림 받기/).check();
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByText('회원정보를 저장했습니다.')).toBeVisible();
  await page.reload();
  await waitForPage(page, 'my-info');
  await expect(field(page, '전자우편')).toHaveValue(`${loginId}@example.kr`);
  await expect(page.getByLabel(/전자우편 알림 받기/)).toBeChecked();

  // a new mobile number, verified for the same person
  const newMobile = `010${String(20000000 + Math.floor(Math.random() * 7e7))}`;
  await page.getByRole('button', { name: '휴대전화 번호 변경' }).click();
  const block = page.locator('[data-verify="MOBILE"]');
  await expect(field(block, '이름')).toHaveValue(person.name);
  await verifyBySms(page, { ...person, mobileNo: newMobile }, block);
  const formatted = newMobile.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1-$2-$3');
  await expect(page.getByText(`휴대전화 번호를 ${formatted}(으)로 바꿨습니다.`)).toBeVisible();
  await expect(page.locator('[data-my-mobile]')).toHaveText(formatted);
  expect(realErrors(errors)).toEqual([]);
});

test('password change and withdrawal forms: bad input at the fields, summary focused, typed values kept; axe at 1280 and 360', async ({ page, browser, errors }) => {
  test.setTimeout(150_000);
  const { loginId, pw } = await member(browser);
  await loginThroughPage(page, loginId, pw, `/login?returnUrl=${encodeURIComponent('/my/pswd/check')}`);
  await waitForPage(page, 'my-recheck');
  await field(page, '현재 비밀번호').fill(pw);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await waitForPage(page, 'my-pswd');

  await field(page, '새 비밀번호').fill(`${loginId}!1a`);
  await expect(field(page, '새 비밀번호')).toHaveAccessibleDescription(/비밀번호에 아이디를 넣을 수 없습니다/); // live hint
  await field(page, '새 비밀번호 확인').fill('different');
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page)).toContainText('비밀번호에 아이디를 넣을 수 없습니다.');
  await expect(summary(page)).toContainText('새 비밀번호와 새 비밀번호 확인이 같지 않습니다.');
  await expect(field(page, '새 비밀번호 확인')).toHaveValue('different');
  // the same password as now is refused by the server at the field
  await field(page, '새 비밀번호').fill(pw);
  await field(page, '새 비밀번호 확인').fill(pw);
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await expect(summary(page)).toContainText('지금 쓰는 비밀번호와 다른 비밀번호를 입력해 주세요.');
  await expect(field(page, '새 비밀번호')).toHaveValue(pw);

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, name] of [
      ['/my/pswd', 'my-pswd'],
      ['/my/info/check', 'my-recheck'],
      ['/my/pswd/check', 'my-recheck'],
      ['/my/info', 'my-info'],
      ['/my/whdwl', 'my-whdwl'],
    ] as const) {
      await page.goto(path);
      await waitForPage(page, name);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), `${path} at ${width}`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} at ${width} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }

  // withdrawal: nothing chosen
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(summary(page)).toBeFocused();
  for (const m of ['탈퇴 사유를 선택해 주세요.', '비밀번호를 입력해 주세요.', '탈퇴 안내를 확인했다는 항목에 표시해 주세요.']) await expect(summary(page)).toContainText(m);
  await page.getByRole('radio', { name: '기타' }).check();
  await field(page, '비밀번호').fill('wrong-password');
  await page.getByLabel(/탈퇴하면 되돌릴 수 없다는 것을 확인했습니다/).check();
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(summary(page)).toContainText('기타를 고르셨다면 탈퇴 사유를 입력해 주세요.');
  await field(page, '기타 사유').fill('시험용 탈퇴 사유');
  await page.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(field(page, '비밀번호')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, '기타 사유')).toHaveValue('시험용 탈퇴 사유');
  expect(await axeViolations(page)).toEqual([]);
  // still a member
  expect((await (await page.request.get('/api/login/status')).json()).authenticated).toBe(true);
  expect(realErrors(errors)).toEqual([]);
});

/** POST /api/test/age (PORTAL_TEST_CLOCK=1 only): time passes for this browser alone. */
async function age(page: Page, seconds: number): Promise<boolean> {
  return page.evaluate(async (s) => {
    const xsrf = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '');
    const r = await fetch('/api/test/age', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf }, body: JSON.stringify({ seconds: s }) });
    return r.ok;
  }, seconds);
}

test('with a controlled clock: an expired code, an expired re-check, an idle session end', async ({ page, browser, errors }) => {
  test.setTimeout(150_000);
  const { person, loginId, pw } = await member(browser);
  await loginThroughPage(page, loginId, pw, `/login?returnUrl=${encodeURIComponent('/my/info/check')}`);
  await waitForPage(page, 'my-recheck');
  expect(await age(page, 1), 'the e2e server runs with the test clock (PORTAL_TEST_CLOCK=1 in start-server.mjs)').toBe(true);
  await field(page, '현재 비밀번호').fill(pw);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await waitForPage(page, 'my-info');

  // a code typed after its 3 minutes: the message at the code field
  await page.getByRole('button', { name: '휴대전화 번호 변경' }).click();
  const block = page.locator('[data-verify="MOBILE"]');
  const code = await startSms(page, { ...person, mobileNo: `010${String(20000000 + Math.floor(Math.random() * 7e7))}` }, block);
  expect(await age(page, 181)).toBe(true);
  await field(block, '인증번호').fill(code);
  await block.getByRole('button', { name: '확인', exact: true }).click();
  await expect(field(block, '인증번호')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(block, '인증번호')).toHaveAccessibleDescription(/인증 시간 3분이 지났습니다/);
  await expect(field(block, '인증번호')).toHaveValue(code);

  // the re-check holds 10 minutes: then /my/info sends back to the check with the reason
  expect(await age(page, 600)).toBe(true);
  await page.reload();
  await waitForPage(page, 'my-recheck');
  await expect(page).toHaveURL(/\/my\/info\/check$/);
  await expect(page.getByText('개인정보를 보호하기 위해 비밀번호를 다시 확인해 주세요.')).toBeVisible();

  // 30 minutes without a request: the server session is over; member pages go to the login
  expect(await age(page, 1801)).toBe(true);
  expect((await (await page.request.get('/api/login/status')).json()).authenticated).toBe(false);
  await page.goto('/my/info');
  await waitForPage(page, 'login');
  expect(realErrors(errors)).toEqual([]);
});
