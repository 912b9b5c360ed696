import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** The rules the portal is held to: WCAG 2.1 A and AA (KWCAG 2.2 follows them). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What a scan found: each violated rule with the elements (CSS selectors) that break it. */
export type AxeViolation = { id: string; impact: string | null; nodes: { target: string[] }[] };

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * An axe scan of the page (or of the part `include` selects), WCAG 2.1 A and AA rules only.
 *
 * axe-core runs inside the page (what `@axe-core/playwright`'s legacy mode did), but is put into a
 * document once: that wrapper sent its 550 KB source twice every scan, and a page is scanned at two
 * widths and after its dialogs open. Only violations cross back (a scan's passes describe about 90
 * rules node by node). Same-origin frames get axe too, as the wrapper did; the portal has none
 * (RichText drops iframes from stored HTML).
 */
export async function axeScan(page: Page, include?: string): Promise<AxeViolation[]> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => typeof window.axe?.run === 'function').catch(() => true)) continue;
    await frame.evaluate(axe.source);
    await frame.evaluate(() => window.axe!.configure({ allowedOrigins: ['<same_origin>'] }));
  }
  return page.evaluate(
    async ({ include, tags }) => {
      const results = await window.axe!.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, nodes: v.nodes.map((n) => ({ target: n.target.map(String) })) }));
    },
    { include, tags: WCAG_21_AA },
  );
}

/** Each violation as one line, `rule: selector, selector`, for a failure message that names the elements. */
export const violationLines = (violations: AxeViolation[]) => violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
