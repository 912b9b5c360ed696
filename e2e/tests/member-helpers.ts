import { axeScan } from './axe';
import { expect, type Locator, type Page } from '@playwright/test';
import { post } from './fixtures';
import { docShot } from './screenshots';

// Helpers of the membership and my-account browser tests. Every test makes its own people, phone
// numbers and IDs (random suffix), so tests run in parallel and can be repeated on one database.

const SYLLABLES = '가나다라마바사아자차카타파하민서준지윤도현수영진';
export function uniq(n = 6): string {
  return Math.random().toString(36).slice(2, 2 + n).padEnd(n, '0');
}
export interface Person {
  name: string;
  birthDate: string;
  mobileNo: string;
  gender: 'M' | 'F';
}
export function newPerson(): Person {
  const pick = () => SYLLABLES[Math.floor(Math.random() * SYLLABLES.length)];
  const y = 1950 + Math.floor(Math.random() * 50);
  const m = 1 + Math.floor(Math.random() * 12);
  const d = 1 + Math.floor(Math.random() * 28);
  return {
    name: `김${pick()}${pick()}`,
    birthDate: `${y}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}`,
    // 010-2xxx-xxxx .. 010-9xxx-xxxx (never the sandbox's failing 01000000000)
    mobileNo: `010${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    gender: Math.random() < 0.5 ? 'M' : 'F',
  };
}
export const newLoginId = () => `t${uniq(8)}`;
export { newPassword } from './new-password';

/** A field by its visible label ('(필수)'/'(선택)' markers follow the label text). */
export function field(scope: Page | Locator, label: string): Locator {
  return scope
    .getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\(필수\\)|\\(선택\\))?$`))
    .and(scope.locator('input, select, textarea'));
}

/** The console errors of a test without the browser's own lines about 4xx answers the test asked for. */
export function realErrors(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of (4\d\d)/.test(e));
}

export async function waitForPage(page: Page, name: string) {
  await expect(page.locator(`[data-page="${name}"]`)).toBeVisible({ timeout: 15_000 });
}

/**
 * Presses the request button; when the same phone asked less than 30 s ago (RESEND_TOO_SOON), the page
 * says so, and the test lets that phone's wait pass (POST /api/test/age with mobileNo: the wait itself
 * is an API test) before pressing again.
 */
async function requestCode(scope: Locator, button: RegExp, mobileNo: string) {
  const page = scope.page();
  for (let i = 0; i < 3; i++) {
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/verify/request'),
      scope.getByRole('button', { name: button }).click(),
    ]);
    if (answer.ok()) {
      await expect(scope.getByText('이 화면은 시험용 본인확인(샌드박스)입니다. 실제 문자는 보내지 않습니다.')).toBeVisible();
      return;
    }
    const body = (await answer.json()) as { code?: string; retryAfterSeconds?: number };
    expect(body.code, `verify request answered ${answer.status()}`).toBe('RESEND_TOO_SOON');
    await expect(scope.getByRole('alert').filter({ hasText: /초 뒤에 다시 받을 수 있습니다/ })).toBeVisible();
    const aged = await post(page.request, '/api/test/age', { seconds: (body.retryAfterSeconds ?? 30) + 1, mobileNo });
    expect(aged.ok(), `test clock: ${aged.status()}`).toBe(true);
  }
  throw new Error('verification request kept being refused');
}

