import { axeScan, violationLines } from './axe';
import type { Browser, Page } from '@playwright/test';
import { expect, hydrated, shellReady, signIn, test } from './fixtures';

/** One route of each of the ten layouts (spec section 2), and what its frame must show. */
const cases: { layout: string; path: string; member?: boolean; breadcrumb: boolean; side?: string; tabs?: string; band?: string }[] = [
  { layout: 'main', path: '/', breadcrumb: false },
  { layout: 'default', path: '/copyright', breadcrumb: true },
  { layout: 'center', path: '/center/ntc/list', breadcrumb: true, side: '고객센터 메뉴', band: '고객센터' },
  { layout: 'service', path: '/dscsn/cyber', breadcrumb: true, side: '상담 신청 메뉴', band: '상담 신청' },
  { layout: 'service2', path: '/elrcpt/gd', breadcrumb: true, side: '법률구조 신청 메뉴', band: '법률구조 신청' },
  { layout: 'service-type', path: '/servicetype', breadcrumb: true, tabs: '서비스 찾기 메뉴', band: '유형별 서비스' },
  { layout: 'service-pvsn', path: '/servicepvsn', breadcrumb: true, tabs: '서비스 찾기 메뉴', band: '기관별 서비스' },
  { layout: 'pub2nd', path: '/ai', member: true, breadcrumb: true, tabs: 'AI 법률검색 메뉴', band: 'AI 법률검색' },
  { layout: 'guide', path: '/components/colors', breadcrumb: true, side: 'UI 키트 메뉴', band: '개발자 가이드' },
  { layout: 'empty', path: '/elrcpt/ElrcptGdPopup', breadcrumb: false },
];

async function openPage(browser: Browser, path: string, member: boolean | undefined, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 740 : 900 } });
  if (member) await signIn(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    // the main page's notices call may 404 until the notices endpoint exists; main-page.spec covers it
    if (m.type() === 'error' && !m.text().includes('404')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(path);
  await shellReady(page);
  await page.waitForLoadState('networkidle');
  return { context, page, errors };
}

async function axeViolations(page: Page) {
  return violationLines(await axeScan(page));
}

for (const c of cases) {
  test(`layout ${c.layout} (${c.path}): frame, landmarks, identifier, axe at 1280 and 360 px`, async ({ browser }) => {
    test.setTimeout(90_000); // two page loads and two axe scans
    const { context, page, errors } = await openPage(browser, c.path, c.member, 1280);
    const frame = page.locator(`[data-layout="${c.layout}"]`);
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('data-session-store-id', /session-/);
    await expect(page.locator('main#main-content')).toHaveCount(1);
    await expect(page.getByRole('main')).toBeVisible();

    if (c.layout === 'empty') {
      // popups: no chrome, still a main landmark
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByText('이 누리집은 대한민국 공식 전자정부 누리집입니다.')).toHaveCount(0);
    } else {
      await expect(page.getByText('이 누리집은 대한민국 공식 전자정부 누리집입니다.')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(frame.locator('header')).toBeVisible();
      await expect(frame.locator('footer')).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText('이 누리집은 법무부 누리집입니다.')).toBeVisible();
      await expect(footer.getByText('법률상담 132')).toBeVisible();
      await expect(footer.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/prvc');
      await expect(page.getByRole('navigation', { name: '주 메뉴' })).toBeVisible();
      await expect(page.getByRole('button', { name: '전체메뉴', exact: true })).toHaveAttribute('aria-controls', 'site-menu');

      // navigation landmarks carry distinct labels
      const labels = await page.getByRole('navigation').evaluateAll((navs) => navs.map((n) => n.getAttribute('aria-label')));
      expect(labels.every(Boolean)).toBe(true);
      expect(new Set(labels).size).toBe(labels.length);

      const crumbs = page.getByRole('navigation', { name: '현재 위치' });
      if (c.breadcrumb) {
        await expect(crumbs.getByRole('link').first()).toHaveText('홈');
        await expect(crumbs.locator('[aria-current="page"]')).toHaveCount(1);
      } else {
        await expect(crumbs).toHaveCount(0);
      }
      if (c.band) await expect(page.locator('.area-band__title')).toHaveText(c.band);
      if (c.side) {
        const side = page.getByRole('navigation', { name: c.side });
        await expect(side).toBeVisible();
        await expect(side.locator('a[aria-current="page"]')).toHaveCount(1);
      }
      if (c.tabs) {
        const tabs = page.getByRole('navigation', { name: c.tabs });
        await expect(tabs).toBeVisible();
        await expect(tabs.locator('a[aria-current="page"]')).toHaveCount(1);
      }
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();

    const mobile = await openPage(browser, c.path, c.member, 360);
    expect(await axeViolations(mobile.page)).toEqual([]);
    const overflow = await mobile.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(mobile.errors).toEqual([]);
    await mobile.context.close();
  });
}

test('the skip link is the first stop and moves focus to main', async ({ page }) => {
  await page.goto('/center/ntc/list');
  await shellReady(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '본문 바로가기' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('at 360 px the mobile menu works by keyboard: opens, holds focus, expands a section, Escape returns focus', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/center/ntc/list');
  await shellReady(page);
  await expect(page.getByRole('navigation', { name: '주 메뉴' })).toHaveCount(0);
  const button = page.getByRole('button', { name: '전체메뉴', exact: true });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toHaveAttribute('aria-controls', 'site-menu');

  for (let i = 0; i < 8 && !(await button.evaluate((b) => b === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '전체메뉴' });
  await expect(dialog).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

  // the member links are in the menu on a phone; the current section (고객센터) is open
  await expect(dialog.getByRole('link', { name: '로그인' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '고객센터' })).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('link', { name: '공지사항' })).toHaveAttribute('aria-current', 'page');

  // open another section by keyboard
  const section = dialog.getByRole('button', { name: '상담 신청' });
  await section.focus();
  await page.keyboard.press('Enter');
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('link', { name: '사이버 상담' })).toBeVisible();

  // Tab and Shift+Tab stay inside the open menu
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  // a link in the menu navigates and closes it
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: '자주 묻는 질문' }).click();
  await expect(page).toHaveURL(/\/center\/faq\/list$/);
  await expect(page.getByRole('dialog', { name: '전체메뉴' })).toBeHidden();
  await context.close();
});

test('at 360 px the side navigation folds behind a button above the content', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/dscsn/cyber');
  await shellReady(page);
  // the page arrives rendered by the server: its button works once the app has taken the markup over
  await hydrated(page);
  const side = page.getByRole('navigation', { name: '상담 신청 메뉴' });
  const fold = side.getByRole('button', { name: '상담 신청 메뉴' });
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await expect(side.getByRole('link', { name: '사이버 상담' })).toBeHidden();
  await fold.press('Enter');
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await expect(side.getByRole('link', { name: '사이버 상담' })).toHaveAttribute('aria-current', 'page');
  await context.close();
});

