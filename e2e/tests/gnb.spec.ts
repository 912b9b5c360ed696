import type { Page } from '@playwright/test';
import { expect, shellReady, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const gnb = (page: Page) => page.getByRole('navigation', { name: '주 메뉴' });
const trigger = (page: Page, name: string) => gnb(page).getByRole('button', { name, exact: true });
/** The panel of a section (rendered only while open; the open button's aria-controls names it). */
async function panelOf(page: Page, name: string) {
  return gnb(page).locator('li.gnb__item', { has: page.getByRole('button', { name, exact: true }) }).locator('.gnb-panel');
}
async function expectControls(page: Page, name: string) {
  const id = await trigger(page, name).getAttribute('aria-controls');
  expect(id).toBeTruthy();
  await expect(page.locator(`#${id}`)).toBeVisible();
}

test('the GNB shows the sections of GET /api/menu/gnb grouped per spec section 3', async ({ page, errors }) => {
  await page.goto('/center/gd');
  await shellReady(page);
  await expect(gnb(page).locator('.gnb-trigger')).toHaveText(['상담 신청', '법률구조 신청', '법률정보', '서비스 찾기', 'AI 법률검색', '고객센터', '플랫폼 소개', '마이페이지']);

  // SRVC: a title whose children are tabs
  await trigger(page, '상담 신청').click();
  const srvc = await panelOf(page, '상담 신청');
  await expect(srvc).toBeVisible();
  await expectControls(page, '상담 신청');
  await expect(srvc.locator('[data-gnb-title]')).toHaveText('상담 신청');
  const srvcTabs = await srvc.locator('[data-gnb-tab]').evaluateAll((els) => els.map((e) => e.getAttribute('data-gnb-tab')));
  expect(srvcTabs).toEqual(['사이버 상담', '전화 상담', '화상 상담', '방문 상담', '상담 예약', '상담 기관 안내']);
  await expect(srvc.getByRole('link', { name: '사이버 상담' })).toHaveAttribute('href', '/dscsn/cyber');
  const inst = srvc.locator('[data-gnb-tab="상담 기관 안내"]');
  await expect(inst.getByRole('link')).toHaveCount(9); // the tab itself + its 8 institutions
  await expect(srvc.locator('[data-gnb-subtitle]')).toHaveCount(0);

  // LWA: tabs; the LWA_DSC tab split into sub-titled groups
  await trigger(page, '법률정보').click();
  await expect(srvc).toBeHidden(); // one panel at a time
  const lwa = await panelOf(page, '법률정보');
  await expect(lwa).toBeVisible();
  await expect(lwa.locator('[data-gnb-title]')).toHaveCount(0);
  const lwaTabs = await lwa.locator('[data-gnb-tab]').evaluateAll((els) => els.map((e) => e.getAttribute('data-gnb-tab')));
  expect(lwaTabs).toEqual(['법령정보', '판례']);
  const dsc = lwa.locator('[data-gnb-tab="법령정보"]');
  await expect(dsc.locator('[data-gnb-subtitle]')).toHaveText(['법률구조사례', '법률상담사례', '법률 서식']);
  const forms = dsc.locator('.gnb-group').filter({ has: page.locator('[data-gnb-subtitle="법률 서식"]') });
  await expect(forms.getByRole('link')).toHaveText(['법령 서식', '법원 제출 서식']);
  await expect(lwa.getByRole('link', { name: '판례' })).toHaveAttribute('href', '/law-case');

  // any other top item: a single tab (a dropdown of its menus)
  await trigger(page, '고객센터').click();
  const single = await panelOf(page, '고객센터');
  await expect(single).toBeVisible();
  await expect(single).toHaveAttribute('data-gnb-tab', '고객센터');
  await expect(single.locator('[data-gnb-title], [data-gnb-subtitle]')).toHaveCount(0);
  await expect(single.getByRole('link')).toHaveText(['공지사항', '자주 묻는 질문', '묻고 답하기', '이용 안내', '관련 기관 안내', '만족도 조사']);

  // the current section and page are marked
  await expect(trigger(page, '고객센터')).toHaveAttribute('aria-current', 'true');
  await expect(single.getByRole('link', { name: '이용 안내' })).toHaveAttribute('aria-current', 'page');
  await expect(trigger(page, '상담 신청')).not.toHaveAttribute('aria-current', /.*/);

  // a click outside closes it
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(single).toBeHidden();
  expect(errors).toEqual([]);
});

test('the GNB works by keyboard: Enter/Space open, Tab enters the panel, Escape closes and returns focus', async ({ page }) => {
  await page.goto('/center/gd');
  await shellReady(page);
  const button = trigger(page, '상담 신청');
  const panel = await panelOf(page, '상담 신청');
  await button.focus();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: '사이버 상담' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Space');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();

  // Shift+Tab out of an open section closes it
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(panel).toBeHidden();

  // Tab through the whole panel and out of it: it closes when focus leaves
  await button.focus();
  await page.keyboard.press('Enter');
  const links = await panel.getByRole('link').count();
  for (let i = 0; i < links; i++) await page.keyboard.press('Tab');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel).toBeHidden();
  await expect(trigger(page, '법률구조 신청')).toBeFocused();

  // Enter on a link navigates; the section becomes current
  await page.keyboard.press('Enter');
  const apply = await panelOf(page, '법률구조 신청');
  await page.keyboard.press('Tab');
  await expect(apply.getByRole('link', { name: '전자접수 안내' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/elrcpt\/gd$/);
  await expect(trigger(page, '법률구조 신청')).toHaveAttribute('aria-current', 'true');
  await expect(apply).toBeHidden();
});

test('the 전체메뉴 button opens the site map; Escape closes it and returns focus', async ({ page }) => {
  await page.goto('/dscsn/tel');
  await shellReady(page);
  const open = page.getByRole('button', { name: '전체메뉴', exact: true });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '전체메뉴' });
  await expect(dialog).toBeVisible();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('button', { name: '전체메뉴 닫기' })).toBeFocused();
  // every section, with the LWA sub-titles, and the current page marked
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(['상담 신청', '법률구조 신청', '법률정보', '서비스 찾기', 'AI 법률검색', '고객센터', '플랫폼 소개', '마이페이지']);
  await expect(dialog.getByText('법률 서식', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: '전화 상담', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
