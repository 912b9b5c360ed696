import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { expect, post, test, typedComboBox } from './fixtures';
import { axeAtWidths, axeViolations, realErrors } from './member-helpers';
// @ts-expect-error plain ESM helper without types
import { baseURL } from '../paths.mjs';
import {
  STAFF,
  control,
  disguisedPdf,
  newGuest,
  newMember,
  oversizedPdf,
  pdfBytes,
  pngBytes,
  staffAnswer,
  staffLogin,
  waitForPage,
} from './cyber-helpers';

// Cyber (written) consultation and the KCAB application against the real server: the forms with
// bad and good input, attachments checked by content, the draft that survives a reload, one receipt
// for a double click, the staff answer read on my page, the public answered list, axe at 1280/360.

const summary = (page: Page) => page.locator('[data-error-summary]');
const uploaded = (page: Page) => page.locator('[data-upload-state="done"]');
const failedUploads = (page: Page) => page.locator('[data-upload-state="failed"]');
const submitButton = (page: Page) => page.locator('#main-content [data-submit]');


test('cyber consultation: sign-in first; bad input and bad files refused in Korean; the draft survives a reload; a double click makes one receipt; staff answer read on my page with the attachment', async ({
  page,
  context,
  browser,
  playwright,
  errors,
}) => {
  test.setTimeout(180_000);
  const form = '/dscsn/cyber/klac/CybKlacDomM';

  // anonymous: the form asks for sign-in first (the shell sends MEMBER pages to /login with a returnUrl)
  await page.goto(form);
  await waitForPage(page, 'login');
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(form);
  // …where a visitor without an account can verify as a guest and come back to the form
  await expect(page.getByRole('link', { name: '비회원 로그인' })).toHaveAttribute('href', `/login/gst/agreement?returnUrl=${encodeURIComponent(form)}`);

  const member = await newMember(context);
  const tag = randomUUID().slice(0, 8);
  const title = `전세 보증금 반환 문의 ${tag}`;
  const question = `2년 전세 계약이 ${tag} 끝났는데 집주인이 새 세입자를 구할 때까지 보증금을 돌려줄 수 없다고 합니다. 어떻게 해야 하나요?\n임차권등기명령도 궁금합니다.`;

  // the entry page lists the four forms
  await page.goto('/dscsn/cyber');
  await waitForPage(page, 'cyber-main');
  await expect(page.getByRole('link', { name: '사이버상담 신청 (국내 거주)' })).toBeVisible();
  await expect(page.getByRole('link', { name: '재외국민 사이버상담 신청' })).toBeVisible();
  await expect(page.getByRole('link', { name: '외국인 사이버상담 신청' })).toBeVisible();
  await expect(page.getByRole('link', { name: '가정법률 온라인상담 신청' })).toBeVisible();
  await page.getByRole('link', { name: '사이버상담 신청 (국내 거주)' }).click();
  await waitForPage(page, 'cyber-form-dom');
  await expect(page.locator('[data-applicant-name]')).toHaveText(member.person.name);

  // nothing filled: the summary takes focus and names every field
  await submitButton(page).click();
  await expect(summary(page)).toBeFocused();
  for (const m of ['상담 분야를 선택해 주세요.', '제목을 입력해 주세요.', '상담 내용을 입력해 주세요.', '개인정보 수집·이용에 동의해 주세요.'])
    await expect(summary(page)).toContainText(m);

  // too short, then filled; the counter follows the typing
  await control(page, '상담 분야').selectOption('LEASE');
  await control(page, '제목').fill('a');
  await control(page, '상담 내용').fill('짧은 질문');
  await submitButton(page).click();
  await expect(summary(page)).toContainText('제목을 2자 이상 입력해 주세요.');
  await expect(summary(page)).toContainText('상담 내용을 20자 이상 적어 주세요.');
  await expect(control(page, '상담 내용')).toHaveAttribute('aria-invalid', 'true');
  await expect(control(page, '상담 내용')).toHaveValue('짧은 질문');
  await control(page, '제목').fill(title);
  await control(page, '상담 내용').fill(question);
  await expect(page.locator('#main-content [data-counter]').nth(1)).toContainText(`${question.length} / 4,000자`);

  // a real PDF is uploaded and listed; a text file named .pdf and a file over 10 MB are refused and not attached
  const picker = control(page, '첨부파일 선택');
  await picker.setInputFiles({ name: '임대차계약서.pdf', mimeType: 'application/pdf', buffer: pdfBytes('lease') });
  await expect(uploaded(page)).toHaveCount(1);
  await expect(uploaded(page)).toContainText('임대차계약서.pdf');
  await picker.setInputFiles({ name: '가짜문서.pdf', mimeType: 'application/pdf', buffer: disguisedPdf() });
  await expect(failedUploads(page).filter({ hasText: '가짜문서.pdf' })).toBeVisible();
  await expect(failedUploads(page).filter({ hasText: '가짜문서.pdf' }).locator('[data-upload-error]')).toHaveText(/[가-힣]/);
  await picker.setInputFiles({ name: '큰파일.pdf', mimeType: 'application/pdf', buffer: oversizedPdf() });
  await expect(failedUploads(page).filter({ hasText: '큰파일.pdf' }).locator('[data-upload-error]')).toContainText('10MB를 넘어 올릴 수 없습니다');
  await expect(uploaded(page)).toHaveCount(1);
  await expect(page.getByText('1/3개')).toBeVisible();

  // the server decides too: 413 and 415 in Korean for the same files sent past the page
  const xsrfHeader = { 'X-XSRF-TOKEN': (await context.request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value };
  const big = await context.request.post('/api/files', { headers: xsrfHeader, multipart: { file: { name: 'big.pdf', mimeType: 'application/pdf', buffer: oversizedPdf() } } });
  expect(big.status()).toBe(413);
  expect((await big.json()).message).toMatch(/[가-힣]/);
  const fake = await context.request.post('/api/files', { headers: xsrfHeader, multipart: { file: { name: 'fake.pdf', mimeType: 'application/pdf', buffer: disguisedPdf() } } });
  expect(fake.status()).toBe(415);
  expect((await fake.json()).message).toMatch(/[가-힣]/);

  // a reload keeps everything typed and the uploaded file (sessionStorage draft)
  await page.getByRole('radio', { name: /^공개/ }).check();
  await page.reload();
  await waitForPage(page, 'cyber-form-dom');
  await expect(page.getByText('이 탭에서 작성하던 내용을 불러왔습니다.')).toBeVisible();
  await expect(control(page, '제목')).toHaveValue(title);
  await expect(control(page, '상담 내용')).toHaveValue(question);
  await expect(control(page, '상담 분야')).toHaveValue('LEASE');
  await expect(page.getByRole('radio', { name: /^공개/ })).toBeChecked();
  await expect(uploaded(page)).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);

  // double click on 상담 신청: one receipt
  await page.getByLabel(/^개인정보 수집·이용에 동의합니다/).check();
  const posts: Request[] = [];
  page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/dscsn/cyber' && posts.push(r));
  await submitButton(page).dblclick();
  await waitForPage(page, 'cyber-complete');
  const receiptNo = (await page.locator('[data-receipt-no]').textContent())!.trim();
  expect(receiptNo).toMatch(/^C\d{8}-\d{6}$/);
  expect(new URL(page.url()).searchParams.get('receiptNo')).toBe(receiptNo);
  const mine = await (await context.request.get('/api/my/dscsn/cyber')).json();
  expect(mine.total).toBe(1);
  expect(posts.length).toBeGreaterThanOrEqual(1);
  const detail = await (await context.request.get(`/api/my/dscsn/cyber/${receiptNo}`)).json();
  expect(detail.attachments).toHaveLength(1);
  const [y, m, d] = detail.expectedAnswerBy.split('-').map(Number);
  await expect(page.locator('[data-expected]')).toContainText(`${y}년 ${m}월 ${d}일`);
  await expect(page.getByRole('link', { name: /사이버상담 내역/ }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // the form is empty again after the receipt (the draft is gone); nothing left to send twice
  await page.goto(form);
  await waitForPage(page, 'cyber-form-dom');
  await expect(control(page, '제목')).toHaveValue('');

  // my page before the answer: 답변 대기 and the expected date
  await page.goto(`/my/dscsn/cyber/CybdsnDsctnView?receiptNo=${receiptNo}`);
  await waitForPage(page, 'my-cyber-view');
  await expect(page.locator('[data-waiting]')).toContainText(new RegExp(`${y}년 ${m}월 ${d}일\\([월화수목금]\\)까지`));

  // KLAC staff answer through the API
  const staff = await playwright.request.newContext({ baseURL });
  await staffLogin(staff, STAFF.KLAC);
  const answerText = `임대차 기간이 끝났는데 보증금을 돌려받지 못했다면 임차권등기명령을 신청한 뒤 이사하셔도 대항력과 우선변제권이 유지됩니다(주택임대차보호법 제3조의3). ${tag}`;
  const answered = await staffAnswer(staff, receiptNo, answerText);
  expect(answered.status(), await answered.text()).toBe(200);
  // another institution's staff cannot answer it
  const lqa = await playwright.request.newContext({ baseURL });
  await staffLogin(lqa, STAFF.LQA);
  expect([403, 404]).toContain((await staffAnswer(lqa, receiptNo, "다른 기관의 답변입니다. 보이면 안 됩니다.")).status());
  await staff.dispose();
  await lqa.dispose();

  // the member reads the answer in my page and downloads the attachment
  await page.goto('/my/dscsn/cyber/CybdsnDsctnList');
  await waitForPage(page, 'my-cyber-list');
  const row = page.locator(`[data-receipt="${receiptNo}"]`);
  await expect(row.locator('[data-status]')).toHaveText('답변 완료');
  await row.getByRole('link', { name: title }).click();
  await waitForPage(page, 'my-cyber-view');
  await expect(page.locator('[data-answer]')).toHaveText(answerText);
  await expect(page.locator('[data-question]')).toHaveText(question);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /임대차계약서\.pdf/ }).click()]);
  expect(download.suggestedFilename()).toBe('임대차계약서.pdf');
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.equals(pdfBytes('lease'))).toBe(true);
  await axeAtWidths(page, 'dscsn-cyber-view');

  // another member cannot open it (my page, the completion page, the file)
  const other = await browser.newContext();
  await newMember(other);
  const otherPage = await other.newPage();
  await otherPage.goto(`/my/dscsn/cyber/CybdsnDsctnView?receiptNo=${receiptNo}`);
  await waitForPage(otherPage, 'my-cyber-view');
  await expect(otherPage.locator('[data-not-found]')).toContainText('찾을 수 없습니다');
  await expect(otherPage.getByText(title)).toHaveCount(0);
  await otherPage.goto(`/dscsn/cyber/CyberRsvtCmptnInfo?receiptNo=${receiptNo}`);
  await waitForPage(otherPage, 'cyber-complete');
  await expect(otherPage.locator('[data-not-found]')).toContainText('찾을 수 없습니다');
  expect((await other.request.get(`/api/files/${detail.attachments[0].fileId}`)).status()).toBe(404);
  await other.close();

  // the public list finds it (public + answered) by a word of its title, and the answer opens in place
  await page.goto('/dscsn/cyber');
  await waitForPage(page, 'cyber-main');
  const search = page.getByRole('search', { name: '공개 상담 사례 검색' });
  await search.getByLabel('검색어').fill(tag);
  await search.getByRole('button', { name: '검색' }).click();
  await expect(page.locator('[data-result-count]')).toHaveText(`‘${tag}’ 검색 결과 1건`);
  await expect(page.locator('[data-result-count]')).toBeFocused();
  const item = page.locator(`[data-case="${receiptNo}"]`);
  await item.locator('summary').click();
  await expect(item.getByText(answerText)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('keyword')).toBe(tag);
  // the same search with another field finds nothing: the empty state
  await search.getByLabel('상담 분야').selectOption('CRIMINAL');
  await search.getByRole('button', { name: '검색' }).click();
  await expect(page.locator('[data-empty]')).toContainText('검색 조건에 맞는 공개 상담 사례가 없습니다.');
  await page.getByRole('link', { name: '검색 조건 지우기' }).click();
  await expect(page.locator('[data-result-count]')).toHaveText(/^모두 \d+건$/);
  await item.locator('summary').click();
  await expect(item.getByText(answerText)).toBeVisible();
  await axeAtWidths(page, 'dscsn-cyber');
  expect(realErrors(errors)).toEqual([]);
});

