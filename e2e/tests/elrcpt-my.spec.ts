import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeAtWidths, realErrors } from './member-helpers';
import { control, newMember, pdfBytes, waitForPage } from './cyber-helpers';
import { klacContent, saveDraft, staffContext, staffMove, startDraft, submittedApplication } from './elrcpt-helpers';

// My page of the electronic application (issue 16) against the real server: an application made
// through the API, moved by the 대한법률구조공단 sandbox staff to 보완요청; the member sees the request on
// MypElrcptView, submits the supplement with a file, sees 구조결정 on the view, the list and the home;
// drafts resume and are deleted after the dialog; another member's number shows the not-yours page.

const row = (page: Page, aplyNo: string) => page.locator(`[data-aply="${aplyNo}"]`);
const REQUEST = '임대차계약서 사본과 보증금을 보낸 계좌 내역을 올려 주세요.';

test('an application through 보완요청 to 구조결정: list, view, supplement with a file, home, keyboard and axe', async ({ page, context, browser, errors }) => {
  test.setTimeout(180_000);
  const member = await newMember(context);

  // a new member: the home's empty states and the list's
  await page.goto('/my/main/MyPageInfo');
  await waitForPage(page, 'my-home');
  await expect(page.locator('[data-todo-empty]')).toBeVisible();
  await expect(page.locator('[data-new-member]')).toBeVisible();
  await expect(page.locator('[data-count="applications"]')).toContainText('0');
  await page.goto('/my/elrcpt/list');
  await waitForPage(page, 'my-elrcpt-list');
  await expect(page.locator('[data-empty]')).toContainText('전자접수로 신청한 법률구조가 없습니다.');
  await expect(page.getByRole('link', { name: '전자접수 신청하기' })).toHaveAttribute('href', '/elrcpt/aply');

  // one submitted application, moved by the institution's staff to 보완요청; one draft
  const aply = await submittedApplication(context.request, member.person);
  const draft = await startDraft(context.request, 'KLAC_ETC');
  const staff = await staffContext(browser, 'KLAC');
  try {
    await staffMove(staff.request, aply.aplyNo, 'RECEIVED');
    await staffMove(staff.request, aply.aplyNo, 'REVIEW');
    await staffMove(staff.request, aply.aplyNo, 'SUPPLEMENT_REQUESTED', REQUEST);

    // the list: badge, 접수번호, the next action; the draft reads 임시저장 and resumes its form
    await page.reload();
    await waitForPage(page, 'my-elrcpt-list');
    await expect(page.locator('[data-result-count]')).toHaveText('전체 2건');
    await expect(row(page, aply.aplyNo).locator('[data-status]')).toHaveText('보완요청');
    await expect(row(page, aply.aplyNo)).toContainText(`접수번호 ${aply.receiptNo}`);
    await expect(row(page, aply.aplyNo)).toContainText('대한법률구조공단');
    await expect(row(page, aply.aplyNo).locator('[data-next-action]')).toContainText('보완 서류를 제출해 주세요');
    await expect(row(page, draft.aplyNo).locator('[data-status]')).toHaveText('임시저장');
    await expect(row(page, draft.aplyNo).locator('.md-row__no')).toHaveText('임시저장');
    await expect(row(page, draft.aplyNo).getByRole('link')).toHaveAttribute('href', `/elrcpt/form/ElrcptKlacEtcM?aplyNo=${draft.aplyNo}`);
    await axeAtWidths(page, 'elrcpt-my-list');

    // the tabs keep their state in the address and are reached by keyboard
    const draftTab = page.getByRole('navigation', { name: '진행 상태로 거르기' }).getByRole('link', { name: '임시저장' });
    await draftTab.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my\/elrcpt\/list\?status=DRAFT$/);
    await expect(page.locator('[data-result-count]')).toHaveText('임시저장 1건');
    await expect(row(page, aply.aplyNo)).toHaveCount(0);
    await page.goto('/my/elrcpt/list?status=CLOSED');
    await expect(page.locator('[data-empty]')).toContainText('끝남 상태인 신청이 없습니다.');

    // the home: counts, and the supplement first among the things to do
    await page.goto('/my/main/MyPageInfo');
    await waitForPage(page, 'my-home');
    await expect(page.locator('[data-count="applications"]')).toContainText('2');
    await expect(page.locator('[data-count="applications"]')).toHaveAttribute('href', '/my/elrcpt/list');
    await expect(page.locator('[data-todo-item]').first()).toHaveAttribute('data-todo-item', 'SUPPLEMENT');
    await expect(page.locator('[data-todo-item="SUPPLEMENT"]').getByRole('link')).toHaveAttribute('href', `/my/elrcpt/MypElrcptView?aplyNo=${aply.aplyNo}`);
    await expect(page.locator('[data-todo-item="DRAFT"]')).toHaveCount(1);
    await axeAtWidths(page, 'elrcpt-my-home');

    // the view, opened by keyboard from the todo: status, steps, the request, the content with the RRN masked, the history
    await page.locator('[data-todo-item="SUPPLEMENT"]').getByRole('link').focus();
    await page.keyboard.press('Enter');
    await waitForPage(page, 'my-elrcpt-view');
    await expect(page.locator(`[data-aply-detail="${aply.aplyNo}"]`)).toContainText(`접수번호 ${aply.receiptNo}`);
    await expect(page.locator(`[data-aply-detail="${aply.aplyNo}"] [data-status]`)).toHaveText('보완요청');
    await expect(page.getByRole('list', { name: '신청 진행 단계' }).locator('[aria-current="step"]')).toContainText('심사 (보완요청)');
    await expect(page.locator('[data-supplement-request]')).toHaveText(REQUEST);
    await expect(page.locator('[data-rrn-masked]')).toHaveText('580315-2******');
    await expect(page.locator('[data-content]')).not.toContainText('2123456');
    await expect(page.locator('[data-facts]')).toContainText('보증금 3천만 원');
    const history = page.locator('[data-history-item]');
    // 작성, 신청, 접수, 심사, 보완요청: oldest first
    await expect(history).toHaveCount(5);
    await expect(history.nth(1)).toContainText('임시저장 → 신청');
    await expect(history.nth(1)).toContainText('신청인');
    await expect(history.last()).toContainText('심사 → 보완요청');
    await expect(history.last()).toContainText('기관 담당자');
    await expect(history.last()).toContainText(REQUEST);
    await expect(page.getByRole('link', { name: '신청 취하' })).toHaveAttribute('href', `/elrcpt/ElrcptRtrcnPopup?aplyNo=${aply.aplyNo}`);
    await axeAtWidths(page, 'elrcpt-my-view');

    // the supplement: an empty note is refused with the field named; the file and the note are kept
    const form = page.locator('[data-supplement-form]');
    await control(page, '보완 서류 선택').setInputFiles({ name: '임대차계약서.pdf', mimeType: 'application/pdf', buffer: pdfBytes('lease') });
    await expect(form.locator('[data-upload-state="done"]')).toHaveCount(1);
    await control(page, '보완 내용').fill('가');
    await form.getByRole('button', { name: '보완 제출' }).click();
    await expect(control(page, '보완 내용')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').first()).toContainText('보완 내용');
    await expect(control(page, '보완 내용')).toHaveValue('가');
    await expect(form.locator('[data-upload-state="done"]')).toHaveCount(1);
    await control(page, '보완 내용').fill('임대차계약서 사본을 올립니다. 계좌 내역은 은행에서 받는 대로 보내겠습니다.');
    await form.getByRole('button', { name: '보완 제출' }).click();
    await expect(page.locator('[data-supplement-sent]')).toBeVisible();
    await expect(page.locator(`[data-aply-detail="${aply.aplyNo}"] [data-status]`)).toHaveText('보완제출');
    await expect(page.locator('[data-supplement="submitted"]')).toContainText('임대차계약서 사본을 올립니다.');
    await expect(page.locator('[data-supplement="submitted"] [data-download]')).toHaveText(/임대차계약서\.pdf/);
    await expect(page.locator('[data-supplement-form]')).toHaveCount(0);

    // staff decide 구조결정: the view, the list (끝남) and the home show it
    await staffMove(staff.request, aply.aplyNo, 'AIDED');
  } finally {
    await staff.close();
  }
  await page.reload();
  await waitForPage(page, 'my-elrcpt-view');
  await expect(page.locator('[data-decision="AIDED"]')).toContainText('법률구조를 하기로 결정했습니다');
  await expect(page.locator(`[data-aply-detail="${aply.aplyNo}"] [data-status]`)).toHaveText('구조결정');
  await expect(page.getByRole('list', { name: '신청 진행 단계' }).locator('[aria-current="step"]')).toContainText('구조결정');
  await expect(page.getByRole('link', { name: '신청 취하' })).toHaveCount(0);
  await page.goto('/my/elrcpt/list?status=CLOSED');
  await expect(row(page, aply.aplyNo).locator('[data-status]')).toHaveText('구조결정');
  await page.goto('/my/main/MyPageInfo');
  await waitForPage(page, 'my-home');
  await expect(row(page, aply.aplyNo).locator('[data-status]')).toHaveText('구조결정');
  await expect(page.locator('[data-todo-item="SUPPLEMENT"]')).toHaveCount(0);
  expect(realErrors(errors)).toEqual([]);
});

