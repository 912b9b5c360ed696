// Consultation booking under concurrency, on PostgreSQL (PGlite runs one query at a time, so a
// race there proves nothing). server/vitest.config.ts includes *.pg.test.ts only with TEST_DATABASE_URL.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dscsnReservations, dscsnSlots } from '../src/db/schema';
import { TestClock, createTestApp } from './helpers';
import { idem, key, kst, rsvtBody, signedIn } from './dscsn-helpers';

describe('consultation concurrency (PostgreSQL)', () => {
  const clock = new TestClock();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    clock.t = kst('2026-12-01', '10:00'); // Tuesday; 12-02 … 12-15 bookable on weekdays
    t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0 });
  });
  afterAll(() => t?.close());

  const people = (n: number) => Promise.all(Array.from({ length: n }, () => signedIn(t.app, t.database, clock.now())));
  const activeIn = async (officeId: string, date: string, time: string) =>
    (
      await t.database.db
        .select()
        .from(dscsnReservations)
        .where(and(eq(dscsnReservations.officeId, officeId), eq(dscsnReservations.slotDate, date), eq(dscsnReservations.slotTime, time), eq(dscsnReservations.status, 'BOOKED')))
    ).length;
  const slotRow = async (officeId: string, method: string, date: string, time: string) =>
    (
      await t.database.db
        .select()
        .from(dscsnSlots)
        .where(and(eq(dscsnSlots.officeId, officeId), sql`${dscsnSlots.method} = ${method}`, eq(dscsnSlots.slotDate, date), eq(dscsnSlots.slotTime, time)))
    )[0];

  it('200 different people booking one slot of capacity 3 at once: exactly 3 succeed, 197 hear "마감", no 5xx', async () => {
    const crowd = await people(200);
    const body = rsvtBody('KLAC-SEOUL-CENTRAL', 'VISIT', '2026-12-02', '10:00'); // VISIT capacity 3
    const answers = await Promise.all(crowd.map(({ b }) => b.post('/api/dscsn/rsvt', body, idem())));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(197);
    for (const r of refused) {
      expect(r.json().code).toBe('SLOT_FULL');
      expect(r.json().message).toContain('마감');
    }
    expect(await activeIn('KLAC-SEOUL-CENTRAL', '2026-12-02', '10:00')).toBe(3);
    expect(await slotRow('KLAC-SEOUL-CENTRAL', 'VISIT', '2026-12-02', '10:00')).toMatchObject({ capacity: 3, booked: 3 });
    const tickets = (
      await t.database.db.select({ n: dscsnReservations.ticketNo }).from(dscsnReservations).where(eq(dscsnReservations.slotDate, '2026-12-02'))
    ).map((r) => r.n);
    expect(new Set(tickets).size).toBe(tickets.length); // check-in numbers never repeat
  });

  it('a double click (same key, same body, at once) makes one booking and gives both the same answer', async () => {
    const [{ b }] = await people(1);
    const k = key();
    const body = rsvtBody('KLAC-BUSAN', 'PHONE', '2026-12-03', '14:00');
    const [a, c, d] = await Promise.all([b.post('/api/dscsn/rsvt', body, idem(k)), b.post('/api/dscsn/rsvt', body, idem(k)), b.post('/api/dscsn/rsvt', body, idem(k))]);
    expect([a, c, d].map((x) => x.statusCode).sort()).toEqual([200, 200, 201]);
    expect(c.json()).toEqual(a.json());
    expect(d.json()).toEqual(a.json());
    expect(await activeIn('KLAC-BUSAN', '2026-12-03', '14:00')).toBe(1);
  });

  it('one person booking two offices of one institution for the same day at once gets one booking', async () => {
    const [{ b }] = await people(1);
    const answers = await Promise.all(
      ['KLAC-SEOUL-EAST', 'KLAC-SEOUL-WEST', 'KLAC-SEOUL-NORTH', 'KLAC-SEOUL-SOUTH'].map((o) => b.post('/api/dscsn/rsvt', rsvtBody(o, 'PHONE', '2026-12-04', '09:00'), idem())),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().code).toBe('DUPLICATE_DAY');
    for (const o of ['KLAC-SEOUL-EAST', 'KLAC-SEOUL-WEST', 'KLAC-SEOUL-NORTH', 'KLAC-SEOUL-SOUTH']) {
      const s = await slotRow(o, 'PHONE', '2026-12-04', '09:00');
      expect(s?.booked ?? 0).toBe(await activeIn(o, '2026-12-04', '09:00'));
    }
  });

  it('10 people moving to one free place at once: one moves, nine keep their old time, counters stay right', async () => {
    const office = 'KLAC-NAMYANGJU'; // VISIT capacity 1
    const crowd = await people(10);
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:30'];
    const booked = await Promise.all(crowd.map(({ b }, i) => b.post('/api/dscsn/rsvt', rsvtBody(office, 'VISIT', '2026-12-07', times[i]!), idem())));
    expect(booked.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const moves = await Promise.all(
      crowd.map(({ b }, i) => b.post(`/api/my/dscsn/rsvt/${booked[i]!.json().rsvtNo}/time`, { date: '2026-12-08', time: '16:00' }, idem())),
    );
    expect(moves.map((m) => m.statusCode).filter((c) => c >= 500)).toEqual([]);
    const winners = moves.filter((m) => m.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(moves.filter((m) => m.statusCode === 409 && m.json().code === 'SLOT_FULL')).toHaveLength(9);
    expect(await activeIn(office, '2026-12-08', '16:00')).toBe(1);
    const winner = winners[0]!.json();
    const freedTime = times[booked.findIndex((r) => r.json().rsvtNo === winner.rsvtNo)]!;
    for (const time of times) {
      const expected = time === freedTime ? 0 : 1;
      expect(await activeIn(office, '2026-12-07', time), time).toBe(expected);
      expect((await slotRow(office, 'VISIT', '2026-12-07', time))!.booked, time).toBe(expected);
    }
  });

  it('two people swapping into each other’s places at once never deadlock and never overbook', async () => {
    const office = 'KLAC-YONGIN'; // PHONE capacity 1
    const [p1, p2] = await people(2);
    const r1 = (await p1!.b.post('/api/dscsn/rsvt', rsvtBody(office, 'PHONE', '2026-12-09', '09:00'), idem())).json();
    const r2 = (await p2!.b.post('/api/dscsn/rsvt', rsvtBody(office, 'PHONE', '2026-12-09', '09:30'), idem())).json();
    const [m1, m2] = await Promise.all([
      p1!.b.post(`/api/my/dscsn/rsvt/${r1.rsvtNo}/time`, { date: '2026-12-09', time: '09:30' }, idem()),
      p2!.b.post(`/api/my/dscsn/rsvt/${r2.rsvtNo}/time`, { date: '2026-12-09', time: '09:00' }, idem()),
    ]);
    // each target is held by the other, so both are full: nothing may change and nothing may fail
    expect([m1.statusCode, m2.statusCode]).toEqual([409, 409]);
    expect(await activeIn(office, '2026-12-09', '09:00')).toBe(1);
    expect(await activeIn(office, '2026-12-09', '09:30')).toBe(1);
  });

  it('cancelling and booking the freed place at once never leaves the slot over capacity', async () => {
    const office = 'KLAC-YEONCHEON'; // VISIT capacity 1
    const [owner, ...others] = await people(6);
    const r = (await owner!.b.post('/api/dscsn/rsvt', rsvtBody(office, 'VISIT', '2026-12-10', '15:00'), idem())).json();
    const results = await Promise.all([
      owner!.b.post(`/api/my/dscsn/rsvt/${r.rsvtNo}/cancel`, {}),
      ...others.map(({ b }) => b.post('/api/dscsn/rsvt', rsvtBody(office, 'VISIT', '2026-12-10', '15:00'), idem())),
    ]);
    expect(results.map((x) => x.statusCode).filter((c) => c >= 500)).toEqual([]);
    const n = await activeIn(office, '2026-12-10', '15:00');
    expect(n).toBeLessThanOrEqual(1);
    expect((await slotRow(office, 'VISIT', '2026-12-10', '15:00'))!.booked).toBe(n);
  });
});
