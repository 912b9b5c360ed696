import { randomUUID } from 'node:crypto';
import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { clickClosingWindow, test, expect } from './fixtures';
import { apiPost, memberByApi, xsrfToken, type Member } from './dscsn-helpers';
import { axeAtWidths, axeViolations, realErrors, tabTo as tabToControl, waitForPage } from './member-helpers';
import { saveMyDoc, supplyByExchange } from './prdoc-helpers';

// Electronic application pages (issue 16): choice → consent → form (autosaved on the server, resumed
// after a reload) → sandbox signature in the popup → submission → receipt; withdrawal; refusals that
// change nothing; one application for a double click; quick exit; keyboard; axe on every route.
// Every test makes its own member (the one-open-application rule never ties two tests together).

const FACTS = '2024년 3월에 전세 계약이 끝났는데 집주인이 보증금 3,000만 원을 돌려주지 않고 연락도 받지 않습니다.';

async function json<T>(r: import('@playwright/test').APIResponse, what: string): Promise<T> {
  expect(r.status(), `${what}: ${r.status()} ${await r.text()}`).toBeLessThan(300);
  return (await r.json()) as T;
}

interface App {
  aplyNo: string;
  version: number;
  status: string;
  receiptNo: string | null;
  content: { case?: { facts?: string } };
}

const CONSENT = { terms: true, personalData: true, thirdParty: true, adminInfoSharing: 'Y', rrnProcessing: true };

async function startByApi(ctx: BrowserContext, form = 'KLAC'): Promise<App> {
  return json<App>(await apiPost(ctx, '/api/elrcpt/aply', { form, consent: CONSENT }, { 'Idempotency-Key': randomUUID() }), 'start');
}

function content(m: Member, opponent = '홍길동', form = 'KLAC') {
  const p = m.person;
  return {
    applicant: {
      name: p.name,
      birthDate: `${p.birthDate.slice(0, 4)}-${p.birthDate.slice(4, 6)}-${p.birthDate.slice(6)}`,
      ...(form === 'KLAC' ? { rrn: '580315-2123456' } : {}),
      mobile: p.mobileNo,
      email: '',
      zip: '04524',
      address: '서울특별시 중구 세종대로 110',
    },
    opponent: { name: opponent },
    case: { caseType: form === 'LEGALAID_SXVL' ? 'SEXUAL_VIOLENCE' : 'CIVIL', stage: 'BEFORE_SUIT', facts: FACTS, help: [form === 'LEGALAID_SXVL' ? 'VICTIM_SUPPORT' : 'LITIGATION'] },
    notices: { sms: true, email: false },
    attachments: [],
  };
}

async function put(ctx: BrowserContext, aplyNo: string, body: unknown) {
  return ctx.request.put(`/api/elrcpt/aply/${aplyNo}`, { data: body, headers: { 'X-XSRF-TOKEN': await xsrfToken(ctx) } });
}
async function getApp(ctx: BrowserContext, aplyNo: string): Promise<App> {
  return json<App>(await ctx.request.get(`/api/elrcpt/aply/${aplyNo}`), 'read');
}
/** A complete draft made through the API (what the pages would have saved). */
async function draftByApi(ctx: BrowserContext, m: Member, opponent = '홍길동', form = 'KLAC'): Promise<App> {
  const a = await startByApi(ctx, form);
  await json(await put(ctx, a.aplyNo, { content: content(m, opponent, form), version: a.version }), 'draft');
  return getApp(ctx, a.aplyNo);
}
/** A submitted application through the API: draft, sign, sandbox approve, submit. */
async function submittedByApi(ctx: BrowserContext, m: Member, opponent = '홍길동'): Promise<App> {
  const a = await draftByApi(ctx, m, opponent);
  const s = await json<{ signId: string }>(await apiPost(ctx, `/api/elrcpt/aply/${a.aplyNo}/sign`, { provider: 'PASS' }), 'sign');
  await json(await apiPost(ctx, `/api/esign/${s.signId}/sandbox`, { action: 'approve' }), 'approve');
  return json<App>(await apiPost(ctx, `/api/elrcpt/aply/${a.aplyNo}/submit`, { signId: s.signId }, { 'Idempotency-Key': randomUUID() }), 'submit');
}

