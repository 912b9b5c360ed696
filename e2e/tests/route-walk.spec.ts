import type { Cookie } from '@playwright/test';
import { routes, routeValidationRule } from '@portal/contracts';
import { showcaseRoutes } from '../../shared/ui/src/showcase/routes';
import { expect, hydrated, signIn, test } from './fixtures';

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

// Every route renders its built page (issue 35), never the honest 준비 중 page that also has a heading
// and a title (that page is reached by deploying a remote version without the page: deploy-rollback.spec.ts).

/**
 * The walk in groups of at most GROUP routes of one area, each group one page whose loads share the
 * browser's cache of the shell and the area's remote (as a visitor's do): every route is still a full
 * page load from its address, checked in its own step, and a failing route does not stop its group.
 */
const GROUP = 24;
const groups: { key: string; name: string; list: (typeof routes)[number][]; signedOut: boolean }[] = [];
// the UI kit's showcase pages are each opened and checked the same way by uikit-components.spec.ts
const showcase = new Set<string>(showcaseRoutes);
for (const route of routes.filter((r) => !showcase.has(r.path))) {
  const signedOut = walkedSignedOut(route.path);
  const key = `${route.area}${signedOut ? ' (signed out)' : ''}`;
  let group = groups.findLast((g) => g.key === key);
  if (!group || group.list.length >= GROUP) {
    const n = groups.filter((g) => g.key === key).length;
    groups.push((group = { key, name: n ? `${key} ${n + 1}` : key, list: [], signedOut }));
  }
  group.list.push(route);
}

let memberCookies: Cookie[] | null = null;

for (const group of groups) {
  test(`routes of ${group.name}: ${group.list.length} render in their area and layout`, async ({ page, context, errors }) => {
    test.setTimeout(30_000 + group.list.length * 15_000);
    if (!group.signedOut) {
      if (!memberCookies) {
        await signIn(context);
        memberCookies = await context.cookies();
      } else await context.addCookies(memberCookies);
    }
    for (const route of group.list) {
      const url = route.path + (routeValidationRule(route.path)?.example ?? '');
      await test.step(`${route.path} renders in ${route.area} (${route.layout})`, async () => {
        // what the page before logged until its document was replaced is that page's, already checked
        const response = await page.goto(url, { waitUntil: 'commit' });
        errors.length = 0;
        await page.waitForLoadState('load');
        await hydrated(page);
        expect.soft(response?.status(), url).toBe(200);
        const area = page.locator(`[data-layout="${route.layout}"] [data-remote="${route.area}"]`);
        await expect.soft(area, url).toBeVisible();
        await expect.soft(area, `${url}: built page`).toHaveAttribute('data-page-built', 'true');
        // the page has real content: a heading
        await expect.soft(area.locator('h1').first(), url).toBeVisible();
        await expect.soft.poll(() => page.title(), { message: url }).toContain(' | 법률구조 플랫폼');
        const title = await page.title();
        expect.soft(title.replace(' | 법률구조 플랫폼', '').trim().length, url).toBeGreaterThan(0);
        // no check sent the visitor elsewhere; a page that sends the visitor on does so after its API
        // answers, so the address is polled (the heading of the page it left may be seen first)
        await expect.soft.poll(() => new URL(page.url()).pathname, { message: url }).toBe(landsOn[route.path] ?? route.path);
        // a page that sends the visitor on got its designed refusal first (GET /api/my/info: 403 REAUTH_REQUIRED);
        // a record page's example number belongs to nobody, so its API answers 404 and the page says so
        const expected = route.path === '/my/info' ? /status of 403/ : designed404.has(route.path) ? /status of 404/ : null;
        expect.soft(errors.filter((e) => !(expected && expected.test(e))), url).toEqual([]);
      });
    }
  });
}
