import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeAtWidths, axeViolations, realErrors } from './member-helpers';

// 법률복지지도 (issue 20) against the real server: the nearest offices to a position, a 시군구 chosen
// with the keyboard only, geolocation refused, bad addresses, the map of one service type, and axe at
// 1280 and 360 px (screenshots docs/screenshots/lawmap-*.png).

const DAEGU_JUNGGU = { latitude: 35.8665, longitude: 128.5936 };
const page$ = (page: Page) => page.locator('[data-page="lawmap"]');
const offices = (page: Page) => page$(page).locator('li[data-office]');
const count = (page: Page) => page$(page).locator('[data-result-count]');
const mapReady = (page: Page) => expect(page$(page).locator('[data-sigungu="11010"]').first()).toBeAttached({ timeout: 15_000 });

test('내 위치: the offices nearest to a position in 대구 중구 come first, with distances', async ({ page, context, errors }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(DAEGU_JUNGGU);
  await page.goto('/myservice/lawmap?region=11');
  await mapReady(page);
  await expect(count(page)).toContainText('서울특별시의 사무소');
  const asked = page.waitForRequest((r) => r.url().includes('/api/services/offices') && r.url().includes('lat=35.8665'));
  await page$(page).getByRole('button', { name: '내 위치에서 가까운 사무소' }).click();
  await asked;
  await expect(page$(page).getByRole('heading', { name: '내 위치에서 가까운 사무소' })).toBeFocused();
  await expect(count(page)).toContainText('내 위치에서 가까운 순으로 전국의 사무소');
  // the position never reaches the address; the place filter stepped aside
  expect(page.url()).not.toContain('lat');
  expect(page.url()).not.toContain('region=11');
  const first = offices(page).first();
  await expect(first).toHaveAttribute('data-sigungu', /^22/);
  await expect(offices(page).nth(1)).toHaveAttribute('data-sigungu', /^22/);
  await expect(first.locator('[data-distance]')).toContainText('km');
  const distances = await offices(page).locator('[data-distance]').evaluateAll((els) => els.map((e) => Number(/([\d.]+)km/.exec(e.textContent ?? '')?.[1])));
  expect(distances.length).toBeGreaterThan(3);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  await expect(page$(page).locator('[data-position]')).toBeAttached();
  await expect(page$(page).locator('figcaption')).toContainText('내 위치');
  expect(realErrors(errors)).toEqual([]);
});

