import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { addDays, bookableDates, weekday } from '@portal/contracts';
import { expect, test } from './fixtures';
import { axeViolations, field, newPerson, realErrors, verifyBySms } from './member-helpers';
import {
  ownServer,
  apiPost,
  bookByApi,
  bookingBody,
  SEEDED_HOLIDAYS,
  bookingToday,
  loginByApi,
  memberByApi,
  myReservations,
  seededHolidays,
  setServerNow,
  slotsOf,
  waitForDscsnPage,
} from './dscsn-helpers';
import { docShot, docShotsWanted } from './screenshots';

// Consultation booking against the real server: the steps ps1 … ps4, completion, time change and
// cancellation of a visit, a video and a telephone consultation, a guest booking, and bad input.
// "Today" is fixed on the server's test clock (TODAY below) so the calendar is the same every run.
// That clock belongs to a whole server, so this spec runs its own (e2ePort + 5, own database) and
// its tests run in order in one worker.
test.describe.configure({ mode: 'default' });
const server = ownServer('dscsn-booking', 5);
test.use({ baseURL: server.origin });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

const TODAY = bookingToday();
const OPEN = bookableDates(new Date(`${TODAY}T10:00:00+09:00`), seededHolidays);
const WINDOW = Array.from({ length: 14 }, (_, i) => addDays(TODAY, i + 1));
const HOLIDAY = WINDOW.find((d) => SEEDED_HOLIDAYS[d] && weekday(d) !== 0 && weekday(d) !== 6)!;
const WEEKEND = WINDOW.find((d) => weekday(d) === 6)!;
const [D1, D2, D3, D4, D5, D6] = OPEN as [string, string, string, string, string, string];
const KLAC_SEOUL = 'KLAC-SEOUL-CENTRAL';
const LHD_NOWON = 'LHD-SEOUL-NOWON'; // one place per slot

test.beforeEach(async ({ context }) => {
  await setServerNow(context, TODAY);
});

// ─── Step helpers ───────────────────────────────────────────────────────────────────────────────
async function chooseOffice(page: Page, region: string, office: RegExp) {
  await waitForDscsnPage(page, 'dscsn-ps1');
  // the offices are in once either the region choice or the office list shows
  await page.locator('#ps1-region, #ps1-office-group').first().waitFor();
  const regionSelect = field(page, '지역(시·도)');
  if (await regionSelect.count()) await regionSelect.selectOption(region);
  await page.getByRole('radio', { name: office }).check();
  await page.getByRole('button', { name: '다음: 날짜·시간 선택' }).click();
  await waitForDscsnPage(page, 'dscsn-ps2');
}

const day = (page: Page, date: string) => page.locator(`[data-date="${date}"]`);
const slot = (page: Page, time: string) => page.locator(`[data-slot="${time}"] input`);

async function pickWhen(page: Page, date: string, time: string) {
  await day(page, date).click();
  await expect(page.locator(`td:has([data-date="${date}"])`)).toHaveAttribute('aria-selected', 'true');
  await slot(page, time).check();
  await page.getByRole('button', { name: '다음: 신청인·상담 내용' }).click();
  await waitForDscsnPage(page, 'dscsn-ps3');
}

const SUMMARY = '집주인이 계약이 끝났는데도 전세 보증금 5천만 원을 돌려주지 않습니다. 내용증명을 보냈는데 답이 없습니다.';

async function fillPs3(page: Page, summary = SUMMARY) {
  await field(page, '상담 분야').selectOption('LEASE');
  await field(page, '상담 받을 내용').fill(summary);
  await page.getByLabel(/위 개인정보 수집·이용에 동의합니다/).check();
  await page.getByRole('button', { name: '다음: 신청 내용 확인' }).click();
  await waitForDscsnPage(page, 'dscsn-ps4');
  // the step's sign-in check has answered (the button shows only for a signed-in person)
  await expect(page.getByRole('button', { name: '예약하기' })).toBeVisible();
}

/** Submits ps4 and waits for the completion page; returns the reservation number shown there. */
async function bookOnPs4(page: Page, completion: string): Promise<string> {
  await page.getByRole('button', { name: '예약하기' }).click();
  await waitForDscsnPage(page, completion);
  const no = (await page.locator('[data-rsvt-no]').textContent())?.trim() ?? '';
  expect(no).toMatch(/^R\d{8}-\d{6}$/);
  return no;
}

async function remaining(ctx: BrowserContext, officeId: string, method: string, date: string, time: string) {
  return (await slotsOf(ctx, officeId, method, date)).find((s) => s.time === time)!.remaining;
}

/** The time-change popup: choose another slot, submit, land on the my-page detail. */
async function changeTime(page: Page, rsvtNo: string, date: string, time: string) {
  await page.goto(`/my/dscsn/rsvt/RsvtHrChgPopup?rsvtNo=${rsvtNo}`);
  await waitForDscsnPage(page, 'my-rsvt-time-change');
  if ((await day(page, date).getAttribute('aria-label'))?.includes('선택됨') !== true) await day(page, date).click();
  await slot(page, time).check();
  await page.getByRole('button', { name: '이 시간으로 바꾸기' }).click();
  await expect(page).toHaveURL(new RegExp(`/my/dscsn/rsvt/MyDsctnRsvtView\\?rsvtNo=${rsvtNo}$`));
}