test('cyber forms: overseas country list, foreign-resident English lines and language, a guest submits the family-law form with a PNG', async ({ page, context, errors }) => {
  test.setTimeout(120_000);
  await newGuest(context);

  // 재외국민: the residence country comes from the nation code list (Korea not offered)
  await page.goto('/dscsn/cyber/klac/CybKlacOvsM');
  await waitForPage(page, 'cyber-form-ovs');
  // a combo box (@portal/ui/combobox): about two hundred countries, found by typing
  const country = typedComboBox(page, /거주 국가/);
  await country.fill('미');
  await expect(page.getByRole('option', { name: '미국', exact: true })).toBeVisible();
  await country.fill('대한민');
  await expect(page.getByRole('option', { name: /대한민국/ })).toHaveCount(0);
  await country.fill('');
  await submitButton(page).click();
  await expect(summary(page)).toContainText('거주 국가를 골라 주세요.');
  expect(await axeViolations(page)).toEqual([]);

  // 외국인: English lines, nationality and language
  await page.goto('/dscsn/cyber/klacfr/CybKlacfrM');
  await waitForPage(page, 'cyber-form-fr');
  await expect(page.getByText('Online legal consultation for foreign residents in Korea.', { exact: false })).toBeVisible();
  await submitButton(page).click();
  await expect(summary(page)).toContainText('국적을 골라 주세요.');
  await expect(summary(page)).toContainText('답변 받을 언어를 골라 주세요.');
  expect(await axeViolations(page)).toEqual([]);
  // the nationality by its initial consonants (초성), chosen by keyboard
  const nationality = typedComboBox(page, /국적/);
  await nationality.fill('ㅂㅌㄴ');
  await expect(page.getByRole('option', { name: '베트남 (Vietnam)', exact: true })).toBeVisible();
  await nationality.press('ArrowDown');
  await nationality.press('Enter');
  await expect(nationality).toHaveValue('베트남 (Vietnam)');
  expect(await axeViolations(page)).toEqual([]);

  // a guest (비회원) sends the family-law form with a PNG, private by default
  await page.goto('/dscsn/cyber/lawqa/CybLqaM');
  await waitForPage(page, 'cyber-form-lqa');
  await expect(page.locator('[data-applicant-name]')).toContainText('(비회원)');
  await expect(page.getByRole('radio', { name: /^비공개/ })).toBeChecked();
  await control(page, '상담 분야').selectOption('FAMILY');
  await control(page, '제목').fill('협의이혼 절차와 양육권');
  await control(page, '상담 내용').fill('협의이혼을 하려고 합니다. 숙려기간과 양육권, 양육비는 어떻게 정하나요? 아이는 두 명입니다.');
  await control(page, '첨부파일 선택').setInputFiles({ name: '가족관계증명서.png', mimeType: 'image/png', buffer: pngBytes() });
  await expect(uploaded(page)).toContainText('가족관계증명서.png');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel(/^개인정보 수집·이용에 동의합니다/).check();
  await submitButton(page).click();
  await waitForPage(page, 'cyber-complete');
  await expect(page.getByRole('heading', { name: '사이버상담 신청을 접수했습니다' })).toBeVisible();
  await expect(page.locator('[data-receipt]')).toContainText('대한가정법률복지상담원');
  await expect(page.locator('[data-receipt]')).toContainText('가족관계증명서.png');
  await expect(page.locator('[data-receipt]')).toContainText('비공개');

  // the completion page without or with a bad number explains in Korean
  await page.goto('/dscsn/cyber/CyberRsvtCmptnInfo');
  await waitForPage(page, 'cyber-complete');
  await expect(page.locator('[data-not-found]')).toContainText('주소에 접수번호가 없습니다.');
  await page.goto('/dscsn/cyber/CyberRsvtCmptnInfo?receiptNo=C20260101-000000');
  await expect(page.locator('[data-not-found]')).toContainText('찾을 수 없습니다');
  expect(await axeViolations(page)).toEqual([]);
  expect(realErrors(errors)).toEqual([]);
});

