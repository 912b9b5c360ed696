// Electronic application under concurrency, on PostgreSQL (PGlite runs one query at a time, so a
// race there proves nothing). server/vitest.config.ts includes *.pg.test.ts only with TEST_DATABASE_URL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elrcptApplications, elrcptHistory, notificationOutbox } from '../src/db/schema';
import { idem, key, signedIn } from './dscsn-helpers';
import { citizen, klacContent } from './elrcpt-helpers';
import { TestClock, createTestApp } from './helpers';

describe('electronic application concurrency (PostgreSQL)', () => {
  const clock = new TestClock();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0 });
  });
  afterAll(() => t?.close());

  it('20 concurrent submits with one Idempotency-Key make ONE application and give all the same answer', async () => {
    const me = await signedIn(t.app, t.database, clock.now());
    const c = citizen(me.b);
    const d = await c.signedDraft();
    const k = key();
    const answers = await Promise.all(Array.from({ length: 20 }, () => me.b.post(`/api/elrcpt/aply/${d.aplyNo}/submit`, { signId: d.signId }, idem(k))));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((s) => s >= 500)).toEqual([]);
    expect(codes.every((s) => s === 200), JSON.stringify(answers.filter((a) => a.statusCode !== 200).map((a) => a.body))).toBe(true);
    const first = answers[0]!.json();
    expect(first.status).toBe('SUBMITTED');
    for (const a of answers) expect(a.json()).toEqual(first);
    const [row] = await t.database.db.select().from(elrcptApplications).where(eq(elrcptApplications.aplyNo, d.aplyNo));
    expect(row).toMatchObject({ status: 'SUBMITTED', receiptNo: first.receiptNo });
    const history = await t.database.db.select().from(elrcptHistory).where(eq(elrcptHistory.aplyId, row!.id));
    expect(history.filter((h) => h.toStatus === 'SUBMITTED')).toHaveLength(1);
    const notices = await t.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.subjectRef, d.aplyNo));
    expect(notices.filter((n) => n.channel === 'SMS')).toHaveLength(1);
  });

  it('two drafts of the same case submitted at once (different keys): one goes through, the other is 409 DUPLICATE_OPEN', async () => {
    const me = await signedIn(t.app, t.database, clock.now());
    const c = citizen(me.b);
    const drafts = [];
    for (let i = 0; i < 5; i++) drafts.push(await c.signedDraft(klacContent({ opponent: '동시 임대인' })));
    const answers = await Promise.all(drafts.map((d) => c.submit(d.aplyNo, d.signId)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().aplyNo;
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json()).toMatchObject({ code: 'DUPLICATE_OPEN', aplyNo: winner });
  });
});
