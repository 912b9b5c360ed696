// Consultation booking (issue 5) against the API: institutions, offices, calendar, slots, booking,
// my reservations, cancel, time change, video room. PGlite; PostgreSQL with TEST_DATABASE_URL.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INST_CODES, REGION_CODES, SLOT_TIMES } from '@portal/contracts';
import { dscsnReservations, dscsnSlots, notificationOutbox } from '../src/db/schema';
import { Browser, TestClock, createTestApp } from './helpers';
import { idem, key, kst, rsvtBody, signedIn } from './dscsn-helpers';

const clock = new TestClock();
// Monday 2026-09-21 10:00 KST: the window is 09-22 … 10-05 with 추석 (09-24…26) and 대체공휴일 10-05
const START = kst('2026-09-21');
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0 });
});
afterAll(() => t.close());
beforeEach(() => {
  clock.t = START;
});

const person = (opts = {}) => signedIn(t.app, t.database, clock.now(), opts);
const anon = () => new Browser(t.app);
const BRANCH = 'KLAC-SEOUL-CENTRAL'; // VISIT 3, VIDEO 2, PHONE 3
const TINY = 'KLAC-NAMYANGJU'; // VISIT 1, PHONE 1
const active = async (officeId: string, date: string, time: string) =>
  (
    await t.database.db
      .select()
      .from(dscsnReservations)
      .where(and(eq(dscsnReservations.officeId, officeId), eq(dscsnReservations.slotDate, date), eq(dscsnReservations.slotTime, time), eq(dscsnReservations.status, 'BOOKED')))
  ).length;
const outboxFor = (ref: string) => t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.subjectRef, ref));
/** The SMS rows of a reservation (the account's e-mail gets its own rows). */
const smsFor = async (ref: string) => (await outboxFor(ref)).filter((o) => o.channel === 'SMS');

describe('institutions and offices', () => {
  it('lists the 8 institutions with methods and info pages, and describes each with sources', async () => {
    const list = (await anon().get('/api/dscsn/inst')).json();
    expect(list.map((i: { instCode: string }) => i.instCode).sort()).toEqual([...INST_CODES].sort());
    const klac = list.find((i: { instCode: string }) => i.instCode === 'KLAC');
    expect(klac).toMatchObject({ name: '대한법률구조공단', phone: '132', website: 'https://www.klac.or.kr', methods: ['VISIT', 'VIDEO', 'PHONE', 'CYBER'], infoPath: '/dscsn/inst/DscInstKlaInfo' });
    for (const code of INST_CODES) {
      const res = await anon().get(`/api/dscsn/inst/${code}`);
      expect(res.statusCode).toBe(200);
      const inst = res.json();
      expect(inst.sources.length, code).toBeGreaterThan(0);
      for (const s of inst.sources) expect(s.url).toMatch(/^https?:\/\//);
    }
    const ccrs = (await anon().get('/api/dscsn/inst/CCRS')).json();
    expect(ccrs).toMatchObject({ methods: ['EXTERNAL'], externalUrl: 'https://www.ccrs.or.kr/', phone: '1600-5500' });
    expect(ccrs.services[0].href).toBe('/dscsn/ext/ccrs');
    expect((await anon().get('/api/dscsn/inst/KLAC')).json().officeCount).toBeGreaterThanOrEqual(18);
    const missing = await anon().get('/api/dscsn/inst/NOPE');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/기관/);
  });

  it('lists offices by institution, region and method; KLAC has an office in 16 of the 17 regions', async () => {
    const all = (await anon().get('/api/dscsn/offices?instCode=KLAC')).json();
    const regions = new Set(all.map((o: { region: string }) => o.region));
    expect(REGION_CODES.filter((r) => !regions.has(r))).toEqual(['29']); // 세종: no KLAC office confirmed
    const seoulVideo = (await anon().get('/api/dscsn/offices?instCode=KLAC&region=11&method=VIDEO')).json();
    expect(seoulVideo.length).toBeGreaterThan(0);
    for (const o of seoulVideo) {
      expect(o.region).toBe('11');
      expect(o.regionName).toBe('서울특별시');
      expect(o.capacity.some((c: { method: string }) => c.method === 'VIDEO')).toBe(true);
    }
    expect((await anon().get('/api/dscsn/offices?instCode=LHD&method=VIDEO')).json()).toEqual([]);
    const bad = await anon().get('/api/dscsn/offices?instCode=KLAC&region=99');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('region');
  });
});