test('KCAB application: facts from the API, procedure, respondent, amount with separators; always private; receipt', async ({ page, context, playwright, errors }) => {
  test.setTimeout(120_000);
  await newMember(context);
  await page.goto('/dscsn/inst/kcab/KcabEdit');
  await waitForPage(page, 'kcab-edit');
  const inst = await (await context.request.get('/api/dscsn/inst/KCAB')).json();
  await expect(page.locator('[data-inst-phone]')).toHaveCount(inst.phone ? 1 : 0);
  if (inst.phone) await expect(page.locator('[data-inst-phone]')).toHaveText(inst.phone);
  await expect(page.locator('[data-inst-site]')).toHaveAttribute('href', inst.website);

  await submitButton(page).click();
  await expect(summary(page)).toBeFocused();
  for (const msg of ['신청할 절차(중재, 조정)를 골라 주세요.', '상대방(피신청인) 이름 또는 회사명을 입력해 주세요.', '청구 금액을 숫자로 입력해 주세요.'])
    await expect(summary(page)).toContainText(msg);
  await expect(page.getByRole('radio', { name: /^공개/ })).toHaveCount(0);

  await page.getByRole('radio', { name: /^조정/ }).check();
  await control(page, '상대방(피신청인) 이름 또는 회사명').fill('주식회사 샘플무역');
  await control(page, '청구 금액(원)').fill('12345000');
  await expect(control(page, '청구 금액(원)')).toHaveValue('12,345,000');
  await expect(page.locator('[data-claim-words]')).toHaveText('1,234만 5,000원');
  await control(page, '상담 분야').selectOption('CONTRACT');
  await control(page, '제목').fill('수출 대금 미지급 분쟁 조정 신청');
  await control(page, '상담 내용').fill('2026년 3월 수출한 물품의 대금 1,234만 5천 원을 상대 회사가 품질 문제를 이유로 지급하지 않고 있습니다. 조정을 원합니다.');
  await control(page, '첨부파일 선택').setInputFiles({ name: '수출계약서.pdf', mimeType: 'application/pdf', buffer: pdfBytes('export contract') });
  await expect(uploaded(page)).toHaveCount(1);
  await page.getByLabel(/^개인정보 수집·이용에 동의합니다/).check();
  expect(await axeViolations(page)).toEqual([]);
  await submitButton(page).click();
  await waitForPage(page, 'cyber-complete');
  await expect(page.getByRole('heading', { name: '중재·조정 신청을 접수했습니다' })).toBeVisible();
  const receiptNo = (await page.locator('[data-receipt-no]').textContent())!.trim();
  const saved = await (await context.request.get(`/api/my/dscsn/cyber/${receiptNo}`)).json();
  expect(saved).toMatchObject({ kind: 'KCAB', instCode: 'KCAB', isPublic: false });
  await expect(page.locator('[data-receipt]')).toContainText('비공개');

  // KCAB staff see it in their list
  const staff = await playwright.request.newContext({ baseURL });
  await staffLogin(staff, STAFF.KCAB);
  const list = await (await staff.get('/api/staff/dscsn/cyber?status=WAITING&pageSize=50')).json();
  expect(list.items.map((i: { receiptNo: string }) => i.receiptNo)).toContain(receiptNo);
  await staff.dispose();

  // my page shows the KCAB details as submitted
  await page.goto(`/my/dscsn/cyber/CybdsnDsctnView?receiptNo=${receiptNo}`);
  await waitForPage(page, 'my-cyber-view');
  await expect(page.getByRole('heading', { name: '중재·조정 신청 상세' })).toBeVisible();
  await expect(page.locator('[data-cyber-detail]')).toContainText('수출 대금 미지급 분쟁 조정 신청');
  expect(await axeViolations(page)).toEqual([]);
  expect(realErrors(errors)).toEqual([]);
});

