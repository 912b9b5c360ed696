import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { ADMIN_MOTION, adminAxe, adminPage, staffContext } from './admin-helpers';
import { expect, post, test, xsrf } from './fixtures';
import { realErrors } from './member-helpers';
import { STAFF, newMember, pdfBytes, waitForPage } from './cyber-helpers';
import { EDITOR } from './center-helpers';
// @ts-expect-error plain ESM helper without types
import { baseURL } from '../paths.mjs';

test.use(ADMIN_MOTION);

// The back office's answer pages (issue 34) against the real server: a citizen files a cyber
// consultation (and a Q&A question), the institution's staff member (the editor) finds it in the
// back office's list, reads it, answers it after the confirmation, and the citizen reads the
// answer in my page; another institution's staff member gets the not-found state; axe at 1280 px;
// the list at 768 px with the menu in its drawer.

/** A choice of the answer-status filter (its radio input sits under the button's label). */
const filter = (page: Page, label: string) => page.getByRole('radiogroup', { name: '답변 상태로 거르기' }).getByText(label, { exact: true });

/** The last page (50 a page) of a staff list of waiting questions, as the server counts it now. */
async function lastPage(context: BrowserContext, path: string) {
  const r = await context.request.get(`${path}?pageSize=50`);
  expect(r.ok(), await r.text()).toBe(true);
  return Math.max(1, Math.ceil(((await r.json()) as { total: number }).total / 50));
}

