import { readFileSync } from 'node:fs';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
// @ts-expect-error plain ESM helper without types
import { baseURL, e2eSessionsFile } from '../paths.mjs';

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

let nextSession = 0;
/**
 * Signs the context in as the sandbox citizen (김민원) with a session token no other test uses:
 * e2e/start-server.mjs opened 200 sessions; each worker takes its own slice of 40.
 */
export async function signIn(context: BrowserContext): Promise<{ memberName: string }> {
  const { memberName, tokens } = JSON.parse(readFileSync(e2eSessionsFile, 'utf8')) as { memberName: string; tokens: string[] };
  const worker = base.info().parallelIndex;
  const index = worker * 40 + nextSession++;
  if (nextSession > 40 || index >= tokens.length) throw new Error('sandbox sessions used up: raise --count in start-server.mjs');
  await context.addCookies([{ name: 'PORTAL_SESSION', value: tokens[index], url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  return { memberName };
}
