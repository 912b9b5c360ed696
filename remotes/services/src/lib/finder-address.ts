// The easy finder's answers live in the address (?problem=&age=&income=&persons=&region=&sigungu=&method=):
// a result can be shared or bookmarked, and it holds bands and codes, never personal data.
import { AGE_BANDS, FINDER_PROBLEMS, HELP_METHODS, INCOME_BANDS, PERSON_TAGS, REGIONS, SIGUNGU } from '@portal/contracts/client';

export const FINDER_KEYS = ['problem', 'age', 'income', 'persons', 'region', 'sigungu', 'method'] as const;
export type FinderKey = (typeof FINDER_KEYS)[number];
export type FinderAddress = Record<FinderKey, string>;

/** What the address says, as sent to the API (the server judges it; a tampered value gets its Korean 400). */
export function readFinderAddress(search: string): FinderAddress {
  const q = new URLSearchParams(search);
  return Object.fromEntries(FINDER_KEYS.map((k) => [k, (q.get(k) ?? '').trim().slice(0, 300)])) as FinderAddress;
}

const isOne = (list: readonly string[], v: string) => list.includes(v);
const SIGUNGU_CODES = new Set(SIGUNGU.map((s) => s[0]));

/** The address's answers the form can show (unknown values dropped, so the form is always choosable). */
export function formValuesOf(a: FinderAddress) {
  const region = a.region in REGIONS ? a.region : SIGUNGU_CODES.has(a.sigungu) ? a.sigungu.slice(0, 2) : '';
  return {
    problem: isOne(FINDER_PROBLEMS, a.problem) ? a.problem : '',
    age: isOne(AGE_BANDS, a.age) ? a.age : '',
    income: isOne(INCOME_BANDS, a.income) ? a.income : '',
    persons: a.persons.split(',').filter((p) => isOne(PERSON_TAGS, p)),
    region,
    sigungu: SIGUNGU_CODES.has(a.sigungu) && a.sigungu.startsWith(region) ? a.sigungu : '',
    method: isOne(HELP_METHODS, a.method) ? a.method : '',
  };
}
export type FinderValues = ReturnType<typeof formValuesOf>;

/** The address of a set of answers (empty answers left out). */
export function finderQuery(v: FinderValues): string {
  const q = new URLSearchParams();
  for (const k of FINDER_KEYS) {
    const value = k === 'persons' ? v.persons.join(',') : v[k];
    if (value) q.set(k, value);
  }
  return q.toString();
}
