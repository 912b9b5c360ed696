import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeAtWidths, axeViolations, realErrors } from './member-helpers';

// The search pages (issue 18) against the real server and its index: from the main page, kind
// filter, category, sort, 결과 내 재검색, autocomplete by 초성 (keyboard), the typo suggestion, no
// result (empty / emptytab with 인기 검색어 and where to ask), recent searches on the device, hostile
// input (never a 5xx), keyboard only, axe at 1280 and 360 px on every /search route.

const enc = encodeURIComponent;
const field = (page: Page) => page.getByRole('combobox', { name: '검색어' });
const count = (page: Page) => page.locator('[data-result-count]');

/** Fails the test on any 5xx the page receives. */
function no5xx(page: Page): string[] {
  const bad: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 500) bad.push(`${r.status()} ${r.url()}`);
  });
  return bad;
}

test('a search from the main page lands on the integrated results, grouped by kind with counts and 더보기 to the tab', async ({ page, errors }) => {
  const bad = no5xx(page);
  await page.goto('/');
  await page.getByLabel('법률 문제 검색').fill('집주인이 보증금을 안 돌려줘요');
  await page.getByLabel('법률 문제 검색').press('Enter');
  await expect(page).toHaveURL(/\/search\/totalresult\?q=/);
  await expect(count(page)).toContainText('통합검색 결과 총');
  await expect(field(page)).toHaveValue('집주인이 보증금을 안 돌려줘요');
  // every group heading carries its count; the tabs carry theirs
  const groups = page.locator('[data-group]');
  expect(await groups.count()).toBeGreaterThan(1);
  const tabs = page.locator('[data-search-tabs] a');
  await expect(tabs).toHaveCount(7);
  await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
  await expect(tabs.first()).toContainText(/\(\d[\d,]*건?\)/);
  // 더보기 of a group opens its tab with the same query
  const more = page.locator('[data-more]').first();
  const key = await more.getAttribute('data-more');
  await more.click();
  await expect(page).toHaveURL(new RegExp(`/search/${key}result\\?q=`));
  await expect(page.locator(`[data-search-tabs] a[data-tab="${key}"]`)).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-results] li').first()).toBeVisible();
  // the main page's 많이 찾는 검색어 are the search's 인기 검색어 and lead here too
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/search/popular');
  await page.goto('/');
  const popular = (await (await answered).json()) as { items: { text: string }[] };
  await expect(page.locator('.mp-keywords a')).toHaveText(popular.items.slice(0, 4).map((i) => i.text));
  await page.locator('.mp-keywords a').first().click();
  await expect(page).toHaveURL(/\/search\/totalresult\?q=/);
  await expect(count(page)).toBeVisible();
  expect(bad).toEqual([]);
  expect(realErrors(errors)).toEqual([]);
});

