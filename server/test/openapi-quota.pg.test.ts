// The day's quota under concurrency, on PostgreSQL (PGlite runs one query at a time, so a race there
// proves nothing): 2 000 calls at once on a key with 1 000 left admit exactly 1 000; the rest hear 429
// code 22, and the count in the database is the limit (issue 33).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openapiUsage } from '../src/db/schema';
import { TestClock } from './helpers';
import { applyKey, header, keyed, openApiApp } from './openapi-helpers';

const clock = new TestClock();
let t: Awaited<ReturnType<typeof openApiApp>>;
beforeAll(async () => {
  t = await openApiApp(clock);
});
afterAll(async () => {
  await t?.close();
});

describe('quota counting is one statement', () => {
  it('2 000 concurrent calls on a key with 1 000 left: exactly 1 000 answered, 1 000 refused with 429 code 22', async () => {
    const { key, id } = await applyKey(t.member, { useKind: 'OPER' });
    expect((await t.approver.post(`/api/staff/opn/applications/${id}/approve`, { dailyLimit: 1500 })).statusCode).toBe(200);
    // 500 of today's 1 500 already used
    await t.database.db.insert(openapiUsage).values({ applicationId: id, api: '/openapi/v1/notices', day: '2026-11-25', calls: 500 });

    const answers = await Promise.all(Array.from({ length: 2000 }, () => keyed(t.app, '/openapi/v1/notices?numOfRows=1', key)));
    const tally = answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.statusCode]: (n[a.statusCode] ?? 0) + 1 }), {});
    expect(tally).toEqual({ 200: 1000, 429: 1000 });
    for (const refused of answers.filter((a) => a.statusCode === 429)) expect(header(refused).resultCode).toBe('22');
    const remaining = answers.filter((a) => a.statusCode === 200).map((a) => Number(a.headers['x-ratelimit-remaining']));
    expect(new Set(remaining).size).toBe(1000);
    expect(Math.min(...remaining)).toBe(0);

    const [row] = await t.database.db
      .select()
      .from(openapiUsage)
      .where(and(eq(openapiUsage.applicationId, id), eq(openapiUsage.api, '/openapi/v1/notices')));
    expect(row!.calls).toBe(1500);
  });
});
