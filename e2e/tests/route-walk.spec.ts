import { routes } from '@portal/contracts';
import { expect, test } from './fixtures';

// Every route of routes.txt renders inside its area's remote and layout, titled, with no console error.
for (const route of routes) {
  test(`route ${route.path} renders in ${route.area} (${route.layout})`, async ({ page, errors }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    const area = page.locator(`[data-layout="${route.layout}"] [data-remote="${route.area}"]`);
    await expect(area).toBeVisible();
    // the page has real content: a heading
    await expect(area.locator('h1').first()).toBeVisible();
    await expect.poll(() => page.title()).toContain(' | 법률구조 플랫폼');
    const title = await page.title();
    expect(title.replace(' | 법률구조 플랫폼', '').trim().length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
}
