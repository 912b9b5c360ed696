import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { axeAtWidths, axeViolations, realErrors, waitForPage } from './member-helpers';

// The service catalogue (issue 20) against the real server and its seeded catalogue: by type
// (/servicetype → list → detail → the real next step) and by institution (/servicepvsn → detail →
// a notice → back), tampered addresses, keyboard-only type cards, axe at 1280 and 360 px.

const main = (page: Page) => page.locator('#main-content');

test('by type: a card → the list → a service → its BOOK next step opens the booking’s first step with the institution chosen', async ({ page, context, errors }) => {
  test.setTimeout(120_000);
  await signIn(context);
  await page.goto('/servicetype');
  await waitForPage(page, 'service-type-home');
  const cards = page.locator('[data-type-card]');
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText('법률상담');
  await expect(cards.first()).toContainText(/서비스 \d+개/);
  await axeAtWidths(page, 'service-type-home');

  await page.locator('[data-type-card="COUNSEL"] a').click();
  await expect(page).toHaveURL(/\/servicetype\/list\?type=COUNSEL$/);
  await waitForPage(page, 'service-type-list');
  await expect(page.getByRole('heading', { level: 1, name: '법률상담 서비스' })).toBeVisible();
  await expect(page.locator('[data-type-tabs] [aria-current="page"]')).toContainText('법률상담');
  await expect(page.locator('[data-result-count]')).toContainText(/총 \d+건/);
  await axeAtWidths(page, 'service-type-list');

  // region select and search words live in the address
  const form = page.getByRole('search', { name: '서비스 검색' });
  await form.getByLabel('지역').selectOption('22');
  await form.getByRole('searchbox', { name: '검색어' }).fill('법률상담');
  await form.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/\/servicetype\/list\?type=COUNSEL&region=22&keyword=/);
  await expect(page.locator('[data-result-count]')).toContainText('대구광역시');
  await page.goBack();
  await expect(page).toHaveURL(/\/servicetype\/list\?type=COUNSEL$/);

  await main(page).locator('[data-service="KLAC-COUNSEL"] a').first().click();
  await expect(page).toHaveURL(/\/servicetype\/detail\?id=KLAC-COUNSEL$/);
  await waitForPage(page, 'service-detail');
  for (const h of ['이용할 수 있는 사람', '준비할 서류', '제공 기관', '출처', '다른 기관의 비슷한 서비스', '다음 단계']) await expect(main(page).getByRole('heading', { level: 2, name: h })).toBeVisible();
  await expect(page.locator('[data-regions]')).toHaveText('전국');
  await expect(page.locator('[data-sources] a').first()).toHaveAttribute('rel', /noopener/);
  await expect(page.locator('[data-offices] [data-office]').first()).toBeVisible();
  await expect(page.locator('[data-related-list] [data-service]').first()).toBeVisible();
  // the page ends in its next step
  const next = page.locator('[data-next-step="BOOK"]');
  await expect(next).toBeVisible();
  expect(await page.locator('article > :last-child').getAttribute('data-next-step')).toBe('BOOK');
  await axeAtWidths(page, 'service-type-detail');

  await next.getByRole('link', { name: '상담 예약하기' }).click();
  await expect(page).toHaveURL(/\/dscsn\/form\/ps1\?inst=KLAC&method=VISIT/);
  await waitForPage(page, 'dscsn-ps1');
  await expect(page.locator('.ds-fixed')).toContainText('대한법률구조공단');
  await expect(page.getByRole('radio', { name: /^방문상담/ })).toBeChecked();
  expect(realErrors(errors)).toEqual([]);
});