test('basicresult filters by kind in the address; a tab filters by category, sorts, pages and searches within', async ({ page, errors }) => {
  test.setTimeout(90_000);
  await page.goto(`/search/basicresult?q=${enc('보증금')}`);
  await expect(count(page)).toBeVisible();
  await page.locator('[data-kind-filter] label[for="se-kind-statute"]').click();
  await page.locator('[data-kind-filter]').getByRole('button', { name: '적용' }).click();
  await expect(page).toHaveURL(/kind=statute/);
  await expect(count(page)).toBeFocused();
  const kinds = await page.locator('[data-results] > li').evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
  expect(kinds.length).toBeGreaterThan(0);
  expect(new Set(kinds)).toEqual(new Set(['statute']));

  // a tab: categories with counts, 최신순, page size, pages
  await page.goto(`/search/researchresult?q=${enc('임금')}`);
  await expect(count(page)).toBeVisible();
  const category = page.locator('[data-facets] a:not([data-category="ALL"])').first();
  if (await category.count()) {
    await category.click();
    await expect(page).toHaveURL(/category=/);
    await expect(page.locator('[data-facets] a[aria-current="page"]')).not.toHaveAttribute('data-category', 'ALL');
  }
  await page.goto(`/search/researchresult?q=${enc('임금')}`);
  await page.getByLabel('정렬', { exact: true }).selectOption('recent');
  await page.getByLabel('한 페이지에 볼 개수').selectOption('20');
  await page.locator('[data-view-form]').getByRole('button', { name: '적용' }).click();
  await expect(page).toHaveURL(/sort=recent&size=20/);
  // the address changes before the new answer is drawn: the list is read until it is the sorted one
  const datesShown = async () =>
    (await page.locator('[data-results] .se-item__meta').allInnerTexts()).map((d) => d.match(/\d{4}-\d{2}-\d{2}/)?.[0]).filter(Boolean) as string[];
  await expect.poll(async () => {
    const found = await datesShown();
    return found.length > 1 && [...found].sort().reverse().join() === found.join();
  }).toBe(true);

  // 결과 내 재검색 adds the new words to the query
  await page.goto(`/search/totalresult?q=${enc('보증금')}`);
  await expect(count(page)).toBeVisible();
  await page.getByLabel('결과 내 재검색').check();
  await field(page).fill('반환');
  await field(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${enc('보증금')}\\+${enc('반환')}`));
  // the words found are tags: taking 보증금 off (its × button, by keyboard) searches 반환 alone, and like any search
  // the focus goes to the new result count
  const words = page.getByRole('list', { name: '찾은 낱말' });
  await expect(words.locator('.kr-tag__text')).toHaveText(['보증금', '반환']);
  expect(await axeViolations(page)).toEqual([]);
  await words.getByRole('button', { name: '보증금 빼고 다시 찾기' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${enc('반환')}$`));
  await expect(count(page)).toBeFocused();
  await expect(field(page)).toHaveValue('반환');
  await expect(words).toHaveCount(0);
  expect(realErrors(errors)).toEqual([]);
});

test('autocomplete by 초성 with the keyboard: listed, announced, chosen with the arrows and Enter, closed with Escape', async ({ page, errors }) => {
  await page.goto(`/search/totalresult?q=${enc('이혼')}`);
  await expect(count(page)).toBeVisible();
  const box = field(page);
  await box.fill('');
  await box.pressSequentially('ㅂㅈㄱ', { delay: 30 });
  const listbox = page.getByRole('listbox', { name: '자동완성 검색어' });
  await expect(listbox.getByRole('option', { name: /^보증금/ })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const options = listbox.getByRole('option');
  const texts = await options.locator('.sb__option-text').allInnerTexts();
  expect(texts).toContain('보증금');
  await expect(page.locator('[data-suggest-status]')).toHaveText(new RegExp(`자동완성 검색어 ${texts.length}개`));
  expect(await axeViolations(page)).toEqual([]);
  // Escape closes, ArrowDown opens again
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  await expect(listbox).toBeVisible();
  for (let i = 0; i <= texts.indexOf('보증금'); i++) await box.press('ArrowDown');
  const active = await box.getAttribute('aria-activedescendant');
  await expect(page.locator(`#${active}`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`#${active}`)).toContainText('보증금');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search/totalresult\\?q=${enc('보증금')}$`));
  expect(realErrors(errors)).toEqual([]);
});

test('a typo gets “혹시 … 찾으셨나요?”, nothing found gets the help, and a tab without results points to the tabs with some', async ({ page, request, errors }) => {
  test.setTimeout(90_000);
  // a mistyped word that finds nothing is searched in its likely spelling, and the page says so
  await page.goto(`/search/totalresult?q=${enc('임차권등기멍령')}`);
  const corrected = page.locator('[data-corrected]');
  await expect(corrected).toContainText('‘임차권등기명령’으로 검색한 결과입니다.');
  await expect(count(page)).toContainText('‘임차권등기명령’');
  await expect(field(page)).toHaveValue('임차권등기멍령');
  // searched as typed (exact=1): the spelling is offered instead
  await corrected.getByRole('link', { name: '‘임차권등기멍령’ 그대로 검색' }).click();
  await expect(page).toHaveURL(/exact=1/);
  // another tab keeps the words as typed
  await expect(page.locator('[data-tab="public"]')).toHaveAttribute('href', /exact=1/);
  const suggestion = page.locator('[data-spelling]').first();
  await expect(suggestion).toHaveText('혹시 임차권등기명령을 찾으셨나요?');
  await suggestion.getByRole('link', { name: '임차권등기명령' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${enc('임차권등기명령')}$`));
  await expect(count(page)).toBeVisible();

  // nothing at all: in place on the result page, and the /search/empty page
  for (const url of [`/search/totalresult?q=${enc('qzxwvkj zzyzxq')}`, `/search/empty?q=${enc('qzxwvkj zzyzxq')}`]) {
    await page.goto(url);
    await expect(page.locator('[data-no-result="all"]')).toContainText('‘qzxwvkj zzyzxq’에 대한 검색 결과가 없습니다.');
    await expect(page.locator('[data-popular] ol li').first()).toBeVisible();
    await expect(page.locator('[data-ask] a[href="tel:132"]')).toBeVisible();
    await expect(page.locator('[data-ask] a[href="/dscsn/rsvt/DscsnRsvtM"]')).toBeVisible();
    await expect(page.locator('[data-ask] a[href="/dscsn/cyber"]')).toBeVisible();
  }
  // a popular search is a search
  await page.locator('[data-popular] ol a').first().click();
  await expect(page).toHaveURL(/\/search\/totalresult\?q=/);

  // a query with results in some tab but none in another: that tab and /search/emptytab offer the others
  const tabs = [
    ['public', 'statute'],
    ['research', 'precedent'],
    ['example', 'case'],
    ['form', 'form'],
    ['service', 'service'],
  ] as const;
  let picked: { q: string; tab: string } | null = null;
  for (const q of ['보증금', '임금체불', '양육비', '이혼', '대항력', '해고']) {
    const r = (await (await request.get(`/api/search?q=${enc(q)}&size=1`)).json()) as { facets: { kinds: { kind: string; count: number }[] } };
    const zero = tabs.find(([, kind]) => r.facets.kinds.find((k) => k.kind === kind)?.count === 0);
    if (zero && r.facets.kinds.some((k) => k.count > 0)) {
      picked = { q, tab: zero[0] };
      break;
    }
  }
  expect(picked, 'a query with an empty tab').not.toBeNull();
  for (const url of [`/search/${picked!.tab}result?q=${enc(picked!.q)}`, `/search/emptytab?tab=${picked!.tab}&q=${enc(picked!.q)}`]) {
    await page.goto(url);
    const none = page.locator('[data-no-result="tab"]');
    await expect(none).toContainText('검색 결과가 없습니다.');
    await expect(none.locator('.se-none__others a').first()).toBeVisible();
  }
  expect(realErrors(errors)).toEqual([]);
});

