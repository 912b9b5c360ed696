import type { Page, Request } from '@playwright/test';
// @ts-expect-error plain ESM helper without types
import { baseURL } from '../paths.mjs';
import { expect, hydrated, saveData, test } from './fixtures';

// The spec's prefetch (section 9; host/src/remotes/prefetch.ts): a pointer resting on a link, or a
// focus, fetches the next page's remote and its page code ahead; never under save-data.

/** The center remote's files the page asks for from now on. */
function centerFiles(page: Page) {
  const files: string[] = [];
  page.on('request', (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/remotes/center/')) files.push(path);
  });
  return files;
}

test('resting on a link fetches its page’s remote and page code before the click; the visit then needs no wait for them', async ({ page, errors }) => {
  await page.goto('/');
  await hydrated(page);
  const files = centerFiles(page);
  // the main page itself fetches no remote
  await page.waitForTimeout(1500);
  expect(files).toEqual([]);

  await page.locator('a[href="/center/ntc/list"]').first().hover();
  await expect.poll(() => files.some((f) => f.endsWith('/remoteEntry.js'))).toBe(true);
  // the remote's App and the notice list page's own chunk
  await expect.poll(() => files.filter((f) => f.endsWith('.js') && !f.endsWith('/remoteEntry.js')).length).toBeGreaterThanOrEqual(2);
  // the prefetch has ended when no new file came for half a second
  let seen = -1;
  await expect
    .poll(() => {
      const stable = files.length === seen;
      seen = files.length;
      return stable;
    }, { intervals: [500] })
    .toBe(true);
  const before = files.length;
  await page.locator('a[href="/center/ntc/list"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
  // nothing of the page's code was fetched again (its data may be)
  expect(files.slice(before).filter((f) => f.endsWith('.js'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a keyboard focus is an intent too; under save-data nothing is prefetched', async ({ browser }) => {
  const saving = await browser.newContext({ baseURL });
  await saveData(saving);
  const page = await saving.newPage();
  await page.goto('/');
  await hydrated(page);
  const files = centerFiles(page);
  const link = page.locator('a[href="/trms"]').first();
  await link.hover();
  await link.focus();
  await page.waitForTimeout(1500);
  expect(files).toEqual([]);
  await saving.close();

  const plain = await browser.newContext({ baseURL });
  const other = await plain.newPage();
  await other.goto('/');
  await hydrated(other);
  const fetched = centerFiles(other);
  await other.locator('a[href="/trms"]').first().focus();
  await expect.poll(() => fetched.some((f) => f.endsWith('/remoteEntry.js'))).toBe(true);
  await plain.close();
});
