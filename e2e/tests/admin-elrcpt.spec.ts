import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ADMIN_MOTION, adminAxe, adminFits, adminPage, staffContext } from './admin-helpers';
import { expect, test } from './fixtures';
import { realErrors } from './member-helpers';
import { newMember, waitForPage } from './cyber-helpers';
import { ELRCPT_STAFF, klacContent, saveDraft, send, signInSandbox, startDraft } from './elrcpt-helpers';
import { supplyByExchange } from './prdoc-helpers';
import { docShot } from './screenshots';
// @ts-expect-error plain ESM helper without types
import { baseURL } from '../paths.mjs';

test.use(ADMIN_MOTION);

// The back office's application pages (issue 34) against the real server: a citizen submits a
// 대한법률구조공단 application with a document (주민등록표 등본 through 행정정보 공동이용); KLAC's
// officer finds it in /admin/elrcpt, opens it by keyboard, reads the masked facts and opens them with a
// reason, receives it (a double click moves it once), reviews it, sends the document back and asks for
// a supplement; the citizen supplies the document again and submits the supplement; the officer
// confirms the document and decides 구조결정, which the citizen reads in my page. Another institution's
// officer gets the not-found state; axe at 1280 px on both pages; the list at 768 px has no page scroll.

/** A move of the 처리 card: its button, then the dialog's (with the text a message needs). */
async function move(page: Page, label: string, message?: string) {
  await page.getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${label}`);
  if (message) await dialog.getByRole('textbox').fill(message);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByText(new RegExp(`${label}(으)?로 바꿨습니다`))).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

const maskedName = (name: string) => `${name[0]}*${name.slice(2)}`;

test('legal-aid application: KLAC staff receive, review, send back a document, ask for a supplement, confirm and decide; the citizen supplements and reads the decision', async ({
  page,
  browser,
  errors,
}) => {
  test.setTimeout(240_000);
  const citizen = page.context();
  const { person } = await newMember(citizen);
  // the citizen's application with one document, signed and submitted
  const draft = await startDraft(citizen.request);
  await saveDraft(citizen.request, draft.aplyNo, klacContent(person), draft.version);
  const doc = await supplyByExchange(citizen.request, draft.aplyNo, 'Rrno');
  const signId = await signInSandbox(citizen.request, draft.aplyNo);
  const submitted = await send(citizen.request, 'POST', `/api/elrcpt/aply/${draft.aplyNo}/submit`, { signId }, { 'Idempotency-Key': randomUUID() });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const aplyNo = draft.aplyNo;

  const { context: staff, page: s } = await staffContext(browser, ELRCPT_STAFF.KLAC, { origin: baseURL, errors: { list: errors, who: 'staff' } });

  // the home's application card leads to the institution's turn
  await s.goto('/admin');
  await adminPage(s, '업무 현황');
  await s.getByRole('link', { name: '전자접수 처리하기' }).click();
  await adminPage(s, '전자접수 신청');
  await expect(s).toHaveURL(/\/admin\/elrcpt\?status=WAITING/);
  await expect(s.getByRole('table', { name: /전자접수 신청: 처리 대기 \(기관 차례\), 신청일 오래된 것부터/ })).toBeVisible();

  // newest first, 50 a page: the new application, its masked name, its status and the document to check
  await s.goto('/admin/elrcpt?sort=submittedAt&order=desc&pageSize=50');
  await adminPage(s, '전자접수 신청');
  await expect(s.getByRole('table', { name: /신청일 최근 것부터/ })).toBeVisible();
  const row = s.getByRole('row').filter({ hasText: aplyNo });
  await expect(row).toContainText(maskedName(person.name));
  await expect(row).not.toContainText(person.name);
  await expect(row).toContainText('확인할 서류 1건');
  await expect(row).toContainText('민사');
  await adminAxe(s, 'admin-elrcpt');
  await docShot(s, 'admin-elrcpt-1280');

  // the status filter lives in the address
  await s.getByLabel('진행 상태').click();
  await s.locator('.ant-select-item-option').filter({ hasText: /^구조결정$/ }).click();
  await expect(s).toHaveURL(/status=AIDED/);
  await expect(s.getByRole('table', { name: /전자접수 신청: 구조결정/ })).toBeVisible();
  await s.goBack();
  await expect(s.getByRole('row').filter({ hasText: aplyNo })).toBeVisible();

  // the row's 신청번호 opens the detail by keyboard
  await s.getByRole('row').filter({ hasText: aplyNo }).getByRole('link', { name: aplyNo }).focus();
  await s.keyboard.press('Enter');
  await adminPage(s, '신청 상세와 서류 확인');
  expect(new URL(s.url()).searchParams.get('aplyNo')).toBe(aplyNo);
  const facts = s.locator('.ant-card').filter({ has: s.getByRole('heading', { level: 2, name: '신청인과 상대방' }) });
  await expect(facts).toContainText(maskedName(person.name));
  await expect(facts).not.toContainText(person.name);
  await expect(facts).toContainText('580315-2******');
  await expect(s.getByRole('listitem', { name: /주민등록표 등본 \(제출됨\)/ })).toBeVisible();
  await adminAxe(s, 'admin-elrcpt-detail');
  await docShot(s, 'admin-elrcpt-detail-1280');

  // 개인정보 보기: a reason too short is refused on its field; then the values, for this page only
  await facts.getByRole('button', { name: '개인정보 보기' }).click();
  const open = s.getByRole('dialog');
  await open.getByLabel('열람 사유').fill('전화');
  await open.getByRole('button', { name: '사유 기록하고 보기' }).click();
  await expect(open.getByText(/5자 이상/)).toBeVisible();
  await open.getByLabel('열람 사유').fill('보완 서류 안내 전화');
  await open.getByRole('button', { name: '사유 기록하고 보기' }).click();
  await expect(facts).toContainText(person.name);
  await expect(facts).toContainText('서울특별시 중구 세종대로 110');

  // 접수: a double click on the dialog's button moves it once
  await s.getByRole('button', { name: '접수', exact: true }).click();
  await expect(s.getByRole('dialog')).toContainText('접수로 바꿀까요?');
  await s.getByRole('dialog').getByRole('button', { name: '접수', exact: true }).dblclick();
  await expect(s.getByText(/접수로 바꿨습니다/)).toBeVisible();
  await move(s, '심사');
  const history = s.getByRole('list', { name: '처리 이력 (오래된 것부터)' }).getByRole('listitem');
  await expect(history.filter({ hasText: '신청 → 접수' })).toHaveCount(1);
  await expect(history.filter({ hasText: '접수 → 심사' })).toHaveCount(1);

  // the document sent back with its reason, then the whole application: 보완요청 needs its text
  const docItem = s.getByRole('listitem', { name: /주민등록표 등본/ });
  await docItem.getByRole('button', { name: '주민등록표 등본 반려' }).click();
  const back = s.getByRole('dialog');
  await back.getByRole('button', { name: '반려 (보완요청)' }).click();
  await expect(back.getByText('보완할 내용을 2자 이상 적어 주세요.')).toBeVisible();
  await back.getByLabel('반려 사유').fill('세대원 전원이 나오는 등본으로 다시 내 주세요.');
  await back.getByRole('button', { name: '반려 (보완요청)' }).click();
  await expect(s.getByText(/주민등록표 등본: 반려했습니다/)).toBeVisible();
  await expect(s.getByRole('listitem', { name: /주민등록표 등본 \(보완요청\)/ })).toBeVisible();
  await s.getByRole('button', { name: '보완요청', exact: true }).click();
  const ask = s.getByRole('dialog');
  await ask.getByRole('button', { name: '보완요청', exact: true }).click();
  await expect(ask.getByText('보완할 내용을 적어 주세요.')).toBeVisible();
  await ask.getByLabel('보완할 내용').fill('주민등록표 등본을 세대원 전원이 나오게 다시 내 주세요. 12월 10일까지 내 주세요.');
  // 보완 기한 is optional: left empty, the server sets 14 days
  await expect(ask.getByLabel('보완 기한 (선택)')).toBeVisible();
  await docShot(s, 'admin-elrcpt-detail-dialog');
  await ask.getByRole('button', { name: '보완요청', exact: true }).click();
  await expect(s.getByText(/보완요청으로 바꿨습니다/)).toBeVisible();
  await expect(s.getByText('신청인의 보완 제출을 기다리고 있습니다.', { exact: false })).toBeVisible();
  await expect(s.locator('.ant-card').filter({ has: s.getByRole('heading', { level: 2, name: '보완 요청과 제출' }) })).toContainText(/기한 .+까지/);
  // the citizen reads what to supplement and by when
  await page.goto(`/my/elrcpt/MypElrcptView?aplyNo=${aplyNo}`);
  await waitForPage(page, 'my-elrcpt-view');
  await expect(page.locator('[data-supplement-due]')).toHaveText(/^보완 기한: .+까지$/);

  // the citizen supplies the document again and submits the supplement (as the my-page forms do)
  await supplyByExchange(citizen.request, aplyNo, 'Rrno', { prdocId: doc.prdocId });
  const supplemented = await send(citizen.request, 'POST', `/api/elrcpt/aply/${aplyNo}/supplement`, { note: '세대원 전원이 나오는 등본을 다시 냈습니다.', attachments: [] }, { 'Idempotency-Key': randomUUID() });
  expect(supplemented.status(), await supplemented.text()).toBe(200);

  // the officer reads it again: confirms the document and decides
  await s.reload();
  await adminPage(s, '신청 상세와 서류 확인');
  const supplements = s.locator('.ant-card').filter({ has: s.getByRole('heading', { level: 2, name: '보완 요청과 제출' }) });
  await expect(supplements).toContainText('세대원 전원이 나오는 등본을 다시 냈습니다.');
  await expect(s.getByRole('list', { name: '처리 이력 (오래된 것부터)' }).getByRole('listitem').filter({ hasText: '보완요청 → 보완제출' })).toContainText('신청인');
  // the opened values were for that page only
  await expect(facts).not.toContainText(person.name);
  await s.getByRole('button', { name: '주민등록표 등본 확인' }).click();
  await s.getByRole('dialog').getByRole('button', { name: '확인 처리' }).click();
  await expect(s.getByText(/주민등록표 등본: 확인했습니다/)).toBeVisible();
  await expect(s.getByRole('listitem', { name: /주민등록표 등본 \(확인됨\)/ })).toBeVisible();
  await move(s, '구조결정');
  await expect(s.locator('.ant-alert-success').filter({ hasText: '구조결정' })).toBeVisible();
  await expect(s.getByRole('button', { name: '기각' })).toHaveCount(0);

  // the citizen reads the decision in my page
  await page.goto(`/my/elrcpt/MypElrcptView?aplyNo=${aplyNo}`);
  await waitForPage(page, 'my-elrcpt-view');
  await expect(page.locator(`[data-aply-detail="${aplyNo}"] [data-status]`)).toHaveText('구조결정');
  await expect(page.locator('[data-decision="AIDED"]')).toBeVisible();

  // another institution's officer: not found, nothing of it shown
  const { context: lqa, page: l } = await staffContext(browser, ELRCPT_STAFF.LQA, { origin: baseURL });
  await l.goto(`/admin/elrcpt/detail?aplyNo=${aplyNo}`);
  await adminPage(l, '신청 상세와 서류 확인');
  await expect(l.getByText('이 신청번호의 신청을 찾을 수 없습니다')).toBeVisible();
  await expect(l.getByText(maskedName(person.name))).toHaveCount(0);
  await expect(l.getByRole('link', { name: '전자접수 신청 목록으로' })).toBeVisible();

  // 768 px: the list fits (no page scroll sideways), its links work
  await s.setViewportSize({ width: 768, height: 1000 });
  await s.goto('/admin/elrcpt?status=AIDED&sort=updatedAt&order=desc');
  await adminPage(s, '전자접수 신청');
  await expect(s.getByRole('link', { name: aplyNo })).toBeVisible();
  await adminFits(s, 'admin-elrcpt');
  await adminAxe(s, 'admin-elrcpt', 768);
  await docShot(s, 'admin-elrcpt-768');
  await s.getByRole('link', { name: aplyNo }).click();
  await adminPage(s, '신청 상세와 서류 확인');
  await adminFits(s, 'admin-elrcpt-detail');
  await docShot(s, 'admin-elrcpt-detail-768');

  await staff.close();
  await lqa.close();
  expect(realErrors(errors)).toEqual([]);
});
