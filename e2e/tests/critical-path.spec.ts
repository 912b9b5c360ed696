import { gzipSync } from 'node:zlib';
import { expect, shellReady, test } from './fixtures';

// What the main page (/) makes the browser download must stay lean (issue 3: "it loads fast").
// Sizes are reported by `pnpm bench bytes`; these are the rules behind them.

/** Every script and stylesheet the main page loads, with its body and how it was sent. */
async function mainPageAssets(page: import('@playwright/test').Page) {
  const assets: { path: string; type: string; encoding: string; body: Promise<Buffer> }[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    assets.push({ path: new URL(res.url()).pathname, type, encoding: res.headers()['content-encoding'] ?? 'none', body: res.body() });
  });
  await page.goto('/');
  await shellReady(page);
  await expect(page.locator('[data-remote="host"] h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  return assets;
}

test('the main page loads no zod, no react-query, none of react-router’s server code, no application rules and no remote', async ({ page, request, errors }) => {
  const assets = await mainPageAssets(page);
  expect(assets.filter((a) => a.type === 'script').length).toBeGreaterThan(0);
  // the page is the host's own: no remote (the UI kit's included) sends a file
  expect(assets.filter((a) => a.path.startsWith('/remotes/')).map((a) => a.path)).toEqual([]);
  // strings each library keeps in its minified build
  const markers: [string, string][] = [
    ['zod', 'ZodError'],
    ['@tanstack/react-query', 'No QueryClient set'],
    // the route check needs only the application number's shape (elrcpt/record-ids.ts), not the forms and code lists
    ['the application rules (elrcpt/rules.ts)', '상거래 분쟁 (국내 알선)'],
  ];
  // once the host shares the router as @portal/router (react-router's client API), react-router's
  // server code must be tree-shaken away
  const hostManifest = (await (await request.get('/mf-manifest.json')).json()) as { shared: { name: string }[] };
  if (hostManifest.shared.some((s) => s.name === '@portal/router')) {
    markers.push(["react-router's server code (createCookie)", 'has an "expires" property']);
  }
  const found: string[] = [];
  for (const a of assets) {
    const text = (await a.body).toString('utf8');
    for (const [what, marker] of markers) if (text.includes(marker)) found.push(`${what} in ${a.path}`);
  }
  expect(found).toEqual([]);
  expect(errors).toEqual([]);
});

test('the main page’s scripts and styles arrive compressed', async ({ page }) => {
  const assets = await mainPageAssets(page);
  const plain: string[] = [];
  for (const a of assets) {
    // the build precompresses every text file of 512 bytes or more (portal-compress)
    if ((await a.body).length >= 1024 && !['br', 'gzip'].includes(a.encoding)) plain.push(`${a.path} (${a.encoding})`);
  }
  expect(plain).toEqual([]);
});

/**
 * The main page's JavaScript before the UI kit area (issue 35: "the main page's JavaScript does not
 * grow"): `pnpm bench bytes` on 140e70dd, the commit before the area's first, measured beside main on
 * 2026-12-01 with the same bench (156 508 B; main then 155 463 B). Something new the shell needs at
 * first paint must make room, e.g. by loading another part when it is first used.
 */
const MAIN_PAGE_JS_GZIP_BEFORE_UI_KIT = 156_508;

test('the main page’s JavaScript, gzip level 9 as `pnpm bench bytes` counts it, is no larger than before the UI kit area', async ({ page }) => {
  const scripts = (await mainPageAssets(page)).filter((a) => a.type === 'script');
  let gzip = 0;
  for (const a of scripts) gzip += gzipSync(await a.body, { level: 9 }).length;
  expect(gzip, scripts.map((a) => a.path).join(', ')).toBeLessThanOrEqual(MAIN_PAGE_JS_GZIP_BEFORE_UI_KIT);
});
