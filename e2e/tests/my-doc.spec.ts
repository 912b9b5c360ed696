import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeAtWidths, realErrors } from './member-helpers';
import { control, newMember, pdfBytes, waitForPage } from './cyber-helpers';
import { klacContent, saveDraft, send, signInSandbox, staffContext, staffMove, startDraft } from './elrcpt-helpers';
import { aplyPrdocs, kstToday, saveMyDoc, staffRequest, staffReview, supplyByExchange, uploadPdf } from './prdoc-helpers';

// 나의 서류함 and 나의 증빙서류 (issue 17, my page) against the real server: a document uploaded on
// /my/doc/write (a bad try first), a 주민등록표 등본 fetched through the sandbox 공동이용 centre with an
// application that is then submitted; the fetched record read on the list, the document deleted
// (the submitted application keeps its copy); another member's number; and the institution's
// 보완요청 answered by the citizen from ElPrdocList.

const key = () => ({ 'Idempotency-Key': randomUUID() });
const docRow = (page: Page, myDocId: string) => page.locator(`[data-doc="${myDocId}"]`);
const prdocRow = (page: Page, prdocId: string) => page.locator(`[data-prdoc="${prdocId}"]`);

/** A submitted 대한법률구조공단 application with a 등본 fetched through the sandbox 공동이용 centre among its documents. */
async function submittedWithRrno(request: APIRequestContext, person: { name: string; mobileNo: string }) {
  const draft = await startDraft(request, 'KLAC');
  await saveDraft(request, draft.aplyNo, klacContent(person), draft.version);
  const doc = await supplyByExchange(request, draft.aplyNo, 'Rrno');
  expect(doc.myDocId).toBeTruthy();
  const signId = await signInSandbox(request, draft.aplyNo);
  const r = await send(request, 'POST', `/api/elrcpt/aply/${draft.aplyNo}/submit`, { signId }, key());
  expect(r.ok(), `submit: ${r.status()} ${await r.text()}`).toBe(true);
  return { aplyNo: draft.aplyNo, prdocId: doc.prdocId, myDocId: doc.myDocId! };
}

