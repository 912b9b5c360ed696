import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, field, joinThroughPages, newLoginId, newPassword, newPerson, realErrors, startSms, verifyBySms, waitForPage } from './member-helpers';
import { docShot } from './screenshots';

// Bad input on the membership forms (Korean message at the field, the summary focused, typed values
// kept), accessibility (axe at 1280 and 360 px) and the screenshots of docs/screenshots/member-*.png.

const summary = (page: Page) => page.locator('[data-error-summary]');
const ALL_AGREED = { TERMS: true, PRIVACY_REQUIRED: true, PRIVACY_OPTIONAL: true, AGE14: true };

async function withJoinState(page: Page) {
  await page.addInitScript((agreements) => {
    if (!sessionStorage.getItem('portal.join')) sessionStorage.setItem('portal.join', JSON.stringify({ mbrTypeCd: '01', agreements }));
    sessionStorage.setItem('portal.guest.agreed', 'true');
  }, ALL_AGREED);
}

test('login: empty and malformed input gives field messages, a focused summary, and keeps what was typed', async ({ page, errors }) => {
  await page.goto('/login');
  await waitForPage(page, 'login');
  await expect(page.locator('[data-remote="membership"]')).toHaveAttribute('data-page-built', 'true');
  await expect(page.getByLabel('아이디 저장')).not.toBeChecked(); // default off (spec)
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page).getByRole('heading', { name: '입력 내용을 확인해 주세요' })).toBeVisible();
  await expect(summary(page)).toContainText('아이디를 입력해 주세요.');
  await expect(summary(page)).toContainText('비밀번호를 입력해 주세요.');
  await expect(field(page, '아이디')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, '아이디')).toHaveAccessibleDescription('아이디를 입력해 주세요.');
  // a link of the summary focuses its field
  await summary(page).getByRole('link', { name: '비밀번호를 입력해 주세요.' }).click();
  await expect(field(page, '비밀번호')).toBeFocused();

  await field(page, '아이디').fill('Hong Gil');
  await field(page, '비밀번호').fill('secret');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page)).toContainText('아이디는 영문 소문자로 시작하는 5~20자의 영문 소문자와 숫자로 입력해 주세요.');
  await expect(field(page, '아이디')).toHaveValue('Hong Gil');
  await expect(field(page, '비밀번호')).toHaveValue('secret');
  // the show/hide toggle
  const toggle = page.getByRole('button', { name: '보기 비밀번호' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(field(page, '비밀번호')).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: '숨기기 비밀번호' })).toHaveAttribute('aria-pressed', 'true');

  // a returnUrl that is not a site path is ignored
  expect(realErrors(errors)).toEqual([]);
});

test('login: "아이디 저장" keeps only the ID, and returnUrl is followed only for site paths', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const person = newPerson();
  const loginId = newLoginId();
  const pw = newPassword();
  const ctx = await browser.newContext();
  await joinThroughPages(await ctx.newPage(), person, loginId, pw);
  await ctx.close();

  await page.goto('/login?returnUrl=%2F%2Fevil.example%2Fx');
  await field(page, '아이디').fill(loginId);
  await field(page, '비밀번호').fill(pw);
  await page.getByLabel('아이디 저장').check();
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.locator('[data-page="main"]')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(Object.values(stored)).toContain(loginId);
  expect(JSON.stringify(stored)).not.toContain(pw);
  await page.getByRole('button', { name: '로그아웃' }).first().click();
  await page.goto('/login/ai');
  await waitForPage(page, 'login');
  await expect(field(page, '아이디')).toHaveValue(loginId);
  await expect(page.getByLabel('아이디 저장')).toBeChecked();
  await field(page, '비밀번호').fill(pw);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/ai$/);
});