/** Presses 전자서명 후 신청 and returns the signing popup (sandbox). */
async function signInPopup(page: Page, click: (b: Locator) => Promise<void> = (b) => b.click()): Promise<Page> {
  await page.getByRole('radio', { name: 'PASS' }).check();
  const [popup] = await Promise.all([page.waitForEvent('popup'), click(page.getByRole('button', { name: '전자서명 후 신청' }))]);
  await expect(popup.locator('[data-page="esign"]')).toBeVisible();
  await expect(popup.getByText('샌드박스: 실제 서명 앱 대신 이 버튼으로 처리합니다')).toBeVisible();
  return popup;
}

const formUrl = (path: string, aplyNo: string) => `${path}?aplyNo=${aplyNo}`;

test('a full application to 대한법률구조공단: consent, autosaved draft resumed after a reload, sandbox signature, receipt', async ({ page, context, errors }) => {
  test.setTimeout(120_000);
  const m = await memberByApi(context);
  await page.goto('/elrcpt/aply?inst=KLACFR&types=BASIC_LIVING,SINGLE_PARENT&case=FAMILY&from=slfdgns');
  await waitForPage(page, 'elrcpt-aply');
  await expect(page.getByText('자가진단 결과를 이어서 씁니다')).toBeVisible();
  // KLACFR of the self-diagnosis is 한국가정법률상담소 (LHM): first and marked
  await expect(page.locator('[data-inst]').first()).toHaveAttribute('data-inst', 'LHM');
  await axeAtWidths(page, 'elrcpt-aply');

  await page.locator('[data-form="KLAC"]').getByRole('link', { name: /신청하기/ }).click();
  await waitForPage(page, 'elrcpt-consent-klac');
  await expect(page).toHaveURL(/types=BASIC_LIVING%2CSINGLE_PARENT&case=FAMILY/);
  await expect(page.getByText('자가진단 결과를 이어서 씁니다')).toBeVisible();
  await axeAtWidths(page, 'elrcpt-consent-klac');

  // missing consent: Korean errors next to each consent, nothing sent, the URL stays
  let starts = 0;
  page.on('request', (r) => void (r.method() === 'POST' && new URL(r.url()).pathname === '/api/elrcpt/aply' && starts++));
  await page.getByRole('button', { name: '동의하고 신청서 쓰기' }).click();
  await expect(page.locator('.fm-error').filter({ hasText: '이용약관에 동의해 주세요.' })).toBeVisible();
  await expect(page.locator('.fm-error').filter({ hasText: '행정정보 공동이용에 동의하는지 골라 주세요.' })).toBeVisible();
  await expect(page.locator('.fm-error').filter({ hasText: '주민등록번호 처리에 동의해 주세요' })).toBeVisible();
  await expect(page.locator('[data-error-summary]')).toBeFocused();
  expect(starts).toBe(0);
  await page.getByLabel('이용약관, 개인정보 수집·이용, 제3자 제공에 모두 동의합니다').check();
  await page.getByRole('radio', { name: /동의하지 않습니다/ }).check();
  await page.getByLabel('주민등록번호 처리에 동의합니다').check();
  await page.getByRole('button', { name: '동의하고 신청서 쓰기' }).click();
  await waitForPage(page, 'elrcpt-form-klac');
  await expect(page).toHaveURL(/\/elrcpt\/form\/ElrcptKlacM\?aplyNo=A\d{8}-\d{6}$/);
  const aplyNo = new URL(page.url()).searchParams.get('aplyNo')!;
  await expect(page.getByText('자가진단 결과를 이어서 씁니다')).toBeVisible();
  // prefilled from the member
  await expect(page.getByLabel(/^이름/)).toHaveValue(m.person.name);

  const p = m.person;
  // the birth date is three labelled fields (DateInput) in a group named 생년월일
  const birth = page.getByRole('group', { name: /^생년월일/ });
  await birth.getByLabel('연도').fill(p.birthDate.slice(0, 4));
  await birth.getByLabel('월').fill(String(Number(p.birthDate.slice(4, 6))));
  await birth.getByLabel('일').fill(p.birthDate.slice(6));
  await page.getByLabel(/^주민등록번호/).fill('580315-2123456');
  await page.getByLabel(/^우편번호/).fill('04524');
  await page.getByLabel(/^주소/).fill('서울특별시 중구 세종대로 110');
  await page.getByLabel(/^상대방 이름/).fill('주식회사 한빛임대');
  await page.getByLabel(/^사건 종류/).selectOption('CIVIL');
  await page.getByLabel(/^진행 단계/).selectOption('BEFORE_SUIT');
  await page.getByLabel(/^소송·청구 금액/).fill('30000000');
  await expect(page.getByLabel(/^소송·청구 금액/)).toHaveValue('30,000,000');
  await expect(page.locator('[data-amount-words]')).toHaveText('3,000만원');
  await page.getByLabel(/^사건 내용/).fill(FACTS);
  await page.getByLabel(/소송 대리/).check();
  await expect(page.locator('[data-save-status="saved"]')).toContainText(/임시저장됨 \d\d:\d\d/, { timeout: 10_000 });
  await axeAtWidths(page, 'elrcpt-form-klac');

  // another device: the draft and the masked RRN come back, the full number never does
  await page.reload();
  await waitForPage(page, 'elrcpt-form-klac');
  await expect(page.getByLabel(/^사건 내용/)).toHaveValue(FACTS);
  await expect(page.getByLabel(/^상대방 이름/)).toHaveValue('주식회사 한빛임대');
  await expect(page.getByLabel(/^소송·청구 금액/)).toHaveValue('30,000,000');
  await expect(page.locator('[data-rrn-stored]')).toContainText('580315-2******');
  expect(await page.content()).not.toContain('2123456');

  const popup = await signInPopup(page);
  await expect(popup.locator('[data-countdown]')).toHaveText(/^0[45]:\d\d$/);
  await expect(popup.getByText('대한법률구조공단', { exact: true })).toBeVisible();
  await axeAtWidths(popup, 'esign');
  await popup.getByRole('button', { name: '서명 승인' }).click();
  await expect(popup.locator('[data-esign-state="SIGNED"]')).toBeVisible();
  await expect(popup.getByRole('button', { name: '창 닫기' })).toBeVisible();

  await waitForPage(page, 'elrcpt-cmptn');
  await expect(page).toHaveURL(`/elrcpt/ElrcptCmptnInfo?aplyNo=${aplyNo}`);
  await expect(page.locator('[data-receipt-no]')).toHaveText(/^\d{4}-KLAC-\d{6}$/);
  await axeAtWidths(page, 'elrcpt-cmptn');
  const stored = await getApp(context, aplyNo);
  expect(stored.status).toBe('SUBMITTED');
  expect(realErrors(errors)).toEqual([]);
});

