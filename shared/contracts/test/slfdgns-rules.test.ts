import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CASE_CATEGORIES,
  CASE_INSTS,
  EvaluateRequest,
  evaluateEligibility,
  incomeLimit,
  MEDIAN_INCOME,
  medianOf,
  RuleInputError,
  TARGET_BY_CODE,
  TARGET_GROUPS,
  TARGET_TYPES,
  WAGE_LIMIT,
} from '../src/index';

// The self-diagnosis rule (issue 16) at both sides of every boundary.
const base = { year: 2026, householdSize: 1, monthlyIncome: 0, targetTypes: [] as string[] };
const limit125 = (size: number, year = 2026) => Math.floor((medianOf(year, size)! * 125) / 100);
const limit150 = (size: number, year = 2026) => Math.floor((medianOf(year, size)! * 150) / 100);

describe('기준 중위소득 data', () => {
  it('equals the copied 고시 data file for 1–7 people in both years', () => {
    const json = JSON.parse(readFileSync(new URL('../src/slfdgns/data/median_income_2026_2027.json', import.meta.url), 'utf8')) as Record<string, { median_100: Record<string, number> }>;
    for (const year of [2026, 2027]) {
      expect(MEDIAN_INCOME[year]!.median).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => json[year]!.median_100[n]));
    }
  });
  it('adds the 7인 − 6인 difference per person above 7', () => {
    expect(medianOf(2026, 7)).toBe(9_515_150);
    expect(medianOf(2026, 8)).toBe(9_515_150 + 959_198);
    expect(medianOf(2027, 9)).toBe(10_152_665 + 2 * 1_023_464);
    expect(medianOf(2025, 1)).toBeNull();
    expect(medianOf(2026, 0)).toBeNull();
  });
  it('computes 125 % and 150 % in whole won (income ≤ limit ⇔ income ≤ median × pct)', () => {
    expect(incomeLimit(2026, 1, 'MEDIAN_125')).toBe(3_205_297); // 3,205,297.5
    expect(incomeLimit(2026, 1, 'MEDIAN_150')).toBe(3_846_357);
    expect(incomeLimit(2027, 4, 'MEDIAN_125')).toBe(8_662_356);
  });
});

describe('the catalogue', () => {
  it('has at least 60 types in the real service’s groups, each complete and with a source', () => {
    expect(TARGET_TYPES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(TARGET_TYPES.map((t) => t.code)).size).toBe(TARGET_TYPES.length);
    for (const g of TARGET_GROUPS) expect(TARGET_TYPES.some((t) => t.group === g), g).toBe(true);
    for (const t of TARGET_TYPES) {
      expect(t.documents.length, t.code).toBeGreaterThan(0);
      expect(t.cases.length, t.code).toBeGreaterThan(0);
      expect(t.source, t.code).toBeTruthy();
    }
  });
  it('names an institution for every case category', () => {
    for (const c of CASE_CATEGORIES) expect(CASE_INSTS[c].length, c).toBeGreaterThan(0);
  });
});

describe('the general 125 % rule (no type chosen)', () => {
  for (const size of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`${size}인 가구: eligible at the limit, not one won above`, () => {
      const limit = limit125(size);
      const at = evaluateEligibility({ ...base, householdSize: size, monthlyIncome: limit });
      expect(at).toMatchObject({ eligible: true, tier: 'PARTIAL', limit, over: 0 });
      const above = evaluateEligibility({ ...base, householdSize: size, monthlyIncome: limit + 1 });
      expect(above).toMatchObject({ eligible: false, tier: 'NOT_ELIGIBLE', limit, over: 1 });
      expect(above.tests.map((t) => [t.id, t.status])).toEqual([
        ['TYPE', 'NOT_NEEDED'],
        ['WAGE', 'NOT_NEEDED'],
        ['INCOME', 'FAIL'],
      ]);
      expect(above.tests[2]!.detail).toContain(`${(1).toLocaleString('ko-KR')}원 많습니다`);
      expect(above.documents).toEqual(['주민등록표 등본(세대원 전원 표시)', '건강보험료 납부확인서(세대원 전원, 최근 3개월)']);
    });
  }
  it('names the amount over the limit with thousands separators', () => {
    const r = evaluateEligibility({ ...base, householdSize: 4, monthlyIncome: 9_000_000 });
    expect(r.over).toBe(9_000_000 - limit125(4));
    expect(r.tests.at(-1)!.detail).toContain('9,000,000원');
    expect(r.tests.at(-1)!.detail).toContain(`${(9_000_000 - limit125(4)).toLocaleString('ko-KR')}원 많습니다`);
  });
  it('uses the year’s own 중위소득', () => {
    const l26 = limit125(3, 2026);
    const l27 = limit125(3, 2027);
    expect(evaluateEligibility({ ...base, year: 2027, householdSize: 3, monthlyIncome: l26 + 1 }).eligible).toBe(true);
    expect(evaluateEligibility({ ...base, year: 2027, householdSize: 3, monthlyIncome: l27 + 1 }).eligible).toBe(false);
  });
});

