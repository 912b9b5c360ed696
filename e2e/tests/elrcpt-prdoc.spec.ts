import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { routes } from '@portal/contracts';
import { test, expect } from './fixtures';
import { apiPost, memberByApi } from './dscsn-helpers';
import { axeViolations, realErrors, waitForPage } from './member-helpers';
import { pdfBytes } from './cyber-helpers';
import { FULL_CONSENT } from './elrcpt-helpers';
import { aplyPrdocs, kstToday, myDocs, saveMyDoc } from './prdoc-helpers';
import { docShot } from './screenshots';

// Supporting-document pages (issue 17): an application that needs 등본 + 건강보험료 납부확인서 +
// 한부모가족 증명서 gets one through 행정정보 공동이용, one from the sandbox wallet and one by upload;
// a second application reuses the saved document. Refusals (expired or forged certificate, a
// disguised executable, EICAR, a 30 MB file, another member's document, the exchange centre down)
// say in Korean what is wrong, keep what was typed and store nothing. axe on every route at 1280
// and 360 px; keyboard use of the way choice and the dialogs. Every test makes its own member.

/** 한부모가족 보호대상자 (무료, no income test) and 독거노인 (income test): 등본, 한부모가족 증명서, 건강보험료 납부확인서. */
const TYPES = ['ECON_SINGLEPARENT', 'SOC_ELDERLY_ALONE'];

async function start(ctx: BrowserContext, form = 'KLAC', adminInfoSharing: 'Y' | 'N' = 'Y'): Promise<string> {
  const r = await apiPost(ctx, '/api/elrcpt/aply', { form, consent: { ...FULL_CONSENT, adminInfoSharing }, carry: { targetTypes: TYPES } }, { 'Idempotency-Key': randomUUID() });
  expect(r.status(), await r.text()).toBeLessThan(300);
  return ((await r.json()) as { aplyNo: string }).aplyNo;
}

const formUrl = (code: string, aplyNo: string) => `/elrcpt/prdoc/${code}Form?aplyNo=${aplyNo}`;
async function openForm(page: Page, code: string, aplyNo: string) {
  await page.goto(formUrl(code, aplyNo));
  await waitForPage(page, 'elrcpt-prdoc-form');
  await expect(page.locator(`[data-proof-form="${code}"]`)).toBeVisible();
}
const way = (page: Page, label: string) => page.getByRole('radio', { name: new RegExp(`^${label}`) });
const fileInput = (page: Page) => page.locator('[data-attachments] input[type="file"]');

/** What is stored for the member: the application's items and 나의 서류. */
async function stored(ctx: BrowserContext, aplyNo: string) {
  return { items: (await aplyPrdocs(ctx.request, aplyNo)).items.length, mine: (await myDocs(ctx.request)).total };
}

