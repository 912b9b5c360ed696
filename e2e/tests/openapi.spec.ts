import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { loginByApi, memberByApi } from './dscsn-helpers';
import { staffLogin } from './cyber-helpers';
import { axeAtWidths, field, realErrors, waitForPage } from './member-helpers';
// @ts-expect-error plain ESM helper without types
import { baseURL } from '../paths.mjs';

// The open API pages (issue 33): a member applies for a development key and sees it once, calls an
// API from the console, applies for operating use, the approver (sandboxopenapi) decides it, the
// chart and its table show the calls, reissue and revoke; signed out, the member pages send to the
// sign-in; axe finds nothing on the four pages at 1280 and 360 px. One member (made through the API)
// and one approver sign-in serve the file's tests, which run in order.

test.describe.configure({ mode: 'serial' });

const APPROVER = { loginId: 'sandboxopenapi', password: 'Sandbox#2026' };
const KEY = /^lap_(dev|live)_[0-9A-Za-z]{28}$/;

let memberState: Awaited<ReturnType<BrowserContext['storageState']>> | null = null;
let liveKey: string | null = null;

/** Today in Korea, as the usage table labels it ('11월 29일'). */
function todayLabel(): string {
  const [, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).split('-');
  return `${Number(m)}월 ${Number(d)}일`;
}

