import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { expect, hydrated, signIn, test } from './fixtures';

/**
 * No layout shift (issue 15): space for content that arrives late (host → registry → remote entry →
 * chunks → API) is reserved, and the footer never moves. Measured in the browser as Lighthouse does:
 * a buffered PerformanceObserver of 'layout-shift' from navigation on (entries after input left out),
 * CLS = the largest session window (gaps < 1 s, at most 5 s), on a first visit (no font cookie: the
 * system font, as on a newcomer's phone) over a slowed network, so the late parts do arrive late.
 */
const routes = ['/', '/center/faq/list', '/center/ntc/list', '/dscsn/cyber', '/center/gd', '/trms', '/dscsn/inst/DscInstKlaInfo'];
/** Signed in, the header's links and the session timer come from the login status too. */
const memberRoutes = ['/center/ntc/list', '/dscsn/cyber'];
const viewports = [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
];

interface Shift {
  value: number;
  time: number;
  sources: string[];
}
interface Probe {
  shifts: Shift[];
  footerFirst: { top: number; vh: number } | null;
}

/** Runs before any page script: collects the shifts and reads the footer's top at the frame's first paint. */
function installProbe() {
  const w = window as unknown as { __cls: Probe };
  w.__cls = { shifts: [], footerFirst: null };
  const describe = (n: Node | null) => {
    if (!n) return '?';
    if (!(n instanceof Element)) return n.nodeName;
    const cls = typeof n.className === 'string' && n.className ? `.${n.className.trim().split(/\s+/).join('.')}` : '';
    return `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}${cls}`;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
      if (e.hadRecentInput) continue;
      w.__cls.shifts.push({
        value: e.value,
        time: e.startTime,
        sources: (e.sources ?? []).map((s) => `${describe(s.node)} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // the first frame in which the footer is drawn: its top in document coordinates
  const look = () => {
    const footer = document.querySelector('footer.site-footer, [role="contentinfo"]');
    if (footer) {
      const r = footer.getBoundingClientRect();
      w.__cls.footerFirst = { top: r.top + window.scrollY, vh: window.innerHeight };
      return;
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** Lighthouse's CLS: the largest sum of a session window (shifts less than 1 s apart, at most 5 s). */
function sessionCls(shifts: Shift[]): number {
  let best = 0, sum = 0, start = -Infinity, last = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.time - b.time)) {
    if (s.time - last > 1000 || s.time - start > 5000) {
      sum = 0;
      start = s.time;
    }
    sum += s.value;
    last = s.time;
    best = Math.max(best, sum);
  }
  return best;
}

/** A slow phone network (CDP): about 1.6 Mbit/s down, 150 ms round trips. */
async function slowNetwork(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 });
}

/**
 * The page's requests in flight, watched from before its first one. Playwright's own 'networkidle'
 * fires once a document and, when it does not come, says nothing of what kept the page busy; here a
 * wait that runs out names the requests still open.
 */
function watchRequests(page: Page) {
  const open = new Set<Request>();
  let changed = Date.now();
  page.on('request', (r) => {
    open.add(r);
    changed = Date.now();
  });
  const ended = (r: Request) => {
    open.delete(r);
    changed = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** No request open for `quietMs` (as networkidle: 500 ms). */
    quiet: (quietMs = 500) =>
      expect
        .poll(() => (open.size ? `open: ${[...open].map((r) => r.url()).join(', ')}` : Date.now() - changed >= quietMs ? 'quiet' : 'settling'), { timeout: 45_000, intervals: [100] })
        .toBe('quiet'),
  };
}
type Requests = ReturnType<typeof watchRequests>;

/** The page's content is there: no loading state left in the main area, the page built, the network quiet. */
async function contentThere(page: Page, path: string, requests: Requests) {
  if (path === '/') await hydrated(page);
  else await expect(page.locator('main .area-root[data-page-built="true"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('main [role="status"][aria-busy="true"], main .spinner, main .skeleton')).toHaveCount(0, { timeout: 30_000 });
  await requests.quiet();
  await page.waitForTimeout(500); // settle: a shift right after the last answer still counts
}

/**
 * A load whose own static files (the shell's CSS, its remote's entry and chunks) all stay open in the
 * emulated slow network while the server answers every other page: seen in full runs (CI 2026-12-02,
 * and a local run the same day), never with this spec alone. That load is not measured: the page loads once more in a new context, and the log says
 * so. A request of any other kind left open (a poll, an API call) still fails the test at once.
 */
const stalledStaticFiles = (error: unknown) => {
  const open = /open: (.*)"/.exec(String((error as Error)?.message ?? ''))?.[1]?.split(', ') ?? [];
  return open.length > 0 && open.every((u) => /^https?:\/\/[^/]+\/(static|remotes)\/\S+\.(css|js)$/.test(u));
};

async function measure(browser: Browser, path: string, viewport: { width: number; height: number }, member: boolean, tries = 2) {
  // a first visit: no portal_fonts cookie (the fixture's context would be a returning visitor)
  const context = await browser.newContext({ viewport, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  try {
    if (member) await signIn(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(installProbe);
    await slowNetwork(context, page);
    const requests = watchRequests(page);
    await page.goto(path, { waitUntil: 'commit' });
    await contentThere(page, path, requests);
    const probe = await page.evaluate(() => (window as unknown as { __cls: Probe }).__cls);
    const footer = page.locator('footer.site-footer');
    const footerEnd = await footer.evaluate((f) => f.getBoundingClientRect().top + window.scrollY);
    return { probe, footerEnd, errors };
  } catch (error) {
    if (tries <= 1 || !stalledStaticFiles(error)) throw error;
    console.log(`${path} at ${viewport.width}×${viewport.height}: its static files stalled in the emulated network, loaded again`);
  } finally {
    await context.close();
  }
  return measure(browser, path, viewport, member, tries - 1);
}

test.describe.configure({ mode: 'parallel' });

type Case = { path: string; member: boolean; viewport: { width: number; height: number } };
const cases: Case[] = [...routes.map((path) => ({ path, member: false })), ...memberRoutes.map((path) => ({ path, member: true }))].flatMap((c) =>
  viewports.map((viewport) => ({ ...c, viewport })),
);
const caseName = (c: Case) => `${c.path}${c.member ? ' signed in' : ''} at ${c.viewport.width}×${c.viewport.height}`;
/**
 * A page over the slowed network is mostly waiting for bytes: six loads at once, each in its own
 * context with its own emulated network, keep a worker busy where one load at a time left it idle.
 * Each load is checked on its own (soft: every case of a group is reported).
 */
const GROUP = 6;
for (let i = 0; i < cases.length; i += GROUP) {
  const group = cases.slice(i, i + GROUP);
  test(`CLS ≤ 0.1 and the footer does not move: ${group.map(caseName).join(', ')}`, async ({ browser }, info) => {
    test.setTimeout(240_000); // a stalled load is loaded again (stalledStaticFiles)
    const measured = await Promise.all(group.map((c) => measure(browser, c.path, c.viewport, c.member)));
    group.forEach((c, k) => {
      const { probe, footerEnd, errors } = measured[k]!;
      const cls = sessionCls(probe.shifts);
      const total = probe.shifts.reduce((s, x) => s + x.value, 0);
      const line = `CLS ${caseName(c)}: ${cls.toFixed(3)} (sum ${total.toFixed(3)}); footer top ${probe.footerFirst ? Math.round(probe.footerFirst.top) : '–'} → ${Math.round(footerEnd)} (viewport ${c.viewport.height})`;
      console.log(line);
      info.annotations.push({ type: 'cls', description: line });
      for (const s of probe.shifts.filter((x) => x.value >= 0.001)) console.log(`  shift ${s.value.toFixed(4)} @${Math.round(s.time)} ms: ${s.sources.join('; ')}`);
      expect.soft(errors, caseName(c)).toEqual([]);
      expect.soft(cls, line).toBeLessThanOrEqual(0.1);
      // the footer, when its first position is on the first screen, stays where it was first drawn
      expect.soft(probe.footerFirst, `${caseName(c)}: the footer was drawn`).not.toBeNull();
      if (probe.footerFirst && probe.footerFirst.top < probe.footerFirst.vh) expect.soft(Math.round(footerEnd), line).toBe(Math.round(probe.footerFirst.top));
    });
  });
}

// A client navigation fills in late too (the next page's chunk, then its answer): from the notices to
// the FAQ through the side navigation, the shifts after the click (those within 500 ms of it are the
// visitor's own and left out, as in CLS) stay ≤ 0.1 and the footer stays below the first screen.
async function navigationShifts(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  await slowNetwork(context, page);
  const requests = watchRequests(page);
  await page.goto('/center/ntc/list', { waitUntil: 'commit' });
  await contentThere(page, '/center/ntc/list', requests);
  await page.evaluate(() => ((window as unknown as { __cls: Probe }).__cls.shifts = []));
  const nav = page.getByRole('navigation', { name: '고객센터 메뉴' });
  if (viewport.width < 992) await nav.getByRole('button').first().click();
  await nav.locator('a[href="/center/faq/list"]').click();
  await page.waitForURL('**/center/faq/list');
  await expect(page.locator('main [data-result-count]')).toBeVisible({ timeout: 30_000 });
  await contentThere(page, '/center/faq/list', requests);
  const probe = await page.evaluate(() => (window as unknown as { __cls: Probe }).__cls);
  const footer = await page.locator('footer.site-footer').evaluate((f) => f.getBoundingClientRect().top + window.scrollY);
  await context.close();
  return { probe, footer };
}

test(`a client navigation /center/ntc/list → /center/faq/list at ${viewports.map((v) => `${v.width}×${v.height}`).join(' and ')}: CLS ≤ 0.1`, async ({ browser }, info) => {
  test.setTimeout(120_000);
  const measured = await Promise.all(viewports.map((viewport) => navigationShifts(browser, viewport)));
  viewports.forEach((viewport, k) => {
    const { probe, footer } = measured[k]!;
    const cls = sessionCls(probe.shifts);
    const line = `CLS client navigation to /center/faq/list ${viewport.width}×${viewport.height}: ${cls.toFixed(3)}; footer top ${Math.round(footer)} (viewport ${viewport.height})`;
    console.log(line);
    info.annotations.push({ type: 'cls', description: line });
    for (const s of probe.shifts.filter((x) => x.value >= 0.001)) console.log(`  shift ${s.value.toFixed(4)} @${Math.round(s.time)} ms: ${s.sources.join('; ')}`);
    expect.soft(cls, line).toBeLessThanOrEqual(0.1);
    expect.soft(footer, line).toBeGreaterThanOrEqual(viewport.height);
  });
});
