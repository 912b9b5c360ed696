import { randomUUID } from 'node:crypto';
import { WEEKDAY_LABELS, bookableDates, weekday } from '@portal/contracts';
import { ADMIN_MOTION, adminAxe, adminPage } from './admin-helpers';
import { expect, test } from './fixtures';
import { realErrors } from './member-helpers';
import { staffLogin } from './cyber-helpers';
import { bookByApi, bookingBody, bookingToday, memberByApi, ownServer, seededHolidays, setServerNow, slotsOf } from './dscsn-helpers';

test.use(ADMIN_MOTION);

// The back office's 상담 일정 관리 and 직원 계정 (issue 34) against the real server: a citizen books a
// visit at a KLAC office; KLAC's manager tries to close that day (refused, the booking listed, what
// was typed kept), closes another day (saved; the citizen calendar and slots no longer offer it);
// then creates a staff account (its initial password shown once), resets its authenticator and
// disables it, and the account cannot sign in at /admin/login. axe at 1280 px on both pages. The
// clock and the schedule belong to a whole server: this spec runs its own (e2ePort + 13).
test.describe.configure({ mode: 'default' });
const server = ownServer('admin-schedule', 13);
test.use({ baseURL: server.origin });
test.beforeAll(async () => {
  test.setTimeout(420_000); // a loaded machine starts a server slowly
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

const TODAY = bookingToday();
const OPEN_DAYS = bookableDates(new Date(`${TODAY}T10:00:00+09:00`), seededHolidays);
const VISIT_DAY = OPEN_DAYS[0]!;
const MONTH = VISIT_DAY.slice(0, 7);
/** An open day of the same month without bookings. */
const FREE_DAY = OPEN_DAYS.find((d) => d !== VISIT_DAY && d.startsWith(MONTH))!;
const KLAC_SEOUL = 'KLAC-SEOUL-CENTRAL';
const MANAGER = 'sandboxmanager';
const dayLabel = (date: string) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일(${WEEKDAY_LABELS[weekday(date)]})`;

test('상담 일정 관리: closing a booked day is refused with the booking listed; a free day closes and the citizen calendar no longer offers it', async ({ page, browser, errors }) => {
  test.setTimeout(180_000);
  expect(FREE_DAY, `a second open day in ${MONTH}`).toBeTruthy();
  const citizen = page.context();
  await setServerNow(citizen, TODAY);
  const member = await memberByApi(citizen);
  const free = (await slotsOf(citizen, KLAC_SEOUL, 'VISIT', VISIT_DAY)).filter((s) => s.bookable);
  const booked = await bookByApi(citizen, bookingBody(KLAC_SEOUL, 'VISIT', VISIT_DAY, free[0]!.time, member.person));
  expect(booked.status(), await booked.text()).toBe(201);
  const { rsvtNo } = (await booked.json()) as { rsvtNo: string };

  const staff = await browser.newContext({ ...ADMIN_MOTION, baseURL: server.origin });
  await staffLogin(staff.request, MANAGER, server.origin);
  const s = await staff.newPage();
  s.on('pageerror', (e) => errors.push(`pageerror (staff): ${e.message}`));
  s.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console (staff): ${m.text()}`);
  });
  await s.setViewportSize({ width: 1280, height: 900 });
  await s.goto(`/admin/schedule?officeId=${KLAC_SEOUL}&month=${MONTH}`);
  await adminPage(s, '상담 일정 관리');
  const calendar = s.getByRole('region', { name: /달력$/ });
  await expect(calendar.getByRole('table')).toBeVisible();
  await adminAxe(s, 'admin schedule');

  // close the booked day: refused, the booking listed, the choice and the reason kept
  await calendar.getByRole('checkbox', { name: new RegExp(`^${dayLabel(VISIT_DAY).replace(/[()]/g, '\\$&')}`) }).check();
  await s.locator('.ant-radio-button-wrapper', { hasText: /^휴무$/ }).click();
  await expect(s.getByRole('radio', { name: '휴무' })).toBeChecked();
  await s.getByRole('textbox', { name: '휴무 사유' }).fill('직원 교육');
  await s.getByRole('button', { name: '고른 날 저장' }).click();
  const refusal = s.getByRole('alert').filter({ hasText: '저장하지 않았습니다' });
  await expect(refusal).toContainText('예약한 시민이 자리를 잃게 되어');
  const affected = s.getByRole('table', { name: /자리를 잃게 되는 예약 1건/ });
  await expect(affected.getByRole('row').filter({ hasText: rsvtNo })).toContainText('그날 휴무');
  await expect(affected.getByRole('row').filter({ hasText: rsvtNo })).toContainText(/\*/); // the masked name
  await expect(s.getByRole('textbox', { name: '휴무 사유' })).toHaveValue('직원 교육');
  await adminAxe(s, 'admin schedule refused');

  // back to the plan: leave the booked day out, close a free day instead
  await refusal.getByRole('button', { name: '예약 있는 날 빼기' }).click();
  await calendar.getByRole('checkbox', { name: new RegExp(`^${dayLabel(FREE_DAY).replace(/[()]/g, '\\$&')}`) }).check();
  await s.getByRole('button', { name: '고른 날 저장' }).click();
  await expect(s.getByText(/일정을 저장했습니다/)).toBeVisible();
  await expect(refusal).toHaveCount(0);
  await expect(calendar.getByRole('cell').filter({ hasText: '휴무(직원 교육)' })).toHaveCount(1);

  // the citizen's calendar and slots: the day is closed with its reason, the booked day still open
  const cal = (await (await citizen.request.get(`/api/dscsn/calendar?officeId=${KLAC_SEOUL}&method=VISIT`)).json()) as { days: { date: string; bookable: boolean; closedReason: string | null }[] };
  expect(cal.days.find((d) => d.date === FREE_DAY)).toMatchObject({ bookable: false, closedReason: '휴무(직원 교육)' });
  expect(cal.days.find((d) => d.date === VISIT_DAY)?.bookable).toBe(true);
  const slots = await citizen.request.get(`/api/dscsn/slots?officeId=${KLAC_SEOUL}&method=VISIT&date=${FREE_DAY}`);
  expect(slots.status()).toBe(400);

  // 768 px: the calendar scrolls inside its region, the editor is reachable
  await s.setViewportSize({ width: 768, height: 1000 });
  await expect(s.getByRole('button', { name: '고른 날 저장' })).toBeVisible();
  await staff.close();
  expect(realErrors(errors)).toEqual([]);
});

