// One answer per respondent under concurrency, on PostgreSQL (PGlite runs one query at a time).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses, surveyScores } from '../src/db/schema';
import { ownedKey } from '../src/http/owned-key';
import { allScores, answer, idemKey, SURVEY_DAY } from './dgstfn-helpers';
import { Browser, TestClock, createTestApp } from './helpers';

describe('survey answers under concurrency (PostgreSQL)', () => {
  const clock = new TestClock();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    clock.t = SURVEY_DAY;
    t = await createTestApp({ clock: clock.now });
  });
  afterAll(() => t?.close());

  const rowsOf = async (b: Browser) => {
    await b.get('/api/dgstfn/surveys'); // sets the visitor cookie, so all five share one session
    const rows = await t.database.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, 'SRVY-2026-2'));
    return rows;
  };

  it('5 answers of one visitor at once (different keys): one row, four polite 409s, no 5xx', async () => {
    const b = new Browser(t.app);
    const before = (await rowsOf(b)).length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => answer(b, 'SRVY-2026-2', { scores: allScores() })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().code).toBe('ALREADY_ANSWERED');
    const after = await rowsOf(b);
    expect(after.length).toBe(before + 1);
  });

  it('5 double clicks (same key at once): one row with all its scores, one 201 and four 200 with the same answer', async () => {
    const b = new Browser(t.app);
    await b.get('/api/dgstfn/surveys');
    const key = idemKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => answer(b, 'SRVY-2026-2', { scores: allScores() }, key)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const respondent = `visitor:${createHash('sha256').update(b.cookies.get('PORTAL_VISITOR')!).digest('hex')}`;
    const rows = await t.database.db.select().from(surveyResponses).where(eq(surveyResponses.idempotencyKey, ownedKey(respondent, key)));
    expect(rows).toHaveLength(1);
    expect(await t.database.db.select().from(surveyScores).where(eq(surveyScores.responseId, rows[0]!.id))).toHaveLength(8);
  });
});
