import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN_MOTION, adminAxe, adminPage, staffContext } from './admin-helpers';
import { staffLogin } from './cyber-helpers';
import { apiPost, memberByApi } from './dscsn-helpers';
import { expect, test, xsrf } from './fixtures';
import { realErrors } from './member-helpers';

test.use(ADMIN_MOTION);

// The back office's tables (issue 34) against the real server: the open-API approver approves one
// application and rejects another (the applicant sees both decisions); the system administrator
// renames a menu (the public page shows the new name on its next load; restored at the end), an
// address that is no route is refused in Korean on its field and what was typed stays; a route rule
// is edited with the same care (and restored). axe at 1280 px on the three pages; at 768 px each
// page fits the window and its table scrolls on its own.

/** At 768 px: the page does not scroll sideways (the table does, inside itself) and the row's button is reachable. */
async function usableAt768(page: Page, button: string) {
  await page.setViewportSize({ width: 768, height: 900 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  const b = page.getByRole('button', { name: button }).first();
  await b.scrollIntoViewIfNeeded();
  await expect(b).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 900 });
}

const put = async (request: APIRequestContext, url: string, data: unknown) => request.put(url, { data, headers: { 'X-XSRF-TOKEN': await xsrf(request) } });

const dialog = (page: Page) => page.getByRole('dialog');
const field = (page: Page, label: string) => dialog(page).getByLabel(label, { exact: true });
/** An antd button-style radio: its input is drawn hidden, the person clicks its label. */
async function choose(page: Page, label: string) {
  await dialog(page).locator('label.ant-radio-button-wrapper', { hasText: label }).click();
  await expect(dialog(page).getByRole('radio', { name: label })).toBeChecked();
}
/** A row's edit dialog, opened by its button. */
async function openEdit(page: Page, row: Locator, button: string) {
  await row.getByRole('button', { name: button }).click();
  await expect(dialog(page)).toBeVisible();
}
/** Fills the open dialog's fields (label → value) and presses 저장. */
async function save(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
  await dialog(page).getByRole('button', { name: '저장' }).click();
}
/** 저장 refused: the sentence in the dialog, and what was typed still in its fields (label → value). */
async function refused(page: Page, sentence: string, kept: Record<string, string> = {}) {
  await expect(dialog(page)).toContainText(sentence);
  for (const [label, value] of Object.entries(kept)) await expect(field(page, label)).toHaveValue(value);
}

test.describe.configure({ mode: 'serial' });

