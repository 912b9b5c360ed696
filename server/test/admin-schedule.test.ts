// Back office (issue 34): office scheduling a month at a time (refused when a booked citizen would
// lose their slot), the citizen calendar honouring it, and the desk (check-in, no-show, done).
// PGlite; PostgreSQL with TEST_DATABASE_URL. Races: admin-schedule.pg.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, beforeEach } from 'vitest';
import { dscsnReservations, publicHolidays, staff } from '../src/db/schema';
import { createStaffSession, STAFF_COOKIE } from '../src/kernel/session';
import { TestClock, createTestApp, type Browser } from './helpers';
import { idem, kst, rsvtBody, signedIn } from './dscsn-helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createTestApp>>;

const OFFICE = 'KLAC-SEOUL-CENTRAL'; // VISIT 3, VIDEO 2, PHONE 3 a slot
const TINY = 'KLAC-NAMYANGJU'; // VISIT 1, PHONE 1 (no video)
const MONTH = '2026-12';

/**
 * Staff sign-in, in ONE place: a member with a staff row of `role` at `instCode`, signed in on a
 * browser of its own, with a staff session made directly (the sign-in itself is admin-auth.test.ts's).
 */
async function asStaff(role: 'INST_MANAGER' | 'CONSULT_STAFF', instCode: string) {
  const s = await signedIn(t.app, t.database, clock.now(), { name: role === 'INST_MANAGER' ? '강관리' : '최공단' });
  await t.database.db.insert(staff).values({ memberId: s.member.id, instCode, role });
  await staffSessionNow(s);
  return s;
}

/** A staff session opened at the clock's now (the desk's tests move the clock past a session's 15 idle minutes). */
async function staffSessionNow(s: { b: Browser; member: { id: string } }) {
  s.b.cookies.set(STAFF_COOKIE, await createStaffSession(t.database.db, s.member.id, clock.now()));
}

const citizen = (name = '홍길동') => signedIn(t.app, t.database, clock.now(), { name });

async function book(b: Browser, office: string, method: 'VISIT' | 'VIDEO' | 'PHONE', date: string, time: string, name = '홍길동') {
  const res = await b.post('/api/dscsn/rsvt', rsvtBody(office, method, date, time, { applicant: { name, mobileNo: '010-2222-3333', email: '' } }), idem());
  expect(res.statusCode, res.body).toBe(201);
  return res.json().rsvtNo as string;
}

const dayOf = (month: { days: { date: string }[] }, date: string) => month.days.find((d) => d.date === date) as Record<string, unknown> & { date: string };

let manager: Awaited<ReturnType<typeof asStaff>>;
let otherManager: Awaited<ReturnType<typeof asStaff>>;
let officer: Awaited<ReturnType<typeof asStaff>>;
let otherOfficer: Awaited<ReturnType<typeof asStaff>>;

const put = (body: Record<string, unknown>) => manager.b.put('/api/admin/schedule', { officeId: OFFICE, month: MONTH, days: [], ...body });
const month = async (officeId = OFFICE, m = MONTH) => (await manager.b.get(`/api/admin/schedule?officeId=${officeId}&month=${m}`)).json();

beforeAll(async () => {
  clock.t = kst('2026-12-01', '10:00'); // Tuesday; bookable 12-02 … 12-15
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0 });
  manager = await asStaff('INST_MANAGER', 'KLAC');
  otherManager = await asStaff('INST_MANAGER', 'LQA');
  officer = await asStaff('CONSULT_STAFF', 'KLAC');
  otherOfficer = await asStaff('CONSULT_STAFF', 'LQA');
});
afterAll(() => t?.close());

