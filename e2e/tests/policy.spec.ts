import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeAtWidths, realErrors } from './member-helpers';

// Policy pages: the terms of use in force with its history, an old version by date, the article
// comparison, the privacy policy's required sections, the copyright policy's 공공누리 types, the
// policy index and the institutions with tel: links; axe on every page at 1280 and 360 px.

const main = (page: Page) => page.locator('#main-content');

test('/trms shows the terms in force with its articles and the version history; an old version opens by date', async ({ page, errors }) => {
  await page.goto('/trms');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('이용약관');
  await expect(main(page).locator('.mb-page__lead')).toContainText('2026. 11. 1. 시행');
  const toc = page.getByRole('navigation', { name: '조문 목록' });
  await expect(toc.getByRole('link')).toHaveCount(11); // 10 articles + 부칙
  await expect(main(page).getByRole('heading', { name: '제7조(계정 보호)' })).toBeVisible();
  await toc.getByRole('link', { name: '제7조(계정 보호)' }).click();
  await expect(page).toHaveURL(/#art-7$/);
  const history = page.getByRole('table', { name: /개정 이력/ });
  await expect(history.getByRole('row')).toHaveCount(4);
  await expect(history.getByRole('columnheader')).toHaveText(['버전(시행일)', '적용 기간', '주요 변경']);
  await expect(history.getByRole('row').nth(3)).toContainText('2026. 1. 5. ~ 2026. 5. 31.');
  await axeAtWidths(page, 'policy-terms');

  await history.getByRole('link', { name: /2026\. 1\. 5\./ }).click();
  await expect(page).toHaveURL(/\/trms\/trmsView\?version=2026-01-05$/);
  await expect(main(page)).toContainText('(지난 버전)');
  await expect(page.locator('[data-terms-version="2026-01-05"] h2')).toHaveCount(10); // 9 articles + 부칙
  await expect(main(page).getByRole('heading', { name: '제7조(탈퇴)' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: /계정 보호/ })).toHaveCount(0);
  // the version select switches with its button
  await page.getByLabel('버전 선택').selectOption('2026-06-01');
  await page.getByRole('button', { name: '이 버전 보기' }).click();
  await expect(page).toHaveURL(/version=2026-06-01$/);
  await expect(main(page)).toContainText('"비회원"이란');
  await axeAtWidths(page, 'policy-terms-view');
  expect(realErrors(errors)).toEqual([]);
});

test('/trms/trmsView: no version shows the current one; an unknown version says so with the list', async ({ page, errors }) => {
  await page.goto('/trms/trmsView');
  await expect(main(page)).toContainText('(현재 적용 중)');
  await expect(page.locator('[data-terms-version="2026-11-01"]')).toBeVisible();
  await page.goto('/trms/trmsView?version=2025-01-01');
  await expect(page.locator('[data-version-missing]')).toHaveText(/'2025-01-01'에 시행된 이용약관 버전이 없습니다/);
  await expect(page.getByRole('table', { name: /개정 이력/ }).getByRole('link')).toHaveCount(3);
  await axeAtWidths(page, 'policy-terms-missing');
  // the page's own API call answered 404 (expected); nothing else went wrong
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});

test('/trms/test2 compares two versions article by article with marked insertions and deletions', async ({ page, errors }) => {
  await page.goto('/trms/test2');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('이용약관 버전 비교');
  await expect(page.getByLabel('이전 버전')).toHaveValue('2026-06-01');
  await expect(page.getByLabel('비교할 버전')).toHaveValue('2026-11-01');
  const added = page.locator('[data-change="added"][data-heading="계정 보호"]');
  await expect(added).toContainText('신설');
  await expect(added.locator('ins')).toContainText('[추가]');
  const changed = page.locator('[data-change="changed"][data-heading="약관의 효력과 변경"]');
  await expect(changed).toContainText('변경');
  await expect(changed.locator('ins', { hasText: '30일' })).toHaveCount(1);
  await expect(changed.locator('ins').first()).toContainText('[추가]');
  await expect(page.locator('[data-change="changed"][data-heading="탈퇴"], [data-change="renumbered"][data-heading="탈퇴"]')).toContainText('제7조 → 제8조');
  await axeAtWidths(page, 'policy-terms-compare');

  await page.getByLabel('이전 버전').selectOption('2026-01-05');
  await page.getByRole('button', { name: '비교', exact: true }).click();
  await expect(page).toHaveURL(/from=2026-01-05&to=2026-11-01/);
  const terms = page.locator('[data-change="changed"][data-heading="용어의 뜻"]');
  await expect(terms.locator('ins', { hasText: '비회원' }).first()).toBeVisible();
  await expect(page.locator('[data-change="changed"][data-heading="약관의 효력과 변경"] del').first()).toContainText('[삭제]');
  // the same version twice: a message at the field
  await page.getByLabel('이전 버전').selectOption('2026-11-01');
  await page.getByRole('button', { name: '비교', exact: true }).click();
  await expect(page.locator('#cmp-from-error')).toHaveText('서로 다른 두 버전을 골라 주세요.');
  expect(realErrors(errors)).toEqual([]);
});

test('/prvc has every section a privacy policy needs, with a table of contents', async ({ page, errors }) => {
  await page.goto('/prvc');
  const headings = main(page).getByRole('heading', { level: 2 });
  const required = [
    '개인정보의 처리 목적',
    '처리하는 개인정보 항목, 보유 기간과 법적 근거',
    '개인정보의 제3자 제공',
    '개인정보 처리의 위탁',
    '정보주체의 권리와 행사 방법',
    '개인정보의 파기 절차와 방법',
    '개인정보의 안전성 확보조치',
    '쿠키 등 자동으로 수집하는 장치의 설치·운영과 거부',
    '개인정보 보호책임자와 담당부서',
    '권익침해 구제 방법',
    '시행일과 이전 처리방침',
  ];
  for (const h of required) await expect(headings.filter({ hasText: h })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: '목차' }).getByRole('link')).toHaveCount(required.length);
  const items = page.getByRole('table', { name: '서비스별 개인정보 처리 항목' });
  for (const service of ['회원가입', '비회원 본인확인', '상담 예약(방문·전화·화상)', '사이버상담·첨부파일', '묻고 답하기', '만족도 조사(익명)', '법률구조 신청', '나의서류(증빙서류)', '접속 기록']) {
    await expect(items.getByRole('rowheader', { name: service, exact: true })).toBeVisible();
  }
  await expect(main(page)).toContainText('주민등록번호는 수집하지 않습니다.');
  const cookies = page.getByRole('table', { name: '플랫폼이 쓰는 쿠키와 저장소' });
  for (const c of ['PORTAL_SESSION', 'XSRF-TOKEN', 'PORTAL_VISITOR', 'portal_fonts']) await expect(cookies.getByRole('rowheader', { name: c, exact: true })).toBeVisible();
  for (const tel of ['1833-6972', '118 (국번 없이)', '1301 (국번 없이)', '182 (국번 없이)']) await expect(main(page).getByRole('link', { name: tel })).toHaveAttribute('href', /^tel:\d+$/);
  await axeAtWidths(page, 'policy-privacy');
  expect(realErrors(errors)).toEqual([]);
});

