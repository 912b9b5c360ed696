import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, post, test } from './fixtures';
import { realErrors } from './member-helpers';
import { ADMIN_MOTION, adminAxe } from './admin-helpers';
import { staffLogin } from './cyber-helpers';

test.use(ADMIN_MOTION);

// The back office's sign-in (issue 34) as a staff member meets it: ID and password, the authenticator
// enrolled from the QR page's setup key, the recovery codes shown once, the staff frame marked as a
// staff session; signing out and in again with the app's next code; a recovery code once; a citizen
// session never opens the back office. The TOTP codes are computed here from RFC 6238 (HMAC-SHA-1,
// 30 s, 6 digits), independently of the server's library, at the server's own (test) clock.

const STAFF_ID = 'sandboxkcab';
const PASSWORD = 'Sandbox#2026';

function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
}

function totp(secret: string, at: Date, stepOffset = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 30_000) + stepOffset));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const o = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The server's clock now (the browser suite's server runs on a test clock). */
async function serverNow(request: APIRequestContext): Promise<Date> {
  const r = await post(request, '/api/test/clock', { advanceSeconds: 0 });
  return new Date((await r.json()).now);
}

/**
 * Sign-out lands on the bare sign-in, and nothing after the sign-out call asks again who is signed in:
 * a frame still mounted that got 401 there would send the sign-in back to itself (`?returnUrl=`),
 * which a slow machine makes the last navigation. (The frame's own first question, sent as it mounts,
 * may still be on its way when the button is clicked: only what follows the sign-out call counts.)
 */
async function signOut(page: Page) {
  const sent: string[] = [];
  const onRequest = (r: Request) => {
    const at = new URL(r.url()).pathname;
    if (at === '/api/admin/me' || at === '/api/admin/logout') sent.push(at);
  };
  page.on('request', onRequest);
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByLabel('아이디')).toBeVisible();
  page.off('request', onRequest);
  const after = sent.indexOf('/api/admin/logout');
  expect(after, 'the sign-out call was sent').toBeGreaterThanOrEqual(0);
  expect(sent.slice(after + 1), 'who is signed in, asked again after sign-out').toEqual([]);
}

async function passwordStep(page: Page) {
  await page.getByLabel('아이디').fill(STAFF_ID);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '다음' }).click();
}

test('a staff member enrols the authenticator, keeps the recovery codes, works in the marked staff frame, signs out and in with the next code and once with a recovery code', async ({ page, context, errors }) => {
  test.setTimeout(120_000);
  const { enrolCode } = await (await post(context.request, '/api/test/staff-totp-reset', { loginId: STAFF_ID })).json();
  await page.goto('/admin/account');
  // no staff session: the sign-in, coming back here
  await expect(page).toHaveURL(/\/admin\/login\?returnUrl=%2Fadmin%2Faccount/);
  await expect(page.getByRole('heading', { level: 1, name: '직원 로그인' })).toBeVisible();
  await adminAxe(page, 'sign-in');

  // a wrong password is said on the form, nothing typed is lost
  await page.getByLabel('아이디').fill(STAFF_ID);
  await page.getByLabel('비밀번호', { exact: true }).fill('Wrong#2026x');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByRole('alert').first()).toContainText(/비밀번호|아이디/);
  await expect(page.getByLabel('아이디')).toHaveValue(STAFF_ID);

  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '다음' }).click();
  // the enrolment code the manager handed over: a wrong one is said on its field, and no QR code shows
  await page.getByLabel('인증 앱 등록 코드').fill('ABCDE-12345');
  await page.getByRole('button', { name: '인증 앱 등록 시작' }).click();
  await expect(page.getByText(/등록 코드가 맞지 않습니다/)).toBeVisible();
  await expect(page.getByRole('img', { name: /인증 앱 등록용 QR 코드/ })).toHaveCount(0);
  await expect(page.getByLabel('인증 앱 등록 코드')).toHaveValue('ABCDE-12345');
  await adminAxe(page, 'enrolment code');
  await page.getByLabel('인증 앱 등록 코드').fill(enrolCode);
  await page.getByRole('button', { name: '인증 앱 등록 시작' }).click();
  await expect(page.getByRole('img', { name: /인증 앱 등록용 QR 코드/ })).toBeVisible();
  const secret = (await page.locator('.bo-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await adminAxe(page, 'enrolment');

  // a wrong code first: the field says so
  await page.getByLabel('인증 앱의 6자리 코드').fill('12345');
  await page.getByRole('button', { name: '등록하고 로그인' }).click();
  await expect(page.getByText('인증 코드는 인증 앱에 표시된 6자리 숫자입니다.')).toBeVisible();
  const enrolledAt = await serverNow(context.request);
  await page.getByLabel('인증 앱의 6자리 코드').fill(totp(secret, enrolledAt));
  await page.getByRole('button', { name: '등록하고 로그인' }).click();

  // the recovery codes, once
  const codes = page.getByRole('list', { name: '복구 코드' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allInnerTexts()).map((c) => c.trim());
  const go = page.getByRole('button', { name: '업무 시작' });
  await expect(go).toBeDisabled();
  await page.getByText('복구 코드를 안전한 곳에 보관했습니다.').click();
  await go.click();

  // back where the sign-in was asked for, in the staff frame
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: '내 계정과 2단계 인증' })).toBeVisible();
  await expect(page.locator('[data-staff-session="true"]')).toContainText('직원 업무 화면');
  await expect(page.locator('[data-staff-session="true"]')).toContainText(/남은 시간 1[45]:\d\d/);
  await expect(page.getByText('10개')).toBeVisible();
  await adminAxe(page, 'account');

  // sign out, then in with the app's code of a later step (the enrolment's step is spent)
  await signOut(page);
  await passwordStep(page);
  await page.getByLabel('인증 코드 6자리').fill(totp(secret, enrolledAt, 1));
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('[data-staff-session="true"]')).toBeVisible();

  // and once with a recovery code; the same code again is refused
  await signOut(page);
  for (const [i, expectOk] of [[0, true], [1, false]] as const) {
    void i;
    await passwordStep(page);
    await page.getByRole('button', { name: /복구 코드로 로그인/ }).click();
    await page.getByLabel('복구 코드').fill(recovery[0]!);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    if (expectOk) {
      await expect(page).toHaveURL(/\/admin$/);
      await signOut(page);
    } else {
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/login/);
    }
  }
  expect(realErrors(errors).filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
});

