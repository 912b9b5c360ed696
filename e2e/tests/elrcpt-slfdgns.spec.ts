import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { axeAtWidths, axeViolations, realErrors } from './member-helpers';

// The legal-aid self-diagnosis (issue 16) against the real server: an eligible and an ineligible
// household (the early result naming the failed limit and the amount over it), the hand-over to the
// application form and to the visit booking, the quick exit by button and by Shift×3, a keyboard-only
// run, the catalogue page, and axe on every route built here at 1280 and 360 px.

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const edit = (page: Page) => page.locator('[data-page="elrcpt-slfdgns-edit"]');
const next = (page: Page) => edit(page).getByRole('button', { name: /^다음:/ });
const NEUTRAL = 'https://www.naver.com/';

async function answerSteps(page: Page, o: { caseLabel: string; inst: RegExp; search?: string; type?: string; size: string; income: string; wage?: string }) {
  await edit(page).getByLabel(o.caseLabel).check();
  await next(page).click();
  await expect(edit(page).getByRole('heading', { name: '2단계: 기관' })).toBeFocused();
  await edit(page).getByRole('radio', { name: o.inst }).check();
  await next(page).click();
  await expect(edit(page).getByRole('heading', { name: '3단계: 구조대상자 유형' })).toBeFocused();
  if (o.search) await edit(page).getByLabel('유형 이름으로 찾기').fill(o.search);
  if (o.type) await edit(page).getByRole('checkbox', { name: o.type, exact: true }).check();
  await next(page).click();
  await edit(page).getByLabel('가구원 수').selectOption(o.size);
  await edit(page).getByLabel('가구 월소득(원)').fill(o.income);
  if (o.wage) await edit(page).getByLabel('최종 3개월 월평균임금(원)').fill(o.wage);
  await edit(page).getByRole('button', { name: '결과 보기' }).click();
  await expect(edit(page).getByRole('heading', { name: '자가진단 결과' })).toBeFocused();
}

const rows = (page: Page) =>
  page.locator('[data-tests] tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-test'), tr.querySelector('td')!.textContent]));

test('an eligible household: 무료, the rows, the documents, and 전자접수 신청 with inst, types and case', async ({ page, context, errors }) => {
  await signIn(context); // the application form and the booking are for signed-in people
  await page.goto('/elrcpt/slfdgns/SlfdgnsInfo');
  await expect(page.getByText('사건에서 이길 수 있는지(승소 가능성)는 판단하지 않습니다')).toBeVisible();
  await page.getByRole('link', { name: '자가진단 시작하기' }).first().click();
  await expect(edit(page)).toBeVisible();
  // nothing chosen: the error summary names the question
  await next(page).click();
  await expect(page.locator('[data-error-summary]')).toContainText('어떤 일을 겪고 있는지 하나를 골라 주세요.');
  await answerSteps(page, { caseLabel: '집·가게 보증금, 전세사기', inst: /^대한법률구조공단/, search: '한부모', type: '한부모가족 보호대상자', size: '3', income: '9000000' });
  await expect(page.locator('[data-result]')).toHaveAttribute('data-result', 'FREE');
  await expect(page.getByText('무료 법률구조 대상으로 보입니다.')).toBeVisible();
  expect(await rows(page)).toEqual([
    ['TYPE', '통과'],
    ['WAGE', '해당 없음'],
    ['INCOME', '해당 없음'],
  ]);
  await expect(page.locator('[data-documents]')).toContainText('한부모가족 증명서');
  await expect(page.locator('[data-documents]')).toContainText('주민등록표 등본');
  await expect(page.getByText('승소 가능성)는 판단하지 않으며')).toBeVisible();
  const aply = page.locator('[data-aply-link]');
  await expect(aply).toHaveAttribute('href', '/elrcpt/aply?inst=KLAC&types=ECON_SINGLEPARENT&case=LEASE&from=slfdgns');
  await axeAtWidths(page, 'elrcpt-slfdgns-result-eligible');
  await aply.click();
  await expect(page).toHaveURL(/\/elrcpt\/aply\?inst=KLAC&types=ECON_SINGLEPARENT&case=LEASE&from=slfdgns$/);
  expect(page.url()).not.toMatch(/householdSize|monthlyIncome|9000000/);
  expect(realErrors(errors)).toEqual([]);
});

