import { expect, signIn, test } from './fixtures';
import { axeAtWidths, realErrors } from './member-helpers';

// Finding help (issue 20): the easy finder leads a single parent in 대구 with unpaid child support to
// 양육비이행관리원 and 한국가정법률상담소 and on to the booking; a tampered address gets Korean words and a
// working form; a one-stop request to two institutions shows as two cases in my page.

test('a single parent in 대구 finds child-support help with the easy finder and reaches the booking', async ({ page, context, errors }) => {
  test.setTimeout(90_000);
  // signed in, so the booking's first step opens rather than the sign-in page
  await signIn(context);
  await page.goto('/myservice/easysearch');
  await expect(page.getByRole('heading', { level: 1, name: '쉬운 서비스 찾기' })).toBeVisible();
  // nothing chosen: the error summary names the question
  await page.locator('[data-finder-submit]').click();
  await expect(page.locator('#finder-problem-error')).toContainText('어떤 일이 있었는지');

  await page.getByRole('radio', { name: /이혼, 양육비/ }).check();
  await page.getByRole('radio', { name: '19~64세' }).check();
  await page.getByLabel('4. 가구 소득 (기준 중위소득 대비)').selectOption('LE50');
  await page.getByRole('checkbox', { name: '한부모(혼자 아이를 키움)' }).check();
  await page.getByLabel('6. 사는 곳 (시·도)').selectOption('22');
  await page.getByLabel('시·군·구').selectOption({ label: '중구' });
  await page.locator('[data-finder-submit]').click();

  // the answers are in the address (codes and bands only) and the results say why each fits
  await expect(page).toHaveURL(/problem=FAMILY/);
  expect(page.url()).toContain('persons=SINGLE_PARENT');
  expect(page.url()).toContain('sigungu=22010');
  const results = page.locator('[data-finder-item]');
  await expect(page.getByRole('heading', { level: 2, name: /맞는 서비스 \d+개/ })).toBeFocused();
  const csa = page.locator('[data-finder-item][data-inst="CSA"]').first();
  await expect(csa).toBeVisible();
  await expect(csa.locator('[data-reasons]')).toContainText('한부모');
  // the best five first; the rest one press away, focus on the first of them
  await expect(results).toHaveCount(5);
  await page.locator('[data-finder-more]').click();
  await expect(page.locator('[data-finder-item]').nth(5).getByRole('link').first()).toBeFocused();
  const lhm = page.locator('[data-finder-item][data-inst="LHM"]').first();
  await expect(lhm).toBeVisible();
  await axeAtWidths(page, 'easysearch');

  // a shared address gives the same result (reload), then on to the booking with 한국가정법률상담소 chosen
  await page.reload();
  await page.locator('[data-finder-more]').click();
  await expect(page.locator('[data-finder-item][data-inst="LHM"]').first()).toBeVisible();
  await expect(page.getByRole('radio', { name: /이혼, 양육비/ })).toBeChecked();
  await page.locator('[data-finder-item][data-inst="LHM"] [data-apply="BOOK"]').first().click();
  await expect(page).toHaveURL(/\/dscsn\/form\/ps1\?.*inst=LHM/);
  await expect(page.getByRole('main').getByRole('region', { name: '기관' })).toContainText('한국가정법률상담소');
  expect(realErrors(errors)).toEqual([]);
});

test('a tampered finder address gets Korean words and a working form', async ({ page }) => {
  await page.goto('/myservice/easysearch?problem=FAMILY&persons=SINGLE_PARENT,ROOT&sigungu=99999');
  const refused = page.locator('[data-finder-refused]');
  await expect(refused).toContainText('알 수 없는');
  // the form keeps what it can and still works
  await expect(page.getByRole('radio', { name: /이혼, 양육비/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '한부모(혼자 아이를 키움)' })).toBeChecked();
  await page.locator('[data-finder-submit]').click();
  await expect(page.locator('[data-finder-item]').first()).toBeVisible();
  await expect(refused).toHaveCount(0);
});

test('a one-stop request to two institutions shows as two cases in my page', async ({ page, context, errors }) => {
  test.setTimeout(90_000);
  await page.goto('/one-stop');
  await expect(page.locator('[data-signin-prompt]')).toContainText('회원만');
  await signIn(context);
  await page.reload();
  const form = page.locator('[data-one-stop-form]');
  await expect(form).toBeVisible();
  // refused in Korean, nothing typed lost
  await page.getByLabel('문제의 종류').selectOption('FAMILY');
  await page.getByRole('textbox', { name: /^제목/ }).fill('양육비를 받지 못합니다');
  await page.getByRole('textbox', { name: /^상담 내용/ }).fill('이혼한 지 1년이 지났는데 전 배우자가 약속한 양육비를 한 번도 보내지 않았습니다. 어떻게 받을 수 있을까요?');
  await page.getByRole('checkbox', { name: /대한법률구조공단/ }).check();
  await page.getByRole('checkbox', { name: /동의합니다/ }).check();
  await page.getByRole('button', { name: '고른 기관에 신청하기' }).click();
  await expect(page.locator('[data-error-summary], .fm-error-summary').first()).toContainText('2곳 이상');
  await expect(page.getByRole('textbox', { name: /^제목/ })).toHaveValue('양육비를 받지 못합니다');
  await axeAtWidths(page, 'one-stop');

  await page.getByRole('checkbox', { name: /한국가정법률상담소/ }).check();
  await page.getByRole('button', { name: '고른 기관에 신청하기' }).dblclick();
  const done = page.locator('[data-one-stop-done]');
  await expect(done).toBeVisible();
  await expect(done.locator('[data-one-stop-case]')).toHaveCount(2);
  const receiptNo = await done.getAttribute('data-one-stop-done');

  await page.getByRole('link', { name: '마이페이지에서 보기' }).click();
  const group = page.locator(`[data-one-stop="${receiptNo}"]`);
  await expect(group).toBeVisible();
  await expect(group.locator('[data-one-stop-case]')).toHaveCount(2);
  await expect(group.locator('[data-one-stop-case="KLAC"]')).toContainText('대한법률구조공단');
  await expect(group.locator('[data-one-stop-case="LHM"]')).toContainText('한국가정법률상담소');
  // each case opens as its own consultation
  await group.locator('[data-one-stop-case="LHM"] a').click();
  await expect(page).toHaveURL(/CybdsnDsctnView\?receiptNo=C/);
  await expect(page.getByText('원스톱 신청').first()).toBeVisible();
  expect(realErrors(errors)).toEqual([]);
});
