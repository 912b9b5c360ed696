import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { realErrors } from './member-helpers';
import { pdfBytes, waitForPage } from './cyber-helpers';
import { axeAtWidths, createNotice, editorContext } from './center-helpers';

// FAQ and notices against the real server and its seeded content: search (Korean substring), tabs,
// the keyboard accordion, details, the empty-search message, pinned notices, title/content search,
// view counts, attachments compared byte for byte, previous/next, the 404 page, axe at 1280/360.

const rows = (page: Page) => page.locator('[data-notice-table] tbody tr');
const firstQuestion = (page: Page) => page.locator('[data-acc-item]').first().locator('.kr-acc__head');

test('FAQ: 보증금 finds 전세보증금; tabs, keyboard accordion, detail and back keep the query; an empty search changes nothing', async ({ page, errors }) => {
  test.setTimeout(120_000);
  await page.goto('/center/faq/list');
  await waitForPage(page, 'faq-list');
  await expect(page.locator('[data-acc-item]').first()).toBeVisible();
  // at least 150 entries across the tabs; 전체 is current
  const all = page.locator('[data-faq-tabs] a[data-category="ALL"]');
  await expect(all).toHaveAttribute('aria-current', 'page');
  const total = Number((await all.locator('.ct-tab__count').innerText()).replace(/[^\d]/g, ''));
  expect(total).toBeGreaterThanOrEqual(150);
  await axeAtWidths(page, 'center-faq-list');

  // an empty search: a Korean message beside the field, focus stays, the address and list do not change
  const before = await firstQuestion(page).innerText();
  const url = page.url();
  await page.locator('#main-content').getByLabel('검색어', { exact: true }).fill('   ');
  await page.locator('#main-content').getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.locator('[data-search-error]')).toHaveText('검색어를 입력해 주세요.');
  await expect(page.locator('#main-content').getByLabel('검색어', { exact: true })).toBeFocused();
  await expect(page.locator('#main-content').getByLabel('검색어', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(page.url()).toBe(url);
  await expect(firstQuestion(page)).toHaveText(before);

  // 보증금 finds an entry with 전세보증금 (substring search over question and answer)
  await page.locator('#main-content').getByLabel('검색어', { exact: true }).fill('보증금');
  await page.locator('#main-content').getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/keyword=%EB%B3%B4%EC%A6%9D%EA%B8%88/);
  await expect(page.locator('[data-result-count]')).toContainText('‘보증금’ 검색 결과');
  await expect(page.locator('[data-result-count]')).toBeFocused();
  const hits = page.locator('[data-acc-item]');
  await expect(hits.first()).toBeVisible();
  // the page of the 보증금 results that holds an entry with 전세보증금 (found through the same API), opened by its address
  let withJeonse = 0;
  for (let p = 1; p <= 20 && !withJeonse; p++) {
    const list = (await (await page.request.get(`/api/center/faq?keyword=${encodeURIComponent('보증금')}&page=${p}&pageSize=10`)).json()) as { items: { question: string; answerHtml: string }[] };
    if (!list.items.length) break;
    if (list.items.some((i) => `${i.question} ${i.answerHtml}`.includes('전세보증금'))) withJeonse = p;
  }
  expect(withJeonse, 'an entry with 전세보증금 among the 보증금 results').toBeGreaterThan(0);
  if (withJeonse > 1) {
    const link = page.locator('[data-pagination]').getByRole('link', { name: `${withJeonse} 페이지`, exact: true });
    if (await link.count()) await link.click();
    else await page.goto(`/center/faq/list?keyword=${encodeURIComponent('보증금')}&page=${withJeonse}`);
    await expect(page).toHaveURL(new RegExp(`page=${withJeonse}`));
  }
  const entry = hits.filter({ hasText: '전세보증금' }).first();
  await entry.getByRole('button').click();
  await expect(entry.locator('.kr-acc__panel')).toBeVisible();
  await expect(entry).toContainText('전세보증금');
  await entry.getByRole('button').click();

  // keyboard accordion: Tab to the first question, Enter opens, Space closes
  const button = hits.first().getByRole('button');
  await button.focus();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await expect(panel.locator('[data-source]')).toContainText('출처:');
  await expect(panel.locator('[data-source] a')).toHaveAttribute('target', '_blank');
  await expect(panel.locator('[data-source] a')).toContainText('새 창');
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();

  // a category tab: aria-current moves, the address keeps keyword and category, back restores
  const tab = page.locator('[data-faq-tabs] a[data-category="HOUSING"]');
  await tab.click();
  await expect(page).toHaveURL(/category=HOUSING/);
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.locator('[data-faq-tabs] a[data-category="HOUSING"]')).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-faq-tabs] a[data-category="ALL"]')).not.toHaveAttribute('aria-current', 'page');
  const listUrl = page.url();

  // detail: question, answer, source, views, related; 목록 keeps the list's query
  await hits.first().getByRole('button').click();
  const question = await hits.first().locator('.kr-acc__head').innerText();
  await hits.first().getByRole('link', { name: /자세히 보기/ }).click();
  await waitForPage(page, 'faq-detail');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(question);
  await expect(page.locator('[data-view-count]')).toHaveText(/\d/);
  await expect(page.getByRole('heading', { name: '같은 분류의 다른 질문' })).toBeVisible();
  await axeAtWidths(page, 'center-faq-detail');
  await page.getByRole('link', { name: '목록' }).click();
  await waitForPage(page, 'faq-list');
  expect(page.url()).toBe(listUrl);
  await expect(page.locator('#main-content').getByLabel('검색어', { exact: true })).toHaveValue('보증금');

  // nothing found: the hint names another search and 묻고 답하기
  await page.locator('#main-content').getByLabel('검색어', { exact: true }).fill(`없는말${randomUUID().slice(0, 6)}`);
  await page.locator('#main-content').getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.locator('[data-empty]')).toContainText('다른 검색어');
  await expect(page.locator('[data-empty]').getByRole('link', { name: '묻고 답하기' })).toHaveAttribute('href', '/center/qna');

  // an unknown id is the 404 page
  const missing = await page.goto('/center/faq/detail?faqId=FAQ-99999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  expect(realErrors(errors)).toEqual([]);
});

