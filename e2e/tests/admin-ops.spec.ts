import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_MOTION, adminAxe, adminFits, adminPage } from './admin-helpers';
import { staffLogin } from './cyber-helpers';
import { buildRemote, portal } from './deploy-helpers';
import { expect, post, test } from './fixtures';
import { realErrors } from './member-helpers';
import { docShot } from './screenshots';

test.use(ADMIN_MOTION);

// The back office's operations pages (issue 34) on the shared e2e server: the system administrator
// rolls one remote back in the browser and its public page loads the older version on the next load
// (no host rebuild, no restart), then deploys the newer one back; the audit log finds that rollback
// and its CSV (with BOM) holds it; the outbox page retries a dead letter; the satisfaction page counts
// a citizen's answer; an institution manager cannot open the registry page (the page and the API
// say so). Deploying changes what every page of the shared server loads, so this spec runs in the
// `deploy` project with deploy-rollback.spec.ts, after all the others and one file at a time, and
// puts the remote back as it found it.

test.describe.configure({ mode: 'serial' });

const REMOTE = 'uikit';
const PUBLIC_PAGE = '/sample/password';
const ADMIN = 'sandboxadmin';
const MANAGER = 'sandboxmanager';

const kstToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

async function liveVersion(request: APIRequestContext, name = REMOTE): Promise<string> {
  const registry = (await (await request.get('/registry.json')).json()) as { remotes: { name: string; version: string }[] };
  return registry.remotes.find((r) => r.name === name)!.version;
}

/** The public page of the remote, loaded afresh: the build tag its area shows and the version folder its manifest came from. */
async function publicLoad(page: Page): Promise<{ tag: string | null; manifestVersion: string | undefined }> {
  const manifests: string[] = [];
  const listen = (r: { url(): string }) => {
    const m = new RegExp(`/remotes/${REMOTE}/([^/]+)/mf-manifest\\.json`).exec(r.url());
    if (m) manifests.push(m[1]!);
  };
  page.on('request', listen);
  await page.goto(PUBLIC_PAGE);
  const area = page.locator(`[data-remote="${REMOTE}"]`);
  await expect(area).toBeVisible({ timeout: 20_000 });
  page.off('request', listen);
  return { tag: await area.getAttribute('data-build-tag'), manifestVersion: manifests.at(-1) };
}

async function axeAt1280(page: Page, name: string) {
  await adminAxe(page, name);
  await docShot(page, `admin-ops-${name.replaceAll(' ', '-')}-1280`);
}