test('직원 계정: the manager creates an account (initial password and enrolment code once), resets its authenticator; the new staff member chooses a password and enrols with the code; disabled, it cannot sign in', async ({ browser, errors }) => {
  test.setTimeout(180_000);
  const staff = await browser.newContext({ ...ADMIN_MOTION, baseURL: server.origin });
  await staffLogin(staff.request, MANAGER, server.origin);
  const s = await staff.newPage();
  s.on('pageerror', (e) => errors.push(`pageerror (staff): ${e.message}`));
  await s.setViewportSize({ width: 1280, height: 900 });
  await s.goto('/admin/staff');
  await adminPage(s, '직원 계정');
  const table = s.getByRole('table', { name: /직원 계정/ });
  await expect(table.getByRole('row').filter({ hasText: MANAGER })).toContainText('기관 관리자');
  await expect(table.getByRole('row').filter({ hasText: 'sandboxklac' })).toContainText('상담 담당자');
  await adminAxe(s, 'admin staff');

  const loginId = `e2estaff${randomUUID().replaceAll('-', '').slice(0, 6)}`;
  await s.getByRole('button', { name: '직원 계정 만들기' }).click();
  const create = s.getByRole('dialog', { name: '직원 계정 만들기' });
  await create.getByLabel('아이디').fill(loginId);
  await create.getByLabel('이름').fill('문직원');
  await create.getByRole('button', { name: '만들기' }).click();
  const made = s.getByRole('dialog', { name: '직원 계정을 만들었습니다' });
  const password = ((await made.getByTestId('initial-password').textContent()) ?? '').trim();
  expect(password).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
  const CODE = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;
  const firstCode = ((await made.getByTestId('enrol-code').textContent()) ?? '').trim();
  expect(firstCode).toMatch(CODE);
  await expect(made).toContainText('까지 쓸 수 있고');
  await adminAxe(s, 'admin staff created');
  await made.getByRole('button', { name: '확인했습니다' }).click();
  const row = table.getByRole('row').filter({ hasText: loginId });
  await expect(row).toContainText('상담 담당자');
  await expect(row).toContainText('등록 전');
  await expect(row).toContainText('사용 중');

  await row.getByRole('button', { name: `문직원(${loginId}) 인증 앱 초기화` }).click();
  await s.getByRole('button', { name: '초기화', exact: true }).click();
  await expect(s.getByText(`문직원(${loginId})의 인증 앱을 초기화했습니다`)).toBeVisible();
  // the reset's new enrolment code, once
  const reset = s.getByRole('dialog', { name: '인증 앱을 초기화했습니다' });
  const newCode = ((await reset.getByTestId('enrol-code').textContent()) ?? '').trim();
  expect(newCode).toMatch(CODE);
  expect(newCode).not.toBe(firstCode);
  await adminAxe(s, 'admin staff reset');
  await reset.getByRole('button', { name: '확인했습니다' }).click();
  await expect(reset).toBeHidden();

  // the new member of staff signs in: their own password first, then the enrolment with the code handed over
  const own = 'Staff#Own2026';
  const other = await browser.newContext({ ...ADMIN_MOTION, baseURL: server.origin });
  const p = await other.newPage();
  p.on('pageerror', (e) => errors.push(`pageerror (new staff): ${e.message}`));
  await p.goto('/admin/login');
  await adminPage(p, '직원 로그인');
  await p.getByLabel('아이디').fill(loginId);
  await p.getByLabel('비밀번호', { exact: true }).fill(password);
  await p.getByRole('button', { name: '다음' }).click();
  await expect(p.getByText(`${loginId} 계정의 첫 로그인입니다`)).toBeVisible();
  await p.getByLabel('새 비밀번호', { exact: true }).fill(own);
  await p.getByLabel('새 비밀번호 확인').fill(`${own}x`);
  await p.getByRole('button', { name: '비밀번호 정하고 다음' }).click();
  await expect(p.getByText('새 비밀번호와 새 비밀번호 확인이 같지 않습니다')).toBeVisible();
  await adminAxe(p, 'admin first sign-in password');
  await p.getByLabel('새 비밀번호 확인').fill(own);
  await p.getByRole('button', { name: '비밀번호 정하고 다음' }).click();
  await p.getByLabel('인증 앱 등록 코드').fill(newCode);
  await p.getByRole('button', { name: '인증 앱 등록 시작' }).click();
  await expect(p.getByRole('img', { name: /인증 앱 등록용 QR 코드/ })).toBeVisible();

  await row.getByRole('button', { name: `문직원(${loginId}) 사용 중지` }).click();
  await s.getByRole('button', { name: '사용 중지', exact: true }).click();
  await expect(s.getByText(`문직원(${loginId}) 계정을 사용 중지했습니다.`)).toBeVisible();
  await expect(row).toContainText('사용 중지');
  await expect(row.getByRole('button', { name: `문직원(${loginId}) 다시 사용` })).toBeVisible();

  // the disabled account at /admin/login: refused after the password (its own now)
  await p.goto('/admin/login');
  await adminPage(p, '직원 로그인');
  await p.getByLabel('아이디').fill(loginId);
  await p.getByLabel('비밀번호', { exact: true }).fill(own);
  await p.getByRole('button', { name: '다음' }).click();
  await expect(p.getByText('사용이 중지된 직원 계정입니다')).toBeVisible();
  await other.close();
  await staff.close();
  expect(realErrors(errors)).toEqual([]);
});