test('withdrawal with a reason: empty reason refused in Korean, then 취하 and the new state', async ({ page, context, errors }) => {
  const m = await memberByApi(context);
  const a = await submittedByApi(context, m);
  await page.goto(`/elrcpt/ElrcptCmptnInfo?aplyNo=${a.aplyNo}`);
  await page.locator('[data-withdraw-link]').click();
  await waitForPage(page, 'elrcpt-withdraw');
  await page.getByRole('button', { name: '신청 취하하기' }).click();
  await expect(page.locator('.fm-error').filter({ hasText: '취하 사유' }).first()).toBeVisible();
  expect((await getApp(context, a.aplyNo)).status).toBe('SUBMITTED');
  await axeAtWidths(page, 'elrcpt-withdraw');
  await page.getByLabel(/^취하 사유/).fill('상대방이 보증금을 돌려주었습니다.');
  await page.getByRole('button', { name: '신청 취하하기' }).click();
  await expect(page.locator('[data-withdrawn]')).toContainText('취하');
  expect((await getApp(context, a.aplyNo)).status).toBe('WITHDRAWN');
  expect(realErrors(errors)).toEqual([]);
});

test('5 000-character facts: Korean message next to the field, the stored draft unchanged', async ({ page, context, errors }) => {
  const m = await memberByApi(context);
  const a = await draftByApi(context, m);
  await page.goto(formUrl('/elrcpt/form/ElrcptKlacM', a.aplyNo));
  await waitForPage(page, 'elrcpt-form-klac');
  await page.getByLabel(/^사건 내용/).fill('가'.repeat(5000));
  await expect(page.locator('[data-save-status="error"]')).toContainText('4000자 이하', { timeout: 10_000 });
  await page.getByRole('radio', { name: 'PASS' }).check();
  await page.getByRole('button', { name: '전자서명 후 신청' }).click();
  await expect(page.locator('.fm-error').filter({ hasText: /사건 내용.*4000자 이하/ })).toBeVisible();
  // what was typed stays; the server kept the last good draft
  await expect(page.getByLabel(/^사건 내용/)).toHaveValue('가'.repeat(5000));
  expect((await getApp(context, a.aplyNo)).content.case?.facts).toBe(FACTS);
  expect(realErrors(errors).filter((e) => !/status of 400/.test(e))).toEqual([]);
});

