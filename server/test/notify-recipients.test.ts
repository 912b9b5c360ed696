// Issue 13 (black-box security probe), defect 6: the portal texted whatever number was typed as the
// applicant. Every notice (booking, time change, cancellation, cyber receipt and answer, Q&A answer)
// goes to the account's own verified number only; a third party's number typed in a form stays on
// the reservation for the institution's staff but never gets an outbox row.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dscsnReservations, notificationOutbox } from '../src/db/schema';
import { seedSandboxAccounts } from '../src/db/seed/sandbox-accounts';
import { TestClock, createTestApp, staffBrowser } from './helpers';
import { idem, kst, rsvtBody, signedIn } from './dscsn-helpers';

const clock = new TestClock();
// Monday 2026-09-21 10:00 KST (the booking suite's week: 09-22, 09-23, 09-29 … are bookable)
const START = kst('2026-09-21');
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  clock.t = START;
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0 });
  await seedSandboxAccounts(t.database, t.config, clock.now());
});
afterAll(() => t.close());
beforeEach(() => {
  clock.t = START;
});

const db = () => t.database.db;
const THIRD = '01055550101';
const THIRD_DASHED = '010-5555-0101';
const smsTo = async (recipient: string) =>
  db()
    .select()
    .from(notificationOutbox)
    .where(sql`${notificationOutbox.channel} = 'SMS' AND ${notificationOutbox.recipient} = ${recipient}`);
const rowsFor = (ref: string) => db().select().from(notificationOutbox).where(eq(notificationOutbox.subjectRef, ref));
/** A sandbox officer or editor signed in at the back office (a staff session). */
const login = (loginId: string) => staffBrowser(t.app, loginId);

