// Supporting documents under concurrency, on PostgreSQL (PGlite runs one query at a time, so a race
// there proves nothing). server/vitest.config.ts includes *.pg.test.ts only with TEST_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elrcptApplications, myDocs, prdocItems } from '../src/db/schema';
import { idem, key } from './dscsn-helpers';
import { CONSENT, citizen } from './elrcpt-helpers';
import { TestClock, createTestApp } from './helpers';
import { filesUnder, kstDay, person, prdoc } from './prdoc-helpers';

describe('supporting documents concurrency (PostgreSQL)', () => {
  const clock = new TestClock();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-prdoc-pg-'));
  const uploadDir = path.join(dataDir, 'uploads');
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0, dataDir, uploadDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('20 concurrent supplies with one Idempotency-Key make ONE item, ONE document of mine and ONE stored record, all answered the same', async () => {
    const me = await person(t, clock.now(), '동시인');
    const started = await citizen(me.b).start('KLAC', CONSENT);
    const aplyNo: string = started.json().aplyNo;
    const d = prdoc(me.b, () => kstDay(clock.t));
    const body = { method: 'EXCHANGE', code: 'Rrno', options: { issueType: 'PART', include: ['RELATION'], rrnBack: 'NONE', purpose: 'LEGAL_AID' }, consent: true };
    const k = key();
    const before = filesUnder(uploadDir);
    const answers = await Promise.all(Array.from({ length: 20 }, () => me.b.post(`/api/elrcpt/aply/${aplyNo}/prdoc`, body, idem(k))));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((s) => s >= 500)).toEqual([]);
    expect(codes.filter((s) => s !== 200 && s !== 201), JSON.stringify(answers.filter((a) => a.statusCode >= 300).map((a) => a.body))).toEqual([]);
    expect(codes.filter((s) => s === 201), String(codes)).toHaveLength(1);
    const first = answers.find((a) => a.statusCode === 201)!.json();
    for (const a of answers) expect(a.json()).toEqual(first);
    const [a] = await t.database.db.select().from(elrcptApplications).where(eq(elrcptApplications.aplyNo, aplyNo));
    expect(await t.database.db.select().from(prdocItems).where(eq(prdocItems.aplyId, a!.id))).toHaveLength(1);
    expect(await t.database.db.select().from(myDocs).where(eq(myDocs.memberId, me.member.id))).toHaveLength(1);
    // the losers' fetched records were not kept
    expect(filesUnder(uploadDir).filter((f) => !before.includes(f))).toHaveLength(1);
    expect((await d.myDocs()).json().total).toBe(1);
  });

  it('different keys for the same form on a draft at once: one item (the later replaces), no duplicate', async () => {
    const me = await person(t, clock.now(), '동시교체');
    const started = await citizen(me.b).start('KLAC', CONSENT);
    const aplyNo: string = started.json().aplyNo;
    const d = prdoc(me.b, () => kstDay(clock.t));
    const answers = await Promise.all(Array.from({ length: 8 }, () => d.exchange(aplyNo, 'Txpay')));
    expect(answers.map((x) => x.statusCode).filter((s) => s >= 300)).toEqual([]);
    const [a] = await t.database.db.select().from(elrcptApplications).where(eq(elrcptApplications.aplyNo, aplyNo));
    expect(await t.database.db.select().from(prdocItems).where(eq(prdocItems.aplyId, a!.id))).toHaveLength(1);
  });
});