test('verification and join form: bad input at each field, summary focused, typed values kept; the server common-password list shows at the field', async ({ page, errors }) => {
  test.setTimeout(120_000);
  await withJoinState(page);
  await page.goto('/join/identify');
  await waitForPage(page, 'join-identify');
  const block = page.locator('[data-verify]');
  await block.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(summary(page)).toBeFocused();
  for (const m of ['통신사를 선택해 주세요.', '이름을 입력해 주세요.', '성별을 선택해 주세요.']) await expect(summary(page)).toContainText(m);
  await field(block, '이름').fill('홍길동');
  await field(block, '생년월일').fill('19991340');
  await field(block, '휴대전화 번호').fill('02-123-4567');
  await block.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(field(block, '생년월일')).toHaveAccessibleDescription(/생년월일이 올바른 날짜가 아닙니다/);
  await expect(field(block, '휴대전화 번호')).toHaveAccessibleDescription(/010-1234-5678 형식으로 입력해 주세요/);
  await expect(field(block, '이름')).toHaveValue('홍길동');
  await expect(field(block, '생년월일')).toHaveValue('19991340');
  await expect(field(block, '휴대전화 번호')).toHaveValue('02-123-4567');
  expect(await axeViolations(page)).toEqual([]);

  // a real verification, then the member form with bad input
  const person = newPerson();
  await page.reload();
  await verifyBySms(page, person);
  await waitForPage(page, 'join-memberinfo');
  await field(page, '아이디').fill('Ab');
  await field(page, '비밀번호').fill('short');
  await field(page, '비밀번호 확인').fill('other');
  await field(page, '전자우편').fill('hong@');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(summary(page)).toBeFocused();
  await expect(field(page, '아이디')).toHaveAccessibleDescription(/아이디는 영문 소문자로 시작하는/);
  await expect(field(page, '비밀번호')).toHaveAttribute('aria-invalid', 'true');
  await expect(summary(page)).toContainText('비밀번호는 영문, 숫자, 특수문자를 모두 넣어 9자 이상으로');
  await expect(summary(page)).toContainText('새 비밀번호와 새 비밀번호 확인이 같지 않습니다.');
  await expect(summary(page)).toContainText('전자우편 주소를 hong@example.kr 형식으로 입력해 주세요.');
  await expect(field(page, '아이디')).toHaveValue('Ab');
  await expect(field(page, '전자우편')).toHaveValue('hong@');
  expect(await axeViolations(page)).toEqual([]);

  // an ID that passes the rule but is not checked yet
  const loginId = newLoginId();
  await field(page, '아이디').fill(loginId);
  await field(page, '비밀번호').fill('l58jkdjp!');
  await field(page, '비밀번호 확인').fill('l58jkdjp!');
  await field(page, '전자우편').fill('');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(summary(page)).toContainText('아이디 중복 확인 버튼을 눌러');
  await page.getByRole('button', { name: '중복 확인' }).click();
  await expect(page.locator('[id$="-loginId-ok"]')).toContainText('사용할 수 있는');
  // a common password passes the browser rule; the server's list refuses it at the field (400)
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(summary(page)).toBeFocused();
  await expect(field(page, '비밀번호')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, '비밀번호')).toHaveValue('l58jkdjp!');
  await expect(field(page, '아이디')).toHaveValue(loginId);
  expect(realErrors(errors)).toEqual([]);
});

test('join agreement: continue only with the required items; 전체 동의 checks all', async ({ page, errors }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('portal.join')) sessionStorage.setItem('portal.join', JSON.stringify({ mbrTypeCd: '01' }));
  });
  await page.goto('/join/agreement');
  await waitForPage(page, 'join-agreement');
  await expect(page.locator('[data-terms]')).toHaveCount(4);
  await expect(page.getByRole('list', { name: '회원가입 단계' }).locator('[aria-current="step"]')).toContainText('약관 동의');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page)).toContainText('이용약관에 동의해 주세요.');
  await expect(summary(page)).toContainText('개인정보 수집·이용(필수)에 동의해 주세요.');
  await page.getByLabel('전체 동의 (선택 항목 포함)').check();
  for (const box of await page.locator('[data-terms] input[type="checkbox"]').all()) await expect(box).toBeChecked();
  await page.getByLabel('전체 동의 (선택 항목 포함)').uncheck();
  // the required ones only
  for (const t of ['TERMS', 'PRIVACY_REQUIRED', 'AGE14']) await page.locator(`[data-terms="${t}"] input[type="checkbox"]`).check();
  await page.getByRole('button', { name: '다음' }).click();
  await waitForPage(page, 'join-identify');
  // a reload keeps the step state
  await page.goBack();
  await waitForPage(page, 'join-agreement');
  await page.reload();
  await waitForPage(page, 'join-agreement');
  await expect(page.locator('[data-terms="TERMS"] input[type="checkbox"]')).toBeChecked();
  await expect(page.locator('[data-terms="PRIVACY_OPTIONAL"] input[type="checkbox"]')).not.toBeChecked();
  expect(realErrors(errors)).toEqual([]);
});

