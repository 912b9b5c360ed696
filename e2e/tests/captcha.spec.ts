import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeAtWidths, field, newPerson, realErrors, waitForPage } from './member-helpers';

// 자동 입력 방지 문자 (issue 35): the sample page against the real server, and the guest verification
// asking for it after three failures in one browser, keeping everything typed.

/** The digits a person reads off the picture: the challenge id from the image address, the digits from the test-only reader. */
async function digitsOf(page: Page, scope: Locator): Promise<string> {
  const img = scope.locator('[data-captcha] img');
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  const src = (await img.getAttribute('src')) ?? '';
  const id = /\/api\/captcha\/([^/]+)\/image$/.exec(src)?.[1];
  expect(id, src).toBeTruthy();
  const res = await page.request.get(`/api/test/captcha/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { answer: string }).answer;
}

const wrong = (digits: string) => [...digits].map((d) => String((Number(d) + 1) % 10)).join('');

test('sample: the picture, its sound, a new one by keyboard, a wrong and a right answer checked by the server', async ({ page, errors }) => {
  test.setTimeout(90_000);
  await page.goto('/sample/CaptchaSample');
  await waitForPage(page, 'sample-captcha');
  const form = page.locator('form');
  const first = await digitsOf(page, form);
  await expect(form.getByRole('img', { name: /자동 입력 방지 문자 그림: 숫자 5자리/ })).toBeVisible();

  // the sound is a WAV of the same challenge
  const audioSrc = await form.locator('[data-captcha] audio').getAttribute('src');
  const sound = await page.request.get(audioSrc!);
  expect(sound.headers()['content-type']).toBe('audio/wav');
  expect((await sound.body()).subarray(0, 4).toString()).toBe('RIFF');
  await form.getByRole('button', { name: '소리로 듣기' }).click();
  await expect(page.getByRole('status').filter({ hasText: /숫자를 읽어 드립니다|소리를 재생하지 못했습니다/ })).toBeAttached();

  // 새 문자 받기 by keyboard: a new picture, announced
  const img = form.locator('[data-captcha] img');
  const before = await img.getAttribute('src');
  await form.getByRole('button', { name: '새 문자 받기' }).focus();
  await page.keyboard.press('Enter');
  await expect(img).not.toHaveAttribute('src', before!);
  await expect(page.getByText('새 자동 입력 방지 문자를 받았습니다.')).toBeAttached();
  // the old challenge is still open (a new one does not spend it) but it is not on the page
  expect(first).toMatch(/^\d{5}$/);

  // empty, then wrong: the summary takes focus and names the field; a new challenge replaces the spent one
  await page.getByRole('button', { name: '확인하기' }).click();
  await expect(page.locator('[data-error-summary]')).toBeFocused();
  await expect(page.locator('[data-error-summary]')).toContainText('자동 입력 방지 문자에 그림의 숫자 5자리를 입력해 주세요.');
  const second = await digitsOf(page, form);
  const spent = await img.getAttribute('src');
  await field(form, '자동 입력 방지 문자').fill(wrong(second));
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-error-summary]')).toContainText('자동 입력 방지 문자가 맞지 않습니다');
  await expect(field(form, '자동 입력 방지 문자')).toHaveAttribute('aria-invalid', 'true');
  await expect(img).not.toHaveAttribute('src', spent!);

  const third = await digitsOf(page, form);
  await field(form, '자동 입력 방지 문자').fill(third);
  await page.getByRole('button', { name: '확인하기' }).click();
  await expect(page.getByRole('heading', { name: '맞습니다' })).toBeFocused();
  await axeAtWidths(page, 'sample-captcha');
  expect(realErrors(errors)).toEqual([]);
});

test('guest verification: after three failures the CAPTCHA appears, what was typed stays, and the right digits let the code through', async ({ page, errors }) => {
  test.setTimeout(120_000);
  const person = newPerson();
  await page.goto('/login/gst/agreement');
  await waitForPage(page, 'login-gst-agreement');
  await page.getByLabel(/비회원 개인정보 수집·이용에 동의합니다/).check();
  await page.getByRole('button', { name: '동의하고 본인확인' }).click();
  await waitForPage(page, 'login-gst');
  const scope = page.locator('[data-verify]');
  await field(scope, '통신사').selectOption('SKT');
  await scope.getByRole('radio', { name: person.gender === 'M' ? '남자' : '여자' }).check();
  await field(scope, '생년월일').fill(person.birthDate);
  // the sandbox provider does not know '오류': three mismatches in this browser (three phones: each phone waits 30 s between requests)
  await field(scope, '이름').fill('오류');
  for (let i = 0; i < 3; i++) {
    await field(scope, '휴대전화 번호').fill(newPerson().mobileNo);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/verify/request'),
      scope.getByRole('button', { name: '인증번호 받기' }).click(),
    ]);
    expect(((await answer.json()) as { code?: string }).code).toBe('IDENTITY_MISMATCH');
  }
  await field(scope, '이름').fill(person.name);
  await field(scope, '휴대전화 번호').fill(person.mobileNo);
  await scope.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.locator('[data-error-summary]')).toContainText('자동 입력 방지 확인이 필요합니다');
  // nothing typed was lost
  await expect(field(scope, '이름')).toHaveValue(person.name);
  await expect(field(scope, '휴대전화 번호')).toHaveValue(person.mobileNo);
  const digits = await digitsOf(page, scope);
  await field(scope, '자동 입력 방지 문자').fill(digits);
  await scope.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(scope.locator('[data-sandbox-code]')).toBeVisible();
  const code = (await scope.locator('[data-sandbox-code]').textContent())?.trim() ?? '';
  await field(scope, '인증번호').fill(code);
  await scope.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.locator('[data-page="main"]')).toBeVisible();
  expect(realErrors(errors)).toEqual([]);
});