/** Fills the 휴대폰 본인확인 block and asks for the code; returns the code the sandbox panel shows. */
export async function startSms(page: Page, person: Person, scope: Locator = page.locator('[data-verify]')): Promise<string> {
  await expect(scope).toBeVisible();
  const smsChoice = scope.getByRole('radio', { name: /휴대폰 본인확인/ });
  if (await smsChoice.count()) await smsChoice.check();
  await field(scope, '통신사').selectOption('SKT');
  await field(scope, '이름').fill(person.name);
  await field(scope, '생년월일').fill(person.birthDate);
  await scope.getByRole('radio', { name: person.gender === 'M' ? '남자' : '여자' }).check();
  await field(scope, '휴대전화 번호').fill(person.mobileNo);
  await requestCode(scope, /^인증번호 (받기|재전송)$/, person.mobileNo);
  const code = (await scope.locator('[data-sandbox-code]').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** 휴대폰 본인확인 end to end: the code of the sandbox panel typed into the code field, then 확인. */
export async function verifyBySms(page: Page, person: Person, scope: Locator = page.locator('[data-verify]')) {
  const code = await startSms(page, person, scope);
  await field(scope, '인증번호').fill(code);
  await scope.getByRole('button', { name: '확인', exact: true }).click();
}

/** Fills the 간편인증 block, asks the app, answers in the sandbox panel, then presses 인증 완료. */
export async function verifyBySimple(page: Page, person: Person, approve = true, scope: Locator = page.locator('[data-verify]')) {
  await expect(scope).toBeVisible();
  const simpleChoice = scope.getByRole('radio', { name: /간편인증/ });
  if (await simpleChoice.count()) await simpleChoice.check();
  await scope.getByRole('radio', { name: '카카오톡' }).check();
  await field(scope, '이름').fill(person.name);
  await field(scope, '생년월일').fill(person.birthDate);
  await field(scope, '휴대전화 번호').fill(person.mobileNo);
  await requestCode(scope, /^인증 (다시 )?요청$/, person.mobileNo);
  await expect(scope.getByText('카카오톡 앱에서 인증을 승인해 주세요.')).toBeVisible();
  await expect(scope.getByText('샌드박스: 휴대전화 앱 대신')).toBeVisible();
  await scope.getByRole('button', { name: approve ? '승인' : '거절', exact: true }).click();
  await expect(scope.getByText(approve ? '앱에서 승인했습니다. 인증 완료를 눌러 주세요.' : '앱에서 거절했습니다.')).toBeVisible();
  await scope.getByRole('button', { name: '인증 완료' }).click();
}

/** The whole join journey through the pages; ends on /join/memberinfo/cmptn. */
export async function joinThroughPages(page: Page, person: Person, loginId: string, password: string) {
  await page.goto('/join');
  await waitForPage(page, 'join');
  await page.getByRole('radio', { name: /일반회원/ }).check();
  await page.getByRole('button', { name: '다음' }).click();
  await waitForPage(page, 'join-agreement');
  await page.getByLabel('전체 동의 (선택 항목 포함)').check();
  await page.getByRole('button', { name: '다음' }).click();
  await waitForPage(page, 'join-identify');
  await verifyBySms(page, person);
  await waitForPage(page, 'join-memberinfo');
  await field(page, '아이디').fill(loginId);
  await page.getByRole('button', { name: '중복 확인' }).click();
  await expect(page.locator('[id$="-loginId-ok"]')).toContainText('사용할 수 있는');
  await field(page, '비밀번호').fill(password);
  await field(page, '비밀번호 확인').fill(password);
  await expect(field(page, '휴대전화 번호')).toHaveValue(person.mobileNo.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1-$2-$3'));
  await page.getByRole('button', { name: '가입하기' }).click();
  await waitForPage(page, 'join-complete');
  await expect(page.locator('[data-login-id]')).toHaveText(loginId);
}

export async function loginThroughPage(page: Page, loginId: string, password: string, path = '/login') {
  await page.goto(path);
  await waitForPage(page, 'login');
  await field(page, '아이디').fill(loginId);
  await field(page, '비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

export async function logoutThroughHeader(page: Page) {
  await page.getByRole('button', { name: '로그아웃' }).first().click();
  await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();
}

export async function axeViolations(page: Page) {
  return (await axeScan(page)).map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/** axe at 1280 and 360 px, with a full-page screenshot of each into docs/screenshots/{name}-{width}.png. */
export async function axeAtWidths(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    expect(await axeViolations(page), `axe ${name} at ${width}`).toEqual([]);
    await docShot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Presses Tab until `target` has focus (a keyboard user's way to a control), at most `max` times. */
export async function tabTo(page: Page, target: Locator, max: number) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('focus never reached the control by Tab');
}
