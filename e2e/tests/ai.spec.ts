import { randomUUID } from 'node:crypto';
import { AI_QUESTIONS_PER_HOUR } from '@portal/contracts';
import { control } from './cyber-helpers';
import { apiPost, memberByApi } from './dscsn-helpers';
import { expect, signIn, test } from './fixtures';
import { axeAtWidths, axeViolations, realErrors } from './member-helpers';

// The AI guidance pages (issue 19) against the real server and its sandbox answerer: ask on /ai,
// the streamed answer with citations, a cited source in the side panel, a follow-up in the same
// conversation whose cited statute article and precedent open, the hand-off carrying the question into
// the consultation form, the conversation in /ai's list; members only; axe at 1280 and 360 px.

const DEPOSIT = '전세 계약이 끝났는데 집주인이 보증금을 돌려주지 않아요. 어떻게 해야 하나요?';

test('a member asks on /ai, reads the streamed answer and its sources, follows up and is handed over with the question', async ({ page, context, errors }) => {
  test.setTimeout(180_000);
  await signIn(context);
  await page.goto('/ai');
  await expect(page.getByRole('heading', { level: 1, name: 'AI 법률 안내' })).toBeVisible();
  const box = page.getByRole('textbox', { name: '질문' });

  // the field's own errors, the words kept
  await page.getByRole('button', { name: '물어보기' }).click();
  await expect(page.locator('#ai-question-error')).toHaveText('질문을 입력해 주세요.');
  await expect(box).toBeFocused();
  await box.fill('가'.repeat(1001));
  await expect(page.locator('[data-counter]')).toContainText('1,001 / 1,000자');
  await page.getByRole('button', { name: '물어보기' }).click();
  await expect(page.locator('#ai-question-error')).toContainText('1,000자 이내');
  await expect(box).toHaveValue('가'.repeat(1001));

  // a recommended question fills the box
  await page.locator('[data-ai-recommended] button', { hasText: '보증금' }).click();
  await expect(box).toHaveValue(DEPOSIT);

  const answered = page.waitForResponse((r) => r.url().endsWith('/api/ai/answer') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '물어보기' }).click();
  await expect(page).toHaveURL(/\/ai\/result\?q=/);
  const res = await answered;
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/event-stream');
  expect(res.request().headers()['idempotency-key']).toBeTruthy();
  // once answered, the address names the conversation (a reload reads it, never asks again)
  await expect(page).toHaveURL(/\/ai\/result\?conversationId=AIC-/);
  const turns = page.locator('[data-ai-turn]');
  await expect(turns).toHaveCount(1);
  await expect(turns.first().locator('.ai-question')).toHaveText(DEPOSIT);
  await expect(page.locator('[data-ai-sandbox]')).toContainText('샌드박스(시험용) 답변기');
  await expect(page.locator('[data-ai-disclaimer]')).toContainText('자료 기준일');
  await expect(page.locator('[data-ai-citations] li').first()).toBeVisible();

  // a [n] marker opens the cited source in the side panel; Escape closes it and focus comes back
  const cite = page.locator('[data-ai-answer-text] [data-cite]').first();
  await cite.click();
  const panel = page.locator('[data-ai-source-panel]');
  await expect(panel).toBeVisible();
  await expect(panel.locator('[data-ai-quote]')).not.toBeEmpty();
  await expect(panel.getByRole('link', { name: /원문 보기/ })).toBeVisible();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe with the source panel open at ${width}`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(cite).toBeFocused();

  // a reload reads the conversation and does not ask again
  let asked = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/ai/answer')) asked++;
  });
  await page.reload();
  await expect(turns).toHaveCount(1);
  expect(asked).toBe(0);

  // a follow-up in the same conversation
  await page.getByRole('textbox', { name: '이어서 물어볼 질문' }).fill('임차권등기명령은 어떻게 신청하고, 등기를 하면 보증금 채권의 시효는 어떻게 되나요?');
  await page.getByRole('button', { name: '물어보기' }).click();
  await expect(turns).toHaveCount(2);
  expect(asked).toBe(1);

  // the follow-up's sources: the cited statute article and the cited precedent open from the panel
  const second = turns.nth(1);
  for (const [kind, mark] of [
    ['법령', '[data-article]'],
    ['판례', '[data-precedent-detail]'],
  ] as const) {
    await second
      .locator('[data-ai-citations] li')
      .filter({ has: page.locator('.se-item__kind', { hasText: new RegExp(`^${kind}$`) }) })
      .first()
      .getByRole('button')
      .click();
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: /원문 보기/ }).click();
    await expect(page.locator(mark)).toBeVisible();
    await page.goBack();
    await expect(turns).toHaveCount(2);
  }

  // the booking hand-off carries the question in its address
  const booking = page.locator('[data-ai-handoff] [data-handoff="booking"]');
  await expect(booking).toHaveAttribute('href', /\/dscsn\/rsvt\/DscsnRsvtM\?question=/);
  await expect(page.locator('[data-ai-handoff] [data-handoff="cyber"]')).toHaveAttribute('href', /\/dscsn\/cyber\?question=/);
  const cyberHref = await page.locator('[data-ai-handoff] [data-handoff="cyber"]').getAttribute('href');
  await booking.click();
  await expect(page).toHaveURL(/\/dscsn\/rsvt\/DscsnRsvtM\?question=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('question') ?? '')).toContain('임차권등기명령');

  // the cyber hand-off: the question is already in the form's 상담 내용, editable
  const carried = new URL(cyberHref!, 'http://x').searchParams.get('question')!;
  await page.goto(cyberHref!);
  await page.getByRole('link', { name: '사이버상담 신청 (국내 거주)' }).click();
  await expect(page.locator('[data-page="cyber-form-dom"]')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /상담 내용/ })).toHaveValue(carried);
  // and the consultation is asked with it
  await control(page, '상담 분야').selectOption('LEASE');
  await control(page, '제목').fill('보증금 반환과 임차권등기명령 문의');
  await page.getByLabel(/^개인정보 수집·이용에 동의합니다/).check();
  await page.locator('#main-content [data-submit]').click();
  await expect(page.locator('[data-page="cyber-complete"]')).toBeVisible();
  const receiptNo = (await page.locator('[data-receipt-no]').textContent())!.trim();
  const consultation = await (await context.request.get(`/api/my/dscsn/cyber/${receiptNo}`)).json();
  expect(consultation.question).toBe(carried);

  // the conversation is in /ai's list
  await page.goto('/ai');
  await expect(page.locator('[data-ai-history] [data-conversation]', { hasText: '전세 계약이 끝났는데' }).first()).toBeVisible();
  expect(realErrors(errors)).toEqual([]);
});

test('an anonymous visitor opening /ai lands on the main page', async ({ page }) => {
  await page.goto('/ai');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
});

test('axe finds nothing on /ai and /ai/result at 1280 and 360 px', async ({ page, context, errors }) => {
  test.setTimeout(180_000);
  await signIn(context);
  await page.goto(`/ai/result?q=${encodeURIComponent('친구에게 빌려준 돈을 돌려받지 못하고 있어요.')}`);
  await expect(page).toHaveURL(/conversationId=/);
  await expect(page.locator('[data-ai-turn]')).toHaveCount(1);
  await axeAtWidths(page, 'ai-result');
  const id = new URL(page.url()).searchParams.get('conversationId')!;
  await page.goto('/ai');
  await expect(page.locator('[data-ai-history] [data-conversation]').first()).toBeVisible();
  await axeAtWidths(page, 'ai');
  // the other AI pages (no screenshots kept of them)
  for (const url of ['/ai/actmain', `/ai/result/act/exampleresult?conversationId=${id}`, `/ai/result/ed/erresult?conversationId=${id}`, '/ai/result/leftside', `/ai/result/search?conversationId=${id}`, '/ai/result/modal?ref=x&kind=statute']) {
    await page.goto(url);
    await expect(page.locator('[data-layout="pub2nd"] [data-remote="search"] h1')).toBeVisible();
    await expect(page.locator('[data-loading], .spinner')).toHaveCount(0);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `axe ${url} at ${width}`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  expect(realErrors(errors)).toEqual([]);
});

test('violence in the question: the emergency numbers come first, before the answer', async ({ page, context, errors }) => {
  await signIn(context);
  await page.goto(`/ai/result?q=${encodeURIComponent('남편이 매일 때리고 협박해요. 이혼할 수 있나요?')}`);
  const emergency = page.locator('[data-ai-emergency]');
  await expect(emergency).toBeVisible();
  await expect(emergency.locator('a[href="tel:112"]')).toBeVisible();
  await expect(emergency.locator('a[href="tel:1366"]')).toBeVisible();
  // nothing of the conversation comes before it
  const before = await page.evaluate(() => {
    const e = document.querySelector('[data-ai-emergency]')!;
    return [...document.querySelectorAll('[data-ai-turn], [data-ai-handoff], [data-ai-sandbox]')].filter((x) => x.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_FOLLOWING).length;
  });
  expect(before).toBe(0);
  await expect(page.locator('[data-ai-handoff] [data-handoff="cyber"]')).toHaveAttribute('href', /question=/);
  expect(realErrors(errors)).toEqual([]);
});

test('a question no source speaks to gets the way to people, not an answer (issue 32)', async ({ page, context, errors }) => {
  // a member of its own: the sandbox member's questions are shared by the other tests
  await memberByApi(context);
  const question = '제주도 렌터카 보험 추천';
  await page.goto(`/ai/result?q=${encodeURIComponent(question)}`);
  const turn = page.locator('[data-ai-turn]');
  await expect(turn).toHaveAttribute('data-no-answer', 'Y');
  await expect(turn.getByRole('heading', { name: '답변 대신 상담을 안내합니다' })).toBeVisible();
  await expect(turn).toContainText('찾지 못해');
  await expect(page.locator('[data-ai-answer-text] [data-cite]')).toHaveCount(0);
  // 상담 예약 and 사이버 상담 with the question carried over
  await expect(page.locator('[data-ai-handoff] [data-handoff="booking"]')).toHaveAttribute('href', new RegExp(`/dscsn/rsvt/DscsnRsvtM\\?question=${encodeURIComponent(question)}$`));
  await expect(page.locator('[data-ai-handoff] [data-handoff="cyber"]')).toHaveAttribute('href', /\/dscsn\/cyber\?question=/);
  expect(realErrors(errors)).toEqual([]);
});

test('past the hourly limit the server’s Korean message shows by the box and the question stays', async ({ page, context, errors }) => {
  test.setTimeout(120_000);
  // a member of its own: the sandbox member's questions are shared by the other tests
  await memberByApi(context);
  for (let i = 0; i < AI_QUESTIONS_PER_HOUR; i++) {
    const r = await apiPost(context, '/api/ai/answer', { question: `보증금 질문 ${i}` }, { 'Idempotency-Key': randomUUID() });
    expect(r.status()).toBe(200);
  }
  await page.goto('/ai');
  await page.getByRole('textbox', { name: '질문' }).fill('전세 보증금을 못 받았어요.');
  await page.getByRole('button', { name: '물어보기' }).click();
  await expect(page.locator('#ai-follow-question-error')).toContainText('한 시간에 20번까지');
  await expect(page.getByRole('textbox', { name: '질문' })).toHaveValue('전세 보증금을 못 받았어요.');
  expect(realErrors(errors).filter((e) => !/status of 429/.test(e))).toEqual([]);
});

test('the act and ed tabs list the question’s sources, the source page and the history page open, continue and delete', async ({ page, context, errors }) => {
  test.setTimeout(180_000);
  await signIn(context);
  await page.goto('/ai/actmain');
  await page.getByRole('textbox', { name: '질문' }).fill('회사를 그만뒀는데 퇴직금을 못 받았어요.');
  await page.getByRole('button', { name: '물어보기' }).click();
  await expect(page).toHaveURL(/\/ai\/result\/act\?conversationId=/);
  const id = new URL(page.url()).searchParams.get('conversationId')!;
  await expect(page.locator('[data-ai-turn]')).toHaveCount(1);
  for (const tab of ['exampleresult', 'formresult', 'publicresult', 'serviceresult']) {
    await page.locator(`[data-ai-tabs] [data-tab="${tab}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/ai/result/act/${tab}\\?conversationId=`));
    await expect(page.locator(`[data-ai-tab="${tab}"] [data-result-count]`)).toBeVisible();
  }
  await page.goto(`/ai/result/ed/erresult?conversationId=${id}`);
  await expect(page.locator('[data-ai-tab="erresult"] a[href="/elrcpt/aply"]')).toBeVisible();
  const cite = await page.locator('[data-ai-citations] li').count();
  if (cite) {
    await page.locator('[data-cite]').first().click();
    await page.locator('[data-ai-source-panel]').getByRole('link', { name: '이 출처를 한 화면으로 보기' }).click();
    await expect(page).toHaveURL(/\/ai\/result\/modal\?ref=/);
    await expect(page.locator('[data-ai-source] [data-ai-quote]')).not.toBeEmpty();
  }
  await page.goto('/ai/result/leftside');
  const row = page.locator(`[data-conversation="${id}"]`);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /삭제/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
  await expect(row).toHaveCount(0);
  expect(realErrors(errors)).toEqual([]);
});