test('bad input gets a Korean message by the field or a safe result, never a 5xx, and nothing typed is lost', async ({ page, errors }) => {
  test.setTimeout(90_000);
  const bad = no5xx(page);
  page.on('dialog', (d) => {
    bad.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  await page.goto(`/search/totalresult?q=${enc('보증금')}`);
  await expect(count(page)).toBeVisible();
  // empty: refused beside the field, the address stays
  const url = page.url();
  await field(page).fill('   ');
  await field(page).press('Enter');
  await expect(page.locator('[data-search-error]')).toHaveText('검색어를 입력해 주세요.');
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
  expect(page.url()).toBe(url);
  // 2 000 characters typed: refused, kept whole
  const long = '보'.repeat(2000);
  await field(page).fill(long);
  await field(page).press('Enter');
  await expect(page.locator('[data-search-error]')).toHaveText('검색어는 100자 이하로 입력해 주세요.');
  await expect(field(page)).toHaveValue(long);
  // the same in the address: the server's 400 shown by the field, the text kept
  await page.goto(`/search/totalresult?q=${'a'.repeat(2000)}`);
  await expect(page.locator('[data-search-error]')).toHaveText('검색어는 100자 이하로 입력해 주세요.');
  expect((await field(page).inputValue()).length).toBe(2000);
  // an empty q of a plain GET form
  await page.goto('/search/publicresult?q=');
  await expect(page.locator('[data-search-error]')).toHaveText('검색어를 입력해 주세요.');
  // markup, wildcards and a lone surrogate: a safe answer or a Korean message
  for (const raw of [enc('<script>alert(1)</script>'), enc('%_'), '%ED%A0%80', enc("'; DROP TABLE search_docs; --")]) {
    await page.goto(`/search/basicresult?q=${raw}`);
    await expect(page.locator('[data-result-count], [data-search-error], [data-no-result]').first()).toBeVisible();
    const message = page.locator('[data-search-error]');
    if (await message.count()) await expect(message).toHaveText(/[가-힣]/);
    expect(await page.locator('main script').count()).toBe(0);
  }
  expect(bad).toEqual([]);
  expect(realErrors(errors)).toEqual([]);
});

test('recent searches stay on this device, show in the empty focused field, and delete one by one and all', async ({ page, errors }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.removeItem('portal.recentSearches'));
  for (const q of ['양육비', '임금체불', '보증금']) {
    await page.goto(`/search/totalresult?q=${enc(q)}`);
    await expect(count(page)).toBeVisible();
  }
  await field(page).fill('');
  await field(page).blur();
  await field(page).focus();
  const panel = page.locator('[data-recent]');
  await expect(panel.getByRole('link')).toHaveText(['보증금', '임금체불', '양육비']);
  expect(await axeViolations(page)).toEqual([]);
  // ArrowDown from the empty field goes into the list; delete one with the keyboard
  await field(page).press('ArrowDown');
  await expect(panel.getByRole('link', { name: '보증금' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: '보증금 삭제' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('link')).toHaveText(['임금체불', '양육비']);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('portal.recentSearches') ?? '[]'))).toEqual(['임금체불', '양육비']);
  await panel.getByRole('button', { name: '최근 검색어 전체 삭제' }).click();
  await expect(panel).toContainText('최근 검색어가 없습니다.');
  expect(await page.evaluate(() => localStorage.getItem('portal.recentSearches'))).toBeNull();
  expect(realErrors(errors)).toEqual([]);
});

