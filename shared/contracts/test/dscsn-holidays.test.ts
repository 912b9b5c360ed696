// The calendar rules over a holiday lookup (issue 30): pure functions, no clock but the one passed in.
import { describe, expect, it } from 'vitest';
import { HOLIDAYS_PENDING, addWorkingDays, bookableDates, closedReason, dateProblem, holidayLookup, pendingYearsNotice } from '../src/dscsn/rules';

// Only 2026 is registered here: 성탄절 (Fri 12-25) and a made-up 임시공휴일 on Monday 12-28
const holidays = holidayLookup({ '2026-12-25': '성탄절', '2026-12-28': '임시공휴일' }, [2026]);
const at = (date: string) => new Date(`${date}T10:00:00+09:00`);

describe('closedReason', () => {
  it('names weekends, holidays and dates of a year not registered', () => {
    expect(closedReason('2026-12-24', holidays)).toBeNull();
    expect(closedReason('2026-12-25', holidays)).toBe('공휴일(성탄절)');
    expect(closedReason('2026-12-26', holidays)).toBe('주말');
    expect(closedReason('2026-12-28', holidays)).toBe('공휴일(임시공휴일)');
    expect(closedReason('2027-01-04', holidays)).toBe(HOLIDAYS_PENDING);
    // a weekend is a weekend in any year
    expect(closedReason('2027-01-02', holidays)).toBe('주말');
  });

  it('takes a Map as well as a record', () => {
    expect(closedReason('2026-12-25', holidayLookup(new Map([['2026-12-25', '성탄절']]), [2026]))).toBe('공휴일(성탄절)');
  });
});

describe('dateProblem and bookableDates', () => {
  it('refuses a holiday and a date of a year not registered with a Korean reason naming the date', () => {
    expect(dateProblem('2026-12-25', at('2026-12-21'), holidays)).toContain('공휴일(성탄절)');
    expect(dateProblem('2027-01-04', at('2026-12-28'), holidays)).toBe(
      '2027년 공휴일 정보가 아직 등록되지 않아 2027-01-04은(는) 예약할 수 없습니다. 공휴일이 등록되면 예약할 수 있습니다. 다른 날짜를 골라 주세요.',
    );
    expect(dateProblem('2026-12-24', at('2026-12-21'), holidays)).toBeNull();
  });

  it('opens only weekdays of registered years that are not holidays', () => {
    expect(bookableDates(at('2026-12-21'), holidays)).toEqual(['2026-12-22', '2026-12-23', '2026-12-24', '2026-12-29', '2026-12-30', '2026-12-31']);
    expect(bookableDates(at('2026-12-21'), holidayLookup({}, [2026, 2027]))).toHaveLength(10);
    expect(bookableDates(at('2027-06-01'), holidays)).toEqual([]);
  });
});

describe('pendingYearsNotice', () => {
  it('explains the years of a window that are not registered, and is null when all are', () => {
    expect(pendingYearsNotice(['2026-12-31', '2027-01-01'], holidays)).toBe(
      '2027년 공휴일 정보가 아직 등록되지 않아 2027년 날짜는 예약을 받지 않습니다. 공휴일이 등록되면 그 해의 날짜도 예약할 수 있습니다.',
    );
    expect(pendingYearsNotice(['2026-12-30', '2026-12-31'], holidays)).toBeNull();
  });
});

describe('addWorkingDays', () => {
  it('skips weekends and holidays of registered years', () => {
    expect(addWorkingDays('2026-12-23', 3, holidays)).toEqual({ date: '2026-12-30', estimated: false });
    expect(addWorkingDays('2026-12-21', 1, holidays)).toEqual({ date: '2026-12-22', estimated: false });
  });

  it('counts weekdays of a year not registered and marks the date estimated', () => {
    // 12-29, 12-30, 12-31 are 2026 working days; the fourth is Friday 2027-01-01, a weekday of a year
    // not registered (that it is 신정 is not known until 2027 is loaded: hence "estimated")
    expect(addWorkingDays('2026-12-28', 3, holidays)).toEqual({ date: '2026-12-31', estimated: false });
    expect(addWorkingDays('2026-12-28', 4, holidays)).toEqual({ date: '2027-01-01', estimated: true });
    expect(addWorkingDays('2026-12-28', 5, holidays)).toEqual({ date: '2027-01-04', estimated: true });
  });
});