test('an application needing 등본, 건강보험료 납부확인서 and 한부모가족 증명서 gets one by 공동이용, one from the wallet, one by upload; a second application reuses the saved one', async ({ page, context, errors }) => {
  test.setTimeout(180_000);
  await memberByApi(context);
  const aplyNo = await start(context);

  // the documents section of the application form lists what the aid-target types need
  await page.goto(`/elrcpt/form/ElrcptKlacM?aplyNo=${aplyNo}`);
  await waitForPage(page, 'elrcpt-form-klac');
  const section = page.locator('[data-prdoc-section]');
  await expect(section.locator('[data-required="Rrno"][data-supplied="N"]')).toBeVisible();
  await expect(section.locator('[data-required="HlthIspm"][data-supplied="N"]')).toBeVisible();
  await expect(section.locator('[data-required="Prnt"][data-supplied="N"]')).toBeVisible();

  // 1. 등본 through 행정정보 공동이용: the issuer's questions, the per-document consent
  await section.locator('[data-supply-link="Rrno"]').click();
  await waitForPage(page, 'elrcpt-prdoc-form');
  await expect(page.locator('[data-kind-facts="Rrno"]')).toContainText('행정안전부');
  await expect(way(page, '행정정보 공동이용으로 확인')).toBeChecked();
  await page.getByRole('checkbox', { name: '과거 주소 변동 사항' }).check();
  await page.getByRole('button', { name: '동의하고 확인 요청' }).click();
  // without the consent nothing goes: the error names it and focus moves to the summary
  await expect(page.locator('.fm-summary')).toBeFocused();
  await expect(page.locator('.fm-summary')).toContainText('동의해야');
  await page.getByRole('checkbox', { name: /행정정보 공동이용으로 확인하는 것에 동의합니다/ }).check();
  await page.getByRole('button', { name: '동의하고 확인 요청' }).dblclick();
  await waitForPage(page, 'elrcpt-form-klac');
  await expect(page.locator('[data-prdoc-notice]')).toContainText('주민등록표 등본');
  await expect(section.locator('[data-required="Rrno"][data-supplied="Y"]')).toBeVisible();
  // a double click made one document
  expect((await aplyPrdocs(context.request, aplyNo)).items.filter((i) => i.code === 'Rrno')).toHaveLength(1);

  // 2. 건강보험료 납부확인서 from the sandbox wallet (in-page dialog)
  await openForm(page, 'HlthIspm', aplyNo);
  await way(page, '전자문서지갑에서 보내기').check();
  await page.locator('[data-open-wallet]').click();
  const wallet = page.locator('[data-wallet-dialog]');
  await expect(wallet).toBeVisible();
  await expect(wallet.locator('[data-sandbox]')).toContainText('샌드박스');
  await wallet.locator('[data-cert]').filter({ hasNotText: '유효기간 지남' }).first().getByRole('button', { name: /이 증명서 보내기/ }).click();
  await expect(wallet).toHaveCount(0);
  await expect(page.locator('[data-chosen-cert]')).toContainText('건강보험료');
  await page.getByRole('button', { name: '서류 내기' }).click();
  await waitForPage(page, 'elrcpt-form-klac');
  await expect(section.locator('[data-required="HlthIspm"][data-supplied="Y"]')).toBeVisible();

  // 3. 한부모가족 증명서 by upload with its 발급일
  await openForm(page, 'Prnt', aplyNo);
  await way(page, '파일 올리기').check();
  await fileInput(page).setInputFiles({ name: '한부모가족증명서.pdf', mimeType: 'application/pdf', buffer: pdfBytes('한부모가족증명서') });
  await expect(page.locator('[data-upload-state="done"]')).toBeVisible();
  await page.getByLabel('발급일').fill(kstToday(5));
  await page.getByRole('button', { name: '서류 내기' }).click();
  await waitForPage(page, 'elrcpt-form-klac');
  await expect(section.locator('[data-required="Prnt"][data-supplied="Y"]')).toBeVisible();
  const items = (await aplyPrdocs(context.request, aplyNo)).items;
  expect(items.map((i) => `${i.code}:${i.source}`).sort()).toEqual(['HlthIspm:WALLET', 'Prnt:UPLOAD', 'Rrno:EXCHANGE']);
  await expect(section.locator('[data-prdoc-items] [data-prdoc]')).toHaveCount(3);

  // a second application (another institution) reuses the saved 한부모가족 증명서 from 나의 서류
  const second = await start(context, 'LQA');
  await openForm(page, 'Prnt', second);
  await way(page, '나의 서류에서 고르기').check();
  await page.locator('[data-mydoc-choice]').getByRole('radio').first().check();
  await page.getByRole('button', { name: '서류 내기' }).click();
  await waitForPage(page, 'elrcpt-form-lqa');
  const reused = (await aplyPrdocs(context.request, second)).items;
  expect(reused.map((i) => i.code)).toEqual(['Prnt']);
  expect(reused[0]!.myDocId).toBe(items.find((i) => i.code === 'Prnt')!.myDocId);

  // 빼기 on a draft: off the application, still in 나의 서류
  await page.locator('[data-prdoc-section] [data-remove-prdoc]').click();
  await expect(page.locator('[data-prdoc-section]')).toContainText('나의 서류에는 남아 있습니다');
  expect((await aplyPrdocs(context.request, second)).items).toHaveLength(0);
  expect(realErrors(errors)).toEqual([]);
});

