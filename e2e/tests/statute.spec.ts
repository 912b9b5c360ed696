import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeAtWidths, realErrors } from './member-helpers';
import { waitForPage } from './cyber-helpers';

// The statute area (issue 18) against the real server and its seeded content: 법령·판례 (/law-case:
// the precedent search, one decision, one article with versions and its table of contents), the two
// case boards, the two form lists, bad addresses, axe at 1280/360, keyboard only.

interface Piece {
  text: string;
  law?: string;
  jo?: string;
}

const main = (page: Page) => page.locator('#main-content');

/** A decision whose 참조조문 links an article the portal holds (found through the same API the page uses). */
async function linkedPrecedent(request: APIRequestContext) {
  for (let p = 1; p <= 10; p++) {
    const list = (await (await request.get(`/api/statute/precedents?page=${p}&pageSize=50`)).json()) as { items: { caseNo: string }[] };
    for (const { caseNo } of list.items) {
      const d = (await (await request.get(`/api/statute/precedent?caseNo=${encodeURIComponent(caseNo)}`)).json()) as { refArticles: Piece[][]; caseName: string };
      const piece = d.refArticles.flat().find((x) => x.law && x.jo);
      if (piece) return { caseNo, caseName: d.caseName, law: piece.law!, jo: piece.jo! };
    }
    if (list.items.length < 50) break;
  }
  throw new Error('no precedent with a linked 참조조문');
}

test('precedent → its 참조조문 article → the article’s citing precedents lead back; versions, table of contents, neighbours', async ({ page, errors }) => {
  test.setTimeout(150_000);
  const target = await linkedPrecedent(page.request);
  await page.goto(`/law-case?case=${encodeURIComponent(target.caseNo)}`);
  await waitForPage(page, 'precedent-detail');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(target.caseNo);
  for (const h of ['판시사항', '판결요지', '참조조문', '참조판례', '전문']) await expect(main(page).getByRole('heading', { level: 2, name: h, exact: true })).toBeVisible();
  // the source at law.go.kr opens in a new window and says so
  const source = main(page).getByRole('link', { name: /국가법령정보센터에서 원문 보기/ }).first();
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('href', /law\.go\.kr/);
  await axeAtWidths(page, 'statute-precedent-detail');

  // 참조조문 → the article
  const link = page.locator('[data-ref-articles] a[data-article-link]').first();
  await link.click();
  await expect(page).toHaveURL(/\/law-case\?law=/);
  await waitForPage(page, 'statute-article');
  const url = new URL(page.url());
  const law = url.searchParams.get('law')!;
  const jo = url.searchParams.get('jo')!;
  await expect(page.getByRole('heading', { level: 1 })).toContainText(law);
  await expect(page.locator('[data-article-body]')).not.toBeEmpty();
  await expect(page.locator('[data-version-status]')).toHaveText(/시행 중|시행 예정/);
  // the decision we came from is among those citing this article; it leads back
  const back = page.locator(`[data-citing-precedents] a[data-precedent-link="${target.caseNo}"]`);
  await expect(back).toBeVisible();
  await axeAtWidths(page, 'statute-article');
  await back.click();
  await waitForPage(page, 'precedent-detail');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(target.caseNo);

  // the article again: the table of contents (collapsed) marks it, a neighbour is one click away
  await page.goto(`/law-case?law=${encodeURIComponent(law)}&jo=${encodeURIComponent(jo)}`);
  await waitForPage(page, 'statute-article');
  const toc = page.locator('[data-toc]');
  await expect(toc).not.toHaveAttribute('open', /.*/);
  await toc.locator('summary').click();
  await expect(toc.locator('a[aria-current="page"]')).toHaveCount(1);
  const neighbour = page.locator('[data-neighbour]').first();
  const neighbourText = (await neighbour.innerText()).replace(/\(.*$/, '').trim();
  await neighbour.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(neighbourText);
  expect(new URL(page.url()).searchParams.get('jo')).not.toBe(jo);

  // a law with a promulgated later version: both versions switch, 시행 예정 says from when
  await page.goto('/law-case?law=' + encodeURIComponent('근로기준법') + '&jo=2');
  await waitForPage(page, 'statute-article');
  const versions = page.locator('[data-versions] a');
  if ((await versions.count()) > 1) {
    await expect(page.locator('[data-versions] a[aria-current="page"]')).toContainText('시행 중');
    await page.locator('[data-versions] a', { hasText: '시행 예정' }).first().click();
    await expect(page).toHaveURL(/version=\d{4}-\d{2}-\d{2}/);
    await expect(page.locator('[data-version-status]')).toHaveText('시행 예정');
    await expect(page.locator('[data-upcoming-notice]')).toContainText('시행될 예정입니다');
  }
  expect(realErrors(errors)).toEqual([]);
});

test('판례 검색: topic tabs with counts, case type, search within, sort, pages; print button', async ({ page, errors }) => {
  test.setTimeout(120_000);
  await page.goto('/law-case');
  await waitForPage(page, 'precedent-list');
  await expect(page.getByRole('heading', { level: 1, name: '판례 검색' })).toBeVisible();
  const all = page.locator('[data-topic-tabs] a[data-choice="ALL"]');
  await expect(all).toHaveAttribute('aria-current', 'page');
  const total = Number((await all.innerText()).replace(/[^\d]/g, ''));
  expect(total).toBeGreaterThanOrEqual(90);
  await expect(page.locator('[data-precedent]')).toHaveCount(10);
  await expect(page.locator('[data-print]')).toBeVisible();
  await axeAtWidths(page, 'statute-precedent-list');

  // a topic tab: its count is what the list says
  const tab = page.locator('[data-topic-tabs] a').nth(1);
  const tabCount = Number((await tab.locator('.ls-choice__count').innerText()).replace(/[^\d]/g, ''));
  await tab.click();
  await expect(page).toHaveURL(/topic=[A-Z_]+/);
  await expect(tab).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-result-count]')).toContainText(`총 ${tabCount}건`);
  await expect(page.locator('[data-result-count]')).toBeFocused();

  // search within: 보증금 finds decisions, relevance is the shown sort, 가나다순 reorders
  await page.goto('/law-case');
  await main(page).getByLabel('검색어', { exact: true }).fill('보증금');
  await main(page).getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/keyword=%EB%B3%B4%EC%A6%9D%EA%B8%88/);
  await expect(page.locator('[data-result-count]')).toContainText('‘보증금’ 검색 결과');
  await expect(page.locator('[data-precedent]').first()).toBeVisible();
  await expect(page.locator('[data-sorts] a[aria-current="page"]')).toHaveText('정확도순');
  await page.locator('[data-sorts] a[data-choice="title"]').click();
  await expect(page).toHaveURL(/sort=title/);
  await expect(page.locator('[data-sorts] a[aria-current="page"]')).toHaveText('사건명 가나다순');
  const names = await page.locator('[data-precedent] .st-item__title a').evaluateAll((as) => as.map((a) => a.childNodes[0]?.textContent ?? ''));
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ko')));

  // case type and the next page
  await page.goto('/law-case?caseType=' + encodeURIComponent('민사'));
  await expect(page.locator('[data-case-types] a[aria-current="page"]')).toHaveText('민사');
  await page.goto('/law-case');
  await page.getByRole('navigation', { name: '판례 목록 페이지' }).getByRole('link', { name: '2 페이지', exact: true }).click();
  await expect(page).toHaveURL(/\/law-case\?page=2$/);
  await expect(page.locator('[data-result-count]')).toContainText('(2/');
  // nothing found: a Korean message and the way out
  await page.goto('/law-case?keyword=' + encodeURIComponent('쀍쀍쀍없는말'));
  await expect(page.locator('[data-empty]')).toContainText('에 맞는 판례가 없습니다');
  expect(realErrors(errors)).toEqual([]);
});

