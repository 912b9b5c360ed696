import type { Cookie } from '@playwright/test';
import { routes, routeValidationRule } from '@portal/contracts';
import { expect, signIn, test } from './fixtures';

// Every route of routes.txt renders inside its area's remote and layout, titled, with no console error.
// The walk is signed in (/ai and member pages send anonymous visitors away: navigation.spec.ts tests
// that); one sandbox session per worker serves all its routes. A route with a validation step gets
// the example query of its rule (without it, it is a 404: navigation.spec.ts).

let memberCookies: Cookie[] | null = null;

test.beforeEach(async ({ context }) => {
  if (memberCookies) return context.addCookies(memberCookies);
  await signIn(context);
  memberCookies = await context.cookies();
});

for (const route of routes) {
  const url = route.path + (routeValidationRule(route.path)?.example ?? '');
  test(`route ${route.path} renders in ${route.area} (${route.layout})`, async ({ page, errors }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    const area = page.locator(`[data-layout="${route.layout}"] [data-remote="${route.area}"]`);
    await expect(area).toBeVisible();
    // the page has real content: a heading
    await expect(area.locator('h1').first()).toBeVisible();
    await expect.poll(() => page.title()).toContain(' | 법률구조 플랫폼');
    const title = await page.title();
    expect(title.replace(' | 법률구조 플랫폼', '').trim().length).toBeGreaterThan(0);
    // no check sent the visitor elsewhere
    expect(new URL(page.url()).pathname).toBe(route.path);
    expect(errors).toEqual([]);
  });
}