test('open API: the approver approves one application and rejects another with a reason; the applicant sees both', async ({ page, context, browser, errors }) => {
  test.setTimeout(300_000);
  const tag = randomUUID().slice(0, 6);
  await memberByApi(context);
  const applyOper = async (system: string) => {
    const r = await apiPost(context, '/api/opn/applications', {
      useKind: 'OPER',
      purpose: '구청 누리집에 법률상담 기관 안내를 보여 주려고 씁니다.',
      systemName: system,
      expectedDailyCalls: 300,
      termsAgreed: true,
    });
    expect(r.status(), await r.text()).toBe(201);
    return ((await r.json()) as { application: { applicationId: string } }).application.applicationId;
  };
  const approveId = await applyOper(`승인 시험 ${tag}`);
  const rejectId = await applyOper(`반려 시험 ${tag}`);

  const { context: approver, page: ap } = await staffContext(browser, 'sandboxopenapi');
  // the newest applications are on the queue's last page (oldest first)
  const total = ((await (await approver.request.get('/api/staff/opn/applications?pageSize=50')).json()) as { total: number }).total;
  const last = Math.max(1, Math.ceil(total / 50));
  const apErrors: string[] = [];
  ap.on('console', (m) => void (m.type() === 'error' && apErrors.push(m.text())));
  await ap.goto(`/admin/opn?pageSize=50${last > 1 ? `&page=${last}` : ''}`);
  await adminPage(ap, '오픈 API 활용 신청 승인');
  const approveRow = ap.locator('tbody tr', { hasText: approveId });
  const rejectRow = ap.locator('tbody tr', { hasText: rejectId });
  await expect(approveRow).toContainText(`승인 시험 ${tag}`);
  await expect(approveRow).toContainText('운영');
  await expect(approveRow).toContainText('구청 누리집에 법률상담 기관 안내');
  // the applicant's name comes masked, as the call gives it
  await expect(approveRow.locator('.bo-cell-sub').first()).toContainText('*');
  await adminAxe(ap, 'admin-opn');
  await usableAt768(ap, `승인 시험 ${tag} 승인`);

  // approve after the question
  await approveRow.getByRole('button', { name: `승인 시험 ${tag} 승인` }).click();
  const confirm = ap.locator('.ant-popconfirm');
  await expect(confirm).toContainText('이 신청을 승인할까요?');
  await confirm.getByRole('button', { name: '승인' }).click();
  await expect(ap.locator('.ant-message')).toContainText('신청을 승인했습니다');
  await expect(approveRow).toHaveCount(0);

  // reject: the reason is required, in Korean, naming it; then sent
  await rejectRow.getByRole('button', { name: `반려 시험 ${tag} 반려` }).click();
  await expect(dialog(ap)).toBeVisible();
  await dialog(ap).getByRole('button', { name: '반려' }).click();
  await expect(dialog(ap)).toContainText('반려 사유를 5자 이상 적어 주세요.');
  await field(ap, '반려 사유').fill('허용 IP를 적어 다시 신청해 주십시오.');
  await dialog(ap).getByRole('button', { name: '반려' }).click();
  await expect(ap.locator('.ant-message')).toContainText('신청을 반려했습니다');
  await expect(rejectRow).toHaveCount(0);
  expect(realErrors(apErrors.map((e) => `console: ${e}`))).toEqual([]);
  await approver.close();

  // the applicant's page shows both decisions and the reason
  await page.goto('/opn/OpnApiAprvList');
  await expect(page.locator(`[data-application="${approveId}"]`)).toHaveAttribute('data-status', 'APPROVED');
  const rejected = page.locator(`[data-application="${rejectId}"]`);
  await expect(rejected).toHaveAttribute('data-status', 'REJECTED');
  await expect(rejected.locator('[data-reject-reason]')).toContainText('허용 IP를 적어 다시 신청해 주십시오.');
  expect(realErrors(errors)).toEqual([]);
});

const FWC = { menuName: '금융복지상담센터', menuUrl: '/dscsn/inst/fwc', parentMenuId: null as string | null, sortOrder: 0, useYn: true, useSatisfaction: true };

