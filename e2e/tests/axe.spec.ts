import { axeViolations } from './member-helpers';
import { expect, test } from './fixtures';

// The scan every page is held to (tests/axe.ts) still finds what it must: a page that breaks WCAG 2.1 AA
// rules is reported with the rule and the element, and a best-practice rule outside the tags is not.
test('the axe scan reports WCAG 2.1 AA violations with their elements, and only rules of those tags', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="ko"><head><title>검사</title></head><body>
    <main><h1>검사</h1><input id="nameless" type="text"><p style="color:#bbb;background:#fff">흐린 글자</p><h3>건너뛴 단계</h3></main>
  </body></html>`);
  const found = await axeViolations(page);
  expect(found.map((v) => v.id).sort()).toEqual(['color-contrast', 'label']);
  expect(found.find((v) => v.id === 'label')?.nodes).toEqual(['#nameless']);
});
