import { describe, expect, it } from 'vitest';
import { addMonths, filterQuery, kstMonth, monthLabel, monthOptions, periodProblem, readFilter } from '../src/lib/stats-query';

const NOW = new Date('2026-11-21T01:00:00Z');

describe('statistics filter', () => {
  it('defaults to the last 6 months up to the KST month and all surveys', () => {
    expect(readFilter('', NOW)).toEqual({ from: '2026-06', to: '2026-11', surveyId: '' });
    // 2026-11-30 16:00 UTC is already December in Korea
    expect(kstMonth(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12');
  });

  it('keeps a valid filter from the address and drops malformed parts', () => {
    expect(readFilter('?from=2026-03&to=2026-08&surveyId=SRVY-2026-1', NOW)).toEqual({ from: '2026-03', to: '2026-08', surveyId: 'SRVY-2026-1' });
    expect(readFilter('?from=2026-13&to=2026-09&surveyId=%3Cx%3E', NOW)).toEqual({ from: '2026-04', to: '2026-09', surveyId: '' });
    expect(filterQuery({ from: '2026-03', to: '2026-08', surveyId: '' })).toBe('?from=2026-03&to=2026-08');
  });

  it('says what to fix when the period is reversed', () => {
    expect(periodProblem({ from: '2026-10', to: '2026-06' })).toMatch(/시작 월이 끝 월보다 늦습니다/);
    expect(periodProblem({ from: '2026-06', to: '2026-06' })).toBeNull();
    expect(periodProblem({ from: '', to: '2026-06' })).toBe('시작 월을 골라 주세요.');
  });

  it('counts months across years and labels them in Korean', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthOptions(NOW)).toHaveLength(11);
    expect(monthLabel('2026-09')).toBe('2026년 9월');
  });
});
