import type { Page, Request, Route } from '@playwright/test';
import { expect, shellReady, signIn, test } from './fixtures';

// Navigation rules of spec section 2: titles, breadcrumb lookup, route validation, error pages,
// scroll and focus, the /ai guard, the access-page and route-rule checks, and the start-up loads.

const SUFFIX = ' | 법률구조 플랫폼';

/** An in-app navigation the way the router sees a history change (no full page load). */
async function spaNavigate(page: Page, url: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);
}

/** Browser-level lines about failed resources are not errors of our code. */
const ours = (errors: string[]) => errors.filter((e) => !e.includes('Failed to load resource'));

/** Records every h1 text and every remote area that ever appears, from before the first paint. */
async function recordDom(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __seen: { h1: string[]; remotes: string[] } };
    w.__seen = { h1: [], remotes: [] };
    new MutationObserver(() => {
      document.querySelectorAll('h1').forEach((h) => {
        const t = h.textContent ?? '';
        if (t && !w.__seen.h1.includes(t)) w.__seen.h1.push(t);
      });
      document.querySelectorAll('[data-remote]').forEach((r) => {
        const n = r.getAttribute('data-remote') ?? '';
        if (!w.__seen.remotes.includes(n)) w.__seen.remotes.push(n);
      });
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __seen: { h1: string[]; remotes: string[] } }).__seen);
}

const menuUrlOf = (r: Request) => new URL(r.url()).searchParams.get('menuUrl');

test.describe('titles and breadcrumb lookup', () => {
  test("the title is the breadcrumb names joined with ' > ' plus ' | 법률구조 플랫폼'", async ({ page, request, errors }) => {
    const crumbs = (await (await request.get('/api/menu/breadcrumbList?menuUrl=/dscsn/tel/klacInfo')).json()) as { menuName: string }[];
    expect(crumbs.length).toBeGreaterThan(1);
    await page.goto('/dscsn/tel/klacInfo');
    await expect(page).toHaveTitle(crumbs.map((c) => c.menuName).join(' > ') + SUFFIX);
    // navigating on (the header's home link) changes it
    await page.locator('header a.site-logo').click();
    const home = (await (await request.get('/api/menu/breadcrumbList?menuUrl=/')).json()) as { menuName: string }[];
    await expect(page).toHaveTitle(home.length ? home.map((c) => c.menuName).join(' > ') + SUFFIX : '법률구조 플랫폼');
    expect(ours(errors)).toEqual([]);
  });

  for (const [path, lookup] of [
    ['/login/gst/agreement', '/login'],
    ['/login/guide', '/login'],
    ['/login/search/id', '/login/search/id'],
    ['/center/gd/#common-content', '/center/gd'],
  ] as const) {
    test(`${path} is looked up as ${lookup}`, async ({ page }) => {
      const lookups: (string | null)[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/menu/breadcrumbList')) lookups.push(menuUrlOf(r));
      });
      await page.goto(path);
      await shellReady(page);
      // a server-rendered page came with its breadcrumbs, looked up by the server with the same rule
      const served = await page.evaluate(() => {
        const boot = document.getElementById('portal-boot')?.textContent;
        return boot ? ((JSON.parse(boot) as { session?: { breadcrumbsFor?: string } }).session?.breadcrumbsFor ?? null) : null;
      });
      if (served !== null) lookups.push(served);
      await expect.poll(() => lookups).toContain(lookup);
      expect(lookups.every((l) => l === lookup)).toBe(true);
    });
  }
});