/** Fills and sends the application form; returns the key shown and the application's number. */
async function apply(page: Page, kind: '개발계정' | '운영계정', system: string) {
  await page.goto('/opn/OpnApiEdit');
  await waitForPage(page, 'opn-edit');
  await page.getByRole('radio', { name: new RegExp(`^${kind}`) }).check();
  await field(page, '시스템 이름').fill(system);
  await field(page, '활용 목적').fill('우리 구청 누리집에 법률상담 기관 안내를 보여 주려고 씁니다.');
  await field(page, '하루 예상 호출 수').fill('500');
  await page.getByLabel('오픈 API 이용약관에 동의합니다').check();
  await page.getByRole('button', { name: '신청하기' }).click();
  const issued = page.locator('[data-issued-key]');
  await expect(issued).toBeVisible();
  await expect(issued.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(issued).toContainText('이 키는 지금 한 번만 보여 드립니다.');
  const key = (await issued.locator('[data-key-value]').textContent())!.trim();
  expect(key).toMatch(KEY);
  const lead = await page.locator('[data-page="opn-edit"] .mb-page__lead').textContent();
  const applicationId = /OPN-[0-9A-F]{12}/.exec(lead ?? '')![0];
  return { key, applicationId };
}

/** Presses 호출하기 and waits for the console's answer line. */
async function callFromConsole(page: Page, expected: RegExp) {
  const [answer] = await Promise.all([page.waitForResponse((r) => r.url().includes('/openapi/v1/')), page.getByRole('button', { name: '호출하기' }).click()]);
  await expect(page.locator('[data-result-line]')).toHaveText(expected);
  return answer;
}

/** The answer of a call to /openapi/v1 with a key in the header. */
async function callWith(page: Page, key: string) {
  const r = await page.request.get('/openapi/v1/institutions?numOfRows=1', { headers: { 'X-API-Key': key } });
  return { status: r.status(), code: ((await r.json()) as { response: { header: { resultCode: string } } }).response.header.resultCode };
}

async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  // the safe answer has focus
  await expect(dialog.getByRole('button', { name: '취소' })).toBeFocused();
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

async function approverPage(browser: Browser) {
  const context = await browser.newContext();
  // a returning visitor, as the fixture's contexts are (the web font cached)
  await context.addCookies([{ name: 'portal_fonts', value: '1', url: baseURL, sameSite: 'Lax' }]);
  // the approver is signed in as a citizen and at the back office (both cookies): the queue's staff
  // calls take the staff session
  await loginByApi(context, APPROVER.loginId, APPROVER.password);
  await staffLogin(context.request, APPROVER.loginId);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  return { context, page, errors };
}

test('a member gets a development key once, calls the API from the console, the approver approves operating use, the usage shows, reissue and revoke', async ({ page, context, browser, errors }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await memberByApi(context);

  // the form speaks Korean and points at what to fix
  await page.goto('/opn/OpnApiEdit');
  await waitForPage(page, 'opn-edit');
  await page.getByRole('button', { name: '신청하기' }).click();
  const summary = page.locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('활용 구분은 DEV(개발계정) 또는 OPER(운영계정) 중 하나로 골라 주세요.');
  await expect(summary).toContainText('오픈 API 이용약관에 동의해야 신청할 수 있습니다.');
  await field(page, '허용 IP').fill('203.0.113.10\n300.1.1.1/8');
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(summary).toContainText('허용 IP 2번째 줄(300.1.1.1/8)이 주소가 아닙니다.');
  await field(page, '허용 IP').fill('');

  // development: approved at once, the key shown this once with 키 복사
  const dev = await apply(page, '개발계정', '구청 안내 앱');
  expect(dev.key.startsWith('lap_dev_')).toBe(true);
  await page.locator('[data-copy-key]').click();
  await expect(page.locator('[data-copy-note]')).toHaveText('서비스키를 복사했습니다. 안전한 곳에 붙여 넣어 보관해 주십시오.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(dev.key);

  // the console uses the key just issued (kept in memory only)
  await page.getByRole('link', { name: '콘솔에서 호출해 보기' }).click();
  await waitForPage(page, 'opn-view');
  await expect(page.locator('[data-remembered-key]')).toContainText(`${dev.key.slice(0, 8)}…${dev.key.slice(-4)}`);
  const first = await callFromConsole(page, /^응답: HTTP 200 · 결과 코드 00 NORMAL_SERVICE/);
  // the key went in the header, not in the address
  expect(first.url()).not.toContain(dev.key);
  expect(first.request().headers()['x-api-key']).toBe(dev.key);
  await expect(page.locator('[data-result-quota]')).toContainText('오늘 남은 호출 999 / 1,000건');
  await expect(page.locator('[data-result-body]')).toContainText('"resultCode": "00"');
  await page.getByRole('radio', { name: 'XML' }).check();
  await callFromConsole(page, /^응답: HTTP 200 · 결과 코드 00/);
  await expect(page.locator('[data-result-body]')).toContainText('<?xml version="1.0" encoding="UTF-8"?>');
  await expect(page.locator('[data-result-body]')).toContainText('<resultCode>00</resultCode>');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(dev.key);

  // after a reload the key is forgotten: the member pastes it (a malformed one is refused first)
  await page.reload();
  await expect(page.locator('[data-remembered-key]')).toHaveCount(0);
  const keyField = page.getByLabel(/^서비스키/);
  await keyField.fill('lap_dev_tooShort');
  await page.getByRole('button', { name: '호출하기' }).click();
  await expect(page.locator('[data-error-summary]')).toContainText('서비스키는 lap_dev_ 또는 lap_live_로 시작하는 36자입니다.');
  await keyField.fill(dev.key);
  await callFromConsole(page, /^응답: HTTP 200 · 결과 코드 00/);
  await expect(page.locator('[data-result-quota]')).toContainText('오늘 남은 호출 997 / 1,000건');

  // operating use: the key comes with the application and is refused (code 20) until approved
  const oper = await apply(page, '운영계정', '구청 민원 포털');
  expect(oper.key.startsWith('lap_live_')).toBe(true);
  await expect(page.locator('[data-issued-key]')).toContainText('결과 코드 20');
  expect(await callWith(page, oper.key)).toEqual({ status: 403, code: '20' });

  // the approver: a reason too short is refused in Korean, then approves with a limit
  const approver = await approverPage(browser);
  await approver.page.goto('/opn/OpnApiAprvList?view=queue');
  const pending = approver.page.locator(`[data-pending="${oper.applicationId}"]`);
  await expect(pending).toBeVisible();
  await expect(pending.locator('[data-applicant]')).not.toBeEmpty();
  await pending.locator('[data-reject-form] textarea').fill('짧음');
  await pending.locator('[data-reject-form]').getByRole('button', { name: '반려', exact: true }).click();
  await expect(pending.locator('[data-reject-form]')).toContainText('반려 사유를 5자 이상 적어 주세요.');
  const limit = pending.locator('[data-approve-form] input');
  await limit.fill('0');
  await pending.locator('[data-approve-form]').getByRole('button', { name: '승인', exact: true }).click();
  await expect(pending.locator('[data-approve-form]')).toContainText('하루 호출 한도는 1 이상으로 입력해 주세요.');
  await limit.fill('5000');
  await pending.locator('[data-approve-form]').getByRole('button', { name: '승인', exact: true }).click();
  await expect(approver.page.locator('[data-decided]')).toContainText('운영계정을 승인했습니다. 하루 호출 한도는 API마다 5,000건입니다.');
  await expect(pending).toHaveCount(0);
  expect(realErrors(approver.errors.map((e) => `console: ${e}`))).toEqual([]);
  await approver.context.close();

  // the operating key works at once, with the raised quota
  await page.goto('/opn/OpnApiView?api=notices');
  await page.getByLabel(/^서비스키/).fill(oper.key);
  await callFromConsole(page, /^응답: HTTP 200 · 결과 코드 00/);
  await expect(page.locator('[data-result-quota]')).toContainText('/ 5,000건');
  liveKey = oper.key;

  // my keys: statuses, limits, and the calls as a chart with the same numbers in its table
  await page.goto('/opn/OpnApiAprvList');
  await waitForPage(page, 'opn-aprv-list');
  const devCard = page.locator(`[data-application="${dev.applicationId}"]`);
  const operCard = page.locator(`[data-application="${oper.applicationId}"]`);
  await expect(operCard).toHaveAttribute('data-status', 'APPROVED');
  await expect(operCard.locator('[data-daily-limit]')).toHaveText('API마다 5,000건');
  await expect(devCard.locator('[data-daily-limit]')).toHaveText('API마다 1,000건');
  await expect(devCard.locator('[data-usage-today]')).toHaveText('3건');
  await expect(devCard.locator('canvas')).toBeVisible();
  const todayRow = devCard.locator('.portal-chart__table tbody tr').last();
  await expect(todayRow.locator('th')).toHaveText(todayLabel());
  await expect(todayRow.locator('td')).toHaveText('3건');
  await expect(operCard.locator('[data-usage-today]')).toHaveText('1건');
  // the key itself is never shown again: only its hint
  await expect(page.locator('body')).not.toContainText(dev.key);
  await expect(devCard.locator('[data-app-keys]')).toContainText(`${dev.key.slice(0, 8)}…${dev.key.slice(-4)}`);

  // reissue: asked first; the new key shown once, the old one still works for 24 hours
  await devCard.getByRole('button', { name: '재발급' }).click();
  await confirmDialog(page, '재발급');
  const reissued = devCard.locator('[data-issued-key]');
  await expect(reissued).toBeVisible();
  const newKey = (await reissued.locator('[data-key-value]').textContent())!.trim();
  expect(newKey).toMatch(KEY);
  expect(newKey).not.toBe(dev.key);
  await expect(devCard.locator('[data-app-keys]')).toContainText('교체됨 (곧 만료)');
  expect(await callWith(page, dev.key)).toEqual({ status: 200, code: '00' });
  expect(await callWith(page, newKey)).toEqual({ status: 200, code: '00' });

  // revoke: asked first; every key of the application stops at once
  await devCard.getByRole('button', { name: '폐기', exact: true }).click();
  await confirmDialog(page, '폐기');
  await expect(devCard.locator('[data-app-notice]')).toHaveText('폐기했습니다. 이 신청의 모든 서비스키가 바로 멈췄습니다.');
  await expect(devCard).toHaveAttribute('data-status', 'REVOKED');
  await expect(devCard.getByRole('button', { name: '재발급' })).toHaveCount(0);
  expect(await callWith(page, newKey)).toEqual({ status: 401, code: '30' });
  expect(await callWith(page, dev.key)).toEqual({ status: 401, code: '30' });

  memberState = await context.storageState();
  // the answers the test asked for (403, 401) are the browser's only complaints
  expect(realErrors(errors)).toEqual([]);
});

test('signed out: the member pages send to the sign-in, the catalogue and the documentation are public', async ({ page, errors }) => {
  for (const path of ['/opn/OpnApiEdit', '/opn/OpnApiAprvList']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?returnUrl=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  }
  await page.goto('/opn/OpnApiList');
  await waitForPage(page, 'opn-list');
  await expect(page.locator('[data-api]')).toHaveCount(9);
  await page.getByRole('link', { name: '기관 사무소 목록' }).click();
  await waitForPage(page, 'opn-view');
  await expect(page).toHaveURL(/\/opn\/OpnApiView\?api=offices$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('기관 사무소 목록 API');
  await expect(page.locator('[data-api-params]')).toContainText('instCode');
  await expect(page.locator('[data-sample="xml"]')).toContainText('<officeId>KLAC-SEOUL-CENTRAL</officeId>');
  await expect(page.locator('[data-result-codes]')).toContainText('LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR');
  // the page came from the server with its content
  const html = await (await page.request.get('/opn/OpnApiView?api=offices')).text();
  expect(html).toContain('data-api-doc="offices"');
  expect(html).toContain('KLAC-SEOUL-CENTRAL');
  expect(errors).toEqual([]);
});

test('a session that ends while the page reads: the notice says so, and 로그인 comes back to the same address', async ({ page, context, errors }) => {
  await signIn(context);
  // the shell knows the member; the page's own read is the first to meet the ended session
  await page.route('**/api/opn/applications', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"success":false,"message":"로그인이 필요합니다."}' }));
  await page.goto('/opn/OpnApiAprvList');
  const notice = page.locator('[data-signin-needed]');
  await expect(notice).toContainText('로그인 시간이 끝났거나 로그인하지 않았습니다.');
  await expect(notice.getByRole('link', { name: '로그인' })).toHaveAttribute('href', `/login?returnUrl=${encodeURIComponent('/opn/OpnApiAprvList')}`);
  expect(realErrors(errors).filter((e) => !/status of 401/.test(e))).toEqual([]);
});

test('axe finds nothing on the four pages at 1280 and 360 px (with data, the console answer, the key shown and the queue)', async ({ page, context, browser, errors }) => {
  test.setTimeout(120_000);
  if (memberState) await context.addCookies(memberState.cookies);
  else await memberByApi(context);

  await page.goto('/opn/OpnApiList');
  await expect(page.locator('[data-catalogue]')).toBeVisible();
  await axeAtWidths(page, 'opn-list');

  await page.goto('/opn/OpnApiView?api=availability');
  await waitForPage(page, 'opn-view');
  if (liveKey) {
    await page.getByLabel(/^서비스키/).fill(liveKey);
    // officeId of the sample is a real office; an unknown one would be code 03
    await callFromConsole(page, /^응답: HTTP (200|404)/);
  }
  await expect(page.locator('[data-console]')).toBeVisible();
  await axeAtWidths(page, 'opn-view');

  await page.goto('/opn/OpnApiEdit');
  await waitForPage(page, 'opn-edit');
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(page.locator('[data-error-summary]')).toBeVisible();
  await axeAtWidths(page, 'opn-edit');
  await apply(page, '운영계정', '접근성 점검용 시스템');
  await expect(page.locator('[data-issued-key]')).toBeVisible();
  await axeAtWidths(page, 'opn-edit-issued');

  await page.goto('/opn/OpnApiAprvList');
  await expect(page.locator('[data-application]').first()).toBeVisible();
  await axeAtWidths(page, 'opn-aprv-list');

  const approver = await approverPage(browser);
  await approver.page.goto('/opn/OpnApiAprvList?view=queue');
  await expect(approver.page.locator('[data-pending]').first()).toBeVisible();
  await axeAtWidths(approver.page, 'opn-aprv-queue');
  expect(realErrors(approver.errors.map((e) => `console: ${e}`))).toEqual([]);
  await approver.context.close();

  expect(realErrors(errors)).toEqual([]);
});