async function fitsAt768(page: Page, name: string) {
  await adminFits(page, name);
  await docShot(page, `admin-ops-${name.replaceAll(' ', '-')}-768`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an institution manager cannot open the registry page: the page says so and the API answers 403', async ({ page, errors }) => {
  await staffLogin(page.context().request, MANAGER);
  expect((await page.context().request.get('/api/admin/registry')).status()).toBe(403);
  await page.goto('/admin/ops/registry');
  await adminPage(page, '화면 배포와 되돌리기');
  await expect(page.getByText('이 화면을 볼 권한이 없습니다')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // the audit log is theirs: their institution's staff only
  await page.goto('/admin/audit');
  await adminPage(page, '감사 기록');
  await expect(page.getByText(/직원의 기록/)).toContainText('대한법률구조공단');
  expect(realErrors(errors)).toEqual([]);
});

test('the administrator rolls one remote back in the browser, its public page loads the older version next, then deploys the newer one back', async ({ page, request, errors }) => {
  test.setTimeout(300_000);
  const started = (await (await request.get('/healthz')).json()).startedAt;
  const original = await liveVersion(request);
  const before = await publicLoad(page);
  expect(before.manifestVersion).toBe(original);

  // a newer build of the remote, published and deployed from the command line
  const newer = buildRemote(REMOTE, 'ops-newer');
  expect(newer.version).not.toBe(original);
  try {
    portal('remote:deploy', REMOTE, '--from', newer.out);
    expect(await publicLoad(page)).toEqual({ tag: 'ops-newer', manifestVersion: newer.version });

    await staffLogin(page.context().request, ADMIN);
    await page.goto('/admin/ops/registry');
    await adminPage(page, '화면 배포와 되돌리기');
    const row = page.getByRole('row').filter({ hasText: `(${REMOTE})` });
    await expect(row).toContainText(newer.version);
    await expect(row).toContainText(original); // where a rollback goes
    await axeAt1280(page, 'registry');
    await fitsAt768(page, 'registry');

    // roll back: the dialog names the remote and both versions
    await row.getByRole('button', { name: `${REMOTE} 되돌리기` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(REMOTE);
    await expect(dialog).toContainText(newer.version);
    await expect(dialog).toContainText(original);
    await axeAt1280(page, 'registry rollback dialog');
    await dialog.getByRole('button', { name: `${original}(으)로 되돌리기` }).click();
    await expect(page.getByRole('status').filter({ hasText: '되돌렸습니다' })).toContainText(`${newer.version}에서 ${original}`);
    await expect(dialog).toBeHidden();
    await expect(row).not.toContainText('되돌릴 버전 없음');
    expect(await liveVersion(request)).toBe(original);

    // the public page, on its next load, is the older version: no rebuild, no restart
    expect(await publicLoad(page)).toEqual({ tag: before.tag, manifestVersion: original });
    expect((await (await request.get('/healthz')).json()).startedAt).toBe(started);

    // the history names who; the newer version, kept in the store, is deployed back
    await page.goto('/admin/ops/registry');
    await adminPage(page, '화면 배포와 되돌리기');
    await row.getByRole('button', { name: `${REMOTE} 버전과 기록 보기` }).click();
    const history = page.getByRole('table', { name: `${REMOTE}: 배포·되돌리기 기록 (최근 것부터)` });
    await expect(history.getByRole('row').nth(1)).toContainText('되돌리기');
    await expect(history.getByRole('row').nth(1)).toContainText(ADMIN);
    await axeAt1280(page, 'registry history');
    await page.getByRole('button', { name: `${REMOTE} ${newer.version} 배포` }).click();
    await expect(dialog).toContainText(newer.version);
    await dialog.getByRole('button', { name: `${newer.version}(으)로 배포` }).click();
    await expect(page.getByRole('status').filter({ hasText: '배포했습니다' })).toBeVisible();
    expect(await liveVersion(request)).toBe(newer.version);
    expect(await publicLoad(page)).toEqual({ tag: 'ops-newer', manifestVersion: newer.version });
  } finally {
    // the other specs see the remote as they found it
    if ((await liveVersion(request)) !== original) portal('remote:deploy', REMOTE, original);
  }
  expect(await liveVersion(request)).toBe(original);
  expect(realErrors(errors)).toEqual([]);
});

test('the audit log finds the rollback by its filters and the CSV of the same filters starts with a BOM and holds it', async ({ page, errors }) => {
  await staffLogin(page.context().request, ADMIN);
  const today = kstToday();
  await page.goto(`/admin/audit?from=${today}&to=${today}`);
  await adminPage(page, '감사 기록');
  await expect(page.getByText('모든 직원의 기록')).toBeVisible();
  const filters = page.getByRole('form', { name: '감사 기록 검색 조건' });
  await filters.getByRole('textbox', { name: '직원 아이디' }).fill(ADMIN);
  await filters.getByRole('combobox', { name: '구분' }).click();
  await page.locator('.ant-select-item-option[title="변경"]').click();
  await filters.getByRole('combobox', { name: '대상 종류' }).click();
  await page.locator('.ant-select-item-option[title="화면 리모트"]').click();
  await filters.getByRole('textbox', { name: '대상 번호' }).fill(REMOTE);
  await filters.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/actor=sandboxadmin/);
  expect(new URL(page.url()).searchParams.get('action')).toBe('CHANGE');
  expect(new URL(page.url()).searchParams.get('targetId')).toBe(REMOTE);
  expect(new URL(page.url()).searchParams.get('from')).toBe(today);
  const rollbackRow = page.getByRole('row').filter({ hasText: '/api/admin/registry/:remote/rollback' });
  await expect(rollbackRow.first()).toBeVisible();
  await expect(rollbackRow.first()).toContainText(ADMIN);
  await expect(rollbackRow.first()).toContainText('성공');
  await expect(page.getByRole('row').filter({ hasText: '/api/admin/registry/:remote/deploy' }).first()).toBeVisible();
  await axeAt1280(page, 'audit');
  await fitsAt768(page, 'audit');

  const link = page.getByRole('link', { name: 'CSV 내려받기' });
  const href = new URL((await link.getAttribute('href'))!, page.url());
  expect(Object.fromEntries(href.searchParams)).toEqual({ from: today, to: today, actor: ADMIN, action: 'CHANGE', targetKind: 'remote', targetId: REMOTE });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8');
  expect(csv).toContain('/api/admin/registry/:remote/rollback');
  expect(csv).toContain(ADMIN);
  expect(csv).not.toContain('/api/admin/outbox');
  expect(realErrors(errors)).toEqual([]);
});

test('the outbox page lists a dead letter with its tries and error, the recipient masked, and retries it', async ({ page, errors }) => {
  const ref = `OPS-E2E-${randomUUID().slice(0, 8).toUpperCase()}`;
  const made = await post(page.context().request, '/api/test/outbox-failed', { ref });
  expect(made.ok(), await made.text()).toBe(true);
  const { id } = (await made.json()) as { id: number };
  await staffLogin(page.context().request, ADMIN);
  await page.goto('/admin/ops/outbox');
  await adminPage(page, '알림 발송 현황');
  await page.locator('.ant-radio-button-wrapper').filter({ hasText: /^발송 실패/ }).click();
  await expect(page.getByRole('radio', { name: /^발송 실패/ })).toBeChecked();
  await expect(page).toHaveURL(/status=DEAD/);
  const row = page.getByRole('row').filter({ hasText: ref });
  await expect(row).toContainText('발송 실패');
  await expect(row).toContainText('010-****-0000');
  await expect(row).toContainText('5회');
  await expect(row).toContainText('sandbox: 통신 오류');
  await expect(page.getByText('01055550000')).toHaveCount(0);
  await axeAt1280(page, 'outbox');
  await fitsAt768(page, 'outbox');

  await row.getByRole('button', { name: `${id}번 알림 다시 보내기` }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '다시 보내기' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${id}번 알림` })).toContainText('다시 보내도록 했습니다');
  // no longer a dead letter: the list of failed ones (read again) leaves it out
  await expect(row).toHaveCount(0);
  await page.goto('/admin/ops/outbox');
  await adminPage(page, '알림 발송 현황');
  await expect(page.getByRole('row').filter({ hasText: ref })).not.toContainText('발송 실패');
  expect(realErrors(errors)).toEqual([]);
});

test('the satisfaction page shows a menu’s responses, average and 1–5 distribution after a citizen answers', async ({ page, request, errors }) => {
  const crumbs = (await (await request.get(`/api/menu/breadcrumbList?menuUrl=${encodeURIComponent('/center/gd')}`)).json()) as { menuId: string; menuNm?: string }[];
  const { menuId } = crumbs.at(-1)!;
  const answered = await post(request, '/api/satisfaction', { menuId, score: 2, comment: '' }, { 'Idempotency-Key': randomUUID() });
  expect(answered.status(), await answered.text()).toBe(201);

  await staffLogin(page.context().request, ADMIN);
  const today = kstToday();
  await page.goto(`/admin/ops/satisfaction?from=${today}&to=${today}&by=AVERAGE_ASC`);
  await adminPage(page, '만족도 통계');
  await expect(page.getByRole('combobox', { name: '정렬' })).toBeVisible();
  await expect(page.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: '평균 낮은 순' }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: '기간' })).toHaveValue(today);
  const overall = page.getByRole('list', { name: '전체 점수 분포' });
  await expect(overall.getByRole('listitem')).toHaveCount(5);
  const table = page.getByRole('table', { name: '메뉴별 만족도: 평균 낮은 순' });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  // every menu row reads as text: responses, average, each score with its count
  const first = rows.nth(1);
  await expect(first).toContainText(/\d+건/);
  await expect(first).toContainText(/\d\.\d\d점/);
  await expect(first.getByRole('list')).toContainText('2점');
  const dist = page.getByRole('list', { name: /점수 분포$/ }).filter({ hasText: /2점\s*[1-9]\d*건/ });
  await expect(dist.first()).toBeVisible();
  await axeAt1280(page, 'satisfaction');
  await fitsAt768(page, 'satisfaction');

  // a period without answers: the empty state
  await page.goto('/admin/ops/satisfaction?from=2001-01-01&to=2001-01-31');
  await adminPage(page, '만족도 통계');
  await expect(page.getByText('이 기간에 남긴 만족도 응답이 없습니다.')).toBeVisible();
  expect(realErrors(errors)).toEqual([]);
});
