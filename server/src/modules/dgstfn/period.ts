import { kstDate } from '@portal/contracts';

/** Survey state on a KST calendar day: dates are inclusive on both ends. */
export function surveyStatus(startsOn: string, endsOn: string, today: string): 'OPEN' | 'CLOSED' | 'UPCOMING' {
  if (today < startsOn) return 'UPCOMING';
  if (today > endsOn) return 'CLOSED';
  return 'OPEN';
}

/** 'YYYY-MM' plus n months (n may be negative). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const t = y! * 12 + (m! - 1) + n;
  return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`;
}

/** Every month from..to inclusive. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** The instant a KST month begins. */
export function kstMonthStart(month: string): Date {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, 1) - 9 * 3600_000);
}

/** The period of the statistics: the given months, or the last 6 months up to the clock's KST month. */
export function statsPeriod(now: Date, from?: string, to?: string): { from: string; to: string; start: Date; end: Date } {
  const thisMonth = kstDate(now).slice(0, 7);
  const t = to ?? (from && from > thisMonth ? from : thisMonth);
  const f = from ?? addMonths(t, -5);
  return { from: f, to: t, start: kstMonthStart(f), end: kstMonthStart(addMonths(t, 1)) };
}

export const round2 = (x: number) => Math.round(x * 100) / 100;