test('a draft on the view: 이어서 쓰기, and 삭제 only after the dialog says yes', async ({ page, context }) => {
  const member = await newMember(context);
  const draft = await startDraft(context.request, 'KLAC');
  const partial = klacContent(member.person);
  await saveDraft(context.request, draft.aplyNo, { applicant: { name: partial.applicant.name } }, draft.version);

  await page.goto(`/my/elrcpt/MypElrcptView?aplyNo=${draft.aplyNo}`);
  await waitForPage(page, 'my-elrcpt-view');
  await expect(page.locator(`[data-aply-detail="${draft.aplyNo}"] [data-status]`)).toHaveText('임시저장');
  await expect(page.getByRole('link', { name: '이어서 쓰기' })).toHaveAttribute('href', `/elrcpt/form/ElrcptKlacM?aplyNo=${draft.aplyNo}`);
  await expect(page.getByRole('link', { name: '신청 취하' })).toHaveCount(0);

  await page.locator('[data-draft-delete]').click();
  const dialog = page.getByRole('alertdialog', { name: '임시저장한 신청서를 삭제할까요?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '취소' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  expect((await context.request.get(`/api/elrcpt/aply/${draft.aplyNo}`)).status()).toBe(200);

  await page.locator('[data-draft-delete]').click();
  await dialog.getByRole('button', { name: '삭제' }).click();
  await waitForPage(page, 'my-elrcpt-list');
  await expect(page.getByRole('status').filter({ hasText: '임시저장한 신청서를 삭제했습니다.' })).toBeVisible();
  await expect(page.locator('[data-empty]')).toBeVisible();
  expect((await context.request.get(`/api/elrcpt/aply/${draft.aplyNo}`)).status()).toBe(404);
});

test("another member's application number shows the not-yours page and none of its content", async ({ page, context, browser }) => {
  const ownerCtx = await browser.newContext();
  let aplyNo: string;
  try {
    const owner = await newMember(ownerCtx);
    aplyNo = (await submittedApplication(ownerCtx.request, owner.person)).aplyNo;
  } finally {
    await ownerCtx.close();
  }
  await newMember(context);
  await page.goto(`/my/elrcpt/MypElrcptView?aplyNo=${aplyNo}`);
  await waitForPage(page, 'my-elrcpt-view');
  await expect(page.locator('[data-not-found]')).toContainText('회원님의 신청이 아니거나 없는 신청입니다');
  await expect(page.locator('[data-content]')).toHaveCount(0);
  await expect(page.locator('[data-aply-detail]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '나의 전자접수로' })).toHaveAttribute('href', '/my/elrcpt/list');

  // a malformed number is no page at all (route validation)
  const malformed = await page.goto('/my/elrcpt/MypElrcptView?aplyNo=12345');
  expect(malformed?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});
