// Public holidays as data (issue 30): the calendar closes the dates of public_holidays with their
// names, a staff member's 임시공휴일 closes a date, a date of a year whose list is not registered is
// closed with a Korean reason (and the answer date counted there is marked estimated), and the staff
// calls: validation, access, audit, idempotence. The app runs on the test clock only: any real date.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Calendar, HOLIDAYS_PENDING, HolidayYear } from '@portal/contracts';
import { SANDBOX_PASSWORD } from '../src/db/seed/sandbox-accounts';
import { holidayChanges, holidayYears, members, publicHolidays, staff } from '../src/db/schema';
import { hashPassword } from '../src/kernel/sign-in/password';
import { issueEnrolCode } from '../src/kernel/sign-in/enrol-code';
import { officialHolidays, seedHolidays } from '../src/db/seed/holidays';
import { Browser, TestClock, createTestApp, staffSignIn } from './helpers';
import { idem, kst, rsvtBody, signedIn } from './dscsn-helpers';

const clock = new TestClock();
// Monday 2026-12-21: the window 12-22 … 2027-01-04 holds 성탄절 (Fri 12-25) and 신정 (Fri 2027-01-01)
const START = kst('2026-12-21');
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  clock.t = START;
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0 });
});
afterAll(() => t.close());
beforeEach(() => {
  clock.t = START;
});

const OFFICE = 'KLAC-SEOUL-CENTRAL';
const anon = () => new Browser(t.app);
const person = () => signedIn(t.app, t.database, clock.now());
async function staffMember(name = '김담당') {
  const s = await signedIn(t.app, t.database, clock.now(), { name });
  await t.database.db.insert(staff).values({ memberId: s.member.id, instCode: 'KLAC', role: 'CONSULT_STAFF', createdAt: clock.now() });
  // staff calls take the staff session only: the officer signs in at the back office with a password and the authenticator
  await t.database.db.update(members).set({ passwordHash: await hashPassword(SANDBOX_PASSWORD) }).where(eq(members.id, s.member.id));
  // as a manager's new account: an enrolment code for its first sign-in
  const { enrolCode } = await issueEnrolCode(t.database.db, s.member.id, clock.now());
  await staffSignIn(s.b, s.member.loginId, SANDBOX_PASSWORD, enrolCode);
  return s;
}
const calendar = async (b = anon()) => {
  const res = await b.get(`/api/dscsn/calendar?officeId=${OFFICE}&method=VISIT`);
  expect(res.statusCode, res.body).toBe(200);
  return Calendar.parse(res.json());
};
const dayOf = (cal: Calendar, date: string) => cal.days.find((d) => d.date === date)!;
const changesOf = (year: number) => t.database.db.select().from(holidayChanges).where(eq(holidayChanges.year, year)).orderBy(holidayChanges.id);