test('keyboard only: type in the bar, search, reach a result and open it', async ({ page, errors }) => {
  await page.goto(`/search/totalresult?q=${enc('이혼')}`);
  await expect(count(page)).toBeVisible();
  await page.locator('body').focus();
  for (let i = 0; i < 40 && !(await field(page).evaluate((e) => e === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(field(page)).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('양육비');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${enc('양육비')}$`));
  await expect(count(page)).toBeFocused();
  for (let i = 0; i < 40 && !(await page.evaluate(() => !!document.activeElement?.closest('[data-results]'))); i++) await page.keyboard.press('Tab');
  const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
  expect(href).toMatch(/^\//);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  expect(realErrors(errors)).toEqual([]);
});

test('axe finds nothing on every /search route at 1280 and 360 px', async ({ page, errors }) => {
  test.setTimeout(240_000);
  const q = enc('보증금');
  const routes: [string, string][] = [
    ['totalresult', `/search/totalresult?q=${q}`],
    ['basicresult', `/search/basicresult?q=${q}&kind=statute,faq`],
    ['basicresultLlm', `/search/basicresultLlm?q=${q}`],
    ['publicresult', `/search/publicresult?q=${q}`],
    ['researchresult', `/search/researchresult?q=${q}`],
    ['exampleresult', `/search/exampleresult?q=${q}`],
    ['formresult', `/search/formresult?q=${q}`],
    ['serviceresult', `/search/serviceresult?q=${q}`],
    ['etcresult', `/search/etcresult?q=${q}`],
    ['empty', `/search/empty?q=${enc('qzxwvkj zzyzxq')}`],
    ['emptytab', `/search/emptytab?tab=form&q=${enc('qzxwvkj zzyzxq')}`],
    ['noquery', '/search/totalresult'],
  ];
  for (const [name, url] of routes) {
    await page.goto(url);
    await expect(page.locator('[data-page-built="true"]')).toHaveCount(1);
    await expect(page.locator('[data-result-count], [data-no-result], [data-popular] ol, [data-search-error]').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (name === 'basicresultLlm') await expect(page.locator('[data-ai-summary]')).toContainText('AI 요약은 준비 중입니다');
    await axeAtWidths(page, `search-${name}`);
    await page.setViewportSize({ width: 360, height: 900 });
    // measured once the resize has settled (the tab strip re-lays out after the viewport changes)
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: name }).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  expect(realErrors(errors)).toEqual([]);
});