test('나의 서류함: a bad then a good upload, a fetched record read, a used document deleted while its application keeps the copy', async ({ page, context, errors }) => {
  test.setTimeout(180_000);
  const member = await newMember(context);

  // empty, and 서류 올리기 by keyboard
  await page.goto('/my/doc/list');
  await waitForPage(page, 'my-doc-list');
  await expect(page.locator('[data-empty]')).toContainText('저장한 서류가 없습니다.');
  await page.locator('.ls-bar').getByRole('link', { name: '서류 올리기' }).focus();
  await page.keyboard.press('Enter');
  await waitForPage(page, 'my-doc-write');

  // a bad try: 기타 without a name and a 발급일 after today; what was typed and the file stay
  await control(page, '서류 종류').selectOption('Etc');
  await control(page, '서류 파일 선택').setInputFiles({ name: '가족관계증명서.pdf', mimeType: 'application/pdf', buffer: pdfBytes('family') });
  const form = page.locator('[data-doc-form]');
  await expect(form.locator('[data-upload-state="done"]')).toHaveCount(1);
  const tomorrow = kstToday(-1);
  await control(page, '발급일').fill(tomorrow);
  await form.getByRole('button', { name: '저장' }).click();
  await expect(control(page, '서류 이름')).toHaveAttribute('aria-invalid', 'true');
  await expect(control(page, '발급일')).toHaveAttribute('aria-invalid', 'true');
  const summary = page.getByRole('alert').filter({ hasText: '입력 내용을 확인해 주세요' });
  await expect(summary).toContainText('서류 이름을 입력해 주세요');
  await expect(summary).toContainText('발급일은 오늘');
  await expect(control(page, '발급일')).toHaveValue(tomorrow);
  await expect(control(page, '서류 종류')).toHaveValue('Etc');
  await expect(form.locator('[data-upload-state="done"]')).toHaveCount(1);
  await axeAtWidths(page, 'my-doc-write');

  // the kind's issuer and validity are said once a listed kind is chosen
  await control(page, '서류 종류').selectOption('Rrno');
  await expect(page.locator('[data-kind-info]')).toContainText('행정안전부');
  await expect(page.locator('[data-kind-info]')).toContainText('발급일로부터 90일');
  await control(page, '서류 종류').selectOption('Etc');

  // the good try: back to the list with the notice, the row with its file
  await control(page, '서류 이름').fill('가족관계증명서');
  const issued = kstToday(10);
  await control(page, '발급일').fill(issued);
  await expect(page.locator('[data-expiry-note]')).toContainText('까지 신청서에 낼 수 있습니다');
  await form.getByRole('button', { name: '저장' }).click();
  await waitForPage(page, 'my-doc-list');
  await expect(page.getByRole('status').filter({ hasText: '가족관계증명서을(를) 나의 서류함에 저장했습니다.' })).toBeVisible();
  const uploaded = page.locator('[data-doc][data-source="UPLOAD"]');
  await expect(uploaded).toHaveCount(1);
  await expect(uploaded).toContainText('직접 올림');
  await expect(uploaded.locator('[data-expired]')).toHaveText('유효');
  await expect(uploaded.locator('[data-download]')).toContainText('가족관계증명서.pdf');
  await expect(uploaded.locator('[data-used-in]')).toContainText('아직 신청서에 쓰지 않았습니다.');

  // a 등본 fetched through 공동이용 for an application that is then submitted
  const aply = await submittedWithRrno(context.request, member.person);
  await page.reload();
  await waitForPage(page, 'my-doc-list');
  await expect(page.locator('[data-result-count]')).toHaveText('전체 2건');
  const fetched = docRow(page, aply.myDocId);
  await expect(fetched).toContainText('주민등록표 등본');
  await expect(fetched).toContainText('행정정보 공동이용');
  await expect(fetched.locator(`[data-used-aply="${aply.aplyNo}"]`)).toHaveAttribute('href', `/my/elrcpt/MypElrcptView?aplyNo=${aply.aplyNo}`);

  // its record opens in place, by keyboard
  const view = fetched.locator('[data-doc-view]');
  await view.focus();
  await page.keyboard.press('Enter');
  await expect(view).toHaveAttribute('aria-expanded', 'true');
  await expect(fetched.locator('[data-record]')).toContainText('발급번호');
  await expect(fetched.locator('[data-record-table]')).toBeVisible();
  await axeAtWidths(page, 'my-doc-list');

  // the tab of the way it came in
  await page.getByRole('navigation', { name: '받은 방법으로 거르기' }).getByRole('link', { name: '공동이용' }).click();
  await expect(page).toHaveURL(/\/my\/doc\/list\?status=EXCHANGE$/);
  await expect(page.locator('[data-result-count]')).toHaveText('공동이용 1건');
  await expect(page.locator('[data-doc]')).toHaveCount(1);

  // delete: the dialog says the submitted copy stays; 취소 first, then 삭제
  await docRow(page, aply.myDocId).locator('[data-doc-delete]').click();
  const dialog = page.getByRole('alertdialog', { name: '나의 서류함에서 삭제할까요?' });
  await expect(dialog).toContainText('제출한 사본이 그대로 남아');
  await expect(dialog.getByRole('button', { name: '취소' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(docRow(page, aply.myDocId)).toHaveCount(1);
  await docRow(page, aply.myDocId).locator('[data-doc-delete]').click();
  await dialog.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByRole('status').filter({ hasText: '주민등록표 등본을(를) 나의 서류함에서 삭제했습니다.' })).toBeVisible();
  await expect(docRow(page, aply.myDocId)).toHaveCount(0);
  await expect(page.locator('[data-result-count]')).toHaveText('공동이용 0건');
  expect((await context.request.get(`/api/my/docs/${aply.myDocId}`)).status()).toBe(404);

  // the application keeps the copy it was submitted with: ElPrdocList and the application's documents
  await page.goto('/my/elprdoc/ElPrdocList');
  await waitForPage(page, 'my-elprdoc-list');
  await expect(prdocRow(page, aply.prdocId).locator('[data-status]')).toHaveText('제출됨');
  await expect(prdocRow(page, aply.prdocId)).toContainText('주민등록표 등본');
  const docs = await aplyPrdocs(context.request, aply.aplyNo);
  expect(docs.items.find((i) => i.prdocId === aply.prdocId)?.record).toBeTruthy();

  // the deleted number in the address reads as not found
  await page.goto(`/my/doc/list?myDocId=${aply.myDocId}`);
  await waitForPage(page, 'my-doc-list');
  await expect(page.locator('[data-doc-card] [data-not-found]')).toContainText('찾을 수 없습니다');
  expect(realErrors(errors).filter((e) => !/status of 404/.test(e))).toEqual([]);
});

test("another member's document number: the page says not found and shows none of it", async ({ page, context, browser }) => {
  const ownerCtx = await browser.newContext();
  let theirs: string;
  try {
    await newMember(ownerCtx);
    theirs = (await saveMyDoc(ownerCtx.request, 'Etc', { title: '임대차계약서' })).myDocId;
  } finally {
    await ownerCtx.close();
  }
  await newMember(context);
  const mine = (await saveMyDoc(context.request, 'Etc', { title: '내용증명' })).myDocId;
  expect((await context.request.get(`/api/my/docs/${theirs}`)).status()).toBe(404);
  expect((await send(context.request, 'DELETE', `/api/my/docs/${theirs}`)).status()).toBe(404);
  // the server refuses what the page refuses: a 발급일 after today, an expired one
  for (const issuedAt of [kstToday(-1), kstToday(200)]) {
    const r = await send(context.request, 'POST', '/api/my/docs', { code: 'Rrno', fileId: await uploadPdf(context.request), issuedAt }, key());
    expect(r.status(), issuedAt).toBe(400);
    expect(JSON.stringify(await r.json())).toContain('issuedAt');
  }

  await page.goto(`/my/doc/list?myDocId=${theirs}`);
  await waitForPage(page, 'my-doc-list');
  await expect(page.locator('[data-doc-card] [data-not-found]')).toContainText('회원님의 서류가 아니거나');
  await expect(page.locator('[data-doc-card]')).not.toContainText('임대차계약서');
  await expect(page.locator('[data-doc]')).toHaveCount(1);
  await expect(docRow(page, mine)).toContainText('내용증명');

  // one's own number opens above the list; 닫기 keeps the list
  await page.goto(`/my/doc/list?myDocId=${mine}`);
  await expect(page.locator('[data-doc-card] [data-doc-name]')).toHaveText('내용증명');
  await page.getByRole('link', { name: '서류 내용 닫기' }).click();
  await expect(page).toHaveURL(/\/my\/doc\/list$/);
  await expect(page.locator('[data-doc-card]')).toHaveCount(0);
});

test('나의 증빙서류: the institution asks for a supplement with a reason and the citizen answers it', async ({ page, context, browser, errors }) => {
  test.setTimeout(180_000);
  const member = await newMember(context);
  await page.goto('/my/elprdoc/ElPrdocList');
  await waitForPage(page, 'my-elprdoc-list');
  await expect(page.locator('[data-empty]')).toContainText('기관에 내거나 요청받은 서류가 없습니다.');

  const aply = await submittedWithRrno(context.request, member.person);
  const REASON = '세대원 전원이 나오도록 다시 발급해 주세요. 세대주와의 관계가 빠져 있습니다.';
  const REQUEST = '건강보험료 납부확인서(최근 3개월)를 내 주세요.';
  const staff = await staffContext(browser, 'KLAC');
  let requested: string;
  try {
    await staffMove(staff.request, aply.aplyNo, 'RECEIVED');
    await staffMove(staff.request, aply.aplyNo, 'REVIEW');
    await staffReview(staff.request, aply.aplyNo, aply.prdocId, 'SUPPLEMENT', REASON);
    requested = (await staffRequest(staff.request, aply.aplyNo, 'HlthIspm', REQUEST)).prdocId;
    const other = (await staffRequest(staff.request, aply.aplyNo, 'Etc', '가족관계증명서(상세)를 올려 주세요.', '가족관계증명서')).prdocId;

    // the list: 보완요청 with the reason and 보완하기 to the proof form; the request with 제출하기
    await page.reload();
    await waitForPage(page, 'my-elprdoc-list');
    const row = prdocRow(page, aply.prdocId);
    await expect(row.locator('[data-status]')).toHaveText('보완요청');
    await expect(row.locator('[data-prdoc-note="SUPPLEMENT"]')).toContainText(REASON);
    await expect(row.getByRole('link', { name: /^보완하기/ })).toHaveAttribute('href', `/elrcpt/prdoc/RrnoForm?aplyNo=${aply.aplyNo}&prdocId=${aply.prdocId}`);
    await expect(row.locator(`[data-aply-link="${aply.aplyNo}"]`)).toHaveAttribute('href', `/my/elrcpt/MypElrcptView?aplyNo=${aply.aplyNo}`);
    await expect(row).toContainText('대한법률구조공단');
    const req = prdocRow(page, requested);
    await expect(req.locator('[data-status]')).toHaveText('요청됨');
    await expect(req.locator('[data-prdoc-note="REQUESTED"]')).toContainText(REQUEST);
    await expect(req.getByRole('link', { name: /^제출하기/ })).toHaveAttribute('href', `/elrcpt/prdoc/HlthIspmForm?aplyNo=${aply.aplyNo}&prdocId=${requested}`);
    // a document without a form of its own (기타) is answered on the proof form of any kind
    await expect(prdocRow(page, other)).toContainText('가족관계증명서');
    await expect(prdocRow(page, other).getByRole('link', { name: /^제출하기/ })).toHaveAttribute('href', `/elrcpt/prdoc/FormPopup?code=Etc&aplyNo=${aply.aplyNo}&prdocId=${other}`);
    await axeAtWidths(page, 'my-elprdoc-list');

    // the 보완요청 tab by keyboard
    const tab = page.getByRole('navigation', { name: '서류 상태로 거르기' }).getByRole('link', { name: '보완요청' });
    await tab.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my\/elprdoc\/ElPrdocList\?status=SUPPLEMENT$/);
    await expect(page.locator('[data-result-count]')).toHaveText('보완요청 1건');

    // the citizen answers on the proof form 보완하기 opens: the 등본 again through 공동이용
    await prdocRow(page, aply.prdocId).getByRole('link', { name: /^보완하기/ }).click();
    await waitForPage(page, 'elrcpt-prdoc-form');
    await page.getByRole('checkbox', { name: /행정정보 공동이용으로 확인하는 것에 동의합니다/ }).check();
    await page.getByRole('button', { name: '동의하고 확인 요청' }).click();
    await expect(page).not.toHaveURL(/\/elrcpt\/prdoc\//);
    await page.goto('/my/elprdoc/ElPrdocList?status=SUBMITTED');
    await expect(prdocRow(page, aply.prdocId).locator('[data-status]')).toHaveText('제출됨');
    await expect(prdocRow(page, aply.prdocId).getByRole('link', { name: /^보완하기/ })).toHaveCount(0);

    // the institution confirms it
    await staffReview(staff.request, aply.aplyNo, aply.prdocId, 'CONFIRMED');
  } finally {
    await staff.close();
  }
  await page.goto('/my/elprdoc/ElPrdocList?status=CONFIRMED');
  await expect(prdocRow(page, aply.prdocId).locator('[data-status]')).toHaveText('확인됨');
  expect(realErrors(errors)).toEqual([]);
});
