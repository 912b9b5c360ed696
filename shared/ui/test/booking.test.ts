import { describe, expect, it } from 'vitest';
import { dayLabel, fullDate, initialFocus, longDate, moveFocus, weeksBetween } from '../src/booking/calendar-logic';

describe('booking date grid logic', () => {
  it('lays the window out in Sunday-first weeks, blanks outside it', () => {
    // 2026-12-19 is a Saturday, 2027-01-01 a Friday
    const weeks = weeksBetween('2026-12-19', '2027-01-01');
    expect(weeks).toHaveLength(3);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-12-19']);
    expect(weeks[1]![0]).toBe('2026-12-20');
    expect(weeks[2]).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', null]);
    expect(weeksBetween('2026-12-20', '2026-12-19')).toEqual([]);
  });

  it('moves with the grid keys and stays inside the window', () => {
    const from = '2026-12-19';
    const to = '2027-01-01';
    expect(moveFocus('2026-12-21', 'ArrowRight', from, to)).toBe('2026-12-22');
    expect(moveFocus('2026-12-21', 'ArrowLeft', from, to)).toBe('2026-12-20');
    expect(moveFocus('2026-12-21', 'ArrowDown', from, to)).toBe('2026-12-28');
    expect(moveFocus('2026-12-21', 'ArrowUp', from, to)).toBe(from); // a week back is before the window
    expect(moveFocus('2026-12-30', 'ArrowDown', from, to)).toBe(to);
    expect(moveFocus('2026-12-23', 'Home', from, to)).toBe('2026-12-20');
    expect(moveFocus('2026-12-23', 'End', from, to)).toBe('2026-12-26');
    expect(moveFocus('2026-12-23', 'PageUp', from, to)).toBe(from);
    expect(moveFocus('2026-12-23', 'PageDown', from, to)).toBe(to);
    expect(moveFocus('2026-12-31', 'ArrowRight', from, to)).toBe('2027-01-01'); // across the year
    expect(moveFocus('2026-12-23', 'Tab', from, to)).toBeNull();
  });

  it('names each date with whether it can be booked and why not', () => {
    expect(longDate('2026-12-25')).toBe('12월 25일 금요일');
    expect(fullDate('2027-01-04')).toBe('2027년 1월 4일 (월)');
    expect(dayLabel({ date: '2026-12-25', bookable: false, remaining: 0, closedReason: '공휴일(성탄절)' }, false)).toBe('12월 25일 금요일, 예약할 수 없음: 공휴일(성탄절)');
    expect(dayLabel({ date: '2026-12-21', bookable: true, remaining: 12, closedReason: null }, true)).toBe('12월 21일 월요일, 남은 자리 12, 선택됨');
  });

  it('puts the tab stop on the chosen date, else the first bookable one', () => {
    const days = [
      { date: '2026-12-19', bookable: false, remaining: 0, closedReason: '주말' },
      { date: '2026-12-21', bookable: true, remaining: 3, closedReason: null },
    ];
    expect(initialFocus(days, '2026-12-19')).toBe('2026-12-19');
    expect(initialFocus(days, null)).toBe('2026-12-21');
    expect(initialFocus(days, '2030-01-01')).toBe('2026-12-21');
    expect(initialFocus([], null)).toBeNull();
  });
});