test('refusals say in Korean what is wrong, keep what was typed and store nothing', async ({ page, context, browser }) => {
  test.setTimeout(240_000);
  await memberByApi(context);
  const aplyNo = await start(context);
  const before = await stored(context, aplyNo);

  // an expired wallet certificate (the sandbox wallet holds an 등본 issued 120 days ago)
  await openForm(page, 'Rrno', aplyNo);
  await way(page, '전자문서지갑에서 보내기').check();
  await page.locator('[data-open-wallet]').click();
  await page.locator('[data-wallet-dialog] [data-cert]').filter({ hasText: '유효기간 지남' }).getByRole('button', { name: /이 증명서 보내기/ }).click();
  await page.getByRole('button', { name: '서류 내기' }).click();
  const walletError = page.locator('[data-wallet-choice] .fm-error');
  await expect(walletError).toContainText('유효기간이 지났습니다');
  await expect(page.locator('.fm-summary')).toBeFocused();

  // a forged issuer signature: the wallet's answer tampered with on its way
  await page.route('**/api/prdoc/wallet', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { items: { document: string }[] };
    for (const c of body.items) {
      const [payload, sig] = c.document.split('.');
      c.document = `${payload}.${sig!.slice(0, 10)}${sig![10] === 'A' ? 'B' : 'A'}${sig!.slice(11)}`;
    }
    await route.fulfill({ response: res, json: body });
  });
  await page.reload();
  await waitForPage(page, 'elrcpt-prdoc-form');
  await way(page, '전자문서지갑에서 보내기').check();
  await page.locator('[data-open-wallet]').click();
  await page.locator('[data-wallet-dialog] [data-cert]').filter({ hasNotText: '유효기간 지남' }).first().getByRole('button', { name: /이 증명서 보내기/ }).click();
  await page.getByRole('button', { name: '서류 내기' }).click();
  await expect(walletError).toContainText('서명을 확인할 수 없습니다');
  await page.unroute('**/api/prdoc/wallet');

  // uploads: a disguised executable, EICAR, 30 MB; the 발급일 typed first stays
  await openForm(page, 'Prnt', aplyNo);
  await way(page, '파일 올리기').check();
  await page.getByLabel('발급일').fill(kstToday(2));
  await fileInput(page).setInputFiles({ name: '증명서.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2048, 0x41)]) });
  const disguised = page.locator('[data-upload-state="failed"]').filter({ hasText: '증명서.pdf' });
  await expect(disguised.locator('[data-upload-error]')).toContainText(/[가-힣]/);
  await fileInput(page).setInputFiles({ name: '큰파일.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(30 * 1024 * 1024, 0x20) });
  await expect(page.locator('[data-upload-state="failed"]').filter({ hasText: '큰파일.pdf' })).toContainText('MB');
  await expect(page.locator('[data-upload-state="done"]')).toHaveCount(0);
  await page.getByRole('button', { name: '서류 내기' }).click();
  await expect(page.locator('.fm-summary')).toBeFocused();
  await expect(page.locator('.fm-summary')).toContainText('파일을 올려 주세요');
  await expect(page.getByLabel('발급일')).toHaveValue(kstToday(2));

  // another member's document id, put into the list of 나의 서류 on its way
  const other = await browser.newContext();
  await memberByApi(other);
  const theirs = await saveMyDoc(other.request, 'Prnt', { name: '남의증명서.pdf' });
  await other.close();
  await saveMyDoc(context.request, 'Prnt', { name: '내증명서.pdf' });
  const mineBefore = await stored(context, aplyNo);
  await page.route(/\/api\/my\/docs\?/, async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { items: { myDocId: string }[] };
    for (const d of body.items) d.myDocId = theirs.myDocId;
    await route.fulfill({ response: res, json: body });
  });
  await openForm(page, 'Prnt', aplyNo);
  await way(page, '나의 서류에서 고르기').check();
  await page.locator('[data-mydoc-choice]').getByRole('radio').first().check();
  await page.getByRole('button', { name: '서류 내기' }).click();
  await expect(page.locator('[data-mydoc-choice] .fm-error')).toContainText(/나의 서류|찾을 수 없/);
  await page.unroute(/\/api\/my\/docs\?/);
  expect(await stored(context, aplyNo)).toEqual(mineBefore);

  // the exchange centre down (the sandbox switch of elPrdoctest): the typed answers stay
  await page.goto('/elrcpt/prdoc/elPrdoctest');
  await waitForPage(page, 'elrcpt-prdoc-test');
  await expect(page.locator('[data-exchange-switch] [data-sandbox]')).toContainText('샌드박스');
  await page.locator('[data-exchange-switch]').getByRole('radio', { name: /장애/ }).check();
  await page.locator('[data-exchange-apply]').click();
  await expect(page.locator('[data-exchange-state]')).toContainText('장애');
  await openForm(page, 'Rrno', aplyNo);
  // 뒷자리 is asked only for a purpose that allows it (a court)
  await page.getByLabel('제출 용도').selectOption('COURT');
  await page.getByRole('radio', { name: '본인만 포함' }).check();
  await page.getByRole('checkbox', { name: '동거인' }).check();
  await page.getByRole('checkbox', { name: /행정정보 공동이용으로 확인하는 것에 동의합니다/ }).check();
  await page.getByRole('button', { name: '동의하고 확인 요청' }).click();
  await expect(page.locator('[data-proof-form] .fm-error').first()).toContainText('응답하지 않습니다');
  await expect(page.getByRole('radio', { name: '본인만 포함' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '동거인' })).toBeChecked();
  await apiPost(context, '/api/prdoc/exchange/sandbox', { mode: 'NORMAL' });

  const after = await stored(context, aplyNo);
  expect(after.items).toBe(before.items);
  expect(after.mine).toBe(mineBefore.mine);
});

test('an upload carrying the EICAR test signature is refused by the scanner and stored nowhere', async ({ page, context }) => {
  await memberByApi(context);
  const aplyNo = await start(context);
  const before = await stored(context, aplyNo);
  await openForm(page, 'Prnt', aplyNo);
  await way(page, '파일 올리기').check();
  await page.getByLabel('발급일').fill(kstToday(2));
  // the same valid PDF goes through without the signature (so the refusal below is the scanner's, not the format check's)
  await fileInput(page).setInputFiles({ name: '검사전.pdf', mimeType: 'application/pdf', buffer: pdfBytes('검사용') });
  await expect(page.locator('[data-upload-state="done"]').filter({ hasText: '검사전.pdf' })).toBeVisible();
  await page.locator('[data-upload-state="done"]').getByRole('button', { name: /삭제/ }).click();
  const eicar = Buffer.concat([pdfBytes('검사용'), Buffer.from('%X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*\n')]);
  await fileInput(page).setInputFiles({ name: '검사용.pdf', mimeType: 'application/pdf', buffer: eicar });
  const refused = page.locator('[data-upload-state="failed"]').filter({ hasText: '검사용.pdf' });
  await expect(refused.locator('[data-upload-error]')).toContainText(/[가-힣]/, { timeout: 15_000 });
  await expect(page.locator('[data-upload-state="done"]')).toHaveCount(0);
  await expect(page.getByLabel('발급일')).toHaveValue(kstToday(2));
  expect(await stored(context, aplyNo)).toEqual(before);
});

test('keyboard: the way choice, the wallet and the list dialogs', async ({ page, context, errors }) => {
  test.setTimeout(120_000);
  await memberByApi(context);
  const aplyNo = await start(context);
  await openForm(page, 'HlthIspm', aplyNo);
  const first = way(page, '행정정보 공동이용으로 확인');
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(way(page, '전자문서지갑에서 보내기')).toBeChecked();
  await expect(way(page, '전자문서지갑에서 보내기')).toBeFocused();
  // the wallet dialog: Enter opens, focus is inside, Escape closes and gives focus back
  await page.locator('[data-open-wallet]').focus();
  await page.keyboard.press('Enter');
  const wallet = page.locator('[data-wallet-dialog]');
  await expect(wallet.getByRole('button', { name: /이 증명서 보내기/ }).first()).toBeVisible();
  expect(await axeViolations(page), 'axe with the wallet dialog open').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(wallet).toHaveCount(0);
  await expect(page.locator('[data-open-wallet]')).toBeFocused();
  // the consent text as a dialog
  await way(page, '행정정보 공동이용으로 확인').check();
  await page.locator('[data-open-consent]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-consent-dialog]')).toContainText('전자정부법');
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-open-consent]')).toBeFocused();

  // the application form: 다른 서류 추가 (with its search) and 다른 기관이 가진 서류 안내
  await page.goto(`/elrcpt/form/ElrcptKlacM?aplyNo=${aplyNo}`);
  await waitForPage(page, 'elrcpt-form-klac');
  await page.locator('[data-add-prdoc]').focus();
  await page.keyboard.press('Enter');
  const add = page.locator('[data-add-dialog]');
  await expect(add).toBeVisible();
  await add.getByRole('searchbox').fill('건축물');
  await page.keyboard.press('Enter'); // does not send the application form
  await expect(add.locator('[data-kind]')).toHaveCount(1);
  expect(await axeViolations(page), 'axe with the add dialog open').toEqual([]);
  await add.getByRole('link', { name: '건축물대장' }).focus();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-add-prdoc]')).toBeFocused();
  await page.locator('[data-oinst-open]').click();
  await expect(page.locator('[data-oinst-dialog]')).toContainText('국민건강보험공단');
  await page.keyboard.press('Escape');
  await page.locator('[data-add-prdoc]').click();
  await add.getByRole('link', { name: '건축물대장' }).click();
  await waitForPage(page, 'elrcpt-prdoc-form');
  await expect(page).toHaveURL(new RegExp(`/elrcpt/prdoc/BdstForm\\?aplyNo=${aplyNo}`));
  expect(realErrors(errors)).toEqual([]);
});