test('an application altered after signing is not submitted: the way forward is to sign again', async ({ page, context }) => {
  const m = await memberByApi(context);
  const a = await draftByApi(context, m);
  await page.goto(formUrl('/elrcpt/form/ElrcptKlacM', a.aplyNo));
  await waitForPage(page, 'elrcpt-form-klac');
  const popup = await signInPopup(page);
  // another page changes the draft through the API between the signature request and the approval
  const now = await getApp(context, a.aplyNo);
  await json(await put(context, a.aplyNo, { content: { ...content(m), case: { ...content(m).case, facts: `${FACTS} 덧붙임.` } }, version: now.version }), 'alter');
  await popup.getByRole('button', { name: '서명 승인' }).click();
  await expect(page.locator('[data-submit-error]')).toContainText('서명한 뒤에 신청서 내용이 바뀌어 신청하지 않았습니다');
  expect((await getApp(context, a.aplyNo)).status).toBe('DRAFT');
});

test('a supporting document added after signing: not submitted, the page says the signature is no longer valid', async ({ page, context }) => {
  const m = await memberByApi(context);
  const a = await draftByApi(context, m);
  await page.goto(formUrl('/elrcpt/form/ElrcptKlacM', a.aplyNo));
  await waitForPage(page, 'elrcpt-form-klac');
  const popup = await signInPopup(page);
  // the submission the approval sets off is held until another tab has added a document
  let held!: (r: Route) => void;
  const submit = new Promise<Route>((resolve) => (held = resolve));
  await page.route('**/api/elrcpt/aply/*/submit', (route) => held(route));
  await popup.getByRole('button', { name: '서명 승인' }).click();
  const route = await submit;
  await supplyByExchange(context.request, a.aplyNo, 'Rrno');
  await route.continue();
  await expect(page.locator('[data-submit-error]')).toContainText('전자서명이 더 이상 유효하지 않습니다');
  await expect(page.locator('[data-sign-stale]')).toContainText('전자서명 후 신청 버튼을 다시 눌러 새로 서명해 주세요');
  await expect(page.locator('[data-submit-again]')).toHaveCount(0);
  expect((await getApp(context, a.aplyNo)).status).toBe('DRAFT');
});

test('another device saved in between: a clear message and 최신 내용 불러오기; a cancelled signature submits nothing', async ({ page, context }) => {
  const m = await memberByApi(context);
  const a = await draftByApi(context, m);
  await page.goto(formUrl('/elrcpt/form/ElrcptKlacM', a.aplyNo));
  await waitForPage(page, 'elrcpt-form-klac');
  // the form holds the draft it read (version a.version) before the other device saves over it
  await expect(page.getByLabel(/^사건 내용/)).toHaveValue(content(m).case.facts);
  const elsewhere = `${FACTS} (다른 기기에서 고침)`;
  await json(await put(context, a.aplyNo, { content: { ...content(m), case: { ...content(m).case, facts: elsewhere } }, version: a.version }), 'other device');
  await page.getByLabel(/^직업/).fill('회사원');
  await expect(page.locator('[data-stale]')).toContainText('다른 기기나 창에서 이 신청서를 더 나중에 저장했습니다');
  expect((await getApp(context, a.aplyNo)).content.case?.facts).toBe(elsewhere);
  await page.getByRole('button', { name: '최신 내용 불러오기' }).click();
  await expect(page.getByLabel(/^사건 내용/)).toHaveValue(elsewhere);
  await page.getByLabel(/^직업/).fill('자영업');
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 10_000 });
  expect(((await getApp(context, a.aplyNo)).content as { applicant?: { occupation?: string } }).applicant?.occupation).toBe('자영업');

  const popup = await signInPopup(page);
  await popup.getByRole('button', { name: '서명 취소' }).click();
  await expect(popup.locator('[data-esign-state="CANCELLED"]')).toBeVisible();
  await expect(page.locator('[data-sign-state="CANCELLED"]')).toContainText('서명을 취소했습니다');
  expect((await getApp(context, a.aplyNo)).status).toBe('DRAFT');
});

