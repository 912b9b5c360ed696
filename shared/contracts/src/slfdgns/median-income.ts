// 기준 중위소득 (월, 원) by household size, from 보건복지부 고시 (copied from
// data/median_income_2026_2027.json; test/slfdgns-rules.test.ts checks both agree).
// Licence: a 고시 is not a protected work (저작권법 제7조 제2호); the numbers are facts.

export interface MedianYear {
  /** 1인 … 7인 가구, 원/월. */
  median: readonly [number, number, number, number, number, number, number];
  basis: string;
  url: string;
}

export const MEDIAN_INCOME: Record<number, MedianYear> = {
  2026: {
    median: [2564238, 4199292, 5359036, 6494738, 7556719, 8555952, 9515150],
    basis: '보건복지부 고시 「2026년 기준 중위소득 및 생계·의료급여 선정기준과 최저보장수준」',
    url: 'https://www.law.go.kr/admRulInfoP.do?admRulSeq=2100000262584',
  },
  2027: {
    median: [2736042, 4480645, 5718091, 6929885, 8063019, 9129201, 10152665],
    basis: '보건복지부 고시 제2026-157호 「2027년 기준 중위소득 및 생계·의료급여 선정기준과 최저보장수준」',
    url: 'https://www.law.go.kr/LSW/admRulInfoP.do?admRulSeq=2100000283464',
  },
};

export const MEDIAN_YEARS = Object.keys(MEDIAN_INCOME).map(Number);

/**
 * 기준 중위소득 of a household of `size` people. Over 7 people: the 7인 amount plus, for each further
 * person, the difference between 7인 and 6인 (the rule the 고시 states for 8인 이상; recorded from the
 * secondary sources of the data file for both years, to be checked against the 고시 text).
 */
export function medianOf(year: number, size: number): number | null {
  const y = MEDIAN_INCOME[year];
  if (!y || !Number.isInteger(size) || size < 1) return null;
  if (size <= 7) return y.median[size - 1]!;
  const step = y.median[6] - y.median[5];
  return y.median[6] + (size - 7) * step;
}