test('an EXTERNAL next step names the address, then the shell announces leaving and loads the institution’s site in full', async ({ page, errors }) => {
  const service = (await (await page.request.get('/api/services/MOJ-VILLAGE')).json()) as { apply: { kind: string; href: string; external: string } };
  expect(service.apply.kind).toBe('EXTERNAL');
  const external = new URL(service.apply.external);
  // the institution's site is answered here: the test never leaves for the real one
  await page.route(`${external.origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>기관</title><h1>기관 누리집</h1>' }));
  await page.goto('/servicetype/detail?id=MOJ-VILLAGE');
  await waitForPage(page, 'service-detail');
  const next = page.locator('[data-next-step="EXTERNAL"]');
  await expect(next.locator('[data-external-address]')).toHaveText(service.apply.external);
  await expect(next.getByRole('link', { name: /기관 누리집에서 신청하기/ })).toHaveAttribute('href', service.apply.href);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await next.getByRole('link', { name: /기관 누리집에서 신청하기/ }).click();
  await expect(page.getByRole('alert')).toContainText('법무부 누리집으로 이동합니다');
  await expect(page.getByRole('link', { name: '지금 이동하기' })).toHaveAttribute('href', service.apply.external);
  await page.waitForURL(`${external.origin}/**`);
  await expect(page.getByRole('heading', { name: '기관 누리집' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  expect(realErrors(errors)).toEqual([]);
});

test('by institution: the grouped list → an institution → a notice → prev/next → back to the institution; the notice list', async ({ page, errors }) => {
  test.setTimeout(120_000);
  await page.goto('/servicepvsn');
  await waitForPage(page, 'service-inst-home');
  for (const c of ['법률구조기관', '정부부처 및 법원', '지자체 산하기관', '공공기관', '특수법인 및 단체']) await expect(main(page).getByRole('heading', { level: 2, name: new RegExp(`^${c}`) })).toBeVisible();
  await expect(page.locator('[data-result-count]')).toContainText('35');
  await axeAtWidths(page, 'service-inst-home');

  // search, then one category
  const form = page.getByRole('search', { name: '참여기관 검색' });
  await form.getByRole('searchbox', { name: '검색어' }).fill('가정법률');
  await form.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/\/servicepvsn\?keyword=/);
  await expect(main(page).locator('[data-inst="LHM"]')).toBeVisible();
  await page.goto('/servicepvsn/list?category=LEGAL_AID');
  await waitForPage(page, 'service-inst-list');
  await expect(page.locator('[data-category-tabs] [aria-current="page"]')).toContainText('법률구조기관');
  await axeAtWidths(page, 'service-inst-list');

  await main(page).locator('[data-inst="KLAC"] a').first().click();
  await expect(page).toHaveURL(/\/servicepvsn\/detail\?inst=KLAC$/);
  await waitForPage(page, 'service-inst-detail');
  await expect(page.getByRole('heading', { level: 1, name: '대한법률구조공단' })).toBeVisible();
  await expect(page.locator('[data-inst-phone] a')).toHaveAttribute('href', 'tel:132');
  const site = page.locator('[data-inst-website] a');
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(site).toHaveAttribute('rel', /noopener/);
  await expect(site).toContainText('법률구조 플랫폼 밖');
  await expect(page.getByRole('link', { name: '상담 안내 (대한법률구조공단)' })).toHaveAttribute('href', '/dscsn/inst/DscInstKlaInfo');
  await expect(page.locator('[data-inst-services] a[href^="/servicetype/detail?id="]').first()).toBeVisible();
  await axeAtWidths(page, 'service-inst-detail');

  await page.locator('[data-inst-notices] a[data-notice]').first().click();
  await expect(page).toHaveURL(/\/servicepvsn\/boardDetail\?inst=KLAC&nttId=/);
  await waitForPage(page, 'service-notice-detail');
  await expect(page.locator('[data-notice-body]')).toContainText('출처');
  await expect(page.getByRole('navigation', { name: '이전 소식과 다음 소식' })).toBeVisible();
  await axeAtWidths(page, 'service-notice-detail');
  await page.getByRole('link', { name: '소식 목록' }).click();
  await expect(page).toHaveURL(/\/servicepvsn\/boardDetail\?inst=KLAC$/);
  await waitForPage(page, 'service-board-list');
  await expect(page.locator('[data-notice-list] a').first()).toBeVisible();
  await axeAtWidths(page, 'service-board-list');
  await page.getByRole('link', { name: '대한법률구조공단 안내로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/servicepvsn\/detail\?inst=KLAC$/);
  await waitForPage(page, 'service-inst-detail');

  // an institution without notices says so
  await page.goto('/servicepvsn/boardDetail?inst=KCAB');
  await waitForPage(page, 'service-board-list');
  await expect(page.getByText(/소식이 아직 없습니다/)).toBeVisible();
  expect(realErrors(errors)).toEqual([]);
});

test('tampered addresses get a Korean message and a way back, never a blank page', async ({ page }) => {
  const cases: [string, string, RegExp][] = [
    ['/servicetype/list?type=HACK', 'service-type-unknown', /찾는 서비스 유형이 없습니다/],
    ['/servicetype/list?region=99', 'service-type-unknown', /찾는 서비스 유형이 없습니다/],
    ['/servicetype/detail?id=NOPE-1', 'service-missing', /서비스를 찾을 수 없습니다/],
    ['/servicetype/detail?id=%3Cscript%3E', 'service-missing', /서비스를 찾을 수 없습니다/],
    ['/servicepvsn/detail?inst=NOPE', 'service-inst-missing', /기관을 찾을 수 없습니다/],
    ['/servicepvsn/detail?inst=nope!', 'service-inst-missing', /기관을 찾을 수 없습니다/],
    ['/servicepvsn/list?category=HACK', 'service-inst-category-unknown', /찾는 기관 구분이 없습니다/],
    ['/servicepvsn/boardDetail?inst=NOPE', 'service-board-inst-missing', /기관을 찾을 수 없습니다/],
    ['/servicepvsn/boardDetail?inst=KLAC&nttId=NOPE', 'service-notice-missing', /소식을 찾을 수 없습니다/],
  ];
  for (const [url, name, title] of cases) {
    await page.goto(url);
    await waitForPage(page, name);
    await expect(page.getByRole('heading', { level: 1 }).last(), url).toHaveText(title);
    await expect(page.locator('[data-not-found] li a').first(), url).toBeVisible();
  }
  await page.goto('/servicetype/list?type=HACK');
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('[data-not-found] a').first().click();
  await waitForPage(page, 'service-type-home');
});

test('keyboard only: Tab reaches each type card in order, Enter opens its list', async ({ page }) => {
  await page.goto('/servicetype');
  await waitForPage(page, 'service-type-home');
  await page.locator('[data-type-card]').first().waitFor();
  const first = page.locator('[data-type-card="COUNSEL"] a');
  // from the heading of the page, Tab moves through the cards one stop each
  await page.locator('[data-page="service-type-home"] h1').evaluate((h) => {
    h.setAttribute('tabindex', '-1');
    (h as HTMLElement).focus();
  });
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  const order: string[] = [];
  for (let i = 0; i < 6; i++) {
    order.push((await page.evaluate(() => document.activeElement?.closest('[data-type-card]')?.getAttribute('data-type-card'))) ?? '');
    if (i < 5) await page.keyboard.press('Tab');
  }
  expect(order).toEqual(['COUNSEL', 'LITIGATION', 'MEDIATION', 'DEBT', 'RELIEF', 'WELFARE']);
  // the focused card shows its focus ring (the card's outline)
  const outline = await page.locator('[data-type-card="WELFARE"]').evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/servicetype\/list\?type=WELFARE$/);
  await waitForPage(page, 'service-type-list');
});
