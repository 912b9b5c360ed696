// The statistics filter as it lives in the page address (?from=YYYY-MM&to=YYYY-MM&surveyId=):
// pure, so the period rules are unit-tested without a browser.

const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;
const SURVEY_RE = /^[A-Za-z0-9-]{3,40}$/;

export interface StatsFilter {
  from: string;
  to: string;
  surveyId: string;
}

/** 'YYYY-MM' plus n months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const t = y! * 12 + (m! - 1) + n;
  return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`;
}

/** The month of a date in Korea (the server counts months in KST too). */
export function kstMonth(at: Date): string {
  const k = new Date(at.getTime() + 9 * 3600_000);
  return `${k.getUTCFullYear()}-${String(k.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The filter of a query string; missing or malformed parts fall back to the last 6 months / all surveys. */
export function readFilter(search: string, now: Date): StatsFilter {
  const q = new URLSearchParams(search);
  const thisMonth = kstMonth(now);
  const to = MONTH_RE.test(q.get('to') ?? '') ? q.get('to')! : thisMonth;
  const from = MONTH_RE.test(q.get('from') ?? '') ? q.get('from')! : addMonths(to, -5);
  const surveyId = SURVEY_RE.test(q.get('surveyId') ?? '') ? q.get('surveyId')! : '';
  return { from, to, surveyId };
}

export function filterQuery(f: StatsFilter): string {
  const q = new URLSearchParams({ from: f.from, to: f.to });
  if (f.surveyId) q.set('surveyId', f.surveyId);
  return `?${q}`;
}

/** The month choices: from January of the portal's first year up to this month, newest last. */
export function monthOptions(now: Date, first = '2026-01'): string[] {
  const out: string[] = [];
  const last = kstMonth(now);
  for (let m = first; m <= last; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** Korean message for the from field, or null when the period is fine. */
export function periodProblem(f: Pick<StatsFilter, 'from' | 'to'>): string | null {
  if (!MONTH_RE.test(f.from)) return '시작 월을 골라 주세요.';
  if (!MONTH_RE.test(f.to)) return '끝 월을 골라 주세요.';
  if (f.from > f.to) return '시작 월이 끝 월보다 늦습니다. 시작 월을 끝 월과 같거나 이전으로 골라 주세요.';
  return null;
}

/** '2026-09' → '2026년 9월' */
export const monthLabel = (m: string) => `${m.slice(0, 4)}년 ${Number(m.slice(5))}월`;
