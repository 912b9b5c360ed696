// Chromium's switches for the browser suite. Chromium reads only the last --disable-features, so the
// features turned off here are added to Playwright's own list (read from the installed playwright-core),
// never put in its place.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The omnibox popup pages (chrome://omnibox-popup.top-chrome/) that Chromium 15x preloads in a renderer
 * of their own for every window: each test's context is a new window, so each paid for a page it never shows.
 */
const ALSO_DISABLED = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The features Playwright disables (its chromiumSwitches), or null when this version's list cannot be read. */
export function playwrightDisabledFeatures() {
  try {
    const require = createRequire(import.meta.url);
    const test = path.dirname(require.resolve('@playwright/test/package.json'));
    const core = path.dirname(require.resolve('playwright-core/package.json', { paths: [test] }));
    const source = readFileSync(path.join(core, 'lib', 'coreBundle.js'), 'utf8');
    const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(source)?.[1];
    const names = list ? [...list.matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((m) => m[1]) : [];
    return names.length ? names : null;
  } catch {
    return null;
  }
}

/** `--disable-features` with Playwright's list and ours; nothing (Playwright's list alone) when its list is unknown. */
export function disableFeaturesArg() {
  const theirs = playwrightDisabledFeatures();
  if (!theirs) console.warn('! e2e/chromium-args.mjs: Playwright’s list of disabled features was not found; the omnibox popups stay on');
  return theirs ? [`--disable-features=${[...theirs, ...ALSO_DISABLED].join(',')}`] : [];
}