describe('caps of the types', () => {
  it('150 %: at the limit eligible, one won above not', () => {
    const code = TARGET_TYPES.find((t) => t.cap === 'MEDIAN_150')!.code;
    const l = limit150(2);
    expect(evaluateEligibility({ ...base, householdSize: 2, monthlyIncome: l, targetTypes: [code] })).toMatchObject({ eligible: true, limit: l });
    expect(evaluateEligibility({ ...base, householdSize: 2, monthlyIncome: l + 1, targetTypes: [code] })).toMatchObject({ eligible: false, limit: l, over: 1 });
  });
  it('no cap: any income passes, the income row is 해당 없음, the tier is the type’s', () => {
    const r = evaluateEligibility({ ...base, monthlyIncome: 50_000_000, targetTypes: ['ECON_SINGLEPARENT'] });
    expect(r).toMatchObject({ eligible: true, tier: 'FREE', limit: null, over: 0 });
    expect(r.tests.find((t) => t.id === 'INCOME')!.status).toBe('NOT_NEEDED');
    expect(r.documents).toContain('한부모가족 증명서');
    const mild = evaluateEligibility({ ...base, monthlyIncome: 50_000_000, targetTypes: ['SOC_DISABLED_MILD'] });
    expect(mild.tier).toBe('PARTIAL');
  });
  it('several types: the most favourable one that passes (무료 before 일부유료)', () => {
    const r = evaluateEligibility({ ...base, monthlyIncome: 1_000_000, targetTypes: ['GEN_125', 'SOC_DISABLED_SEVERE'] });
    expect(r).toMatchObject({ eligible: true, tier: 'FREE', basisType: { code: 'SOC_DISABLED_SEVERE' } });
  });
  it('several types, none passing: names the type that came closest', () => {
    const l125 = limit125(1);
    const l150 = limit150(1);
    const r = evaluateEligibility({ ...base, monthlyIncome: l150 + 10, targetTypes: ['GEN_125', 'SMB_SMALLBIZ'] });
    expect(r).toMatchObject({ eligible: false, basisType: { code: 'SMB_SMALLBIZ' }, limit: l150, over: 10 });
    expect(l150 + 10 - l125).toBeGreaterThan(10);
  });
});

describe('임금등 체불 피해근로자: 최종 3개월 월평균임금 400만원 미만', () => {
  const wage = (averageWage: number | null) => evaluateEligibility({ ...base, monthlyIncome: 90_000_000, targetTypes: ['OCC_WAGE'], averageWage });
  it('3,999,999원 passes (no household income cap), 4,000,000원 fails and stops there', () => {
    expect(wage(WAGE_LIMIT - 1)).toMatchObject({ eligible: true, tier: 'FREE' });
    const r = wage(WAGE_LIMIT);
    expect(r).toMatchObject({ eligible: false, limit: WAGE_LIMIT, over: 0 });
    expect(r.tests.map((t) => [t.id, t.status])).toEqual([
      ['TYPE', 'PASS'],
      ['WAGE', 'FAIL'],
    ]);
    expect(wage(4_250_000)).toMatchObject({ over: 250_000 });
  });
  it('asks for the wage when the type needs it', () => {
    expect(() => wage(null)).toThrow(RuleInputError);
    try {
      wage(null);
    } catch (e) {
      expect((e as RuleInputError).field).toBe('averageWage');
    }
  });
});

describe('input the rule cannot judge', () => {
  it('an unknown type is a Korean error naming targetTypes', () => {
    const e = (() => {
      try {
        evaluateEligibility({ ...base, targetTypes: ['NOPE'] });
      } catch (x) {
        return x as RuleInputError;
      }
    })();
    expect(e).toBeInstanceOf(RuleInputError);
    expect(e!.field).toBe('targetTypes');
    expect(e!.message).toMatch(/구조대상자 유형/);
  });
  it('a year without data is a Korean error naming year (rule and schema)', () => {
    expect(() => evaluateEligibility({ ...base, year: 2025 })).toThrow(/2025년 기준 중위소득 자료가 없습니다/);
    const parsed = EvaluateRequest.safeParse({ ...base, year: 2025 });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(['year']);
    expect(parsed.error!.issues[0]!.message).toMatch(/기준 연도\(year\)/);
  });
  it('the schema refuses unknown codes, 0 people, negative income', () => {
    for (const [body, field] of [
      [{ ...base, targetTypes: ['NOPE'] }, 'targetTypes'],
      [{ ...base, householdSize: 0 }, 'householdSize'],
      [{ ...base, monthlyIncome: -1 }, 'monthlyIncome'],
    ] as const) {
      const r = EvaluateRequest.safeParse(body);
      expect(r.success, field).toBe(false);
      expect(String(r.error!.issues[0]!.path[0])).toBe(field);
    }
    expect(TARGET_BY_CODE.size).toBe(TARGET_TYPES.length);
  });
});