test.describe('route validation and error pages', () => {
  test("a detail page without its id is a 404 'Page Not Found: {path}', with it the page renders", async ({ page, errors }) => {
    const bad = await page.goto('/center/ntc/detail');
    expect(bad?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('Page Not Found: /center/ntc/detail')).toBeVisible();
    await expect(page.locator('[data-layout="center"] header')).toBeVisible();

    const good = await page.goto('/center/ntc/detail?nttId=NTT-2026-0001');
    expect(good?.status()).toBe(200);
    await expect(page.locator('[data-remote="center"]')).toBeVisible();

    // the browser applies the same rule on an in-app navigation
    await spaNavigate(page, '/center/faq/detail?faqId=%3Cb%3E');
    await expect(page.getByText('Page Not Found: /center/faq/detail')).toBeVisible();
    expect(ours(errors)).toEqual([]);
  });

  test("the generic error page: 404 'Page Not Found', other statuses 'Internal Server Error'; unmatched 'Page not found'", async ({ page }) => {
    for (const [status, title] of [
      [404, 'Page Not Found'],
      [500, 'Internal Server Error'],
      [503, 'Internal Server Error'],
    ] as const) {
      await page.goto(`/error?status=${status}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('an error while a page mounts is logged and shown as the error page inside the layout', async ({ page, errors }) => {
    // the center remote's page throws while rendering (its code is fetched fine: not a load failure)
    await page.route('**/remotes/center/**/__federation_expose_App*.js', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /default:\(\)=>[A-Za-z_$][\w$]*/,
        'default:()=>function BrokenPage(){throw new Error("page failed while mounting")}',
      );
      await route.fulfill({ status: 200, contentType: 'application/javascript', body });
    });
    await page.goto('/center/gd');
    await expect(page.locator('[data-layout="center"] header')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
    await expect(page.locator('[data-layout="center"] main [data-page="error"]')).toHaveAttribute('data-status', '500');
    await expect.poll(() => errors.some((e) => e.includes('page failed while mounting'))).toBe(true);
    expect(errors.some((e) => e.includes("[portal] page of remote 'center' failed"))).toBe(true);
  });
});

test.describe('scroll and focus', () => {
  test('a route change scrolls to the top; a hash scrolls to its anchor', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 320 } });
    const page = await context.newPage();
    await page.goto('/center/gd');
    await expect(page.locator('[data-remote="center"] h1')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.locator('footer').getByRole('link').first().click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // query-only change: top as well
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await spaNavigate(page, '/center/gd?tab=2');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // with a hash: the anchor, not the top
    await page.evaluate(() => {
      // an anchor far down the page, as content would have it
      const a = document.createElement('div');
      a.id = 'late-anchor';
      a.style.height = '10px';
      document.body.append(a);
      window.scrollTo(0, 0);
    });
    await spaNavigate(page, '/copyright#late-anchor');
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('late-anchor')!.getBoundingClientRect().top)))
      .toBeLessThan(320);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await context.close();
  });

  test('after a path change focus moves to the parent of the first content link; the next Tab lands on that link', async ({ page, errors }) => {
    await page.goto('/');
    await expect(page.locator('[data-page="main"]')).toBeVisible();
    // first load: the shell moves no focus
    expect(await page.evaluate(() => document.querySelector('[data-nav-focus]') === null)).toBe(true);

    const tile = page.locator('[data-page="main"] a[href="/dscsn/cyber"]').first();
    await tile.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dscsn\/cyber$/);
    const area = page.locator('[data-remote="consultation"]');
    await expect(area).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const first = document.querySelector('#main-content .area-root a[href]');
          return !!first && document.activeElement === first.parentElement && first.parentElement!.getAttribute('tabindex') === '-1';
        }),
      )
      .toBe(true);
    const firstHref = await page.evaluate(() => document.querySelector('#main-content .area-root a[href]')!.getAttribute('href'));
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(firstHref);

    // query-only and hash-only changes leave focus where it is
    await page.evaluate(() => document.querySelector<HTMLElement>('#main-content a[href]')!.focus());
    const before = await page.evaluate(() => document.activeElement?.outerHTML);
    await spaNavigate(page, '/dscsn/cyber?x=1');
    await spaNavigate(page, '/dscsn/cyber?x=1#main-content');
    await page.waitForTimeout(300); // give a wrong focus move the chance to happen
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(before);
    expect(errors).toEqual([]);
  });

  test('without a link in the content focus goes to the body: the next Tab is the first stop of the page', async ({ page }) => {
    // strip every link of the page content, as a page without links would have it
    await page.addInitScript(() => {
      new MutationObserver(() => {
        document.querySelectorAll('#main-content .area-root a').forEach((a) => {
          const s = document.createElement('span');
          s.textContent = a.textContent;
          a.replaceWith(s);
        });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/copyright');
    await expect(page.locator('[data-remote="center"] h1')).toBeVisible();
    const footerLink = page.locator('footer a[href="/prvc"]');
    await footerLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/prvc$/);
    await expect(page.locator('[data-remote="center"] h1')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Tab');
    const isFirstStop = await page.evaluate(() => {
      const first = document.querySelector('a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex="0"]');
      return document.activeElement === first;
    });
    expect(isFirstStop).toBe(true);
  });
});

test.describe('/ai needs a signed-in visitor', () => {
  test('anonymous: /ai is replaced by / and never shows', async ({ page }) => {
    const seen = await recordDom(page);
    await page.goto('/ai/result/act');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-page="main"]')).toBeVisible();
    expect((await seen()).remotes).not.toContain('search');

    // in-app: replace, so Back returns to the page before
    await page.goto('/center/gd');
    await expect(page.locator('[data-remote="center"]')).toBeVisible();
    await spaNavigate(page, '/ai');
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/center\/gd$/);
  });

  test('anonymous with a slow login status: the /ai page does not flash before the redirect', async ({ page }) => {
    const seen = await recordDom(page);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // hold the login status (and the access check, so the redirect can only come from the /ai guard)
    await page.route('**/api/login/status', async (route) => {
      await held;
      await route.continue();
    });
    await page.route('**/api/accessPage?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/ai');
    await expect(page.locator('[data-nav-pending]')).toBeVisible();
    await expect(page).toHaveURL(/\/ai$/);
    release();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-page="main"]')).toBeVisible();
    expect((await seen()).remotes).not.toContain('search');
  });

  test('signed in: /ai renders, also when the login status is slow (no redirect before it is known)', async ({ page, context, errors }) => {
    await signIn(context);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/login/status', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/ai/actmain');
    await expect(page.locator('[data-nav-pending]')).toBeVisible();
    await expect(page).toHaveURL(/\/ai\/actmain$/);
    release();
    await expect(page.locator('[data-layout="pub2nd"] [data-remote="search"]')).toBeVisible();
    await expect(page).toHaveURL(/\/ai\/actmain$/);
    expect(errors).toEqual([]);
  });
});

test.describe('route checks on every route change', () => {
  test('breadcrumbs, access page and route rule start together and do not hold the page back', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-page="main"]')).toBeVisible();
    const seen = new Set<string>();
    const held: Route[] = [];
    let allThree!: () => void;
    const together = new Promise<void>((r) => (allThree = r));
    const hold = (name: string) => async (route: Route) => {
      if (!new URL(route.request().url()).search.includes('center')) return route.continue();
      seen.add(name);
      held.push(route);
      if (seen.size === 3) allThree();
    };
    await page.route('**/api/menu/breadcrumbList?*', hold('crumbs'));
    await page.route('**/api/accessPage?*', hold('access'));
    await page.route('**/api/menu/routeRule?*', hold('rule'));
    await spaNavigate(page, '/center/gd');
    // all three are in flight at once (a sequential chain would never get past the first)
    await together;
    // and the page renders while they are still unanswered
    await expect(page.locator('[data-remote="center"] h1')).toBeVisible();
    for (const r of held) await r.continue();
  });

  test('an anonymous visitor on a member page goes where the access check says', async ({ page, request }) => {
    const access = await (await request.get('/api/accessPage?menuUrl=/my/info')).json();
    expect(access.allowed).toBe(false);
    await page.goto('/');
    await expect(page.locator('[data-page="main"]')).toBeVisible();
    await spaNavigate(page, '/my/info');
    await expect(page).toHaveURL(new RegExp(`${access.redirectTo.replace(/[?]/g, '\\?')}$`));
  });

  test('a REDIRECT rule replaces the route in the app; an unmatched alias never flashes Page not found', async ({ page, errors }) => {
    const seen = await recordDom(page);
    await page.goto('/copyright');
    await expect(page.locator('[data-remote="center"]')).toBeVisible();
    await spaNavigate(page, '/center');
    await expect(page).toHaveURL(/\/center\/faq\/list$/);
    await expect(page.locator('[data-layout="center"] [data-remote="center"]')).toBeVisible();
    expect((await seen()).h1).not.toContain('Page not found');
    await page.goBack();
    await expect(page).toHaveURL(/\/copyright$/);

    // rule, then the access check of the page it leads to: /dscsn → 상담 예약 (members) → login
    await spaNavigate(page, '/dscsn');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fdscsn%2Frsvt%2FDscsnRsvtM$/);
    expect((await seen()).h1).not.toContain('Page not found');
    expect(ours(errors)).toEqual([]);
  });

  test('an EXTERNAL rule announces its message, then loads the external site in full', async ({ page, request }) => {
    const rule = await (await request.get('/api/menu/routeRule?path=/dscsn/ext/ccrs')).json();
    expect(rule.action).toBe('EXTERNAL');
    const external = new URL(rule.location);
    await page.route(`${external.origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>외부 기관</title><h1>외부 기관 누리집</h1>' }),
    );
    await page.goto('/');
    await expect(page.locator('[data-page="main"]')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await spaNavigate(page, '/dscsn/ext/ccrs');
    await expect(page.getByRole('alert')).toHaveText(rule.message);
    await expect(page.getByRole('link', { name: '지금 이동하기' })).toHaveAttribute('href', rule.location);
    await page.waitForURL(`${external.origin}/**`);
    await expect(page.getByRole('heading', { name: '외부 기관 누리집' })).toBeVisible();
    // a full page load, not an in-app route
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  });

  test('a check of a page the visitor has left is cancelled: its answer changes nothing', async ({ page }) => {
    await page.goto('/center/gd');
    await expect(page.locator('[data-remote="center"]')).toBeVisible();
    let answered!: () => void;
    const done = new Promise<void>((r) => (answered = r));
    await page.route('**/api/menu/routeRule?path=%2Fdscsn', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ path: '/dscsn', action: 'REDIRECT', location: '/dscsn/rsvt/DscsnRsvtM', message: null }),
      }).catch(() => undefined);
      answered();
    });
    const failed = page
      .waitForEvent('requestfailed', (r) => r.url().includes('/api/menu/routeRule?path=%2Fdscsn'))
      .then(() => undefined, () => undefined);
    await spaNavigate(page, '/dscsn');
    await spaNavigate(page, '/copyright');
    // the late answer arrives, or the shell aborted the check before it went out: either way nothing moves
    await Promise.race([done, failed]);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
    await expect(page).toHaveURL(/\/copyright$/);
    await expect(page.locator('[data-remote="center"] h1')).toBeVisible();
  });
});