describe('calendar and slots', () => {
  it('shows tomorrow to 14 days ahead with weekends and holidays closed', async () => {
    const cal = (await anon().get(`/api/dscsn/calendar?officeId=${BRANCH}&method=VISIT`)).json();
    expect(cal.from).toBe('2026-09-22');
    expect(cal.to).toBe('2026-10-05');
    expect(cal.days).toHaveLength(14);
    const day = (d: string) => cal.days.find((x: { date: string }) => x.date === d);
    expect(day('2026-09-22')).toEqual({ date: '2026-09-22', bookable: true, remaining: SLOT_TIMES.length * 3, closedReason: null });
    expect(day('2026-09-25')).toMatchObject({ bookable: false, remaining: 0, closedReason: '공휴일(추석)' });
    expect(day('2026-09-27')).toMatchObject({ bookable: false, closedReason: '주말' });
    expect(day('2026-10-05')).toMatchObject({ bookable: false, closedReason: '공휴일(대체공휴일(개천절))' });
    const unknown = await anon().get('/api/dscsn/calendar?officeId=NOPE&method=VISIT');
    expect(unknown.statusCode).toBe(404);
    const notOffered = await anon().get('/api/dscsn/calendar?officeId=LHD-DAEJEON&method=VIDEO');
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().errors[0].field).toBe('method');
  });

  it('closes 제헌절, a public holiday again from 2026 (and its 2027 substitute day)', async () => {
    clock.t = kst('2026-07-10');
    const cal = (await anon().get(`/api/dscsn/calendar?officeId=${BRANCH}&method=PHONE`)).json();
    expect(cal.days.find((d: { date: string }) => d.date === '2026-07-17')).toMatchObject({ bookable: false, closedReason: '공휴일(제헌절)' });
    clock.t = kst('2027-07-12');
    const res = await anon().get(`/api/dscsn/slots?officeId=${BRANCH}&method=PHONE&date=2027-07-19`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('대체공휴일(제헌절)');
  });

  it('gives 16 half-hour slots with places left, and refuses dates outside the rules in Korean', async () => {
    const s = (await anon().get(`/api/dscsn/slots?officeId=${BRANCH}&method=PHONE&date=2026-09-22`)).json();
    expect(s.slots.map((x: { time: string }) => x.time)).toEqual([...SLOT_TIMES]);
    expect(s.slots[0]).toEqual({ time: '09:00', capacity: 3, remaining: 3, bookable: true });
    for (const [date, why] of [
      ['2026-09-20', /지난 날짜/],
      ['2026-09-21', /오늘/],
      ['2026-09-24', /공휴일\(추석 연휴\)/],
      ['2026-09-26', /토요일과 일요일/],
      ['2026-10-06', /14일 뒤까지만/],
    ] as const) {
      const res = await anon().get(`/api/dscsn/slots?officeId=${BRANCH}&method=PHONE&date=${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toMatchObject({ code: 'NOT_BOOKABLE_DATE', errors: [{ field: 'date' }] });
      expect(res.json().message).toMatch(why);
    }
  });
});

describe('booking', () => {
  it('needs a session (401), the XSRF header (403) and an Idempotency-Key (400), all in Korean', async () => {
    const body = rsvtBody(BRANCH, 'VISIT', '2026-09-22', '09:00');
    const noSession = await anon().post('/api/dscsn/rsvt', body, idem());
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json().message).toMatch(/로그인/);
    const { b } = await person();
    const noCsrf = await b.post('/api/dscsn/rsvt', body, { ...idem(), csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    const noKey = await b.post('/api/dscsn/rsvt', body);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toMatch(/Idempotency-Key/);
    expect(await active(BRANCH, '2026-09-22', '09:00')).toBe(0);
  });

  it('books a visit: R+date number, place taken, ticket only on the day, outbox row in the same transaction', async () => {
    const { b, renew, member } = await person();
    const res = await b.post('/api/dscsn/rsvt', rsvtBody(BRANCH, 'VISIT', '2026-09-22', '10:00'), idem());
    expect(res.statusCode).toBe(201);
    const r = res.json();
    expect(r.rsvtNo).toMatch(/^R20260922-\d{6}$/);
    expect(r).toMatchObject({
      status: 'BOOKED',
      method: 'VISIT',
      instCode: 'KLAC',
      instName: '대한법률구조공단',
      officeName: '대한법률구조공단 서울중앙지부',
      date: '2026-09-22',
      time: '10:00',
      startsAt: '2026-09-22T01:00:00.000Z',
      applicantName: '홍*동',
      applicantMobile: '010-****-3333',
      changeable: true,
      changeableUntil: '2026-09-22T00:00:00.000Z',
      video: null,
      callbackNo: null,
      ticketNo: null,
    });
    expect(r.guidance.join(' ')).toMatch(/신분증/);
    expect(r.guidance.join(' ')).toMatch(/10분 전/);
    const slots = (await anon().get(`/api/dscsn/slots?officeId=${BRANCH}&method=VISIT&date=2026-09-22`)).json();
    expect(slots.slots.find((s: { time: string }) => s.time === '10:00').remaining).toBe(2);
    const out = await smsFor(r.rsvtNo);
    expect(out.map((o) => o.kind)).toEqual(['RSVT_BOOKED']);
    // to the account's verified number, not the applicant number typed in the form (issue 13)
    expect(out[0]!.recipient).toBe(member.mobileNo);
    expect(out[0]!.payload.text).toContain(r.rsvtNo);
    expect(out[0]!.payload.text).not.toContain('홍길동');
    clock.t = kst('2026-09-22', '08:30');
    await renew(clock.now());
    const onTheDay = (await b.get(`/api/my/dscsn/rsvt/${r.rsvtNo}`)).json();
    expect(onTheDay.ticketNo).toMatch(/^A-\d{3}$/);
  });

  it('gives a video booking an access code and a phone booking the masked callback number', async () => {
    const { b } = await person();
    const v = (await b.post('/api/dscsn/rsvt', rsvtBody(BRANCH, 'VIDEO', '2026-09-23', '13:00'), idem())).json();
    expect(v.video).toMatchObject({ joinPath: '/dscsn/vido', opensAt: '2026-09-23T03:50:00.000Z' });
    expect(v.video.accessCode).toMatch(/^\d{6}$/);
    expect(v.guidance.join(' ')).toMatch(/카메라/);
    const { b: b2 } = await person();
    const p = (await b2.post('/api/dscsn/rsvt', rsvtBody(BRANCH, 'PHONE', '2026-09-23', '13:00'), idem())).json();
    expect(p).toMatchObject({ method: 'PHONE', callbackNo: '010-****-3333', video: null });
    expect(p.guidance.join(' ')).toMatch(/전화를 겁니다/);
  });

  it('answers a retry with the same key with the same reservation (200) and a changed body with 409', async () => {
    const { b } = await person();
    const k = key();
    const body = rsvtBody(BRANCH, 'VISIT', '2026-09-28', '11:00');
    const first = await b.post('/api/dscsn/rsvt', body, idem(k));
    const again = await b.post('/api/dscsn/rsvt', body, idem(k));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await active(BRANCH, '2026-09-28', '11:00')).toBe(1);
    const changed = await b.post('/api/dscsn/rsvt', { ...body, time: '11:30' }, idem(k));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await active(BRANCH, '2026-09-28', '11:30')).toBe(0);
  });

  it('refuses a second booking of the same person, institution and day (also through the guest row)', async () => {
    const pk = `pk-dup-${key()}`;
    const { b } = await person({ personKey: pk });
    expect((await b.post('/api/dscsn/rsvt', rsvtBody(BRANCH, 'VISIT', '2026-09-29', '09:00'), idem())).statusCode).toBe(201);
    const again = await b.post('/api/dscsn/rsvt', rsvtBody('KLAC-SEOUL-EAST', 'PHONE', '2026-09-29', '15:00'), idem());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DUPLICATE_DAY' });
    const { b: guest } = await person({ personKey: pk, mbrTypeCd: '09' });
    const viaGuest = await guest.post('/api/dscsn/rsvt', rsvtBody(BRANCH, 'PHONE', '2026-09-29', '16:00'), idem());
    expect(viaGuest.statusCode).toBe(409);
    // another institution the same day is fine
    expect((await b.post('/api/dscsn/rsvt', rsvtBody('LHD-DAEJEON', 'VISIT', '2026-09-29', '15:00'), idem())).statusCode).toBe(201);
  });

  it('answers a full slot with 409 "마감" and changes nothing', async () => {
    const { b } = await person();
    expect((await b.post('/api/dscsn/rsvt', rsvtBody(TINY, 'VISIT', '2026-09-30', '14:00'), idem())).statusCode).toBe(201);
    const { b: late } = await person();
    const full = await late.post('/api/dscsn/rsvt', rsvtBody(TINY, 'VISIT', '2026-09-30', '14:00'), idem());
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'SLOT_FULL' });
    expect(full.json().message).toContain('마감');
    expect(await active(TINY, '2026-09-30', '14:00')).toBe(1);
    const [slot] = await t.database.db.select().from(dscsnSlots).where(and(eq(dscsnSlots.officeId, TINY), eq(dscsnSlots.slotDate, '2026-09-30'), eq(dscsnSlots.slotTime, '14:00')));
    expect(slot).toMatchObject({ capacity: 1, booked: 1 });
    const cal = (await anon().get(`/api/dscsn/calendar?officeId=${TINY}&method=VISIT`)).json();
    expect(cal.days.find((d: { date: string }) => d.date === '2026-09-30').remaining).toBe(SLOT_TIMES.length - 1);
  });

  it('refuses bad input by field in Korean: dates, office, method, summary, consent, slot time', async () => {
    const { b } = await person();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ date: '2026-09-20' }, 'date', /지난 날짜/],
      [{ date: '2026-09-21' }, 'date', /오늘/],
      [{ date: '2026-09-25' }, 'date', /공휴일/],
      [{ date: '2026-09-27' }, 'date', /토요일과 일요일/],
      [{ date: '2026-10-06' }, 'date', /14일/],
      [{ date: '2026-02-30' }, 'date', /올바른 날짜/],
      [{ officeId: 'KLAC-NOWHERE' }, 'officeId', /사무소/],
      [{ officeId: 'LHD-DAEJEON', method: 'VIDEO' }, 'method', /화상상담/],
      [{ summary: '짧음' }, 'summary', /10자 이상/],
      [{ summary: '가'.repeat(2001) }, 'summary', /2000자 이하/],
      [{ consent: false }, 'consent', /동의/],
      [{ time: '12:00' }, 'time', /시간/],
      [{ applicant: { name: '', mobileNo: '010-1', email: '' } }, 'applicant.name', /이름/],
    ];
    for (const [change, field, message] of cases) {
      const res = await b.post('/api/dscsn/rsvt', rsvtBody(BRANCH, 'VISIT', '2026-09-22', '15:00', change), idem());
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      const err = res.json().errors.find((e: { field: string }) => e.field === field);
      expect(err, `${JSON.stringify(change)} → ${JSON.stringify(res.json())}`).toBeTruthy();
      expect(err.message).toMatch(message);
    }
    expect(await active(BRANCH, '2026-09-22', '15:00')).toBe(0);
  });
});

describe('my reservations', () => {
  it('lists and shows only the owner’s reservations; another member’s number is 404 without content', async () => {
    const { b } = await person();
    const mine = (await b.post('/api/dscsn/rsvt', rsvtBody(BRANCH, 'PHONE', '2026-10-01', '09:30'), idem())).json();
    const { b: other } = await person({ mbrTypeCd: '09' });
    const theirs = (await other.post('/api/dscsn/rsvt', rsvtBody(BRANCH, 'PHONE', '2026-10-01', '10:00'), idem())).json();
    const list = (await b.get('/api/my/dscsn/rsvt')).json();
    expect(list.items.map((r: { rsvtNo: string }) => r.rsvtNo)).toEqual([mine.rsvtNo]);
    expect(list.total).toBe(1);
    const peek = await b.get(`/api/my/dscsn/rsvt/${theirs.rsvtNo}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain(theirs.rsvtNo);
    expect(peek.body).not.toContain('10:00');
    expect((await other.get(`/api/my/dscsn/rsvt/${theirs.rsvtNo}`)).json().rsvtNo).toBe(theirs.rsvtNo);
    const cancelOther = await b.post(`/api/my/dscsn/rsvt/${theirs.rsvtNo}/cancel`, {});
    expect(cancelOther.statusCode).toBe(404);
    const changeOther = await b.post(`/api/my/dscsn/rsvt/${theirs.rsvtNo}/time`, { date: '2026-10-02', time: '10:00' }, idem());
    expect(changeOther.statusCode).toBe(404);
    expect((await other.get(`/api/my/dscsn/rsvt/${theirs.rsvtNo}`)).json()).toMatchObject({ status: 'BOOKED', date: '2026-10-01', time: '10:00' });
    expect((await anon().get('/api/my/dscsn/rsvt')).statusCode).toBe(401);
    expect((await b.get('/api/my/dscsn/rsvt/R2026-1')).statusCode).toBe(400);
    expect((await b.get('/api/my/dscsn/rsvt?status=CANCELLED')).json().items).toEqual([]);
  });

  it('cancels until 1 hour before, frees the place, queues a notice, and repeats the answer when cancelled again', async () => {
    const { b } = await person();
    const r = (await b.post('/api/dscsn/rsvt', rsvtBody(TINY, 'PHONE', '2026-10-02', '09:00'), idem())).json();
    const c = await b.post(`/api/my/dscsn/rsvt/${r.rsvtNo}/cancel`, { reason: '일정이 바뀌었습니다' });
    expect(c.statusCode).toBe(200);
    expect(c.json()).toMatchObject({ status: 'CANCELLED', cancelReason: '일정이 바뀌었습니다', changeable: false });
    const again = await b.post(`/api/my/dscsn/rsvt/${r.rsvtNo}/cancel`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(c.json());
    expect(await active(TINY, '2026-10-02', '09:00')).toBe(0);
    expect((await smsFor(r.rsvtNo)).map((o) => o.kind).sort()).toEqual(['RSVT_BOOKED', 'RSVT_CANCELLED']);
    // the place is free again
    const { b: next } = await person();
    expect((await next.post('/api/dscsn/rsvt', rsvtBody(TINY, 'PHONE', '2026-10-02', '09:00'), idem())).statusCode).toBe(201);
  });

  it('refuses to cancel or change within the last hour (409 TOO_LATE) and changes nothing', async () => {
    const { b, renew } = await person();
    const r = (await b.post('/api/dscsn/rsvt', rsvtBody(BRANCH, 'VISIT', '2026-09-22', '14:00'), idem())).json();
    clock.t = kst('2026-09-22', '13:00') + 1000; // 59 min 59 s before
    await renew(clock.now());
    const c = await b.post(`/api/my/dscsn/rsvt/${r.rsvtNo}/cancel`, {});
    expect(c.statusCode).toBe(409);
    expect(c.json().code).toBe('TOO_LATE');
    expect(c.json().message).toMatch(/1시간 전/);
    const ch = await b.post(`/api/my/dscsn/rsvt/${r.rsvtNo}/time`, { date: '2026-09-23', time: '14:00' }, idem());
    expect(ch.statusCode).toBe(409);
    expect(ch.json().code).toBe('TOO_LATE');
    const now = (await b.get(`/api/my/dscsn/rsvt/${r.rsvtNo}`)).json();
    expect(now).toMatchObject({ status: 'BOOKED', date: '2026-09-22', time: '14:00', changeable: false });
    clock.t = kst('2026-09-22', '13:00') - 1000; // just over an hour before: still possible
    await renew(clock.now());
    expect((await b.post(`/api/my/dscsn/rsvt/${r.rsvtNo}/cancel`, {})).statusCode).toBe(200);
  });

  it('changes the time in one step: new place taken, old one freed, same key same answer; a full slot changes nothing', async () => {
    const { b } = await person();
    const r = (await b.post('/api/dscsn/rsvt', rsvtBody(TINY, 'VISIT', '2026-10-01', '09:00'), idem())).json();
    const k = key();
    const moved = await b.post(`/api/my/dscsn/rsvt/${r.rsvtNo}/time`, { date: '2026-10-02', time: '11:00' }, idem(k));
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ rsvtNo: r.rsvtNo, date: '2026-10-02', time: '11:00', startsAt: '2026-10-02T02:00:00.000Z' });
    expect(await active(TINY, '2026-10-01', '09:00')).toBe(0);
    expect(await active(TINY, '2026-10-02', '11:00')).toBe(1);
    const retry = await b.post(`/api/my/dscsn/rsvt/${r.rsvtNo}/time`, { date: '2026-10-02', time: '11:00' }, idem(k));
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(moved.json());
    expect((await smsFor(r.rsvtNo)).map((o) => o.kind).sort()).toEqual(['RSVT_BOOKED', 'RSVT_CHANGED']);
    // someone else holds 10-02 14:00 (capacity 1): moving there is refused and nothing moves
    const { b: other } = await person();
    await other.post('/api/dscsn/rsvt', rsvtBody(TINY, 'VISIT', '2026-10-02', '14:00'), idem());
    const full = await b.post(`/api/my/dscsn/rsvt/${r.rsvtNo}/time`, { date: '2026-10-02', time: '14:00' }, idem());
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('SLOT_FULL');
    expect(full.json().message).toContain('마감');
    expect((await b.get(`/api/my/dscsn/rsvt/${r.rsvtNo}`)).json()).toMatchObject({ date: '2026-10-02', time: '11:00' });
    expect(await active(TINY, '2026-10-02', '11:00')).toBe(1);
    expect(await active(TINY, '2026-10-02', '14:00')).toBe(1);
    const [slot] = await t.database.db.select().from(dscsnSlots).where(and(eq(dscsnSlots.officeId, TINY), eq(dscsnSlots.slotDate, '2026-10-02'), eq(dscsnSlots.slotTime, '11:00')));
    expect(slot!.booked).toBe(1);
    // bad dates and the same time are 400 naming the field
    const holiday = await b.post(`/api/my/dscsn/rsvt/${r.rsvtNo}/time`, { date: '2026-10-05', time: '11:00' }, idem());
    expect(holiday.statusCode).toBe(400);
    expect(holiday.json()).toMatchObject({ code: 'NOT_BOOKABLE_DATE', errors: [{ field: 'date' }] });
    const same = await b.post(`/api/my/dscsn/rsvt/${r.rsvtNo}/time`, { date: '2026-10-02', time: '11:00' }, idem());
    expect(same.statusCode).toBe(400);
    expect(same.json().errors[0].field).toBe('time');
    // a cancelled reservation cannot be moved
    await b.post(`/api/my/dscsn/rsvt/${r.rsvtNo}/cancel`, {});
    const cancelled = await b.post(`/api/my/dscsn/rsvt/${r.rsvtNo}/time`, { date: '2026-10-01', time: '16:00' }, idem());
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().code).toBe('NOT_CHANGEABLE');
  });
});