for (const board of [
  { path: '/statuteinfo/discussion', name: 'discussion', title: '법률상담사례' },
  { path: '/statuteinfo/legalaid', name: 'legalaid', title: '법률구조사례' },
]) {
  test(`${board.title}: tabs, search, sort, detail with its decisions and articles, prev/next, booking and 132`, async ({ page, errors }) => {
    test.setTimeout(120_000);
    await page.goto(`${board.path}/list`);
    await waitForPage(page, `${board.name}-list`);
    await expect(page.getByRole('heading', { level: 1, name: board.title })).toBeVisible();
    await expect(page.locator('[data-case]').first()).toBeVisible();
    await axeAtWidths(page, `statute-${board.name}-list`);
    // a category tab
    const tab = page.locator('[data-category-tabs] a').nth(1);
    await tab.click();
    await expect(page).toHaveURL(/category=[A-Z_]+/);
    await expect(tab).toHaveAttribute('aria-current', 'page');
    const category = await tab.getAttribute('data-choice');
    // sort by views, then a detail keeps the list state for 목록
    await page.locator('[data-sorts] a[data-choice="views"]').click();
    await expect(page).toHaveURL(/sort=views/);
    // the sorted list's links carry the sort; title and address are read in one step and that very
    // case is opened (views counted by tests side by side may reorder the list between two reads)
    await expect(page.locator('[data-case] .st-item__title a').first()).toHaveAttribute('href', /sort=views/);
    const { title, href } = await page
      .locator('[data-case] .st-item__title a')
      .first()
      .evaluate((a) => ({ title: (a as HTMLElement).innerText, href: a.getAttribute('href')! }));
    const first = page.locator(`[data-case] .st-item__title a[href="${href}"]`);
    await first.click();
    await waitForPage(page, `${board.name}-detail`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('[data-question]')).not.toBeEmpty();
    await expect(page.locator('[data-answer]')).not.toBeEmpty();
    // what it rests on: decisions (and articles) that open
    const basis = page.locator('[data-case-basis] a');
    expect(await basis.count()).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: '이 사례와 비슷한 문제로 상담받기' })).toHaveAttribute('href', '/dscsn/rsvt/DscsnRsvtM');
    await expect(page.locator('[data-case-help] a[href="tel:132"]')).toBeVisible();
    await axeAtWidths(page, `statute-${board.name}-detail`);
    await page.getByRole('link', { name: '목록', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${board.path}/list\\?category=${category}&sort=views`));
    // a neighbour, then a decision it rests on
    await first.click();
    await waitForPage(page, `${board.name}-detail`);
    const neighbour = page.locator('[data-neighbour]').first();
    if (await neighbour.count()) {
      const next = await neighbour.innerText();
      await neighbour.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(next);
    }
    const precedent = page.locator('[data-case-basis] a[data-precedent-link]').first();
    if (await precedent.count()) {
      const caseNo = await precedent.getAttribute('data-precedent-link');
      await precedent.click();
      await waitForPage(page, 'precedent-detail');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(caseNo!);
    }
    // a search within the board
    await page.goto(`${board.path}/list`);
    await main(page).getByLabel('검색어', { exact: true }).fill('보증금');
    await main(page).getByRole('button', { name: '검색', exact: true }).click();
    await expect(page.locator('[data-result-count]')).toContainText('‘보증금’ 검색 결과');
    expect(realErrors(errors)).toEqual([]);
  });
}

test('법령 서식 and 법원 제출 서식: official files open outside with a notice, tabs, search, pages', async ({ page, errors }) => {
  test.setTimeout(120_000);
  await page.goto('/statuteinfo/template/korea/list');
  await waitForPage(page, 'template-korea-list');
  await expect(page.getByRole('heading', { level: 1, name: '법령 서식' })).toBeVisible();
  await expect(page.locator('[data-external-note]')).toContainText('국가법령정보센터');
  const total = Number((await page.locator('[data-category-tabs] a[data-choice="ALL"]').innerText()).replace(/[^\d]/g, ''));
  expect(total).toBeGreaterThanOrEqual(100);
  const file = page.locator('[data-form] a[data-external]').first();
  await expect(file).toHaveAttribute('target', '_blank');
  await expect(file).toHaveAttribute('href', /^https:\/\/(www\.)?law\.go\.kr\//);
  await expect(file).toHaveAccessibleName(/새 창/);
  await axeAtWidths(page, 'statute-template-korea');
  await page.locator('[data-category-tabs] a').nth(1).click();
  await expect(page).toHaveURL(/category=[A-Z_]+/);
  await page.goto('/statuteinfo/template/korea/list');
  await page.getByRole('navigation', { name: '법령 서식 목록 페이지' }).getByRole('link', { name: '2 페이지', exact: true }).click();
  await expect(page).toHaveURL(/page=2$/);
  await main(page).getByLabel('검색어', { exact: true }).fill('진정');
  await main(page).getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.locator('[data-result-count]')).toContainText('‘진정’ 검색 결과');

  await page.goto('/statuteinfo/template/supremecourt/list');
  await waitForPage(page, 'template-supremecourt-list');
  await expect(page.getByRole('heading', { level: 1, name: '법원 제출 서식' })).toBeVisible();
  const court = page.locator('[data-form]').first();
  await expect(court.getByText('쓰임새')).toBeVisible();
  await expect(court.getByRole('link', { name: /법원 안내 보기/ })).toHaveAttribute('target', '_blank');
  await axeAtWidths(page, 'statute-template-supremecourt');
  await main(page).getByLabel('검색어', { exact: true }).fill('지급명령');
  await main(page).getByRole('button', { name: '검색', exact: true }).click();
  await expect(page.locator('[data-form]').first()).toContainText('지급명령');
  expect(realErrors(errors)).toEqual([]);
});

test('bad addresses: a Korean message and a working way back, never a 5xx', async ({ page, errors }) => {
  test.setTimeout(90_000);
  const cases = [
    { url: '/law-case?law=' + encodeURIComponent('없는법률') + '&jo=1', page: 'statute-missing', text: '법령 조문을 찾을 수 없습니다', back: '판례 검색으로 가기' },
    { url: '/law-case?law=' + encodeURIComponent('민법') + '&jo=abc', page: 'statute-missing', text: '조문 번호 ‘abc’가 올바르지 않습니다', back: '민법 처음 조문 보기' },
    { url: '/law-case?law=' + encodeURIComponent('민법') + '&jo=99999', page: 'statute-missing', text: '법령 조문을 찾을 수 없습니다', back: '민법 처음 조문 보기' },
    { url: '/law-case?case=' + encodeURIComponent('9999다99999'), page: 'precedent-missing', text: '판례를 찾을 수 없습니다', back: '판례 검색으로 가기' },
    { url: '/law-case?case=' + encodeURIComponent('<script>alert(1)</script>'), page: 'precedent-missing', text: '판례를 찾을 수 없습니다', back: '판례 검색으로 가기' },
    { url: '/statuteinfo/discussion/detail?caseId=DSC-99999', page: 'discussion-missing', text: '사례를 찾을 수 없습니다', back: '법률상담사례 목록으로 가기' },
    { url: '/statuteinfo/legalaid/detail?caseId=LAC-99999', page: 'legalaid-missing', text: '사례를 찾을 수 없습니다', back: '법률구조사례 목록으로 가기' },
  ];
  for (const c of cases) {
    const res = await page.goto(c.url);
    expect(res!.status(), c.url).toBeLessThan(500);
    await waitForPage(page, c.page);
    await expect(page.getByRole('heading', { level: 1 }), c.url).toHaveText(/[을를] 찾을 수 없습니다$/);
    await expect(page.locator('[data-not-found]'), c.url).toContainText(c.text);
    await page.getByRole('link', { name: c.back }).click();
    await expect(page.locator('[data-page]').first(), c.url).toBeVisible();
    await expect(page.locator('[data-not-found]'), c.url).toHaveCount(0);
  }
  await page.goto('/law-case?law=' + encodeURIComponent('없는법률'));
  await axeAtWidths(page, 'statute-missing');
  // a malformed case id fails the route's validation: the 404 page
  const res = await page.goto('/statuteinfo/discussion/detail?caseId=%3Cx%3E');
  expect(res!.status()).toBe(404);
  await expect(page.locator('[data-error-detail]')).toHaveText('Page Not Found: /statuteinfo/discussion/detail');
  // a bad version shows the version in force and says why
  await page.goto('/law-case?law=' + encodeURIComponent('민법') + '&jo=1&version=tomorrow');
  await waitForPage(page, 'statute-article');
  await expect(main(page).getByRole('status').filter({ hasText: '시행 중인 판을 보여 드립니다' })).toBeVisible();
  // the API refuses bad input in Korean, never with a 5xx
  for (const q of ['?law=민법&jo=abc', '?law=' + 'x'.repeat(200), '?law=%25_', '?law=%ED%A0%80']) {
    const api = await page.request.get(`/api/statute/article${q}`);
    expect(api.status(), q).toBeLessThan(500);
  }
  expect(realErrors(errors)).toEqual([]);
});

test('keyboard only: a tab, a result, the 참조조문 link, the table of contents', async ({ page, errors }) => {
  test.setTimeout(90_000);
  const target = await linkedPrecedent(page.request);
  await page.goto('/law-case');
  await waitForPage(page, 'precedent-list');
  // Tab until the first topic tab after 전체, Enter
  const tab = page.locator('[data-topic-tabs] a').nth(1);
  for (let i = 0; i < 80 && !(await tab.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(tab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/topic=/);
  await expect(page.locator('[data-result-count]')).toBeFocused();
  // from the count, Tab reaches the first result; Enter opens it
  const firstResult = page.locator('[data-precedent] .st-item__title a').first();
  for (let i = 0; i < 30 && !(await firstResult.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(firstResult).toBeFocused();
  await page.keyboard.press('Enter');
  await waitForPage(page, 'precedent-detail');

  // the 참조조문 link by keyboard
  await page.goto(`/law-case?case=${encodeURIComponent(target.caseNo)}`);
  await waitForPage(page, 'precedent-detail');
  const ref = page.locator('[data-ref-articles] a[data-article-link]').first();
  await ref.focus();
  await page.keyboard.press('Enter');
  await waitForPage(page, 'statute-article');
  // the table of contents opens with Enter on its summary and its links are reachable
  const summary = page.locator('[data-toc] summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-toc]')).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-toc] nav a').first()).toBeFocused();
  // the print button is a real button; on paper the shell's chrome and the page's controls are gone, the article stays
  await expect(page.getByRole('button', { name: /인쇄/ })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const hidden of ['.site-header', '.site-footer', '.breadcrumb-bar', '[data-print]', '[data-toc]']) await expect(page.locator(hidden).first(), hidden).toBeHidden();
  await expect(page.locator('[data-article-body]')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  expect(realErrors(errors)).toEqual([]);
});
