import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A back-office page has drawn its frame and data: the route's title as its h1, no spinner left. */
export async function adminPage(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}
