import { readFileSync } from 'node:fs';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
// @ts-expect-error plain ESM helper without types
import { baseURL, contextOrigin, e2eSessionsFile } from '../paths.mjs';

/** Until the shell has adopted the server's prerendered main page, its links are plain links. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
}

/**
 * A page that records console errors and uncaught exceptions; each test asserts there were none.
 * Contexts are returning visitors (the web font is cached: fonts.spec.ts tests the first visit), so
 * screenshots show Pretendard GOV; page.goto and page.reload return once the app has hydrated the
 * prerendered main page (so a click is the app's, not a plain link's).
 */
export const test = base.extend<{ errors: string[] }>({
  context: async ({ context }, use) => {
    await context.addCookies([baseURL, contextOrigin].map((url: string) => ({ name: 'portal_fonts', value: '1', url, sameSite: 'Lax' as const })));
    await use(context);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await hydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await hydrated(page);
      return response;
    };
    await use(page);
  },
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
/** Sessions each worker process may use (e2e/start-server.mjs opens SESSIONS_PER_WORKER × 12). */
const SESSIONS_PER_WORKER = 40;
/**
 * Signs the context in as the sandbox citizen (김민원) with a session token no other test uses:
 * each worker process takes its own slice. The slice follows workerIndex, which is new for a worker
 * started after a failure, so a retried test never gets a session an earlier test logged out.
 */
export async function signIn(context: BrowserContext): Promise<{ memberName: string }> {
  const { memberName, tokens } = JSON.parse(readFileSync(e2eSessionsFile, 'utf8')) as { memberName: string; tokens: string[] };
  const worker = base.info().workerIndex;
  const index = worker * SESSIONS_PER_WORKER + nextSession++;
  if (nextSession > SESSIONS_PER_WORKER || index >= tokens.length) throw new Error('sandbox sessions used up: raise --count in start-server.mjs');
  await context.addCookies([{ name: 'PORTAL_SESSION', value: tokens[index], url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  return { memberName };
}