async function cancel(page: Page, rsvtNo: string, reason: string) {
  await page.goto(`/dscsn/rsvt/DscsnRsvtRtrcnPopup?rsvtNo=${rsvtNo}`);
  await waitForDscsnPage(page, 'dscsn-cancel');
  await expect(page.locator('[data-rsvt-details]')).toContainText('예약완료');
  await field(page, '취소 사유').fill(reason);
  expect(await axeViolations(page)).toEqual([]);
  if (reason) await shoot(page, 'cancel');
  await page.getByRole('button', { name: '예약 취소하기' }).click();
  await expect(page).toHaveURL(new RegExp(`/my/dscsn/rsvt/MyDsctnRsvtView\\?rsvtNo=${rsvtNo}$`));
}

async function shoot(page: Page, name: string) {
  if (!docShotsWanted) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await docShot(page, `dscsn-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

// ─── Visit ──────────────────────────────────────────────────────────────────────────────────────
test('visit: a member books through the steps (keyboard calendar), changes the time and cancels', async ({ page, context, errors }) => {
  test.setTimeout(150_000);
  const m = await memberByApi(context);
  const before = await remaining(context, KLAC_SEOUL, 'VISIT', D1, '10:00');

  await page.goto('/dscsn/rsvt/DscsnRsvtM');
  await waitForDscsnPage(page, 'dscsn-rsvt-main');
  await expect(page.locator('[data-method="VISIT"]')).toContainText('대한법률구조공단');
  await shoot(page, 'rsvt-main');
  await page.getByRole('link', { name: '방문상담 예약하기' }).click();
  await waitForDscsnPage(page, 'dscsn-entry');
  await page.locator('[data-start="VISIT-KLAC"]').click();

  // ps1: method and institution come from the entry page
  await waitForDscsnPage(page, 'dscsn-ps1');
  await expect(page.getByRole('radio', { name: /^방문상담/ })).toBeChecked();
  await expect(page.locator('.ds-fixed')).toContainText('대한법률구조공단');
  await expect(page.getByRole('list', { name: '상담 예약 단계' }).locator('[aria-current="step"]')).toContainText('기관·사무소 선택');
  expect(await axeViolations(page)).toEqual([]);
  await chooseOffice(page, '11', /^대한법률구조공단 서울중앙지부/);

  // ps2: closed days say why; the grid is one tab stop moved by the arrow keys, Enter picks
  await expect(day(page, WEEKEND)).toHaveAttribute('aria-disabled', 'true');
  await expect(day(page, WEEKEND)).toHaveAttribute('aria-label', /예약할 수 없음: 주말/);
  await expect(day(page, HOLIDAY)).toHaveAttribute('aria-label', new RegExp(`예약할 수 없음: .*${SEEDED_HOLIDAYS[HOLIDAY]}`));
  await expect(day(page, TODAY)).toHaveCount(0);
  await expect(day(page, D1)).toHaveAttribute('tabindex', '0');
  await day(page, D1).focus();
  await page.keyboard.press('ArrowRight');
  await expect(day(page, addDays(D1, 1))).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(day(page, D1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator(`td:has([data-date="${D1}"])`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[data-slot="10:00"]')).toContainText(`남은 자리 ${before}`);
  await slot(page, '10:00').check();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'ps2-calendar');
  await page.getByRole('button', { name: '다음: 신청인·상담 내용' }).click();

  // ps3: the member's name and mobile are filled in
  await waitForDscsnPage(page, 'dscsn-ps3');
  await expect(field(page, '이름')).toHaveValue(m.person.name);
  await expect(field(page, '휴대전화 번호')).not.toHaveValue('');
  // notices go to the verified number on the account, never to the number typed here (issue 13)
  const notifyMasked = `${m.person.mobileNo.slice(0, 3)}-****-${m.person.mobileNo.slice(-4)}`;
  await expect(page.locator('[data-notify-target]')).toContainText(`예약 알림 문자는 본인확인된 휴대전화 ${notifyMasked}`);
  // nothing chosen: every problem named, focus on the summary
  await page.getByRole('button', { name: '다음: 신청 내용 확인' }).click();
  await expect(page.locator('[data-error-summary]')).toBeFocused();
  await expect(page.locator('[data-error-summary]')).toContainText('상담 분야를 선택해 주세요.');
  await expect(page.locator('[data-error-summary]')).toContainText('개인정보 수집·이용에 동의해 주세요.');
  await field(page, '상담 받을 내용').fill('짧음');
  await expect(page.locator('[data-summary-count]')).toHaveText('2 / 2,000자');
  expect(await axeViolations(page)).toEqual([]);
  await fillPs3(page);

  // ps4: everything with 수정 links
  await expect(page.locator('[data-review-when]')).toContainText(`${Number(D1.slice(5, 7))}월 ${Number(D1.slice(8))}일`);
  await expect(page.locator('[data-review-when]')).toContainText('10:00 ~ 10:30');
  await expect(page.locator('[data-ps4]')).toContainText(SUMMARY);
  await expect(page.getByRole('link', { name: /날짜·시간 수정/ })).toHaveAttribute('href', '/dscsn/form/ps2');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'ps4-review');
  const rsvtNo = await bookOnPs4(page, 'dscsn-complete-visit');
  await expect(page).toHaveURL(new RegExp(`/dscsn/intv/IntvRsvtCmptnInfo\\?rsvtNo=${rsvtNo}$`));
  await expect(page.locator('[data-rsvt-details]')).toContainText('대한법률구조공단 서울중앙지부');
  await expect(page.locator('[data-guidance]')).toContainText('신분증');
  await expect(page.locator('[data-notify-target]')).toContainText(`본인확인된 휴대전화 ${notifyMasked}(으)로 보냈습니다`);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'complete-visit');
  expect(await remaining(context, KLAC_SEOUL, 'VISIT', D1, '10:00')).toBe(before - 1);

  // time change: the new slot is taken and the old one freed together
  const newBefore = await remaining(context, KLAC_SEOUL, 'VISIT', D2, '11:00');
  await page.getByRole('link', { name: '예약 시간 변경' }).click();
  await waitForDscsnPage(page, 'my-rsvt-time-change');
  await expect(page.locator('[data-current-when]')).toContainText('10:00 ~ 10:30');
  await expect(page.locator('[data-slot="10:00"]')).toContainText('지금 예약');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'time-change');
  await changeTime(page, rsvtNo, D2, '11:00');
  const changed = (await myReservations(context)).find((r) => r.rsvtNo === rsvtNo)!;
  expect([changed.date, changed.time, changed.status]).toEqual([D2, '11:00', 'BOOKED']);
  expect(await remaining(context, KLAC_SEOUL, 'VISIT', D1, '10:00')).toBe(before);
  expect(await remaining(context, KLAC_SEOUL, 'VISIT', D2, '11:00')).toBe(newBefore - 1);

  // cancel: the place comes back
  await cancel(page, rsvtNo, '다른 날 직접 찾아가겠습니다.');
  expect((await myReservations(context)).find((r) => r.rsvtNo === rsvtNo)!.status).toBe('CANCELLED');
  expect(await remaining(context, KLAC_SEOUL, 'VISIT', D2, '11:00')).toBe(newBefore);
  // a cancelled booking cannot be cancelled or changed again
  await page.goto(`/dscsn/rsvt/DscsnRsvtRtrcnPopup?rsvtNo=${rsvtNo}`);
  await expect(page.getByText('이미 취소된 예약입니다.')).toBeVisible();
  await page.goto(`/my/dscsn/rsvt/RsvtHrChgPopup?rsvtNo=${rsvtNo}`);
  await expect(page.getByText(/취소 상태라 시간을 바꿀 수 없습니다/)).toBeVisible();
  expect(realErrors(errors)).toEqual([]);
});

// ─── Video ──────────────────────────────────────────────────────────────────────────────────────
test('video: book, change, enter the sandbox room with the access code when it opens, cancel', async ({ page, context, errors }) => {
  test.setTimeout(150_000);
  const m = await memberByApi(context);
  await page.goto('/dscsn/intv/IntvVidoKlacM');
  await waitForDscsnPage(page, 'dscsn-entry');
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('[data-start="VIDEO"]').click();
  await waitForDscsnPage(page, 'dscsn-ps1');
  await expect(page.getByRole('radio', { name: /^화상상담/ })).toBeChecked();
  await chooseOffice(page, '11', /^대한법률구조공단 서울중앙지부/);
  await pickWhen(page, D1, '13:00');
  await fillPs3(page);
  const rsvtNo = await bookOnPs4(page, 'dscsn-complete-video');
  await expect(page).toHaveURL(/\/dscsn\/vido\/VidoRsvtCmptnInfo\?rsvtNo=/);
  const code = (await page.locator('[data-access-code]').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  expect(await axeViolations(page)).toEqual([]);

  await changeTime(page, rsvtNo, D1, '14:00');

  // the 입장 form: a wrong code, then the right one before the room opens
  await page.goto(`/dscsn/vido?rsvtNo=${rsvtNo}`);
  await waitForDscsnPage(page, 'dscsn-vido');
  await expect(field(page, '예약번호')).toHaveValue(rsvtNo);
  await field(page, '접속번호').fill('12345');
  await page.getByRole('button', { name: '입장하기' }).click();
  await expect(page.locator('[data-error-summary]')).toContainText('접속번호 6자리를 숫자로 입력해 주세요.');
  await field(page, '접속번호').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '입장하기' }).click();
  await expect(page.locator('[data-vido-enter] [role="alert"]').first()).toContainText(/[가-힣]/);
  await expect(page).toHaveURL(/\/dscsn\/vido\?rsvtNo=/);
  await field(page, '접속번호').fill(code);
  await page.getByRole('button', { name: '입장하기' }).click();
  await expect(page.locator('[data-vido-enter] [role="alert"]').first()).toContainText(/[가-힣]/);
  await expect(page).toHaveURL(/\/dscsn\/vido\?rsvtNo=/);
  expect(await axeViolations(page)).toEqual([]);

  // 5 minutes before the slot: the room opens (the jump ends the session: sign in again)
  await setServerNow(context, D1, '13:55');
  await loginByApi(context, m.loginId, m.password);
  await page.goto(`/dscsn/vido?rsvtNo=${rsvtNo}`);
  await field(page, '접속번호').fill(code);
  await page.getByRole('button', { name: '입장하기' }).click();
  await waitForDscsnPage(page, 'dscsn-vido-room');
  await expect(page).toHaveURL(/\/dscsn\/vido\?room=/);
  await expect(page.getByRole('heading', { name: '샌드박스 시험 상담실' })).toBeVisible();
  await expect(page.locator('[data-sandbox]')).toContainText('시험용 화상 상담실(샌드박스)');
  await expect(page.locator('[data-room-name]')).toContainText(rsvtNo);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'vido-room');
  await page.getByRole('button', { name: '상담실 나가기' }).click();
  await waitForDscsnPage(page, 'dscsn-vido');

  await setServerNow(context, TODAY);
  await cancel(page, rsvtNo, '');
  expect((await myReservations(context)).find((r) => r.rsvtNo === rsvtNo)!.status).toBe('CANCELLED');
  expect(realErrors(errors)).toEqual([]);
});

// ─── Telephone ──────────────────────────────────────────────────────────────────────────────────
test('telephone: call-back booking from /dscsn/tel, change and cancel', async ({ page, context, errors }) => {
  test.setTimeout(120_000);
  await memberByApi(context);
  await page.goto('/dscsn/tel');
  await waitForDscsnPage(page, 'dscsn-tel');
  await expect(page.getByRole('link', { name: '국번 없이 132' })).toHaveAttribute('href', 'tel:132');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: '전화상담 예약하기' }).click();
  await waitForDscsnPage(page, 'dscsn-entry');
  await page.locator('[data-start="PHONE-KLAC"]').click();
  await chooseOffice(page, '11', /^대한법률구조공단 서울중앙지부/);
  await pickWhen(page, D2, '09:00');
  await fillPs3(page);
  const rsvtNo = await bookOnPs4(page, 'dscsn-complete-phone');
  await expect(page).toHaveURL(/\/dscsn\/IntvTelView\?rsvtNo=/);
  await expect(page.locator('[data-phone-callback]')).toContainText(/010-\*{4}-\d{4}/);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'complete-phone');
  await changeTime(page, rsvtNo, D2, '09:30');
  expect((await myReservations(context)).find((r) => r.rsvtNo === rsvtNo)!.time).toBe('09:30');
  await cancel(page, rsvtNo, '다른 방법으로 해결했습니다.');
  expect((await myReservations(context)).find((r) => r.rsvtNo === rsvtNo)!.status).toBe('CANCELLED');
  expect(realErrors(errors)).toEqual([]);
});

// ─── Too late ───────────────────────────────────────────────────────────────────────────────────
test('within the hour before the start: cancelling and changing are refused and explained', async ({ page, context, errors }) => {
  test.setTimeout(120_000);
  const m = await memberByApi(context);
  const r = await (await bookByApi(context, bookingBody(KLAC_SEOUL, 'PHONE', D1, '09:00', m.person))).json();
  // 07:59 on the day: the page still offers the cancellation …
  await setServerNow(context, D1, '07:59');
  await loginByApi(context, m.loginId, m.password);
  await page.goto(`/dscsn/rsvt/DscsnRsvtRtrcnPopup?rsvtNo=${r.rsvtNo}`);
  await waitForDscsnPage(page, 'dscsn-cancel');
  await expect(page.getByRole('button', { name: '예약 취소하기' })).toBeEnabled();
  // … but two minutes later the server says it is too late
  await apiPost(context, '/api/test/clock', { advanceSeconds: 120 });
  await page.getByRole('button', { name: '예약 취소하기' }).click();
  await expect(page.locator('[data-cancel-form] [role="alert"]').first()).toContainText('전화해 주세요');
  expect(await axeViolations(page)).toEqual([]);
  const refused = await apiPost(context, `/api/my/dscsn/rsvt/${r.rsvtNo}/cancel`, { reason: '' });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe('TOO_LATE');
  // opened now, both pages say so up front
  await page.reload();
  await waitForDscsnPage(page, 'dscsn-cancel');
  await expect(page.getByText(/1시간 전이 지나 이 화면에서 취소할 수 없습니다/)).toBeVisible();
  await expect(page.getByRole('button', { name: '예약 취소하기' })).toBeDisabled();
  await page.goto(`/my/dscsn/rsvt/RsvtHrChgPopup?rsvtNo=${r.rsvtNo}`);
  await expect(page.getByText(/1시간 전이 지나 시간을 바꿀 수 없습니다/)).toBeVisible();
  expect((await myReservations(context))[0]!.status).toBe('BOOKED');
  expect(realErrors(errors)).toEqual([]);
});

// ─── Guest ──────────────────────────────────────────────────────────────────────────────────────
test('guest: 비회원 본인확인 from the sign-in page comes back to the booking and books; only own records', async ({ page, context, browser, errors }) => {
  test.setTimeout(150_000);
  const person = newPerson();
  await page.goto('/dscsn/tel/tappt');
  await waitForDscsnPage(page, 'login');
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/dscsn/tel/tappt');
  await page.getByRole('link', { name: '비회원 로그인' }).click();
  await waitForDscsnPage(page, 'login-gst-agreement');
  await page.getByLabel(/비회원 개인정보 수집·이용에 동의합니다/).check();
  await page.getByRole('button', { name: '동의하고 본인확인' }).click();
  await waitForDscsnPage(page, 'login-gst');
  await verifyBySms(page, person);
  await waitForDscsnPage(page, 'dscsn-entry');
  await expect(page).toHaveURL(/\/dscsn\/tel\/tappt$/);
  await page.locator('[data-start="PHONE-KLAC"]').click();
  await chooseOffice(page, '11', /^대한법률구조공단 서울중앙지부/);
  await pickWhen(page, D3, '10:00');
  await expect(page.locator('#ps3-applicant-title + .fm-section__desc')).toContainText('비회원 본인확인');
  await expect(field(page, '이름')).toHaveValue(person.name);
  await fillPs3(page);
  const rsvtNo = await bookOnPs4(page, 'dscsn-complete-phone');
  const mine = await myReservations(context);
  expect(mine.map((r) => r.rsvtNo)).toEqual([rsvtNo]);

  // someone else's booking is not the guest's to see
  const other = await browser.newContext();
  const om = await memberByApi(other);
  const theirs = await (await bookByApi(other, bookingBody(KLAC_SEOUL, 'VISIT', D3, '11:00', om.person))).json();
  expect((await context.request.get(`/api/my/dscsn/rsvt/${theirs.rsvtNo}`)).status()).toBe(404);
  await other.close();
  expect(realErrors(errors)).toEqual([]);
});

// ─── Session end in the middle: the prompt, sign-in and back to the same draft ─────────────────
test('a session that ends before 예약하기: sign-in prompt, login, back on ps4 with the draft, booked once', async ({ page, context, errors }) => {
  test.setTimeout(120_000);
  const m = await memberByApi(context);
  await page.goto(`/dscsn/form/ps1?method=VISIT&inst=LHM&from=/dscsn/intv/IntvLhmM`);
  await chooseOffice(page, '11', /^한국가정법률상담소/);
  await pickWhen(page, D3, '14:00');
  await fillPs3(page);
  // 30 idle minutes pass for this browser's session
  const aged = await apiPost(context, '/api/test/age', { seconds: 1801 });
  expect(aged.ok()).toBe(true);
  await page.getByRole('button', { name: '예약하기' }).click();
  await expect(page.locator('[data-signin-prompt]')).toContainText('로그인이 끝나 예약하지 못했습니다');
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('[data-signin-prompt]').getByRole('link', { name: '회원 로그인' }).click();
  await waitForDscsnPage(page, 'login');
  expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/dscsn/form/ps4');
  await field(page, '아이디').fill(m.loginId);
  await field(page, '비밀번호').fill(m.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await waitForDscsnPage(page, 'dscsn-ps4');
  await expect(page.locator('[data-ps4]')).toContainText(SUMMARY);
  await bookOnPs4(page, 'dscsn-complete-visit');
  expect(await myReservations(context)).toHaveLength(1);
  expect(realErrors(errors)).toEqual([]);
});

// ─── Double click ───────────────────────────────────────────────────────────────────────────────
test('a double click on 예약하기 books once; the same Idempotency-Key gets the same answer', async ({ page, context, errors }) => {
  test.setTimeout(120_000);
  const m = await memberByApi(context);
  const posts: { key: string; body: string }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/dscsn/rsvt') posts.push({ key: r.headers()['idempotency-key'] ?? '', body: r.postData() ?? '' });
  });
  await page.goto('/dscsn/form/ps1?method=VISIT&inst=KLAC');
  await chooseOffice(page, '11', /^대한법률구조공단 서울중앙지부/);
  await pickWhen(page, D4, '09:00');
  await fillPs3(page);
  await page.getByRole('button', { name: '예약하기' }).dblclick();
  await waitForDscsnPage(page, 'dscsn-complete-visit');
  const shown = (await page.locator('[data-rsvt-no]').textContent())?.trim();
  const mine = await myReservations(context);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.rsvtNo).toBe(shown);
  expect(posts.length).toBeGreaterThanOrEqual(1);
  expect(new Set(posts.map((p) => p.key)).size).toBe(1);
  // a retry of that request (a lost answer) gets the same reservation
  const again = await bookByApi(context, JSON.parse(posts[0]!.body), posts[0]!.key);
  expect(again.status()).toBe(200);
  expect((await again.json()).rsvtNo).toBe(shown);
  expect(await myReservations(context)).toHaveLength(1);
  // back to ps4 after booking: the draft is gone, nothing is sent again
  await page.goBack();
  await waitForDscsnPage(page, 'dscsn-ps1');
  await expect(page.getByRole('alert')).toContainText('먼저 골라 주세요');
  expect(await myReservations(context)).toHaveLength(1);
  void m;
  expect(realErrors(errors)).toEqual([]);
});

// ─── Bad dates ──────────────────────────────────────────────────────────────────────────────────
test('past, today, weekend, holiday and too-far dates: not selectable, and refused by the server if forced', async ({ page, context, errors }) => {
  test.setTimeout(120_000);
  const m = await memberByApi(context);
  for (const date of [addDays(TODAY, -1), TODAY, WEEKEND, HOLIDAY, addDays(TODAY, 15)]) {
    const r = await bookByApi(context, bookingBody(KLAC_SEOUL, 'VISIT', date, '10:00', m.person));
    expect(r.status(), date).toBe(400);
    const body = await r.json();
    expect(body.code, date).toBe('NOT_BOOKABLE_DATE');
    expect(body.message).toMatch(/[가-힣]/);
  }
  const slots = await slotsOf(context, KLAC_SEOUL, 'VISIT', D1);
  expect(slots.length).toBeGreaterThan(0);
  const slotsHoliday = await context.request.get(`/api/dscsn/slots?officeId=${KLAC_SEOUL}&method=VISIT&date=${HOLIDAY}`);
  if (slotsHoliday.ok()) expect((await slotsHoliday.json()).slots.every((s: { bookable: boolean }) => !s.bookable)).toBe(true);
  else expect(slotsHoliday.status()).toBe(400);

  // the page: closed dates cannot be picked, clicking one says why
  await page.goto('/dscsn/form/ps1?method=VISIT&inst=KLAC');
  await chooseOffice(page, '11', /^대한법률구조공단 서울중앙지부/);
  // closed days are focusable (aria-disabled) so their reason is heard; Enter does not pick them
  await day(page, HOLIDAY).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.bk-grid__note')).toContainText(SEEDED_HOLIDAYS[HOLIDAY]!);
  await expect(page.locator(`td:has([data-date="${HOLIDAY}"])`)).toHaveAttribute('aria-selected', 'false');
  await day(page, WEEKEND).click({ force: true }); // a mouse click on a closed day: the same note
  await expect(page.locator('.bk-grid__note')).toContainText('주말');
  await expect(page.locator(`td:has([data-date="${WEEKEND}"])`)).toHaveAttribute('aria-selected', 'false');
  await page.getByRole('button', { name: '다음: 신청인·상담 내용' }).click();
  await expect(page.locator('[data-error-summary]')).toContainText('상담 날짜를 달력에서 골라 주세요.');

  // a draft forced to the holiday (edited storage): the server refuses, the page explains on ps2
  await pickWhen(page, D1, '10:00');
  await fillPs3(page);
  await page.evaluate((holiday) => {
    const d = JSON.parse(sessionStorage.getItem('portal.dscsn.booking')!);
    sessionStorage.setItem('portal.dscsn.booking', JSON.stringify({ ...d, date: holiday }));
  }, HOLIDAY);
  await page.reload();
  await waitForDscsnPage(page, 'dscsn-ps4');
  await page.getByRole('button', { name: '예약하기' }).click();
  await waitForDscsnPage(page, 'dscsn-ps2');
  await expect(page.getByRole('alert').first()).toContainText(/공휴일/);
  expect(await myReservations(context)).toHaveLength(0);
  expect(await axeViolations(page)).toEqual([]);
  expect(realErrors(errors)).toEqual([]);
});

// ─── Full slot ──────────────────────────────────────────────────────────────────────────────────
test('a slot filled meanwhile: 마감 on ps2 and in the time change, nothing booked or changed', async ({ page, context, browser, errors }) => {
  test.setTimeout(180_000);
  await memberByApi(context);
  const others: BrowserContext[] = [];
  const fill = async (date: string, time: string) => {
    const ctx = await browser.newContext();
    others.push(ctx);
    const o = await memberByApi(ctx);
    const r = await bookByApi(ctx, bookingBody(LHD_NOWON, 'VISIT', date, time, o.person));
    expect(r.status()).toBe(201);
  };

  await page.goto('/dscsn/intv/form/IntvLhdM');
  await waitForDscsnPage(page, 'dscsn-entry');
  await page.locator('[data-start="VISIT"]').click();
  await chooseOffice(page, '11', /^법률홈닥터 서울 노원구청/);
  await expect(page.locator('[data-slot="15:00"]')).toHaveCount(0); // no date chosen yet
  await pickWhen(page, D5, '15:00');
  await fillPs3(page);
  await fill(D5, '15:00'); // someone else takes the only place
  await page.getByRole('button', { name: '예약하기' }).click();
  await waitForDscsnPage(page, 'dscsn-ps2');
  await expect(page.getByRole('alert').first()).toContainText('마감');
  await expect(page.locator('[data-slot="15:00"]')).toContainText('마감');
  await expect(slot(page, '15:00')).toBeDisabled();
  expect(await myReservations(context)).toHaveLength(0);
  // a third person is refused too: the slot holds its one place
  const third = await browser.newContext();
  others.push(third);
  const t = await memberByApi(third);
  const refused = await bookByApi(third, bookingBody(LHD_NOWON, 'VISIT', D5, '15:00', t.person));
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toContain('마감');

  // book 16:00 instead, then try to move to 16:30 which fills up meanwhile
  await slot(page, '16:00').check();
  await page.getByRole('button', { name: '다음: 신청인·상담 내용' }).click();
  await waitForDscsnPage(page, 'dscsn-ps3');
  await page.getByRole('button', { name: '다음: 신청 내용 확인' }).click();
  const rsvtNo = await bookOnPs4(page, 'dscsn-complete-visit');
  await page.goto(`/my/dscsn/rsvt/RsvtHrChgPopup?rsvtNo=${rsvtNo}`);
  await waitForDscsnPage(page, 'my-rsvt-time-change');
  await slot(page, '16:30').check();
  await fill(D5, '16:30');
  await page.getByRole('button', { name: '이 시간으로 바꾸기' }).click();
  await expect(page.locator('[data-time-change] [role="alert"]').first()).toContainText('마감');
  await expect(page.locator('[data-time-change] [role="alert"]').first()).toContainText('예약은 바뀌지 않았습니다');
  await expect(page.locator('[data-slot="16:30"]')).toContainText('마감');
  const mine = await myReservations(context);
  expect(mine.map((r) => [r.rsvtNo, r.time, r.status])).toEqual([[rsvtNo, '16:00', 'BOOKED']]);
  expect(await axeViolations(page)).toEqual([]);
  for (const c of others) await c.close();
  expect(realErrors(errors)).toEqual([]);
});

// ─── Another member's reservation ───────────────────────────────────────────────────────────────
test("another member's reservation number: a Korean not-found on every page, nothing changes", async ({ page, context, browser, errors }) => {
  test.setTimeout(120_000);
  const owner = await browser.newContext();
  const o = await memberByApi(owner);
  const theirs = await (await bookByApi(owner, bookingBody(KLAC_SEOUL, 'PHONE', D6, '10:00', o.person))).json();
  expect(theirs.rsvtNo).toMatch(/^R\d{8}-\d{6}$/);

  await memberByApi(context);
  for (const path of [
    `/dscsn/intv/IntvRsvtCmptnInfo?rsvtNo=${theirs.rsvtNo}`,
    `/dscsn/IntvTelView?rsvtNo=${theirs.rsvtNo}`,
    `/dscsn/rsvt/DscsnRsvtRtrcnPopup?rsvtNo=${theirs.rsvtNo}`,
    `/my/dscsn/rsvt/RsvtHrChgPopup?rsvtNo=${theirs.rsvtNo}`,
  ]) {
    await page.goto(path);
    await expect(page.locator('[data-rsvt-missing]')).toContainText('예약을 찾을 수 없습니다');
    await expect(page.locator('body')).not.toContainText(o.person.name);
    await expect(page.locator('[data-rsvt-missing]').getByRole('link', { name: '나의 상담 예약 보기' })).toHaveAttribute('href', '/my/dscsn/rsvt/MyDsctnRsvtList');
  }
  expect(await axeViolations(page)).toEqual([]);
  // without a number
  await page.goto('/dscsn/vido/VidoRsvtCmptnInfo');
  await expect(page.locator('[data-rsvt-missing]')).toContainText('어떤 예약인지 알 수 없습니다');
  // the API refuses to act on it
  const c = await apiPost(context, `/api/my/dscsn/rsvt/${theirs.rsvtNo}/cancel`, { reason: '' });
  expect(c.status()).toBe(404);
  expect(await c.text()).not.toContain(o.person.name);
  const t = await apiPost(context, `/api/my/dscsn/rsvt/${theirs.rsvtNo}/time`, { date: D6, time: '11:00' }, { 'Idempotency-Key': randomUUID() });
  expect(t.status()).toBe(404);
  const still = (await myReservations(owner)).find((r) => r.rsvtNo === theirs.rsvtNo)!;
  expect([still.status, still.time]).toEqual(['BOOKED', '10:00']);
  await owner.close();
  expect(realErrors(errors)).toEqual([]);
});

// ─── Draft ──────────────────────────────────────────────────────────────────────────────────────
test('the draft survives reload and back/forward; a step opened without its predecessors goes to the first missing one', async ({ page, context, errors }) => {
  test.setTimeout(120_000);
  await memberByApi(context);
  // ps1 without a choice: each problem named
  await page.goto('/dscsn/form/ps1');
  await waitForDscsnPage(page, 'dscsn-ps1');
  await page.getByRole('button', { name: '다음: 날짜·시간 선택' }).click();
  await expect(page.locator('[data-error-summary]')).toBeFocused();
  await expect(page.locator('[data-error-summary]')).toContainText('상담 방법(방문, 화상, 전화)을 골라 주세요.');
  await page.getByRole('radio', { name: /^방문상담/ }).check();
  await page.getByRole('radio', { name: /^대한가정법률복지상담원/ }).check();
  await page.locator('#ps1-office-group').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'ps1');
  await chooseOffice(page, '11', /^대한가정법률복지상담원 \(서울\)/);
  await day(page, D2).click();
  await slot(page, '15:30').check();
  await page.reload();
  await waitForDscsnPage(page, 'dscsn-ps2');
  await expect(page.locator(`td:has([data-date="${D2}"])`)).toHaveAttribute('aria-selected', 'true');
  await expect(slot(page, '15:30')).toBeChecked();
  await page.getByRole('button', { name: '다음: 신청인·상담 내용' }).click();
  await waitForDscsnPage(page, 'dscsn-ps3');
  await field(page, '상담 받을 내용').fill('이혼 후 양육비를 받지 못하고 있습니다. 어떻게 받을 수 있는지 알고 싶습니다.');
  await field(page, '전자우편').fill('hong@example');
  await page.reload();
  await waitForDscsnPage(page, 'dscsn-ps3');
  await expect(field(page, '상담 받을 내용')).toHaveValue(/양육비를 받지 못하고/);
  await expect(field(page, '전자우편')).toHaveValue('hong@example');
  await page.goBack();
  await waitForDscsnPage(page, 'dscsn-ps2');
  await expect(slot(page, '15:30')).toBeChecked();
  await page.goForward();
  await waitForDscsnPage(page, 'dscsn-ps3');
  await expect(field(page, '상담 받을 내용')).toHaveValue(/양육비를 받지 못하고/);
  // a bad e-mail is named at its field, the rest stays as typed
  await field(page, '상담 분야').selectOption('CHILD_SUPPORT');
  await page.getByLabel(/위 개인정보 수집·이용에 동의합니다/).check();
  await page.getByRole('button', { name: '다음: 신청 내용 확인' }).click();
  await expect(field(page, '전자우편')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, '상담 받을 내용')).toHaveValue(/양육비를 받지 못하고/);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'ps3-error');

  // another tab has its own (empty) draft: ps3 and ps4 send it to the first step with a note
  const other = await context.newPage();
  await other.goto('/dscsn/form/ps4');
  await waitForDscsnPage(other, 'dscsn-ps1');
  await expect(other).toHaveURL(/\/dscsn\/form\/ps1$/);
  await expect(other.getByRole('alert')).toContainText('상담 방법, 기관과 사무소를 먼저 골라 주세요.');
  await other.close();
  expect(realErrors(errors)).toEqual([]);
});

// ─── Every built page: it is built (not /ready) and axe finds nothing ───────────────────────────
test('information, overview and entry pages: built, axe-clean, with their links', async ({ page, context, errors }) => {
  test.setTimeout(180_000);
  await memberByApi(context);
  const pages: [string, string][] = [
    ['/dscsn/rsvt/DscsnRsvtM', 'dscsn-rsvt-main'],
    ['/dscsn/intv', 'dscsn-intv'],
    ['/dscsn/tel', 'dscsn-tel'],
    ['/dscsn/vido', 'dscsn-vido'],
    ['/dscsn/vido?room=SANDBOX-R20261221-000000', 'dscsn-vido-room'],
    ['/dscsn/tel/klacInfo', 'dscsn-tel-inst'],
    ['/dscsn/tel/LhdTelInfo', 'dscsn-tel-inst'],
    ['/dscsn/inst/DscInstKlaInfo', 'dscsn-inst'],
    ['/dscsn/inst/DscInstLhdInfo', 'dscsn-inst'],
    ['/dscsn/inst/DscInstLhmInfo', 'dscsn-inst'],
    ['/dscsn/inst/DscInstLqaInfo', 'dscsn-inst'],
    ['/dscsn/inst/ccrs', 'dscsn-inst'],
    ['/dscsn/inst/csa', 'dscsn-inst'],
    ['/dscsn/inst/fwc', 'dscsn-inst'],
    ['/dscsn/rsvt/intv', 'dscsn-entry'],
    ['/dscsn/intv/form/IntvLhdM', 'dscsn-entry'],
    ['/dscsn/intv/form/IntvLqaM', 'dscsn-entry'],
    ['/dscsn/intv/IntvLhmM', 'dscsn-entry'],
    ['/dscsn/intv/IntvVidoKlacM', 'dscsn-entry'],
    ['/dscsn/vido/VidoLhmM', 'dscsn-entry'],
    ['/dscsn/vido/vappt/inst', 'dscsn-entry'],
    ['/dscsn/vido/vappt/unif', 'dscsn-entry'],
    ['/dscsn/tel/tappt', 'dscsn-entry'],
  ];
  for (const [path, name] of pages) {
    await page.goto(path);
    await waitForDscsnPage(page, name);
    await expect(page.locator('[data-page-built="true"]')).toBeVisible();
    await expect(page.locator('[data-load-error]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    expect(await axeViolations(page), path).toEqual([]);
  }
  // the sandbox room says it is a test room and joins nothing
  await page.goto('/dscsn/vido?room=SANDBOX-R20261221-000000');
  await expect(page.locator('[data-sandbox]')).toContainText('실제 영상 통화는 연결되지 않으며');

  // institution page: phone as tel:, methods start the matching booking, the external one leaves the site
  await page.goto('/dscsn/inst/DscInstKlaInfo');
  await waitForDscsnPage(page, 'dscsn-inst');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('대한법률구조공단');
  await expect(page.locator('[data-inst-phone]')).toHaveAttribute('href', 'tel:132');
  await expect(page.locator('[data-method="VISIT"] a')).toHaveAttribute('href', /\/dscsn\/form\/ps1\?method=VISIT&inst=KLAC/);
  await expect(page.locator('[data-method="CYBER"] a')).toHaveAttribute('href', '/dscsn/cyber/klac/CybKlacDomM');
  await expect(page.getByRole('heading', { name: '출처' })).toBeVisible();
  await shoot(page, 'inst-klac');
  await page.goto('/dscsn/inst/ccrs');
  await waitForDscsnPage(page, 'dscsn-inst');
  await expect(page.locator('[data-method="EXTERNAL"] a')).toHaveAttribute('href', '/dscsn/ext/ccrs');
  await expect(page.locator('[data-method="EXTERNAL"]')).toContainText('누리집으로 이동합니다');
  await page.goto('/dscsn/intv/IntvVidoKlacM');
  await waitForDscsnPage(page, 'dscsn-entry');
  await shoot(page, 'entry-klac');
  // the 통합 화상 예약 lists every institution with video and starts without one chosen
  await page.goto('/dscsn/vido/vappt/unif');
  await waitForDscsnPage(page, 'dscsn-entry');
  await expect(page.locator('[data-entry-insts] li')).not.toHaveCount(0);
  await page.locator('[data-start="VIDEO"]').click();
  await waitForDscsnPage(page, 'dscsn-ps1');
  await expect(page.getByRole('radio', { name: /^화상상담/ })).toBeChecked();
  await expect(page.locator('.ds-fixed')).toHaveCount(0);
  expect(realErrors(errors)).toEqual([]);
});

test('a failed load shows a Korean error with 다시 시도, which loads the page', async ({ page, errors }) => {
  let fail = true;
  await page.route('**/api/dscsn/inst/LHM', (route) =>
    fail ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: '잠시 서비스를 이용할 수 없습니다.' }) }) : route.continue(),
  );
  // a client-side navigation (the first page's data comes from the server, which does not fail here)
  await page.goto('/dscsn/inst/DscInstKlaInfo');
  await waitForDscsnPage(page, 'dscsn-inst');
  await page.locator('a[href="/dscsn/inst/DscInstLhmInfo"]').first().evaluate((a) => (a as HTMLAnchorElement).click());
  await expect(page).toHaveURL(/\/dscsn\/inst\/DscInstLhmInfo$/);
  await expect(page.locator('[data-load-error]')).toContainText('기관 안내를 불러오지 못했습니다');
  expect(await axeViolations(page)).toEqual([]);
  fail = false;
  await page.locator('[data-load-error]').getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('한국가정법률상담소');
  await expect(page.locator('[data-load-error]')).toHaveCount(0);
  expect(realErrors(errors).filter((e) => !/status of 503/.test(e))).toEqual([]);
});
