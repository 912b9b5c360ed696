import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { dayLabel, fullDate, initialFocus, moveFocus, WEEKDAY_NAMES, WEEKDAYS, weeksBetween, type GridDay } from './calendar-logic';

export interface DateGridProps {
  /** Every date of the bookable window (tomorrow … 14 days ahead) from the dscsnCalendar call. */
  days: GridDay[];
  from: string;
  to: string;
  value: string | null;
  onSelect(date: string): void;
  /** The grid's accessible name (also its caption). */
  label?: string;
  /** id of a message that describes the grid's error (aria-describedby). */
  describedBy?: string;
  invalid?: boolean;
  /** Marks the caption '(필수)'. */
  required?: boolean;
}

/**
 * The accessible date grid (WAI-ARIA grid pattern): one tab stop (roving tabindex), arrow keys move
 * a day or a week, Home/End the week, PageUp/PageDown the first/last date, Enter or Space picks.
 * Closed dates stay focusable with aria-disabled and say why in their name (주말, 공휴일(…), 마감).
 */
export function DateGrid({ days, from, to, value, onSelect, label = '상담 날짜', describedBy, invalid, required }: DateGridProps) {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const [focused, setFocused] = useState<string | null>(() => initialFocus(days, value));
  const [note, setNote] = useState('');
  const moved = useRef(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const captionId = useId();

  // a new window (another office) or a value picked elsewhere moves the tab stop
  const focusValid = focused && byDate.has(focused);
  useEffect(() => {
    if (!focusValid) setFocused(initialFocus(days, value));
  }, [focusValid, days, value]);
  useEffect(() => {
    if (value && byDate.has(value)) setFocused(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new value moves the tab stop (byDate is new on every render)
  }, [value]);
  useEffect(() => {
    if (moved.current && focused) buttons.current.get(focused)?.focus();
    moved.current = false;
  }, [focused]);

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    if (!focused) return;
    const next = moveFocus(focused, e.key, from, to);
    if (next === null) return;
    e.preventDefault();
    moved.current = true;
    if (next === focused) buttons.current.get(next)?.focus();
    else setFocused(next);
  };

  const pick = (day: GridDay) => {
    setFocused(day.date);
    if (!day.bookable) {
      setNote(`${fullDate(day.date)}은(는) 예약할 수 없습니다: ${day.closedReason ?? '예약할 수 없는 날'}.`);
      return;
    }
    setNote('');
    onSelect(day.date);
  };

  const weeks = weeksBetween(from, to);
  return (
    <div className="bk-grid-wrap">
      <table
        className="bk-grid"
        role="grid"
        aria-labelledby={captionId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onKeyDown={onKeyDown}
        data-date-grid=""
      >
        <caption id={captionId} className="bk-grid__caption">
          {label}
          {required ? <span className="fm-req">(필수)</span> : null} <span className="bk-grid__range">({fullDate(from)} ~ {fullDate(to)})</span>
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map((w, i) => (
              <th key={w} scope="col" abbr={WEEKDAY_NAMES[i]} className={i === 0 ? 'is-sun' : i === 6 ? 'is-sat' : undefined}>
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, wi) => (
            <tr key={week.find(Boolean) ?? wi}>
              {week.map((date, di) => {
                if (!date) return <td key={`x${di}`} className="bk-cell bk-cell--out" />;
                const day = byDate.get(date) ?? { date, bookable: false, remaining: 0, closedReason: '예약할 수 없는 날' };
                const selected = value === date;
                const [, m, d] = date.split('-').map(Number);
                const showMonth = date === from || d === 1;
                return (
                  <td key={date} className="bk-cell" aria-selected={selected}>
                    <button
                      type="button"
                      ref={(el) => {
                        if (el) buttons.current.set(date, el);
                        else buttons.current.delete(date);
                      }}
                      className={`bk-day${day.bookable ? '' : ' is-closed'}${selected ? ' is-selected' : ''}${di === 0 ? ' is-sun' : di === 6 ? ' is-sat' : ''}`}
                      tabIndex={focused === date ? 0 : -1}
                      aria-disabled={day.bookable ? undefined : true}
                      aria-label={dayLabel(day, selected)}
                      data-date={date}
                      onClick={() => pick(day)}
                      onFocus={() => focused !== date && setFocused(date)}
                    >
                      <span className="bk-day__num" aria-hidden="true">
                        {showMonth ? <span className="bk-day__month">{m}월 </span> : null}
                        {d}
                      </span>
                      <span className="bk-day__state" aria-hidden="true">
                        {day.bookable ? `남은 ${day.remaining}` : shortReason(day.closedReason)}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="bk-grid__help">방향키로 날짜를 옮기고 Enter로 고릅니다. 회색 날짜는 예약할 수 없는 날이며 그 까닭이 함께 적혀 있습니다.</p>
      <p className="bk-grid__note" role="status" aria-live="polite">
        {note}
      </p>
    </div>
  );
}

/** '공휴일(성탄절)' → '성탄절' in the small cell; the full reason is in the accessible name. */
function shortReason(reason: string | null): string {
  if (!reason) return '불가';
  const m = /^공휴일\((.+)\)$/.exec(reason);
  return m ? m[1]! : reason;
}
