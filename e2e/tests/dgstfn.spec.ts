import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeAtWidths, realErrors } from './member-helpers';

// 만족도 조사 against the real server: one answer per browser session (a reload and a new tab of the
// same context are refused politely, a new context may answer), the error summary naming every
// unanswered question, one Idempotency-Key for a double click, the statistics page whose tables
// match the API and follow the period filter, axe on every page at 1280 and 360 px.

interface Summary {
  surveyId: string;
  title: string;
  status: 'OPEN' | 'CLOSED' | 'UPCOMING';
  answered: boolean;
  responseCount: number;
}
interface Stats {
  responses: number;
  average: number | null;
  distribution: number[];
  monthly: { month: string; count: number; average: number | null }[];
}

const surveys = async (request: APIRequestContext) => (await (await request.get('/api/dgstfn/surveys')).json()) as Summary[];
const stats = async (request: APIRequestContext, q: string) => (await (await request.get(`/api/dgstfn/stats?${q}`)).json()) as Stats;
const page$ = (page: Page, name: string) => page.locator(`[data-page="${name}"]`);
const summary = (page: Page) => page.locator('[data-error-summary]');
const answerPosts = (page: Page) => {
  const list: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/dgstfn\/surveys\/[^/]+\/answers$/.test(r.url())) list.push(r);
  });
  return list;
};
const won = (n: number) => n.toLocaleString('ko-KR');


async function answerAll(page: Page, score: string) {
  await expect(page.locator('.sv-question').first()).toBeVisible();
  const groups = page.locator('.sv-question fieldset');
  const n = await groups.count();
  for (let i = 0; i < n; i++) await groups.nth(i).getByRole('radio', { name: score, exact: true }).check();
}

