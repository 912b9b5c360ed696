import type { Page } from '@playwright/test';
// @ts-expect-error plain ESM helper without types
import { baseURL, contextBaseURL } from '../paths.mjs';
import { expect, hydrated, saveData, test } from './fixtures';
import { createNotice, editorContext } from './center-helpers';
import { memberByApi } from './dscsn-helpers';

// Reading pages come from the server rendered by their remote's own server build, with their data
// (server/src/ssr, host/prerender/entry.tsx); the browser then hydrates that very markup.

/** Reading pages of every built area and what the first HTML must already say. */
const READING = [
  { path: '/center/faq/list', area: 'center', h1: '자주 묻는 질문', text: '법률구조 플랫폼 회원가입은 어떻게 하나요?' },
  { path: '/center/faq/detail?faqId=FAQ-0001', area: 'center', h1: '법률구조 플랫폼 회원가입은 어떻게 하나요?', text: '회원 유형(일반회원, 외국인회원)을 고릅니다.' },
  { path: '/center/ntc/list', area: 'center', h1: '공지사항', text: '공단·플랫폼을 사칭한 문자메시지 주의 안내' },
  { path: '/center/gd', area: 'center', h1: '이용 안내', text: '' },
  { path: '/trms', area: 'center', h1: '이용약관', text: '제1조' },
  { path: '/dscsn/cyber', area: 'consultation', h1: '사이버상담', text: '' },
  { path: '/dscsn/inst/DscInstKlaInfo', area: 'consultation', h1: '대한법률구조공단', text: '경제적으로 어렵거나 법을 몰라' },
  { path: '/plt/guide', area: 'services', h1: '플랫폼 이용 안내', text: '' },
  { path: '/plt/inst', area: 'services', h1: '참여 기관', text: '한국가정법률상담소' },
] as const;

const bootData = (html: string) => JSON.parse(/<script type="application\/json" id="portal-boot">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as {
  ssr?: { area: string; route: string };
  queries?: { queries: unknown[] };
  session?: { breadcrumbs: { menuName: string }[] };
} | null;

test('every reading page’s first HTML holds its content, its title, its data for the browser and its remote’s files', async ({ request }) => {
  for (const r of READING) {
    const res = await request.get(r.path);
    expect(res.status(), r.path).toBe(200);
    const html = await res.text();
    expect(html, r.path).toContain('data-prerendered');
    expect(html, r.path).toMatch(new RegExp(`<h1[^>]*>(<span[^>]*>Q\\.</span> <!-- -->)?${r.h1.replace(/[?.]/g, '\\$&')}`));
    if (r.text) expect(html, r.path).toContain(r.text);
    // the page's data, fetched once on the server, and which page was rendered
    const boot = bootData(html);
    expect(boot?.ssr?.area, r.path).toBe(r.area);
    if (r.text) expect(boot?.queries?.queries.length, r.path).toBeGreaterThan(0);
    // the breadcrumbs are in the title already
    expect(html, r.path).toMatch(/<title>[^<]+ \| 법률구조 플랫폼<\/title>/);
    // the remote's entry and first chunks are asked for early, its stylesheet is linked
    expect(html, r.path).toMatch(new RegExp(`<link rel="preload" as="script" href="/remotes/${r.area}/[\\w.-]+/remoteEntry\\.js">`));
    expect(html, r.path).toMatch(new RegExp(`<link rel="stylesheet" href="/remotes/${r.area}/[\\w.-]+/static/css/`));
    // the markup reads in order: nothing sent out of line for a script to swap in
    expect(html, r.path).not.toContain('<template');
    expect(html, r.path).not.toMatch(/\$RC|\$RB/);
  }
  // a page that needs the visitor's session: the frame from the server, the page in the browser
  const mine = await (await request.get('/my/qna/list')).text();
  expect(mine).toContain('data-prerendered');
  expect(bootData(mine)?.ssr).toBeUndefined();
  expect(mine).toContain('site-footer');
});

test('without scripts a reading page is usable: its links, its pages and its search work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const r of READING) {
    await page.goto(r.path);
    await expect(page.getByRole('heading', { level: 1, name: r.h1 })).toBeVisible();
    await expect(page.locator(`[data-remote="${r.area}"][data-page-built="true"]`)).toHaveCount(1);
    await expect(page.locator('footer')).toBeVisible();
  }
  await page.goto('/center/faq/list');
  // a record link
  await page.getByRole('link', { name: /답변 보기.*법률구조 플랫폼 회원가입은 어떻게 하나요/ }).click();
  await expect(page).toHaveURL(/\/center\/faq\/detail\?faqId=FAQ-0001$/);
  await expect(page.getByText('회원 유형(일반회원, 외국인회원)을 고릅니다.')).toBeVisible();
  // the search, as a plain GET form, keeps the chosen category
  await page.goto('/center/faq/list?category=HOUSING');
  await page.getByRole('searchbox', { name: '검색어' }).fill('보증금');
  await page.getByRole('searchbox', { name: '검색어' }).press('Enter');
  await expect(page).toHaveURL(/\/center\/faq\/list\?category=HOUSING&keyword=%EB%B3%B4%EC%A6%9D%EA%B8%88$/);
  await expect(page.getByText('‘보증금’ 검색 결과', { exact: false })).toBeVisible();
  // the next page of results
  await page.goto('/center/faq/list');
  await page.getByRole('navigation', { name: '자주 묻는 질문 페이지' }).getByRole('link', { name: '2 페이지', exact: true }).click();
  await expect(page).toHaveURL(/\/center\/faq\/list\?page=2$/);
  await expect(page.locator('[aria-current="page"]', { hasText: '2' })).toHaveCount(1);
  await context.close();
});

