import type { ReactNode } from 'react';
import { objectParticle, topicParticle } from '@portal/contracts/client';
import { FieldMessages } from '../form/fields';

/** The three parts as typed (digits as text, so a half-typed value stays as it is). */
export interface DateParts {
  year: string;
  month: string;
  day: string;
}

export const EMPTY_DATE: DateParts = { year: '', month: '', day: '' };

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of parts that make a real date, else null. */
export function toIsoDate(p: DateParts): string | null {
  if (!/^\d{4}$/.test(p.year) || !/^\d{1,2}$/.test(p.month) || !/^\d{1,2}$/.test(p.day)) return null;
  const y = Number(p.year);
  const m = Number(p.month);
  const d = Number(p.day);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** Parts of 'YYYY-MM-DD' (an empty or malformed value gives empty parts). */
export function fromIsoDate(iso: string): DateParts {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? { year: m[1]!, month: String(Number(m[2])), day: String(Number(m[3])) } : EMPTY_DATE;
}

/**
 * The parts as one text for a form's values: as typed, joined by '-' ('1958-3-', '' when all are
 * empty), so nothing typed is lost; `isoOfDateText` reads the date out of it.
 */
export const dateText = (p: DateParts): string => (p.year || p.month || p.day ? `${p.year}-${p.month}-${p.day}` : '');

/** The parts of a `dateText` or of 'YYYY-MM-DD'. */
export function datePartsOf(text: string): DateParts {
  const [year = '', month = '', day = ''] = text.split('-');
  return { year, month, day };
}

/** 'YYYY-MM-DD' of a `dateText` that makes a real date; else the text unchanged (a check names what is wrong). */
export const isoOfDateText = (text: string): string => toIsoDate(datePartsOf(text)) ?? text;

/**
 * The Korean message for parts that are not a date (null when they are, or when all are empty and the
 * field is optional). `name` is the field's name ('생년월일'); `min`/`max` are 'YYYY-MM-DD'.
 */
export function checkDate(p: DateParts, name: string, opts: { required?: boolean; min?: string; max?: string } = {}): string | null {
  const { year, month, day } = { year: p.year.trim(), month: p.month.trim(), day: p.day.trim() };
  if (!year && !month && !day) return opts.required ? `${name}${objectParticle(name)} 입력해 주세요.` : null;
  const missing = [!year && '연도', !month && '월', !day && '일'].filter((m): m is string => Boolean(m));
  if (missing.length) return `${name}의 ${missing.join('·')}${objectParticle(missing.at(-1)!)} 입력해 주세요.`;
  if (!/^\d{4}$/.test(year)) return `${name}의 연도는 숫자 네 자리로 입력해 주세요(예: 1985).`;
  if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12) return `${name}의 월은 1에서 12 사이로 입력해 주세요.`;
  const iso = toIsoDate({ year, month, day });
  if (!/^\d{1,2}$/.test(day) || !iso) return `${name}의 일이 달력에 없는 날짜입니다(${year}년 ${Number(month)}월).`;
  if (opts.min && iso < opts.min) return `${name}${topicParticle(name)} ${korean(opts.min)} 이후로 입력해 주세요.`;
  if (opts.max && iso > opts.max) return `${name}${topicParticle(name)} ${korean(opts.max)} 이전으로 입력해 주세요.`;
  return null;
}

/** '2026-11-30' → '2026년 11월 30일'. */
export function korean(iso: string): string {
  const p = fromIsoDate(iso);
  return `${p.year}년 ${p.month}월 ${p.day}일`;
}

export interface DateInputProps {
  /** Id of the year field (the error summary links here); the others are `${id}-month`, `${id}-day`. */
  id: string;
  /** The legend: the field's name ('생년월일'). */
  legend: ReactNode;
  value: DateParts;
  onValue(value: DateParts): void;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Birth dates fill from the browser's saved details ('bday-…'). */
  autoCompleteBirthday?: boolean;
  /** Leaving the last part (a page checks the date then). */
  onBlur?(): void;
}

/**
 * A date as three labelled number fields (연 / 월 / 일) in a fieldset, as GOV.UK's date input: no
 * calendar to operate, digits on a phone's keypad, each part named. The hint shows the format; the
 * error names the field and which part is wrong (checkDate).
 */
export function DateInput({ id, legend, value, onValue, hint, error, required, disabled, autoCompleteBirthday, onBlur }: DateInputProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const part = (key: keyof DateParts, label: string, fieldId: string, size: 'year' | 'short', auto: string) => (
    <div className={`kr-date__part kr-date__part--${size}`}>
      <label htmlFor={fieldId} className="kr-date__label">
        {label}
      </label>
      <input
        id={fieldId}
        className="fm-input"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={key === 'year' ? 4 : 2}
        value={value[key]}
        onChange={(e) => onValue({ ...value, [key]: e.target.value.replace(/\D/g, '') })}
        onBlur={key === 'day' ? onBlur : undefined}
        aria-invalid={error ? true : undefined}
        autoComplete={autoCompleteBirthday ? auto : 'off'}
        disabled={disabled}
        required={required}
      />
    </div>
  );
  return (
    <fieldset className="fm-fieldset fm-field kr-date" aria-describedby={described} data-date-input={id}>
      <legend className="fm-label">
        {legend}
        {required ? <span className="fm-req">(필수)</span> : null}
      </legend>
      <FieldMessages id={id} hint={hint} error={error} />
      <div className="kr-date__parts">
        {part('year', '연도', id, 'year', 'bday-year')}
        {part('month', '월', `${id}-month`, 'short', 'bday-month')}
        {part('day', '일', `${id}-day`, 'short', 'bday-day')}
      </div>
    </fieldset>
  );
}
