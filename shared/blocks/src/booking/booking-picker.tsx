import { useEffect, useRef, useState } from 'react';
import { httpErrorSentence } from '@portal/http';
import type { Calendar, RsvtMethod, SlotList } from '@portal/contracts/client';
import { Spinner } from '@portal/ui';
import { errorBody, LoadError } from '@portal/ui/form';
import { DateGrid } from '@portal/ui/booking';
import { SlotPicker } from '@portal/ui/booking';
import { fullDate, longDate } from '@portal/ui/booking';
import { dscsnCalendar } from './api/dscsnCalendar';
import { dscsnSlots } from './api/dscsnSlots';

export interface BookingChoice {
  date: string | null;
  time: string | null;
}

export interface BookingPickerProps {
  officeId: string;
  method: RsvtMethod;
  value: BookingChoice;
  onChange(next: BookingChoice): void;
  /** ids the error summary links to. */
  ids: { date: string; time: string };
  /** The form's field errors: shown on the calendar and the slots; a choice clears what it answers. */
  form?: { errors: { date?: string; time?: string }; setErrors(change: (errors: Record<string, string>) => Record<string, string>): void };
  /** Bump to load the calendar and slots again (after a 마감 answer). */
  reloadKey?: number;
  /** Time change: the booking's own slot, shown as "지금 예약" and not choosable. */
  current?: { date: string; time: string } | null;
}

/** The field errors left once the person picks (a chosen date or time is no longer missing). */
function errorsAfterChoice<E extends Record<string, string | undefined>>(errors: E, v: BookingChoice): E {
  const next = { ...errors };
  if (v.date) delete next.date;
  if (v.time) delete next.time;
  return next;
}

type Load<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, reloadKey: number): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [tries, setTries] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (!key) return;
    const ctrl = new AbortController();
    setState({ status: 'loading' });
    loadRef.current(ctrl.signal).then(
      (data) => setState({ status: 'ready', data }),
      (e: unknown) => {
        if (!ctrl.signal.aborted) setState({ status: 'error', message: errorBody(e).message || httpErrorSentence(e) });
      },
    );
    return () => ctrl.abort();
  }, [key, reloadKey, tries]);
  return [state, () => setTries((t) => t + 1)];
}

/**
 * The calendar (dscsnCalendar) and the day's slots (dscsnSlots) of one office and
 * method, for the booking step ps2 and the time change. A chosen date or time that the fresh answer
 * shows as closed or full is dropped with a note, so nothing unbookable stays selected.
 */
export function BookingPicker({ officeId, method, value, onChange: change, ids, form, reloadKey = 0, current }: BookingPickerProps) {
  const { date: dateId, time: timeId } = ids;
  const errors = form?.errors;
  const onChange = (v: BookingChoice) => {
    change(v);
    form?.setErrors((e) => errorsAfterChoice(e, v));
  };
  // the calls are sent fresh on every office, method, date or reloadKey (a 마감 answer must be re-read, not cached)
  const [calendar, retryCalendar] = useLoad<Calendar>(`${officeId}|${method}`, (signal) => dscsnCalendar({ officeId, method }, signal), reloadKey);
  const [slots, retrySlots] = useLoad<SlotList>(
    value.date ? `${officeId}|${method}|${value.date}` : null,
    (signal) => dscsnSlots({ officeId, method, date: value.date! }, signal),
    reloadKey,
  );
  const [dropped, setDropped] = useState('');
  const valueRef = useRef(value);
  valueRef.current = value;

  useEffect(() => {
    if (calendar.status !== 'ready' || !value.date) return;
    const day = calendar.data.days.find((d) => d.date === value.date);
    if (!day || !day.bookable) {
      setDropped(`고르셨던 ${fullDate(value.date)}은(는) 이제 예약할 수 없습니다(${day?.closedReason ?? '예약 기간이 지났습니다'}). 다른 날짜를 골라 주세요.`);
      onChange({ date: null, time: null });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checks the choice against each new calendar answer only, not on every change of the choice
  }, [calendar]);
  useEffect(() => {
    if (slots.status !== 'ready' || !value.time || slots.data.date !== value.date) return;
    const slot = slots.data.slots.find((s) => s.time === value.time);
    if (!slot || !slot.bookable) {
      setDropped(`고르셨던 ${value.time} 시간은 마감되었습니다. 다른 시간을 골라 주세요.`);
      onChange({ date: valueRef.current.date, time: null });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checks the time against each new slot answer only, not on every change of the choice
  }, [slots]);

  if (calendar.status === 'loading') return <Spinner label="예약 달력을 불러오는 중입니다" />;
  if (calendar.status === 'error') return <LoadError what="예약 달력을" detail={calendar.message} retry={retryCalendar} />;
  const cal = calendar.data;
  const anyOpen = cal.days.some((d) => d.bookable);
  return (
    <div className="bk-picker" data-booking-picker="">
      {dropped ? (
        <div className="fm-notice fm-notice--warning" role="status">
          <p>{dropped}</p>
        </div>
      ) : null}
      <div className="fm-field" id={dateId} tabIndex={-1}>
        {cal.notice ? (
          <p className="fm-notice fm-notice--info" role="status" data-calendar-notice="">
            {cal.notice}
          </p>
        ) : null}
        {!anyOpen ? (
          <p className="fm-notice fm-notice--warning" role="status">
            앞으로 {cal.days.length}일 동안 이 사무소에는 예약할 수 있는 날이 없습니다. 다른 사무소를 고르시거나 전화(132)로 문의해 주세요.
          </p>
        ) : null}
        <DateGrid
          days={cal.days}
          from={cal.from}
          to={cal.to}
          value={value.date}
          label="상담 날짜"
          required
          describedBy={errors?.date ? `${dateId}-error` : undefined}
          invalid={!!errors?.date}
          onSelect={(date) => {
            setDropped('');
            if (date !== value.date) onChange({ date, time: null });
          }}
        />
        {errors?.date ? (
          <p className="fm-error" id={`${dateId}-error`}>
            {errors.date}
          </p>
        ) : null}
      </div>
      {value.date ? (
        slots.status === 'loading' ? (
          <Spinner label="상담 시간을 불러오는 중입니다" />
        ) : slots.status === 'error' ? (
          <LoadError what="상담 시간을" detail={slots.message} retry={retrySlots} />
        ) : (
          <SlotPicker
            id={timeId}
            legend={`${longDate(value.date)} 상담 시간`}
            slots={slots.data.slots}
            value={value.time}
            currentTime={current && current.date === value.date ? current.time : null}
            error={errors?.time}
            onSelect={(time) => {
              setDropped('');
              onChange({ date: value.date, time });
            }}
          />
        )
      ) : (
        <p className="fm-hint" id={timeId} tabIndex={-1}>
          날짜를 고르면 그날의 상담 시간과 남은 자리가 나옵니다.
        </p>
      )}
    </div>
  );
}
