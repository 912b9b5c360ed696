// Back office scheduling under concurrency (issue 34), on PostgreSQL (PGlite runs one query at a
// time, so a race there proves nothing): a capacity cut racing citizens' bookings never ends with
// more bookings than places, and the cut either applies (no booking in the way) or is refused naming
// the bookings; two check-ins of one number at once record one.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dscsnReservations, dscsnSlots, staff } from '../src/db/schema';
import { createStaffSession, STAFF_COOKIE } from '../src/kernel/session';
import { TestClock, createTestApp } from './helpers';
import { idem, kst, rsvtBody, signedIn } from './dscsn-helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof createTestApp>>;

/** Staff sign-in, in ONE place (see admin-schedule.test.ts): a member with a staff row, signed in directly. */
async function asStaff(role: 'INST_MANAGER' | 'CONSULT_STAFF', instCode: string) {
  const s = await signedIn(t.app, t.database, clock.now());
  await t.database.db.insert(staff).values({ memberId: s.member.id, instCode, role });
  s.b.cookies.set(STAFF_COOKIE, await createStaffSession(t.database.db, s.member.id, clock.now()));
  return s;
}

const held = async (officeId: string, date: string, time: string) =>
  (
    await t.database.db
      .select()
      .from(dscsnReservations)
      .where(and(eq(dscsnReservations.officeId, officeId), eq(dscsnReservations.slotDate, date), eq(dscsnReservations.slotTime, time), ne(dscsnReservations.status, 'CANCELLED')))
  ).map((r) => r.rsvtNo);

describe('scheduling and the desk under concurrency (PostgreSQL)', () => {
  beforeAll(async () => {
    clock.t = kst('2026-12-01', '10:00');
    t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0 });
  });
  afterAll(() => t?.close());

  it('a capacity cut racing bookings: never more bookings than places; the cut applies with no booking in the way or is refused listing them', async () => {
    const manager = await asStaff('INST_MANAGER', 'KLAC');
    const dates = ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'];
    const outcomes = { applied: 0, refused: 0 };
    for (const [i, date] of dates.entries()) {
      const office = 'KLAC-SEOUL-CENTRAL'; // VISIT 3 a slot
      const crowd = await Promise.all(Array.from({ length: 6 }, () => signedIn(t.app, t.database, clock.now())));
      // cut to 0 (close the method's slot) or 1, at once with six bookings of 10:00
      const cutTo = i % 2;
      const cut = manager.b.put('/api/admin/schedule', { officeId: office, month: '2026-12', days: [{ date, closed: false, capacity: { VISIT: cutTo } }] });
      const bookings = crowd.map(({ b }) => b.post('/api/dscsn/rsvt', rsvtBody(office, 'VISIT', date, '10:00'), idem()));
      const [c, ...bs] = await Promise.all([cut, ...bookings]);
      const codes = bs.map((b) => b.statusCode);
      expect([c.statusCode, ...codes].filter((s) => s >= 500), date).toEqual([]);
      const made = bs.filter((b) => b.statusCode === 201).map((b) => b.json().rsvtNo as string);
      const now = await held(office, date, '10:00');
      expect(now.sort()).toEqual(made.sort());
      const [slot] = await t.database.db
        .select()
        .from(dscsnSlots)
        .where(and(eq(dscsnSlots.officeId, office), eq(dscsnSlots.method, 'VISIT'), eq(dscsnSlots.slotDate, date), eq(dscsnSlots.slotTime, '10:00')));
      expect(slot?.booked ?? 0).toBe(made.length);
      if (c.statusCode === 200) {
        outcomes.applied++;
        // applied: the cut holds, so at most `cutTo` bookings got in (those before the cut, or after it within the new places)
        expect(made.length, date).toBeLessThanOrEqual(cutTo);
        const v = (await manager.b.get(`/api/admin/schedule?officeId=${office}&month=2026-12`)).json();
        expect(v.days.find((d: { date: string }) => d.date === date).capacity.VISIT).toBe(cutTo);
      } else {
        outcomes.refused++;
        expect(c.statusCode, c.body).toBe(409);
        // refused: the bookings it names are ones that got in, and they are more than the cut allows; the office's 3 hold
        const named = c.json().affected.map((a: { rsvtNo: string }) => a.rsvtNo);
        expect(named.length).toBeGreaterThan(cutTo);
        for (const n of named) expect(made).toContain(n);
        expect(made.length).toBeLessThanOrEqual(3);
      }
      for (const b of bs.filter((x) => x.statusCode !== 201)) expect(['SLOT_FULL', 'SCHEDULE_CHANGED', 'NOT_BOOKABLE_DATE']).toContain(b.json().code);
    }
    expect(outcomes.applied + outcomes.refused).toBe(dates.length);
  });

  it('two check-ins of one number at once record one; the second answers the same', async () => {
    const officers = [await asStaff('CONSULT_STAFF', 'KLAC'), await asStaff('INST_MANAGER', 'KLAC')];
    const who = await signedIn(t.app, t.database, clock.now());
    const made = await who.b.post('/api/dscsn/rsvt', rsvtBody('KLAC-BUSAN', 'VISIT', '2026-12-02', '15:00'), idem());
    expect(made.statusCode).toBe(201);
    const rsvtNo = made.json().rsvtNo as string;
    clock.t = kst('2026-12-02', '14:50');
    for (const o of officers) {
      await o.renew(clock.now());
      o.b.cookies.set(STAFF_COOKIE, await createStaffSession(t.database.db, o.member.id, clock.now()));
    }
    const answers = await Promise.all([...officers, ...officers].map((o) => o.b.post('/api/admin/rsvt/checkin', { rsvtNo })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const at = new Set(answers.map((a) => a.json().checkedInAt));
    expect(at.size).toBe(1);
    const [r] = await t.database.db.select().from(dscsnReservations).where(eq(dscsnReservations.rsvtNo, rsvtNo));
    expect(r).toMatchObject({ status: 'CHECKED_IN' });
    expect(r!.checkedInAt!.toISOString()).toBe([...at][0]);
  });
});
