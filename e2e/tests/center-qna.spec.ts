import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, post, test } from './fixtures';
import { realErrors } from './member-helpers';
import { control, newGuest, newMember, pdfBytes, waitForPage } from './cyber-helpers';
import { axeAtWidths, createNotice, editorContext } from './center-helpers';

// Q&A (묻고 답하기) and my questions against the real server: member with an attachment (double click →
// one question), verified guest, a 10 000-character title refused in Korean with nothing stored,
// markup shown as text, the editor's answer on my page, and a stored-XSS notice rendered inert.

const summary = (page: Page) => page.locator('[data-error-summary]');
const submit = (page: Page) => page.locator('#main-content [data-submit]');
const myQuestions = async (page: Page) => (await (await page.request.get('/api/my/qna?pageSize=50')).json()) as { total: number; items: { qnaNo: string; title: string }[] };

async function fillQuestion(page: Page, title: string, content: string) {
  await control(page, '문의 분류').selectOption('SITE');
  await control(page, '제목').fill(title);
  await control(page, '문의 내용').fill(content);
}

test('signed out: /center/qna shows the public answers and offers the member and the guest way in, both coming back; my questions need sign-in', async ({ page }) => {
  await page.goto('/center/qna');
  await waitForPage(page, 'center-qna');
  const prompt = page.locator('[data-signin-prompt]');
  const back = encodeURIComponent('/center/qna');
  await expect(prompt.getByRole('link', { name: '회원 로그인' })).toHaveAttribute('href', `/login?returnUrl=${back}`);
  await expect(prompt.getByRole('link', { name: '비회원 본인확인' })).toHaveAttribute('href', `/login/gst/agreement?returnUrl=${back}`);
  // no form for a visitor who has not said who they are
  await expect(page.locator('#main-content [data-submit]')).toHaveCount(0);
  // my questions: the shell's access rule sends a signed-out visitor to login and back
  for (const path of ['/my/qna', '/my/qna/list', '/my/qna/detail?qnaNo=Q20261121-000001']) {
    await page.goto(path);
    await waitForPage(page, 'login');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(path);
  }
});

test('member: bad input refused in Korean with nothing lost or stored; attachment; draft survives reload; double click → one question; editor answer on my page', async ({
  page,
  context,
  playwright,
  errors,
}) => {
  test.setTimeout(180_000);
  await newMember(context);
  const tag = randomUUID().slice(0, 8);
  const title = `예약 변경 화면 문의 ${tag}`;
  const content = `<script>window.__qnaXss = 1</script> 상담 예약 시간을 바꾸는 버튼이 어디 있는지 모르겠습니다. ${tag}`;

  await page.goto('/center/qna');
  await waitForPage(page, 'center-qna');
  await expect(page.locator('[data-asker]')).toContainText('(회원)');
  await expect(page.getByRole('radio', { name: /^비공개/ })).toBeChecked();

  // nothing filled: the summary takes focus and names the fields
  await submit(page).click();
  await expect(summary(page)).toBeFocused();
  for (const m of ['문의 분류를 골라 주세요.', '제목을 입력해 주세요.', '문의 내용을 입력해 주세요.', '개인정보 수집·이용에 동의해 주세요.']) await expect(summary(page)).toContainText(m);

  // a 10 000-character title: a Korean message naming 제목, the text kept, nothing stored
  const long = '가'.repeat(10_000);
  await fillQuestion(page, long, content);
  await page.getByLabel(/^개인정보 수집·이용에 동의합니다/).check();
  await submit(page).click();
  await expect(summary(page)).toContainText('제목은 100자 이하로 입력해 주세요.');
  await expect(control(page, '제목')).toHaveAttribute('aria-invalid', 'true');
  await expect(control(page, '제목')).toHaveValue(long);
  await expect(page.locator('#main-content [data-counter]').first()).toContainText('9,900자 넘음');
  // …and the server says the same past the page
  const direct = await post(page.request, '/api/center/qna', { category: 'SITE', title: long, content, consent: true }, { 'Idempotency-Key': randomUUID() });
  expect(direct.status()).toBe(400);
  expect(JSON.stringify(await direct.json())).toContain('제목');
  expect((await myQuestions(page)).total).toBe(0);

  // fixed; one PDF attached; a reload keeps everything
  await control(page, '제목').fill(title);
  await control(page, '첨부파일 선택').setInputFiles({ name: '오류화면.pdf', mimeType: 'application/pdf', buffer: pdfBytes(`qna ${tag}`) });
  await expect(page.locator('[data-upload-state="done"]')).toHaveCount(1);
  await page.reload();
  await waitForPage(page, 'center-qna');
  await expect(page.getByText('이 탭에서 쓰던 문의를 불러왔습니다.')).toBeVisible();
  await expect(control(page, '제목')).toHaveValue(title);
  await expect(control(page, '문의 내용')).toHaveValue(content);
  await expect(page.locator('[data-upload-state="done"]')).toHaveCount(1);
  await axeAtWidths(page, 'center-qna');

  // double click: one question, the completion page with its number; markup shown as text
  await submit(page).dblclick();
  await waitForPage(page, 'qna-complete');
  const qnaNo = (await page.locator('[data-qna-no]').innerText()).trim();
  expect(qnaNo).toMatch(/^Q\d{8}-\d{6}$/);
  await expect(page.locator('[data-qna-content]')).toContainText('<script>window.__qnaXss = 1</script>');
  expect(await page.evaluate(() => (window as unknown as { __qnaXss?: number }).__qnaXss)).toBeUndefined();
  await expect(page.getByRole('link', { name: '문의 상세 보기' })).toHaveAttribute('href', `/my/qna/detail?qnaNo=${qnaNo}`);
  await axeAtWidths(page, 'center-qna-cmptn');
  const mine = await myQuestions(page);
  expect(mine.total).toBe(1);
  expect(mine.items[0]!.qnaNo).toBe(qnaNo);

  // my pages: the entry counts it as waiting; the list and the detail show it
  await page.goto('/my/qna');
  await waitForPage(page, 'my-qna');
  await expect(page.locator('[data-count="WAITING"]')).toContainText('1건');
  await expect(page.locator('[data-count="ANSWERED"]')).toContainText('0건');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await axeAtWidths(page, 'my-qna');
  await page.goto('/my/qna/list');
  await waitForPage(page, 'my-qna-list');
  await expect(page.locator(`[data-qna="${qnaNo}"]`)).toContainText('답변 대기');
  await axeAtWidths(page, 'my-qna-list');
  await page.getByRole('link', { name: title }).click();
  await waitForPage(page, 'my-qna-detail');
  await expect(page.locator('[data-waiting]')).toContainText('답변 대기');

  // the editor answers through the API; the answer with date and answerer appears
  const editor = await editorContext(playwright);
  const answerText = `예약 상세 화면의 ‘시간 변경’ 버튼을 누르면 됩니다. ${tag}`;
  const answered = await post(editor, `/api/staff/center/qna/${qnaNo}/answer`, { answer: answerText });
  expect(answered.status(), await answered.text()).toBe(200);
  await page.reload();
  await waitForPage(page, 'my-qna-detail');
  await expect(page.locator('[data-answer]')).toHaveText(answerText);
  await expect(page.locator('.md-answer__meta')).toHaveText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await axeAtWidths(page, 'my-qna-detail');
  // the attachment comes back byte for byte
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /오류화면\.pdf/ }).click()]);
  expect(readFileSync((await download.path())!).equals(pdfBytes(`qna ${tag}`))).toBe(true);

  // another person's number: the designed refusal, no content
  const stranger = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  expect((await stranger.get(`/api/my/qna/${qnaNo}`)).status()).toBe(401);
  await stranger.dispose();
  await editor.dispose();
  expect(realErrors(errors)).toEqual([]);
});