describe('the month view', () => {
  it('names the holiday from the holiday table, weekends, and the hours and places of an open day', async () => {
    const res = await manager.b.get(`/api/admin/schedule?officeId=${OFFICE}&month=${MONTH}`);
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json();
    expect(m).toMatchObject({ officeId: OFFICE, month: MONTH, today: '2026-12-01', officeCapacity: { VISIT: 3, VIDEO: 2, PHONE: 3 } });
    expect(m.days).toHaveLength(31);
    expect(m.weekly.map((w: { weekday: number; open: boolean }) => [w.weekday, w.open])).toEqual([[1, true], [2, true], [3, true], [4, true], [5, true]]);
    const [xmas] = await t.database.db.select().from(publicHolidays).where(eq(publicHolidays.holidayDate, '2026-12-25'));
    expect(dayOf(m, '2026-12-25')).toMatchObject({ open: false, holidayName: xmas!.name, closed: { kind: 'HOLIDAY', label: `공휴일(${xmas!.name})` }, times: [] });
    expect(dayOf(m, '2026-12-05')).toMatchObject({ open: false, closed: { kind: 'WEEKEND', label: '주말' } });
    expect(dayOf(m, '2026-12-07')).toMatchObject({ open: true, closed: null, firstSlot: '09:00', lastSlot: '17:30', capacity: { VISIT: 3, VIDEO: 2, PHONE: 3 }, booked: { VISIT: 0, VIDEO: 0, PHONE: 0 }, override: null, editable: true });
    expect((await month(OFFICE, '2026-11')).days.every((d: { editable: boolean }) => !d.editable)).toBe(true);
  });

  it('is for the office institution\'s manager: another institution\'s manager gets 404, an officer 403, a citizen (no staff session) 401, nobody 401', async () => {
    expect((await otherManager.b.get(`/api/admin/schedule?officeId=${OFFICE}&month=${MONTH}`)).statusCode).toBe(404);
    expect((await otherManager.b.put('/api/admin/schedule', { officeId: OFFICE, month: MONTH, days: [] })).statusCode).toBe(404);
    expect((await officer.b.get(`/api/admin/schedule?officeId=${OFFICE}&month=${MONTH}`)).statusCode).toBe(403);
    const { b } = await citizen();
    expect((await b.get(`/api/admin/schedule?officeId=${OFFICE}&month=${MONTH}`)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/schedule?officeId=${OFFICE}&month=${MONTH}` })).statusCode).toBe(401);
    expect((await manager.b.get(`/api/admin/schedule?officeId=LQA-MAIN&month=${MONTH}`)).statusCode).toBe(404);
    expect((await otherManager.b.get(`/api/admin/schedule?officeId=LQA-MAIN&month=${MONTH}`)).statusCode).toBe(200);
  });
});

describe('applying a month', () => {
  it('closes a day with its reason: the month shows it, the citizen calendar and slots drop it, booking it is refused; the same body again gives the same result', async () => {
    const body = { days: [{ date: '2026-12-10', closed: true, reason: '직원 교육' }, { date: '2026-12-14', closed: false, firstSlot: '09:00', lastSlot: '11:30' }, { date: '2026-12-11', closed: false, capacity: { VISIT: 5 } }] };
    const first = await put(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ applied: true, affected: [] });
    const again = await put(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const m = await month();
    expect(dayOf(m, '2026-12-10')).toMatchObject({ open: false, closed: { kind: 'CLOSURE', label: '휴무(직원 교육)' }, override: { closed: true, reason: '직원 교육' } });
    expect(dayOf(m, '2026-12-14')).toMatchObject({ open: true, firstSlot: '09:00', lastSlot: '11:30', times: ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'] });
    expect(dayOf(m, '2026-12-11')).toMatchObject({ capacity: { VISIT: 5, VIDEO: 2, PHONE: 3 } });

    const { b } = await citizen();
    const cal = (await b.get(`/api/dscsn/calendar?officeId=${OFFICE}&method=VISIT`)).json();
    expect(cal.days.find((d: { date: string }) => d.date === '2026-12-10')).toMatchObject({ bookable: false, remaining: 0, closedReason: '휴무(직원 교육)' });
    expect(cal.days.find((d: { date: string }) => d.date === '2026-12-14')).toMatchObject({ bookable: true, remaining: 6 * 3 });
    expect(cal.days.find((d: { date: string }) => d.date === '2026-12-11')).toMatchObject({ remaining: 16 * 5 });
    const slots = await b.get(`/api/dscsn/slots?officeId=${OFFICE}&method=VISIT&date=2026-12-10`);
    expect(slots.statusCode).toBe(400);
    expect(slots.json().message).toContain('휴무일(직원 교육)');
    const short = (await b.get(`/api/dscsn/slots?officeId=${OFFICE}&method=VISIT&date=2026-12-14`)).json();
    expect(short.slots.map((s: { time: string }) => s.time)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect((await b.get(`/api/dscsn/slots?officeId=${OFFICE}&method=VISIT&date=2026-12-11`)).json().slots[0]).toEqual({ time: '09:00', capacity: 5, remaining: 5, bookable: true });
    const refused = await b.post('/api/dscsn/rsvt', rsvtBody(OFFICE, 'VISIT', '2026-12-10', '10:00'), idem());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('NOT_BOOKABLE_DATE');
    const late = await b.post('/api/dscsn/rsvt', rsvtBody(OFFICE, 'VISIT', '2026-12-14', '14:00'), idem());
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'NOT_BOOKABLE_TIME' });
    expect(late.json().message).toContain('09:00부터 11:30까지만');

    // back to the usual: open with nothing of its own removes what was set
    expect((await put({ days: [{ date: '2026-12-10', closed: false }] })).statusCode).toBe(200);
    expect(dayOf(await month(), '2026-12-10')).toMatchObject({ open: true, override: null });
  });

  it('refuses to close a day with bookings (409, the list with masked names, nothing saved); dryRun answers the same list and the would-be month without saving', async () => {
    const a = await citizen();
    const rsvtNo = await book(a.b, OFFICE, 'VISIT', '2026-12-03', '10:00', '홍길동');
    const body = { days: [{ date: '2026-12-03', closed: true, reason: '사무소 이전' }, { date: '2026-12-17', closed: true, reason: '사무소 이전' }] };
    const res = await put(body);
    expect(res.statusCode, res.body).toBe(409);
    const refusal = res.json();
    expect(refusal).toMatchObject({ code: 'SCHEDULE_CONFLICT', affected: [{ rsvtNo, date: '2026-12-03', time: '10:00', method: 'VISIT', status: 'BOOKED', applicantName: '홍*동', why: 'DAY_CLOSED' }] });
    expect(refusal.affected).toHaveLength(1);
    expect(refusal.message).toContain('12월 3일(목)');
    expect(refusal.message).toContain('휴무로 정할 수 없습니다');
    expect(JSON.stringify(refusal)).not.toContain('홍길동');
    const m = await month();
    expect(dayOf(m, '2026-12-03')).toMatchObject({ open: true, booked: { VISIT: 1, VIDEO: 0, PHONE: 0 }, bookedSlots: [{ time: '10:00', method: 'VISIT', count: 1 }] });
    expect(dayOf(m, '2026-12-17')).toMatchObject({ open: true, override: null }); // the other date of the body was not saved either

    const dry = await put({ ...body, dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ applied: false, affected: refusal.affected });
    expect(dayOf(dry.json().schedule, '2026-12-03')).toMatchObject({ open: false, closed: { kind: 'CLOSURE' } });
    expect(dayOf(await month(), '2026-12-03')).toMatchObject({ open: true, override: null });

    // closing the weekday (every Thursday) would affect it too
    const weekly = await put({ weekly: [{ weekday: 4, open: false, firstSlot: '09:00', lastSlot: '17:30' }] });
    expect(weekly.statusCode).toBe(409);
    expect(weekly.json().affected.map((x: { rsvtNo: string }) => x.rsvtNo)).toEqual([rsvtNo]);
    // a weekday without bookings closes; the calendar says 정기 휴무
    expect((await put({ weekly: [{ weekday: 3, open: false, firstSlot: '09:00', lastSlot: '17:30' }] })).statusCode).toBe(200);
    const cal = (await a.b.get(`/api/dscsn/calendar?officeId=${OFFICE}&method=PHONE`)).json();
    expect(cal.days.find((d: { date: string }) => d.date === '2026-12-09')).toMatchObject({ bookable: false, closedReason: '정기 휴무' });
    expect((await put({ weekly: [{ weekday: 3, open: true, firstSlot: '09:00', lastSlot: '17:30' }] })).statusCode).toBe(200);
  });

  it('refuses a capacity cut below what is booked and a time removed with bookings; a cut that fits applies and booking honours it', async () => {
    const a = await citizen('김하나');
    const c = await citizen('이둘셋');
    const one = await book(a.b, OFFICE, 'VISIT', '2026-12-04', '10:00', '김하나');
    const two = await book(c.b, OFFICE, 'VISIT', '2026-12-04', '10:00', '이둘셋');
    const cut = await put({ days: [{ date: '2026-12-04', closed: false, capacity: { VISIT: 1 } }] });
    expect(cut.statusCode).toBe(409);
    expect(cut.json().affected.map((x: { rsvtNo: string; why: string; applicantName: string }) => [x.rsvtNo, x.why, x.applicantName])).toEqual([
      [one, 'OVER_CAPACITY', '김*나'],
      [two, 'OVER_CAPACITY', '이*셋'],
    ]);
    expect(cut.json().message).toContain('정원을 1명으로 줄일 수 없습니다');
    const zero = await put({ days: [{ date: '2026-12-04', closed: false, capacity: { VISIT: 0 } }] });
    expect(zero.statusCode).toBe(409);
    const hours = await put({ days: [{ date: '2026-12-04', closed: false, firstSlot: '13:00', lastSlot: '17:30' }] });
    expect(hours.statusCode).toBe(409);
    expect(hours.json().affected.map((x: { why: string }) => x.why)).toEqual(['TIME_REMOVED', 'TIME_REMOVED']);
    expect(hours.json().message).toContain('10:00에 예약이 있어');

    expect((await put({ days: [{ date: '2026-12-04', closed: false, capacity: { VISIT: 2 } }] })).statusCode).toBe(200);
    const d = await citizen();
    const full = await d.b.post('/api/dscsn/rsvt', rsvtBody(OFFICE, 'VISIT', '2026-12-04', '10:00'), idem());
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('SLOT_FULL');
    expect((await d.b.get(`/api/dscsn/slots?officeId=${OFFICE}&method=VISIT&date=2026-12-04`)).json().slots.find((s: { time: string }) => s.time === '10:00')).toMatchObject({ capacity: 2, remaining: 0, bookable: false });
    // a cancelled booking holds no place: after one cancels, the cut to 1 applies
    expect((await a.b.post(`/api/my/dscsn/rsvt/${one}/cancel`, { reason: '' })).statusCode).toBe(200);
    expect((await put({ days: [{ date: '2026-12-04', closed: false, capacity: { VISIT: 1 } }] })).statusCode).toBe(200);
  });

  it('answers odd input with a Korean 400 naming the field, never 5xx', async () => {
    const bad: [string, Record<string, unknown>][] = [
      ['month', { month: '2026-13' }],
      ['month', { month: '2026-1' }],
      ['officeId', { officeId: 'KLAC\u0000SEOUL' }],
      ['days.0.reason', { days: [{ date: '2026-12-16', closed: true, reason: 'x'.repeat(1_000_000) }] }],
      ['days.0.reason', { days: [{ date: '2026-12-16', closed: true }] }],
      ['days.0.capacity.VISIT', { days: [{ date: '2026-12-16', closed: false, capacity: { VISIT: -1 } }] }],
      ['days.0.capacity.VISIT', { days: [{ date: '2026-12-16', closed: false, capacity: { VISIT: 1.5 } }] }],
      ['days.0.lastSlot', { days: [{ date: '2026-12-16', closed: false, firstSlot: '10:00' }] }],
      ['days.0.firstSlot', { days: [{ date: '2026-12-16', closed: false, firstSlot: '15:00', lastSlot: '10:00' }] }],
      ['days.0.firstSlot', { days: [{ date: '2026-12-16', closed: false, firstSlot: '12:00', lastSlot: '13:00' }] }],
      ['days.0.date', { days: [{ date: '2027-01-04', closed: true, reason: '다른 달' }] }],
      ['days.1.date', { days: [{ date: '2026-12-16', closed: false }, { date: '2026-12-16', closed: false }] }],
      ['days.0.date', { days: [{ date: '2026-11-30', closed: true, reason: '지난 날' }], month: '2026-11' }],
      ['weekly.0.weekday', { weekly: [{ weekday: 6, open: true, firstSlot: '09:00', lastSlot: '17:30' }] }],
      ['days', { days: 'all' }],
    ];
    for (const [field, over] of bad) {
      const res = await put(over);
      expect(res.statusCode, `${field}: ${res.body.slice(0, 300)}`).toBe(400);
      const body = res.json();
      expect(body.errors.map((e: { field: string }) => e.field), field).toContain(field);
      expect(body.message).toMatch(/[가-힣]/);
    }
    // a method the office does not book
    const video = await manager.b.put('/api/admin/schedule', { officeId: TINY, month: MONTH, days: [{ date: '2026-12-16', closed: false, capacity: { VIDEO: 2 } }] });
    expect(video.statusCode).toBe(400);
    expect(video.json().errors[0]).toMatchObject({ field: 'days.0.capacity.VIDEO' });
    for (const q of ['month=2026-13', 'month=abcd', `month=${'9'.repeat(100_000)}`, 'month=2026-12%00', '']) {
      const res = await manager.b.get(`/api/admin/schedule?officeId=${OFFICE}&${q}`);
      expect(res.statusCode, q).toBe(400);
    }
    expect((await manager.b.get(`/api/admin/schedule?officeId=${'X'.repeat(41)}&month=${MONTH}`)).statusCode).toBe(400);
    expect((await manager.b.get(`/api/admin/schedule?officeId=NOPE&month=${MONTH}`)).statusCode).toBe(404);
  });
});

describe('the desk', () => {
  beforeEach(async () => {
    for (const s of [manager, otherManager, officer, otherOfficer]) await staffSessionNow(s);
  });
  let today: string; // booked for 12-02 10:00 (VISIT)
  let afternoon: string; // 12-02 14:00 (VISIT)
  let tomorrow: string; // 12-03 11:00 (VISIT)
  let phone: string; // 12-02 11:00 (PHONE)
  let who: Awaited<ReturnType<typeof citizen>>;

  beforeAll(async () => {
    clock.t = kst('2026-12-01', '12:00');
    who = await citizen('박방문');
    const other = await citizen('최오후');
    const third = await citizen('정내일');
    today = await book(who.b, OFFICE, 'VISIT', '2026-12-02', '10:00', '박방문');
    afternoon = await book(other.b, OFFICE, 'VISIT', '2026-12-02', '14:00', '최오후');
    phone = await book(third.b, 'KLAC-BUSAN', 'PHONE', '2026-12-02', '11:00', '정내일');
    tomorrow = await book(third.b, OFFICE, 'VISIT', '2026-12-03', '11:00', '정내일');
    clock.t = kst('2026-12-02', '09:40');
    for (const s of [manager, officer, otherOfficer, who]) await s.renew(clock.now());
  });

  it("lists today's bookings by default, masked, paged and sorted on the server, with counts by status; another institution's office is 404", async () => {
    const res = await officer.b.get(`/api/admin/rsvt?officeId=${OFFICE}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list).toMatchObject({ date: '2026-12-02', page: 1, total: 2, counts: { BOOKED: 2, CHECKED_IN: 0, DONE: 0, NO_SHOW: 0, CANCELLED: 0 } });
    expect(list.items.map((i: { rsvtNo: string }) => i.rsvtNo)).toEqual([today, afternoon]);
    expect(list.items[0]).toMatchObject({ applicantName: '박*문', applicantMobile: '010-****-3333', method: 'VISIT', time: '10:00', canCheckIn: true, canNoShow: false, canComplete: false });
    expect(list.items[0].ticketNo).toMatch(/^A-\d{3}$/);
    const desc = (await officer.b.get(`/api/admin/rsvt?officeId=${OFFICE}&sort=-time&pageSize=1&page=1`)).json();
    expect(desc).toMatchObject({ total: 2, pageSize: 1 });
    expect(desc.items.map((i: { rsvtNo: string }) => i.rsvtNo)).toEqual([afternoon]);
    const all = (await manager.b.get('/api/admin/rsvt')).json(); // every KLAC office; a manager is a consultation officer too
    expect(all.items.map((i: { rsvtNo: string }) => i.rsvtNo).sort()).toEqual([today, afternoon, phone].sort());
    expect((await officer.b.get(`/api/admin/rsvt?officeId=${OFFICE}&date=2026-12-03`)).json().items.map((i: { rsvtNo: string }) => i.rsvtNo)).toContain(tomorrow);
    expect((await otherOfficer.b.get(`/api/admin/rsvt?officeId=${OFFICE}`)).statusCode).toBe(404);
    expect((await otherOfficer.b.get('/api/admin/rsvt')).json().total).toBe(0);
    for (const q of ['date=2026-02-30', 'status=GONE', 'sort=name', 'page=0', 'pageSize=1000', 'officeId=%00']) {
      expect((await officer.b.get(`/api/admin/rsvt?${q}`)).statusCode, q).toBe(400);
    }
  });

  it("checks in today's visit once (twice is the same answer), refuses tomorrow's (409) and another institution's (404); the citizen sees 방문 확인됨", async () => {
    const first = await officer.b.post('/api/admin/rsvt/checkin', { rsvtNo: today });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ rsvtNo: today, status: 'CHECKED_IN', canCheckIn: false, applicantName: '박*문' });
    const again = await officer.b.post('/api/admin/rsvt/checkin', { rsvtNo: today });
    expect(again.statusCode).toBe(200);
    expect(again.json().checkedInAt).toBe(first.json().checkedInAt);

    const early = await officer.b.post('/api/admin/rsvt/checkin', { rsvtNo: tomorrow });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'NOT_TODAY' });
    expect(early.json().message).toContain('2026-12-03 11:00');
    expect((await officer.b.post('/api/admin/rsvt/checkin', { rsvtNo: phone })).json().code).toBe('NOT_VISIT');
    expect((await otherOfficer.b.post('/api/admin/rsvt/checkin', { rsvtNo: today })).statusCode).toBe(404);
    expect((await otherOfficer.b.post(`/api/admin/rsvt/${afternoon}/noshow`)).statusCode).toBe(404);
    expect((await officer.b.post('/api/admin/rsvt/checkin', { rsvtNo: 'R20261202-000000' })).statusCode).toBe(404);
    for (const body of [{ rsvtNo: 'nope' }, { rsvtNo: `R2026\u00001202-1` }, {}, { rsvtNo: 'R'.repeat(1_000_000) }]) {
      expect((await officer.b.post('/api/admin/rsvt/checkin', body)).statusCode).toBe(400);
    }

    const mine = (await who.b.get(`/api/my/dscsn/rsvt/${today}`)).json();
    expect(mine.status).toBe('CHECKED_IN');
    expect(mine.changeable).toBe(false);
    const cancel = await who.b.post(`/api/my/dscsn/rsvt/${today}/cancel`, { reason: '' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toContain('방문 확인됨');
    // done through the consultation area's call, after the start
    clock.t = kst('2026-12-02', '10:05');
    await officer.renew(clock.now());
    await staffSessionNow(officer);
    const done = await officer.b.post(`/api/staff/dscsn/rsvt/${today}/done`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('DONE');
    expect((await officer.b.post('/api/admin/rsvt/checkin', { rsvtNo: today })).statusCode).toBe(409);
  });

  it('marks a no-show only after the start, once; the citizen sees 미방문; a no-show frees the person\'s day, a checked-in visit does not', async () => {
    const early = await officer.b.post(`/api/admin/rsvt/${afternoon}/noshow`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'NOT_STARTED' });
    expect(early.json().message).toContain('2026-12-02 14:00');
    clock.t = kst('2026-12-02', '14:20');
    await officer.renew(clock.now());
    await staffSessionNow(officer);
    const marked = await officer.b.post(`/api/admin/rsvt/${afternoon}/noshow`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ status: 'NO_SHOW', canCheckIn: true, canComplete: false });
    expect((await officer.b.post(`/api/admin/rsvt/${afternoon}/noshow`)).json().noShowAt).toBe(marked.json().noShowAt);
    expect((await officer.b.post(`/api/staff/dscsn/rsvt/${afternoon}/done`)).statusCode).toBe(409);
    const list = (await officer.b.get(`/api/admin/rsvt?officeId=${OFFICE}&status=NO_SHOW`)).json();
    expect(list.items.map((i: { rsvtNo: string }) => i.rsvtNo)).toEqual([afternoon]);
    expect(list.counts).toMatchObject({ DONE: 1, NO_SHOW: 1 });

    // the partial unique index: a NO_SHOW row leaves the person's day free, a CHECKED_IN one holds it
    const [r] = await t.database.db.select().from(dscsnReservations).where(eq(dscsnReservations.rsvtNo, afternoon));
    const twin = { ...r!, id: undefined, rsvtNo: 'R20261202-999999', status: 'BOOKED' as const };
    await t.database.db.insert(dscsnReservations).values(twin);
    await t.database.db.update(dscsnReservations).set({ status: 'CHECKED_IN' }).where(eq(dscsnReservations.rsvtNo, 'R20261202-999999'));
    await expect(t.database.db.insert(dscsnReservations).values({ ...twin, rsvtNo: 'R20261202-999998' })).rejects.toThrow();
    await t.database.db.delete(dscsnReservations).where(eq(dscsnReservations.rsvtNo, 'R20261202-999999'));
  });
});
