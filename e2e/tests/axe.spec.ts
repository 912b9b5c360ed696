import { axeScan } from './axe';
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

// axe is put into a document once and reused: a later scan of that document sees the document as it is
// then (a fixed field passes, a dialog opened since is scanned), and `include` limits a scan to a part.
test('a second scan of the same document sees what changed since; include scans only that part', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="ko"><head><title>검사</title></head><body>
    <main><h1>검사</h1><input id="nameless" type="text"><div id="part"><p style="color:#bbb;background:#fff">흐린 글자</p></div></main>
  </body></html>`);
  expect((await axeScan(page)).map((v) => v.id).sort()).toEqual(['color-contrast', 'label']);
  expect((await axeScan(page, '#part')).map((v) => v.id)).toEqual(['color-contrast']);
  await page.evaluate(() => {
    document.getElementById('nameless')!.setAttribute('aria-label', '이름');
    document.querySelector('#part p')!.setAttribute('style', 'color:#000;background:#fff');
    document.body.insertAdjacentHTML('beforeend', '<img src="data:," id="late">');
  });
  const again = await axeScan(page);
  expect(again.map((v) => v.id)).toEqual(['image-alt']);
  expect(again[0].nodes).toEqual([{ target: ['#late'] }]);
});