test('a second open application for the same case: Korean message with the open one, nothing submitted', async ({ page, context }) => {
  const m = await memberByApi(context);
  const first = await submittedByApi(context, m, '김철수');
  const second = await draftByApi(context, m, '김철수');
  await page.goto(formUrl('/elrcpt/form/ElrcptKlacM', second.aplyNo));
  await waitForPage(page, 'elrcpt-form-klac');
  const popup = await signInPopup(page);
  await popup.getByRole('button', { name: '서명 승인' }).click();
  const msg = page.locator('[data-submit-error]');
  await expect(msg).toContainText('같은 기관에 같은 사건으로 진행 중인 신청이 있어');
  await expect(msg.getByRole('link', { name: `신청번호 ${first.aplyNo} 보기` })).toHaveAttribute('href', `/my/elrcpt/MypElrcptView?aplyNo=${first.aplyNo}`);
  expect((await getApp(context, second.aplyNo)).status).toBe('DRAFT');
});

test('double click on 전자서명 후 신청 makes one signature request and one application', async ({ page, context }) => {
  const m = await memberByApi(context);
  const a = await draftByApi(context, m);
  let signs = 0;
  let submits = 0;
  page.on('request', (r) => {
    if (r.method() !== 'POST') return;
    const path = new URL(r.url()).pathname;
    if (path.endsWith('/sign')) signs++;
    if (path.endsWith('/submit')) submits++;
  });
  await page.goto(formUrl('/elrcpt/form/ElrcptKlacM', a.aplyNo));
  await waitForPage(page, 'elrcpt-form-klac');
  const popup = await signInPopup(page, (b) => b.dblclick());
  await popup.getByRole('button', { name: '서명 승인' }).click();
  await waitForPage(page, 'elrcpt-cmptn');
  expect(signs).toBe(1);
  expect(submits).toBe(1);
  const list = await json<{ items: { aplyNo: string; status: string }[] }>(await context.request.get('/api/my/elrcpt?status=OPEN'), 'my list');
  expect(list.items.map((i) => i.aplyNo)).toEqual([a.aplyNo]);
});