test('/copyright explains the four 공공누리 types; /etc/terms lists every policy', async ({ page, errors }) => {
  await page.goto('/copyright');
  const types = page.getByRole('table', { name: '공공누리 네 가지 유형과 이용 조건' });
  await expect(types.getByRole('row')).toHaveCount(5);
  for (const t of ['제1유형', '제2유형', '제3유형', '제4유형']) await expect(types.getByRole('rowheader', { name: t })).toBeVisible();
  await expect(types).toContainText('출처표시 + 상업적 이용금지 + 변경금지');
  await expect(main(page)).toContainText('저작권법」 제7조');
  await expect(main(page)).toContainText('찾기쉬운 생활법령정보');
  await axeAtWidths(page, 'policy-copyright');

  await page.goto('/etc/terms');
  await expect(main(page).getByRole('heading', { name: /이메일주소 무단수집 거부/ })).toBeVisible();
  for (const [name, href] of [
    ['이용약관', '/trms'],
    ['개인정보처리방침', '/prvc'],
    ['저작권 정책', '/copyright'],
  ]) {
    await expect(main(page).locator('.pl-index').getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await axeAtWidths(page, 'policy-index');
  expect(realErrors(errors)).toEqual([]);
});

test('/customer/inst/inst lists the institutions with tel: links and their offices by region', async ({ page, errors }) => {
  const insts = (await (await page.request.get('/api/dscsn/inst')).json()) as { instCode: string; name: string; phone: string }[];
  await page.goto('/customer/inst/inst');
  const cards = page.locator('[data-inst]');
  await expect(cards).toHaveCount(insts.length);
  expect(insts.filter((i) => i.phone).length).toBeGreaterThanOrEqual(5);
  await expect(page.locator('[data-inst-phone]')).toHaveCount(insts.filter((i) => i.phone).length);
  for (const i of insts) {
    const card = page.locator(`[data-inst="${i.instCode}"]`);
    await expect(card.getByRole('heading', { name: i.name })).toBeVisible();
    if (i.phone) await expect(card.locator('[data-inst-phone]')).toHaveAttribute('href', `tel:${i.phone.replace(/[^\d+]/g, '')}`);
  }
  const klacOffices = (await (await page.request.get('/api/dscsn/offices?instCode=KLAC')).json()) as { region: string }[];
  expect(klacOffices.length).toBeGreaterThan(0);
  await page.getByLabel('지역', { exact: true }).selectOption('11');
  await expect(page.locator('[data-region]')).toHaveCount(1);
  await expect(page.locator('[data-region="11"]')).toHaveAttribute('open', '');
  await expect(page.locator('[data-region="11"] a[href^="tel:"]').first()).toBeVisible();
  await axeAtWidths(page, 'policy-inst');
  expect(realErrors(errors)).toEqual([]);
});