describe('the calendar reads public_holidays', () => {
  it('seeds the official lists of 2026 and 2027 once, and closes a holiday with its name', async () => {
    const years = await t.database.db.select().from(holidayYears).orderBy(holidayYears.year);
    expect(years.map((y) => [y.year, y.source])).toEqual([
      [2026, 'OFFICIAL'],
      [2027, 'OFFICIAL'],
    ]);
    const rows = await t.database.db.select().from(publicHolidays);
    expect(rows).toHaveLength(Object.values(officialHolidays).reduce((n, y) => n + Object.keys(y).length, 0));
    // a second seed writes nothing: every year of the file is registered
    expect(await seedHolidays(t.database.db, clock.now())).toEqual([]);

    const cal = await calendar();
    expect(cal.notice).toBeNull();
    expect(dayOf(cal, '2026-12-24')).toMatchObject({ bookable: true, closedReason: null });
    expect(dayOf(cal, '2026-12-25')).toEqual({ date: '2026-12-25', bookable: false, remaining: 0, closedReason: '공휴일(성탄절)' });
    expect(dayOf(cal, '2027-01-01')).toMatchObject({ bookable: false, closedReason: '공휴일(신정)' });
    const slots = await anon().get(`/api/dscsn/slots?officeId=${OFFICE}&method=VISIT&date=2026-12-25`);
    expect(slots.statusCode).toBe(400);
    expect(slots.json()).toMatchObject({ code: 'NOT_BOOKABLE_DATE', errors: [{ field: 'date' }] });
    expect(slots.json().message).toContain('공휴일(성탄절)');
  });

  it('closes a date a staff member registers as 임시공휴일, once however often it is sent, and opens it again when removed', async () => {
    const { b: officer, member } = await staffMember();
    const { b: citizen } = await person();
    expect(dayOf(await calendar(), '2026-12-28')).toMatchObject({ bookable: true });

    const added = await officer.put('/api/staff/holidays/2026-12-28', { name: '임시공휴일' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ date: '2026-12-28', name: '임시공휴일', source: 'STAFF', updatedAt: clock.now().toISOString(), updatedBy: '김담당' });
    expect(dayOf(await calendar(), '2026-12-28')).toMatchObject({ bookable: false, remaining: 0, closedReason: '공휴일(임시공휴일)' });
    const refused = await citizen.post('/api/dscsn/rsvt', rsvtBody(OFFICE, 'VISIT', '2026-12-28', '10:00'), idem());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'NOT_BOOKABLE_DATE' });
    expect(refused.json().message).toContain('임시공휴일');

    // the same request again: 200, one row, one log line
    clock.t += 60_000;
    const again = await officer.put('/api/staff/holidays/2026-12-28', { name: '임시공휴일' });
    expect(again.statusCode).toBe(200);
    expect(again.json().updatedAt).toBe(added.json().updatedAt);
    const year = HolidayYear.parse((await officer.get('/api/staff/holidays?year=2026')).json());
    expect(year.holidays.filter((h) => h.date === '2026-12-28')).toHaveLength(1);

    const renamed = await officer.put('/api/staff/holidays/2026-12-28', { name: '임시공휴일(연말)' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: '임시공휴일(연말)', updatedAt: clock.now().toISOString() });
    expect(dayOf(await calendar(), '2026-12-28').closedReason).toBe('공휴일(임시공휴일(연말))');

    const removed = await officer.call('DELETE', '/api/staff/holidays/2026-12-28');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(dayOf(await calendar(), '2026-12-28')).toMatchObject({ bookable: true, closedReason: null });
    const missing = await officer.call('DELETE', '/api/staff/holidays/2026-12-28');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('공휴일이 없습니다');

    // who and when, in order; the log cannot be changed afterwards
    const log = (await changesOf(2026)).filter((c) => c.holidayDate === '2026-12-28');
    expect(log.map((c) => [c.action, c.name, c.previousName, c.memberId])).toEqual([
      ['ADD', '임시공휴일', null, member.id],
      ['RENAME', '임시공휴일(연말)', '임시공휴일', member.id],
      ['REMOVE', null, '임시공휴일(연말)', member.id],
    ]);
    expect(log[0]!.at.toISOString()).toBe(new Date(START).toISOString());
    await expect(t.database.db.execute(sql`UPDATE holiday_changes SET name = 'x' WHERE id = ${log[0]!.id}`)).rejects.toThrow();
    const view = HolidayYear.parse((await officer.get('/api/staff/holidays?year=2026')).json());
    expect(view.changes[0]).toMatchObject({ action: 'REMOVE', date: '2026-12-28', previousName: '임시공휴일(연말)', by: '김담당' });
    expect(view).toMatchObject({ year: 2026, registered: true, registeredFrom: 'OFFICIAL' });
    expect(view.holidays.find((h) => h.date === '2026-12-25')).toMatchObject({ name: '성탄절', source: 'OFFICIAL', updatedBy: null });
  });
});

