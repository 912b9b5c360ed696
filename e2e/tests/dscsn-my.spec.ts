import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, post, test } from './fixtures';
import { axeAtWidths, axeViolations, realErrors } from './member-helpers';
import { bookViaApi, newMember, passwordLogin, waitForPage } from './cyber-helpers';
import { ownServer, setServerNow } from './dscsn-helpers';

// My page consultation views against the real server: reservations made through the API shown in
// the list (filters, badges, empty state), the detail (guidance, video code, cancel/change links),
// the check-in ticket before and ON the day (test clock), cyber consultations with pagination, and
// another member's numbers answered with the Korean not-found state.


const row = (page: Page, rsvtNo: string) => page.locator(`[data-rsvt="${rsvtNo}"]`);

test('my reservations: empty state, then visit/video/phone booked through the API with filters, details, cancel and the ticket note', async ({ page, context, browser, errors }) => {
  test.setTimeout(150_000);
  await newMember(context);

  await page.goto('/my/dscsn/rsvt/MyDsctnRsvtList');
  await waitForPage(page, 'my-rsvt-list');
  await expect(page.locator('[data-empty]')).toContainText('예약한 상담이 없습니다.');
  await expect(page.getByRole('link', { name: '상담 예약하기' })).toHaveAttribute('href', '/dscsn/rsvt/DscsnRsvtM');
  expect(await axeViolations(page)).toEqual([]);

  const visit = await bookViaApi(context.request, 'VISIT', 0);
  const video = await bookViaApi(context.request, 'VIDEO', 1);
  const phone = await bookViaApi(context.request, 'PHONE', 2);

  await page.reload();
  await waitForPage(page, 'my-rsvt-list');
  await expect(page.locator('[data-result-count]')).toHaveText('전체 3건');
  for (const [b, label] of [
    [visit, '방문상담'],
    [video, '화상상담'],
    [phone, '전화상담'],
  ] as const) {
    await expect(row(page, b.rsvtNo)).toContainText(label);
    await expect(row(page, b.rsvtNo)).toContainText(b.officeName);
    await expect(row(page, b.rsvtNo)).toContainText(b.time);
    await expect(row(page, b.rsvtNo).locator('[data-status]')).toHaveText('예약완료');
  }
  await axeAtWidths(page, 'dscsn-my-rsvt-list');

  // the visit's detail: number, guidance, the two actions while changeable
  await row(page, visit.rsvtNo).getByRole('link').click();
  await waitForPage(page, 'my-rsvt-view');
  await expect(page.locator(`[data-rsvt-detail="${visit.rsvtNo}"]`)).toContainText(`예약번호 ${visit.rsvtNo}`);
  await expect(page.getByRole('heading', { name: '방문 전에 챙길 것' })).toBeVisible();
  await expect(page.getByText('신분증(주민등록증, 운전면허증, 여권 중 하나)을 꼭 가져와 주세요.')).toBeVisible();
  await expect(page.getByRole('link', { name: '시간 변경' })).toHaveAttribute('href', `/my/dscsn/rsvt/RsvtHrChgPopup?rsvtNo=${visit.rsvtNo}`);
  await expect(page.getByRole('link', { name: '예약 취소' })).toHaveAttribute('href', `/dscsn/rsvt/DscsnRsvtRtrcnPopup?rsvtNo=${visit.rsvtNo}`);
  expect(await axeViolations(page)).toEqual([]);

  // before the day the ticket page says when the ticket appears
  await page.goto(`/my/dscsn/rsvt/MyPageNmbrView?rsvtNo=${visit.rsvtNo}`);
  await waitForPage(page, 'my-rsvt-ticket');
  const [vy, vm, vd] = visit.date.split('-').map(Number);
  await expect(page.locator('[data-ticket-note]')).toContainText(`번호표는 상담 당일인 ${vy}년 ${vm}월 ${vd}일`);
  await expect(page.locator('[data-ticket]')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // the video detail shows the access code and the way in
  await page.goto(`/my/dscsn/rsvt/MyDsctnRsvtView?rsvtNo=${video.rsvtNo}`);
  await waitForPage(page, 'my-rsvt-view');
  await expect(page.locator('[data-access-code]')).toHaveText(video.raw.video!.accessCode);
  await expect(page.getByRole('link', { name: '화상상담 입장하기' })).toBeVisible();
  // the phone detail names the number the institution calls
  await page.goto(`/my/dscsn/rsvt/MyDsctnRsvtView?rsvtNo=${phone.rsvtNo}`);
  await waitForPage(page, 'my-rsvt-view');
  await expect(page.getByText('받으실 번호')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // cancel the phone booking through the API: the filters sort it
  const cancelled = await post(context.request, `/api/my/dscsn/rsvt/${phone.rsvtNo}/cancel`, { reason: '일정이 바뀌었습니다' });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await page.goto('/my/dscsn/rsvt/MyDsctnRsvtList');
  await waitForPage(page, 'my-rsvt-list');
  await page.getByRole('link', { name: '취소', exact: true }).click();
  await expect(page).toHaveURL(/status=CANCELLED/);
  await expect(page.getByRole('link', { name: '취소', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[data-result-count]')).toHaveText('취소 1건');
  await expect(row(page, phone.rsvtNo).locator('[data-status]')).toHaveText('취소');
  await page.getByRole('link', { name: '예약완료', exact: true }).click();
  await expect(page.locator('[data-result-count]')).toHaveText('예약완료 2건');
  await expect(row(page, phone.rsvtNo)).toHaveCount(0);
  await page.getByRole('link', { name: '상담완료', exact: true }).click();
  await expect(page.locator('[data-empty]')).toContainText('상담완료 상태인 예약이 없습니다.');
  await page.goto(`/my/dscsn/rsvt/MyDsctnRsvtView?rsvtNo=${phone.rsvtNo}`);
  await waitForPage(page, 'my-rsvt-view');
  await expect(page.locator('[data-rsvt-detail] [data-status]')).toHaveText('취소');
  await expect(page.getByText('일정이 바뀌었습니다')).toBeVisible();
  await expect(page.getByRole('link', { name: '예약 취소' })).toHaveCount(0);

  // another member: the list is theirs only, and my numbers are not found (no content)
  const other = await browser.newContext();
  await newMember(other);
  const otherPage = await other.newPage();
  for (const url of [`/my/dscsn/rsvt/MyDsctnRsvtView?rsvtNo=${visit.rsvtNo}`, `/my/dscsn/rsvt/MyPageNmbrView?rsvtNo=${visit.rsvtNo}`]) {
    await otherPage.goto(url);
    await expect(otherPage.locator('[data-not-found]')).toContainText('찾을 수 없습니다');
    await expect(otherPage.getByText(visit.officeName)).toHaveCount(0);
  }
  expect(await axeViolations(otherPage)).toEqual([]);
  expect((await other.request.get(`/api/my/dscsn/rsvt/${visit.rsvtNo}`)).status()).toBe(404);
  await otherPage.goto('/my/dscsn/rsvt/MyDsctnRsvtList');
  await expect(otherPage.locator('[data-empty]')).toBeVisible();
  await other.close();

  // a malformed number never reaches the page (route validation: 404 page)
  const res = await page.goto('/my/dscsn/rsvt/MyDsctnRsvtView?rsvtNo=../../x');
  expect(res?.status()).toBe(404);
  expect(realErrors(errors)).toEqual([]);
});

test('my cyber consultations: empty state, pagination over 11 receipts, status badges', async ({ page, context, errors }) => {
  test.setTimeout(90_000);
  await newMember(context);
  await page.goto('/my/dscsn/cyber/CybdsnDsctnList');
  await waitForPage(page, 'my-cyber-list');
  await expect(page.locator('[data-empty]')).toContainText('신청한 사이버상담이 없습니다.');
  await expect(page.getByRole('link', { name: '사이버상담 신청하기' })).toHaveAttribute('href', '/dscsn/cyber');
  expect(await axeViolations(page)).toEqual([]);

  const receipts: string[] = [];
  for (let i = 1; i <= 11; i++) {
    const r = await post(
      context.request,
      '/api/dscsn/cyber',
      { kind: 'DOM', field: 'ETC', title: `목록 확인용 상담 ${String(i).padStart(2, '0')}`, question: `목록과 페이지 이동을 확인하는 ${i}번째 상담 내용입니다.`, isPublic: false, consent: true, fileIds: [] },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(r.status(), await r.text()).toBe(201);
    receipts.push((await r.json()).receiptNo);
  }
  await page.reload();
  await waitForPage(page, 'my-cyber-list');
  await expect(page.locator('[data-result-count]')).toHaveText('모두 11건');
  await expect(page.locator('[data-receipt]')).toHaveCount(10);
  const pager = page.getByRole('navigation', { name: '사이버상담 목록 페이지' });
  await expect(pager.locator('[aria-current="page"]')).toHaveText('현재 페이지 1');
  await expect(page.locator('[data-receipt] [data-status]').first()).toHaveText('답변 대기');
  await pager.getByRole('link', { name: '2 페이지' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('[data-receipt]')).toHaveCount(1);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('현재 페이지 2');
  // newest first: the first receipt is alone on page 2
  await expect(page.locator(`[data-receipt="${receipts[0]}"]`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await pager.getByRole('link', { name: '이전 페이지' }).click();
  await expect(page.locator('[data-receipt]')).toHaveCount(10);
  expect(realErrors(errors)).toEqual([]);
});

/**
 * The ticket exists only on the day of the visit, and the earliest bookable day is tomorrow, so the
 * server clock must move forward a day. POST /api/test/clock moves the clock of the WHOLE server (and
 * ends every idle session), so this test runs its own server (same build and deploy folder, its own
 * database) instead of disturbing the tests running in parallel on the shared one.
 */
test('the check-in ticket on the day of the visit (own server, test clock)', async ({ browser, errors }) => {
  test.setTimeout(150_000);
  const server = ownServer('my-dscsn-clock', 7);
  await server.start();
  try {
    const context = await browser.newContext({ baseURL: server.origin });
    const member = await newMember(context);
    const visit = await bookViaApi(context.request, 'VISIT', 0);

    // to 08:30 KST on the visit's day, counted from the server's own clock; the jump ends the idle session, so sign in again
    await setServerNow(context, visit.date, '08:30');
    await passwordLogin(context.request, member.loginId, member.password);

    const page = await context.newPage();
    page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
    await page.goto(`/my/dscsn/rsvt/MyDsctnRsvtView?rsvtNo=${visit.rsvtNo}`);
    await waitForPage(page, 'my-rsvt-view');
    await page.getByRole('link', { name: '오늘의 번호표 보기' }).click();
    await waitForPage(page, 'my-rsvt-ticket');
    const api = await (await context.request.get(`/api/my/dscsn/rsvt/${visit.rsvtNo}`)).json();
    expect(api.ticketNo).toBeTruthy();
    await expect(page.locator('[data-ticket-no]')).toHaveText(api.ticketNo);
    await expect(page.locator('[data-ticket-rsvt]')).toHaveText(visit.rsvtNo);
    await expect(page.locator('[data-ticket]')).toContainText(visit.officeName);
    await expect(page.getByRole('button', { name: '인쇄하기' })).toBeVisible();
    await axeAtWidths(page, 'dscsn-my-ticket');
    await context.close();
  } finally {
    await server.stop();
  }
  expect(realErrors(errors)).toEqual([]);
});