test('guest: a verified non-member asks; another person’s number is refused on the completion and detail pages', async ({ page, context, browser, errors }) => {
  test.setTimeout(120_000);
  await newGuest(context);
  const tag = randomUUID().slice(0, 8);
  await page.goto('/center/qna');
  await waitForPage(page, 'center-qna');
  await expect(page.locator('[data-asker]')).toContainText('(비회원)');
  await fillQuestion(page, `비회원 문의 ${tag}`, `비회원으로 남긴 상담 기록을 나중에 회원가입하면 볼 수 있나요? ${tag}`);
  await page.getByRole('radio', { name: /^공개/ }).check();
  await page.getByLabel(/^개인정보 수집·이용에 동의합니다/).check();
  await submit(page).click();
  await waitForPage(page, 'qna-complete');
  const qnaNo = (await page.locator('[data-qna-no]').innerText()).trim();
  await expect(page.getByText('본인확인한 휴대전화')).toBeVisible();

  // a member of another browser opens the guest's number: refused without content
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await newMember(other);
  await otherPage.goto(`/center/qna/cmptn?qnaNo=${qnaNo}`);
  await waitForPage(otherPage, 'qna-complete');
  await expect(otherPage.locator('[data-not-found]')).toBeVisible();
  await expect(otherPage.getByText(`비회원 문의 ${tag}`)).toHaveCount(0);
  await otherPage.goto(`/my/qna/detail?qnaNo=${qnaNo}`);
  await waitForPage(otherPage, 'my-qna-detail');
  await expect(otherPage.locator('[data-not-found]')).toBeVisible();
  await expect(otherPage.getByText(`비회원 문의 ${tag}`)).toHaveCount(0);
  await other.close();
  expect(realErrors(errors)).toEqual([]);
});

test('stored XSS: a notice with script, event handlers, javascript: links and svg onload renders inert', async ({ page, playwright, errors }) => {
  const editor = await editorContext(playwright);
  const tag = randomUUID().slice(0, 8);
  const notice = await createNotice(editor, {
    title: `XSS 점검 ${tag}`,
    bodyHtml: [
      `<p>안전한 문단 ${tag}</p>`,
      '<img src=x onerror="window.__xss1=1;alert(1)">',
      '<script>window.__xss2=1</script>',
      '<a href="javascript:window.__xss3=1">눌러 보세요</a>',
      '<svg onload="window.__xss4=1"><circle r="4"/></svg>',
      '<a href="JaVaScRiPt:window.__xss5=1" onclick="window.__xss6=1">둘째 링크</a>',
    ].join(''),
  });
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  await page.goto(`/center/ntc/detail?nttId=${notice.nttId}`);
  await waitForPage(page, 'notice-detail');
  await expect(page.locator('[data-rich-text]')).toContainText(`안전한 문단 ${tag}`);
  // give handlers every chance to run: hover and click the links
  for (const link of await page.locator('[data-rich-text] a').all()) await link.click().catch(() => undefined);
  await page.waitForTimeout(500);
  const flags = await page.evaluate(() => [1, 2, 3, 4, 5, 6].map((i) => (window as unknown as Record<string, unknown>)[`__xss${i}`]));
  expect(flags).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
  expect(dialogs).toBe(0);
  expect(await page.locator('[data-rich-text] script').count()).toBe(0);
  expect(await page.locator('[data-rich-text] [onerror], [data-rich-text] [onload], [data-rich-text] [onclick]').count()).toBe(0);
  const hrefs = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((h) => /^\s*javascript:/i.test(h))).toEqual([]);
  await editor.dispose();
  expect(realErrors(errors)).toEqual([]);
});