describe('a year whose 공휴일 are not registered', () => {
  // Friday 2027-12-24: the window 12-25 … 2028-01-07 reaches into 2028, not registered yet
  const LATE = kst('2027-12-24');

  it('offers no slots there, says why in Korean, and counts an answer date there as estimated until the year is loaded', async () => {
    clock.t = LATE;
    const cal = await calendar();
    expect(dayOf(cal, '2027-12-27')).toMatchObject({ bookable: false, closedReason: '공휴일(대체공휴일(성탄절))' });
    expect(dayOf(cal, '2027-12-28')).toMatchObject({ bookable: true, closedReason: null });
    for (const d of cal.days.filter((x) => x.date >= '2028-01-01')) {
      expect(d.bookable, d.date).toBe(false);
      expect(d.closedReason, d.date).toMatch(d.date === '2028-01-01' || d.date === '2028-01-02' ? /^주말$/ : new RegExp(`^${HOLIDAYS_PENDING}$`));
    }
    expect(cal.notice).toContain('2028년 공휴일 정보가 아직 등록되지 않아');
    const slots = await anon().get(`/api/dscsn/slots?officeId=${OFFICE}&method=VISIT&date=2028-01-03`);
    expect(slots.statusCode).toBe(400);
    expect(slots.json().message).toMatch(/^2028년 공휴일 정보가 아직 등록되지 않아 2028-01-03은\(는\) 예약할 수 없습니다/);
    const { b: citizen } = await person();
    const booking = await citizen.post('/api/dscsn/rsvt', rsvtBody(OFFICE, 'VISIT', '2028-01-04', '10:00'), idem());
    expect(booking.statusCode).toBe(400);
    expect(booking.json()).toMatchObject({ code: 'NOT_BOOKABLE_DATE', errors: [{ field: 'date' }] });

    // Wednesday 12-29: 12-30, 12-31 and Monday 2028-01-03, a weekday of a year not registered
    clock.t = kst('2027-12-29');
    const { b: asker } = await person();
    const cyber = await asker.post(
      '/api/dscsn/cyber',
      { kind: 'DOM', field: 'WAGE', title: '퇴직금을 받지 못했습니다', question: '회사를 그만둔 지 두 달이 지났는데 퇴직금을 받지 못했습니다. 어떻게 받을 수 있나요?', fileIds: [], isPublic: false, consent: true },
      idem(),
    );
    expect(cyber.statusCode, cyber.body).toBe(201);
    expect(cyber.json()).toMatchObject({ expectedAnswerBy: '2028-01-03', expectedAnswerEstimated: true });

    // staff load the year (only holidays of a fixed date here: the test invents no lunar dates)
    const { b: officer } = await staffMember('이담당');
    const loaded = await officer.put('/api/staff/holidays/years/2028', {
      holidays: [
        { date: '2028-01-01', name: '신정' },
        { date: '2028-03-01', name: '삼일절' },
        { date: '2028-12-25', name: '성탄절' },
      ],
    });
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(HolidayYear.parse(loaded.json())).toMatchObject({ year: 2028, registered: true, registeredFrom: 'STAFF', registeredAt: clock.now().toISOString() });
    expect(loaded.json().changes[0]).toMatchObject({ action: 'LOAD_YEAR', by: '이담당', name: '공휴일 3일' });
    clock.t = LATE;
    const after = await calendar();
    expect(after.notice).toBeNull();
    expect(dayOf(after, '2028-01-03')).toMatchObject({ bookable: true, closedReason: null });
    expect((await anon().get(`/api/dscsn/slots?officeId=${OFFICE}&method=VISIT&date=2028-01-03`)).statusCode).toBe(200);
  });

  it('replaces the official list of a year on a reload, keeps staff-added days, and changes nothing when the same list comes again', async () => {
    clock.t = kst('2027-12-01');
    const { b: officer } = await staffMember();
    const list = [
      { date: '2029-01-01', name: '신정' },
      { date: '2029-03-01', name: '삼일절' },
      { date: '2029-05-05', name: '어린이날' },
    ];
    expect((await officer.put('/api/staff/holidays/years/2029', { holidays: list })).statusCode).toBe(200);
    expect((await officer.put('/api/staff/holidays/2029-05-07', { name: '임시공휴일' })).statusCode).toBe(201);
    const once = HolidayYear.parse((await officer.get('/api/staff/holidays?year=2029')).json());

    clock.t += 10 * 60_000; // within the session's 30 idle minutes
    const again = await officer.put('/api/staff/holidays/years/2029', { holidays: list });
    expect(again.statusCode, again.body).toBe(200);
    const twice = HolidayYear.parse(again.json());
    expect(twice.holidays).toEqual(once.holidays);

    const fixed = HolidayYear.parse((await officer.put('/api/staff/holidays/years/2029', { holidays: [list[0], { date: '2029-03-01', name: '3·1절' }] })).json());
    expect(fixed.holidays.map((h) => [h.date, h.name, h.source])).toEqual([
      ['2029-01-01', '신정', 'OFFICIAL'],
      ['2029-03-01', '3·1절', 'OFFICIAL'],
      ['2029-05-07', '임시공휴일', 'STAFF'],
    ]);
    expect((await changesOf(2029)).map((c) => c.action)).toEqual(['LOAD_YEAR', 'ADD', 'LOAD_YEAR', 'LOAD_YEAR']);
  });
});