test('axe finds nothing on every /elrcpt/prdoc/ route at 1280 px, and on one route of each page kind at 360 px; none shows /ready', async ({ page, context, errors }) => {
  // 33 routes: a hang guard with room for a busy 2-core machine
  test.setTimeout(480_000);
  await memberByApi(context);
  const aplyNo = await start(context);
  const prdocRoutes = routes.filter((r) => r.path.startsWith('/elrcpt/prdoc/'));
  expect(prdocRoutes).toHaveLength(33);
  // The 33 routes are four kinds of page, each kind one component filled from the document's data
  // (forms as data): what differs between the forms of a kind is text and fields, which the scan at
  // 1280 px covers for every one; the narrow layout is a property of the kind, scanned once a kind.
  const narrowScanned = new Set<string>();
  for (const r of prdocRoutes) {
    const kind = ['FormPopup', 'AddInfoPopup', 'Form'].find((k) => r.path.endsWith(k)) ?? r.path;
    const url = kind === 'Form' || kind === 'AddInfoPopup' ? `${r.path}?aplyNo=${aplyNo}` : kind === 'FormPopup' ? `${r.path}?code=Prnt&aplyNo=${aplyNo}` : r.path;
    await page.goto(url);
    await expect(page.locator('[data-page]').first(), url).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('페이지는 준비 중입니다'), url).toHaveCount(0);
    expect(new URL(page.url()).pathname, url).toBe(r.path);
    await expect(page.locator('.spinner, [data-spinner]'), url).toHaveCount(0, { timeout: 15_000 });
    if (r.path === '/elrcpt/prdoc/elPrdoctest') await page.locator('[data-open-all]').click();
    const widths = narrowScanned.has(kind) ? [1280] : [1280, 360];
    narrowScanned.add(kind);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `axe ${url} at ${width}`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  // screenshots of a form and of the documents section, at both widths
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(formUrl('Rrno', aplyNo));
    await waitForPage(page, 'elrcpt-prdoc-form');
    await docShot(page, `elrcpt-prdoc-form-${width}`);
    await page.goto(`/elrcpt/form/ElrcptKlacM?aplyNo=${aplyNo}`);
    await waitForPage(page, 'elrcpt-form-klac');
    await expect(page.locator('[data-prdoc-required]')).toBeVisible();
    await docShot(page.locator('[data-prdoc-section]'), `elrcpt-prdoc-section-${width}`);
  }
  expect(realErrors(errors)).toEqual([]);
});