test('signed in, the header offers 마이페이지 and 로그아웃 instead of 로그인/회원가입', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const { memberName } = await signIn(context);
  const page = await context.newPage();
  await page.goto('/center/gd');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: '마이페이지' })).toHaveAttribute('href', '/my/main/MyPageInfo');
  await expect(header.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(header.getByText(memberName)).toBeVisible();
  await expect(header.getByRole('link', { name: '로그인' })).toHaveCount(0);
  await context.close();

  const anon = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await anon.goto('/center/gd');
  // 로그인 comes back to the page the visitor was on
  await expect(anon.getByRole('banner').getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login?returnUrl=%2Fcenter%2Fgd');
  await expect(anon.getByRole('banner').getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/join');
  await anon.close();
});

test('the breadcrumb follows the lookup rules: /dscsn/tel/ pages mark the crumb before the last', async ({ page }) => {
  await page.goto('/dscsn/tel/klacInfo');
  const crumbs = page.getByRole('navigation', { name: '현재 위치' });
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('전화 상담');
  await expect(crumbs.getByText('대한법률구조공단 전화 상담 안내')).toHaveCount(0);
  await page.goto('/elrcpt/slfdgns/SlfdgnsEdit');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('자가진단하기');
  await expect(crumbs.getByRole('link').first()).toHaveText('홈');
});

test('service2 marks the e-application step of the page', async ({ page }) => {
  await page.goto('/elrcpt/slfdgns/SlfdgnsEdit');
  const steps = page.getByRole('list', { name: '법률구조 신청 절차' });
  await expect(steps.locator('[aria-current="step"]')).toContainText('자가진단');
  await page.goto('/elrcpt/gd');
  await expect(steps.locator('[aria-current="step"]')).toHaveCount(0);
});