test('a survey is answered once per browser session; missing answers are named; a double click stores one answer', async ({ page, browser, errors }) => {
  test.setTimeout(90_000);
  const open = (await surveys(page.request)).find((s) => s.status === 'OPEN');
  expect(open, 'an open survey in the seed').toBeTruthy();
  const posts = answerPosts(page);
  await page.goto('/dgstfn/DgstfnSrvyExmn');
  await expect(page$(page, 'dgstfn-survey').getByRole('heading', { level: 1 })).toHaveText(open!.title);
  await expect(page.getByRole('heading', { name: '개인정보 안내' })).toBeVisible();
  const groups = page.locator('.sv-question fieldset');
  const count = await groups.count();
  expect(count).toBeGreaterThanOrEqual(6);
  for (let i = 0; i < count; i++) await expect(groups.nth(i).getByRole('radio')).toHaveCount(5);
  await axeAtWidths(page, 'dgstfn-survey');

  // nothing chosen: the summary takes focus and names every question; nothing is sent
  await page.getByRole('button', { name: '응답 제출' }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page).getByRole('listitem')).toHaveCount(count);
  await expect(summary(page)).toContainText('1번 문항');
  expect(posts).toHaveLength(0);
  await axeAtWidths(page, 'dgstfn-survey-errors');

  // two answered: those stay chosen, the summary names the rest; its link moves focus to the question
  await groups.nth(0).getByRole('radio', { name: '매우 만족', exact: true }).check();
  await groups.nth(1).getByRole('radio', { name: '보통', exact: true }).check();
  await page.getByLabel('하고 싶은 말씀').fill('상담 예약 화면이 편해졌습니다.');
  await page.getByRole('button', { name: '응답 제출' }).click();
  await expect(summary(page).getByRole('listitem')).toHaveCount(count - 2);
  await expect(summary(page)).not.toContainText('1번 문항(');
  await expect(groups.nth(0).getByRole('radio', { name: '매우 만족', exact: true })).toBeChecked();
  await expect(groups.nth(1).getByRole('radio', { name: '보통', exact: true })).toBeChecked();
  await expect(page.getByLabel('하고 싶은 말씀')).toHaveValue('상담 예약 화면이 편해졌습니다.');
  await summary(page).getByRole('link').first().click();
  await expect(groups.nth(2).getByRole('radio').first()).toBeFocused();

  for (let i = 2; i < count; i++) await groups.nth(i).getByRole('radio', { name: '만족', exact: true }).check();
  await page.getByRole('button', { name: '응답 제출' }).dblclick();
  await expect(page.getByRole('heading', { name: '응답해 주셔서 감사합니다' })).toBeVisible();
  expect(posts.length).toBeGreaterThanOrEqual(1);
  const keys = new Set(await Promise.all(posts.map(async (p) => (await p.allHeaders())['idempotency-key'])));
  expect(keys.size).toBe(1);
  const sent = posts[0]!.postDataJSON() as { scores: Record<string, number>; comment: string };
  expect(Object.keys(sent.scores)).toHaveLength(count);
  expect(sent.comment).toBe('상담 예약 화면이 편해졌습니다.');
  expect((await surveys(page.request)).find((s) => s.surveyId === open!.surveyId)!.answered).toBe(true);
  await expect(page.getByRole('link', { name: '이 조사의 결과 통계 보기' })).toHaveAttribute('href', new RegExp(`surveyId=${open!.surveyId}`));
  await axeAtWidths(page, 'dgstfn-survey-thanks');

  // a reload and a new tab of the same session: the polite message instead of the form
  await page.reload();
  await expect(page.getByText('이미 이 설문에 참여하셨습니다. 소중한 의견에 감사드립니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '응답 제출' })).toHaveCount(0);
  const tab = await page.context().newPage();
  await tab.goto(`/dgstfn/DgstfnSrvyExmn?srvyId=${open!.surveyId}`);
  await expect(tab.getByText('이미 이 설문에 참여하셨습니다.')).toBeVisible();
  await tab.close();

  // the list marks it answered for this session
  await page.goto('/dgstfn/DgstfnSrvyExmnList');
  const card = page.locator(`[data-survey="${open!.surveyId}"]`);
  await expect(card).toContainText('참여 완료');
  await expect(card.getByRole('link', { name: /참여하기/ })).toHaveCount(0);

  // another browser (a new context = a new session) may answer
  const other = await browser.newContext();
  try {
    const p2 = await other.newPage();
    await p2.goto(`/dgstfn/DgstfnSrvyExmn?srvyId=${open!.surveyId}`);
    await answerAll(p2, '만족');
    await p2.getByRole('button', { name: '응답 제출' }).click();
    await expect(p2.getByRole('heading', { name: '응답해 주셔서 감사합니다' })).toBeVisible();
  } finally {
    await other.close();
  }
  expect(realErrors(errors)).toEqual([]);
});

test('closed, upcoming and unknown surveys say so; the list groups surveys by state', async ({ page, errors }) => {
  const list = await surveys(page.request);
  const closed = list.find((s) => s.status === 'CLOSED')!;
  await page.goto(`/dgstfn/DgstfnSrvyExmn?srvyId=${closed.surveyId}`);
  await expect(page.getByText(/에 끝났습니다/)).toBeVisible();
  await expect(page.getByRole('link', { name: '이 조사의 결과 보기' })).toBeVisible();
  await expect(page.getByRole('button', { name: '응답 제출' })).toHaveCount(0);
  const upcoming = list.find((s) => s.status === 'UPCOMING')!;
  await page.goto(`/dgstfn/DgstfnSrvyExmn?srvyId=${upcoming.surveyId}`);
  await expect(page.getByText(/에 시작합니다/)).toBeVisible();
  await page.goto('/dgstfn/DgstfnSrvyExmn?srvyId=SRVY-1999-9');
  await expect(page.getByText('찾으시는 설문이 없습니다.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: '만족도 조사 목록 보기' })).toBeVisible();

  await page.goto('/dgstfn/DgstfnSrvyExmnList');
  for (const [group, title] of [
    ['OPEN', '진행 중인 조사'],
    ['UPCOMING', '예정된 조사'],
    ['CLOSED', '지난 조사'],
  ] as const) {
    const section = page.locator(`[data-group="${group}"]`);
    await expect(section.getByRole('heading', { level: 2 })).toContainText(title);
    await expect(section.locator('[data-survey]')).toHaveCount(list.filter((s) => s.status === group).length);
  }
  await expect(page.locator(`[data-survey="${closed.surveyId}"]`)).toContainText(`${won(closed.responseCount)}명`);
  await expect(page.locator(`[data-survey="${closed.surveyId}"]`).getByRole('link', { name: /결과 보기/ })).toBeVisible();
  await axeAtWidths(page, 'dgstfn-list');
  // pages refused with the API's 404 for the unknown survey above only
  expect(realErrors(errors)).toEqual([]);
});

test('statistics: charts with tables that match the API and follow the period filter; a reversed period is refused at the field', async ({ page, errors }) => {
  test.setTimeout(90_000);
  const closed = (await surveys(page.request)).find((s) => s.status === 'CLOSED')!;
  // a closed survey: no one can add answers while the test reads the numbers
  const q1 = `from=2026-03&to=2026-06&surveyId=${closed.surveyId}`;
  const api1 = await stats(page.request, q1);
  expect(api1.responses).toBeGreaterThan(0);
  await page.goto(`/dgstfn/DgstfnSrvyExmnStats?${q1}`);
  const body = page.locator('[data-stats]');
  await expect(body.locator('[data-figure="responses"]')).toHaveText(`${won(api1.responses)}명`);
  await expect(body.locator('[data-figure="average"]')).toHaveText(`${api1.average!.toLocaleString('ko-KR', { maximumFractionDigits: 2 })}점`);
  await expect(body.locator('canvas')).toHaveCount(6);
  await expect(body.locator('table')).toHaveCount(6);
  const monthly = page.getByRole('table', { name: '월별 응답 수 (표)' });
  for (const m of api1.monthly) {
    const label = `${m.month.slice(0, 4)}년 ${Number(m.month.slice(5))}월`;
    await expect(monthly.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell')).toHaveText(`${won(m.count)}명`);
  }
  const dist = page.getByRole('table', { name: '점수 분포 (전체 문항) (표)' });
  await expect(dist.getByRole('row', { name: /^5점/ }).getByRole('cell')).toHaveText(`${won(api1.distribution[4]!)}건`);
  await axeAtWidths(page, 'dgstfn-stats');

  // another period through the filter: the address, the figures and the tables follow
  await page.getByLabel('시작 월').selectOption('2026-04');
  await page.getByLabel('끝 월').selectOption('2026-04');
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page).toHaveURL(/from=2026-04&to=2026-04/);
  const api2 = await stats(page.request, `from=2026-04&to=2026-04&surveyId=${closed.surveyId}`);
  expect(api2.responses).toBeLessThan(api1.responses);
  await expect(body.locator('[data-figure="responses"]')).toHaveText(`${won(api2.responses)}명`);
  await expect(page.getByRole('table', { name: '월별 응답 수 (표)' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: '점수 분포 (전체 문항) (표)' }).getByRole('row', { name: /^5점/ }).getByRole('cell')).toHaveText(`${won(api2.distribution[4]!)}건`);
  await page.reload();
  await expect(page.getByLabel('시작 월')).toHaveValue('2026-04');
  await expect(body.locator('[data-figure="responses"]')).toHaveText(`${won(api2.responses)}명`);

  // a reversed period: a Korean message at the field, the choices kept, the address unchanged
  const before = page.url();
  await page.getByLabel('시작 월').selectOption('2026-10');
  await page.getByLabel('끝 월').selectOption('2026-06');
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page.locator('#st-from-error')).toHaveText(/시작 월이 끝 월보다 늦습니다/);
  await expect(page.getByLabel('시작 월')).toBeFocused();
  await expect(page.getByLabel('시작 월')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('끝 월')).toHaveValue('2026-06');
  expect(page.url()).toBe(before);
  await axeAtWidths(page, 'dgstfn-stats-error');

  // an empty period: a message instead of empty charts
  await page.goto('/dgstfn/DgstfnSrvyExmnStats?from=2026-01&to=2026-02');
  await expect(page.locator('[data-stats-empty]')).toContainText('응답이 없습니다');
  await expect(page.locator('canvas')).toHaveCount(0);
  expect(realErrors(errors)).toEqual([]);
});
