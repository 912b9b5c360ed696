import type { Page } from '@playwright/test';
import { routes } from '@portal/contracts';
import { clickClosingWindow, expect, test } from './fixtures';
import { axeAtWidths, realErrors } from './member-helpers';

// The platform pages of the services remote (issue 20): /plt/intr, /plt/service, /plt/prgrs,
// /plt/system, /plt/guide and the content popup /popup/lasp/content. Each opens as a built page (never
// /ready) with its heading and key content; the system figure has its text alternative; the guide's
// accordion works from the keyboard; the popup shows a section, a Korean message for an unknown id,
// and closes; axe finds nothing at 1280 and 360 px.

const main = (page: Page) => page.locator('#main-content');

async function opensBuilt(page: Page, path: string, h1: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const area = page.locator('[data-remote="services"]');
  await expect(area).toHaveAttribute('data-page-built', 'true');
  await expect(page.getByText('페이지는 준비 중입니다')).toHaveCount(0);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText(h1);
}

test('/plt/intr says what the platform is, whom it serves, what one can do here and its legal basis', async ({ page, errors }) => {
  await opensBuilt(page, '/plt/intr', '법률구조 플랫폼 소개');
  for (const h of ['법률구조란 무엇인가요', '누구를 위한 곳인가요', '여기서 할 수 있는 일', '법적 근거: 법률구조법']) await expect(main(page).getByRole('heading', { level: 2, name: h })).toBeVisible();
  const tasks = page.locator('#intr-do .pt-card');
  await expect(tasks).toHaveCount(5);
  for (const [name, href] of [
    ['쉬운 서비스 찾기', '/myservice/easysearch'],
    ['자가진단 안내', '/elrcpt/slfdgns/SlfdgnsInfo'],
    ['상담 예약', '/dscsn/rsvt/DscsnRsvtM'],
    ['법률구조 신청', '/elrcpt/aply'],
    ['마이페이지', '/my/main/MyPageInfo'],
  ]) {
    await expect(tasks.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  // the articles of 법률구조법 open on the portal's own statute page
  const art1 = main(page).getByRole('link', { name: '제1조(목적)' });
  await expect(art1).toHaveAttribute('href', `/law-case?law=${encodeURIComponent('법률구조법')}&jo=1`);
  await art1.click();
  await expect(page).toHaveURL(/\/law-case\?law=/);
  await expect(page.locator('[data-remote="statute"]')).toContainText('법률구조');
  await page.goBack();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('법률구조 플랫폼 소개');
  await axeAtWidths(page, 'plt-intr');
  expect(realErrors(errors)).toEqual([]);
});

test('/plt/service lists the services in four groups, each linking to a real route', async ({ page, errors }) => {
  const known = new Set(routes.map((r) => r.path));
  await opensBuilt(page, '/plt/service', '주요 서비스');
  for (const g of ['기관·서비스 찾기', '법률구조 서비스', '맞춤형 법률정보', '참여기관 연계']) await expect(main(page).getByRole('heading', { level: 2, name: g })).toBeVisible();
  const links = await main(page).locator('a[href^="/"]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThan(20);
  for (const href of links) expect(known.has(href.split(/[?#]/)[0]), href).toBe(true);
  for (const p of ['/myservice/easysearch', '/myservice/lawmap', '/servicetype', '/servicepvsn', '/one-stop', '/dscsn/rsvt/DscsnRsvtM', '/elrcpt/gd', '/elrcpt/slfdgns/SlfdgnsInfo', '/search/totalresult', '/ai']) {
    expect(links, p).toContain(p);
  }
  await main(page).getByRole('link', { name: '통합검색', exact: true }).first().click();
  await expect(page).toHaveURL(/\/search\/totalresult/);
  await page.goBack();
  await axeAtWidths(page, 'plt-service');
  expect(realErrors(errors)).toEqual([]);
});

test('/plt/prgrs shows the milestones as a timeline, with its sources', async ({ page, errors }) => {
  await opensBuilt(page, '/plt/prgrs', '추진 경과');
  const platform = page.getByRole('list', { name: '법률구조 플랫폼 추진 경과' });
  await expect(platform.getByRole('listitem')).toHaveCount(7);
  await expect(platform.locator('time').first()).toHaveAttribute('dateTime', '2022-07');
  await expect(platform).toContainText('1단계 서비스를 열었습니다');
  await expect(platform.locator('time[datetime="2026-01"]')).toHaveText('2026년 1월');
  await expect(page.getByRole('list', { name: '이 누리집의 구현 기록' }).getByRole('listitem')).toHaveCount(4);
  await expect(main(page).locator('.pt-source').first()).toContainText('출처');
  await axeAtWidths(page, 'plt-prgrs');
  expect(realErrors(errors)).toEqual([]);
});

test('/plt/system: the diagram is a figure with a caption and a full text alternative', async ({ page, errors }) => {
  await opensBuilt(page, '/plt/system', '시스템 구성');
  const figure = page.locator('figure[data-system-figure]');
  await expect(figure).toHaveAccessibleName(/시스템 구성도/);
  const svg = figure.getByRole('img', { name: '이 누리집의 시스템 구성도', exact: true });
  await expect(svg).toBeVisible();
  await expect(svg).toHaveAccessibleDescription(/데이터 흐름 1~7/);
  // every remote, every adapter and the numbered flows are said in words too
  const parts = page.locator('[data-system-parts]');
  for (const name of ['consultation', 'application', 'mypage', 'search', 'statute', 'membership', 'center', 'services', 'openapi', 'uikit', 'backoffice']) {
    await expect(figure.locator('svg')).toContainText(name);
    await expect(parts).toContainText(name);
  }
  for (const a of ['본인확인', '문자·메일 발송', '전자서명', '행정정보 공동이용', '전자문서지갑', '화상상담', 'AI 언어모델']) await expect(parts).toContainText(a);
  const flows = page.locator('[data-system-flows] > li');
  await expect(flows).toHaveCount(7);
  await expect(figure.locator('.pt-svg-badge')).toHaveCount(7);
  await expect(flows.nth(1)).toContainText('/registry.json');
  await expect(flows.nth(4)).toContainText('PostgreSQL');
  // the picture scrolls sideways on a phone; its region takes the keyboard focus
  await axeAtWidths(page, 'plt-system');
  expect(realErrors(errors)).toEqual([]);
});

test('/plt/guide: the accordion opens and closes from the keyboard; 모두 펼치기 opens every item', async ({ page, errors }) => {
  await opensBuilt(page, '/plt/guide', '플랫폼 이용 안내');
  const items = page.locator('[data-guide]');
  await expect(items).toHaveCount(8);
  const rsvt = page.locator('[data-guide="rsvt"]');
  const summary = rsvt.locator('summary');
  await expect(rsvt).not.toHaveAttribute('open', '');
  await expect(rsvt.getByRole('link', { name: '상담 예약', exact: true })).toBeHidden();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(rsvt).toHaveAttribute('open', '');
  await expect(rsvt.getByRole('link', { name: '상담 예약', exact: true })).toBeVisible();
  await expect(rsvt.locator('.pt-steps > li')).toHaveCount(4);
  await page.keyboard.press('Space');
  await expect(rsvt).not.toHaveAttribute('open', '');
  // Tab reaches the next item's summary, Space opens it
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-guide="cyber"] summary')).toBeFocused();
  await page.keyboard.press(' ');
  await expect(page.locator('[data-guide="cyber"]')).toHaveAttribute('open', '');
  await page.getByRole('button', { name: '모두 펼치기' }).click();
  await expect(page.locator('[data-guide][open]')).toHaveCount(8);
  await axeAtWidths(page, 'plt-guide');
  await page.getByRole('button', { name: '모두 접기' }).click();
  await expect(page.locator('[data-guide][open]')).toHaveCount(0);
  expect(realErrors(errors)).toEqual([]);
});

test('/plt/guide opens a section in the content popup, whose 창 닫기 closes the window', async ({ page, errors }) => {
  await page.goto('/plt/guide');
  const find = page.locator('[data-guide="find"]');
  await find.locator('summary').click();
  const [popup] = await Promise.all([page.waitForEvent('popup'), find.getByRole('link', { name: /이 안내를 새 창으로 보기/ }).click()]);
  await expect(popup).toHaveURL(/\/popup\/lasp\/content\?id=find$/);
  await expect(popup.locator('[data-layout="empty"]')).toBeVisible();
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('내 문제에 맞는 기관과 서비스 찾기');
  await expect(popup.getByRole('link', { name: /쉬운 서비스 찾기/ })).toHaveAttribute('target', '_blank');
  await clickClosingWindow(popup, popup.getByRole('button', { name: '창 닫기' }));
  expect(popup.isClosed()).toBe(true);
  expect(realErrors(errors)).toEqual([]);
});

test('/popup/lasp/content shows a section by ?id=, and a Korean message with the list for an unknown or missing id', async ({ page, errors }) => {
  const res = await page.goto('/popup/lasp/content?id=rsvt');
  expect(res?.status()).toBe(200);
  await expect(page.locator('[data-layout="empty"] [data-remote="services"]')).toHaveAttribute('data-page-built', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('법률상담 예약하기(방문·전화·화상)');
  await expect(page.locator('.pt-steps > li')).toHaveCount(4);
  await axeAtWidths(page, 'plt-popup');

  for (const url of ['/popup/lasp/content?id=%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/popup/lasp/content?id=nothing', '/popup/lasp/content']) {
    const r = await page.goto(url);
    expect(r?.status(), url).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('안내 내용을 찾을 수 없습니다');
    await expect(page.locator('[data-content-missing]')).toContainText('아래 목록에서 보실 안내를 골라 주세요.');
    await expect(page.locator('.pt-popup__others a')).toHaveCount(8);
  }
  await axeAtWidths(page, 'plt-popup-missing');
  // opened by hand (not by a script), the window cannot close itself: the page says how to close it
  await page.getByRole('button', { name: '창 닫기' }).click();
  await expect(page.locator('[data-close-failed]')).toContainText('탭 닫기');
  // a section chosen from the list
  await page.locator('.pt-popup__others').getByRole('link', { name: '글로 묻고 답변 받기(사이버상담)' }).click();
  await expect(page).toHaveURL(/id=cyber$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('글로 묻고 답변 받기(사이버상담)');
  expect(realErrors(errors)).toEqual([]);
});

test('/plt/inst: the three cooperation stages and the participating institutions, a table on wide screens and cards on a phone', async ({ page, errors }) => {
  const { items } = (await (await page.request.get('/api/services/institutions')).json()) as { items: { code: string; name: string; category: string; linkLevel: string; linked: string[] }[] };
  expect(items.length).toBe(35);
  await opensBuilt(page, '/plt/inst', '참여 기관');
  const stages = page.locator('[data-inst-stages] > li');
  await expect(stages.getByRole('heading', { level: 3 })).toHaveText([/정보연계/, /신청연계/, /처리연계/]);
  for (const level of ['INFO', 'APPLY', 'PROCESS']) {
    await expect(page.locator(`[data-stage="${level}"]`)).toContainText(`참여기관 ${items.filter((i) => i.linkLevel === level).length}곳`);
  }
  const table = page.getByRole('table', { name: /참여기관 현황/ });
  await expect(table.getByRole('columnheader')).toHaveText(['순번', '구분', '기관명', '플랫폼 연계사업', '연계정도']);
  await expect(table.locator('tbody tr')).toHaveCount(35);
  const klac = table.getByRole('row', { name: /대한법률구조공단/ });
  await expect(klac.getByRole('rowheader')).toHaveText('대한법률구조공단');
  await expect(klac).toContainText('법률구조기관');
  await expect(klac).toContainText('처리연계');
  await expect(klac.locator('li')).toHaveCount(items.find((i) => i.code === 'KLAC')!.linked.length);
  // one category, chosen by its link (the address keeps it)
  const legalAid = items.filter((i) => i.category === 'LEGAL_AID');
  await page.getByRole('navigation', { name: '기관 구분' }).getByRole('link', { name: /법률구조기관/ }).click();
  await expect(page).toHaveURL(/\/plt\/inst\?category=LEGAL_AID#inst-list$/);
  await expect(table.locator('tbody tr')).toHaveCount(legalAid.length);
  await expect(page.getByRole('navigation', { name: '기관 구분' }).locator('[aria-current="page"]')).toContainText('법률구조기관');
  await expect(table).toHaveAccessibleName(new RegExp(`법률구조기관 \\(${legalAid.length}곳\\)`));
  // a phone: the same institutions as cards, the table out of the way
  await page.goto('/plt/inst');
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(table).toBeHidden();
  const cards = page.getByRole('list', { name: '참여기관 목록 (35곳)' });
  await expect(cards.locator('> li')).toHaveCount(35);
  await expect(cards.locator('[data-inst="KLAC"]').getByRole('heading', { level: 3 })).toHaveText('대한법률구조공단');
  await page.setViewportSize({ width: 1280, height: 900 });
  await axeAtWidths(page, 'plt-inst');
  // an unknown category in the address: said in Korean, every institution shown
  await page.goto('/plt/inst?category=%3Cb%3E');
  await expect(page.locator('[data-inst-bad-category]')).toHaveText('주소의 기관 구분을 알 수 없어 전체 기관을 보여 드립니다.');
  await expect(table.locator('tbody tr')).toHaveCount(35);
  expect(realErrors(errors)).toEqual([]);
});

test('at 360 px no platform page scrolls sideways (the system figure scrolls inside its own region)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  for (const path of ['/plt/intr', '/plt/service', '/plt/prgrs', '/plt/system', '/plt/guide', '/plt/inst', '/popup/lasp/content?id=elrcpt']) {
    await page.goto(path);
    await expect(page.locator('[data-remote="services"][data-page-built="true"] h1')).toBeVisible();
    if (path === '/plt/guide') await page.getByRole('button', { name: '모두 펼치기' }).click();
    if (path === '/plt/inst') await expect(page.locator('[data-inst-cards] > li')).toHaveCount(35);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  const region = page.getByRole('region', { name: /구성도 그림/ });
  await page.goto('/plt/system');
  await expect(region).toBeVisible();
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await region.focus();
  await expect(region).toBeFocused();
  await context.close();
});
