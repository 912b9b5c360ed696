import { bookableDates } from '@portal/contracts';
import { ADMIN_MOTION, adminAxe, adminPage, staffContext } from './admin-helpers';
import { expect, test } from './fixtures';
import { realErrors } from './member-helpers';
import { STAFF } from './cyber-helpers';
import { bookByApi, bookingBody, bookingToday, memberByApi, ownServer, seededHolidays, setServerNow, slotsOf } from './dscsn-helpers';

test.use(ADMIN_MOTION);

// The back office's home and desk (issue 34) against the real server: a citizen books a visit at a
// KLAC office, the server's clock moves to that day (it is "today" at the desk), KLAC's officer opens
// 업무 현황, sees today's bookings, goes to 예약·방문 관리 and checks the visitor in by reservation
// number; axe at 1280 px on both pages; the home at 768 px has the menu button. The clock belongs to a
// whole server, so this spec runs its own (e2ePort + 11, own database).
test.describe.configure({ mode: 'default' });
const server = ownServer('admin-desk', 11);
test.use({ baseURL: server.origin });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

const TODAY = bookingToday();
const VISIT_DAY = bookableDates(new Date(`${TODAY}T10:00:00+09:00`), seededHolidays)[0]!;
const KLAC_SEOUL = 'KLAC-SEOUL-CENTRAL';

test('the desk: a citizen books a visit, KLAC staff see it on the home page and check the visitor in by reservation number', async ({ page, browser, errors }) => {
  test.setTimeout(180_000);
  const citizen = page.context();
  // the day before: the citizen books a visit for the next open day, an afternoon slot
  await setServerNow(citizen, TODAY);
  const member = await memberByApi(citizen);
  const free = (await slotsOf(citizen, KLAC_SEOUL, 'VISIT', VISIT_DAY)).filter((s) => s.bookable && s.time >= '13:00');
  expect(free.length, `a free afternoon visit slot at ${KLAC_SEOUL} on ${VISIT_DAY}`).toBeGreaterThan(0);
  const booked = await bookByApi(citizen, bookingBody(KLAC_SEOUL, 'VISIT', VISIT_DAY, free[0]!.time, member.person));
  expect(booked.status(), await booked.text()).toBe(201);
  const { rsvtNo } = (await booked.json()) as { rsvtNo: string };

  // the visit's day, in the morning: it is today at the desk
  await setServerNow(citizen, VISIT_DAY, '09:30');
  const { context: staff, page: s } = await staffContext(browser, STAFF.KLAC, { baseURL: server.origin, errors: { list: errors, who: 'staff', console: true } });

  // 업무 현황: today's bookings card, with the office's booking
  await s.goto('/admin');
  await adminPage(s, '업무 현황');
  const card = s.locator('.ant-card').filter({ has: s.getByRole('heading', { level: 2, name: '오늘의 상담 예약' }) });
  await expect(card).toBeVisible();
  await expect(card.getByRole('table', { name: '오늘 사무소별 예약' })).toBeVisible();
  await expect(card.getByRole('link', { name: '예약·방문 관리로 가기' })).toBeVisible();
  await expect(s.getByRole('heading', { level: 2, name: '사이버상담 답변 대기' })).toBeVisible();
  await adminAxe(s, 'admin home');

  // 예약·방문 관리: the booking is listed as booked, check it in by its number
  await card.getByRole('link', { name: '예약·방문 관리로 가기' }).click();
  await adminPage(s, '예약·방문 관리');
  const row = s.getByRole('row').filter({ hasText: rsvtNo });
  await expect(row).toContainText('예약완료');
  await expect(row.getByRole('button', { name: `${rsvtNo} 방문 확인` })).toBeVisible();
  await adminAxe(s, 'admin rsvt');
  // the call-back number is masked in the row; 연락처 보기 asks for the reason, then shows it whole
  await expect(row).not.toContainText(member.person.mobileNo);
  await row.getByRole('button', { name: `${rsvtNo} 연락처 보기` }).click();
  const reasonDialog = s.getByRole('dialog', { name: '개인정보를 여는 사유' });
  await reasonDialog.getByLabel('사유').fill('방문 시간 변경 안내 전화');
  await reasonDialog.getByRole('button', { name: '사유를 남기고 보기' }).click();
  const values = s.getByRole('dialog', { name: `${rsvtNo} 개인정보` });
  await expect.poll(async () => (await values.locator('[data-opened]').innerText()).replace(/\D/g, '')).toContain(member.person.mobileNo);
  await adminAxe(s, 'admin rsvt contact opened');
  // the footer's 닫기 (the dialog's × is also named 닫기)
  await values.getByRole('button', { name: '닫기' }).last().click();
  await expect(values).toBeHidden();

  // a number that is not there: the server's reason, nothing changes
  const checkin = s.getByRole('region', { name: '예약번호로 방문 확인' });
  await checkin.getByRole('textbox', { name: '예약번호', exact: true }).fill(`${rsvtNo.slice(0, -1)}${rsvtNo.endsWith('9') ? '8' : '9'}`);
  await checkin.getByRole('button', { name: '방문 확인', exact: true }).click();
  await expect(checkin.getByRole('alert')).toBeVisible();
  await expect(row).toContainText('예약완료');

  await checkin.getByRole('textbox', { name: '예약번호', exact: true }).fill(rsvtNo);
  await checkin.getByRole('button', { name: '방문 확인', exact: true }).click();
  await expect(s.getByText(`${rsvtNo} 방문을 확인했습니다`)).toBeVisible();
  await expect(row).toContainText('방문 확인됨');
  await expect(row.getByRole('button', { name: `${rsvtNo} 방문 확인` })).toHaveCount(0);
  await adminAxe(s, 'admin rsvt after check-in');

  // 768 px: the home with the menu button
  await s.setViewportSize({ width: 768, height: 1000 });
  await s.goto('/admin');
  await adminPage(s, '업무 현황');
  await expect(s.getByRole('button', { name: '메뉴' })).toBeVisible();

  await staff.close();
  expect(realErrors(errors)).toEqual([]);
});
