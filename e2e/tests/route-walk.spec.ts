import type { Cookie } from '@playwright/test';
import { routes, routeValidationRule } from '@portal/contracts';
import { expect, signIn, test } from './fixtures';

// Every route of routes.txt renders inside its area's remote and layout, titled, with no console error.
// The walk is signed in (/ai and member pages send anonymous visitors away: navigation.spec.ts tests
// that); one sandbox session per worker serves all its routes. A route with a validation step gets
// the example query of its rule (without it, it is a 404: navigation.spec.ts).
// Joining is for visitors (a signed-in member is sent to my page), so /join… is walked signed out;
// my info opens only after the password re-check, so /my/info lands on /my/info/check
// (membership specs walk both further).

const walkedSignedOut = (path: string) => /^\/join(\/|$)/.test(path);
// booking steps after the first need a draft: without one they send the visitor to the first step
const landsOn: Record<string, string> = {
  '/my/info': '/my/info/check',
  '/dscsn/form/ps2': '/dscsn/form/ps1',
  '/dscsn/form/ps3': '/dscsn/form/ps1',
  '/dscsn/form/ps4': '/dscsn/form/ps1',
  // an application form without ?aplyNo sends the visitor to its consent page (issue 16)
  '/elrcpt/form/ElrcptKlacM': '/elrcpt/form/ElrcptKlacAgreInfo',
  '/elrcpt/form/ElrcptKlacEtcM': '/elrcpt/form/ElrcptKlacAgreInfo',
  '/elrcpt/form/ElrcptKlacfrM': '/elrcpt/form/ElrcptKlacfrAgreInfo',
  '/elrcpt/form/ElrcptLqaM': '/elrcpt/form/ElrcptLqaAgreInfo',
  '/elrcpt/form/ElrcptLegalaidM': '/elrcpt/form/ElrcptLegalaidAgreInfo',
  '/elrcpt/form/ElrcptLegalaidStkgDvM': '/elrcpt/form/ElrcptLegalaidAgreInfo',
  '/elrcpt/form/ElrcptLegalaidSxvl': '/elrcpt/form/ElrcptLegalaidAgreInfo',
  '/elrcpt/form/ElrcptKcabM': '/elrcpt/form/ElrcptKcabAgreInfo',
};
const designed404 = new Set([
  '/my/dscsn/rsvt/MyDsctnRsvtView',
  '/my/dscsn/rsvt/MyPageNmbrView',
  '/my/dscsn/cyber/CybdsnDsctnView',
  '/center/qna/cmptn',
  '/my/qna/detail',
  '/my/elrcpt/MypElrcptView',
  '/elrcpt/ElrcptCmptnInfo',
  '/elrcpt/ElrcptRtrcnPopup',
  // the proof forms and the add list name an application too (issue 17)
  ...routes.filter((r) => r.path.startsWith('/elrcpt/prdoc/') && routeValidationRule(r.path)).map((r) => r.path),
]);

let memberCookies: Cookie[] | null = null;

test.beforeEach(async ({ context }, testInfo) => {
  if (testInfo.title.includes('(signed out)')) return;
  if (memberCookies) return context.addCookies(memberCookies);
  await signIn(context);
  memberCookies = await context.cookies();
});

for (const route of routes) {
  const url = route.path + (routeValidationRule(route.path)?.example ?? '');
  const who = walkedSignedOut(route.path) ? ' (signed out)' : '';
  test(`route ${route.path} renders in ${route.area} (${route.layout})${who}`, async ({ page, errors }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    const area = page.locator(`[data-layout="${route.layout}"] [data-remote="${route.area}"]`);
    await expect(area).toBeVisible();
    // the page has real content: a heading
    await expect(area.locator('h1').first()).toBeVisible();
    await expect.poll(() => page.title()).toContain(' | 법률구조 플랫폼');
    const title = await page.title();
    expect(title.replace(' | 법률구조 플랫폼', '').trim().length).toBeGreaterThan(0);
    // no check sent the visitor elsewhere; a page that sends the visitor on does so after its API
    // answers, so the address is polled (the heading of the page it left may be seen first)
    await expect.poll(() => new URL(page.url()).pathname).toBe(landsOn[route.path] ?? route.path);
    // a page that sends the visitor on got its designed refusal first (GET /api/my/info: 403 REAUTH_REQUIRED);
    // a record page's example number belongs to nobody, so its API answers 404 and the page says so
    const expected = route.path === '/my/info' ? /status of 403/ : designed404.has(route.path) ? /status of 404/ : null;
    expect(errors.filter((e) => !(expected && expected.test(e)))).toEqual([]);
  });
}
