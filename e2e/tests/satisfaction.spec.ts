import { axeScan } from './axe';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

// 만족도 조사 (page-satisfaction box): shown where the breadcrumb's last item has menuUseSatisfaction;
// five levels and an optional comment; one Idempotency-Key per filled form. Each test uses its own
// menu so the statistics of parallel tests do not mix.

async function lastCrumb(request: APIRequestContext, path: string) {
  const list = (await (await request.get(`/api/menu/breadcrumbList?menuUrl=${encodeURIComponent(path)}`)).json()) as {
    menuId: string;
    menuUseSatisfaction: boolean;
  }[];
  return list[list.length - 1];
}

async function stats(request: APIRequestContext, menuId: string): Promise<number> {
  const body = (await (await request.get(`/api/satisfaction/stats?menuId=${menuId}`)).json()) as { count: number };
  return body.count;
}

const box = (page: Page) => page.getByRole('region', { name: '만족도 조사' });
const posts = (page: Page) => {
  const list: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/satisfaction')) list.push(r);
  });
  return list;
};

test('the box appears where the menu uses satisfaction and hides elsewhere', async ({ page, request, errors }) => {
  expect((await lastCrumb(request, '/center/gd')).menuUseSatisfaction).toBe(true);
  expect((await lastCrumb(request, '/copyright')).menuUseSatisfaction).toBe(false);

  await page.goto('/center/gd');
  await expect(box(page)).toBeVisible();
  await expect(box(page).getByRole('group', { name: /만족하십니까/ }).getByRole('radio')).toHaveCount(5);
  for (const label of ['매우 만족', '만족', '보통', '불만족', '매우 불만족']) {
    await expect(box(page).getByRole('radio', { name: label, exact: true })).toBeVisible();
  }
  await expect(box(page).getByRole('textbox', { name: /의견/ })).toBeVisible();

  await page.locator('footer a[href="/copyright"]').click();
  await expect(page.locator('[data-remote="center"] h1')).toBeVisible();
  await expect(page.locator('.satisfaction')).toHaveCount(0);
  await page.goto('/');
  await expect(page.locator('[data-page="main"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.satisfaction')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('keyboard only: choose a level with the arrow keys, type a comment, send; the answer is stored', async ({ page, request, errors }) => {
  const { menuId } = await lastCrumb(request, '/dscsn/tel/klacInfo');
  const before = await stats(request, menuId);
  const sent = posts(page);
  await page.goto('/dscsn/tel/klacInfo');
  await expect(box(page)).toBeVisible();
  await box(page).getByRole('radio', { name: '매우 만족', exact: true }).focus();
  await page.keyboard.press('ArrowDown'); // native radio group: moves and selects 만족
  await expect(box(page).getByRole('radio', { name: '만족', exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(box(page).getByRole('textbox', { name: /의견/ })).toBeFocused();
  await page.keyboard.type('전화 상담 안내가 알기 쉬웠습니다.');
  await expect(box(page).getByText('19 / 500자')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(box(page).getByRole('button', { name: '의견 보내기' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box(page).getByRole('status')).toHaveText('소중한 의견 감사합니다.');
  await expect(box(page).getByRole('status')).toBeFocused();
  await expect(box(page).getByRole('radio')).toHaveCount(0);
  expect(await stats(request, menuId)).toBe(before + 1);
  expect(sent).toHaveLength(1);
  const headers = await sent[0].allHeaders();
  expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(headers['x-xsrf-token']).toBeTruthy();
  expect(sent[0].postDataJSON()).toEqual({ menuId, score: 4, comment: '전화 상담 안내가 알기 쉬웠습니다.' });
  expect(errors).toEqual([]);
});

test('a double click stores one answer', async ({ page, request }) => {
  const { menuId } = await lastCrumb(request, '/law-case');
  const before = await stats(request, menuId);
  await page.goto('/law-case');
  await box(page).getByText('보통', { exact: true }).click();
  await box(page).getByRole('button', { name: '의견 보내기' }).dblclick();
  await expect(box(page).getByRole('status')).toHaveText('소중한 의견 감사합니다.');
  expect(await stats(request, menuId)).toBe(before + 1);
});

test('a retry after a lost answer reuses the Idempotency-Key: still one answer', async ({ page, request }) => {
  const { menuId } = await lastCrumb(request, '/one-stop');
  const before = await stats(request, menuId);
  const sent = posts(page);
  let loseNext = true;
  await page.route('**/api/satisfaction', async (route) => {
    if (route.request().method() !== 'POST' || !loseNext) return route.continue();
    loseNext = false;
    await route.fetch(); // the server stores it …
    await route.abort('connectionreset'); // … but the answer never reaches the page
  });
  await page.goto('/one-stop');
  await box(page).getByText('매우 만족', { exact: true }).click();
  await box(page).getByRole('textbox', { name: /의견/ }).fill('한곳에서 안내받을 수 있어 좋았습니다.');
  await box(page).getByRole('button', { name: '의견 보내기' }).click();
  const alert = box(page).getByRole('alert');
  await expect(alert).toContainText('의견을 보내지 못했습니다');
  await expect(alert).toBeFocused();
  // nothing typed is lost
  await expect(box(page).getByRole('textbox', { name: /의견/ })).toHaveValue('한곳에서 안내받을 수 있어 좋았습니다.');
  await expect(box(page).getByRole('radio', { name: '매우 만족', exact: true })).toBeChecked();
  await box(page).getByRole('button', { name: '의견 보내기' }).click();
  await expect(box(page).getByRole('status')).toHaveText('소중한 의견 감사합니다.');
  expect(sent).toHaveLength(2);
  expect((await sent[0].allHeaders())['idempotency-key']).toBe((await sent[1].allHeaders())['idempotency-key']);
  expect(await stats(request, menuId)).toBe(before + 1);
});

test('without a level the form says so next to the levels, moves focus there and sends nothing', async ({ page }) => {
  const sent = posts(page);
  await page.goto('/myservice/lawmap');
  await box(page).getByRole('textbox', { name: /의견/ }).fill('지도가 보기 좋습니다.');
  await box(page).getByRole('button', { name: '의견 보내기' }).click();
  const first = box(page).getByRole('radio', { name: '매우 만족', exact: true });
  await expect(first).toBeFocused();
  await expect(first).toHaveAccessibleDescription('만족도를 선택해 주세요.');
  await expect(box(page).getByRole('group')).toContainText('만족도를 선택해 주세요.');
  await expect(box(page).getByRole('textbox', { name: /의견/ })).toHaveValue('지도가 보기 좋습니다.');
  expect(sent).toHaveLength(0);
  // choosing a level clears the message
  await first.check();
  await expect(box(page).getByText('만족도를 선택해 주세요.')).toHaveCount(0);
});

test("the server's field errors show in Korean next to the field, with focus on it", async ({ page }) => {
  await page.route('**/api/satisfaction', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        message: '요청 값을 확인해 주십시오. comment: 의견은 500자 이하로 입력해 주세요.',
        errors: [{ field: 'comment', message: '의견은 500자 이하로 입력해 주세요.' }],
      }),
    }),
  );
  await page.goto('/servicetype');
  await expect(box(page)).toBeVisible();
  await box(page).getByText('불만족', { exact: true }).click();
  await box(page).getByRole('textbox', { name: /의견/ }).fill('내용');
  await box(page).getByRole('button', { name: '의견 보내기' }).click();
  const comment = box(page).getByRole('textbox', { name: /의견/ });
  await expect(comment).toBeFocused();
  await expect(comment).toHaveAttribute('aria-invalid', 'true');
  await expect(comment).toHaveAccessibleDescription(/의견은 500자 이하로 입력해 주세요\./);
  await expect(comment).toHaveValue('내용');
});

test('a 429 answer shows its Korean message and keeps the answer', async ({ page }) => {
  await page.route('**/api/satisfaction', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주십시오.' }) }),
  );
  await page.goto('/center/gd');
  await box(page).getByText('만족', { exact: true }).click();
  await box(page).getByRole('button', { name: '의견 보내기' }).click();
  await expect(box(page).getByRole('alert')).toHaveText('요청이 너무 많습니다. 잠시 후 다시 시도해 주십시오.');
  await expect(box(page).getByRole('radio', { name: '만족', exact: true })).toBeChecked();
});

test('axe finds nothing on a page with the box, in its error state and at 360 px', async ({ browser }) => {
  test.setTimeout(120_000); // four axe runs; not a speed check
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 360, height: 740 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto('/center/gd');
    await expect(box(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const axe = () => axeScan(page);
    expect((await axe()).map((v) => v.id)).toEqual([]);
    await box(page).getByRole('button', { name: '의견 보내기' }).click();
    await expect(box(page).getByText('만족도를 선택해 주세요.')).toBeVisible();
    expect((await axe()).map((v) => v.id)).toEqual([]);
    if (viewport.width === 360) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
    await context.close();
  }
});