describe('video room', () => {
  it('opens 10 minutes before the slot until its end with the right access code (sandbox room)', async () => {
    const { b, renew } = await person();
    const r = (await b.post('/api/dscsn/rsvt', rsvtBody(BRANCH, 'VIDEO', '2026-10-01', '15:00'), idem())).json();
    const enter = (code: string) => b.post('/api/dscsn/vido/enter', { rsvtNo: r.rsvtNo, accessCode: code });
    const wrongCode = String((Number(r.video.accessCode) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await enter(wrongCode);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toMatch(/접속번호/);
    const early = await enter(r.video.accessCode);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('2026-10-01 14:50');
    clock.t = kst('2026-10-01', '14:50');
    await renew(clock.now());
    const open = await enter(r.video.accessCode);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({
      rsvtNo: r.rsvtNo,
      roomName: `SANDBOX-${r.rsvtNo}`,
      roomUrl: `/dscsn/vido?room=SANDBOX-${r.rsvtNo}`,
      opensAt: '2026-10-01T05:50:00.000Z',
      closesAt: '2026-10-01T06:30:00.000Z',
      sandbox: true,
    });
    clock.t = kst('2026-10-01', '15:30');
    await renew(clock.now());
    expect((await enter(r.video.accessCode)).statusCode).toBe(409);
    // someone else's reservation number with its code is 404
    clock.t = kst('2026-10-01', '14:55');
    const { b: other } = await person();
    await renew(clock.now());
    const peek = await other.post('/api/dscsn/vido/enter', { rsvtNo: r.rsvtNo, accessCode: r.video.accessCode });
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain('SANDBOX');
  });

  it('rate-limits guessing access codes', async () => {
    const { b } = await person();
    const r = (await b.post('/api/dscsn/rsvt', rsvtBody(BRANCH, 'VIDEO', '2026-10-02', '16:00'), idem())).json();
    let last = 0;
    for (let i = 0; i < 21; i++) last = (await b.post('/api/dscsn/vido/enter', { rsvtNo: r.rsvtNo, accessCode: String(i).padStart(6, '0') })).statusCode;
    expect(last).toBe(429);
  });
});

describe('slot counters agree with the reservations', () => {
  it('keeps booked = active reservations for every slot', async () => {
    const rows = await t.database.db.execute(sql`
      SELECT s.office_id, s.method, s.slot_date, s.slot_time, s.booked,
        (SELECT count(*)::int FROM dscsn_reservations r WHERE r.office_id = s.office_id AND r.method = s.method
           AND r.slot_date = s.slot_date AND r.slot_time = s.slot_time AND r.status IN ('BOOKED', 'DONE')) AS n
      FROM dscsn_slots s`);
    const list = (rows as unknown as { rows: { booked: number; n: number }[] }).rows;
    expect(list.length).toBeGreaterThan(5);
    for (const row of list) expect(row.booked, JSON.stringify(row)).toBe(row.n);
  });
});