test('notices: pinned first, search by title and by content, detail with views, attachment bytes, previous/next, 404', async ({ page, browser, playwright, errors }) => {
  test.setTimeout(150_000);
  const tag = randomUUID().slice(0, 8);
  const editor = await editorContext(playwright);
  // a notice of our own: a word only in its title, another only in its body, and a real PDF attached
  const xsrf = (await editor.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const up = await editor.post('/api/files', { headers: { 'X-XSRF-TOKEN': xsrf }, multipart: { file: { name: `안내문-${tag}.pdf`, mimeType: 'application/pdf', buffer: pdfBytes(`notice ${tag}`) } } });
  expect(up.status(), await up.text()).toBeLessThan(300);
  const fileId = (await up.json()).fileId as string;
  const notice = await createNotice(editor, {
    title: `시스템 점검 안내 제목${tag}`,
    bodyHtml: `<p>점검 시간 동안 예약이 멈춥니다. 본문${tag}</p><ul><li>11월 30일 02:00~04:00</li></ul>`,
    fileIds: [fileId],
  });

  await page.goto('/center/ntc/list');
  await waitForPage(page, 'notice-list');
  await expect(rows(page).first()).toBeVisible();
  // pinned notices come first, marked 공지 in text
  const pinned = page.locator('[data-notice-table] tbody tr[data-pinned="true"]');
  const pinnedCount = await pinned.count();
  expect(pinnedCount).toBeGreaterThan(0);
  for (let i = 0; i < pinnedCount; i++) {
    await expect(rows(page).nth(i)).toHaveAttribute('data-pinned', 'true');
    await expect(rows(page).nth(i).locator('.ct-badge--pinned')).toHaveText('공지');
  }
  await expect(rows(page).nth(pinnedCount)).toHaveAttribute('data-pinned', 'false');
  await axeAtWidths(page, 'center-ntc-list');

  // title search: the title word finds it; the body word does not (scope 제목)
  const scope = page.getByLabel('검색 범위');
  await scope.selectOption('TITLE');
  await page.locator('#main-content').getByLabel('검색어', { exact: true }).fill(`제목${tag}`);
  await page.locator('#main-content').getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.locator(`[data-notice="${notice.nttId}"][data-pinned="false"]`)).toBeVisible();
  await page.locator('#main-content').getByLabel('검색어', { exact: true }).fill(`본문${tag}`);
  await page.locator('#main-content').getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.locator('[data-result-count]')).toContainText('총 0건');
  await expect(page.locator(`[data-notice="${notice.nttId}"][data-pinned="false"]`)).toHaveCount(0);
  // content search finds the body word
  await scope.selectOption('CONTENT');
  await page.locator('#main-content').getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/searchType=CONTENT/);
  const row = page.locator(`[data-notice="${notice.nttId}"][data-pinned="false"]`);
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: '첨부파일 1개' })).toBeVisible();

  // the detail: body as HTML, attachment with type and size, views
  await row.getByRole('link', { name: notice.title }).click();
  await waitForPage(page, 'notice-detail');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.title);
  await expect(page.locator('[data-rich-text] li')).toHaveText('11월 30일 02:00~04:00');
  const views = Number(await page.locator('[data-view-count]').innerText());
  await expect(page.locator('[data-attachments]')).toContainText(`안내문-${tag}.pdf`);
  await expect(page.locator('[data-attachments]')).toContainText(/PDF 문서, [\d.]+(B|KB)/);
  await axeAtWidths(page, 'center-ntc-detail');

  // download: the same bytes as the API's file
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: new RegExp(`안내문-${tag}\\.pdf`) }).click()]);
  expect(download.suggestedFilename()).toBe(`안내문-${tag}.pdf`);
  const api = await page.request.get(notice.attachments[0]!.url);
  expect(api.status()).toBe(200);
  expect(readFileSync((await download.path())!).equals(await api.body())).toBe(true);
  expect((await api.body()).equals(pdfBytes(`notice ${tag}`))).toBe(true);

  // a reload in the same browser does not count again; a new browser does
  await page.reload();
  await waitForPage(page, 'notice-detail');
  await expect(page.locator('[data-view-count]')).toHaveText(String(views));
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(`/center/ntc/detail?nttId=${notice.nttId}`);
  await expect(otherPage.locator('[data-view-count]')).toHaveText(String(views + 1));
  await other.close();

  // previous / next follow the list order and keep the search in the address
  const next = page.locator('a[rel="next"]');
  const prev = page.locator('a[rel="prev"]');
  const target = (await next.count()) ? next : prev;
  const targetTitle = await target.innerText();
  await target.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(targetTitle);
  await expect(page).toHaveURL(/searchType=CONTENT/);
  await page.getByRole('link', { name: '목록' }).click();
  await waitForPage(page, 'notice-list');
  await expect(page.getByLabel('검색 범위')).toHaveValue('CONTENT');

  // unknown id → 404 page, from the server and in the page
  const missing = await page.goto('/center/ntc/detail?nttId=NTT-2099-9999');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await editor.dispose();
  expect(realErrors(errors)).toEqual([]);
});

test('usage guide: table of contents to every step section, links to the real pages, axe', async ({ page, errors }) => {
  await page.goto('/center/gd');
  await waitForPage(page, 'center-guide');
  const toc = page.locator('[data-guide-toc] a');
  await expect(toc).toHaveCount(7);
  for (const name of ['회원가입과 비회원 본인확인', '상담 예약(방문·화상·전화)과 변경·취소', '접근성 기능: 화면 확대, 키보드, 132 전화'])
    await expect(page.locator('[data-guide-toc]').getByRole('link', { name })).toBeVisible();
  await page.locator('[data-guide-toc]').getByRole('link', { name: '사이버상담' }).click();
  await expect(page).toHaveURL(/#gd-cyber$/);
  await expect(page.getByRole('heading', { level: 2, name: /사이버상담/ })).toBeInViewport();
  await expect(page.locator('#gd-rsvt').getByRole('link', { name: '상담 예약', exact: true })).toHaveAttribute('href', '/dscsn/rsvt/DscsnRsvtM');
  await axeAtWidths(page, 'center-gd');
  expect(errors).toEqual([]);
});