test('menu: the administrator renames a menu, the public page shows it on its next load; an address that is no route is refused in Korean and kept', async ({ page, context, errors }) => {
  test.setTimeout(300_000);
  const newName = `금융복지 상담 ${randomUUID().slice(0, 4)}`;
  await staffLogin(context.request, 'sandboxadmin');
  const seeded = ((await (await context.request.get('/api/admin/menus?q=/dscsn/inst/fwc')).json()) as { items: (typeof FWC & { menuId: string })[] }).items.find(
    (m) => m.menuUrl === '/dscsn/inst/fwc',
  )!;
  Object.assign(FWC, { parentMenuId: seeded.parentMenuId, sortOrder: seeded.sortOrder, useSatisfaction: seeded.useSatisfaction });
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/content/menu?q=${encodeURIComponent('/dscsn/inst/fwc')}`);
    await adminPage(page, '메뉴');
    const row = page.locator('tbody tr', { hasText: '/dscsn/inst/fwc' });
    await expect(row).toContainText('금융복지상담센터');
    await adminAxe(page, 'admin-content-menu');
    await usableAt768(page, '금융복지상담센터 고치기');

    await openEdit(page, row, '금융복지상담센터 고치기');
    await save(page, { '메뉴 이름': newName, '메뉴 주소': '/dscsn/inst/nowhere' });
    await refused(page, '메뉴 주소는 포털에 있는 화면의 주소로 입력해 주세요.', { '메뉴 주소': '/dscsn/inst/nowhere', '메뉴 이름': newName });
    await adminAxe(page, 'admin-content-menu-dialog');
    // an address another menu uses: the server's refusal on the same field
    await save(page, { '메뉴 주소': '/dscsn/inst/ccrs' });
    await refused(page, '메뉴가 씁니다. 한 주소는 한 메뉴만 쓸 수 있습니다.', { '메뉴 이름': newName });
    await save(page, { '메뉴 주소': '/dscsn/inst/fwc' });
    await expect(page.locator('.ant-message')).toContainText(`‘${newName}’ 메뉴를 고쳤습니다`);
    await expect(row).toContainText(newName);

    // the citizen's next load of the page: its place in the site names the new menu
    await page.goto('/dscsn/inst/fwc');
    await expect(page.getByRole('navigation', { name: '현재 위치' })).toContainText(newName);
    // the page's own menu of its section links it under the new name
    await expect(page.getByRole('link', { name: newName, exact: true }).first()).toBeVisible();
  } finally {
    const r = await put(context.request, `/api/admin/menus/${seeded.menuId}`, FWC);
    expect(r.status(), await r.text()).toBe(200);
  }
  await page.goto('/dscsn/inst/fwc');
  await expect(page.getByRole('navigation', { name: '현재 위치' })).toContainText('금융복지상담센터');
  expect(realErrors(errors)).toEqual([]);
});

const STATUTE_ALIAS = { matchPath: '/statuteinfo', matchType: 'EXACT', priority: 10, action: 'REDIRECT', target: '/statuteinfo/legalaid/list', institution: '', message: '', useYn: true };

test('route rules: the administrator changes where an alias goes, with Korean validation; a citizen follows the new rule', async ({ page, context, browser, errors }) => {
  test.setTimeout(300_000);
  await staffLogin(context.request, 'sandboxadmin');
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/content/route-rule?pageSize=50');
    await adminPage(page, '주소 규칙');
    const row = page.locator('tbody tr', { hasText: '/statuteinfo/legalaid/list' });
    await expect(row).toContainText('포털 안 다른 화면으로');
    await adminAxe(page, 'admin-content-route-rule');
    await usableAt768(page, '/statuteinfo 규칙 고치기');

    await openEdit(page, row, '/statuteinfo 규칙 고치기');
    await save(page, { '이동할 곳': '/statuteinfo/nowhere' });
    await refused(page, '이동할 곳은 포털에 있는 화면의 주소로 입력해 주세요.', { '이동할 곳': '/statuteinfo/nowhere' });
    // an institution's site that is not on the allow list: the server's refusal on the field
    await choose(page, '기관 누리집으로');
    await save(page, { '이동할 곳': 'https://phishing.example.com/' });
    await refused(page, '허용 목록에 없습니다');
    await adminAxe(page, 'admin-content-route-rule-dialog');
    await choose(page, '포털 안 다른 화면으로');
    await save(page, { '이동할 곳': '/statuteinfo/discussion/list' });
    await expect(page.locator('.ant-message')).toContainText('‘/statuteinfo’ 규칙을 고쳤습니다');
    await expect(page.locator('tbody tr', { hasText: '/statuteinfo/discussion/list' })).toBeVisible();

    // a citizen (no session) opening /statuteinfo lands where the rule now says
    const citizen = await browser.newContext();
    const cp = await citizen.newPage();
    await cp.goto('/statuteinfo');
    await expect(cp).toHaveURL(/\/statuteinfo\/discussion\/list$/);
    await citizen.close();
  } finally {
    const r = await put(context.request, '/api/admin/route-rules/ALIAS_STATUTEINFO', STATUTE_ALIAS);
    expect(r.status(), await r.text()).toBe(200);
  }
  expect(realErrors(errors)).toEqual([]);
});