/** Holds the remote's exposed module until released, as on a slow phone. */
async function holdRemote(page: Page, area: string) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(`**/remotes/${area}/**/__federation_expose_App.*.js`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the browser hydrates the server’s markup: same nodes, no warning, no second fetch of the data, and what was typed stays', async ({ page, errors }) => {
  const dataCalls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/center\/faq/.test(r.url())) dataCalls.push(r.url());
  });
  const release = await holdRemote(page, 'center');
  await page.goto('/center/faq/list', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: '검색어' });
  await expect(search).toBeVisible();
  await page.evaluate(() => {
    const w = window as unknown as { before: (Element | null)[] };
    w.before = [document.querySelector('h1'), document.querySelector('[data-page="faq-list"] li'), document.querySelector('footer')];
  });
  await search.fill('보증금');
  release();
  await hydrated(page);
  // hydration kept the nodes (a replacement would repaint the page and lose what was typed)
  expect(
    await page.evaluate(() => {
      const w = window as unknown as { before: (Element | null)[] };
      const now = [document.querySelector('h1'), document.querySelector('[data-page="faq-list"] li'), document.querySelector('footer')];
      return w.before.every((el, i) => el !== null && el === now[i]);
    }),
  ).toBe(true);
  await expect(search).toHaveValue('보증금');
  // the list's data came with the page
  expect(dataCalls).toEqual([]);
  // the page is the app's now: the search is a client-side navigation (the window survives)
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await search.press('Enter');
  await expect(page).toHaveURL(/\/center\/faq\/list\?keyword=%EB%B3%B4%EC%A6%9D%EA%B8%88$/);
  await expect(page.getByText('‘보증금’ 검색 결과', { exact: false })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // a link too, and the next page is a client render (its data fetched by the browser)
  await page.locator('[data-accordion] button').first().click();
  await page.getByRole('link', { name: /자세히 보기/ }).first().click();
  await expect(page).toHaveURL(/\/center\/faq\/detail\?faqId=/);
  await expect(page.locator('[data-page="faq-detail"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(dataCalls.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

/** Every route the remotes list as server-rendered (`serverRendered` in each remote’s src/pages.ts), with a record where it needs one. */
const SERVER_RENDERED = [
  ...['/center/faq/list', '/center/faq/detail?faqId=FAQ-0002', '/center/ntc/list', '/center/ntc/detail?nttId=NTT-2026-0002', '/center/gd', '/trms', '/trms/trmsView', '/trms/test2', '/prvc', '/copyright', '/etc/terms', '/customer/inst/inst'],
  ...['/dscsn/cyber', '/dscsn/intv', '/dscsn/tel', '/dscsn/tel/klacInfo', '/dscsn/tel/LhdTelInfo', '/dscsn/inst/DscInstKlaInfo', '/dscsn/inst/DscInstLhdInfo', '/dscsn/inst/DscInstLhmInfo', '/dscsn/inst/DscInstLqaInfo', '/dscsn/inst/ccrs', '/dscsn/inst/csa', '/dscsn/inst/fwc'],
  ...['/elrcpt/gd', '/elrcpt/atrpr', '/elrcpt/slfdgns/SlfdgnsInfo'],
  ...['/law-case', '/law-case?case=95%EB%8B%A430338', '/law-case?law=%EC%A3%BC%ED%83%9D%EC%9E%84%EB%8C%80%EC%B0%A8%EB%B3%B4%ED%98%B8%EB%B2%95&jo=3', '/statuteinfo/discussion/list', '/statuteinfo/discussion/detail?caseId=DSC-001', '/statuteinfo/legalaid/list', '/statuteinfo/legalaid/detail?caseId=LAC-001', '/statuteinfo/template/korea/list', '/statuteinfo/template/supremecourt/list'],
  ...['totalresult', 'basicresult', 'basicresultLlm', 'publicresult', 'researchresult', 'exampleresult', 'formresult', 'serviceresult', 'etcresult', 'empty'].map((p) => `/search/${p}?q=${encodeURIComponent('보증금')}`),
  `/search/emptytab?tab=form&q=${encodeURIComponent('보증금')}`,
  ...['/plt/intr', '/plt/service', '/plt/prgrs', '/plt/system', '/plt/guide', '/plt/inst', '/plt/inst?category=LEGAL_AID'],
  ...['/servicetype', '/servicetype/list?type=COUNSEL', '/servicetype/detail?id=KLAC-COUNSEL', '/servicepvsn', '/servicepvsn/list?category=LEGAL_AID', '/servicepvsn/detail?inst=KLAC', '/servicepvsn/boardDetail?inst=KLAC', '/servicepvsn/boardDetail?inst=KLAC&nttId=INST-KLAC-2013-0001'],
];

test('every server-rendered page hydrates without a warning, and its remote part is the app’s', async ({ page, errors }) => {
  test.setTimeout(120_000);
  // the page's own stylesheets only: under save-data the idle prefetch (tests/prefetch.spec.ts) does not
  // fetch the next page's code and styles, which this page neither links nor uses
  await saveData(page);
  for (const url of SERVER_RENDERED) {
    const res = await page.goto(url);
    expect(res!.status(), url).toBe(200);
    const html = await res!.text();
    expect(bootData(html)?.ssr, url).toBeTruthy();
    await expect(page.locator('[data-page-built="true"]'), url).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
    // every stylesheet of the remote's page came with the HTML: nothing restyles (and moves) when the remote loads
    await page.waitForLoadState('networkidle');
    const linked = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.startsWith('/remotes/') && p.endsWith('.css')),
    );
    expect(loaded.filter((p) => !linked.includes(p)), url).toEqual([]);
    expect(errors, url).toEqual([]);
  }
  // focus after a client navigation, as for any page (spec section 2)
  await page.goto('/center/ntc/list');
  await page.locator('.side-nav').getByRole('link', { name: '자주 묻는 질문' }).click();
  await expect(page).toHaveURL(/\/center\/faq\/list$/);
  await expect(page).toHaveTitle('고객센터 > 자주 묻는 질문 | 법률구조 플랫폼');
  expect(errors).toEqual([]);
});

test('a part that goes before it hydrated does not hold the page back: the shell redirects while the satisfaction form’s chunk is still on its way', async ({ page }) => {
  // /ai/result/act (anonymous) comes with its frame and satisfaction box; the shell sends the visitor
  // to / before the form's chunk arrives, so that markup never hydrates and must stop being waited for
  let seen!: (url: string) => void;
  const satisfactionChunk = new Promise<string>((resolve) => (seen = resolve));
  await page.route('**/static/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    // fulfilled from the copy taken here: the fetched response may be disposed while the chunk is held
    const copy = { status: response.status(), headers: response.headers(), body };
    // the form's own message, not the word alone: the shell's route tables name 만족도 pages too
    if (!body.includes('만족도를 선택해 주세요')) return route.fulfill(copy);
    seen(route.request().url());
    // released only once the main page shows and the box (with its waiting markup) is gone
    await page.waitForFunction(() => location.pathname === '/' && !!document.querySelector('[data-page="main"]') && !document.querySelector('.satisfaction'));
    return route.fulfill(copy);
  });
  await page.goto('/ai/result/act', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/$/);
  await hydrated(page);
  // the scenario happened: the form's chunk was asked for and held
  expect(await satisfactionChunk).toMatch(/\.js$/);
  await expect(page.locator('[data-page="main"]')).toBeVisible();
});

