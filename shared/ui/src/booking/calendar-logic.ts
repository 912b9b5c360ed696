// Pure date logic of the booking date grid (no React, no DOM), so it is unit-tested in node.
// Dates are 'YYYY-MM-DD' calendar dates in Korea; weekday 0 = Sunday, as on Korean calendars.
import { addDays, weekday } from '@portal/contracts/client';

/** The booking rules' date arithmetic, under the names the grid has always exported. */
export const shiftDate = addDays;
export const weekdayOf = weekday;

export const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;
export const WEEKDAY_NAMES = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'] as const;

/** '2026-12-25' → '12월 25일 금요일'. */
export function longDate(date: string): string {
  const [, m, d] = date.split('-').map(Number);
  return `${m}월 ${d}일 ${WEEKDAY_NAMES[weekdayOf(date)]}`;
}

/** '2026-12-25' → '2026년 12월 25일 (금)'. */
export function fullDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}년 ${m}월 ${d}일 (${WEEKDAYS[weekdayOf(date)]})`;
}

/**
 * The weeks (Sunday … Saturday) that cover from … to; days outside the range are null, so the grid
 * keeps its columns without showing dates that cannot be chosen at all.
 */
export function weeksBetween(from: string, to: string): (string | null)[][] {
  if (!from || !to || from > to) return [];
  const weeks: (string | null)[][] = [];
  let cursor = shiftDate(from, -weekdayOf(from));
  while (cursor <= to) {
    const week: (string | null)[] = [];
    for (let i = 0; i < 7; i++) {
      const d = shiftDate(cursor, i);
      week.push(d >= from && d <= to ? d : null);
    }
    weeks.push(week);
    cursor = shiftDate(cursor, 7);
  }
  return weeks;
}

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

type Move = (date: string, from: string, to: string) => string;
const MOVES = new Map<GridKey, Move>([
  ['ArrowLeft', (date) => shiftDate(date, -1)],
  ['ArrowRight', (date) => shiftDate(date, 1)],
  ['ArrowUp', (date) => shiftDate(date, -7)],
  ['ArrowDown', (date) => shiftDate(date, 7)],
  ['Home', (date) => shiftDate(date, -weekdayOf(date))],
  ['End', (date) => shiftDate(date, 6 - weekdayOf(date))],
  ['PageUp', (_date, from) => from],
  ['PageDown', (_date, _from, to) => to],
]);

/**
 * Where a key moves the focused date inside [from, to] (the WAI-ARIA date grid keys: ←/→ a day,
 * ↑/↓ a week, Home/End the start/end of the week, PageUp/PageDown the first/last date). A move past
 * either end stays on the nearest date in range; an unknown key answers null.
 */
export function moveFocus(date: string, key: string, from: string, to: string): string | null {
  const move = MOVES.get(key as GridKey);
  if (!move) return null;
  const next = move(date, from, to);
  if (next < from) return from;
  if (next > to) return to;
  return next;
}

export interface GridDay {
  date: string;
  bookable: boolean;
  remaining: number;
  closedReason: string | null;
}

/** The accessible name of a date cell: the date, then whether it can be chosen and why not. */
export function dayLabel(day: GridDay, selected: boolean): string {
  const base = longDate(day.date);
  if (!day.bookable) return `${base}, 예약할 수 없음: ${day.closedReason ?? '예약할 수 없는 날'}`;
  return `${base}, 남은 자리 ${day.remaining}${selected ? ', 선택됨' : ''}`;
}

/** Which date holds the roving tab stop: the chosen one, else the first bookable, else the first. */
export function initialFocus(days: GridDay[], value: string | null | undefined): string | null {
  if (value && days.some((d) => d.date === value)) return value;
  return days.find((d) => d.bookable)?.date ?? days[0]?.date ?? null;
}
