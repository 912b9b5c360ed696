import { axeScan, violationLines } from './axe';
import { routes } from '@portal/contracts';
import { expect, shellReady, test } from './fixtures';

const known = new Set(routes.map((r) => r.path));

test('every tile and entry point on the main page links to a real route', async ({ page }) => {
  await page.goto('/');
  await shellReady(page);
  const main = page.locator('[data-page="main"]');
  const problems = main.getByRole('region', { name: '자주 찾는 법률 문제' }).getByRole('link');
  await expect(problems).toHaveCount(8);
  for (const name of ['전세·임대차 보증금', '임금체불', '이혼·양육비', '채무·개인회생', '가정폭력·성폭력']) {
    await expect(problems.filter({ hasText: name })).toHaveCount(1);
  }
  const services = main.getByRole('region', { name: '바로 이용하기' });
  const expected: [RegExp, string][] = [
    [/상담 예약/, '/dscsn/rsvt/DscsnRsvtM'],
    [/사이버 상담/, '/dscsn/cyber'],
    [/전자접수/, '/elrcpt/gd'],
    [/자가진단/, '/elrcpt/slfdgns/SlfdgnsInfo'],
    [/법률복지지도/, '/myservice/lawmap'],
    [/서비스 찾기/, '/myservice/easysearch'],
  ];
  for (const [name, href] of expected) await expect(services.getByRole('link', { name })).toHaveAttribute('href', href);
  await expect(main.getByRole('link', { name: '132' })).toHaveAttribute('href', 'tel:132');

  const hrefs = await main.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(25);
  for (const href of hrefs) {
    if (href.startsWith('tel:')) continue;
    const path = new URL(href, 'http://x').pathname;
    expect(known.has(path), `${href} is a route of routes.txt`).toBe(true);
  }

  // a tile opens its page inside the portal (not 'Page not found')
  await problems.filter({ hasText: '임금체불' }).click();
  await expect(page).toHaveURL(/\/servicetype\/list\?problem=wage$/);
  await expect(page.locator('[data-layout="service-type"]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});

test('the search box validates in Korean and submits to the integrated search', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('search');
  await search.getByRole('button', { name: '검색', exact: true }).click();
  await expect(search.getByRole('alert')).toHaveText('검색어를 입력해 주십시오. 예: 전세 보증금, 임금체불');
  await expect(page.getByLabel('법률 문제 검색')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('법률 문제 검색').fill('  전세 보증금 ');
  await page.getByLabel('법률 문제 검색').press('Enter');
  await expect(page).toHaveURL(/\/search\/totalresult\?q=%EC%A0%84%EC%84%B8\+%EB%B3%B4%EC%A6%9D%EA%B8%88$/);
  await expect(page.locator('[data-remote="search"]')).toBeVisible();
});

test('latest notices come from GET /api/center/ntc/latest?limit=5 and link to their detail page', async ({ page, request, errors }) => {
  const api = await request.get('/api/center/ntc/latest?limit=5');
  expect(api.status()).toBe(200);
  const notices = (await api.json()) as { nttId: string; title: string }[];
  const asked = page.waitForRequest((r) => r.url().includes('/api/center/ntc/latest'));
  await page.goto('/');
  expect(new URL((await asked).url()).searchParams.get('limit')).toBe('5');
  const box = page.getByRole('region', { name: '공지사항' });
  await expect(box.getByRole('link', { name: '공지사항 더보기' })).toHaveAttribute('href', '/center/ntc/list');
  if (notices.length === 0) {
    await expect(box.getByText('등록된 공지사항이 없습니다.')).toBeVisible();
  } else {
    const items = box.getByRole('listitem');
    await expect(items).toHaveCount(Math.min(5, notices.length));
    for (const [i, n] of notices.slice(0, 5).entries()) {
      const link = items.nth(i).getByRole('link');
      await expect(link).toContainText(n.title);
      await expect(link).toHaveAttribute('href', `/center/ntc/detail?nttId=${encodeURIComponent(n.nttId)}`);
    }
  }
  // no loading overlay for this call (showLoading: false): the counter never moves
  expect(errors).toEqual([]);
});

test('the notices box shows its loading, empty and error states, and retry recovers', async ({ page }) => {
  let mode: 'slow' | 'empty' | 'error' | 'ok' = 'slow';
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/api/center/ntc/latest**', async (route) => {
    if (mode === 'slow') {
      await gate;
      return route.fulfill({ json: [] });
    }
    if (mode === 'error') return route.fulfill({ status: 500, json: { message: '오류' } });
    return route.fulfill({
      json: [{ nttId: 'N1', title: '설 연휴 상담 안내', category: '안내', postedAt: '2026-01-05T01:00:00.000Z', pinned: true }],
    });
  });
  await page.goto('/');
  const box = page.getByRole('region', { name: '공지사항' });
  await expect(box.getByRole('status')).toHaveText('공지사항을 불러오는 중입니다.');
  await expect(box).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(box.getByText('등록된 공지사항이 없습니다.')).toBeVisible();

  mode = 'error';
  await page.reload();
  await expect(box.getByText('공지사항을 불러오지 못했습니다. 잠시 후 다시 시도해 주십시오.')).toBeVisible();
  // a failed secondary load on page open is not an assertive alert (the search box owns role=alert)
  await expect(page.getByRole('alert')).toHaveCount(0);
  mode = 'ok';
  await box.getByRole('button', { name: '다시 시도' }).click();
  const link = box.getByRole('link', { name: /설 연휴 상담 안내/ });
  await expect(link).toHaveAttribute('href', '/center/ntc/detail?nttId=N1');
  await expect(link).toContainText('중요');
  await expect(link.locator('time')).toHaveText('2026.01.05');
});

test('axe finds nothing on the main page at 1280 and 360 px; no horizontal scroll on a phone', async ({ browser }) => {
  for (const width of [1280, 360]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    await shellReady(page);
    await page.waitForLoadState('networkidle');
    const violations = await axeScan(page);
    expect(violationLines(violations)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  }
});

test('the main page paints without waiting for the remote registry; a remote page waits for it and then loads', async ({ page, errors }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/registry.json', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.locator('#hero-title')).toBeVisible();
  // The registry is still unanswered: open a remote page, which shows its loading state until it is.
  await page.getByRole('link', { name: /사이버 상담/ }).first().click();
  await expect(page).toHaveURL(/\/dscsn\/cyber$/);
  release();
  await expect(page.locator('[data-remote="consultation"]')).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});