test('an ineligible household: the early result names the failed limit and the amount over it; booking carries the answers', async ({ page, context, errors }) => {
  await signIn(context);
  await page.goto('/elrcpt/slfdgns/SlfdgnsEdit');
  await answerSteps(page, { caseLabel: '집·가게 보증금, 전세사기', inst: /^대한법률구조공단/, size: '3', income: '7,000,000' });
  // 2026 3인 기준 중위소득 5,359,036원 × 125 % = 6,698,795원; 7,000,000원 is 301,205원 over
  const year = new Date().getFullYear() === 2027 ? 2027 : 2026;
  const limit = year === 2026 ? 6_698_795 : 7_147_613;
  await expect(page.locator('[data-result]')).toHaveAttribute('data-result', 'NOT_ELIGIBLE');
  await expect(page.getByText('전자접수 대상이 아닌 것으로 보입니다.')).toBeVisible();
  await expect(page.locator('[data-over]')).toContainText(`기준 금액 ${won(limit)}, 넘은 금액 ${won(7_000_000 - limit)}`);
  expect(await rows(page)).toEqual([
    ['TYPE', '해당 없음'],
    ['WAGE', '해당 없음'],
    ['INCOME', '미충족'],
  ]);
  await expect(page.locator('[data-aply-link]')).toHaveCount(0);
  await axeAtWidths(page, 'elrcpt-slfdgns-result-not-eligible');
  await page.getByRole('link', { name: '방문 상담 예약' }).click();
  await expect(page).toHaveURL(/\/dscsn\/form\/ps1\?method=VISIT&inst=KLAC&prefill=slfdgns$/);
  await expect(page.locator('[data-page="dscsn-ps1"]')).toBeVisible();
  const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem('portal.dscsn.booking') ?? 'null') as { field: string; summary: string; method: string; instCode: string });
  expect(draft).toMatchObject({ method: 'VISIT', instCode: 'KLAC', field: 'LEASE' });
  expect(draft.summary).toContain('사건: 집·가게 보증금, 전세사기');
  expect(draft.summary).toContain('자가진단 결과: 대상 아님');
  expect(await page.evaluate(() => sessionStorage.getItem('portal.slfdgns.bookingPrefill'))).toBeNull();
  expect(realErrors(errors)).toEqual([]);
});

test('the 400만원 wage rule stops at the first failed limit: the income row is not even run', async ({ page }) => {
  await page.goto('/elrcpt/slfdgns/SlfdgnsEdit');
  await answerSteps(page, { caseLabel: '월급·퇴직금을 못 받음', inst: /^대한법률구조공단/, search: '임금', type: '임금등 체불 피해근로자', size: '1', income: '1000000', wage: '4250000' });
  expect(await rows(page)).toEqual([
    ['TYPE', '통과'],
    ['WAGE', '미충족'],
  ]);
  await expect(page.locator('[data-over]')).toContainText(`기준 금액 ${won(4_000_000)}, 넘은 금액 ${won(250_000)}`);
});