test('under the context path a reading page is rendered on the server with its links under the path', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto(`${contextBaseURL}/center/faq/list`);
  expect(res!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible();
  const html = await res!.text();
  expect(html).toMatch(/<link rel="preload" as="script" href="\/portal\/remotes\/center\/[\w.-]+\/remoteEntry\.js">/);
  await page.getByRole('link', { name: /답변 보기.*법률구조 플랫폼 회원가입은 어떻게 하나요/ }).click();
  await expect(page).toHaveURL(`${contextBaseURL}/center/faq/detail?faqId=FAQ-0001`);
  await expect(page.getByRole('heading', { level: 1, name: /법률구조 플랫폼 회원가입은 어떻게 하나요/ })).toBeVisible();
  await expect(page.getByText('회원 유형(일반회원, 외국인회원)을 고릅니다.')).toBeVisible();
  await context.close();
});

test('a view of a record counts once per visitor, though the server fetched it for the page', async ({ browser }) => {
  const context = await browser.newContext({ baseURL });
  // a notice no other test opens: the last of the second page
  const views = async () => ((await (await context.request.get('/api/center/ntc?page=2')).json()) as { items: { nttId: string; viewCount: number }[] }).items.at(-1)!;
  const first = await views();
  const page = await context.newPage();
  await page.goto(`/center/ntc/detail?nttId=${first.nttId}`);
  await page.reload();
  await page.goto(`/center/ntc/detail?nttId=${first.nttId}`);
  const after = (await views()).viewCount;
  expect(after - first.viewCount).toBeLessThanOrEqual(1);
  await context.close();
});