test('quick exit on the sensitive forms: the button and Shift ×3 leave at once and replace the history entry', async ({ page, context }) => {
  await memberByApi(context);
  // the neutral site
  await page.route('https://www.naver.com/**', (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<title>neutral</title><p>neutral</p>' }));
  for (const [form, path, how] of [
    ['LEGALAID_SXVL', '/elrcpt/form/ElrcptLegalaidSxvl', 'button'],
    ['LEGALAID_STKGDV', '/elrcpt/form/ElrcptLegalaidStkgDvM', 'shift'],
  ] as const) {
    const a = await startByApi(context, form);
    await page.goto('/elrcpt/aply');
    await waitForPage(page, 'elrcpt-aply');
    await page.goto(formUrl(path, a.aplyNo));
    await waitForPage(page, `elrcpt-form-${form.toLowerCase()}`);
    if (how === 'button') await page.getByRole('button', { name: '빠른 나가기' }).click();
    else {
      await page.getByLabel(/^사건 내용/).click();
      for (let i = 0; i < 3; i++) await page.keyboard.press('Shift');
    }
    await page.waitForURL(/^https:\/\/www\.naver\.com\/$/);
    await page.goBack();
    // the form's entry was replaced: Back leads to the page before it
    await expect(page).toHaveURL(/\/elrcpt\/aply$/);
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain(a.aplyNo);
  }
});

test('a change typed just before a reload is saved anyway (the last save outlives the page)', async ({ page, context }) => {
  const m = await memberByApi(context);
  const a = await draftByApi(context, m);
  await page.goto(formUrl('/elrcpt/form/ElrcptKlacM', a.aplyNo));
  await waitForPage(page, 'elrcpt-form-klac');
  const facts = page.getByLabel(/^사건 내용/);
  await expect(facts).toHaveValue(/.+/);
  const later = `${FACTS} 보증금 반환을 요구하는 내용증명도 보냈습니다.`;
  await facts.fill(later);
  // at once, long before the autosave delay is over
  await page.reload();
  await waitForPage(page, 'elrcpt-form-klac');
  await expect(page.getByLabel(/^사건 내용/)).toHaveValue(later);
  expect(((await getApp(context, a.aplyNo)) as unknown as { content: { case: { facts: string } } }).content.case.facts).toBe(later);
});

/** At most 120 Tabs to a control of the application forms. */
const tabTo = (page: Page, target: Locator) => tabToControl(page, target, 120);

test('keyboard only: consent, a form with its error summary, the signature and the receipt', async ({ page, context }) => {
  test.setTimeout(120_000);
  const m = await memberByApi(context);
  await page.goto('/elrcpt/form/ElrcptKcabAgreInfo');
  await waitForPage(page, 'elrcpt-consent-kcab');
  await tabTo(page, page.getByLabel('이용약관, 개인정보 수집·이용, 제3자 제공에 모두 동의합니다'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('radio', { name: /^동의합니다/ }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: '동의하고 신청서 쓰기' }));
  await page.keyboard.press('Enter');
  await waitForPage(page, 'elrcpt-form-kcab');
  // Enter in a field sends the form: the error summary speaks and takes focus
  const birthYear = page.getByRole('group', { name: /^생년월일/ }).getByLabel('연도');
  await tabTo(page, birthYear);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-error-summary]')).toBeFocused();
  const p = m.person;
  const typeInto = async (label: RegExp, text: string) => {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(text);
  };
  // 연도, Tab, 월, Tab, 일: the summary named the date, and the three parts take it in order
  await expect(page.locator('[data-error-summary]')).toContainText('생년월일을 입력해 주세요.');
  await tabTo(page, birthYear);
  for (const part of [p.birthDate.slice(0, 4), p.birthDate.slice(4, 6), p.birthDate.slice(6)]) {
    await page.keyboard.type(part);
    await page.keyboard.press('Tab');
  }
  await typeInto(/^우편번호/, '04524');
  await typeInto(/^주소/, '서울특별시 중구 세종대로 110');
  await typeInto(/^상대방\(피신청인\)/, '주식회사 바른상사');
  await tabTo(page, page.getByLabel(/^진행 단계/));
  await page.keyboard.press('ArrowDown');
  await typeInto(/^분쟁 금액/, '1200000');
  await typeInto(/^사건 내용/, '납품한 물건의 대금 120만 원을 석 달째 받지 못하고 있습니다. 알선을 바랍니다.');
  await tabTo(page, page.getByLabel(/조정·화해·알선/));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('radio', { name: 'PASS' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: '전자서명 후 신청' }));
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
  await expect(popup.getByRole('button', { name: '서명 승인' })).toBeVisible();
  await tabTo(popup, popup.getByRole('button', { name: '서명 승인' }));
  await popup.keyboard.press('Enter');
  await waitForPage(page, 'elrcpt-cmptn');
  await expect(page.locator('[data-receipt-no]')).toHaveText(/-KCAB-/);
});