const PUBLIC_PAGES: [string, string][] = [
  ['/join', 'join'],
  ['/join/agreement', 'join-agreement'],
  ['/join/identify', 'join-identify'],
  ['/join/memberinfo', 'join-memberinfo'],
  ['/join/memberinfo/cmptn', 'join-complete'],
  ['/login', 'login'],
  ['/login/ai', 'login'],
  ['/login/anyid', 'login-anyid'],
  ['/login/gst/agreement', 'login-gst-agreement'],
  ['/login/gst', 'login-gst'],
  ['/login/guide/rmv', 'login-guide-rmv'],
  ['/login/search/id', 'login-search-id'],
  ['/login/search/pwd', 'login-search-pwd'],
];

for (const width of [1280, 360]) {
  test(`axe finds nothing on the membership pages at ${width} px, and none shows /ready`, async ({ page, errors }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await withJoinState(page);
    for (const [path, name] of PUBLIC_PAGES) {
      await page.goto(path);
      await waitForPage(page, name);
      await expect(page.locator('[data-page="ready"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page), path).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    // an error state: the login summary
    await page.goto('/login');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(summary(page)).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    expect(realErrors(errors)).toEqual([]);
  });
}

test('screenshots of /login, /join/agreement, /join/identify, /join/memberinfo at 1280 and 360 px (/my/info: member-my-account.spec.ts)', async ({ page }) => {
  test.setTimeout(120_000);
  await withJoinState(page);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await waitForPage(page, 'login');
    await page.waitForLoadState('networkidle');
    await docShot(page, `member-login-${width}`);
    await page.goto('/join/agreement');
    await waitForPage(page, 'join-agreement');
    await page.waitForLoadState('networkidle');
    await docShot(page, `member-join-agreement-${width}`);
    await page.goto('/join/identify');
    await waitForPage(page, 'join-identify');
    await page.waitForLoadState('networkidle');
    await docShot(page, `member-join-identify-${width}`);
  }
  const person = newPerson();
  await page.setViewportSize({ width: 360, height: 900 });
  await page.goto('/join/identify');
  const code = await startSms(page, person);
  await expect(page.locator('[data-verify] [role="timer"]')).toHaveText(/^(3:00|2:5\d)$/);
  await docShot(page, 'member-join-identify-code-360');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await axeViolations(page)).toEqual([]);
  await field(page.locator('[data-verify]'), '인증번호').fill(code);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await waitForPage(page, 'join-memberinfo');
  await field(page, '아이디').fill(newLoginId());
  await page.getByRole('button', { name: '중복 확인' }).click();
  await expect(page.locator('[id$="-loginId-ok"]')).toContainText('사용할 수 있는');
  await field(page, '비밀번호').fill('abc');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await docShot(page, `member-join-memberinfo-${width}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `the member form at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test('loading error with 다시 시도: the terms load again after a failed answer', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('portal.join', JSON.stringify({ mbrTypeCd: '01' })));
  let fail = true;
  await page.route('**/api/join/terms', (route) =>
    fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"잠시 후 다시 시도해 주십시오."}' }) : route.continue(),
  );
  await page.goto('/join/agreement');
  const error = page.locator('[data-load-error]');
  await expect(error).toContainText('약관을 불러오지 못했습니다.');
  fail = false;
  await error.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.locator('[data-terms]')).toHaveCount(4);
});

test('a state-changing call without the right X-XSRF-TOKEN is refused with a Korean message on the page', async ({ page }) => {
  await page.route('**/api/login', (route) => route.continue({ headers: { ...route.request().headers(), 'x-xsrf-token': 'not-the-cookie' } }));
  await page.goto('/login');
  await waitForPage(page, 'login');
  await field(page, '아이디').fill('sandboxmember');
  await field(page, '비밀번호').fill('Sandbox#2026');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.locator('[data-login-failure]')).toContainText(/[가-힣]/);
  await expect(page.locator('[data-login-failure]')).toBeFocused();
  expect((await (await page.request.get('/api/login/status')).json()).authenticated).toBe(false);
  await expect(field(page, '아이디')).toHaveValue('sandboxmember');
});