// Rendered anonymous pages are kept (server/src/ssr/render-cache.ts) under the data version the
// database moves on every publish, the build (registry) and the minute: never stale past a publish.
test('a kept reading page: the repeat comes from the cache, and the request after an editor publishes shows the new notice', async ({ request, playwright }) => {
  const tag = `캐시시험${Date.now().toString(36)}`;
  const list = async () => {
    const r = await request.get(`/center/ntc/list?searchType=TITLE&keyword=${encodeURIComponent(tag)}`);
    expect(r.status()).toBe(200);
    return { cache: r.headers()['x-page-cache'], html: await r.text() };
  };
  expect((await list()).html).not.toContain(`${tag} 공지`);
  // (polled: a request that falls in the next minute renders anew, the one after it is kept)
  await expect.poll(async () => (await list()).cache).toBe('hit');

  const editor = await editorContext(playwright);
  await createNotice(editor, { title: `${tag} 공지`, bodyHtml: '<p>새로 게시한 공지입니다.</p>' });
  await editor.dispose();
  const after = await list();
  expect(after.cache).toBe('miss');
  expect(after.html).toContain(`${tag} 공지`);
  await expect.poll(async () => (await list()).cache).toBe('hit');
});

test('a signed-in visitor’s name never reaches a page served to an anonymous visitor', async ({ browser }) => {
  const signedIn = await browser.newContext({ baseURL });
  const anonymous = await browser.newContext({ baseURL });
  const { person } = await memberByApi(signedIn);
  const page = await signedIn.newPage();
  await page.goto('/center/faq/list');
  await hydrated(page);
  // the member sees their name (the browser fills it in after the anonymous server render)
  await expect(page.locator('.user-links__name')).toContainText(person.name);
  for (const path of ['/center/faq/list', '/center/ntc/list', '/center/faq/list']) {
    // the member's own first HTML, then the anonymous visitor's (possibly the kept copy of it)
    expect(await (await signedIn.request.get(path)).text()).not.toContain(person.name);
    const anon = await anonymous.request.get(path);
    expect(await anon.text()).not.toContain(person.name);
  }
  const anonPage = await anonymous.newPage();
  await anonPage.goto('/center/faq/list');
  await hydrated(anonPage);
  await expect(anonPage.locator('body')).not.toContainText(person.name);
  await expect(anonPage.getByRole('link', { name: '로그인' }).first()).toBeVisible();
  await signedIn.close();
  await anonymous.close();
});
