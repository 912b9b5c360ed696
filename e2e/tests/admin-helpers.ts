import type { Browser, BrowserContext, Page } from '@playwright/test';
import { staffLogin } from './cyber-helpers';
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

/**
 * A staff member's own browser context beside the test's citizen page: signed in as `loginId` (at
 * `origin`; `baseURL`: a server of the spec's own, which the context then uses too), with one page at
 * 1280 × 900. With `errors`, the page's errors go into `errors.list` as 'pageerror (who): …' (and,
 * with `console`, its console errors as 'console (who): …').
 */
/**
 * The back office's browser tests run with reduced motion, which its theme honours (antd's motion
 * off): under a loaded CI machine antd's zoom and fade sometimes never reported their end, leaving a
 * dialog or a confirmation half-open for good. What is tested is behaviour, not animation.
 */
export const ADMIN_MOTION = { reducedMotion: 'reduce' } as const;

export async function staffContext(
  browser: Browser,
  loginId: string,
  opts: { origin?: string; baseURL?: string; errors?: { list: string[]; who: string; console?: boolean } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...ADMIN_MOTION, ...(opts.baseURL ? { baseURL: opts.baseURL } : {}) });
  await staffLogin(context.request, loginId, opts.baseURL ?? opts.origin);
  const page = await context.newPage();
  const e = opts.errors;
  if (e) {
    page.on('pageerror', (err) => e.list.push(`pageerror (${e.who}): ${err.message}`));
    if (e.console)
      page.on('console', (m) => {
        if (m.type() === 'error') e.list.push(`console (${e.who}): ${m.text()}`);
      });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  return { context, page };
}
