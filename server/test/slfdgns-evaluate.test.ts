import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EvaluateAnswer, evaluateEligibility } from '@portal/contracts';
import { createTestApp, xsrf } from './helpers';

// POST /api/elrcpt/slfdgns/evaluate (issue 16): public, XSRF like every POST, validated with Korean
// field errors, answering exactly what the shared rule answers.
const HANGUL = /[가-힣]/;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (payload: unknown, withXsrf = true) => {
  const x = xsrf();
  return t.app.inject({
    method: 'POST',
    url: '/api/elrcpt/slfdgns/evaluate',
    headers: { 'content-type': 'application/json', ...(withXsrf ? { cookie: x.cookie, ...x.header } : {}) },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
};
const good = { year: 2026, householdSize: 3, monthlyIncome: 7_000_000, targetTypes: [] as string[] };

describe('POST /api/elrcpt/slfdgns/evaluate', () => {
  it('answers the rule’s result without a session: ineligible household, limit and amount over in 원', async () => {
    const res = await post(good);
    expect(res.statusCode).toBe(200);
    const body = EvaluateAnswer.parse(res.json());
    expect(body).toEqual(JSON.parse(JSON.stringify(evaluateEligibility(good))));
    expect(body).toMatchObject({ eligible: false, tier: 'NOT_ELIGIBLE', limit: 6_698_795, over: 301_205 });
  });

  it('answers an eligible type with its tier and documents', async () => {
    const res = await post({ ...good, targetTypes: ['OCC_WAGE'], averageWage: 3_500_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ eligible: true, tier: 'FREE', over: 0 });
    expect(res.json().documents).toContain('주민등록표 등본(세대원 전원 표시)');
  });

  it('refuses a POST without the XSRF header (403, Korean)', async () => {
    const res = await post(good, false);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(HANGUL);
  });

  it('names the field in Korean: unknown type, year without data, missing wage, bad size', async () => {
    const cases: [unknown, string][] = [
      [{ ...good, targetTypes: ['NOPE'] }, 'targetTypes.0'],
      [{ ...good, year: 2030 }, 'year'],
      [{ ...good, targetTypes: ['OCC_WAGE'] }, 'averageWage'],
      [{ ...good, householdSize: 0 }, 'householdSize'],
      [{ ...good, monthlyIncome: '많음' }, 'monthlyIncome'],
      [{ ...good, targetTypes: 'GEN_125' }, 'targetTypes'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toMatch(HANGUL);
      expect(res.json().errors[0].field, field).toBe(field);
    }
  });

  it('answers hostile input with a 4xx, never a 5xx: near-1 MB strings, NUL characters, over 1 MB', async () => {
    const nearMb = await post({ ...good, targetTypes: ['x'.repeat(900_000)] });
    expect(nearMb.statusCode).toBe(400);
    expect(nearMb.json().errors[0].field).toBe('targetTypes.0');
    const nul = await post({ ...good, targetTypes: ['GEN_125\u0000'] });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(HANGUL);
    const overMb = await post({ ...good, targetTypes: ['x'.repeat(1_100_000)] });
    expect(overMb.statusCode).toBe(413);
    expect(overMb.json().message).toMatch(HANGUL);
  });
});