async function exitFixture(page: Page) {
  await page.route(`${NEUTRAL}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="ko"><title>neutral</title><body>neutral</body></html>' }));
  await page.goto('/elrcpt/slfdgns/SlfdgnsInfo');
  await page.getByRole('link', { name: '자가진단 시작하기' }).first().click();
  await expect(edit(page)).toBeVisible();
  await expect(page.locator('[data-quick-exit]')).toHaveCount(0);
  await edit(page).getByLabel('성폭력 피해').check();
  await expect(page.locator('[data-quick-exit]')).toBeVisible();
  return page.evaluate(() => history.length);
}

test('quick exit by the button: leaves for the neutral site and replaces the history entry', async ({ page }) => {
  const before = await exitFixture(page);
  await page.getByRole('button', { name: '빠른 나가기' }).click();
  await expect(page).toHaveURL(NEUTRAL);
  expect(await page.evaluate(() => history.length)).toBe(before);
  await page.goBack();
  await expect(page).toHaveURL(/\/elrcpt\/slfdgns\/SlfdgnsInfo$/);
  // nothing of the sensitive path was kept in the tab
  expect(await page.evaluate(() => sessionStorage.getItem('portal.slfdgns.draft'))).toBeNull();
});

test('quick exit by Shift pressed three times, from anywhere on the page', async ({ page }) => {
  const before = await exitFixture(page);
  await next(page).click();
  await expect(edit(page).getByRole('heading', { name: '2단계: 기관' })).toBeFocused();
  await expect(edit(page).getByRole('radio', { name: /대한변협법률구조재단 · 성폭력 피해자 법률지원/ })).toBeVisible();
  await axeAtWidths(page, 'elrcpt-slfdgns-quick-exit');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift');
  await expect(page).toHaveURL(NEUTRAL);
  expect(await page.evaluate(() => history.length)).toBe(before);
});

async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('focus never reached the target');
}

test('keyboard only: every step and the result without a mouse', async ({ page }) => {
  await page.goto('/elrcpt/slfdgns/SlfdgnsEdit');
  await tabTo(page, edit(page).getByRole('radio').first());
  await page.keyboard.press('ArrowDown'); // the second category: 월급·퇴직금을 못 받음
  await expect(edit(page).getByLabel('월급·퇴직금을 못 받음')).toBeChecked();
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');
  await expect(edit(page).getByRole('heading', { name: '2단계: 기관' })).toBeFocused();
  await tabTo(page, edit(page).getByRole('radio').first());
  await page.keyboard.press('Space');
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');
  await expect(edit(page).getByRole('heading', { name: '3단계: 구조대상자 유형' })).toBeFocused();
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');
  await expect(edit(page).getByRole('heading', { name: '4단계: 소득요건' })).toBeFocused();
  // the term's explanation opens on focus (the button is described by it) and Escape closes it where the focus is
  // … on a phone too, where the bubble moves left so that none of it is cut off at the screen's edge
  await page.setViewportSize({ width: 360, height: 740 });
  const help = edit(page).getByRole('button', { name: '기준 중위소득 설명' });
  await tabTo(page, help);
  await expect(page.getByRole('tooltip')).toContainText('125% 이하');
  const box = (await page.getByRole('tooltip').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(16);
  expect(box.x + box.width).toBeLessThanOrEqual(360 - 16 + 0.5);
  await expect(help).toHaveAccessibleDescription(/한가운데 값/);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
  await expect(help).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 900 });
  await tabTo(page, edit(page).getByLabel('가구원 수'));
  await page.keyboard.type('2');
  await expect(edit(page).getByLabel('가구원 수')).toHaveValue('2');
  await tabTo(page, edit(page).getByLabel('가구 월소득(원)'));
  await page.keyboard.type('2000000');
  await page.keyboard.press('Enter');
  await expect(edit(page).getByRole('heading', { name: '자가진단 결과' })).toBeFocused();
  await expect(page.locator('[data-result]')).toHaveAttribute('data-result', 'PARTIAL');
  await tabTo(page, page.locator('[data-aply-link]'));
  await expect(page.locator('[data-aply-link]')).toHaveAttribute('href', '/elrcpt/aply?inst=KLAC&types=&case=WAGE&from=slfdgns');
});

test('the catalogue page: groups, search, each type’s cap, tier and documents; chosen types go to the application', async ({ page, errors }) => {
  await page.goto('/elrcpt/atrpr');
  const count = Number(await page.locator('.sd-cat__count').getAttribute('data-count'));
  expect(count).toBeGreaterThanOrEqual(60);
  await expect(page.getByRole('heading', { level: 2, name: '경제적 취약계층' })).toBeVisible();
  await page.getByLabel('유형 이름으로 찾기').fill('장애인');
  await expect(page.locator('[data-type]')).toHaveCount(2);
  const mild = page.locator('[data-type="SOC_DISABLED_MILD"]');
  await expect(mild).toContainText('일부유료 법률구조');
  await mild.getByText('증명 서류와 신청할 수 있는 사건').click();
  await expect(mild).toContainText('장애인 증명서');
  await mild.getByRole('checkbox').check();
  await page.getByLabel('유형 이름으로 찾기').fill('');
  await page.getByRole('checkbox', { name: '국가유공자와 그 유족' }).check();
  const go = page.getByRole('link', { name: '고른 유형으로 전자접수 신청' });
  await expect(go).toHaveAttribute('href', '/elrcpt/aply?types=SOC_DISABLED_MILD%2CMER_PATRIOT&from=atrpr');
  expect(realErrors(errors)).toEqual([]);
});

test('every route built here is a built page (never /ready) and axe finds nothing at 1280 and 360 px', async ({ page, errors }) => {
  test.setTimeout(180_000);
  for (const [url, name] of [
    ['/elrcpt/slfdgns/SlfdgnsInfo', 'elrcpt-slfdgns-info'],
    ['/elrcpt/slfdgns/SlfdgnsEdit', 'elrcpt-slfdgns-edit'],
    ['/elrcpt/gd', 'elrcpt-gd'],
    ['/elrcpt/ElrcptGdPopup', 'elrcpt-gd-popup'],
    ['/elrcpt/atrpr', 'elrcpt-atrpr'],
  ] as const) {
    await page.goto(url);
    await expect(page.locator(`[data-page="${name}"]`), url).toBeVisible();
    await expect(page.locator('[data-page-built="true"]'), url).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
    await axeAtWidths(page, name);
  }
  // the catalogue step and the error summary of the income step
  await page.goto('/elrcpt/slfdgns/SlfdgnsEdit');
  await edit(page).getByLabel('빚 문제, 개인회생·파산').check();
  await next(page).click();
  await next(page).click();
  await expect(page.locator('[data-catalogue]')).toBeVisible();
  await axeAtWidths(page, 'elrcpt-slfdgns-types');
  await next(page).click();
  await edit(page).getByRole('button', { name: '결과 보기' }).click();
  await expect(page.locator('[data-error-summary]')).toContainText('가구원 수를 골라 주세요.');
  await axeAtWidths(page, 'elrcpt-slfdgns-income-errors');
  expect(realErrors(errors)).toEqual([]);
});
