import { useId } from 'react';

export interface PickerSlot {
  time: string;
  capacity: number;
  remaining: number;
  bookable: boolean;
}

export interface SlotPickerProps {
  slots: PickerSlot[];
  value: string | null;
  onSelect(time: string): void;
  /** The legend, e.g. '12월 21일 월요일 상담 시간'. */
  legend: string;
  /** id of the input the error summary links to (the first radio gets it). */
  id: string;
  error?: string;
  /** A time that must show as taken by this person (time change: the current slot). */
  currentTime?: string | null;
}

/**
 * 30-minute slots as native radios (arrow keys move inside the group): time and "남은 자리 N";
 * full or past ones are disabled and say "마감" in their name. Morning and afternoon are split.
 */
export function SlotPicker({ slots, value, onSelect, legend, id, error, currentTime }: SlotPickerProps) {
  const name = useId();
  const errorId = `${id}-error`;
  const groups = [
    { title: '오전', list: slots.filter((s) => s.time < '12:00') },
    { title: '오후', list: slots.filter((s) => s.time >= '12:00') },
  ].filter((g) => g.list.length);
  const firstEnabled = slots.find((s) => s.bookable && s.time !== currentTime)?.time ?? slots[0]?.time;
  return (
    <fieldset className="bk-slots fm-field" aria-describedby={error ? errorId : undefined} data-slot-picker="">
      <legend className="fm-label">
        {legend}
        <span className="fm-req">(필수)</span>
      </legend>
      {slots.length === 0 ? <p className="fm-hint">이 날에는 상담 시간이 없습니다. 다른 날짜를 골라 주세요.</p> : null}
      {slots.length > 0 && !slots.some((s) => s.bookable && s.time !== currentTime) ? (
        <p className="fm-hint" role="status">
          이 날의 시간은 모두 마감되었습니다. 다른 날짜를 골라 주세요.
        </p>
      ) : null}
      {groups.map((g) => (
        <div key={g.title} className="bk-slots__group">
          <p className="bk-slots__title" aria-hidden="true">
            {g.title}
          </p>
          <div className="bk-slots__list">
            {g.list.map((s) => {
              const isCurrent = currentTime === s.time;
              const disabled = !s.bookable || isCurrent;
              const inputId = s.time === firstEnabled ? id : `${id}-${s.time.replace(':', '')}`;
              return (
                <label key={s.time} className={`bk-slot${disabled ? ' is-full' : ''}`} htmlFor={inputId} data-slot={s.time}>
                  <input
                    type="radio"
                    id={inputId}
                    name={name}
                    value={s.time}
                    checked={value === s.time}
                    disabled={disabled}
                    aria-invalid={error ? true : undefined}
                    onChange={() => onSelect(s.time)}
                  />
                  <span className="bk-slot__time">{s.time}</span>
                  <span className="bk-slot__left">{isCurrent ? '지금 예약' : s.bookable ? `남은 자리 ${s.remaining}` : '마감'}</span>
                </label>
              );
            })}
          </div>
        </div>
      ))}
      {error ? (
        <p className="fm-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
