import { test as base, expect, type APIRequestContext, type APIResponse, type BrowserContext, type Locator, type Page } from '@playwright/test';
// @ts-expect-error plain ESM helper without types
import { baseURL, contextOrigin } from '../paths.mjs';

/** Until the shell has adopted the server's prerendered main page, its links are plain links. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
}

/** page.goto and page.reload return once the app has hydrated the prerendered page (a click is then the app's, not a plain link's). */
function waitForHydration(page: Page): Page {
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
  return page;
}

/** Every page of a context waits for hydration on goto and reload. */
function hydratingContext(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitForHydration(await newPage());
  return context;
}

/**
 * A page that records console errors and uncaught exceptions; each test asserts there were none.
 * Contexts are returning visitors (the web font is cached: fonts.spec.ts tests the first visit), so
 * screenshots show Pretendard GOV. Pages of the test's own contexts (`browser.newContext()`) wait
 * for hydration as well: a server-rendered page clicked before hydration is a full page load, and a
 * history change before it is never seen by the router.
 */
export const test = base.extend<{ errors: string[] }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      // a context without scripts never hydrates: its pages load as the server sent them
      browser.newContext = async (options) => (options?.javaScriptEnabled === false ? newContext(options) : hydratingContext(await newContext(options)));
      await use(browser);
      browser.newContext = newContext;
    },
    { scope: 'worker' },
  ],
  context: async ({ context }, use) => {
    await context.addCookies([baseURL, contextOrigin].map((url: string) => ({ name: 'portal_fonts', value: '1', url, sameSite: 'Lax' as const })));
    await use(context);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  },
  page: async ({ page }, use) => {
    await use(waitForHydration(page));
    // a route handler still reading a response when the test ends (a chunk the page asked for late, or
    // an idle prefetch) finds it disposed: that is the test's end, not its failure
    await page.unrouteAll({ behavior: 'ignoreErrors' });
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

/**
 * Clicks a control whose handler closes its own window, and waits for the window to close. The click
 * may see its page go before it returns ("Target page … has been closed"): the close proves it ran.
 */
export async function clickClosingWindow(window: Page, control: Locator) {
  const closed = window.waitForEvent('close');
  await control.click().catch((e: Error) => {
    if (!/closed/.test(e.message)) throw e;
  });
  await closed;
}

/**
 * A form's type-to-filter combo box (@portal/ui/combobox, an input). Until its code has loaded, the form
 * shows a native select with the same role and name (fields-engine's Suspense fallback), which cannot be
 * typed into: this waits for the input.
 */
export function typedComboBox(page: Page, name: string | RegExp): Locator {
  return page.getByRole('combobox', { name }).and(page.locator('input'));
}

/** The visitor's browser asks to save data (`navigator.connection.saveData`): the portal then prefetches nothing. */
export async function saveData(target: Page | BrowserContext) {
  await target.addInitScript(() => Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } }));
}

export async function shellReady(page: Page) {
  await expect(page.locator('[data-layout]').first()).toBeVisible();
}

/**
 * Signs the context in as the sandbox citizen (김민원) with a session opened now, which no other test
 * shares (POST /api/test/session, PORTAL_TEST_CLOCK=1 only): a session made when the suite started
 * would have idle-expired (30 minutes) before the last tests of a long run.
 */
export async function signIn(context: BrowserContext): Promise<{ memberName: string }> {
  const r = await post(context.request, `${baseURL}/api/test/session`);
  if (!r.ok()) throw new Error(`sandbox sign-in: ${r.status()} ${await r.text()}`);
  return { memberName: (await r.json()).memberName };
}

/** The XSRF-TOKEN cookie of a context (the server sets it on the first answer). */
export async function xsrf(request: APIRequestContext): Promise<string> {
  let token = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!token) {
    await request.get('/api/login/status');
    token = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  }
  if (!token) throw new Error('no XSRF-TOKEN cookie');
  return token;
}

export async function post(request: APIRequestContext, url: string, data?: unknown, headers: Record<string, string> = {}): Promise<APIResponse> {
  return request.post(url, { data: data ?? {}, headers: { 'X-XSRF-TOKEN': await xsrf(request), ...headers } });
}