/** The answer form: type, look at the preview, send, confirm in the dialog. */
async function answerOnPage(page: Page, text: string) {
  const field = page.getByLabel('답변', { exact: true });
  await field.fill(text);
  await page.getByRole('button', { name: '미리보기' }).click();
  await expect(page.getByRole('region', { name: '답변 미리보기' })).toContainText(text);
  await page.getByRole('button', { name: '답변 보내기' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('답변을 보낼까요?');
  await dialog.getByRole('button', { name: '답변 보내기' }).click();
  await expect(page.getByText(/답변을 보냈습니다/)).toBeVisible();
}

test('cyber consultation: the citizen files it, KLAC staff find and answer it in the back office, the citizen reads the answer; another institution finds nothing', async ({
  page,
  browser,
  errors,
}) => {
  test.setTimeout(180_000);
  const citizen = page.context();
  const member = await newMember(citizen);
  const tag = randomUUID().slice(0, 8);
  const title = `보증금 반환 상담 ${tag}`;
  const question = `전세 계약이 끝났는데 집주인이 보증금을 돌려주지 않습니다 (${tag}).\n<b>임차권등기명령</b>을 신청해야 하나요?`;
  const up = await citizen.request.post('/api/files', {
    headers: { 'X-XSRF-TOKEN': await xsrf(citizen.request) },
    multipart: { file: { name: `계약서-${tag}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes(`lease ${tag}`) } },
  });
  expect(up.status(), await up.text()).toBe(201);
  const filed = await post(
    citizen.request,
    '/api/dscsn/cyber',
    { kind: 'DOM', field: 'LEASE', title, question, isPublic: false, consent: true, fileIds: [(await up.json()).fileId] },
    { 'Idempotency-Key': randomUUID() },
  );
  expect(filed.status(), await filed.text()).toBe(201);
  const { receiptNo } = (await filed.json()) as { receiptNo: string };

  // KLAC's staff member: the list of waiting consultations has it, with its due date and status
  const { context: staff, page: s } = await staffContext(browser, STAFF.KLAC, { origin: baseURL, errors: { list: errors, who: 'staff' } });
  await s.goto('/admin/cyber');
  await adminPage(s, '사이버상담 답변');
  await expect(s.getByRole('table', { name: /답변 대기 중인 사이버상담/ })).toBeVisible();
  await expect(s.getByRole('radio', { name: '답변 대기' })).toBeChecked();
  // waiting ones oldest first: the new one is on the last page (paging and page size in the address)
  await s.goto(`/admin/cyber?pageSize=50&page=${await lastPage(staff, '/api/staff/dscsn/cyber')}`);
  await adminPage(s, '사이버상담 답변');
  await expect(s.getByRole('link', { name: title })).toBeVisible();
  const row = s.getByRole('row').filter({ hasText: receiptNo });
  await expect(row).toContainText('답변 대기');
  await expect(row).toContainText(/\d{4}년 \d{1,2}월 \d{1,2}일/);
  await adminAxe(s, 'admin-cyber');

  // the filter lives in the address
  await filter(s, '전체').click();
  await expect(s).toHaveURL(/status=ALL/);
  await expect(s.getByRole('table', { name: /모든 사이버상담/ })).toBeVisible();
  await s.goBack();
  await expect(s.getByRole('radio', { name: '답변 대기' })).toBeChecked();

  // the detail page: the question as typed (markup stays characters), the attachment, the answer form
  await s.goto(`/admin/cyber/detail?receiptNo=${receiptNo}`);
  await adminPage(s, '사이버상담 상세');
  await expect(s.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(s.getByText('<b>임차권등기명령</b>을 신청해야 하나요?')).toBeVisible();
  const [download] = await Promise.all([s.waitForEvent('download'), s.getByRole('link', { name: `계약서-${tag}.pdf 내려받기` }).click()]);
  expect(download.suggestedFilename()).toBe(`계약서-${tag}.pdf`);
  await adminAxe(s, 'admin-cyber-detail');
  // the asker's contacts are masked until opened with a reason (the contract's rule on the field first)
  const personal = s.locator('[data-personal-data="cyber"]');
  await personal.getByRole('button', { name: '개인정보 보기' }).click();
  const reasonDialog = s.getByRole('dialog', { name: '개인정보를 여는 사유' });
  await reasonDialog.getByLabel('사유').fill('확인');
  await reasonDialog.getByRole('button', { name: '사유를 남기고 보기' }).click();
  await expect(reasonDialog.getByText('개인정보를 보는 사유를 5자 이상 적어 주세요.')).toBeVisible();
  await reasonDialog.getByLabel('사유').fill('답변 전 연락처 확인');
  await reasonDialog.getByRole('button', { name: '사유를 남기고 보기' }).click();
  await expect(reasonDialog).toBeHidden();
  // the whole number now (the mask kept only its last four digits)
  await expect.poll(async () => (await personal.locator('[data-opened]').innerText()).replace(/\D/g, '')).toContain(member.person.mobileNo);
  await adminAxe(s, 'admin-cyber-detail-opened');
  // too short: the contract's rule, on the field, nothing sent
  await s.getByLabel('답변', { exact: true }).fill('짧음');
  await s.getByRole('button', { name: '답변 보내기' }).click();
  await expect(s.getByText('답변을 10자 이상 입력해 주세요.')).toBeVisible();
  await expect(s.getByRole('dialog')).toHaveCount(0);
  const answer = `임대차 기간이 끝났는데 보증금을 돌려받지 못했다면 임차권등기명령을 신청한 뒤 이사하셔도 대항력과 우선변제권이 유지됩니다. ${tag}`;
  await answerOnPage(s, answer);
  // the answered view replaces the form
  await expect(s.getByRole('heading', { level: 2, name: '답변', exact: true })).toBeVisible();
  await expect(s.getByText(answer)).toBeVisible();
  await expect(s.getByRole('button', { name: '답변 보내기' })).toHaveCount(0);
  // …and the waiting list no longer has it (its query was invalidated)
  await s.getByRole('link', { name: /사이버상담 목록으로/ }).click();
  await adminPage(s, '사이버상담 답변');
  await expect(s.getByRole('table', { name: /답변 대기 중인 사이버상담/ })).toBeVisible();
  await expect(s.getByRole('link', { name: title })).toHaveCount(0);

  // the citizen reads the answer in my page
  await page.goto(`/my/dscsn/cyber/CybdsnDsctnView?receiptNo=${receiptNo}`);
  await waitForPage(page, 'my-cyber-view');
  await expect(page.locator('[data-answer]')).toHaveText(answer);

  // another institution's staff member: the same receipt number is not found, nothing of it shown
  const { context: lqa, page: l } = await staffContext(browser, STAFF.LQA, { origin: baseURL });
  await l.goto(`/admin/cyber/detail?receiptNo=${receiptNo}`);
  await adminPage(l, '사이버상담 상세');
  await expect(l.getByText('이 접수번호의 사이버상담을 찾을 수 없습니다')).toBeVisible();
  await expect(l.getByText(title)).toHaveCount(0);
  await expect(l.getByRole('link', { name: '사이버상담 목록으로' })).toBeVisible();
  await adminAxe(l, 'admin-cyber-detail-not-found');

  // 768 px: the list is usable and the menu button opens the menu
  await s.setViewportSize({ width: 768, height: 1000 });
  await s.goto('/admin/cyber?status=ALL');
  await adminPage(s, '사이버상담 답변');
  await expect(s.getByRole('link', { name: title })).toBeVisible();
  const menuButton = s.getByRole('button', { name: '메뉴' });
  await menuButton.click();
  const drawer = s.getByRole('dialog').filter({ hasText: '직원 업무 메뉴' });
  await expect(drawer.getByRole('link', { name: '사이버상담 답변' })).toBeVisible();
  await s.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await adminAxe(s, 'admin-cyber', 768);

  await staff.close();
  await lqa.close();
  expect(realErrors(errors)).toEqual([]);
});

test('Q&A: the citizen asks, the content editor answers in the back office, the citizen reads the answer', async ({ page, browser, errors }) => {
  test.setTimeout(150_000);
  const citizen = page.context();
  await newMember(citizen);
  const tag = randomUUID().slice(0, 8);
  const title = `접속 코드 문의 ${tag}`;
  const asked = await post(
    citizen.request,
    '/api/center/qna',
    { category: 'CONSULT', title, content: `화상상담 접속 코드를 지웠습니다. 어디서 다시 볼 수 있나요? (${tag})`, consent: true },
    { 'Idempotency-Key': randomUUID() },
  );
  expect(asked.status(), await asked.text()).toBe(201);
  const { qnaNo } = (await asked.json()) as { qnaNo: string };

  const { context: editor, page: e } = await staffContext(browser, EDITOR, { origin: baseURL, errors: { list: errors, who: 'editor' } });
  await e.goto('/admin/qna?status=ALL');
  await adminPage(e, '묻고 답하기 답변');
  await expect(e.getByRole('table', { name: /모든 묻고 답하기 문의/ })).toBeVisible();
  await filter(e, '답변 대기').click();
  await expect(e).not.toHaveURL(/status=/);
  await expect(e.getByRole('table', { name: /답변 대기 중인 묻고 답하기 문의/ })).toBeVisible();
  await adminAxe(e, 'admin-qna');
  // the new question is the newest waiting one: the last page; its title opens the detail page
  await e.goto(`/admin/qna?pageSize=50&page=${await lastPage(editor, '/api/staff/center/qna')}`);
  await adminPage(e, '묻고 답하기 답변');
  const row = e.getByRole('row').filter({ hasText: qnaNo });
  await expect(row).toContainText('답변 대기');
  await expect(row).toContainText(/근무일 \d+일째/);
  await row.getByRole('link', { name: title }).click();
  await adminPage(e, '묻고 답하기 상세');
  expect(new URL(e.url()).searchParams.get('qnaNo')).toBe(qnaNo);
  await expect(e.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(e.getByText('첨부파일이 없습니다.')).toBeVisible();
  await adminAxe(e, 'admin-qna-detail');
  const answer = `나의 페이지 > 나의 상담 예약에서 예약 상세를 열면 접속 코드를 다시 볼 수 있습니다. ${tag}`;
  await answerOnPage(e, answer);
  await expect(e.getByRole('heading', { level: 2, name: '답변', exact: true })).toBeVisible();
  await expect(e.getByText('법률구조 플랫폼 운영팀')).toBeVisible();

  // a second editor window that still shows the form: the server says 409 and the page shows the answer given
  const stale = await editor.newPage();
  let first = true;
  await stale.route('**/api/staff/center/qna/*', async (route) => {
    if (route.request().method() !== 'GET' || !first) return route.continue();
    first = false;
    const res = await route.fetch();
    const body = await res.json();
    await route.fulfill({ response: res, json: { ...body, status: 'WAITING', answer: null } });
  });
  await stale.goto(`/admin/qna/detail?qnaNo=${qnaNo}`);
  await adminPage(stale, '묻고 답하기 상세');
  await stale.getByLabel('답변', { exact: true }).fill('늦게 쓴 두 번째 답변입니다. 보내지면 안 됩니다.');
  await stale.getByRole('button', { name: '답변 보내기' }).click();
  await stale.getByRole('dialog').getByRole('button', { name: '답변 보내기' }).click();
  await expect(stale.getByRole('alert').filter({ hasText: '이미 답변한 문의입니다' })).toBeVisible();
  await expect(stale.getByText(answer)).toBeVisible();
  await expect(stale.getByRole('button', { name: '답변 보내기' })).toHaveCount(0);

  // the citizen reads the answer in my page
  await page.goto(`/my/qna/detail?qnaNo=${qnaNo}`);
  await waitForPage(page, 'my-qna-detail');
  await expect(page.locator('[data-answer]')).toHaveText(answer);

  await editor.close();
  expect(realErrors(errors)).toEqual([]);
});