test.describe('start-up loads', () => {
  test('login status, GNB and site map load together, once', async ({ page }) => {
    const calls: string[] = [];
    let release!: () => void;
    const allThree = new Promise<void>((r) => (release = r));
    const held = new Set<string>();
    for (const path of ['/api/login/status', '/api/menu/gnb', '/api/menu/siteMap']) {
      await page.route(`**${path}`, async (route) => {
        calls.push(path);
        held.add(path);
        if (held.size === 3) release();
        await allThree; // a chain that waits for one before the next would never get here
        await route.continue();
      });
    }
    await page.goto('/');
    await allThree;
    await expect(page.locator('[data-page="main"]')).toBeVisible();
    await page.locator('footer a[href="/copyright"]').click();
    await expect(page.locator('[data-remote="center"]')).toBeVisible();
    await page.goBack();
    await expect(page.locator('[data-page="main"]')).toBeVisible();
    expect(calls.sort()).toEqual(['/api/login/status', '/api/menu/gnb', '/api/menu/siteMap']);
  });

  test('failed start-up loads are silent: no alert, no console error, the page works', async ({ page, errors }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.route('**/api/login/status', (r) => r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"오류"}' }));
    await page.route('**/api/menu/gnb', (r) => r.abort('failed'));
    await page.route('**/api/menu/siteMap', (r) => r.fulfill({ status: 503, body: '' }));
    await page.goto('/');
    await expect(page.locator('[data-page="main"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[role="alertdialog"], dialog[open]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
    expect(ours(errors)).toEqual([]);
    // the shell still navigates
    await page.locator('footer a[href="/copyright"]').click();
    await expect(page.locator('[data-remote="center"] h1')).toBeVisible();
  });
});