describe('notices go to the account’s verified number, never to a number typed in a form', () => {
  for (const mbrTypeCd of ['01', '09'] as const) {
    it(`${mbrTypeCd === '01' ? 'member' : 'guest'}: booking, time change and cancellation with a third party as applicant`, async () => {
      const { b, member } = await signedIn(t.app, t.database, clock.now(), { mbrTypeCd, email: mbrTypeCd === '01' ? 'own@example.kr' : null });
      const own = member.mobileNo!;
      const body = rsvtBody('KLAC-SEOUL-CENTRAL', 'PHONE', mbrTypeCd === '01' ? '2026-09-22' : '2026-09-23', '10:00', {
        applicant: { name: '남의사람', mobileNo: THIRD_DASHED, email: 'someone-else@example.kr' },
      });
      const booked = await b.post('/api/dscsn/rsvt', body, idem());
      expect(booked.statusCode).toBe(201);
      const r = booked.json();
      // the typed number stays on the reservation for the staff (the phone consultation calls it) …
      expect(r.applicantMobile).toBe('010-****-0101');
      expect(r.callbackNo).toBe('010-****-0101');
      const [row] = await db().select().from(dscsnReservations).where(eq(dscsnReservations.rsvtNo, r.rsvtNo));
      expect(row!.applicantMobile).toBe(THIRD);
      // … and the answer says where the notices go
      expect(r.notifyMobile).toBe(`${own.slice(0, 3)}-****-${own.slice(-4)}`);

      const changed = await b.post(`/api/my/dscsn/rsvt/${r.rsvtNo}/time`, { date: r.date, time: '11:00' }, idem());
      expect(changed.statusCode).toBe(200);
      const cancelled = await b.post(`/api/my/dscsn/rsvt/${r.rsvtNo}/cancel`, { reason: '일정이 바뀌었습니다' });
      expect(cancelled.statusCode).toBe(200);

      const rows = await rowsFor(r.rsvtNo);
      const sms = rows.filter((o) => o.channel === 'SMS');
      expect(sms.map((o) => o.kind).sort()).toEqual(['RSVT_BOOKED', 'RSVT_CANCELLED', 'RSVT_CHANGED']);
      expect(sms.every((o) => o.recipient === own)).toBe(true);
      const mail = rows.filter((o) => o.channel === 'EMAIL');
      expect(mail.every((o) => o.recipient === 'own@example.kr')).toBe(true);
      expect(mail).toHaveLength(mbrTypeCd === '01' ? 3 : 0);
      expect(rows.some((o) => o.recipient === 'someone-else@example.kr')).toBe(false);
      expect(await smsTo(THIRD)).toHaveLength(0);
    });
  }

  it('the applicant number equal to the account’s number is texted once per notice', async () => {
    const { b, member } = await signedIn(t.app, t.database, clock.now());
    const own = member.mobileNo!;
    const r = (await b.post('/api/dscsn/rsvt', rsvtBody('KLAC-SEOUL-CENTRAL', 'VISIT', '2026-09-29', '10:00', { applicant: { name: '홍길동', mobileNo: own, email: '' } }), idem())).json();
    const sms = (await rowsFor(r.rsvtNo)).filter((o) => o.channel === 'SMS');
    expect(sms.map((o) => o.recipient)).toEqual([own]);
  });

  it('cyber consultation receipt and answer, Q&A answer: a number in the body is not a recipient', async () => {
    const { b, member } = await signedIn(t.app, t.database, clock.now());
    const own = member.mobileNo!;
    const cyber = await b.post(
      '/api/dscsn/cyber',
      {
        kind: 'DOM',
        field: 'WAGE',
        title: '퇴직금을 받지 못했습니다',
        question: '회사를 그만둔 지 두 달이 지났는데 퇴직금과 마지막 달 월급을 받지 못했습니다. 어떻게 받을 수 있나요?',
        fileIds: [],
        isPublic: false,
        consent: true,
        mobileNo: THIRD,
        applicant: { name: '남의사람', mobileNo: THIRD },
      },
      idem(),
    );
    expect(cyber.statusCode).toBe(201);
    const c = cyber.json();
    const klac = await login('sandboxklac');
    expect((await klac.post(`/api/staff/dscsn/cyber/${c.receiptNo}/answer`, { answer: '퇴직금은 퇴직일부터 14일 안에 받아야 합니다. 고용노동부에 진정을 낼 수 있습니다.', mobileNo: THIRD })).statusCode).toBe(200);
    const cyberSms = (await rowsFor(c.receiptNo)).filter((o) => o.channel === 'SMS');
    expect(cyberSms.map((o) => [o.kind, o.recipient]).sort()).toEqual([
      ['CYBER_ANSWERED', own],
      ['CYBER_RECEIVED', own],
    ]);

    const q = await b.post('/api/center/qna', { category: 'CONSULT', title: '예약 문자를 받지 못했어요', content: '상담 예약을 했는데 안내 문자가 오지 않았습니다. 확인해 주세요.', consent: true, mobileNo: THIRD }, idem());
    expect(q.statusCode).toBe(201);
    const editor = await login('sandboxeditor');
    expect((await editor.post(`/api/staff/center/qna/${q.json().qnaNo}/answer`, { answer: '본인확인된 휴대전화 번호로 문자를 보냅니다. 회원 정보에서 번호를 확인해 주세요.', mobileNo: THIRD })).statusCode).toBe(200);
    const qnaSms = (await rowsFor(q.json().qnaNo)).filter((o) => o.channel === 'SMS');
    expect(qnaSms.map((o) => o.recipient)).toEqual([own]);
    expect(await smsTo(THIRD)).toHaveLength(0);
  });

  it('class check: every SMS row of this suite goes to a mobile number stored on an account', async () => {
    const stray = await db().execute(
      sql`SELECT o.recipient FROM notification_outbox o WHERE o.channel = 'SMS' AND NOT EXISTS (SELECT 1 FROM members m WHERE m.mobile_no = o.recipient)`,
    );
    expect((stray as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect((await db().select().from(notificationOutbox)).length).toBeGreaterThan(5);
  });
});
