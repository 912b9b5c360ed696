import type { Locator, Page } from '@playwright/test';

/**
 * Screenshots for docs/screenshots/, taken only when asked (`pnpm screenshots`, E2E_SCREENSHOTS=1):
 * a full-page PNG costs up to a second and a half on the 2-core CI machine, and npm test takes
 * about 160 of them; what the tests prove does not depend on them.
 */
export const docShotsWanted = process.env.E2E_SCREENSHOTS === '1';

/** docs/screenshots/{name}.png of the whole page, or of one part of it. */
export async function docShot(target: Page | Locator, name: string): Promise<void> {
  if (!docShotsWanted) return;
  const path = `../docs/screenshots/${name}.png`;
  if ('goto' in target) await target.screenshot({ path, fullPage: true });
  else await target.screenshot({ path });
}