test('a sign-out on a slow network, while the frame is still asking who is signed in, lands on the bare sign-in', async ({ page, context }) => {
  await staffLogin(context.request, STAFF_ID);
  await page.goto('/admin');
  await expect(page.locator('[data-staff-session="true"]')).toBeVisible();
  // 연장 asks again who is signed in: that question is held until the session is gone on the server
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/admin/me', async (route) => {
    await held;
    await route.continue().catch(() => undefined); // the page may have given up on it (aborted)
  });
  // the sign-out's answer is slow: the session ends on the server, the held question goes on and comes
  // back 401 while the staff frame is still on screen, then the sign-out's answer arrives
  await page.route('**/api/admin/logout', async (route) => {
    const response = await route.fetch();
    release();
    await new Promise((r) => setTimeout(r, 700));
    await route.fulfill({ response });
  });
  const visited: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) visited.push(f.url());
  });
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/admin/me');
  await page.getByRole('button', { name: '연장' }).click();
  await asked;
  // the held question shows the loading overlay after 300 ms, which stops the pointer, not the keyboard:
  // a keyboard user signs out while it waits (a click would race the overlay's delay)
  await expect(page.locator('[data-loading-blocker]')).toBeVisible();
  await page.getByRole('button', { name: '로그아웃' }).press('Enter');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByLabel('아이디')).toBeVisible();
  // never the sign-in that comes back to the page (a session that ran out), not even on the way
  expect(visited.filter((u) => u.includes('returnUrl'))).toEqual([]);
});

test('a citizen session never opens the back office; staff of one role see their own menu, and another role\'s page says it is not theirs', async ({ page, context }) => {
  await post(context.request, '/api/test/session');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?returnUrl=%2Fadmin/);

  await staffLogin(context.request, 'sandboxeditor');
  await page.goto('/admin/account');
  const menu = page.getByRole('navigation', { name: '직원 업무 메뉴' });
  await expect(menu.getByRole('link', { name: '공지사항' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '사이버상담 답변' })).toHaveCount(0);
  await page.goto('/admin/schedule');
  await expect(page.getByText('이 화면을 볼 권한이 없습니다')).toBeVisible();

  // at 768 px the menu is a button opening a drawer, keyboard first
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/admin/account');
  const open = page.getByRole('button', { name: '메뉴' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: '직원 업무 메뉴' }).getByRole('link', { name: '공지사항' })).toBeVisible();
});

test('an /admin address that is no back-office page answers 404 with the spec’s Page not found; the router’s spellings of a page still open it', async ({ page, errors }) => {
  const res = await page.goto('/admin/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/admin/no-such-page')).toBeVisible();
  await expect(page.getByRole('link', { name: '직원 업무 첫 화면으로 가기' })).toBeVisible();
  await adminAxe(page, 'admin not found');
  // the router matches without regard to case or a trailing slash: the same page as /admin/login
  await page.goto('/ADMIN/Login/');
  await expect(page.getByRole('heading', { level: 1, name: '직원 로그인' })).toBeVisible();
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});