test('플랫폼 계정: the system administrator keeps the platform accounts — one platform role each, and an editor’s lost authenticator reset with a new enrolment code', async ({ browser, errors }) => {
  test.setTimeout(120_000);
  const staff = await browser.newContext({ ...ADMIN_MOTION, baseURL: server.origin });
  await staffLogin(staff.request, 'sandboxadmin', server.origin);
  const s = await staff.newPage();
  s.on('pageerror', (e) => errors.push(`pageerror (admin): ${e.message}`));
  await s.goto('/admin/staff');
  await adminPage(s, '직원 계정');
  const table = s.getByRole('table', { name: /플랫폼 직원 계정/ });
  await expect(table.getByRole('row').filter({ hasText: 'sandboxeditor' })).toContainText('콘텐츠 편집자');
  await expect(table.getByRole('row').filter({ hasText: 'sandboxopenapi' })).toContainText('오픈 API 승인 담당자');
  await expect(table.getByRole('row').filter({ hasText: 'sandboxklac' })).toHaveCount(0);
  await adminAxe(s, 'admin platform staff');

  // a new platform account gets one role, chosen by radio button
  await s.getByRole('button', { name: '직원 계정 만들기' }).click();
  const create = s.getByRole('dialog', { name: '직원 계정 만들기' });
  await expect(create.getByRole('radio', { name: '콘텐츠 편집자' })).toBeChecked();
  await expect(create.getByRole('checkbox')).toHaveCount(0);
  await adminAxe(s, 'admin platform staff create');
  await create.getByRole('button', { name: '취소' }).click();

  const editor = table.getByRole('row').filter({ hasText: 'sandboxeditor' });
  await editor.getByRole('button', { name: /sandboxeditor\) 인증 앱 초기화/ }).click();
  await s.getByRole('button', { name: '초기화', exact: true }).click();
  const reset = s.getByRole('dialog', { name: '인증 앱을 초기화했습니다' });
  expect(((await reset.getByTestId('enrol-code').textContent()) ?? '').trim()).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  await reset.getByRole('button', { name: '확인했습니다' }).click();
  await expect(editor).toContainText('등록 전');
  await staff.close();
  expect(realErrors(errors)).toEqual([]);
});
