import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { axeViolations } from './member-helpers';

/** A back-office page has drawn its frame and data: the route's title as its h1, no spinner left. */
export async function adminPage(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

/**
 * axe on a back-office page at a width, once it is still: no pointer over a control (a hover
 * tooltip or colour is not what the page shows) and no transition running (axe would measure the
 * contrast of a colour half-way through antd's fade). At the desktop width the same state is then
 * checked to fit a tablet (768 px, issue 34's "usable at 768 px") and the desktop width comes back.
 */
export async function adminAxe(page: Page, name: string, width = 1280) {
  await page.setViewportSize({ width, height: 900 });
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  expect(await axeViolations(page), `axe ${name} at ${width}`).toEqual([]);
  if (width === 1280) {
    await adminFits(page, name);
    await page.setViewportSize({ width, height: 900 });
  }
}

/** At a width (768 px: a tablet) the page itself does not scroll sideways; a wide table scrolls inside its own box. */
export async function adminFits(page: Page, name: string, width = 768) {
  await page.setViewportSize({ width, height: 1000 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `${name} at ${width} px` }).toBeLessThanOrEqual(0);
}