test('a form with an attachment at 1280 and 360 px; keyboard reaches the file picker and every control', async ({ page, context, errors }) => {
  test.setTimeout(90_000);
  await newMember(context);
  await page.goto('/dscsn/cyber/klac/CybKlacDomM');
  await waitForPage(page, 'cyber-form-dom');
  await control(page, '상담 분야').selectOption('WAGE');
  await control(page, '제목').fill('퇴사 후 임금과 퇴직금을 받지 못했습니다');
  await control(page, '상담 내용').fill('3개월 치 임금과 퇴직금을 받지 못했습니다. 노동청 진정과 민사소송 중 무엇을 먼저 해야 하나요? 회사는 폐업 예정이라고 합니다.');
  await control(page, '첨부파일 선택').setInputFiles({ name: '급여명세서.pdf', mimeType: 'application/pdf', buffer: pdfBytes('payslip') });
  await expect(uploaded(page)).toHaveCount(1);
  // keyboard: from the question, Tab reaches the file input (its label is the visible button), then 삭제
  await control(page, '상담 내용').focus();
  await page.keyboard.press('Tab');
  await expect(control(page, '첨부파일 선택')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '삭제 급여명세서.pdf' })).toBeFocused();
  await axeAtWidths(page, 'dscsn-cyber-form');
  // removing the file returns focus to the picker
  await page.getByRole('button', { name: '삭제 급여명세서.pdf' }).press('Enter');
  await expect(uploaded(page)).toHaveCount(0);
  await expect(control(page, '첨부파일 선택')).toBeFocused();
  expect(realErrors(errors)).toEqual([]);
});

test('cyber consultations API refuses bad input without storing anything', async ({ context }) => {
  await newMember(context);
  const bad = await post(context.request, '/api/dscsn/cyber', { kind: 'DOM', field: 'LEASE', title: 'x', question: 'short', isPublic: false, consent: true, fileIds: [] }, { 'Idempotency-Key': randomUUID() });
  expect(bad.status()).toBe(400);
  expect(JSON.stringify(await bad.json())).toMatch(/제목을 2자 이상/);
  expect((await (await context.request.get('/api/my/dscsn/cyber')).json()).total).toBe(0);
});
