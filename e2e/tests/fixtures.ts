import { test as base, expect, type Page } from '@playwright/test';

/** A page that records console errors and uncaught exceptions; each test asserts there were none. */
export const test = base.extend<{ errors: string[] }>({
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await use(errors);
  },
});
export { expect };

export async function shellReady(page: Page) {
  await expect(page.locator('[data-layout]').first()).toBeVisible();
}