describe('staff holiday calls', () => {
  it('refuse visitors and members (401: no staff session) in Korean, before reading the input', async () => {
    const { b: member } = await person();
    const tries: [string, string, unknown?][] = [
      ['GET', '/api/staff/holidays?year=2026'],
      ['PUT', '/api/staff/holidays/2026-12-28', { name: '임시공휴일' }],
      ['DELETE', '/api/staff/holidays/2026-12-25'],
      ['PUT', '/api/staff/holidays/years/2030', { holidays: [{ date: '2030-01-01', name: '신정' }] }],
    ];
    for (const [method, url, body] of tries) {
      const a = await anon().call(method as 'GET', url, body);
      expect(a.statusCode, `${method} ${url}`).toBe(401);
      expect(a.json().message).toMatch(/로그인/);
      const m = await member.call(method as 'GET', url, body);
      expect(m.statusCode, `${method} ${url}`).toBe(401);
      expect(m.json().message).toMatch(/직원 로그인/);
    }
    expect((await t.database.db.select().from(publicHolidays).where(eq(publicHolidays.holidayDate, '2026-12-25')))[0]?.name).toBe('성탄절');
    expect(await t.database.db.select().from(holidayYears).where(eq(holidayYears.year, 2030))).toEqual([]);
  });

  it('refuse bad input with Korean messages naming the field', async () => {
    const { b: officer } = await staffMember();
    const field = async (res: Awaited<ReturnType<Browser['get']>>) => {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/[가-힣]/);
      return res.json().errors.map((e: { field: string; message: string }) => `${e.field}: ${e.message}`);
    };
    expect(await field(await officer.put('/api/staff/holidays/2026-02-30', { name: '임시공휴일' }))).toEqual([expect.stringMatching(/^date: 공휴일 날짜를 YYYY-MM-DD/)]);
    expect(await field(await officer.put('/api/staff/holidays/1999-12-31', { name: '임시공휴일' }))).toEqual([expect.stringMatching(/^date: 공휴일 날짜는 2000년부터 2099년 사이/)]);
    expect(await field(await officer.put('/api/staff/holidays/2026-12-28', { name: '  ' }))).toEqual([expect.stringMatching(/^name: 공휴일 이름을/)]);
    expect(await field(await officer.put('/api/staff/holidays/2026-12-28', { name: '가'.repeat(31) }))).toEqual([expect.stringMatching(/^name: 공휴일 이름은 30자 이하로/)]);
    expect(await field(await officer.put('/api/staff/holidays/2026-12-28', {}))).toEqual([expect.stringMatching(/^name: /)]);
    expect(await field(await officer.get('/api/staff/holidays?year=twenty'))).toEqual([expect.stringMatching(/^year: 연도를 네 자리 숫자로/)]);
    expect(await field(await officer.get('/api/staff/holidays'))).toEqual([expect.stringMatching(/^year: /)]);
    expect(await field(await officer.put('/api/staff/holidays/years/2030', { holidays: [] }))).toEqual([expect.stringMatching(/^holidays: 공휴일을 한 날 이상/)]);
    expect(
      await field(
        await officer.put('/api/staff/holidays/years/2030', {
          holidays: [
            { date: '2031-01-01', name: '신정' },
            { date: '2030-03-01', name: '삼일절' },
            { date: '2030-03-01', name: '삼일절' },
            { date: '2030-13-01', name: '없는 날' },
          ],
        }),
      ),
    ).toEqual([expect.stringMatching(/^holidays\.3\.date: /)]);
    expect(
      await field(
        await officer.put('/api/staff/holidays/years/2030', {
          holidays: [
            { date: '2031-01-01', name: '신정' },
            { date: '2030-03-01', name: '삼일절' },
            { date: '2030-03-01', name: '삼일절' },
          ],
        }),
      ),
    ).toEqual(['holidays.0.date: 2031-01-01은(는) 2030년 날짜가 아닙니다. 2030년 공휴일만 보내 주세요.', 'holidays.2.date: 2030-03-01이(가) 목록에 두 번 있습니다. 날짜마다 한 번만 보내 주세요.']);
    // nothing of a refused list was written
    expect(await t.database.db.select().from(holidayYears).where(eq(holidayYears.year, 2030))).toEqual([]);
  });
});