test('axe finds nothing on every page of the area at 1280 and 360 px; signed out, sign-in returns to the page', async ({ page, context, browser }) => {
  test.setTimeout(240_000);
  // signed out: the menu's member rule (M) sends the visitor to the login, which returns here
  const anon = await browser.newContext();
  const ap = await anon.newPage();
  await ap.goto('/elrcpt/form/ElrcptLegalaidAgreInfo?form=LEGALAID_SXVL');
  await expect(ap).toHaveURL(/\/login\?returnUrl=%2Felrcpt%2Fform%2FElrcptLegalaidAgreInfo(%3F|\?)form(%3D|=)LEGALAID_SXVL/);
  await anon.close();

  const m = await memberByApi(context);
  for (const [inst, path] of [
    ['lhm', '/elrcpt/form/ElrcptKlacfrAgreInfo'],
    ['lqa', '/elrcpt/form/ElrcptLqaAgreInfo'],
    ['legalaid', '/elrcpt/form/ElrcptLegalaidAgreInfo'],
    ['kcab', '/elrcpt/form/ElrcptKcabAgreInfo'],
  ] as const) {
    await page.goto(path);
    await waitForPage(page, `elrcpt-consent-${inst}`);
    await axeAtWidths(page, `elrcpt-consent-${inst}`);
  }
  for (const [form, path] of [
    ['KLAC_ETC', '/elrcpt/form/ElrcptKlacEtcM'],
    ['KLACFR', '/elrcpt/form/ElrcptKlacfrM'],
    ['LQA', '/elrcpt/form/ElrcptLqaM'],
    ['LEGALAID', '/elrcpt/form/ElrcptLegalaidM'],
    ['LEGALAID_STKGDV', '/elrcpt/form/ElrcptLegalaidStkgDvM'],
    ['LEGALAID_SXVL', '/elrcpt/form/ElrcptLegalaidSxvl'],
    ['KCAB', '/elrcpt/form/ElrcptKcabM'],
  ] as const) {
    const a = await startByApi(context, form);
    await page.goto(formUrl(path, a.aplyNo));
    await waitForPage(page, `elrcpt-form-${form.toLowerCase()}`);
    await axeAtWidths(page, `elrcpt-form-${form.toLowerCase()}`);
  }
  // without ?aplyNo a form sends the visitor to its consent page
  await page.goto('/elrcpt/form/ElrcptLqaM');
  await waitForPage(page, 'elrcpt-consent-lqa');
  // my documents (나의 서류, issue 17): files saved before, picked in the form's dialog and in the standalone window
  for (const name of ['임대차계약서.pdf', '내용증명.pdf']) await saveMyDoc(context.request, 'Etc', { title: name.replace('.pdf', ''), name });
  await page.goto('/elrcpt/MyDocPopup');
  await waitForPage(page, 'elrcpt-mydoc');
  await expect(page.locator('[data-my-docs]')).toContainText('임대차계약서.pdf');
  await axeAtWidths(page, 'elrcpt-mydoc');
  const d = await draftByApi(context, m, '이몽룡');
  await page.goto(formUrl('/elrcpt/form/ElrcptKlacM', d.aplyNo));
  await waitForPage(page, 'elrcpt-form-klac');
  await page.locator('[data-pick-docs]').click();
  const dialog = page.locator('[data-doc-dialog]');
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page), 'axe with the documents dialog open').toEqual([]);
  await dialog.getByLabel(/임대차계약서\.pdf/).check();
  await dialog.getByRole('button', { name: '선택한 서류 첨부' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 10_000 });
  expect(((await getApp(context, d.aplyNo)).content as { attachments?: string[] }).attachments).toHaveLength(1);
  const [docs] = await Promise.all([page.waitForEvent('popup'), page.evaluate(() => void window.open('/elrcpt/MyDocPopup', 'mydoc', 'popup'))]);
  await docs.getByLabel(/내용증명\.pdf/).check();
  await clickClosingWindow(docs, docs.getByRole('button', { name: '선택한 서류 첨부' }));
  await expect.poll(async () => ((await getApp(context, d.aplyNo)).content as { attachments?: string[] }).attachments?.length, { timeout: 10_000 }).toBe(2);
  // the fallback page when popups are blocked
  const s = await json<{ signId: string }>(await apiPost(context, `/api/elrcpt/aply/${d.aplyNo}/sign`, { provider: 'KAKAO' }), 'sign');
  await page.goto(`/esign/open?signId=${s.signId}&return=${encodeURIComponent(formUrl('/elrcpt/form/ElrcptKlacM', d.aplyNo))}`);
  await waitForPage(page, 'esign-open');
  await axeAtWidths(page, 'esign-open');
  await json(await apiPost(context, `/api/esign/${s.signId}/sandbox`, { action: 'approve' }), 'approve');
  // signed: back to the form, which submits that signature
  await waitForPage(page, 'elrcpt-cmptn');
});