test('a 시군구 chosen with the keyboard only lists its offices, and the address restores the view', async ({ page, errors }) => {
  await page.goto('/myservice/lawmap');
  await mapReady(page);
  await expect(count(page)).toContainText('전국의 사무소');
  const region = page$(page).getByRole('combobox', { name: '시·도', exact: true });
  await region.focus();
  // 전국 → 서울 → 부산 → 대구
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(region).toHaveValue('22');
  await page.keyboard.press('Tab');
  await expect(page$(page).getByRole('combobox', { name: '시·군·구', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown'); // 중구
  // 서비스 유형, 상담 방법, then 이 조건으로 찾기
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await expect(page$(page).getByRole('button', { name: '이 조건으로 찾기' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/region=22&sigungu=22010/);
  await expect(count(page)).toContainText('대구광역시 중구의 사무소');
  const n = await offices(page).count();
  expect(n).toBeGreaterThan(0);
  expect(new Set(await offices(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-sigungu'))))).toEqual(new Set(['22010']));
  // every office: institution, address, a tel: link, and 상담 예약 or the institution's page
  const one = offices(page).first();
  await expect(one.locator('a[href^="tel:"]')).toBeVisible();
  await expect(one.getByRole('link', { name: /상담 예약|기관 안내/ }).first()).toBeVisible();
  await expect(one.getByRole('link', { name: '기관 안내' })).toHaveAttribute('href', /\/servicepvsn\/detail\?inst=/);
  await expect(page$(page).locator('figcaption')).toContainText(`사무소 ${n}곳`);
  await expect(page$(page).locator('figcaption')).toContainText('출처 통계청 SGIS(2018)');
  // the map keys: zoom in from the keyboard
  const frame = page$(page).getByRole('group', { name: /^지도:/ });
  const zoom = Number(await frame.getAttribute('data-zoom'));
  await frame.focus();
  await page.keyboard.press('+');
  await expect.poll(async () => Number(await frame.getAttribute('data-zoom'))).toBeGreaterThan(zoom);
  // a shared link restores the same view
  const url = page.url();
  await page.goto(url);
  await expect(page$(page).getByRole('combobox', { name: '시·군·구', exact: true })).toHaveValue('22010');
  await expect(count(page)).toContainText('대구광역시 중구의 사무소');
  expect(realErrors(errors)).toEqual([]);
});

test('a click on the map chooses the 시도, then the 시군구', async ({ page, errors }) => {
  await page.goto('/myservice/lawmap');
  await mapReady(page);
  await page$(page).locator('path[data-sigungu="22010"]').dispatchEvent('click');
  await expect(page).toHaveURL(/region=22$/);
  // the map redraws the 시도's 시군구 after the first choice: a click that lands on the outgoing drawing is tried again
  await expect(async () => {
    await page$(page).locator('path[data-sigungu="22020"]').dispatchEvent('click');
    await expect(page).toHaveURL(/region=22&sigungu=22020/, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page$(page).getByRole('combobox', { name: '시·군·구', exact: true })).toHaveValue('22020');
  expect(realErrors(errors)).toEqual([]);
});

test('geolocation refused: a Korean message and the list still works', async ({ page, context, errors }) => {
  await context.clearPermissions();
  await page.goto('/myservice/lawmap');
  await mapReady(page);
  await page$(page).getByRole('button', { name: '내 위치에서 가까운 사무소' }).click();
  await expect(page$(page).locator('[data-geo-error]')).toContainText('위치 사용이 허용되지 않아');
  await page$(page).getByRole('combobox', { name: '시·도', exact: true }).selectOption('21');
  await page$(page).getByRole('button', { name: '이 조건으로 찾기' }).click();
  await expect(count(page)).toContainText('부산광역시의 사무소');
  await expect(offices(page).first()).toHaveAttribute('data-sigungu', /^21/);
  expect(realErrors(errors)).toEqual([]);
});

test('geolocation unavailable, too slow or outside Korea: each its own Korean message, nothing moved', async ({ page, errors }) => {
  // the device's answer, set per press (window.__geo: an error code, or a position in Tokyo)
  await page.addInitScript(() => {
    Object.defineProperty(Geolocation.prototype, 'getCurrentPosition', {
      value(ok: PositionCallback, fail: PositionErrorCallback) {
        const code = (window as unknown as { __geo?: number }).__geo;
        if (code) setTimeout(() => fail({ code, message: '', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError), 10);
        else setTimeout(() => ok({ coords: { latitude: 35.6812, longitude: 139.7671 } } as GeolocationPosition), 10);
      },
    });
  });
  await page.goto('/myservice/lawmap?region=22');
  await mapReady(page);
  for (const [code, words] of [
    [2, '지금은 내 위치를 알 수 없습니다'],
    [3, '위치를 찾는 데 시간이 너무 오래 걸렸습니다'],
    [0, '대한민국 밖으로 나와 거리를 잴 수 없습니다'],
  ] as const) {
    await page.evaluate((c) => ((window as unknown as { __geo?: number }).__geo = c), code);
    await page$(page).getByRole('button', { name: '내 위치에서 가까운 사무소' }).click();
    await expect(page$(page).locator('[data-geo-error]')).toContainText(words);
    // the chosen place stays: the list is still 대구's
    await expect(count(page)).toContainText('대구광역시의 사무소');
    await expect(page).toHaveURL(/region=22/);
  }
  expect(realErrors(errors)).toEqual([]);
});

test('an unknown region code or a tampered address: a Korean message and a working page', async ({ page, errors }) => {
  await page.goto('/myservice/lawmap?region=99&type=%3Cscript%3E');
  await expect(page$(page).getByRole('alert').first()).toContainText('시·도 코드 ‘99’를 알 수 없어 전국을 보여 드립니다');
  await expect(page$(page).getByRole('alert').first()).toContainText('서비스 유형');
  await expect(count(page)).toContainText('전국의 사무소');
  await page$(page).getByRole('combobox', { name: '시·도', exact: true }).selectOption('22');
  await page$(page).getByRole('button', { name: '이 조건으로 찾기' }).click();
  await expect(count(page)).toContainText('대구광역시의 사무소');
  await page.goto('/myservice/lawmap?region=11&sigungu=99999');
  await expect(page$(page).getByRole('alert').first()).toContainText('시·군·구 코드 ‘99999’를 알 수 없습니다');
  await expect(count(page)).toContainText('서울특별시의 사무소');
  expect(realErrors(errors)).toEqual([]);
});

test('/servicetype/map?type=DEBT shows only offices of institutions with a 채무조정 service', async ({ page, errors }) => {
  const services = (await (await page.request.get('/api/services?type=DEBT&pageSize=50')).json()) as { items: { instCode: string }[] };
  const debtInsts = new Set(services.items.map((s) => s.instCode));
  expect(debtInsts.size).toBeGreaterThan(0);
  await page.goto('/servicetype/map?type=DEBT');
  await expect(page.getByRole('heading', { level: 1, name: '채무조정 서비스 지도' })).toBeVisible();
  await expect(page$(page).getByRole('combobox', { name: '서비스 유형', exact: true })).toHaveValue('DEBT');
  await expect(offices(page).first()).toBeVisible();
  const insts = await offices(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-inst')!));
  expect(insts.length).toBeGreaterThan(0);
  for (const i of insts) expect(debtInsts, `office of ${i}`).toContain(i);
  await mapReady(page);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe /servicetype/map at ${width}`).toEqual([]);
  }
  expect(realErrors(errors)).toEqual([]);
});

test('axe finds nothing at 1280 and 360 px; map above the list on a phone, side by side on a desktop', async ({ page, errors }) => {
  await page.goto('/myservice/lawmap?region=22');
  await mapReady(page);
  await expect(offices(page).first()).toBeVisible();
  const figure = page$(page).locator('figure');
  const list = page$(page).locator('section.lm-list');
  const fb = (await figure.boundingBox())!;
  const lb = (await list.boundingBox())!;
  expect(lb.x).toBeGreaterThan(fb.x + fb.width - 1);
  await page.setViewportSize({ width: 360, height: 800 });
  const fb2 = (await figure.boundingBox())!;
  const lb2 = (await list.boundingBox())!;
  expect(lb2.y).toBeGreaterThan(fb2.y + fb2.height - 1);
  // polled: on a loaded machine the page lays itself out again a moment after the resize
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 900 });
  await axeAtWidths(page, 'lawmap');
  expect(realErrors(errors)).toEqual([]);
});
